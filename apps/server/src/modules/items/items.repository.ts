import { type Compilable, type Kysely, sql } from 'kysely';
import type { Database, ItemPeopleTable, ItemsTable } from '../../db/schema';
import { preparedQuery } from '../../db/prepared';
import { nowIso } from '../../lib/time';
import { assignedRows, isAssigned, scopeParams } from '../policy';
import type { ItemScope } from '../policy';
import {
  type ItemView,
  type PageArgs,
  type PageQuery,
  VIEW_COLUMNS,
  keyCompare,
  ordered,
  pageArgs,
} from './items.order.repository';
import type { BoardKey } from './items.cursor';
import type { SortKey } from './items.sort-keys';
import { insertSortKeys, replaceSortKeys, sortKeyRows } from './items.sort-keys.repository';

export type { ItemView, PageQuery };

export type ItemRow = ItemsTable;

const page = (assigned: boolean) =>
  preparedQuery(
    (db, p: PageArgs) =>
      ordered(db, p, assigned).q.select(VIEW_COLUMNS).limit(p.limit) as Compilable<ItemView>,
  );

const pages = [page(false), page(true)] as const;

/**
 * A page of the board in board order, of the items in the scope only. Not an async function: it hands on
 * the query's own promise rather than wrapping it in another (every page waits on it).
 */
export const readPage = (db: Kysely<Database>, q: PageQuery): Promise<ItemView[]> => {
  const page = pageArgs(q);
  return page ? pages[page.variant](db, page.args) : Promise.resolve([]);
};

