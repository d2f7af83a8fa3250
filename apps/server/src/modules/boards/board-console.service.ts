import {
  type AddGroupRequest,
  type ConsoleBoard,
  type ConsoleGroup,
  type CreateBoardRequest,
  type UpdateBoardRequest,
  type UpdateGroupRequest,
  boardMessages,
  serverMessages,
} from '@portico/contract';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import type { ActivityActor } from '../activity';
import type { Change, ChangePipeline } from '../changes';
import type { Tenant } from '../../domain/tenant';
import { groupItemCounts } from './board-admin.repository';
import type { BoardAdminService } from './board-admin.service';
import {
  clientCounts,
  columnCounts,
  deleteGroupRow,
  groupCounts,
  moveGroupItems,
  setGroupPosition,
  updateBoardRow,
  updateGroupRow,
} from './board-console.repository';
import { type BoardRow, findBoard, listBoards, listGroups } from './boards.repository';
import type { BoardsService } from './boards.service';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

/**
 * The console's boards and groups (staff). Every change is recorded in the activity record; a change that
 * moves items (reordering or deleting groups) is one transaction, so a failure leaves the board as it was.
 */
export const createBoardConsoleService = (
  ctx: AppContext,
  deps: { boards: BoardsService; admin: BoardAdminService; changes: ChangePipeline },
) => {
  const { db } = ctx;

  const requireBoard = async (tenant: Tenant, boardId: string): Promise<BoardRow> => {
    const board = await findBoard(db.kysely, tenant.id, boardId);
    if (!board) throw notFound(serverMessages.boardNotFound);
    return board;
  };

  const present = async (tenant: Tenant, rows: BoardRow[]): Promise<ConsoleBoard[]> => {
    const [groups, columns, clients] = await Promise.all([
      groupCounts(db.kysely, tenant.id),
      columnCounts(db.kysely, tenant.id),
      clientCounts(db.kysely, tenant.id),
    ]);
    return rows.map((b) => ({
      id: b.id,
      name: b.name,
      archived: b.archived_at !== null,
      allowItemCreation: b.allow_item_creation === 1,
      itemCount: Number(b.item_count),
      groupCount: groups.get(b.id) ?? 0,
      columnCount: columns.get(b.id) ?? 0,
      clientCount: clients.get(b.id) ?? 0,
      updatedAt: b.updated_at,
    }));
  };
  const presentOne = async (tenant: Tenant, boardId: string) =>
    (await present(tenant, [await requireBoard(tenant, boardId)]))[0] as ConsoleBoard;

  const groupsOf = async (tenant: Tenant, boardId: string): Promise<ConsoleGroup[]> => {
    const [groups, counts] = await Promise.all([
      listGroups(db.kysely, tenant.id, boardId),
      groupItemCounts(db.kysely, tenant.id, boardId),
    ]);
    return groups.map((g) => ({
      id: g.id,
      title: g.title,
      color: g.color,
      position: Number(g.position),
      itemCount: counts.get(g.id) ?? 0,
    }));
  };

  const assertFreeName = async (tenant: Tenant, name: string, except?: string) => {
    const boards = await listBoards(db.kysely, tenant.id);
    if (boards.some((b) => b.id !== except && same(b.name, name)))
      throw conflict(boardMessages.titleTaken('board', name.trim()));
  };

  const record = (
    tenant: Tenant,
    by: ActivityActor,
    board: BoardRow,
    changes: Array<Omit<Change, 'subject' | 'subjectId' | 'subjectName' | 'board'>>,
  ) =>
    deps.changes.emit(db.kysely, {
      tenantId: tenant.id,
      by,
      events: [
        {
          type: 'board.changed',
          boardId: board.id,
          changes: changes.map((c) => ({
            ...c,
            subject: 'board',
            subjectId: board.id,
            subjectName: board.name,
            board: { id: board.id, name: board.name },
          })),
        },
      ],
    });

  return {
    list: async (tenant: Tenant) => present(tenant, await listBoards(db.kysely, tenant.id)),
    groups: async (tenant: Tenant, boardId: string) =>
      groupsOf(tenant, (await requireBoard(tenant, boardId)).id),

    /** A board with its Name column and its groups: "Items" unless the caller names them (the CLI). */
    async create(
      tenant: Tenant,
      input: CreateBoardRequest & { groups?: string[] },
      by: ActivityActor,
    ): Promise<ConsoleBoard> {
      await assertFreeName(tenant, input.name);
      const created = await deps.boards.createBoard(tenant, {
        name: input.name,
        allowItemCreation: input.allowItemCreation ?? true,
        groups: (input.groups ?? ['Items']).map((title) => ({ title })),
        columns: [{ type: 'name', title: 'Name' }],
      });
      await record(tenant, by, created.board, [{ action: 'created' }]);
      return presentOne(tenant, created.board.id);
    },

    async update(tenant: Tenant, boardId: string, change: UpdateBoardRequest, by: ActivityActor) {
      const board = await requireBoard(tenant, boardId);
      if (change.name !== undefined && !same(change.name, board.name))
        await assertFreeName(tenant, change.name, board.id);
      const archived = board.archived_at !== null;
      const changes: Array<Omit<Change, 'subject' | 'subjectId' | 'subjectName' | 'board'>> = [];
      if (change.name !== undefined && change.name !== board.name)
        changes.push({ action: 'updated', field: 'Name', oldValue: board.name, newValue: change.name });
      if (
        change.allowItemCreation !== undefined &&
        change.allowItemCreation !== (board.allow_item_creation === 1)
      )
        changes.push({
          action: 'updated',
          field: 'Clients may add items',
          oldValue: yesNo(!change.allowItemCreation),
          newValue: yesNo(change.allowItemCreation),
        });
      if (change.archived !== undefined && change.archived !== archived)
        changes.push({ action: change.archived ? 'archived' : 'restored' });
      const now = nowIso();
      await updateBoardRow(db.kysely, tenant.id, board.id, {
        ...(change.name !== undefined && { name: change.name }),
        ...(change.allowItemCreation !== undefined && {
          allow_item_creation: change.allowItemCreation ? 1 : 0,
        }),
        ...(change.archived !== undefined &&
          change.archived !== archived && { archived_at: change.archived ? now : null }),
        updated_at: now,
      });
      await record(tenant, by, { ...board, name: change.name ?? board.name }, changes);
      const message =
        change.archived === true && !archived
          ? boardMessages.boardArchived
          : change.archived === false && archived
            ? boardMessages.boardRestored
            : boardMessages.boardSaved;
      return { board: await presentOne(tenant, board.id), message };
    },

    async addGroup(tenant: Tenant, boardId: string, input: AddGroupRequest, by: ActivityActor) {
      const board = await requireBoard(tenant, boardId);
      const group = await deps.admin.addGroup(tenant.id, board.id, input);
      await record(tenant, by, board, [
        { action: 'updated', field: 'Groups', newValue: `Added "${group.title}"` },
      ]);
      return groupsOf(tenant, board.id);
    },

    async updateGroup(
      tenant: Tenant,
      boardId: string,
      groupId: string,
      input: UpdateGroupRequest,
      by: ActivityActor,
    ) {
      const board = await requireBoard(tenant, boardId);
      const groups = await listGroups(db.kysely, tenant.id, board.id);
      const group = groups.find((g) => g.id === groupId);
      if (!group) throw notFound(serverMessages.groupNotFound);
      if (
        input.title !== undefined &&
        groups.some((g) => g.id !== groupId && same(g.title, input.title as string))
      )
        throw conflict(boardMessages.titleTaken('group', input.title));
      await updateGroupRow(db.kysely, tenant.id, group.id, input);
      const changes: Array<Omit<Change, 'subject' | 'subjectId' | 'subjectName' | 'board'>> = [];
      if (input.title !== undefined && input.title !== group.title)
        changes.push({
          action: 'updated',
          field: 'Group title',
          oldValue: group.title,
          newValue: input.title,
        });
      if (input.color !== undefined && input.color.toLowerCase() !== group.color.toLowerCase())
        changes.push({
          action: 'updated',
          field: `Group "${input.title ?? group.title}" colour`,
          oldValue: group.color,
          newValue: input.color,
        });
      await record(tenant, by, board, changes);
      return groupsOf(tenant, board.id);
    },

    async reorderGroups(tenant: Tenant, boardId: string, groupIds: string[], by: ActivityActor) {
      const board = await requireBoard(tenant, boardId);
      const groups = await listGroups(db.kysely, tenant.id, board.id);
      const known = new Set(groups.map((g) => g.id));
      if (
        groupIds.length !== groups.length ||
        new Set(groupIds).size !== groupIds.length ||
        groupIds.some((id) => !known.has(id))
      )
        throw badRequest(boardMessages.orderMismatch);
      const before = groups.map((g) => g.title).join(', ');
      await db.kysely.transaction().execute(async (trx) => {
        for (const [position, id] of groupIds.entries()) {
          const group = groups.find((g) => g.id === id);
          if (group && Number(group.position) !== position)
            await setGroupPosition(trx, tenant.id, id, position);
        }
      });
      const after = groupIds.map((id) => groups.find((g) => g.id === id)?.title).join(', ');
      if (before !== after)
        await record(tenant, by, board, [
          { action: 'updated', field: 'Group order', oldValue: before, newValue: after },
        ]);
      return groupsOf(tenant, board.id);
    },

    async deleteGroup(
      tenant: Tenant,
      boardId: string,
      groupId: string,
      moveTo: string | undefined,
      by: ActivityActor,
    ) {
      const board = await requireBoard(tenant, boardId);
      const groups = await groupsOf(tenant, board.id);
      const group = groups.find((g) => g.id === groupId);
      if (!group) throw notFound(serverMessages.groupNotFound);
      if (groups.length === 1) throw conflict(boardMessages.lastGroup);
      const target = moveTo === undefined ? undefined : groups.find((g) => g.id === moveTo);
      if (moveTo !== undefined && !target) throw notFound(serverMessages.groupNotFound);
      if (target?.id === group.id) throw badRequest(boardMessages.moveToSelf);
      if (group.itemCount > 0 && !target) throw badRequest(boardMessages.moveToNeeded(group.itemCount));
      await db.kysely.transaction().execute(async (trx) => {
        if (target) await moveGroupItems(trx, tenant.id, group.id, target);
        // An item added since the count above would go with the group: refuse rather than lose it.
        else if ((await groupItemCounts(trx, tenant.id, board.id)).get(group.id))
          throw badRequest(boardMessages.moveToNeeded(1));
        await deleteGroupRow(trx, tenant.id, group.id);
        await updateBoardRow(trx, tenant.id, board.id, { updated_at: nowIso() });
      });
      await record(tenant, by, board, [
        {
          action: 'updated',
          field: 'Groups',
          oldValue: `"${group.title}" (${group.itemCount} items)`,
          newValue: target ? `Deleted; items moved to "${target.title}"` : 'Deleted',
        },
      ]);
      return groupsOf(tenant, board.id);
    },
  };
};

export type BoardConsoleService = ReturnType<typeof createBoardConsoleService>;
