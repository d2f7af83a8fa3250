import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { ColumnType } from '@portico/contract';
import type { Database } from '../../db/schema';
import { searchTerm } from '../../db/search';
import { SORT_KEYS } from './items.sort-keys';

/**
 * The ids of a sorted page of the staff board, each read off one index in order (db/migrations/0012;
 * docs/decisions.md, "Sorted staff board pages"): a column sort walks item_sort_keys, the items that have
 * no value for the column follow in board order; name, created and updated walk their indexes on items.
 * Ties keep board order (gpos, pos) in either direction.
 */

export type ConsoleSort =
  | { by: 'board' }
  | { by: 'name' | 'created' | 'updated'; dir: 'asc' | 'desc' }
  | { by: 'column'; columnId: string; type: ColumnType; dir: 'asc' | 'desc' };

export interface ConsolePageQuery {
  tenantId: string;
  boardId: string;
  offset: number;
  limit: number;
  search?: string;
  groupId?: string;
  sort: ConsoleSort;
  /** The board's item count, when the page is of the whole board (deep pages are then found from its end). */
  total?: number;
}

/** The conditions of a search (or group) on an item row of alias `i`. */
export const itemConditions = (q: Pick<ConsolePageQuery, 'search' | 'groupId'>): RawBuilder<boolean>[] => {
  const conditions: RawBuilder<boolean>[] = [];
  if (q.groupId) conditions.push(sql<boolean>`i.group_id = ${q.groupId}`);
  const term = q.search?.trim() ? searchTerm(q.search) : null;
  // search_text holds the name and the visible columns' text, lower-cased.
  if (term) conditions.push(sql<boolean>`i.search_text like ${term.like} escape '\\'`);
  return conditions;
};

const items = (db: Kysely<Database>, q: ConsolePageQuery) => {
  let query = db
    .selectFrom('items as i')
    .where('i.tenant_id', '=', q.tenantId)
    .where('i.board_id', '=', q.boardId);
  for (const condition of itemConditions(q)) query = query.where(condition);
  return query;
};

/**
 * The board-order place (gpos, pos) of the item at an offset of a whole board, read off items_order_uq
 * alone (an index-only scan: the rows before it are never read). Undefined past the last item.
 */
const boardOrderAt = (
  db: Kysely<Database>,
  q: Pick<ConsolePageQuery, 'tenantId' | 'boardId'>,
  offset: number,
) =>
  db
    .selectFrom('items')
    .select(['gpos', 'pos'])
    .where('tenant_id', '=', q.tenantId)
    .where('board_id', '=', q.boardId)
    .orderBy('gpos')
    .orderBy('pos')
    .limit(1)
    .offset(offset)
    .executeTakeFirst();

/**
 * The ids of a page of the whole board in board order at an offset: past the middle, read backwards from
 * the end (the index walked backwards, the page turned round); before it, from the place the order index
 * gives for the offset, onwards (a row-value range the index serves).
 */
export const boardOrderIds = async (db: Kysely<Database>, q: ConsolePageQuery, offset: number) => {
  const end = fromEnd(q, offset);
  if (end) {
    const rows = await items(db, q)
      .select('i.id')
      .orderBy('i.gpos', 'desc')
      .orderBy('i.pos', 'desc')
      .limit(end.length)
      .offset(end.after)
      .execute();
    return rows.map((r) => r.id).reverse();
  }
  const start = await boardOrderAt(db, q, offset);
  if (!start) return [];
  const rows = await items(db, q)
    .select('i.id')
    .where(sql<boolean>`(i.gpos, i.pos) >= (${start.gpos}, ${start.pos})`)
    .orderBy('i.gpos')
    .orderBy('i.pos')
    .limit(q.limit)
    .execute();
  return rows.map((r) => r.id);
};

export type Dir = 'asc' | 'desc';

const flip = (dir: Dir): Dir => (dir === 'asc' ? 'desc' : 'asc');

/**
 * A page of the whole board (`total` known) that starts past its middle, as seen from the end: how many items
 * follow it (`after`) and how many it holds. Read backwards from there, the last page costs what the first
 * does (issue 25). Null for every other page.
 */
const fromEnd = (q: ConsolePageQuery, offset = q.offset) =>
  q.total !== undefined && offset >= q.total / 2 && offset < q.total
    ? { after: Math.max(0, q.total - offset - q.limit), length: Math.min(q.limit, q.total - offset) }
    : null;

/** Name, created or updated: none is ever null, so the order is the index's own (no NULLS clause). */
export const itemFieldPage = (
  db: Kysely<Database>,
  q: ConsolePageQuery,
  by: 'name' | 'created' | 'updated',
  dir: Dir,
  reversed = false,
) => {
  const key =
    by === 'name' ? sql`lower(i.name)` : sql.ref(by === 'created' ? 'i.created_at' : 'i.updated_at');
  const tie = reversed ? 'desc' : 'asc';
  return items(db, q)
    .select('i.id')
    .orderBy(sql`${key} ${sql.raw(reversed ? flip(dir) : dir)}`)
    .orderBy('i.gpos', tie)
    .orderBy('i.pos', tie)
    .limit(q.limit)
    .offset(q.offset);
};

