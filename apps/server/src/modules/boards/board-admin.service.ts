import { z } from 'zod';
import { hexColorSchema, serverMessages } from '@portico/contract';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { nowIso } from '../../lib/time';
import { accessCounts, groupItemCounts, listBoardUsers } from './board-admin.repository';
import {
  type GroupRow,
  findAccessibleBoard,
  findBoard,
  grantBoards,
  insertColumns,
  insertGroups,
  listColumns,
  listGroups,
  revokeBoard,
} from './boards.repository';
import { type NewColumn, toColumnRow } from './board-columns';
import { type BoardItemsRenderer, type BoardsService, GROUP_COLORS } from './boards.service';
import { type BoardColumn, toBoardColumn } from './board-columns';

export const MAX_TITLE_LENGTH = 120;

/** Board, group and column titles: trimmed, 1 to 120 characters. */
export const titleSchema = z
  .string()
  .trim()
  .min(1, { error: 'A title is required.' })
  .max(MAX_TITLE_LENGTH, { error: `Titles are at most ${MAX_TITLE_LENGTH} characters.` });

const parseTitle = (value: string) => {
  const parsed = titleSchema.safeParse(value);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid title.');
  return parsed.data;
};

const sameTitle = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export interface ColumnPatch {
  title?: string;
  editable?: boolean;
  required?: boolean;
  visible?: boolean;
}

/**
 * Operator changes to a board's structure and access (the CLI). Titles are unique within a board, case
 * aside, because CSV imports find groups and columns by title. Whatever changes what items render —
 * a new visible column, a title, a flag, visibility — re-renders the board's stored renderings.
 */
export const createBoardAdminService = (
  ctx: AppContext,
  deps: { boards: BoardsService; bulk: BoardItemsRenderer },
) => {
  const { db } = ctx;
  const { bulk } = deps;

  const requireBoard = async (tenantId: string, boardId: string) => {
    const board = await findBoard(db.kysely, tenantId, boardId);
    if (!board) throw notFound(serverMessages.boardNotFound);
    return board;
  };

  return {
    /** Adds a group at the end of the board's order. */
    async addGroup(tenantId: string, boardId: string, input: { title: string; color?: string }) {
      await requireBoard(tenantId, boardId);
      const title = parseTitle(input.title);
      const groups = await listGroups(db.kysely, tenantId, boardId);
      const color = input.color ?? (GROUP_COLORS[groups.length % GROUP_COLORS.length] as string);
      if (!hexColorSchema.safeParse(color).success)
        throw badRequest(`Group colours are #rrggbb, not "${color}".`);
      if (groups.some((g) => sameTitle(g.title, title)))
        throw conflict(`The board has a group "${title}" already.`);
      const position = groups.reduce((max, g) => Math.max(max, g.position + 1), 0);
      const row: GroupRow = {
        tenant_id: tenantId,
        id: newId(),
        board_id: boardId,
        title,
        color,
        position,
        created_at: nowIso(),
      };
      await insertGroups(db.kysely, [row]);
      return row;
    },

    /**
     * Adds a column after the board's last; its (empty) value then shows on every item: on the staff board,
     * and in the portal if visible.
     */
    async addColumn(tenantId: string, boardId: string, input: NewColumn): Promise<BoardColumn> {
      await requireBoard(tenantId, boardId);
      const title = parseTitle(input.title);
      const columns = await listColumns(db.kysely, tenantId, boardId);
      if (columns.some((c) => sameTitle(c.title, title)))
        throw conflict(`The board has a column "${title}" already.`);
      if (input.type === 'name' && columns.some((c) => c.type === 'name'))
        throw conflict('The board has a name column already (it shows the item name).');
      const position = columns.reduce((max, c) => Math.max(max, c.position + 1), 0);
      const row = toColumnRow(tenantId, boardId, { ...input, title }, position, nowIso());
      await insertColumns(db.kysely, [row]);
      await bulk.rerenderBoard(tenantId, boardId);
      return toBoardColumn(row) as BoardColumn;
    },

    /** Changes a column's title and flags (only those given) and re-renders the board. */
    async updateColumn(tenantId: string, boardId: string, columnId: string, patch: ColumnPatch) {
      const columns = await listColumns(db.kysely, tenantId, boardId);
      const column = columns.find((c) => c.id === columnId);
      if (!column) throw notFound(serverMessages.columnNotFound);
      const title = patch.title === undefined ? undefined : parseTitle(patch.title);
      if (title !== undefined && columns.some((c) => c.id !== columnId && sameTitle(c.title, title)))
        throw conflict(`The board has a column "${title}" already.`);
      await deps.boards.setColumnFlags(tenantId, boardId, columnId, { ...patch, title });
      const updated = (await listColumns(db.kysely, tenantId, boardId)).find((c) => c.id === columnId);
      return toBoardColumn(updated ?? column) as BoardColumn;
    },

    /** Lets a user see a board; false when they could already. */
    async grant(tenantId: string, boardId: string, userId: string): Promise<boolean> {
      await requireBoard(tenantId, boardId);
      if (await findAccessibleBoard(db.kysely, tenantId, userId, boardId)) return false;
      await grantBoards(db.kysely, tenantId, [{ userId, boardId }]);
      return true;
    },

    /** Takes a board away from a user; false when they could not see it. */
    async revoke(tenantId: string, boardId: string, userId: string): Promise<boolean> {
      await requireBoard(tenantId, boardId);
      if (!(await findAccessibleBoard(db.kysely, tenantId, userId, boardId))) return false;
      await revokeBoard(db.kysely, tenantId, userId, boardId);
      return true;
    },

    accessCounts: (tenantId: string) => accessCounts(db.kysely, tenantId),
    boardUsers: (tenantId: string, boardId: string) => listBoardUsers(db.kysely, tenantId, boardId),
    groupItemCounts: (tenantId: string, boardId: string) => groupItemCounts(db.kysely, tenantId, boardId),
  };
};

export type BoardAdminService = ReturnType<typeof createBoardAdminService>;
