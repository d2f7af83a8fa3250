import { beforeAll, describe, expect, it } from 'vitest';
import {
  type ConsoleItem,
  activityResponseSchema,
  bulkItemsResponseSchema,
  consoleItemMessages,
  consoleItemResponseSchema,
  consoleItemsResponseSchema,
  getAllItemsResponseSchema,
  serverMessages,
} from '@portico/contract';
import type { Tenant } from '../../domain/tenant';
import { consoleCast, useTestApp } from '../../../test/support/app';
import {
  ALL_TYPE_COLUMNS,
  type TestBoard,
  addItems,
  columnForm,
  itemRow,
  makeBoard,
  makePerson,
} from '../../../test/support/boards';
import { type Client, expectBody, expectError } from '../../../test/support/http';

/** The staff board: every item and column, sorted by any column, edited in place, bulk actions all or none. */
const t = useTestApp();

let tenant: Tenant;
let editor: Client;
let client: Client;
beforeAll(async () => {
  ({ tenant, editor, client } = await consoleCast(t));
});

const COLUMNS = [
  ALL_TYPE_COLUMNS.name,
  ALL_TYPE_COLUMNS.status,
  ALL_TYPE_COLUMNS.numbers,
  ALL_TYPE_COLUMNS.people,
  ALL_TYPE_COLUMNS.doc,
  { type: 'text' as const, title: 'Internal note', visible: false },
  { type: 'text' as const, title: 'Read-only', editable: false },
];
const col = (board: TestBoard, title: string) => board.columns.find((c) => c.title === title)?.id as string;
const itemsUrl = (board: TestBoard, query: Record<string, string> = {}) =>
  `/api/console/boards/${board.id}/items?${new URLSearchParams(query)}`;
const page = async (board: TestBoard, query: Record<string, string> = {}) =>
  expectBody(await editor.get(itemsUrl(board, query)), 200, consoleItemsResponseSchema).data;
const names = (items: ConsoleItem[]) => items.map((i) => i.name);
const text = (item: ConsoleItem | undefined, columnId: string) =>
  item?.column_values.find((v) => v.id === columnId)?.text;
const bulk = (board: TestBoard, body: unknown) =>
  editor.post(`/api/console/boards/${board.id}/items/bulk`, body);
const portalNames = async (board: TestBoard) =>
  expectBody(
    await client.get(`/api/boards/getAllItems?boardId=${board.id}`),
    200,
    getAllItemsResponseSchema,
  ).data.items.map((i) => i.name);

