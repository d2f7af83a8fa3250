import {
  type BoardRef,
  type ColumnOptions,
  type DropdownOptionsRequest,
  type EditableField,
  type Group,
  OPTION_GROUPS,
  columnDefinition,
  labelsOf,
  serverMessages,
} from '@portico/contract';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { nowIso } from '../../lib/time';
import {
  type Actor,
  type BoardAction,
  authorizeBoard,
  authorizeBoards,
  authorizeColumn,
  canOnBoard,
  canOnColumn,
  isStaff,
} from '../policy';
import type { Tenant } from '../../domain/tenant';
import type { Account } from '../../domain/account';
import {
  type BoardRow,
  type GroupRow,
  type UserBoard,
  findBoardForUser,
  grantBoards,
  insertBoard,
  insertColumns,
  insertGroups,
  listActiveUserIds,
  listBoardIds,
  listBoards,
  listColumns,
  listPortalBoards,
  listGroups,
  listUserBoards,
  nextBoardPosition,
  updateColumn,
} from './boards.repository';
import { type BoardColumn, type NewColumn, toBoardColumns, toFlag, toColumnRow } from './board-columns';
import type { PeopleService } from '../people';

export interface NewBoard {
  name: string;
  allowItemCreation?: boolean;
  groups: Array<{ title: string; color?: string }>;
  columns: NewColumn[];
}

/**
 * What boards need of the items' bulk writer (items.bulk, wired in services.ts): re-render a board's items
 * after one of its columns changed, and index what is queued for search. Declared here so that boards do
 * not depend on items, which depend on boards.
 */
export interface BoardItemsRenderer {
  rerenderBoard(tenantId: string, boardId: string): Promise<number>;
  flushSearch(): Promise<number>;
}

export const GROUP_COLORS = ['#579bfc', '#00c875', '#fdab3d', '#a25ddc', '#e2445c', '#037f4c', '#ff642e'];

