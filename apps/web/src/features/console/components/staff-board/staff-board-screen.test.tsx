import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleItem, type ConsoleItemsPage, updateItemFormData } from '@portico/contract';
import { mockFetch, ok } from '@test/fetch-mock';
import { renderWithApp } from '@test/render';
import { columnValue } from '@test/values';
import { GROUPS, consoleBoard, consoleColumn } from '@test/console/board-fixtures';
import { StaffBoardScreen } from './staff-board-screen';

const COLUMNS = [
  consoleColumn({ id: 'name', type: 'name', title: 'Name' }),
  consoleColumn({
    id: 'st',
    type: 'status',
    title: 'Status',
    position: 1,
    labels: [
      { name: 'Done', color: '#00c875' },
      { name: 'Stuck', color: '#e2445c' },
    ],
  }),
  consoleColumn({ id: 'notes', type: 'text', title: 'Notes', position: 2, visible: false }),
];

const item = (id: string, name: string, status: string, notes = ''): ConsoleItem => ({
  id,
  name,
  group: { id: 'g1', title: 'Design' },
  column_values: [
    columnValue('name', { id: 'name', text: name, column: { title: 'Name' } }),
    columnValue('status', { id: 'st', text: status, column: { title: 'Status' } }),
    columnValue('text', { id: 'notes', text: notes, column: { title: 'Notes' } }),
  ],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
});

const ITEMS = [item('i1', 'Homepage', 'Done', 'Ship it'), item('i2', 'Pricing page', 'Stuck')];
const page =
  (items = ITEMS): (() => { body: { success: true; data: ConsoleItemsPage } }) =>
  () => ({
    body: { success: true, data: { items, total: items.length, offset: 0 } },
  });

const base = {
  'GET /api/console/boards': ok({ boards: [consoleBoard()] }),
  'GET /api/console/boards/b1/columns': ok({ columns: COLUMNS }),
  'GET /api/console/boards/b1/groups': ok({ groups: GROUPS }),
  'GET /api/console/people': ok({ people: [], total: 0 }),
} as const;

const render = () =>
  renderWithApp(<StaffBoardScreen boardId="b1" />, {
    url: '/console/boards/b1/items',
    path: '/console/boards/:boardId/items',
  });

// jsdom lays nothing out: the virtualised table gets a viewport's size so it renders its rows.
const sizes = ['clientHeight', 'clientWidth'] as const;
const saved = sizes.map((key) => Object.getOwnPropertyDescriptor(Element.prototype, key));
beforeAll(() => {
  for (const key of sizes)
    Object.defineProperty(Element.prototype, key, { configurable: true, get: () => 800 });
});
afterAll(() =>
  sizes.forEach((key, i) => {
    const descriptor = saved[i];
    if (descriptor) Object.defineProperty(Element.prototype, key, descriptor);
  }),
);