describe('reading', () => {
  it('lists every item with every column, hidden ones too, by offset', async () => {
    const board = await makeBoard(t.services, tenant, { columns: COLUMNS });
    await addItems(
      t.services,
      tenant,
      board,
      ['One', 'Two', 'Three'].map((name) => ({
        name,
        values: { [col(board, 'Internal note')]: { text: `${name} secret` } },
      })),
    );
    const first = await page(board, { limit: '2' });
    expect([names(first.items), first.total, first.offset]).toEqual([['One', 'Two'], 3, 0]);
    expect(text(first.items[0], col(board, 'Internal note'))).toBe('One secret');
    expect(first.items[0]?.column_values.map((v) => v.id)).toEqual(board.columns.map((c) => c.id));
    const second = await page(board, { limit: '2', offset: '2' });
    expect(names(second.items)).toEqual(['Three']);
    // The portal's view of the same board has no hidden column.
    const portal = await client.get(`/api/boards/getAllItems?boardId=${board.id}`);
    expect(portal.body).not.toContain('secret');
  });

  it('answers every deep page — counted from the start or from the end — as the same slice of the whole order', async () => {
    const board = await makeBoard(t.services, tenant, {
      columns: COLUMNS,
      groups: ['First', 'Second', 'Third'],
    });
    const [budget, status, empty] = [col(board, 'Budget'), col(board, 'Status'), col(board, 'Read-only')];
    const labels = ['Working on it', 'Stuck', 'Done'];
    // Spread over three groups (board order is group, then place); Budget on some items only, with ties;
    // Status on every item; Read-only on none.
    await addItems(
      t.services,
      tenant,
      board,
      Array.from({ length: 23 }, (_, n) => ({
        name: `Item ${String((n * 11) % 23).padStart(2, '0')}`,
        groupId: board.groups[(n * 7) % 3]?.id,
        values: {
          ...(n % 3 !== 0 && { [budget]: { number: String((n * 5) % 4) } }),
          [status]: { label: labels[n % 3] as string },
        },
      })),
    );
    const orders: Record<string, string>[] = [
      {},
      ...['asc', 'desc'].flatMap((dir) => [
        { sort: budget, dir },
        { sort: status, dir },
        { sort: empty, dir },
        { sort: 'name', dir },
        { sort: 'created', dir },
      ]),
    ];
    for (const order of orders) {
      const whole = names((await page(board, { limit: '100', ...order })).items);
      expect(whole).toHaveLength(23);
      for (const offset of [0, 1, 5, 9, 11, 12, 17, 20, 22, 23, 40]) {
        const got = await page(board, { limit: '4', offset: String(offset), ...order });
        expect([order, offset, names(got.items)]).toEqual([order, offset, whole.slice(offset, offset + 4)]);
      }
    }
  });

  it('sorts by any column on the server: numbers as numbers, people by name, empty values last', async () => {
    const board = await makeBoard(t.services, tenant, { columns: COLUMNS });
    const [zed, amy] = [
      await makePerson(t.services, tenant, { name: 'Zed' }),
      await makePerson(t.services, tenant, { name: 'amy' }),
    ];
    const [budget, status, owner] = [col(board, 'Budget'), col(board, 'Status'), col(board, 'Owner')];
    await addItems(t.services, tenant, board, [
      {
        name: 'b',
        values: {
          [budget]: { number: '10' },
          [status]: { label: 'Stuck' },
          [owner]: { personIds: [zed.id] },
        },
      },
      {
        name: 'C',
        values: { [budget]: { number: '9' }, [status]: { label: 'Done' }, [owner]: { personIds: [amy.id] } },
      },
      { name: 'a' },
      { name: 'd', values: { [budget]: { number: '-2.5' } } },
    ]);
    const sorted = async (sort: string, dir = 'asc') => names((await page(board, { sort, dir })).items);
    expect(await sorted(budget)).toEqual(['d', 'C', 'b', 'a']);
    expect(await sorted(budget, 'desc')).toEqual(['b', 'C', 'd', 'a']);
    expect(await sorted(status)).toEqual(['C', 'b', 'a', 'd']);
    expect(await sorted(owner)).toEqual(['C', 'b', 'a', 'd']);
    expect(await sorted('name', 'desc')).toEqual(['d', 'C', 'b', 'a']);
    expect(await sorted(col(board, 'Title'))).toEqual(['a', 'b', 'C', 'd']);
    expect(await sorted('created')).toEqual(['b', 'C', 'a', 'd']);
    expectError(await editor.get(itemsUrl(board, { sort: 'nope' })), 400, consoleItemMessages.unknownSort);
    expectError(await editor.get(itemsUrl(board, { dir: 'up' })), 400);
    expectError(await editor.get(itemsUrl(board, { limit: '1000' })), 400);
  });

  it('searches names and visible values; the total counts the matches', async () => {
    const board = await makeBoard(t.services, tenant, { columns: COLUMNS });
    await addItems(t.services, tenant, board, [
      { name: 'Logo refresh' },
      { name: 'Website', values: { [col(board, 'Status')]: { label: 'Done' } } },
      { name: 'Brochure' },
    ]);
    const found = await page(board, { search: 'LOGO' });
    expect([names(found.items), found.total]).toEqual([['Logo refresh'], 1]);
    expect((await page(board, { search: 'done' })).total).toBe(1);
    expect((await page(board, { search: '100%_' })).total).toBe(0);
  });
});

describe('writing in place', () => {
  it('edits hidden and client read-only columns in place; types nobody writes stay refused', async () => {
    const board = await makeBoard(t.services, tenant, { columns: COLUMNS });
    const [itemId] = await addItems(t.services, tenant, board, [{ name: 'Edit me' }]);
    const url = `/api/console/boards/${board.id}/items/${itemId}`;
    const form = columnForm([
      { column: { id: col(board, 'Internal note'), type: 'text' }, text: 'For staff only' },
      { column: { id: col(board, 'Read-only'), type: 'text' }, text: 'Set by staff' },
    ]);
    const saved = expectBody(await editor.multipart('POST', url, form), 200, consoleItemResponseSchema);
    expect(saved.message).toBe(serverMessages.itemUpdated);
    expect(text(saved.data, col(board, 'Internal note'))).toBe('For staff only');
    expect(text(saved.data, col(board, 'Read-only'))).toBe('Set by staff');
    const entries = expectBody(
      await editor.get(`/api/console/activity?itemId=${itemId}`),
      200,
      activityResponseSchema,
    ).data.entries;
    expect(entries.map((e) => `${e.actor.name}: ${e.field} → ${e.newValue}`).sort()).toEqual([
      'Ed Editor: Internal note → For staff only',
      'Ed Editor: Read-only → Set by staff',
    ]);
    const doc = columnForm([{ column: { id: col(board, 'Brief'), type: 'doc' }, text: 'x' }]);
    expectError(await editor.multipart('POST', url, doc), 403, serverMessages.columnNotEditable('Brief'));
    // A client still cannot write the hidden column through the portal.
    const portal = columnForm([{ column: { id: col(board, 'Internal note'), type: 'text' }, text: 'x' }]);
    expectError(
      await client.multipart('POST', `/api/boards/updateItem/${itemId}?boardId=${board.id}`, portal),
      404,
    );
  });

  it('adds an item by its name alone, even where clients may not add items', async () => {
    const board = await makeBoard(t.services, tenant, { columns: COLUMNS, allowItemCreation: false });
    const group = board.groups[1] as { id: string; title: string };
    const res = expectBody(
      await editor.multipart(
        'POST',
        `/api/console/boards/${board.id}/groups/${group.id}/items?itemName=Quick%20add`,
        new FormData(),
      ),
      200,
      consoleItemResponseSchema,
    );
    expect([res.data.name, res.data.group.title]).toEqual(['Quick add', group.title]);
    expect(await portalNames(board)).toEqual(['Quick add']);
  });
});

