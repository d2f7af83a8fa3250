import { type Kysely, type RawBuilder, SqliteAdapter, sql } from 'kysely';
import { preparedQuery } from '../../db/prepared';
import type { Database, ItemSortKeysTable } from '../../db/schema';
import type { SortKey } from './items.sort-keys';

/** An item's place, which its sort keys copy (ties sort in board order). */
export interface ItemPlace {
  tenant_id: string;
  board_id: string;
  id: string;
  gpos: number;
  pos: number;
}

/** A sort key row as written: key_text is lower-cased by the database on insert. */
export type SortKeyRow = ItemSortKeysTable;

export const sortKeyRows = (item: ItemPlace, keys: SortKey[]): SortKeyRow[] =>
  keys.map((k) => ({
    tenant_id: item.tenant_id,
    board_id: item.board_id,
    column_id: k.columnId,
    item_id: item.id,
    key_num: k.num,
    key_text: k.text,
    gpos: item.gpos,
    pos: item.pos,
  }));

/** A row to insert, its text lower-cased by the database. */
const lowered = (r: SortKeyRow) => ({
  ...r,
  key_text: r.key_text === null ? null : sql<string>`lower(cast(${r.key_text} as text))`,
});

/** Rows per INSERT: 8 columns, well under both dialects' limits on bound parameters. */
const CHUNK = 500;

/**
 * Inserts sort keys (inside the transaction of the items' write). The text is lower-cased by the database,
 * as the sort did before keys were stored: the same collation, the same lower().
 */
export const insertSortKeys = async (db: Kysely<Database>, rows: SortKeyRow[]) => {
  for (let i = 0; i < rows.length; i += CHUNK)
    await db
      .insertInto('item_sort_keys')
      .values(rows.slice(i, i + CHUNK).map(lowered))
      .execute();
};

/**
 * Writes sort keys of many items where they differ (inside the transaction of the items' write): one upsert
 * for them all, the rows passed as one JSON parameter (no statement to compile per row), and an upsert that
 * changes nothing writes nothing, so re-rendering a board whose keys stayed the same touches none of its
 * indexed key rows.
 */
export const upsertSortKeys = async (db: Kysely<Database>, rows: SortKeyRow[]) => {
  if (rows.length === 0) return;
  const json = JSON.stringify(
    rows.map((r) => ({
      b: r.board_id,
      c: r.column_id,
      i: r.item_id,
      n: r.key_num,
      t: r.key_text,
      g: r.gpos,
      p: r.pos,
    })),
  );
  const source =
    db.getExecutor().adapter instanceof SqliteAdapter
      ? sql`(select json_extract(value, '$.b') as b, json_extract(value, '$.c') as c,
          json_extract(value, '$.i') as i, json_extract(value, '$.n') as n, json_extract(value, '$.t') as t,
          json_extract(value, '$.g') as g, json_extract(value, '$.p') as p from json_each(${json})) r`
      : sql`jsonb_to_recordset(cast(${json} as jsonb))
          as r(b text, c text, i text, n double precision, t text, g integer, p bigint)`;
  const tenantId = (rows[0] as SortKeyRow).tenant_id;
  await sql`insert into item_sort_keys (tenant_id, board_id, column_id, item_id, key_num, key_text, gpos, pos)
      select cast(${tenantId} as text), r.b, r.c, r.i, r.n, lower(r.t), r.g, r.p from ${source} where true
      on conflict (tenant_id, item_id, column_id) do update set key_num = excluded.key_num,
        key_text = excluded.key_text, gpos = excluded.gpos, pos = excluded.pos
      where item_sort_keys.key_num is distinct from excluded.key_num
        or item_sort_keys.key_text is distinct from excluded.key_text
        or item_sort_keys.gpos <> excluded.gpos or item_sort_keys.pos <> excluded.pos`.execute(db);
};

/** Keys passed as one JSON parameter, read as rows (c column id, n number, t text) in the dialect's way. */
const keyRows = (db: Kysely<Database>, json: unknown) =>
  db.getExecutor().adapter instanceof SqliteAdapter
    ? sql`(select json_extract(value, '$.c') as c, json_extract(value, '$.n') as n,
        json_extract(value, '$.t') as t from json_each(${json}))`
    : sql`(select * from jsonb_to_recordset(cast(${json} as jsonb)) as r(c text, n double precision, t text))`;

const compilable = (db: Kysely<Database>, query: RawBuilder<unknown>) => ({
  compile: () => query.compile(db),
});

type ReplaceArgs = {
  tenantId: string;
  boardId: string;
  itemId: string;
  gpos: number;
  pos: number;
  keys: string;
};

const dropOtherKeys = preparedQuery(
  (db, p: ReplaceArgs) =>
    compilable(
      db,
      sql`delete from item_sort_keys where tenant_id = ${p.tenantId} and item_id = ${p.itemId}
        and column_id not in (select c from ${keyRows(db, p.keys)} k)`,
    ),
  { write: true },
);

// An upsert that changes nothing writes nothing (the WHERE of DO UPDATE).
const upsertKeys = preparedQuery(
  (db, p: ReplaceArgs) =>
    compilable(
      db,
      sql`insert into item_sort_keys (tenant_id, board_id, column_id, item_id, key_num, key_text, gpos, pos)
        select cast(${p.tenantId} as text), cast(${p.boardId} as text), k.c, cast(${p.itemId} as text), k.n,
          lower(k.t), cast(${p.gpos} as integer), cast(${p.pos} as bigint)
        from ${keyRows(db, p.keys)} k where true
        on conflict (tenant_id, item_id, column_id) do update set key_num = excluded.key_num,
          key_text = excluded.key_text, gpos = excluded.gpos, pos = excluded.pos
        where item_sort_keys.key_num is distinct from excluded.key_num
          or item_sort_keys.key_text is distinct from excluded.key_text
          or item_sort_keys.gpos <> excluded.gpos or item_sort_keys.pos <> excluded.pos`,
    ),
  { write: true },
);

/**
 * Replaces an item's sort keys (its values changed), writing only what changed: keys of columns that no
 * longer have a value are deleted, the others upserted, and an upsert that changes nothing writes nothing.
 * Two statements compiled once (an item write is a hot path), the keys passed as one JSON parameter.
 */
export const replaceSortKeys = async (db: Kysely<Database>, item: ItemPlace, keys: SortKey[]) => {
  const args = {
    tenantId: item.tenant_id,
    boardId: item.board_id,
    itemId: item.id,
    gpos: item.gpos,
    pos: item.pos,
    keys: JSON.stringify(keys.map((k) => ({ c: k.columnId, n: k.num, t: k.text }))),
  };
  await dropOtherKeys(db, args);
  if (keys.length > 0) await upsertKeys(db, args);
};

/** The board position items moved to, on their sort keys too. */
export const moveSortKeys = async (db: Kysely<Database>, tenantId: string, ids: string[], gpos: number) => {
  if (ids.length === 0) return;
  await db
    .updateTable('item_sort_keys')
    .set({ gpos })
    .where('tenant_id', '=', tenantId)
    .where('item_id', 'in', ids)
    .execute();
};
