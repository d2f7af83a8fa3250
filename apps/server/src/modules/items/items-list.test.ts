import { describe, expect, it } from 'vitest';
import { type Item, getItemDetailsResponseSchema, serverMessages } from '@portico/contract';
import { makeUser, signIn, useTestApp } from '../../../test/support/app';
import type { NewColumn } from '../boards';
import {
  ALL_TYPE_COLUMNS,
  addItems,
  getPage,
  listUrl,
  makeBoard,
  makePerson,
  walkAll,
  setupBoardReader,
} from '../../../test/support/boards';
import { expectBody, expectError } from '../../../test/support/http';

const t = useTestApp();

const setup = (columns?: NewColumn[]) => setupBoardReader(t, columns);

describe('GET /api/boards/getAllItems', () => {
  it('renders every visible column type as §3 describes', async () => {
    const { tenant, user, board, api } = await setup([
      ...Object.values(ALL_TYPE_COLUMNS),
      { type: 'text', title: 'Internal', visible: false },
    ]);
    const me = await makePerson(t.services, tenant, { name: 'Dana Scully', user });
    const [internal] = (await t.services.boards.allColumns(tenant.id, board.id)).filter(
      (c) => c.title === 'Internal',
    );
    const c = board.col;
    await addItems(t.services, tenant, board, [
      {
        name: 'Homepage copy',
        values: {
          [c.status.id]: { label: 'Stuck' },
          [c.priority.id]: { label: 'High' },
          [c.dropdown.id]: { labels: ['Design', 'Copy'] },
          [c.tags.id]: { tags: ['urgent'] },
          [c.people.id]: { personIds: [me.id] },
          [c.doc.id]: { title: 'Creative brief', url: 'https://docs.example.com/brief' },
          [c.timeline.id]: { from: '2025-03-01', to: '2025-03-14' },
          [c.date.id]: { date: '2025-03-10' },
          [c.email.id]: { email: 'client@example.com' },
          [c.numbers.id]: { number: '1250.50' },
          [c.phone.id]: { phone: '14155550123' },
          [c.text.id]: { text: 'Short note' },
          [c.long_text.id]: { text: 'A longer description' },
          [c.checkbox.id]: { checked: true },
          [internal?.id as string]: { text: 'secret margin 40%' },
        },
      },
    ]);
    const page = await getPage(api, board);
    expect(page).toMatchObject({ total_items: 1, cursor: null, boardName: board.name });
    const item = page.items[0] as Item;
    expect(item).toMatchObject({ name: 'Homepage copy', group: board.groups[0] });
    const byType = Object.fromEntries(item.column_values.map((v) => [v.type, v]));
    expect(item.column_values.map((v) => v.column.title)).not.toContain('Internal');
    expect(JSON.stringify(item)).not.toContain('secret margin');
    expect(item.column_values).toHaveLength(16);
    expect(byType.status).toEqual({
      id: c.status.id,
      type: 'status',
      text: 'Stuck',
      column: { title: 'Status' },
      isEditable: true,
      isRequired: false,
      label_style: { color: '#e2445c' },
    });
    expect(byType.priority).toMatchObject({ text: 'High', priority: 2, label_style: { color: '#e2445c' } });
    expect(byType.dropdown?.text).toBe('Design, Copy');
    expect(byType.tags).toMatchObject({ text: 'urgent', selectedTags: ['urgent'] });
    expect(byType.people).toMatchObject({
      text: 'Dana Scully',
      persons_and_teams: [{ id: me.id, kind: 'person' }],
    });
    expect(byType.file).toMatchObject({ text: '', files: [] });
    expect(byType.doc).toMatchObject({
      text: 'Creative brief',
      url: 'https://docs.example.com/brief',
      isEditable: false,
    });
    expect(byType.timeline).toMatchObject({ text: '2025-03-01 - 2025-03-14', isEditable: false });
    expect(byType.date?.text).toBe('2025-03-10');
    expect(byType.email?.text).toBe('client@example.com');
    expect(byType.numbers?.text).toBe('1250.50');
    expect(byType.phone?.text).toBe('14155550123');
    expect(byType.text?.text).toBe('Short note');
    expect(byType.long_text?.text).toBe('A longer description');
    expect(byType.name?.text).toBe('Homepage copy');
    expect(byType.checkbox?.text).toBe('true');
  });

  it('pages through a board exactly once, group by group, with an opaque cursor', async () => {
    const { tenant, board, api } = await setup([ALL_TYPE_COLUMNS.text]);
    const [g1, g2] = board.groups as unknown as [{ id: string }, { id: string }];
    // Interleaved creation: the board order is still group by group.
    await addItems(
      t.services,
      tenant,
      board,
      Array.from({ length: 61 }, (_, i) => ({ name: `Item ${i}`, groupId: i % 2 ? g2.id : g1.id })),
    );
    const { items, totals, pages } = await walkAll(api, board);
    expect(pages).toBe(3);
    expect(totals).toEqual(new Set([61]));
    expect(new Set(items.map((i) => i.id)).size).toBe(61);
    const names = items.map((i) => i.name);
    const evens = Array.from({ length: 31 }, (_, i) => `Item ${i * 2}`);
    const odds = Array.from({ length: 30 }, (_, i) => `Item ${i * 2 + 1}`);
    expect(names).toEqual([...evens, ...odds]);
  });

  it('keeps walking correctly when items are added between pages', async () => {
    const { tenant, board, api } = await setup([ALL_TYPE_COLUMNS.text]);
    await addItems(
      t.services,
      tenant,
      board,
      Array.from({ length: 30 }, (_, i) => ({ name: `A${i}` })),
    );
    const first = await getPage(api, board);
    await addItems(t.services, tenant, board, [{ name: 'Late' }]);
    const second = await getPage(api, board, { cursor: first.cursor as string });
    const all = [...first.items, ...second.items].map((i) => i.name);
    expect(all).toEqual([...Array.from({ length: 30 }, (_, i) => `A${i}`), 'Late']);
    expect(second.cursor).toBeNull();
  });

  it('answers 400 for a malformed, tampered or foreign cursor and never a 500', async () => {
    const { tenant, user, board, api } = await setup([ALL_TYPE_COLUMNS.text]);
    const otherBoard = await makeBoard(t.services, tenant, { columns: [ALL_TYPE_COLUMNS.text] });
    await addItems(
      t.services,
      tenant,
      board,
      Array.from({ length: 30 }, (_, i) => ({ name: `A${i}` })),
    );
    await addItems(
      t.services,
      tenant,
      otherBoard,
      Array.from({ length: 30 }, (_, i) => ({ name: `B${i}` })),
    );
    const cursor = (await getPage(api, board)).cursor as string;
    const [body, sig] = cursor.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify([0, 1, 30])).toString('base64url');
    const bad = [
      'garbage',
      `${body}.AAAA`,
      `${forged}.${sig}`,
      `${body}`,
      `${body}.${sig}.x`,
      'a'.repeat(600),
      '%00',
    ];
    for (const c of bad) expectError(await api.get(listUrl(board, { cursor: c })), 400);
    expectError(await api.get(listUrl(otherBoard, { cursor })), 400, serverMessages.invalidCursor);
    expectError(
      await api.get(listUrl(board, { cursor, compareValue: 'a1' })),
      400,
      serverMessages.invalidCursor,
    );
    expectError(
      await api.get(listUrl(board, { cursor, filterByEmail: 'true' })),
      400,
      serverMessages.invalidCursor,
    );
    const colleague = await makeUser(t.services, tenant);
    const other = await signIn(t, tenant, colleague);
    expectError(await other.get(listUrl(board, { cursor })), 400, serverMessages.invalidCursor);
    expect(user.id).not.toBe(colleague.id);
  });

  it('answers 404 for boards of other tenants, 400 for a missing boardId, 401 without a token', async () => {
    const { board, api } = await setup();
    const other = await setup();
    expectError(await api.get(listUrl(other.board)), 404, serverMessages.boardNotFound);
    expectError(await api.get('/api/boards/getAllItems'), 400);
    expectError(await api.withToken(null).get(listUrl(board)), 401);
  });
});

