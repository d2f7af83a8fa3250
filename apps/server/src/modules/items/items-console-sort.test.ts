import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { bulkItemsResponseSchema, consoleItemMessages } from '@portico/contract';
import * as sortKeysMigration from '../../db/migrations/0012_item_sort_keys';
import { OPERATOR } from '../activity';
import type { Tenant } from '../../domain/tenant';
import { makeTenant, makeUser, signIn, useTestApp } from '../../../test/support/app';
import { type TestBoard, addItems, columnForm, makeBoard, makePerson } from '../../../test/support/boards';
import { type Client, expectBody, expectError } from '../../../test/support/http';
import { expectKeysConsistent, expectSortedPages } from '../../../test/support/sort-keys';

/**
 * Sorted pages of the staff board read stored sort keys (item_sort_keys, migration 0012): after every kind
 * of write a sorted page is what an oracle computed from values_json says, and the keys equal the
 * oracle's.
 */
const t = useTestApp();

let tenant: Tenant;
let editor: Client;
beforeAll(async () => {
  tenant = await makeTenant(t.services, { grantAllBoards: true });
  editor = await signIn(t, tenant, await makeUser(t.services, tenant, { role: 'editor', name: 'Ed Editor' }));
});

const COLUMNS = [
  { type: 'name' as const, title: 'Title' },
  {
    type: 'status' as const,
    title: 'Status',
    settings: { labels: ['Working', 'Done', 'Stuck'].map((name) => ({ name, color: '#fdab3d' })) },
  },
  { type: 'numbers' as const, title: 'Budget' },
  { type: 'people' as const, title: 'Owner' },
  { type: 'text' as const, title: 'Internal note', visible: false },
];
const col = (board: TestBoard, title: string) => board.columns.find((c) => c.title === title)?.id as string;
const bulk = async (board: TestBoard, body: unknown) =>
  expectBody(
    await editor.post(`/api/console/boards/${board.id}/items/bulk`, body),
    200,
    bulkItemsResponseSchema,
  ).data;

const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(200);

/** Checks the keys and every sorted order of the board, and returns how many keys it holds. */
const check = async (board: TestBoard) => {
  await expectSortedPages(t, editor, board.id);
  return expectKeysConsistent(t, board.id);
};

const setup = async () => {
  const board = await makeBoard(t.services, tenant, { columns: COLUMNS });
  const [zed, amy] = [
    await makePerson(t.services, tenant, { name: 'Zed' }),
    await makePerson(t.services, tenant, { name: 'amy' }),
  ];
  const [status, budget, owner, note] = ['Status', 'Budget', 'Owner', 'Internal note'].map((c) =>
    col(board, c),
  ) as [string, string, string, string];
  const ids = (await addItems(t.services, tenant, board, [
    {
      name: 'b',
      values: { [status]: { label: 'Stuck' }, [budget]: { number: '10' }, [owner]: { personIds: [zed.id] } },
    },
    {
      name: 'C',
      values: { [status]: { label: 'Done' }, [budget]: { number: '9' }, [owner]: { personIds: [amy.id] } },
    },
    { name: 'a' },
    { name: 'd', values: { [budget]: { number: '-2.5' }, [note]: { text: 'secret' } } },
    { name: 'e', values: { [status]: { label: 'Done' }, [budget]: { number: '9' } } },
    { name: 'b', values: { [status]: { label: 'Stuck' }, [owner]: { personIds: [amy.id, zed.id] } } },
  ])) as string[];
  return { board, ids, zed, amy, status, budget, owner, note };
};

