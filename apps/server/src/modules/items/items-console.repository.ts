import { type Kysely, SqliteAdapter, sql } from 'kysely';
import type { Database } from '../../db/schema';
import {
  type ConsolePageQuery,
  boardOrderIds,
  itemConditions,
  sortedPageIds,
} from './items-console.sort.repository';
import { moveSortKeys } from './items.sort-keys.repository';

export type { ConsolePageQuery, ConsoleSort } from './items-console.sort.repository';

/** The staff board's reads and its bulk writes (items-console.service.ts). */

/** An item of a staff board page, in the order the page shows it. */
interface ConsoleRowBase {
  id: string;
  name: string;
  group_id: string;
  group_title: string;
  created_at: string;
  updated_at: string;
  gpos: number;
  pos: number;
}

/**
 * A row of a staff board page: its stored staff rendering, and its stored values only when there is none
 * yet ('' otherwise: a page does not read what it does not render).
 */
export interface ConsoleRow extends ConsoleRowBase {
  staff_json: string;
  values_json: string;
}

/** A row of the staff board's walk (the CSV export): its stored values. */
export interface ConsoleValuesRow extends ConsoleRowBase {
  values_json: string;
}

const isSqlite = (db: Kysely<Database>) => db.getExecutor().adapter instanceof SqliteAdapter;

const filtered = (db: Kysely<Database>, q: ConsolePageQuery) => {
  let query = db
    .selectFrom('items as i')
    .innerJoin('board_groups as g', (j) =>
      j.onRef('g.tenant_id', '=', 'i.tenant_id').onRef('g.id', '=', 'i.group_id'),
    )
    .where('i.tenant_id', '=', q.tenantId)
    .where('i.board_id', '=', q.boardId);
  for (const condition of itemConditions(q)) query = query.where(condition);
  return query;
};

const BASE_COLUMNS = [
  'i.id',
  'i.name',
  'i.group_id',
  'g.title as group_title',
  'i.created_at',
  'i.updated_at',
  'i.gpos',
  'i.pos',
] as const;

/** What a page shows (the staff rendering, or the values to render when there is none yet). */
const PAGE_COLUMNS = [
  ...BASE_COLUMNS,
  'i.staff_json',
  sql<string>`case when i.staff_json = '' then i.values_json else '' end`.as('values_json'),
] as const;

/** What the walk reads: the stored values. */
const VALUE_COLUMNS = [...BASE_COLUMNS, 'i.values_json'] as const;

/**
 * A page of the staff board: every item of the board (no scope: staff see all), by offset. A sorted page
 * is read in two steps — the ids of the page off a sort index (items-console.sort.repository.ts), then
 * those rows.
 */
export const readConsolePage = (db: Kysely<Database>, q: ConsolePageQuery): Promise<ConsoleRow[]> =>
  readRows<ConsoleRow>(db, q, PAGE_COLUMNS);

/** A page of the staff board with the items' stored values (the CSV export's walk, items-console.walk.ts). */
export const readConsoleValues = (db: Kysely<Database>, q: ConsolePageQuery): Promise<ConsoleValuesRow[]> =>
  readRows<ConsoleValuesRow>(db, q, VALUE_COLUMNS);

const readRows = async <Row extends ConsoleRowBase>(
  db: Kysely<Database>,
  q: ConsolePageQuery,
  columns: ReadonlyArray<(typeof PAGE_COLUMNS)[number] | (typeof VALUE_COLUMNS)[number]>,
): Promise<Row[]> => {
  const whole = itemConditions(q).length === 0;
  if (q.sort.by === 'board' && (q.offset === 0 || !whole))
    return (await filtered(db, q)
      .select(columns)
      .orderBy('i.gpos')
      .orderBy('i.pos')
      .limit(q.limit)
      .offset(q.offset)
      .execute()) as unknown as Row[];
  // A deep page of the whole board in board order: its ids off the order index (from whichever end is
  // nearer), then those rows — as a sorted page is read.
  const ids =
    q.sort.by === 'board' ? await boardOrderIds(db, q, q.offset) : await sortedPageIds(db, q, q.sort);
  if (ids.length === 0) return [];
  const rows = (await db
    .selectFrom('items as i')
    .innerJoin('board_groups as g', (j) =>
      j.onRef('g.tenant_id', '=', 'i.tenant_id').onRef('g.id', '=', 'i.group_id'),
    )
    .select(columns)
    .where('i.tenant_id', '=', q.tenantId)
    .where('i.id', 'in', ids)
    .execute()) as unknown as Row[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is Row => r !== undefined);
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

/** Deletes items with their assignments (their sort keys go by foreign key); the board's count follows. */
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

/** Moves items to a group (at the group's board position), keeping their order; assignments and sort keys follow. */
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
  await moveSortKeys(db, tenantId, ids, group.position);
  await db
    .updateTable('items')
    .set({ group_id: group.id, gpos: group.position, updated_at: now })
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .execute();
};
