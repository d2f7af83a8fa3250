import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type ConsoleItem,
  columnValueSchema,
  consoleColumnsSavedResponseSchema,
  consoleItemsResponseSchema,
  getItemDetailsResponseSchema,
} from '@portico/contract';
import type { Tenant } from '../../domain/tenant';
import { consoleCast, useTestApp } from '../../../test/support/app';
import {
  ALL_TYPE_COLUMNS,
  STATUS_LABELS,
  type TestBoard,
  addItems,
  everyTypeValues,
  itemRow,
  makeBoard,
  makePerson,
} from '../../../test/support/boards';
import { PNG, makeFile } from '../../../test/support/files';
import { type Client, expectBody } from '../../../test/support/http';
import { renderItem } from './items.render';

/**
 * The staff board's stored rendering (items.staff_json): what every write stores is what rendering the row
 * on read gives, byte for byte; and every change of a column — hidden ones included — or of a person's name
 * reaches it.
 */
const t = useTestApp();

let tenant: Tenant;
let editor: Client;
let client: Client;
beforeAll(async () => {
  ({ tenant, editor, client } = await consoleCast(t));
});

/** Every type visible, and hidden columns of the types whose rendering reads settings, people or files. */
const COLUMNS = [
  ...Object.values(ALL_TYPE_COLUMNS),
  { type: 'status' as const, title: 'Internal status', visible: false, settings: { labels: STATUS_LABELS } },
  { type: 'people' as const, title: 'Reviewer', visible: false },
  { type: 'file' as const, title: 'Contract', visible: false },
  { type: 'text' as const, title: 'Internal note', visible: false, editable: false },
];

const col = (board: TestBoard, title: string) => board.columns.find((c) => c.title === title)?.id as string;
const itemsUrl = (board: TestBoard, query: Record<string, string> = {}) =>
  `/api/console/boards/${board.id}/items?${new URLSearchParams({ limit: '100', ...query })}`;
const columnUrl = (board: TestBoard, columnId?: string) =>
  `/api/console/boards/${board.id}/columns${columnId ? `/${columnId}` : ''}`;
const staffPage = async (board: TestBoard, query: Record<string, string> = {}) =>
  expectBody(await editor.get(itemsUrl(board, query)), 200, consoleItemsResponseSchema).data.items;
const staffItem = async (board: TestBoard, itemId: string) =>
  (await staffPage(board)).find((i) => i.id === itemId) as ConsoleItem;
const cell = (item: ConsoleItem, columnId: string) => item.column_values.find((v) => v.id === columnId);
/** A file URL's signature and expiry move with the clock's window: the rest of a body must not. */
const unsigned = (body: string) => body.replace(/expires=\d+&signature=[A-Za-z0-9_-]+/g, 'expires=…');
const storedStaff = async (itemId: string) => (await itemRow(t, itemId)).staff_json;
/** Rows as a database from before migration 0021 holds them: no staff rendering stored. */
const forgetStaffRenderings = (board: TestBoard, ids?: string[]) => {
  let q = t.ctx.db.kysely.updateTable('items').set({ staff_json: '' }).where('board_id', '=', board.id);
  if (ids) q = q.where('id', 'in', ids);
  return q.execute();
};
const patchColumn = async (board: TestBoard, columnId: string, body: unknown) =>
  expectBody(await editor.patch(columnUrl(board, columnId), body), 200, consoleColumnsSavedResponseSchema);

/** A board of every type (and hidden columns) with items holding a value of every type, and one empty item. */
const setup = async () => {
  const board = await makeBoard(t.services, tenant, { columns: COLUMNS });
  const ann = await makePerson(t.services, tenant, { name: 'Ann Owner' });
  const rex = await makePerson(t.services, tenant, { name: 'Rex Reviewer' });
  const brief = await makeFile(t.services, tenant, 'brief "one".png', PNG);
  const contract = await makeFile(t.services, tenant, 'contract ü.png', PNG);
  const full = {
    ...everyTypeValues(
      board,
      { personId: ann.id, file: brief },
      { text: { text: 'Quarterly <b>"report"</b> \u2028 ✓' }, checkbox: { checked: true } },
    ),
    [col(board, 'Internal status')]: { label: 'Stuck' },
    [col(board, 'Reviewer')]: { personIds: [ann.id, rex.id] },
    [col(board, 'Contract')]: { files: [{ fileId: contract.id, name: contract.name }] },
    [col(board, 'Internal note')]: { text: 'portico-file: is only text here' },
  };
  const ids = await addItems(t.services, tenant, board, [
    { name: 'Every type', values: full },
    { name: 'Empty' },
    { name: 'Hidden only', values: { [col(board, 'Reviewer')]: { personIds: [rex.id] } } },
  ]);
  return { board, ann, rex, ids: ids as [string, string, string] };
};

