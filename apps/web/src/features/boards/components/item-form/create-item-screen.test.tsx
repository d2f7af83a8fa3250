import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EditableField, User, endpoints } from '@portico/contract';
import { type MockAnswer, type MockRequest, mockFetch, ok } from '@test/fetch-mock';
import { authValue, renderWithApp, testUser } from '@test/render';
import { boardKeys } from '../../api/keys';
import { item } from '@test/values';
import { CreateItemScreen } from './create-item-screen';

const CREATED = item('i9', 'New item', []);

const field = (
  columnId: string,
  columnType: EditableField['columnType'],
  columnName: string,
  isRequired = false,
) => ({
  columnId,
  columnType,
  columnName,
  isRequired,
  isEditable: true,
  text: '',
  persons_and_teams: [],
  selectedTags: [],
  newlyUploadedFile: null,
});

const FIELDS = [
  field('f', 'file', 'Brief'),
  field('d', 'dropdown', 'Request type', true),
  field('n', 'name', 'Name'),
  field('due', 'date', 'Due date', true),
  field('c', 'checkbox', 'Approved'),
  field('x', 'text', 'Notes'),
];

const OPTIONS = [{ id: 'd', options: [{ name: 'Bug' }, { name: 'Design' }] }];

interface ShowOptions {
  user?: User;
  allowed?: boolean;
  fields?: EditableField[];
  editable?: () => MockAnswer<typeof endpoints.editableColumns>;
  create?: (request: MockRequest) => MockAnswer<typeof endpoints.createItem>;
  before?: string[];
}

const show = ({
  user = testUser(),
  allowed = true,
  fields = FIELDS,
  editable,
  create,
  before,
}: ShowOptions = {}) => {
  const fetch = mockFetch({
    'GET /api/boards/editableColumns':
      editable ?? ok({ allowUsersToCreateNewItems: allowed, editableFields: fields }),
    'POST /api/boards/getDropdownOptions/b1': ok(OPTIONS),
    'GET /api/boards/getAllGroups/b1': ok([{ id: 'g1', title: 'New requests' }]),
    'POST /api/boards/create-new-item/b1/g1':
      create ??
      (() => ({ body: { success: true as const, message: 'Item added successfully.', data: CREATED } })),
  });
  const app = renderWithApp(<CreateItemScreen boardId="b1" groupId="g1" />, {
    url: '/board/b1/create-item/g1',
    path: '/board/:boardId/create-item/:groupId',
    before,
    routes: { '/board/:boardId': <p>Board screen</p>, '/': <p>Home screen</p> },
    auth: authValue({
      user: testUser({ ...user, boardsData: [{ boardId: 'b1', boardName: 'Client Requests' }] }),
    }),
  });
  return { ...fetch, ...app };
};

const addItem = () => userEvent.click(screen.getByRole('button', { name: 'Add Item' }));
const creates = (requests: MockRequest[]) =>
  requests.filter((r) => r.url.pathname.includes('create-new-item'));
const sent = (request: MockRequest | undefined) =>
  [...(request?.body as FormData).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name]);