describe('GET /api/boards/getItemDetails/:itemId', () => {
  it('returns the item with its visible column values', async () => {
    const { tenant, board, api } = await setup();
    const [id] = await addItems(t.services, tenant, board, [
      { name: 'Brief', values: { [board.col.text.id]: { text: 'hello' } } },
    ]);
    const body = expectBody(
      await api.get(`/api/boards/getItemDetails/${id}?boardId=${board.id}`),
      200,
      getItemDetailsResponseSchema,
    );
    expect(body.data).toMatchObject({ id, name: 'Brief', group: board.groups[0] });
    expect(body.data.column_values.find((v) => v.type === 'text')?.text).toBe('hello');
  });

  it('answers 404 for items of another board, board of another user, or another tenant', async () => {
    const { tenant, board, api } = await setup();
    const second = await makeBoard(t.services, tenant);
    const [inSecond] = await addItems(t.services, tenant, second, [{ name: 'Elsewhere' }]);
    expectError(
      await api.get(`/api/boards/getItemDetails/${inSecond}?boardId=${board.id}`),
      404,
      serverMessages.itemNotFound,
    );

    const other = await setup();
    const [foreign] = await addItems(t.services, other.tenant, other.board, [{ name: 'Foreign' }]);
    expectError(
      await api.get(`/api/boards/getItemDetails/${foreign}?boardId=${other.board.id}`),
      404,
      serverMessages.boardNotFound,
    );
    expectError(
      await api.get(`/api/boards/getItemDetails/${foreign}?boardId=${board.id}`),
      404,
      serverMessages.itemNotFound,
    );
    expectError(await api.get(`/api/boards/getItemDetails/${inSecond}`), 400);
  });
});