export const createBoardsService = (
  ctx: AppContext,
  deps: { people: PeopleService; bulk: BoardItemsRenderer },
) => {
  const { db } = ctx;
  const { bulk } = deps;

  /**
   * The board of a board call, if the actor may do this to it (policy.authorizeBoard): 403 without a valid
   * subscription, 404 for a board they may not see (another user's or tenant's alike), 403 for a board
   * they see but may not do this to.
   */
  const requireBoard = async (
    actor: Actor,
    boardId: string,
    action: BoardAction = 'read',
  ): Promise<UserBoard> => {
    authorizeBoards(actor);
    // Kept with the signed-in context, which lives only while the database is unchanged (AuthContext.memo).
    const key = `board:${boardId}`;
    let board = actor.memo.get(key) as UserBoard | undefined;
    if (!board) {
      board = await findBoardForUser(db.kysely, actor.tenant.id, actor.user.id, boardId);
      if (board) actor.memo.set(key, Object.freeze(board));
    }
    return authorizeBoard(actor, action, board);
  };

  /** The columns of a board that clients see, for operator tools that show a board as clients do. */
  const visibleColumns = async (tenantId: string, boardId: string): Promise<BoardColumn[]> =>
    toBoardColumns(await listColumns(db.kysely, tenantId, boardId)).filter((c) => c.isVisible);

  const allColumns = async (tenantId: string, boardId: string) =>
    toBoardColumns(await listColumns(db.kysely, tenantId, boardId));

  return {
    requireBoard,
    visibleColumns,
    allColumns,

    /**
     * The account's boards in sidebar order (users.present → boardsData): a client's granted ones, and
     * every board for staff (policy: staff read every board).
     */
    async boardsOf(tenantId: string, user: Pick<Account, 'id' | 'role'>): Promise<BoardRef[]> {
      const rows = isStaff(user)
        ? await listPortalBoards(db.kysely, tenantId)
        : await listUserBoards(db.kysely, tenantId, user.id);
      return rows.map((b) => ({
        boardId: b.id,
        boardName: b.name,
      }));
    },

    /**
     * A new user is the directory's person with their email, and gets every board if the tenant says so.
     * Staff are always in the directory (items are assigned to them) and see every board without grants.
     */
    async onUserCreated(tenant: Tenant, user: Account): Promise<void> {
      await deps.people.linkUser(tenant.id, user.email, user.id);
      if (isStaff(user)) {
        if (!(await deps.people.findByEmail(tenant.id, user.email)))
          await deps.people.create(tenant.id, { name: user.name, email: user.email });
        return;
      }
      if (!tenant.grantAllBoards) return;
      const boards = await listBoardIds(db.kysely, tenant.id);
      await grantBoards(
        db.kysely,
        tenant.id,
        boards.map((boardId) => ({ userId: user.id, boardId })),
      );
    },

    grant: (tenantId: string, userId: string, boardIds: string[]) =>
      grantBoards(
        db.kysely,
        tenantId,
        boardIds.map((boardId) => ({ userId, boardId })),
      ),

    /** GET /api/boards/getAllGroups/:boardId */
    async groups(actor: Actor, boardId: string): Promise<Group[]> {
      await requireBoard(actor, boardId);
      return (await listGroups(db.kysely, actor.tenant.id, boardId)).map((g) => ({
        id: g.id,
        title: g.title,
      }));
    },

    /** GET /api/boards/editableColumns: what the add-item screen may fill, and whether it may add at all. */
    async editableColumns(actor: Actor, boardId: string) {
      const board = await requireBoard(actor, boardId);
      const columns = await allColumns(actor.tenant.id, boardId);
      const editableFields: EditableField[] = columns
        // The name comes from itemName, not from a column (§7).
        .filter((c) => canOnColumn(actor, 'write', c) && c.type !== 'name')
        .map((c) => ({
          columnId: c.id,
          columnType: c.type,
          columnName: c.title,
          isRequired: c.isRequired,
          isEditable: true,
          text: '',
          persons_and_teams: [],
          selectedTags: [],
          newlyUploadedFile: null,
        }));
      return { allowUsersToCreateNewItems: canOnBoard(actor, 'createItem', board), editableFields };
    },

    /** POST /api/boards/getDropdownOptions/:boardId: options of the asked columns, by option group. */
    async dropdownOptions(
      actor: Actor,
      boardId: string,
      body: DropdownOptionsRequest,
    ): Promise<ColumnOptions[]> {
      await requireBoard(actor, boardId);
      const columns = new Map((await allColumns(actor.tenant.id, boardId)).map((c) => [c.id, c]));
      let people: Awaited<ReturnType<PeopleService['options']>> | null = null;
      const result: ColumnOptions[] = [];
      const seen = new Set<string>();
      for (const group of OPTION_GROUPS) {
        for (const id of body.columnIds[group] ?? []) {
          const column = authorizeColumn(actor, 'read', columns.get(id));
          if (columnDefinition(column.type).optionsGroup !== group)
            throw badRequest(serverMessages.columnNotInOptionGroup(column.title, group));
          if (seen.has(id)) continue;
          seen.add(id);
          if (group === 'people') {
            people ??= await deps.people.options(actor.tenant.id);
            result.push({ id, options: people });
          } else if (group === 'status') {
            result.push({
              id,
              options: labelsOf(column.settings).map((l) => ({ name: l.name, color: l.color })),
            });
          } else {
            const options = (column.settings as { options?: Array<{ name: string }> }).options ?? [];
            result.push({ id, options: options.map((o) => ({ name: o.name })) });
          }
        }
      }
      return result;
    },

    /**
     * Creates a board with its groups and columns (operator tools, demo data). When the tenant grants
     * every board to its users, the new board is granted to every user who is not disabled.
     */
    async createBoard(tenant: Tenant, input: NewBoard) {
      const now = nowIso();
      if (!input.name.trim()) throw badRequest('A board needs a name.');
      if (input.groups.length === 0) throw badRequest('A board needs at least one group.');
      const board: BoardRow = {
        tenant_id: tenant.id,
        id: newId(),
        name: input.name.trim(),
        position: await nextBoardPosition(db.kysely, tenant.id),
        allow_item_creation: toFlag(input.allowItemCreation, true),
        item_count: 0,
        next_item_pos: 1,
        archived_at: null,
        created_at: now,
        updated_at: now,
      };
      const groups: GroupRow[] = input.groups.map((g, i) => ({
        tenant_id: tenant.id,
        id: newId(),
        board_id: board.id,
        title: g.title,
        color: g.color ?? (GROUP_COLORS[i % GROUP_COLORS.length] as string),
        position: i,
        created_at: now,
      }));
      const columns = input.columns.map((c, i) => toColumnRow(tenant.id, board.id, c, i, now));
      await db.kysely.transaction().execute(async (trx) => {
        await insertBoard(trx, board);
        await insertGroups(trx, groups);
        await insertColumns(trx, columns);
        if (tenant.grantAllBoards) {
          const users = await listActiveUserIds(trx, tenant.id);
          await grantBoards(
            trx,
            tenant.id,
            users.map((userId) => ({ userId, boardId: board.id })),
          );
        }
      });
      return { board, groups, columns: toBoardColumns(columns) };
    },

    listGroups: (tenantId: string, boardId: string) => listGroups(db.kysely, tenantId, boardId),
    listBoards: (tenantId: string) => listBoards(db.kysely, tenantId),

    /**
     * Changes what portal users may do with a column (operator tools). Stored renderings carry these flags
     * and visibility decides what search matches, so the board is rendered again.
     */
    async setColumnFlags(
      tenantId: string,
      boardId: string,
      columnId: string,
      flags: { editable?: boolean; required?: boolean; visible?: boolean; title?: string },
    ): Promise<void> {
      const column = (await listColumns(db.kysely, tenantId, boardId)).find((c) => c.id === columnId);
      if (!column) throw notFound(serverMessages.columnNotFound);
      await updateColumn(db.kysely, tenantId, columnId, {
        ...(flags.title !== undefined && { title: flags.title }),
        ...(flags.editable !== undefined && { is_editable: toFlag(flags.editable, true) }),
        ...(flags.required !== undefined && { is_required: toFlag(flags.required, false) }),
        ...(flags.visible !== undefined && { is_visible: toFlag(flags.visible, true) }),
      });
      await bulk.rerenderBoard(tenantId, boardId);
    },
  };
};

export type BoardsService = ReturnType<typeof createBoardsService>;
