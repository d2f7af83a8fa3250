import { type Kysely, sql } from 'kysely';
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
      .values(
        rows.slice(i, i + CHUNK).map((r) => ({
          ...r,
          key_text: r.key_text === null ? null : sql<string>`lower(cast(${r.key_text} as text))`,
        })),
      )
      .execute();
};

/** Replaces an item's sort keys (its values changed). */
export const replaceSortKeys = async (db: Kysely<Database>, item: ItemPlace, keys: SortKey[]) => {
  await db
    .deleteFrom('item_sort_keys')
    .where('tenant_id', '=', item.tenant_id)
    .where('item_id', '=', item.id)
    .execute();
  await insertSortKeys(db, sortKeyRows(item, keys));
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
