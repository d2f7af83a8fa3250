import { beforeAll, describe, expect, it } from 'vitest';
import {
  activityResponseSchema,
  boardMessages,
  checkUserAuthResponseSchema,
  consoleBoardResponseSchema,
  consoleBoardsResponseSchema,
  consoleGroupsSavedResponseSchema,
  getAllGroupsResponseSchema,
  getAllItemsResponseSchema,
  serverMessages,
} from '@portico/contract';
import type { Tenant } from '../../domain/tenant';
import { consoleCast, useTestApp } from '../../../test/support/app';
import { addItems, makeBoard } from '../../../test/support/boards';
import { type Client, expectBody, expectError } from '../../../test/support/http';

/** Boards and groups in the console: create, rename, archive and restore; groups added, ordered, deleted. */
const t = useTestApp();

let tenant: Tenant;
let editor: Client;
let client: Client;
beforeAll(async () => {
  ({ tenant, editor, client } = await consoleCast(t));
});

const portalBoards = async () =>
  expectBody(
    await client.get('/api/auth/check-user-auth'),
    200,
    checkUserAuthResponseSchema,
  ).user.boardsData.map((b) => b.boardName);
type Group = { id: string; title: string };
const groupsUrl = (boardId: string) => `/api/console/boards/${boardId}/groups`;

describe('boards', () => {
  it('creates a board with one group and a Name column that clients see at once; names are unique', async () => {
    const created = expectBody(
      await editor.post('/api/console/boards', { name: 'Launch plan' }),
      200,
      consoleBoardResponseSchema,
    );
    expect(created.data).toMatchObject({
      name: 'Launch plan',
      archived: false,
      groupCount: 1,
      columnCount: 1,
    });
    expect(await portalBoards()).toContain('Launch plan');
    expectError(
      await editor.post('/api/console/boards', { name: ' launch PLAN ' }),
      409,
      boardMessages.titleTaken('board', 'launch PLAN'),
    );
    const list = expectBody(await editor.get('/api/console/boards'), 200, consoleBoardsResponseSchema);
    expect(list.data.boards.find((b) => b.id === created.data.id)?.clientCount).toBe(1);
  });

  it('archives a board: gone from the portal (as a missing board), kept whole, and restored', async () => {
    const board = await makeBoard(t.services, tenant, { name: 'Archive me' });
    await addItems(t.services, tenant, board, [{ name: 'Kept item' }]);
    const archived = expectBody(
      await editor.patch(`/api/console/boards/${board.id}`, { archived: true }),
      200,
      consoleBoardResponseSchema,
    );
    expect([archived.data.archived, archived.message]).toEqual([true, boardMessages.boardArchived]);
    expect(await portalBoards()).not.toContain('Archive me');
    expectError(
      await client.get(`/api/boards/getAllItems?boardId=${board.id}`),
      404,
      serverMessages.boardNotFound,
    );
    // Staff in the portal do not see it either; the console does, with its items.
    expectError(await editor.get(`/api/boards/getAllGroups/${board.id}`), 404, serverMessages.boardNotFound);
    const list = expectBody(await editor.get('/api/console/boards'), 200, consoleBoardsResponseSchema);
    expect(list.data.boards.find((b) => b.id === board.id)).toMatchObject({ archived: true, itemCount: 1 });

    const restored = expectBody(
      await editor.patch(`/api/console/boards/${board.id}`, { archived: false }),
      200,
      consoleBoardResponseSchema,
    );
    expect(restored.message).toBe(boardMessages.boardRestored);
    const items = expectBody(
      await client.get(`/api/boards/getAllItems?boardId=${board.id}`),
      200,
      getAllItemsResponseSchema,
    );
    expect(items.data.items.map((i) => i.name)).toEqual(['Kept item']);
  });

  it('renames a board and closes it to new items; refuses bad input', async () => {
    const board = await makeBoard(t.services, tenant, { name: 'Old name', allowItemCreation: true });
    expectBody(
      await editor.patch(`/api/console/boards/${board.id}`, { name: 'New name', allowItemCreation: false }),
      200,
      consoleBoardResponseSchema,
    );
    expect(await portalBoards()).toContain('New name');
    const res = await client.multipart(
      'POST',
      `/api/boards/create-new-item/${board.id}/${board.groups[0]?.id}?itemName=X`,
      new FormData(),
    );
    expectError(res, 403, serverMessages.createNotAllowed);
    expectError(await editor.patch(`/api/console/boards/${board.id}`, {}), 400, 'Nothing to change.');
    expectError(
      await editor.patch(`/api/console/boards/${board.id}`, { name: '' }),
      400,
      'A title is required.',
    );
    expectError(
      await editor.patch('/api/console/boards/missing', { name: 'X' }),
      404,
      serverMessages.boardNotFound,
    );
  });
});

