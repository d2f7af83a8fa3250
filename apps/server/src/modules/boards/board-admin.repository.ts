import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Operator views of boards: who may see them and how items spread over groups (not on request paths). */

/** The number of users granted each board of a tenant, by board id. */
export const accessCounts = async (db: Kysely<Database>, tenantId: string): Promise<Map<string, number>> => {
  const rows = await db
    .selectFrom('board_access')
    .select(['board_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('tenant_id', '=', tenantId)
    .groupBy('board_id')
    .execute();
  return new Map(rows.map((r) => [r.board_id, Number(r.n)]));
};

/** The users granted a board, by email. */
export const listBoardUsers = (db: Kysely<Database>, tenantId: string, boardId: string) =>
  db
    .selectFrom('board_access as a')
    .innerJoin('users as u', (j) =>
      j.onRef('u.tenant_id', '=', 'a.tenant_id').onRef('u.id', '=', 'a.user_id'),
    )
    .select(['u.email', 'u.status'])
    .where('a.tenant_id', '=', tenantId)
    .where('a.board_id', '=', boardId)
    .orderBy('u.email')
    .execute();

/** The number of items in each group of a board, by group id. */
export const groupItemCounts = async (
  db: Kysely<Database>,
  tenantId: string,
  boardId: string,
): Promise<Map<string, number>> => {
  const rows = await db
    .selectFrom('items')
    .select(['group_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('tenant_id', '=', tenantId)
    .where('board_id', '=', boardId)
    .groupBy('group_id')
    .execute();
  return new Map(rows.map((r) => [r.group_id, Number(r.n)]));
};
