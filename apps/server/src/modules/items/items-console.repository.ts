import { type Kysely, SqliteAdapter } from 'kysely';
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
 * is read in two steps — the ids of the page off a sort index (items-console.sort.repository.ts), then
 * those rows.
 */
export const readConsolePage = async (db: Kysely<Database>, q: ConsolePageQuery): Promise<ConsoleRow[]> => {
  const whole = itemConditions(q).length === 0;
  if (q.sort.by === 'board' && (q.offset === 0 || !whole))
    return (await filtered(db, q)
      .select(ROW_COLUMNS)
      .orderBy('i.gpos')
      .orderBy('i.pos')
      .limit(q.limit)
      .offset(q.offset)
      .execute()) as ConsoleRow[];
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