describe('groups', () => {
  it('adds, renames, recolours and reorders groups; the portal shows the new order, items follow', async () => {
    const board = await makeBoard(t.services, tenant, { groups: ['Backlog', 'Doing'] });
    const [backlog, doing] = board.groups as [Group, Group];
    await addItems(t.services, tenant, board, [
      { name: 'b1', groupId: backlog.id },
      { name: 'd1', groupId: doing.id },
    ]);
    const added = expectBody(
      await editor.post(groupsUrl(board.id), { title: 'Done', color: '#00c875' }),
      200,
      consoleGroupsSavedResponseSchema,
    );
    const done = added.data.groups.find((g) => g.title === 'Done') as { id: string };
    expectError(await editor.post(groupsUrl(board.id), { title: 'done' }), 409);
    expectBody(
      await editor.patch(`${groupsUrl(board.id)}/${doing.id}`, { title: 'In progress', color: '#fdab3d' }),
      200,
      consoleGroupsSavedResponseSchema,
    );
    const reordered = expectBody(
      await editor.request('PUT', groupsUrl(board.id), {
        json: { groupIds: [done.id, doing.id, backlog.id] },
      }),
      200,
      consoleGroupsSavedResponseSchema,
    );
    expect(reordered.data.groups.map((g) => [g.title, g.position, g.itemCount])).toEqual([
      ['Done', 0, 0],
      ['In progress', 1, 1],
      ['Backlog', 2, 1],
    ]);
    const portal = expectBody(
      await client.get(`/api/boards/getAllGroups/${board.id}`),
      200,
      getAllGroupsResponseSchema,
    );
    expect(portal.data.map((g) => g.title)).toEqual(['Done', 'In progress', 'Backlog']);
    const items = expectBody(
      await client.get(`/api/boards/getAllItems?boardId=${board.id}`),
      200,
      getAllItemsResponseSchema,
    );
    expect(items.data.items.map((i) => i.name)).toEqual(['d1', 'b1']);

    expectError(
      await editor.request('PUT', groupsUrl(board.id), { json: { groupIds: [done.id, doing.id] } }),
      400,
      boardMessages.orderMismatch,
    );
  });

  it('deletes a group only with somewhere for its items to go, moving them in one step', async () => {
    const board = await makeBoard(t.services, tenant, { groups: ['Keep', 'Drop'] });
    const [keep, drop] = board.groups as [Group, Group];
    await addItems(t.services, tenant, board, [
      { name: 'k1', groupId: keep.id },
      { name: 'x1', groupId: drop.id },
      { name: 'x2', groupId: drop.id },
    ]);
    expectError(await editor.delete(`${groupsUrl(board.id)}/${drop.id}`), 400, boardMessages.moveToNeeded(2));
    expectError(
      await editor.delete(`${groupsUrl(board.id)}/${drop.id}?moveTo=${drop.id}`),
      400,
      boardMessages.moveToSelf,
    );
    expectError(
      await editor.delete(`${groupsUrl(board.id)}/${drop.id}?moveTo=missing`),
      404,
      serverMessages.groupNotFound,
    );
    const after = expectBody(
      await editor.delete(`${groupsUrl(board.id)}/${drop.id}?moveTo=${keep.id}`),
      200,
      consoleGroupsSavedResponseSchema,
    );
    expect(after.data.groups.map((g) => [g.title, g.itemCount])).toEqual([['Keep', 3]]);
    const items = expectBody(
      await client.get(`/api/boards/getAllItems?boardId=${board.id}`),
      200,
      getAllItemsResponseSchema,
    );
    expect(items.data.items.map((i) => i.name).sort()).toEqual(['k1', 'x1', 'x2']);
    expectError(await editor.delete(`${groupsUrl(board.id)}/${keep.id}`), 409, boardMessages.lastGroup);

    const log = expectBody(
      await editor.get(`/api/console/activity?boardId=${board.id}`),
      200,
      activityResponseSchema,
    );
    expect(log.data.entries[0]).toMatchObject({
      subject: 'board',
      field: 'Groups',
      oldValue: '"Drop" (2 items)',
      newValue: 'Deleted; items moved to "Keep"',
      actor: { name: 'Ed Editor', kind: 'staff' },
    });
  });
});