describe('bulk actions', () => {
  const setup = async () => {
    const board = await makeBoard(t.services, tenant, { columns: COLUMNS });
    const ids = (await addItems(t.services, tenant, board, [
      { name: 'First', values: { [col(board, 'Internal note')]: { text: 'kept' } } },
      { name: 'Second' },
      { name: 'Third' },
    ])) as [string, string, string];
    return { board, ids };
  };

  it('moves items to a group; one missing item and nothing moves', async () => {
    const { board, ids } = await setup();
    const to = board.groups[1] as { id: string; title: string };
    const before = await itemRow(t, ids[0]);
    expectError(
      await bulk(board, { action: 'move', itemIds: [ids[0], 'missing'], groupId: to.id }),
      409,
      consoleItemMessages.itemsMissing(1),
    );
    expect(await itemRow(t, ids[0])).toEqual(before);
    const res = expectBody(
      await bulk(board, { action: 'move', itemIds: [ids[0], ids[2]], groupId: to.id }),
      200,
      bulkItemsResponseSchema,
    );
    expect(res.message).toBe(consoleItemMessages.moved(2));
    const listed = (await page(board)).items.map((i) => `${i.name}:${i.group.title}`);
    expect(listed).toEqual([`Second:${board.groups[0]?.title}`, `First:${to.title}`, `Third:${to.title}`]);
    expectError(
      await bulk(board, { action: 'move', itemIds: [ids[1]], groupId: 'nope' }),
      404,
      serverMessages.groupNotFound,
    );
  });

  it('duplicates items with every value, hidden ones too', async () => {
    const { board, ids } = await setup();
    const res = expectBody(
      await bulk(board, { action: 'duplicate', itemIds: [ids[0]] }),
      200,
      bulkItemsResponseSchema,
    );
    const all = await page(board);
    expect(all.total).toBe(4);
    const copy = all.items.find((i) => i.id === res.data.itemIds[0]);
    expect(copy?.name).toBe('First (copy)');
    expect(text(copy, col(board, 'Internal note'))).toBe('kept');
  });

  it('deletes items: gone from the portal, the count follows, the record keeps their names', async () => {
    const { board, ids } = await setup();
    const res = expectBody(
      await bulk(board, { action: 'delete', itemIds: [ids[0], ids[1]] }),
      200,
      bulkItemsResponseSchema,
    );
    expect(res.message).toBe(consoleItemMessages.deleted(2));
    expect(await portalNames(board)).toEqual(['Third']);
    expect((await page(board)).total).toBe(1);
    const entries = expectBody(
      await editor.get(`/api/console/activity?boardId=${board.id}`),
      200,
      activityResponseSchema,
    ).data.entries.filter((e) => e.action === 'deleted');
    expect(entries.map((e) => e.subjectName).sort()).toEqual(['First', 'Second']);
    expectError(
      await bulk(board, { action: 'delete', itemIds: [ids[0]] }),
      409,
      consoleItemMessages.itemsMissing(1),
    );
  });

  it('sets or clears a status on several items; only labels of a status column', async () => {
    const { board, ids } = await setup();
    const status = col(board, 'Status');
    expectBody(
      await bulk(board, { action: 'setStatus', itemIds: ids, columnId: status, label: 'done' }),
      200,
      bulkItemsResponseSchema,
    );
    expect((await page(board)).items.map((i) => text(i, status))).toEqual(['Done', 'Done', 'Done']);
    await bulk(board, { action: 'setStatus', itemIds: [ids[1]], columnId: status, label: null });
    expect((await page(board)).items.map((i) => text(i, status))).toEqual(['Done', '', 'Done']);
    expectError(
      await bulk(board, { action: 'setStatus', itemIds: ids, columnId: status, label: 'Nope' }),
      400,
      consoleItemMessages.unknownLabel('Nope', 'Status'),
    );
    expectError(
      await bulk(board, { action: 'setStatus', itemIds: ids, columnId: col(board, 'Budget'), label: 'x' }),
      400,
      consoleItemMessages.notAStatus,
    );
    expectError(await bulk(board, { action: 'explode', itemIds: ids }), 400);
    expectError(await bulk(board, { action: 'delete', itemIds: [] }), 400, 'Select at least one item.');
  });

  it("does not touch another board's items", async () => {
    const { board } = await setup();
    const other = await setup();
    expectError(
      await bulk(board, { action: 'delete', itemIds: [other.ids[0]] }),
      409,
      consoleItemMessages.itemsMissing(1),
    );
    expect((await page(other.board)).total).toBe(3);
  });
});