describe('sorted staff board pages follow every write', () => {
  it('batch insert, edit in place, add by name, CSV import', async () => {
    const { board, ids, status, budget, zed } = await setup();
    expect(await check(board)).toBe(12);
    const edit = columnForm([
      { column: { id: status, type: 'status' }, text: 'Working' },
      { column: { id: budget, type: 'numbers' }, text: '100' },
      { column: { id: col(board, 'Owner'), type: 'people' }, persons: [zed.id] },
    ]);
    ok(await editor.multipart('POST', `/api/console/boards/${board.id}/items/${ids[2]}`, edit));
    const clear = columnForm([{ column: { id: budget, type: 'numbers' }, text: '' }]);
    ok(await editor.multipart('POST', `/api/console/boards/${board.id}/items/${ids[0]}`, clear));
    const group = board.groups[0] as { id: string };
    ok(
      await editor.multipart(
        'POST',
        `/api/console/boards/${board.id}/groups/${group.id}/items?itemName=Quick`,
        new FormData(),
      ),
    );
    expect(await check(board)).toBe(14);
    const row = await t.ctx.db.kysely
      .selectFrom('boards')
      .selectAll()
      .where('id', '=', board.id)
      .executeTakeFirstOrThrow();
    const csv = 'Name,Status,Budget,Owner\r\nImported,Done,3,amy\r\nAlso imported,,,\r\n';
    await t.services.csvImport.importCsv(tenant.id, row, Readable.from([csv]), OPERATOR);
    expect(await check(board)).toBe(17);
  });

  it('bulk duplicate, move, set status and delete', async () => {
    const { board, ids, status } = await setup();
    await bulk(board, { action: 'duplicate', itemIds: [ids[0], ids[2]] });
    expect(await check(board)).toBe(15);
    // Into the second group: ties now break the other way round.
    await bulk(board, { action: 'move', itemIds: [ids[1], ids[0]], groupId: board.groups[1]?.id });
    await check(board);
    await bulk(board, { action: 'setStatus', itemIds: [ids[2], ids[3]], columnId: status, label: 'working' });
    await bulk(board, { action: 'setStatus', itemIds: [ids[0]], columnId: status, label: null });
    expect(await check(board)).toBe(16);
    await bulk(board, { action: 'delete', itemIds: [ids[1], ids[4]] });
    expect(await check(board)).toBe(11);
  });

  it('label rename, person rename, group reorder and group delete', async () => {
    const { board, zed, status } = await setup();
    const labels = ['Working', 'Done', 'Stuck'].map((name) => ({ name, previous: name }));
    labels[2] = { name: 'Absent', previous: 'Stuck' };
    ok(await editor.patch(`/api/console/boards/${board.id}/columns/${status}`, { labels }));
    await check(board);
    ok(await editor.patch(`/api/console/people/${zed.id}`, { name: 'Aaron' }));
    await check(board);
    const [first, second] = board.groups as unknown as [{ id: string }, { id: string }];
    await bulk(board, {
      action: 'move',
      itemIds: (await addItems(t.services, tenant, board, [{ name: 'x' }])) as string[],
      groupId: second.id,
    });
    ok(
      await editor.request('PUT', `/api/console/boards/${board.id}/groups`, {
        json: { groupIds: [second.id, first.id] },
      }),
    );
    await check(board);
    ok(await editor.delete(`/api/console/boards/${board.id}/groups/${second.id}?moveTo=${first.id}`));
    await check(board);
  });

  it('deleting a column takes its keys and its sort', async () => {
    const { board, budget } = await setup();
    const before = await check(board);
    const res = await editor.delete(`/api/console/boards/${board.id}/columns/${budget}?values=4`);
    expect(res.statusCode).toBe(200);
    expect(await check(board)).toBe(before - 4);
    const left = await t.ctx.db.kysely
      .selectFrom('item_sort_keys')
      .select('item_id')
      .where('column_id', '=', budget)
      .execute();
    expect(left).toEqual([]);
    expectError(
      await editor.get(`/api/console/boards/${board.id}/items?sort=${budget}`),
      400,
      consoleItemMessages.unknownSort,
    );
  });

  it('a board row deleted takes its items and their keys (foreign keys cascade)', async () => {
    const { board } = await setup();
    const db = t.ctx.db.kysely;
    const keysOf = () =>
      db.selectFrom('item_sort_keys').select('item_id').where('board_id', '=', board.id).execute();
    expect((await keysOf()).length).toBe(12);
    await db.deleteFrom('boards').where('tenant_id', '=', tenant.id).where('id', '=', board.id).execute();
    expect(await keysOf()).toEqual([]);
  });
});

describe('keys stay consistent', () => {
  it('after a mixed sequence of writes, and the migration backfills the same keys', async () => {
    const { board, ids, zed, status, budget, owner } = await setup();
    await bulk(board, { action: 'duplicate', itemIds: ids.slice(0, 3) });
    ok(
      await editor.multipart(
        'POST',
        `/api/console/boards/${board.id}/items/${ids[3]}`,
        columnForm([{ column: { id: owner, type: 'people' }, persons: [zed.id] }]),
      ),
    );
    await bulk(board, { action: 'setStatus', itemIds: ids.slice(1, 5), columnId: status, label: 'stuck' });
    ok(await editor.patch(`/api/console/people/${zed.id}`, { name: 'Mid Name' }));
    await bulk(board, { action: 'move', itemIds: [ids[5], ids[2]], groupId: board.groups[1]?.id });
    await bulk(board, { action: 'delete', itemIds: [ids[0]] });
    ok(
      await editor.multipart(
        'POST',
        `/api/console/boards/${board.id}/items/${ids[1]}`,
        columnForm([{ column: { id: budget, type: 'numbers' }, text: '0.5' }]),
      ),
    );
    const count = await check(board);
    expect(count).toBeGreaterThan(10);
    // The backfill of migration 0012, from values_json, writes the very keys the writes kept.
    await sortKeysMigration.down(t.ctx.db.kysely);
    await sortKeysMigration.up(t.ctx.db.kysely);
    expect(await check(board)).toBe(count);
  });
});
