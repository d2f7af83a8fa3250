import { type Expression, type Kysely, type RawBuilder, SqliteAdapter, sql } from 'kysely';
import type { ColumnType } from '@portico/contract';
import type { Database } from '../../db/schema';
import { searchTerm } from '../../db/search';

/** The staff board's reads and its bulk writes (items-console.service.ts). */

export interface ConsoleRow {
  id: string;
  name: string;
  group_id: string;
  group_title: string;
  values_json: string;
  created_at: string;
  updated_at: string;
  gpos: number;
  pos: number;
}

/** What a sort reads of a column's stored value: a JSON path under the column's key, and how it compares. */
type SortKey = { path: Array<string | number>; as: 'text' | 'number' | 'person' };

/** Every type's sort key, exhaustively: the first label, person or file where a value holds several. */
const SORT_KEYS: Record<ColumnType, SortKey | null> = {
  name: null,
  status: { path: ['label'], as: 'text' },
  priority: { path: ['label'], as: 'text' },
  dropdown: { path: ['labels', 0], as: 'text' },
  tags: { path: ['tags', 0], as: 'text' },
  people: { path: ['personIds', 0], as: 'person' },
  file: { path: ['files', 0, 'name'], as: 'text' },
  doc: { path: ['title'], as: 'text' },
  timeline: { path: ['from'], as: 'text' },
  date: { path: ['date'], as: 'text' },
  email: { path: ['email'], as: 'text' },
  numbers: { path: ['number'], as: 'number' },
  phone: { path: ['phone'], as: 'text' },
  text: { path: ['text'], as: 'text' },
  long_text: { path: ['text'], as: 'text' },
  checkbox: { path: ['checked'], as: 'text' },
};

export type ConsoleSort =
  | { by: 'board' }
  | { by: 'name' | 'created' | 'updated'; dir: 'asc' | 'desc' }
  | { by: 'column'; columnId: string; type: ColumnType; dir: 'asc' | 'desc' };

const isSqlite = (db: Kysely<Database>) => db.getExecutor().adapter instanceof SqliteAdapter;

/** The stored value at a path under a column's key, as text (NULL when the item has none). */
const valueAt = (
  db: Kysely<Database>,
  columnId: string,
  path: Array<string | number>,
): RawBuilder<string | null> =>
  isSqlite(db)
    ? sql`json_extract(i.values_json, ${`$."${columnId}"${path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('')}`})`
    : sql`(i.values_json::jsonb #>> ${`{${[columnId, ...path].join(',')}}`})`;

const sortExpression = (db: Kysely<Database>, sort: ConsoleSort): Expression<unknown> | null => {
  switch (sort.by) {
    case 'board':
      return null;
    case 'name':
      return sql`lower(i.name)`;
    case 'created':
      return sql.ref('i.created_at');
    case 'updated':
      return sql.ref('i.updated_at');
    case 'column': {
      const key = SORT_KEYS[sort.type];
      if (!key) return sql`lower(i.name)`;
      const value = valueAt(db, sort.columnId, key.path);
      if (key.as === 'number')
        return isSqlite(db) ? sql`cast(${value} as real)` : sql`cast(${value} as double precision)`;
      if (key.as === 'person')
        return sql`(select lower(p.name) from people p where p.tenant_id = i.tenant_id and p.id = ${value})`;
      return sql`lower(${value})`;
    }
  }
};

export interface ConsolePageQuery {
  tenantId: string;
  boardId: string;
  offset: number;
  limit: number;
  search?: string;
  groupId?: string;
  sort: ConsoleSort;
}

const filtered = (db: Kysely<Database>, q: ConsolePageQuery) => {
  let query = db
    .selectFrom('items as i')
    .innerJoin('board_groups as g', (j) =>
      j.onRef('g.tenant_id', '=', 'i.tenant_id').onRef('g.id', '=', 'i.group_id'),
    )
    .where('i.tenant_id', '=', q.tenantId)
    .where('i.board_id', '=', q.boardId);
  if (q.groupId) query = query.where('i.group_id', '=', q.groupId);
  const term = q.search?.trim() ? searchTerm(q.search) : null;
  // search_text holds the name and the visible columns' text, lower-cased.
  if (term) query = query.where(sql<boolean>`i.search_text like ${term.like} escape '\\'`);
  return query;
};

