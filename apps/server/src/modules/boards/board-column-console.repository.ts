import { type Kysely, SqliteAdapter, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/time';

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

/**
 * The distinct stored values of one column on a board, each with how many items hold it, in one
 * statement that writes nothing: what decides whether a change of the column's labels may go ahead.
 * Values come back as JSON text (each dialect's own spelling; parse it).
 */
export const columnValueGroups = async (
  db: Kysely<Database>,
  tenantId: string,
  boardId: string,
  columnId: string,
): Promise<Array<{ value: string | null; n: number }>> => {
  const value =
    db.getExecutor().adapter instanceof SqliteAdapter
      ? sql<string | null>`json_extract(values_json, '$."' || ${columnId} || '"')`
      : sql<string | null>`cast(cast(values_json as jsonb) -> cast(${columnId} as text) as text)`;
  const rows = await db
    .selectFrom('items')
    .select([value.as('value'), (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('tenant_id', '=', tenantId)
    .where('board_id', '=', boardId)
    .where('values_json', 'like', `%"${columnId}":%`)
    // By position: the value expression carries a parameter, which the GROUP BY would bind again.
    .groupBy(sql`1`)
    .execute();
  return rows.map((r) => ({ value: r.value, n: Number(r.n) }));
};

/**
 * Sets one column's stored value to `to` (JSON text) on every item of a board whose value is exactly `from`
 * (as columnValueGroups spelled it): one statement, inside the caller's transaction. A concurrent write of
 * an item is not lost: the database re-reads a row another transaction changed before updating it.
 */
export const replaceColumnValue = async (
  db: Kysely<Database>,
  tenantId: string,
  boardId: string,
  columnId: string,
  from: string,
  to: string,
) => {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const path = sql`'$."' || ${columnId} || '"'`;
  await db
    .updateTable('items')
    .set({
      values_json: sqlite
        ? sql<string>`json_set(values_json, ${path}, json(${to}))`
        : sql<string>`cast(jsonb_set(cast(values_json as jsonb), array[cast(${columnId} as text)], cast(${to} as jsonb)) as text)`,
      updated_at: nowIso(),
    })
    .where('tenant_id', '=', tenantId)
    .where('board_id', '=', boardId)
    .where('values_json', 'like', `%"${columnId}":%`)
    .where(
      sqlite
        ? sql<boolean>`json_extract(values_json, ${path}) = ${from}`
        : sql<boolean>`cast(values_json as jsonb) -> cast(${columnId} as text) = cast(${from} as jsonb)`,
    )
    .execute();
};

/** Removes one column's stored values from every item of a board, in one statement (a column deleted). */
export const removeColumnValues = async (
  db: Kysely<Database>,
  tenantId: string,
  boardId: string,
  columnId: string,
) => {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db
    .updateTable('items')
    .set({
      values_json: sqlite
        ? sql<string>`json_remove(values_json, '$."' || ${columnId} || '"')`
        : sql<string>`cast(cast(values_json as jsonb) - cast(${columnId} as text) as text)`,
      updated_at: nowIso(),
    })
    .where('tenant_id', '=', tenantId)
    .where('board_id', '=', boardId)
    .where('values_json', 'like', `%"${columnId}":%`)
    .execute();
};
