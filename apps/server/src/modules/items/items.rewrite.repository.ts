import { type Kysely, SqliteAdapter, sql } from 'kysely';
import type { Database, Flag, ItemPeopleTable } from '../../db/schema';
import { preparedQuery } from '../../db/prepared';
import { nowIso } from '../../lib/time';
import { insertItemPeople } from './items.repository';
import { type SortKeyRow, upsertSortKeys } from './items.sort-keys.repository';

/**
 * The reads and writes of rewriting many items at once (items.rewrite.ts): a slice of items is locked and
 * read in one statement and written back in a few, whatever its size, so a board of 100,000 items is a few
 * hundred statements rather than half a million round trips.
 */

const isSqlite = (db: Kysely<Database>) => db.getExecutor().adapter instanceof SqliteAdapter;

/** An item as a rewrite reads it. */
export interface ItemToRewrite {
  id: string;
  name: string;
  gpos: number | string;
  pos: number | string;
  values_json: string;
  view_json: string;
  staff_json: string;
  search_text: string;
  has_files: Flag;
}

/**
 * Locks and reads items of a board (inside a transaction). PostgreSQL locks the rows (in id order, so two
 * rewrites of the same items cannot deadlock); SQLite's write transaction holds the whole database already.
 * Items that are gone (or on another board) are not returned.
 */
export const lockItemsForRewrite = async (
  db: Kysely<Database>,
  tenantId: string,
  boardId: string,
  ids: string[],
): Promise<ItemToRewrite[]> => {
  if (ids.length === 0) return [];
  const q = db
    .selectFrom('items')
    .select([
      'id',
      'name',
      'gpos',
      'pos',
      'values_json',
      'view_json',
      'staff_json',
      'search_text',
      'has_files',
    ])
    .where('tenant_id', '=', tenantId)
    .where('board_id', '=', boardId)
    .where('id', 'in', ids)
    .orderBy('id');
  return isSqlite(db) ? q.execute() : q.forUpdate().execute();
};

/**
 * An item's rewritten content. `touched` (1) moves its updated_at: its values or what the portal shows of it
 * changed. A change of the staff board's rendering alone (a hidden column renamed, say, or a row rendered for
 * the staff board for the first time) is not a change of the item, and keeps it.
 */
export type RewrittenRow = {
  id: string;
  values_json: string;
  view_json: string;
  staff_json: string;
  search_text: string;
  has_files: Flag;
  touched: Flag;
};

/** SQLite: one item's write, compiled once (a statement costs no round trip there). */
const writeOne = preparedQuery(
  (db, p: RewrittenRow & { tenantId: string; now: string }) =>
    db
      .updateTable('items')
      .set({
        values_json: p.values_json,
        view_json: p.view_json,
        staff_json: p.staff_json,
        search_text: p.search_text,
        has_files: p.has_files,
        updated_at: sql<string>`case when ${p.touched} = 1 then ${p.now} else updated_at end`,
      })
      .where('tenant_id', '=', p.tenantId)
      .where('id', '=', p.id),
  { write: true },
);

/**
 * Writes rewritten items (inside the transaction that locked them). PostgreSQL: one UPDATE … FROM for the
 * slice, its rows passed as one JSON parameter (one round trip). SQLite: one prepared statement an item —
 * its planner would read the JSON once per row of a join, and a statement there costs no round trip. Search
 * follows through the items' triggers, as for any write.
 */
export const writeRewrittenItems = async (db: Kysely<Database>, tenantId: string, rows: RewrittenRow[]) => {
  if (rows.length === 0) return;
  const now = nowIso();
  if (isSqlite(db)) {
    for (const row of rows) await writeOne(db, { ...row, tenantId, now });
    return;
  }
  await sql`update items set values_json = r.values_json, view_json = r.view_json,
      staff_json = r.staff_json, search_text = r.search_text, has_files = r.has_files,
      updated_at = case when r.touched = 1 then cast(${now} as timestamptz) else items.updated_at end
    from jsonb_to_recordset(cast(${JSON.stringify(rows)} as jsonb))
      as r(id text, values_json text, view_json text, staff_json text, search_text text, has_files integer,
        touched integer)
    where items.tenant_id = ${tenantId} and items.id = r.id`.execute(db);
};

/** Rows a delete names by two columns at a time (two parameters each, well under both dialects' limits). */
const PAIRS = 400;

/**
 * Brings the sort keys and the assignments of rewritten items to what their renderings now say, writing
 * only the difference: rows no longer wanted are deleted, keys upserted where they differ, assignments
 * missing are inserted. A board rendered again with nothing of its keys changed writes none of them.
 */
export const replaceDerivedRows = async (
  db: Kysely<Database>,
  tenantId: string,
  ids: string[],
  rows: { sortKeys: SortKeyRow[]; people: ItemPeopleTable[] },
) => {
  if (ids.length === 0) return;
  const keyOf = (itemId: string, other: string) => `${itemId} ${other}`;

  const wantedKeys = new Set(rows.sortKeys.map((r) => keyOf(r.item_id, r.column_id)));
  const staleKeys = (
    await db
      .selectFrom('item_sort_keys')
      .select(['item_id', 'column_id'])
      .where('tenant_id', '=', tenantId)
      .where('item_id', 'in', ids)
      .execute()
  ).filter((r) => !wantedKeys.has(keyOf(r.item_id, r.column_id)));
  for (let i = 0; i < staleKeys.length; i += PAIRS) {
    const pairs = staleKeys.slice(i, i + PAIRS);
    await db
      .deleteFrom('item_sort_keys')
      .where('tenant_id', '=', tenantId)
      .where((eb) =>
        eb.or(pairs.map((p) => eb.and([eb('item_id', '=', p.item_id), eb('column_id', '=', p.column_id)]))),
      )
      .execute();
  }
  await upsertSortKeys(db, rows.sortKeys);

  const wantedPeople = new Set(rows.people.map((r) => keyOf(r.item_id, r.person_id)));
  const current = await db
    .selectFrom('item_people')
    .select(['item_id', 'person_id'])
    .where('tenant_id', '=', tenantId)
    .where('item_id', 'in', ids)
    .execute();
  const have = new Set(current.map((r) => keyOf(r.item_id, r.person_id)));
  const stalePeople = current.filter((r) => !wantedPeople.has(keyOf(r.item_id, r.person_id)));
  for (let i = 0; i < stalePeople.length; i += PAIRS) {
    const pairs = stalePeople.slice(i, i + PAIRS);
    await db
      .deleteFrom('item_people')
      .where('tenant_id', '=', tenantId)
      .where((eb) =>
        eb.or(pairs.map((p) => eb.and([eb('item_id', '=', p.item_id), eb('person_id', '=', p.person_id)]))),
      )
      .execute();
  }
  await insertItemPeople(
    db,
    rows.people.filter((r) => !have.has(keyOf(r.item_id, r.person_id))),
  );
};
