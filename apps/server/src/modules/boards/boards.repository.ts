import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor';
import type { BoardColumnsTable, BoardGroupsTable, BoardsTable, Database, Flag } from '../../db/schema';
import { preparedQuery } from '../../db/prepared';
import { nowIso } from '../../lib/time';

export type { Executor };

export type BoardRow = BoardsTable;
export type GroupRow = BoardGroupsTable;
export type ColumnRow = BoardColumnsTable;

/**
 * A board as loaded for a signed-in user: whether they were granted it (board_access) and who they are in
 * the tenant's directory. The policy decides from it (policy.authorizeBoard, policy.itemScope).
 */
export interface UserBoard {
  id: string;
  name: string;
  item_count: number;
  allow_item_creation: Flag;
  granted: boolean;
  person_id: string | null;
}

const userBoard = preparedQuery((db, p: { tenantId: string; userId: string; boardId: string }) =>
  db
    .selectFrom('boards as b')
    .leftJoin('board_access as a', (j) =>
      j
        .onRef('a.tenant_id', '=', 'b.tenant_id')
        .onRef('a.board_id', '=', 'b.id')
        .on('a.user_id', '=', p.userId),
    )
    .leftJoin('people as p', (j) => j.onRef('p.tenant_id', '=', 'b.tenant_id').on('p.user_id', '=', p.userId))
    .select([
      'b.id',
      'b.name',
      'b.item_count',
      'b.allow_item_creation',
      'a.user_id as granted_to',
      'p.id as person_id',
    ])
    .where('b.tenant_id', '=', p.tenantId)
    .where('b.id', '=', p.boardId)
    // An archived board is not in the portal: answered as one that does not exist.
    .where('b.archived_at', 'is', null),
);

/**
 * A board of the portal with the user's grant and person; undefined for a board of another tenant, an
 * archived one, or none.
 */
export const findBoardForUser = async (
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
  boardId: string,
): Promise<UserBoard | undefined> => {
  const row = (await userBoard(db, { tenantId, userId, boardId }))[0];
  if (!row) return undefined;
  const { granted_to, ...board } = row;
  return { ...board, granted: granted_to !== null };
};

/** The board if the user was granted it; undefined for boards of other users or tenants alike. */
export const findAccessibleBoard = async (
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
  boardId: string,
): Promise<UserBoard | undefined> => {
  const board = await findBoardForUser(db, tenantId, userId, boardId);
  return board?.granted ? board : undefined;
};

/** The boards a user may see, in sidebar order. */
export const listUserBoards = (db: Kysely<Database>, tenantId: string, userId: string) =>
  db
    .selectFrom('board_access as a')
    .innerJoin('boards as b', (j) =>
      j.onRef('b.tenant_id', '=', 'a.tenant_id').onRef('b.id', '=', 'a.board_id'),
    )
    .select(['b.id', 'b.name'])
    .where('a.tenant_id', '=', tenantId)
    .where('a.user_id', '=', userId)
    .where('b.archived_at', 'is', null)
    .orderBy('b.position')
    .orderBy('b.id')
    .execute();

export const listBoards = (db: Kysely<Database>, tenantId: string) =>
  db
    .selectFrom('boards')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('position')
    .orderBy('id')
    .execute();

/** The boards of the portal (not archived), in sidebar order. */
export const listPortalBoards = (db: Kysely<Database>, tenantId: string) =>
  db
    .selectFrom('boards')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .where('archived_at', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .execute();

export const findBoard = (db: Kysely<Database>, tenantId: string, boardId: string) =>
  db
    .selectFrom('boards')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', boardId)
    .executeTakeFirst();

export const insertBoard = (db: Kysely<Database>, row: BoardRow) =>
  db.insertInto('boards').values(row).execute();

export const nextBoardPosition = async (db: Kysely<Database>, tenantId: string): Promise<number> => {
  const row = await db
    .selectFrom('boards')
    .select((eb) => eb.fn.max('position').as('max'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
};

/** Grants boards to users; existing grants are kept as they are. */
export const grantBoards = async (
  db: Kysely<Database>,
  tenantId: string,
  grants: Array<{ userId: string; boardId: string }>,
) => {
  if (grants.length === 0) return;
  const now = nowIso();
  await db
    .insertInto('board_access')
    .values(
      grants.map((g) => ({ tenant_id: tenantId, user_id: g.userId, board_id: g.boardId, created_at: now })),
    )
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'board_id']).doNothing())
    .execute();
};

export const revokeBoard = (db: Kysely<Database>, tenantId: string, userId: string, boardId: string) =>
  db
    .deleteFrom('board_access')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('board_id', '=', boardId)
    .execute();

export const listBoardIds = async (db: Kysely<Database>, tenantId: string) =>
  (await db.selectFrom('boards').select('id').where('tenant_id', '=', tenantId).execute()).map((r) => r.id);

export const listActiveUserIds = async (db: Kysely<Database>, tenantId: string) =>
  (
    await db
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('status', '!=', 'disabled')
      .execute()
  ).map((r) => r.id);

const groupsOfBoard = preparedQuery((db, p: { tenantId: string; boardId: string }) =>
  db
    .selectFrom('board_groups')
    .selectAll()
    .where('tenant_id', '=', p.tenantId)
    .where('board_id', '=', p.boardId)
    .orderBy('position')
    .orderBy('id'),
);

export const listGroups = (db: Kysely<Database>, tenantId: string, boardId: string): Promise<GroupRow[]> =>
  groupsOfBoard(db, { tenantId, boardId });

export const insertGroups = async (db: Kysely<Database>, rows: GroupRow[]) => {
  if (rows.length) await db.insertInto('board_groups').values(rows).execute();
};

const columnsOfBoard = preparedQuery((db, p: { tenantId: string; boardId: string }) =>
  db
    .selectFrom('board_columns')
    .selectAll()
    .where('tenant_id', '=', p.tenantId)
    .where('board_id', '=', p.boardId)
    .orderBy('position')
    .orderBy('id'),
);

/** Every column of a board, hidden ones included (callers decide what leaves the server). */
export const listColumns = (db: Kysely<Database>, tenantId: string, boardId: string): Promise<ColumnRow[]> =>
  columnsOfBoard(db, { tenantId, boardId });

export const insertColumns = async (db: Kysely<Database>, rows: ColumnRow[]) => {
  if (rows.length) await db.insertInto('board_columns').values(rows).execute();
};

/**
 * Locks a column row (inside a transaction) and returns its current settings, so concurrent additions of
 * labels to one column are applied one after the other and none is lost.
 */
export const lockColumnSettings = async (db: Kysely<Database>, tenantId: string, columnId: string) =>
  (
    await db
      .updateTable('board_columns')
      .set({ updated_at: nowIso() })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', columnId)
      .returning('settings')
      .executeTakeFirstOrThrow()
  ).settings;

export const updateColumn = (
  db: Kysely<Database>,
  tenantId: string,
  columnId: string,
  patch: Partial<
    Pick<ColumnRow, 'settings' | 'title' | 'is_editable' | 'is_required' | 'is_visible' | 'position'>
  >,
) =>
  db
    .updateTable('board_columns')
    .set({ ...patch, updated_at: nowIso() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', columnId)
    .execute();