describe('the stored staff rendering', () => {
  it('is what rendering every row on read gives, byte for byte, in board order and sorted', async () => {
    const { board, ids } = await setup();
    // Stored values the schema refuses (written by hand) render as empty, stored or not.
    await t.ctx.db.kysely
      .updateTable('items')
      .set({ values_json: JSON.stringify({ [board.col.status.id]: { label: 7 } }) })
      .where('id', '=', ids[1])
      .execute();
    await t.services.items.rerenderBoard(tenant.id, board.id);
    const queries: Record<string, string>[] = [
      {},
      { sort: col(board, 'Internal status'), dir: 'desc' },
      { sort: 'name', dir: 'asc' },
    ];
    const read = async () =>
      Promise.all(queries.map(async (q) => unsigned((await editor.get(itemsUrl(board, q))).body)));
    const stored = await read();
    for (const id of ids) expect(await storedStaff(id)).not.toBe('');
    // Every file is signed for the request, hidden ones too; no placeholder leaves the server.
    expect(stored[0]).toContain('/api/files/');
    expect(stored[0]).not.toContain('"public_url":"portico-file:');
    expect(stored[0]).toContain('portico-file: is only text here');

    await forgetStaffRenderings(board);
    expect(await read()).toEqual(stored);
    // Some rows stored, some not: one page of both.
    await t.services.items.rerenderBoard(tenant.id, board.id);
    await forgetStaffRenderings(board, [ids[0]]);
    expect(await read()).toEqual(stored);
  });

  it('is the contract serializer’s output, and the portal’s view is its visible columns', async () => {
    const { board, ann, rex, ids } = await setup();
    const serialize = fastJson(
      z.toJSONSchema(z.array(columnValueSchema), {
        io: 'output',
        target: 'draft-7',
        unrepresentable: 'any',
      }) as Parameters<typeof fastJson>[0],
    );
    const row = await itemRow(t, ids[0]);
    const columns = await t.services.boards.allColumns(tenant.id, board.id);
    const names = new Map([
      [ann.id, ann.name],
      [rex.id, rex.name],
    ]);
    const rendered = renderItem(row.name, JSON.parse(row.values_json) as Record<string, unknown>, {
      columns,
      personName: (id) => names.get(id),
    });
    const staff = JSON.parse(rendered.staffJson) as unknown[];
    expect(serialize(staff)).toBe(rendered.staffJson);
    expect(serialize(JSON.parse(rendered.viewJson) as unknown[])).toBe(rendered.viewJson);
    const visible = new Set(columns.filter((c) => c.isVisible).map((c) => c.id));
    expect(rendered.viewJson).toBe(serialize(staff.filter((v) => visible.has((v as { id: string }).id))));
    expect(staff.map((v) => (v as { id: string }).id)).toEqual(columns.map((c) => c.id));
  });
});

