import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The console's reads and writes of boards and groups (board-console.service.ts). */

const countBy = async (
  db: Kysely<Database>,
  table: 'board_groups' | 'board_columns',
  tenantId: string,
): Promise<Map<string, number>> => {
  const rows = await db
    .selectFrom(table)
    .select(['board_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('tenant_id', '=', tenantId)
    .groupBy('board_id')
    .execute();
  return new Map(rows.map((r) => [r.board_id, Number(r.n)]));
};

export const groupCounts = (db: Kysely<Database>, tenantId: string) => countBy(db, 'board_groups', tenantId);
export const columnCounts = (db: Kysely<Database>, tenantId: string) =>
  countBy(db, 'board_columns', tenantId);

/** Clients (not staff) granted each board. */
export const clientCounts = async (db: Kysely<Database>, tenantId: string): Promise<Map<string, number>> => {
  const rows = await db
    .selectFrom('board_access as a')
    .innerJoin('users as u', (j) =>
      j.onRef('u.tenant_id', '=', 'a.tenant_id').onRef('u.id', '=', 'a.user_id'),
    )
    .select(['a.board_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('a.tenant_id', '=', tenantId)
    .where('u.role', '=', 'client')
    .groupBy('a.board_id')
    .execute();
  return new Map(rows.map((r) => [r.board_id, Number(r.n)]));
};

export const updateBoardRow = (
  db: Kysely<Database>,
  tenantId: string,
  boardId: string,
  patch: { name?: string; allow_item_creation?: 0 | 1; archived_at?: string | null; updated_at: string },
) =>
  db.updateTable('boards').set(patch).where('tenant_id', '=', tenantId).where('id', '=', boardId).execute();

export const updateGroupRow = (
  db: Kysely<Database>,
  tenantId: string,
  groupId: string,
  patch: { title?: string; color?: string },
) =>
  db
    .updateTable('board_groups')
    .set(patch)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', groupId)
    .execute();

/**
 * Gives a group a board position: the group row, and the copy of it that its items and their assignments
 * carry for the board order (items.gpos, item_people.gpos, item_sort_keys.gpos).
 */
export const setGroupPosition = async (
  db: Kysely<Database>,
  tenantId: string,
  groupId: string,
  position: number,
) => {
  await db
    .updateTable('board_groups')
    .set({ position })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', groupId)
    .execute();
  for (const table of ['item_people', 'item_sort_keys'] as const)
    await db
      .updateTable(table)
      .set({ gpos: position })
      .where('tenant_id', '=', tenantId)
      .where('item_id', 'in', (eb) =>
        eb.selectFrom('items').select('id').where('tenant_id', '=', tenantId).where('group_id', '=', groupId),
      )
      .execute();
  await db
    .updateTable('items')
    .set({ gpos: position })
    .where('tenant_id', '=', tenantId)
    .where('group_id', '=', groupId)
    .execute();
};

/** Moves every item of a group into another (at that group's position; their order by pos is kept). */
export const moveGroupItems = async (
  db: Kysely<Database>,
  tenantId: string,
  from: string,
  to: { id: string; position: number },
) => {
  for (const table of ['item_people', 'item_sort_keys'] as const)
    await db
      .updateTable(table)
      .set({ gpos: to.position })
      .where('tenant_id', '=', tenantId)
      .where('item_id', 'in', (eb) =>
        eb.selectFrom('items').select('id').where('tenant_id', '=', tenantId).where('group_id', '=', from),
      )
      .execute();
  await db
    .updateTable('items')
    .set({ group_id: to.id, gpos: to.position })
    .where('tenant_id', '=', tenantId)
    .where('group_id', '=', from)
    .execute();
};

export const deleteGroupRow = (db: Kysely<Database>, tenantId: string, groupId: string) =>
  db.deleteFrom('board_groups').where('tenant_id', '=', tenantId).where('id', '=', groupId).execute();