describe('CreateItemScreen', () => {
  it("shows 'Add Details' with the item name and the editable fields, without the name column, files last", async () => {
    show();
    expect(await screen.findByRole('form', { name: 'Add Details' })).toBeInTheDocument();
    const labels = [...document.querySelectorAll('form label')].map((l) => l.textContent);
    expect(labels).toEqual([
      'Item name* (required)',
      'Request type* (required)',
      'Due date* (required)',
      'Approved',
      'Notes',
      'Brief',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Add New Item' })).toBeInTheDocument();
    expect(await screen.findByText('New requests')).toBeInTheDocument();
  });

  it("requires the item name and the required columns, each saying '{title} is required!'", async () => {
    const user = userEvent.setup();
    const { requests } = show();
    await screen.findByRole('button', { name: 'Add Item' });
    expect(screen.queryByText('Item name is required!')).not.toBeInTheDocument();
    await addItem();

    expect(await screen.findAllByText('Please fill in all required fields.')).toHaveLength(1);
    expect(screen.getByText('Item name is required!')).toBeInTheDocument();
    expect(screen.getByText('Request type is required!')).toBeInTheDocument();
    expect(screen.getByText('Due date is required!')).toBeInTheDocument();
    expect(screen.queryByText('Notes is required!')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Item name/ })).toHaveFocus();
    expect(creates(requests)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /^Item name/ }), '   ');
    expect(screen.getByText('Item name is required!')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Item name/ }), 'Logo');
    expect(screen.queryByText('Item name is required!')).not.toBeInTheDocument();
  });

  it("says 'No column values provided' when only the name is given (an unticked box is no value)", async () => {
    const user = userEvent.setup();
    const fields = [field('c', 'checkbox', 'Approved'), field('x', 'text', 'Notes')];
    const { requests } = show({ fields });
    await user.type(await screen.findByRole('textbox', { name: /^Item name/ }), 'New logo');
    await user.click(screen.getByRole('checkbox', { name: 'Approved' }));
    await user.click(screen.getByRole('checkbox', { name: 'Approved' }));
    await addItem();
    expect(await screen.findAllByText('No column values provided')).toHaveLength(1);
    expect(creates(requests)).toHaveLength(0);
  });

  it('creates the item with the filled columns, refreshes the board and goes to it', async () => {
    const user = userEvent.setup();
    const { requests, queryClient } = show();
    const boardPage = [...boardKeys.items('b1'), { search: '', assignedToMe: false }];
    queryClient.setQueryData(boardPage, { pages: [], pageParams: [] });

    await user.type(await screen.findByRole('textbox', { name: /^Item name/ }), '  New logo  ');
    await user.click(screen.getByRole('combobox', { name: /^Request type/ }));
    await user.click(screen.getByRole('option', { name: /Design/ }));
    await user.keyboard('{Escape}');
    await user.type(screen.getByLabelText(/^Due date/), '2025-03-07');
    await addItem();

    expect(await screen.findByText('Board screen')).toBeInTheDocument();
    const [request] = creates(requests);
    expect(request?.url.searchParams.get('itemName')).toBe('New logo');
    expect(sent(request)).toEqual([
      ['columnValues[d][columnId]', 'd'],
      ['columnValues[d][columnType]', 'dropdown'],
      ['columnValues[d][text]', 'Design'],
      ['columnValues[due][columnId]', 'due'],
      ['columnValues[due][columnType]', 'date'],
      ['columnValues[due][text]', '2025-03-07'],
    ]);
    expect(await screen.findAllByText('Item added successfully.')).toHaveLength(1);
    expect(queryClient.getQueryState(boardPage)?.isInvalidated).toBe(true);
    // New labels may have joined the columns: the options load again when a form next needs them.
    const options = queryClient.getQueryCache().findAll({ queryKey: boardKeys.options('b1') });
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((q) => q.state.isInvalidated)).toBe(true);
  });

  it('toasts "Couldn\'t create item!" with the server\'s message and stays', async () => {
    const user = userEvent.setup();
    show({
      fields: [field('x', 'text', 'Notes')],
      create: () => ({ status: 404, body: { success: false, message: 'Group not found.' } }),
    });
    await user.type(await screen.findByRole('textbox', { name: /^Item name/ }), 'New logo');
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Soon');
    await addItem();
    expect(await screen.findAllByText("Couldn't create item!")).toHaveLength(1);
    expect(screen.getByText('Group not found.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Soon');
  });

  it('goes back one step when the board does not allow users to create items', async () => {
    show({ allowed: false, before: ['/'] });
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
  });

  it("goes back without asking the server when the user's flags or plan do not allow it", async () => {
    const { requests } = show({ user: testUser({ subscriptionPlan: 'Standard' }), before: ['/'] });
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(requests.filter((r) => r.url.pathname.includes('editableColumns'))).toHaveLength(0);
  });

  it("toasts 'Interal Server Error! Please try again later.' when editableColumns fails and goes to the board", async () => {
    show({ editable: () => ({ status: 500, body: { success: false, message: 'boom' } }), before: ['/'] });
    expect(await screen.findByText('Board screen')).toBeInTheDocument();
    expect(await screen.findAllByText('Error!')).toHaveLength(1);
    expect(screen.getByText('Interal Server Error! Please try again later.')).toBeInTheDocument();
  });
});