describe('changes of hidden columns reach the staff board', () => {
  it('a title, a flag and labels: the staff board shows them, the portal is unchanged', async () => {
    const { board, ids } = await setup();
    const [note, internal] = [col(board, 'Internal note'), col(board, 'Internal status')];
    const portal = async () =>
      unsigned((await client.get(`/api/boards/getItemDetails/${ids[0]}?boardId=${board.id}`)).body);
    const portalBefore = await portal();
    const before = await itemRow(t, ids[0]);

    await patchColumn(board, note, { title: 'Private note' });
    await patchColumn(board, note, { editable: true, required: true });
    expect(cell(await staffItem(board, ids[0]), note)).toMatchObject({
      column: { title: 'Private note' },
      isEditable: true,
      isRequired: true,
    });
    // A change of the staff rendering alone is not a change of the item, nor of what clients see.
    const after = await itemRow(t, ids[0]);
    expect(after.updated_at).toBe(before.updated_at);
    expect(after.view_json).toBe(before.view_json);
    expect(await portal()).toBe(portalBefore);

    // A label renamed (the values follow it: the items changed) and recoloured.
    await patchColumn(board, internal, {
      labels: [
        { name: 'Working on it' },
        { name: 'Done', color: '#654321' },
        { name: 'Blocked', previous: 'Stuck', color: '#123456' },
      ],
    });
    expect(cell(await staffItem(board, ids[0]), internal)).toMatchObject({
      text: 'Blocked',
      label_style: { color: '#123456' },
    });
    expect(await portal()).toBe(portalBefore);
    // A colour alone: no value changes.
    await patchColumn(board, internal, {
      labels: [{ name: 'Working on it' }, { name: 'Done' }, { name: 'Blocked', color: '#abcdef' }],
    });
    expect(cell(await staffItem(board, ids[0]), internal)).toMatchObject({
      text: 'Blocked',
      label_style: { color: '#abcdef' },
    });
  });

  it('a hidden column added, moved and deleted', async () => {
    const { board, ids } = await setup();
    const added = expectBody(
      await editor.post(columnUrl(board), { type: 'status', title: 'Risk', visible: false }),
      200,
      consoleColumnsSavedResponseSchema,
    ).data.columns.find((c) => c.title === 'Risk')?.id as string;
    let item = await staffItem(board, ids[0]);
    expect(cell(item, added)).toMatchObject({ text: '', column: { title: 'Risk' } });

    const order = item.column_values.map((v) => v.id).reverse();
    expectBody(
      await editor.request('PUT', columnUrl(board), { json: { columnIds: order } }),
      200,
      consoleColumnsSavedResponseSchema,
    );
    expect((await staffItem(board, ids[0])).column_values.map((v) => v.id)).toEqual(order);

    const contract = col(board, 'Contract');
    expectBody(
      await editor.delete(`${columnUrl(board, contract)}?values=1`),
      200,
      consoleColumnsSavedResponseSchema,
    );
    item = await staffItem(board, ids[0]);
    expect(cell(item, contract)).toBeUndefined();
    expect(JSON.stringify(item)).not.toContain('contract');
  });

  it('showing or hiding a column changes the portal, not the staff board', async () => {
    const { board, ids } = await setup();
    const staffBefore = await storedStaff(ids[0]);
    await patchColumn(board, col(board, 'Internal note'), { visible: true });
    await patchColumn(board, board.col.text.id, { visible: false });
    expect(await storedStaff(ids[0])).toBe(staffBefore);
    const portal = expectBody(
      await client.get(`/api/boards/getItemDetails/${ids[0]}?boardId=${board.id}`),
      200,
      getItemDetailsResponseSchema,
    ).data;
    expect(portal.column_values.map((v) => v.column.title)).toContain('Internal note');
    expect(portal.column_values.map((v) => v.column.title)).not.toContain('Notes');
  });

  it('a bulk status set on a hidden status column', async () => {
    const { board, ids } = await setup();
    const internal = col(board, 'Internal status');
    const res = await editor.post(`/api/console/boards/${board.id}/items/bulk`, {
      action: 'setStatus',
      itemIds: [ids[1], ids[2]],
      columnId: internal,
      label: 'done',
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const id of [ids[1], ids[2]])
      expect(cell(await staffItem(board, id), internal)).toMatchObject({
        text: 'Done',
        label_style: { color: STATUS_LABELS[1]?.color },
      });
  });
});

describe('a person renamed', () => {
  it('shows under the new name in hidden people columns too, and sorts by it', async () => {
    const { board, ann, rex, ids } = await setup();
    const reviewer = col(board, 'Reviewer');
    const byReviewer = async () =>
      (await staffPage(board, { sort: reviewer, dir: 'asc' }))
        .map((i) => i.name)
        .filter((n) => n !== 'Empty');
    // Rex is named only in the hidden Reviewer column: no visible column assigns him anywhere.
    expect(await byReviewer()).toEqual(['Every type', 'Hidden only']);
    expect(cell(await staffItem(board, ids[2]), reviewer)?.text).toBe('Rex Reviewer');
    const res = await editor.patch(`/api/console/people/${rex.id}`, { name: 'Aaron Reviewer' });
    expect(res.statusCode, res.body).toBe(200);
    expect(cell(await staffItem(board, ids[2]), reviewer)?.text).toBe('Aaron Reviewer');
    expect(cell(await staffItem(board, ids[0]), reviewer)?.text).toBe(`${ann.name}, Aaron Reviewer`);
    // The staff board's sort key of the hidden column (its first person's name) follows the name too.
    expect(await byReviewer()).toEqual(['Hidden only', 'Every type']);
  });
});

describe('rows stored before the staff rendering was', () => {
  it('are filled in by the scheduler’s job, batch by batch, with their updatedAt kept', async () => {
    const { board, ids } = await setup();
    const other = await setup();
    // The job fills rows of every tenant: what earlier tests left unrendered first.
    await t.services.items.fillStaffRenderings();
    const before = await itemRow(t, ids[0]);
    const onRead = unsigned((await editor.get(itemsUrl(board))).body);
    await forgetStaffRenderings(board);
    await forgetStaffRenderings(other.board, [other.ids[1]]);
    // Batches of two: the four rows of two boards take three batches, the last one short.
    expect(await t.services.items.fillStaffRenderings({ batchSize: 2 })).toEqual({ rendered: 4 });
    for (const id of [...ids, ...other.ids]) expect(await storedStaff(id)).not.toBe('');
    expect(unsigned((await editor.get(itemsUrl(board))).body)).toBe(onRead);
    expect((await itemRow(t, ids[0])).updated_at).toBe(before.updated_at);
    expect(await t.services.items.fillStaffRenderings({ batchSize: 2 })).toEqual({ rendered: 0 });
  });

  it('are rendered on read until their board renders again, which fills them in and leaves updatedAt', async () => {
    const { board, ids } = await setup();
    const before = await itemRow(t, ids[0]);
    await forgetStaffRenderings(board);
    const onRead = unsigned((await editor.get(itemsUrl(board))).body);
    expect(await storedStaff(ids[0])).toBe('');
    // Any change of a column renders the board again: the rows get their staff rendering.
    await patchColumn(board, col(board, 'Internal note'), { title: 'Internal note 2' });
    await patchColumn(board, col(board, 'Internal note'), { title: 'Internal note' });
    for (const id of ids) expect(await storedStaff(id)).not.toBe('');
    expect(unsigned((await editor.get(itemsUrl(board))).body)).toBe(onRead);
    expect((await itemRow(t, ids[0])).updated_at).toBe(before.updated_at);
  });
});
