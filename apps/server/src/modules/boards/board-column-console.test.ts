import { beforeAll, describe, expect, it } from 'vitest';
import {
  COLUMN_TYPES,
  type ConsoleColumn,
  activityResponseSchema,
  columnMessages,
  consoleColumnsResponseSchema,
  consoleColumnsSavedResponseSchema,
  getAllItemsResponseSchema,
  getItemDetailsResponseSchema,
  serverMessages,
} from '@portico/contract';
import type { Tenant } from '../../domain/tenant';
import { consoleCast, makeTenant, makeUser, signIn, useTestApp } from '../../../test/support/app';
import { type TestBoard, addItems, itemRow, makeBoard, makePerson } from '../../../test/support/boards';
import { type Client, expectBody, expectError } from '../../../test/support/http';

/** Columns in the console: every type added, renamed, flagged, ordered; labels edited; deleted all or nothing. */
const t = useTestApp();

let tenant: Tenant;
let editor: Client;
let client: Client;
beforeAll(async () => {
  ({ tenant, editor, client } = await consoleCast(t));
});

const url = (board: { id: string }, columnId?: string) =>
  `/api/console/boards/${board.id}/columns${columnId ? `/${columnId}` : ''}`;
const columns = async (board: TestBoard): Promise<ConsoleColumn[]> =>
  expectBody(await editor.get(url(board)), 200, consoleColumnsResponseSchema).data.columns;
const byTitle = (list: ConsoleColumn[], title: string) =>
  list.find((c) => c.title === title) as ConsoleColumn;
const portalItem = async (board: TestBoard, itemId: string) =>
  expectBody(
    await client.get(`/api/boards/getItemDetails/${itemId}?boardId=${board.id}`),
    200,
    getItemDetailsResponseSchema,
  ).data;
const portalText = async (board: TestBoard, itemId: string, title: string) =>
  (await portalItem(board, itemId)).column_values.find((v) => v.column.title === title)?.text;
const activityOf = async (board: TestBoard) =>
  expectBody(await editor.get(`/api/console/activity?boardId=${board.id}`), 200, activityResponseSchema).data
    .entries;