describe('StaffBoardScreen', { timeout: 20_000 }, () => {
  it('shows every item with every column, the hidden one marked, and how many match', async () => {
    mockFetch({ ...base, 'GET /api/console/boards/b1/items': page() });
    render();
    const grid = await screen.findByRole('grid', { name: 'Items of Website' });
    expect(await within(grid).findByRole('button', { name: /^Name of Homepage/ })).toBeInTheDocument();
    expect(
      within(grid).getByRole('columnheader', { name: 'Notes, hidden from clients' }),
    ).toBeInTheDocument();
    expect(within(grid).getByRole('columnheader', { name: /^Status$/ })).toBeInTheDocument();
    expect(
      within(grid).getByRole('button', { name: 'Notes of Homepage: Ship it. Edit' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 items')).toBeInTheDocument();
  });

  it("edits a cell in place with the column's editor and sends only that column", async () => {
    const user = userEvent.setup();
    const saved = item('i1', 'Homepage', 'Done', 'Ship it Friday');
    let stored = ITEMS;
    const { requests } = mockFetch({
      ...base,
      'GET /api/console/boards/b1/items': () => page(stored)(),
      'POST /api/console/boards/b1/items/i1': () => {
        stored = [saved, ...ITEMS.slice(1)];
        return { body: { success: true, data: saved, message: 'Item updated.' } };
      },
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Notes of Homepage: Ship it. Edit' }));
    const field = await screen.findByRole('textbox', { name: 'Notes' });
    await user.clear(field);
    await user.type(field, 'Ship it Friday{Enter}');
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const sent = requests.find((r) => r.method === 'POST')?.body as FormData;
    const expected = updateItemFormData([{ columnId: 'notes', columnType: 'text', text: 'Ship it Friday' }]);
    expect([...sent.entries()]).toEqual([...expected.entries()]);
    expect(
      await screen.findByRole('button', { name: 'Notes of Homepage: Ship it Friday. Edit' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Notes' })).not.toBeInTheDocument();
  });

  it("keeps the editor open with the server's message when a change is refused", async () => {
    const user = userEvent.setup();
    mockFetch({
      ...base,
      'GET /api/console/boards/b1/items': page(),
      'POST /api/console/boards/b1/items/i1': () => ({
        status: 400,
        body: { success: false, message: 'Notes are at most 2000 characters.' },
      }),
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Notes of Homepage: Ship it. Edit' }));
    await user.type(await screen.findByRole('textbox', { name: 'Notes' }), '!{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Notes are at most 2000 characters.');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Ship it!');
  });

  it('sorts on the server by a column: ascending, descending, then board order', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({ ...base, 'GET /api/console/boards/b1/items': page() });
    render();
    const header = await screen.findByRole('columnheader', { name: /^Status$/ });
    const lastItems = () => requests.filter((r) => r.url.pathname.endsWith('/items')).at(-1)?.url;
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(lastItems()?.searchParams.get('sort')).toBe('st'));
    expect(lastItems()?.searchParams.get('dir')).toBe('asc');
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(lastItems()?.searchParams.get('dir')).toBe('desc'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    // Board order again: its first page is still fresh in the cache, so it shows without a request.
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'none'));
  });

  it('deletes the selected items at once, after asking', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({
      ...base,
      'GET /api/console/boards/b1/items': page(),
      // The bulk key also fits updateConsoleItem's key type (`${string}` spans slashes); the mock checks the
      // answer against bulkItems' schema at run time.
      'POST /api/console/boards/b1/items/bulk': (() => ({
        body: { success: true, data: { itemIds: ['i1', 'i2'] }, message: '2 items were deleted.' },
      })) as never,
    });
    render();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Homepage' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Pricing page' }));
    const bar = screen.getByRole('toolbar', { name: 'Selected items' });
    expect(bar).toHaveTextContent('2 selected');
    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 items?' });
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        action: 'delete',
        itemIds: ['i1', 'i2'],
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('toolbar', { name: 'Selected items' })).not.toBeInTheDocument(),
    );
  });

  it('adds an item by its name to the chosen group and keeps the field for the next one', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({
      ...base,
      'GET /api/console/boards/b1/items': page(),
      'POST /api/console/boards/b1/groups/g1/items': () => ({
        body: { success: true, data: item('i3', 'Blog', ''), message: 'Item created.' },
      }),
    });
    render();
    const name = await screen.findByRole('textbox', { name: 'New item' });
    await user.type(name, 'Blog{Enter}');
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')?.url.searchParams.get('itemName')).toBe('Blog');
    await waitFor(() => expect(name).toHaveValue(''));
    expect(name).toHaveFocus();
  });

  it("opens an item's history from its row menu", async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({
      ...base,
      'GET /api/console/boards/b1/items': page(),
      'GET /api/console/activity': ok({ entries: [], nextCursor: null }),
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Actions for Pricing page' }));
    await user.click(await screen.findByRole('menuitem', { name: 'History' }));
    const panel = await screen.findByRole('dialog', { name: 'History' });
    expect(panel).toHaveTextContent('Pricing page');
    expect(await within(panel).findByText('No changes recorded yet.')).toBeInTheDocument();
    const asked = requests.find((r) => r.url.pathname === '/api/console/activity')?.url;
    expect(asked?.searchParams.get('itemId')).toBe('i2');
  });

  it("opens an item's updates from its row menu when the route gives a thread, focus back on close", async () => {
    const user = userEvent.setup();
    mockFetch({ ...base, 'GET /api/console/boards/b1/items': page() });
    renderWithApp(<StaffBoardScreen boardId="b1" renderThread={(item) => <p>Thread of {item.id}</p>} />, {
      url: '/console/boards/b1/items',
      path: '/console/boards/:boardId/items',
    });
    const menu = await screen.findByRole('button', { name: 'Actions for Pricing page' });
    await user.click(menu);
    await user.click(await screen.findByRole('menuitem', { name: 'Updates' }));
    const panel = await screen.findByRole('dialog', { name: 'Updates' });
    expect(panel).toHaveTextContent('Pricing page');
    expect(within(panel).getByText('Thread of i2')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(menu).toHaveFocus();
  });

  it('offers no Updates entry without a thread', async () => {
    const user = userEvent.setup();
    mockFetch({ ...base, 'GET /api/console/boards/b1/items': page() });
    render();
    await user.click(await screen.findByRole('button', { name: 'Actions for Pricing page' }));
    expect(await screen.findByRole('menuitem', { name: 'History' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Updates' })).not.toBeInTheDocument();
  });
});
