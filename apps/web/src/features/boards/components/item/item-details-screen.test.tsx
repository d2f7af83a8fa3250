import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@test/fetch-mock';
import { authValue, renderWithApp, testUser } from '@test/render';
import { columnValue, item } from '@test/values';
import { ItemDetailsScreen } from './item-details-screen';

const ITEM = item('i1', 'Refresh the brand book', [
  columnValue('status', {
    id: 's',
    column: { title: 'Status' },
    text: 'Done',
    label_style: { color: '#00c875' },
  }),
  columnValue('people', {
    id: 'p',
    column: { title: 'Owner' },
    text: 'Priya Raman',
    persons_and_teams: [{ id: 'u1', kind: 'person' }],
  }),
  columnValue('file', { id: 'f', column: { title: 'Attachments' }, files: [] }),
  columnValue('date', { id: 'd', column: { title: 'Due date' }, text: '2025-03-07' }),
]);

const PEOPLE = [{ id: 'u1', name: 'Priya Raman', email: 'priya@example.test', photo_thumb: null }];

const show = () =>
  renderWithApp(<ItemDetailsScreen boardId="b1" itemId="i1" />, {
    url: '/board/b1/item-details/i1',
    path: '/board/:boardId/item-details/:itemId',
    routes: {
      '/': <p>Home screen</p>,
      '/board/:boardId/item-details/:itemId/edit-details': <p>Edit screen</p>,
    },
    auth: authValue({ user: testUser({ boardsData: [{ boardId: 'b1', boardName: 'Brand' }] }) }),
  });

describe('ItemDetailsScreen', () => {
  it('shows a skeleton, then the name, breadcrumb and one row per column value', async () => {
    const { requests } = mockFetch({
      'GET /api/boards/getItemDetails/i1': () => ({ body: { success: true, data: ITEM } }),
      'GET /api/boards/getPhotothumbs': () => ({ body: { success: true, data: { users: PEOPLE } } }),
    });
    show();
    expect(screen.getByRole('status', { name: 'Loading item details' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Refresh the brand book' }),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.url.pathname.includes('getItemDetails'))?.url.search).toBe('?boardId=b1');

    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/board/b1');
    expect(crumbs.getByText('Item Details')).toHaveAttribute('aria-current', 'page');

    const rows = screen.getAllByTestId('item-value');
    expect(rows.map((r) => within(r).getByRole('term').textContent)).toEqual([
      'Status',
      'Owner',
      'Attachments',
      'Due date',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('Done')).toBeInTheDocument();
    expect(await within(rows[1] as HTMLElement).findByText('priya@example.test')).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('No file uploaded');
    expect(rows[3]).toHaveTextContent('2025-03-07');
    expect(screen.getByText('Brand')).toBeInTheDocument();
  });

  it("links 'Edit Item' to the relative edit-details", async () => {
    mockFetch({
      'GET /api/boards/getItemDetails/i1': () => ({ body: { success: true, data: ITEM } }),
      'GET /api/boards/getPhotothumbs': () => ({ body: { success: true, data: { users: [] } } }),
    });
    show();
    expect(await screen.findByRole('link', { name: 'Edit Item' })).toHaveAttribute(
      'href',
      '/board/b1/item-details/i1/edit-details',
    );
  });

  it("toasts 'Error fetching item details!' once with the server's message and goes to /", async () => {
    mockFetch({
      'GET /api/boards/getItemDetails/i1': () => ({
        status: 404,
        body: { success: false, message: 'Item not found.' },
      }),
      'GET /api/boards/getPhotothumbs': () => ({ body: { success: true, data: { users: [] } } }),
    });
    show();
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(await screen.findAllByText('Error fetching item details!')).toHaveLength(1);
    expect(screen.getByText('Item not found.')).toBeInTheDocument();
  });

  it('falls back to the call default when the server says nothing', async () => {
    mockFetch({
      'GET /api/boards/getItemDetails/i1': () => ({ status: 502, body: 'gateway' }),
      'GET /api/boards/getPhotothumbs': () => ({ body: { success: true, data: { users: [] } } }),
    });
    show();
    await waitFor(() =>
      expect(screen.getByText('Failed to fetch item details. Please try again.')).toBeInTheDocument(),
    );
  });
});