/** The keys of one column (of the items a search or group keeps). */
const keys = (db: Kysely<Database>, q: ConsolePageQuery, columnId: string) => {
  let query = db
    .selectFrom('item_sort_keys as k')
    .where('k.tenant_id', '=', q.tenantId)
    .where('k.board_id', '=', q.boardId)
    .where('k.column_id', '=', columnId);
  if (itemConditions(q).length > 0) query = query.where('k.item_id', 'in', items(db, q).select('i.id'));
  return query;
};

/** The items with a key for the column, by key then board order (NULL keys never occur). */
export const keyedPage = (
  db: Kysely<Database>,
  q: ConsolePageQuery,
  columnId: string,
  dir: Dir,
  reversed = false,
) => {
  const [key, tie] = reversed ? [flip(dir), 'desc' as const] : [dir, 'asc' as const];
  return keys(db, q, columnId)
    .select('k.item_id')
    .orderBy('k.key_num', key)
    .orderBy('k.key_text', key)
    .orderBy('k.gpos', tie)
    .orderBy('k.pos', tie)
    .limit(q.limit)
    .offset(q.offset);
};

/** The items without a key for the column, in board order. */
export const unkeyedPage = (
  db: Kysely<Database>,
  q: ConsolePageQuery,
  columnId: string,
  limit: number,
  offset: number,
  reversed = false,
) =>
  items(db, q)
    .select('i.id')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('item_sort_keys as k')
            .select(sql`1`.as('one'))
            .whereRef('k.tenant_id', '=', 'i.tenant_id')
            .whereRef('k.item_id', '=', 'i.id')
            .where('k.column_id', '=', columnId),
        ),
      ),
    )
    .orderBy('i.gpos', reversed ? 'desc' : 'asc')
    .orderBy('i.pos', reversed ? 'desc' : 'asc')
    .limit(limit)
    .offset(offset);

/**
 * A column: first the items with a key, off the index of the direction (a number column's key_text and any
 * other column's key_num are null throughout, so ordering by both is ordering by the one), then the items
 * without one in board order. The keyed count is only read for a page that lies wholly past the keys.
 */
const byColumn = async (db: Kysely<Database>, q: ConsolePageQuery, columnId: string, dir: Dir) => {
  const end = fromEnd(q);
  if (end) {
    // From the end the order is the items without a key (board order, backwards), then the keyed ones
    // (backwards too): the page is read there and turned round.
    const row = await keys(db, q, columnId)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst();
    const unkeyed = Math.max(0, (q.total as number) - Number(row?.n ?? 0));
    const tail =
      end.after < unkeyed
        ? (
            await unkeyedPage(
              db,
              q,
              columnId,
              Math.min(end.length, unkeyed - end.after),
              end.after,
              true,
            ).execute()
          ).map((r) => r.id)
        : [];
    const rest = end.length - tail.length;
    const head =
      rest > 0
        ? (
            await keyedPage(
              db,
              { ...q, offset: Math.max(0, end.after - unkeyed), limit: rest },
              columnId,
              dir,
              true,
            ).execute()
          ).map((r) => r.item_id)
        : [];
    return [...tail, ...head].reverse();
  }
  const keyed = (await keyedPage(db, q, columnId, dir).execute()).map((r) => r.item_id);
  if (keyed.length === q.limit) return keyed;
  let offset = 0;
  if (keyed.length === 0 && q.offset > 0) {
    const row = await keys(db, q, columnId)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst();
    const count = Number(row?.n ?? 0);
    offset = Math.max(0, q.offset - count);
    // A column no item has a value in (a new one): its pages are the board's own, found off the order index.
    if (count === 0 && itemConditions(q).length === 0) return boardOrderIds(db, q, offset);
  }
  const rest = await unkeyedPage(db, q, columnId, q.limit - keyed.length, offset).execute();
  return [...keyed, ...rest.map((r) => r.id)];
};

const byItemField = async (
  db: Kysely<Database>,
  q: ConsolePageQuery,
  by: 'name' | 'created' | 'updated',
  dir: Dir,
) => {
  const end = fromEnd(q);
  if (!end) return (await itemFieldPage(db, q, by, dir).execute()).map((r) => r.id);
  const page = { ...q, offset: end.after, limit: end.length };
  return (await itemFieldPage(db, page, by, dir, true).execute()).map((r) => r.id).reverse();
};

/** The ids of a sorted page, in order. */
export const sortedPageIds = (
  db: Kysely<Database>,
  q: ConsolePageQuery,
  sort: Exclude<ConsoleSort, { by: 'board' }>,
): Promise<string[]> => {
  if (sort.by !== 'column') return byItemField(db, q, sort.by, sort.dir);
  // A column without a key (the name column) sorts as the name does.
  if (!SORT_KEYS[sort.type]) return byItemField(db, q, 'name', sort.dir);
  return byColumn(db, q, sort.columnId, sort.dir);
};
