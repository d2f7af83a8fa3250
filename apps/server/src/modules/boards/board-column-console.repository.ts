import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** The console's reads and writes of columns (board-column-console.service.ts). */

/**
 * How many items of a board hold a value in each column, in one pass over the board. A stored value is
 * a key of items.values_json (cleared values are removed, not kept as null); ids are base-36, so the
 * quoted key cannot match anything else.
 */
export const columnValueCounts = async (
  db: Kysely<Database>,
  tenantId: string,
  boardId: string,
  columnIds: string[],
): Promise<Map<string, number>> => {
  const counts = new Map<string, number>();
  if (columnIds.length === 0) return counts;
  const sums = columnIds.map((id, i) =>
    sql<number | string>`sum(case when values_json like ${`%"${id}":%`} then 1 else 0 end)`.as(`c${i}`),
  );
  const row = (await db
    .selectFrom('items')
    .select(sums)
    .where('tenant_id', '=', tenantId)
    .where('board_id', '=', boardId)
    .executeTakeFirst()) as Record<string, number | string | null> | undefined;
  columnIds.forEach((id, i) => counts.set(id, Number(row?.[`c${i}`] ?? 0)));
  return counts;
};

export const deleteColumnRow = (db: Kysely<Database>, tenantId: string, columnId: string) =>
  db.deleteFrom('board_columns').where('tenant_id', '=', tenantId).where('id', '=', columnId).execute();

export const touchBoard = (db: Kysely<Database>, tenantId: string, boardId: string, now: string) =>
  db
    .updateTable('boards')
    .set({ updated_at: now })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', boardId)
    .execute();
