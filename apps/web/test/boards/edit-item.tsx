import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnOptions, Item, User, portalEndpoints } from '@portico/contract';
import { type MockAnswer, type MockRequest, mockFetch, ok } from '@test/fetch-mock';
import { authValue, renderWithApp, testUser } from '@test/render';
import { EditItemScreen } from '@/features/boards/components/item-form/edit-item-screen';
import { columnValue, item } from '@test/values';

/** An item with a column of every kind the edit form treats differently (and some it must leave out). */
export const ITEM = item('i1', 'Refresh the brand book', [
  columnValue('file', { id: 'f', column: { title: 'Attachments' }, files: [] }),
  columnValue('status', { id: 's', column: { title: 'Status' }, text: 'Done' }),
  columnValue('doc', { id: 'doc', column: { title: 'Spec' }, text: 'Brief' }),
  columnValue('timeline', { id: 'tl', column: { title: 'Timeline' } }),
  columnValue('text', { id: 'ro', column: { title: 'Internal' }, isEditable: false }),
  columnValue('people', {
    id: 'p',
    column: { title: 'Owner' },
    text: 'Priya Raman',
    persons_and_teams: [{ id: 'u1', kind: 'person' }],
  }),
  columnValue('tags', {
    id: 'g',
    column: { title: 'Tags' },
    text: 'seo, brand, web, billing',
    selectedTags: ['seo', 'brand', 'web', 'billing'],
  }),
  columnValue('text', { id: 't', column: { title: 'Notes' }, text: 'Draft ready', isRequired: true }),
  columnValue('email', { id: 'e', column: { title: 'Contact' }, text: 'ops@client.test' }),
]);

export const OPTIONS: ColumnOptions[] = [
  {
    id: 's',
    options: [
      { name: 'Working on it', color: '#fdab3d' },
      { name: 'Done', color: '#00c875' },
    ],
  },
  { id: 'g', options: ['seo', 'brand', 'web', 'billing', 'ads'].map((name) => ({ name })) },
  {
    id: 'p',
    options: [
      { id: 'u1', name: 'Priya Raman', photo_small: null },
      { id: 'u2', name: 'Marcus Chen', photo_small: null },
    ],
  },
];

export interface ShowOptions {
  user?: User;
  details?: Item;
  update?: (request: MockRequest) => MockAnswer<typeof portalEndpoints.updateItem>;
  before?: string[];
}

export { ok };

/** The edit screen of item i1 on board b1, with the calls it makes answered. */
export const showEditItem = ({ user = testUser(), details = ITEM, update, before }: ShowOptions = {}) => {
  const fetch = mockFetch({
    'GET /api/boards/getItemDetails/i1': ok(details),
    'POST /api/boards/getDropdownOptions/b1': ok(OPTIONS),
    'POST /api/boards/updateItem/i1':
      update ??
      (() => ({
        body: { success: true as const, message: 'Item details updated successfully.', data: ITEM },
      })),
  });
  const app = renderWithApp(<EditItemScreen boardId="b1" itemId="i1" />, {
    url: '/board/b1/item-details/i1/edit-details',
    path: '/board/:boardId/item-details/:itemId/edit-details',
    before,
    routes: { '/board/:boardId/item-details/:itemId': <p>Details screen</p> },
    auth: authValue({ user }),
  });
  return { ...fetch, ...app };
};

export const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
/** The multipart fields of a request, files by name. */
export const sent = (request: MockRequest | undefined) =>
  [...(request?.body as FormData).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name]);
export const updates = (requests: MockRequest[]) =>
  requests.filter((r) => r.url.pathname.includes('updateItem'));