describe('listing and adding', () => {
  it('lists every column in order with its flags, labels and how many items hold a value', async () => {
    const board = await makeBoard(t.services, tenant);
    await addItems(t.services, tenant, board, [
      { values: { [board.col.status.id]: { label: 'Done' }, [board.col.text.id]: { text: 'a' } } },
      { values: { [board.col.status.id]: { label: 'Stuck' } } },
      {},
    ]);
    const list = await columns(board);
    expect(list.map((c) => c.id)).toEqual(board.columns.map((c) => c.id));
    expect(byTitle(list, 'Status')).toMatchObject({
      type: 'status',
      visible: true,
      valueCount: 2,
      labels: [
        { name: 'Working on it', color: '#fdab3d' },
        { name: 'Done', color: '#00c875' },
        { name: 'Stuck', color: '#e2445c' },
      ],
    });
    expect(byTitle(list, 'Category').labels).toEqual([{ name: 'Design' }, { name: 'Copy' }]);
    expect(byTitle(list, 'Notes')).toMatchObject({ valueCount: 1, labels: null, clientWritable: true });
    expect(byTitle(list, 'Brief')).toMatchObject({ editable: false, clientWritable: false });
  });

  it('adds a column of each of the 15 types besides Name; clients see the visible ones at once', async () => {
    const board = await makeBoard(t.services, tenant, { columns: [{ type: 'name', title: 'Title' }] });
    const [itemId] = await addItems(t.services, tenant, board, [{ name: 'One' }]);
    for (const type of COLUMN_TYPES.filter((c) => c !== 'name')) {
      const res = expectBody(
        await editor.post(url(board), { type, title: `A ${type}`, visible: type !== 'numbers' }),
        200,
        consoleColumnsSavedResponseSchema,
      );
      expect(res.message).toBe(columnMessages.columnAdded);
      expect(res.data.columns.at(-1)).toMatchObject({ type, title: `A ${type}`, valueCount: 0 });
    }
    const seen = (await portalItem(board, itemId as string)).column_values.map((v) => v.column.title);
    expect(seen).toContain('A status');
    expect(seen).not.toContain('A numbers');
    expect((await columns(board)).length).toBe(COLUMN_TYPES.length);
  });

  it('adds a status column with coloured labels, and refuses what cannot be', async () => {
    const board = await makeBoard(t.services, tenant, { columns: [{ type: 'name', title: 'Title' }] });
    const added = expectBody(
      await editor.post(url(board), {
        type: 'status',
        title: 'Stage',
        labels: [{ name: 'Open', color: '#123456' }, { name: 'Closed' }],
      }),
      200,
      consoleColumnsSavedResponseSchema,
    ).data.columns;
    expect(byTitle(added, 'Stage').labels).toEqual([
      { name: 'Open', color: '#123456' },
      { name: 'Closed', color: expect.stringMatching(/^#[0-9a-f]{6}$/i) },
    ]);
    expectError(await editor.post(url(board), { type: 'text', title: ' stage ' }), 409);
    expectError(
      await editor.post(url(board), { type: 'name', title: 'Other' }),
      409,
      columnMessages.nameColumnTaken,
    );
    expectError(
      await editor.post(url(board), { type: 'text', title: 'Notes', labels: [{ name: 'x' }] }),
      400,
      columnMessages.noLabels('Text'),
    );
    expectError(
      await editor.post(url(board), { type: 'tags', title: 'Tags', labels: [{ name: 'a' }, { name: 'A' }] }),
      400,
      columnMessages.labelTwice('A'),
    );
    expectError(await editor.post(url(board), { type: 'formula', title: 'F' }), 400);
    expectError(await editor.post(url(board), { type: 'text', title: '' }), 400, 'A title is required.');
    expect((await columns(board)).map((c) => c.title)).toEqual(['Title', 'Stage']);
  });
});

describe('changing', () => {
  it('renames and flags a column: clients stop seeing a hidden one, the change is recorded', async () => {
    const board = await makeBoard(t.services, tenant);
    const [itemId] = await addItems(t.services, tenant, board, [
      { values: { [board.col.text.id]: { text: 'x' } } },
    ]);
    const saved = expectBody(
      await editor.patch(url(board, board.col.text.id), { title: 'Remarks', visible: false, required: true }),
      200,
      consoleColumnsSavedResponseSchema,
    );
    expect(byTitle(saved.data.columns, 'Remarks')).toMatchObject({ visible: false, required: true });
    expect(await portalText(board, itemId as string, 'Remarks')).toBeUndefined();
    expect(await portalText(board, itemId as string, 'Notes')).toBeUndefined();
    const fields = (await activityOf(board)).map((e) => `${e.field}: ${e.oldValue} → ${e.newValue}`);
    expect(fields).toEqual(
      expect.arrayContaining([
        'Column title: Notes → Remarks',
        'Column "Notes" visible to clients: Yes → No',
        'Column "Notes" required: No → Yes',
      ]),
    );
    expectError(
      await editor.patch(url(board, board.col.name.id), { visible: false }),
      400,
      columnMessages.nameColumnFixed,
    );
    expectError(
      await editor.patch(url(board, board.col.doc.id), { editable: true }),
      400,
      'Clients cannot edit Doc columns.',
    );
    expectError(await editor.patch(url(board, board.col.email.id), { title: 'status' }), 409);
    expectError(await editor.patch(url(board, board.col.email.id), {}), 400, 'Nothing to change.');
    expectError(
      await editor.patch(url(board, 'missing'), { title: 'X' }),
      404,
      serverMessages.columnNotFound,
    );
  });

  it('renames a label and every value follows it; recolours; a label in use is not removed', async () => {
    const board = await makeBoard(t.services, tenant);
    const status = board.col.status.id;
    const tags = board.col.tags.id;
    const [doneId, stuckId] = await addItems(t.services, tenant, board, [
      { values: { [status]: { label: 'Done' }, [tags]: { tags: ['urgent', 'client'] } } },
      { values: { [status]: { label: 'Stuck' } } },
    ]);
    const res = expectBody(
      await editor.patch(url(board, status), {
        labels: [
          { name: 'In progress', previous: 'Working on it' },
          { name: 'Finished', previous: 'Done', color: '#111111' },
          { name: 'Stuck' },
          { name: 'Waiting' },
        ],
      }),
      200,
      consoleColumnsSavedResponseSchema,
    );
    expect(byTitle(res.data.columns, 'Status').labels?.map((l) => `${l.name}${l.color}`)).toEqual([
      'In progress#fdab3d',
      'Finished#111111',
      'Stuck#e2445c',
      expect.stringMatching(/^Waiting#/),
    ]);
    const done = (await portalItem(board, doneId as string)).column_values.find((v) => v.id === status);
    expect(done).toMatchObject({ text: 'Finished', label_style: { color: '#111111' } });
    expect(JSON.parse((await itemRow(t, doneId as string)).values_json)[status]).toEqual({
      label: 'Finished',
    });

    const before = await itemRow(t, stuckId as string);
    const entries = (await activityOf(board)).length;
    expectError(
      await editor.patch(url(board, status), {
        title: 'Stage',
        labels: [{ name: 'In progress' }, { name: 'Finished' }],
      }),
      409,
      columnMessages.labelInUse('Stuck', 1),
    );
    // Nothing changed: the title, the labels, the item and the record.
    const after = byTitle(await columns(board), 'Status');
    expect(after.labels?.map((l) => l.name)).toEqual(['In progress', 'Finished', 'Stuck', 'Waiting']);
    expect(await itemRow(t, stuckId as string)).toEqual(before);
    expect((await activityOf(board)).length).toBe(entries);

    const tagsRes = expectBody(
      await editor.patch(url(board, tags), {
        labels: [{ name: 'Urgent!', previous: 'urgent' }, { name: 'client' }],
      }),
      200,
      consoleColumnsSavedResponseSchema,
    );
    expect(byTitle(tagsRes.data.columns, 'Tags').labels).toEqual([{ name: 'Urgent!' }, { name: 'client' }]);
    expect(await portalText(board, doneId as string, 'Tags')).toBe('Urgent!, client');
    expectError(
      await editor.patch(url(board, tags), { labels: [{ name: 'x', previous: 'nope' }] }),
      400,
      columnMessages.labelUnknown('nope'),
    );
    expectError(
      await editor.patch(url(board, board.col.date.id), { labels: [] }),
      400,
      columnMessages.noLabels('Date'),
    );
  });

  it('reorders the columns: the order must name each column once', async () => {
    const board = await makeBoard(t.services, tenant);
    const ids = board.columns.map((c) => c.id);
    const reversed = [...ids].reverse();
    const res = expectBody(
      await editor.request('PUT', url(board), { json: { columnIds: reversed } }),
      200,
      consoleColumnsSavedResponseSchema,
    );
    expect(res.data.columns.map((c) => c.id)).toEqual(reversed);
    expect(res.message).toBe(columnMessages.columnsReordered);
    expectError(
      await editor.request('PUT', url(board), { json: { columnIds: ids.slice(1) } }),
      400,
      columnMessages.orderMismatch,
    );
    expectError(
      await editor.request('PUT', url(board), { json: { columnIds: [...ids.slice(1), ids[1]] } }),
      400,
      columnMessages.orderMismatch,
    );
    expect((await columns(board)).map((c) => c.id)).toEqual(reversed);
  });
});

describe('deleting', () => {
  it('deletes a column with its values once the count is confirmed; a stale count changes nothing', async () => {
    const board = await makeBoard(t.services, tenant);
    const notes = board.col.text.id;
    const [first, second] = await addItems(t.services, tenant, board, [
      { values: { [notes]: { text: 'gone soon' } } },
      { values: { [notes]: { text: 'me too' } } },
    ]);
    const before = await itemRow(t, first as string);
    expectError(await editor.delete(`${url(board, notes)}?values=1`), 409, columnMessages.confirmMismatch(2));
    expect(await itemRow(t, first as string)).toEqual(before);
    expect(byTitle(await columns(board), 'Notes').valueCount).toBe(2);

    const res = expectBody(
      await editor.delete(`${url(board, notes)}?values=2`),
      200,
      consoleColumnsSavedResponseSchema,
    );
    expect(res.message).toBe(columnMessages.columnDeleted(2));
    expect(res.data.columns.map((c) => c.title)).not.toContain('Notes');
    for (const id of [first, second]) {
      expect(JSON.parse((await itemRow(t, id as string)).values_json)).not.toHaveProperty(notes);
      expect(await portalText(board, id as string, 'Notes')).toBeUndefined();
    }
    const entry = (await activityOf(board)).find((e) => e.field === 'Columns');
    expect(entry).toMatchObject({ oldValue: '"Notes" (Text, 2 values)', newValue: 'Deleted' });
    expectError(await editor.delete(url(board, notes)), 404, serverMessages.columnNotFound);
    expectError(await editor.delete(url(board, board.col.name.id)), 400, columnMessages.nameColumnFixed);
    expectError(await editor.delete(`${url(board, board.col.date.id)}?values=many`), 400);
  });

  it('deleting a people column takes its assignments: a client who saw only their items no longer sees it', async () => {
    const own = await makeTenant(t.services, { grantAllBoards: true, filterItemsByEmail: true });
    const user = await makeUser(t.services, own);
    const staff = await signIn(t, own, await makeUser(t.services, own, { role: 'admin' }));
    const board = await makeBoard(t.services, own);
    const me = await makePerson(t.services, own, { user, name: 'Me' });
    await addItems(t.services, own, board, [
      { name: 'Mine', values: { [board.col.people.id]: { personIds: [me.id] } } },
    ]);
    const mine = await signIn(t, own, user);
    const visible = async () =>
      expectBody(
        await mine.get(`/api/boards/getAllItems?boardId=${board.id}`),
        200,
        getAllItemsResponseSchema,
      ).data.items.length;
    expect(await visible()).toBe(1);
    expectBody(
      await staff.delete(`${url(board, board.col.people.id)}?values=1`),
      200,
      consoleColumnsSavedResponseSchema,
    );
    expect(await visible()).toBe(0);
  });
});