const ROW_COLUMNS = [
  'i.id',
  'i.name',
  'i.group_id',
  'g.title as group_title',
  'i.values_json',
  'i.created_at',
  'i.updated_at',
  'i.gpos',
  'i.pos',
] as const;

/**
 * A page of the staff board: every item of the board (no scope: staff see all), by offset. A sorted page
 * is read in two steps — the ids of the page by the sort key alone (the sort never carries the stored
 * values of the whole board), then those rows — and the key is computed once per item (NULLS LAST).
 */
export const readConsolePage = async (db: Kysely<Database>, q: ConsolePageQuery): Promise<ConsoleRow[]> => {
  const expr = sortExpression(db, q.sort);
  if (!expr || q.sort.by === 'board')
    return (await filtered(db, q)
      .select(ROW_COLUMNS)
      .orderBy('i.gpos')
      .orderBy('i.pos')
      .limit(q.limit)
      .offset(q.offset)
      .execute()) as ConsoleRow[];
  const dir = q.sort.dir === 'desc' ? sql`desc` : sql`asc`;
  // Items without a value come last in either direction; ties keep board order.
  const ids = (
    await filtered(db, q)
      .select('i.id')
      .orderBy(sql`${expr} ${dir} nulls last`)
      .orderBy('i.gpos')
      .orderBy('i.pos')
      .limit(q.limit)
      .offset(q.offset)
      .execute()
  ).map((r) => r.id);
  if (ids.length === 0) return [];
  const rows = (await db
    .selectFrom('items as i')
    .innerJoin('board_groups as g', (j) =>
      j.onRef('g.tenant_id', '=', 'i.tenant_id').onRef('g.id', '=', 'i.group_id'),
    )
    .select(ROW_COLUMNS)
    .where('i.tenant_id', '=', q.tenantId)
    .where('i.id', 'in', ids)
    .execute()) as ConsoleRow[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is ConsoleRow => r !== undefined);
};

/** How many items a search (or group) of the staff board matches. */
export const countConsolePage = async (db: Kysely<Database>, q: ConsolePageQuery): Promise<number> => {
  const row = await filtered(db, q)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
};

/** The given items of a board as stored (for a bulk action), locked when the database can lock rows. */
export const readItemsForUpdate = async (
  db: Kysely<Database>,
  tenantId: string,
  boardId: string,
  ids: string[],
) => {
  let q = db
    .selectFrom('items')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('board_id', '=', boardId)
    .where('id', 'in', ids)
    .orderBy('gpos')
    .orderBy('pos');
  if (!isSqlite(db)) q = q.forUpdate();
  return q.execute();
};

/** Deletes items with their assignments; the board's count follows. */
export const deleteItemRows = async (
  db: Kysely<Database>,
  tenantId: string,
  boardId: string,
  ids: string[],
) => {
  if (ids.length === 0) return 0;
  await db.deleteFrom('item_people').where('tenant_id', '=', tenantId).where('item_id', 'in', ids).execute();
  const res = await db
    .deleteFrom('items')
    .where('tenant_id', '=', tenantId)
    .where('board_id', '=', boardId)
    .where('id', 'in', ids)
    .executeTakeFirst();
  const n = Number(res.numDeletedRows);
  await db
    .updateTable('boards')
    .set((eb) => ({ item_count: eb('item_count', '-', n) }))
    .where('tenant_id', '=', tenantId)
    .where('id', '=', boardId)
    .execute();
  return n;
};

/** Moves items to a group (at the group's board position), keeping their order; assignments follow. */
export const moveItemRows = async (
  db: Kysely<Database>,
  tenantId: string,
  ids: string[],
  group: { id: string; position: number },
  now: string,
) => {
  if (ids.length === 0) return;
  await db
    .updateTable('item_people')
    .set({ gpos: group.position })
    .where('tenant_id', '=', tenantId)
    .where('item_id', 'in', ids)
    .execute();
  await db
    .updateTable('items')
    .set({ group_id: group.id, gpos: group.position, updated_at: now })
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .execute();
};