const assignedCount = preparedQuery((db, p: { tenantId: string; boardId: string; personId: string }) =>
  assignedRows(db, p.personId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip.tenant_id', '=', p.tenantId)
    .where('ip.board_id', '=', p.boardId),
);

/**
 * How many items of a board the scope sees. For every item the caller has the board's maintained count
 * (boards.item_count), so this is only asked for a narrower scope.
 */
export const countInScope = async (
  db: Kysely<Database>,
  tenantId: string,
  boardId: string,
  scope: Exclude<ItemScope, { kind: 'all' }>,
): Promise<number> => {
  if (scope.kind === 'none') return 0;
  const rows = await assignedCount(db, { tenantId, boardId, personId: scope.personId });
  return Number(rows[0]?.n ?? 0);
};

type ItemArgs = { tenantId: string; boardId: string; itemId: string; personId: string };

const itemView = (assigned: boolean) =>
  preparedQuery((db, p: ItemArgs) => {
    const q = db
      .selectFrom('items as i')
      .innerJoin('board_groups as g', (j) =>
        j.onRef('g.tenant_id', '=', 'i.tenant_id').onRef('g.id', '=', 'i.group_id'),
      )
      .select(VIEW_COLUMNS)
      .where('i.tenant_id', '=', p.tenantId)
      .where('i.id', '=', p.itemId)
      .where('i.board_id', '=', p.boardId);
    return (assigned ? q.where(isAssigned('i', p.personId)) : q) as unknown as Compilable<ItemView>;
  });

const itemViews = { all: itemView(false), assigned: itemView(true) } as const;

/**
 * One item of a board if the scope sees it; undefined for an item outside the scope and for one of another
 * board or tenant alike.
 */
export const findItemView = async (
  db: Kysely<Database>,
  tenantId: string,
  boardId: string,
  itemId: string,
  scope: ItemScope,
): Promise<ItemView | undefined> => {
  const s = scopeParams(scope);
  if (!s) return undefined;
  return (await itemViews[s.variant](db, { tenantId, boardId, itemId, personId: s.personId }))[0];
};

/**
 * Locks an item for a write and returns its current state (inside a transaction). Being an UPDATE, it
 * takes the row lock on PostgreSQL and the write lock on SQLite before anything is read, so concurrent
 * writers of one item apply their changes one after the other on fresh values. The scope is checked again
 * under the lock, so an item unassigned since the request began is not written.
 */
const lockItemQuery = (assigned: boolean) =>
  preparedQuery(
    (db, p: ItemArgs & { now: string }) => {
      const q = db
        .updateTable('items')
        .set({ updated_at: p.now })
        .where('tenant_id', '=', p.tenantId)
        .where('id', '=', p.itemId)
        .where('board_id', '=', p.boardId);
      return (assigned ? q.where(isAssigned('items', p.personId)) : q).returning([
        'id',
        'name',
        'group_id',
        'gpos',
        'pos',
        'values_json',
        'created_at',
      ]);
    },
    { write: true },
  );

const lockItemQueries = { all: lockItemQuery(false), assigned: lockItemQuery(true) } as const;

/**
 * Locks an item an actor writes (see lockItemQuery); undefined when their scope does not see it (or it is
 * not there).
 */
export const lockItemInScope = async (
  db: Kysely<Database>,
  tenantId: string,
  boardId: string,
  itemId: string,
  scope: ItemScope,
) => {
  const s = scopeParams(scope);
  if (!s) return undefined;
  const args = { tenantId, boardId, itemId, personId: s.personId, now: nowIso() };
  return (await lockItemQueries[s.variant](db, args))[0];
};

export type ItemContent = Pick<
  ItemRow,
  'name' | 'values_json' | 'view_json' | 'staff_json' | 'search_text' | 'has_files'
>;

const writeItemQuery = preparedQuery(
  (db, p: ItemContent & { tenantId: string; itemId: string; now: string }) =>
    db
      .updateTable('items')
      .set({
        name: p.name,
        values_json: p.values_json,
        view_json: p.view_json,
        staff_json: p.staff_json,
        search_text: p.search_text,
        has_files: p.has_files,
        updated_at: p.now,
      })
      .where('tenant_id', '=', p.tenantId)
      .where('id', '=', p.itemId)
      // What the response needs, so a write does not read the item again.
      .returning((eb) => [
        'id',
        'name',
        'group_id',
        eb
          .selectFrom('board_groups as g')
          .select('g.title')
          .whereRef('g.tenant_id', '=', 'items.tenant_id')
          .whereRef('g.id', '=', 'items.group_id')
          .as('group_title'),
        'view_json',
        'has_files',
        'gpos',
        'pos',
      ]) as unknown as Compilable<ItemView>,
  { write: true },
);

/**
 * Writes an item's content (inside the transaction that locked it) with its sort keys, and returns it as a
 * view.
 */
export const writeItem = async (
  db: Kysely<Database>,
  tenantId: string,
  boardId: string,
  itemId: string,
  { sortKeys, ...content }: ItemContent & { sortKeys: SortKey[] },
) => {
  const view = (await writeItemQuery(db, { ...content, tenantId, itemId, now: nowIso() }))[0];
  if (view) {
    const place = { tenant_id: tenantId, board_id: boardId, id: itemId };
    await replaceSortKeys(db, { ...place, gpos: Number(view.gpos), pos: Number(view.pos) }, sortKeys);
  }
  return view;
};

/** A slice of a board in board order (to re-render it chunk by chunk). */
export const readBoardChunk = (
  db: Kysely<Database>,
  tenantId: string,
  boardId: string,
  after: BoardKey,
  limit: number,
) =>
  db
    .selectFrom('items')
    .select(['id', 'gpos', 'pos'])
    .where('tenant_id', '=', tenantId)
    .where('board_id', '=', boardId)
    .where(keyCompare('items', '>', after.gpos, after.pos))
    .orderBy('gpos')
    .orderBy('pos')
    .limit(limit)
    .execute();

/**
 * Items of every tenant stored before their staff board rendering was (staff_json '', migration 0021), by
 * board, off the partial index that holds only those.
 */
export const findUnrenderedStaff = (db: Kysely<Database>, limit: number) =>
  db
    .selectFrom('items')
    .select(['tenant_id', 'board_id', 'id'])
    // Spelled out rather than bound: both databases use a partial index only for a condition they can see.
    .where(sql<boolean>`staff_json = ''`)
    .orderBy('tenant_id')
    .orderBy('board_id')
    .limit(limit)
    .execute();

/** Reserves `count` positions at the end of a board and counts the items in; returns the first one. */
export const reservePositions = async (
  db: Kysely<Database>,
  tenantId: string,
  boardId: string,
  count: number,
) => {
  const row = await db
    .updateTable('boards')
    .set((eb) => ({
      item_count: eb('item_count', '+', count),
      next_item_pos: eb('next_item_pos', '+', count),
      updated_at: nowIso(),
    }))
    .where('tenant_id', '=', tenantId)
    .where('id', '=', boardId)
    .returning('next_item_pos')
    .executeTakeFirstOrThrow();
  return Number(row.next_item_pos) - count;
};

/** A new item's row and its sort keys (written together: no insert can leave the keys out). */
export type NewItemRow = ItemRow & { sortKeys: SortKey[] };

const CHUNK = 400;
export const insertItems = async (db: Kysely<Database>, rows: NewItemRow[]) => {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    await db
      .insertInto('items')
      .values(chunk.map(({ sortKeys: _keys, ...row }) => row))
      .execute();
    await insertSortKeys(
      db,
      chunk.flatMap((r) => sortKeyRows(r, r.sortKeys)),
    );
  }
};

/**
 * Replaces who an item assigns (its visible people columns), keeping the board order alongside; answers
 * whom it assigned before (the change pipeline's `item.changed` tells them too, should it leave their list).
 */
export const replaceItemPeople = async (
  db: Kysely<Database>,
  tenantId: string,
  itemId: string,
  rows: ItemPeopleTable[],
): Promise<string[]> => {
  const before = await db
    .deleteFrom('item_people')
    .where('tenant_id', '=', tenantId)
    .where('item_id', '=', itemId)
    .returning('person_id')
    .execute();
  await insertItemPeople(db, rows);
  return [...new Set(before.map((r) => r.person_id))];
};

export const insertItemPeople = async (db: Kysely<Database>, rows: ItemPeopleTable[]) => {
  for (let i = 0; i < rows.length; i += CHUNK)
    await db
      .insertInto('item_people')
      .values(rows.slice(i, i + CHUNK))
      .execute();
};
