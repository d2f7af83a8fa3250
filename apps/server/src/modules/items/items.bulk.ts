import { columnDefinition } from '@portico/contract';
import type { AppContext } from '../../context';
import type { ItemPeopleTable } from '../../db/schema';
import { flushSearchIndex } from '../../db/search';
import { type BatchOptions, inBatches } from '../../lib/batches';
import { badRequest } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { nowIso } from '../../lib/time';
import type { Executor } from '../../db/executor';
import { type GroupRow, listColumns, listGroups } from '../boards';
import { START_KEY } from './items.cursor';
import { type StoredValues, referencedPeople, renderItem } from './items.render';
import { type BoardColumn, toBoardColumns } from '../boards';
import {
  type NewItemRow,
  findUnrenderedStaff,
  insertItemPeople,
  insertItems,
  readBoardChunk,
  reservePositions,
} from './items.repository';
import { itemPeopleRows } from './items.write';
import { rewriteItems } from './items.rewrite';
import { findPeopleNames } from '../people';

/** An item to add as it is stored: name, group and the stored value of each column by id. */
export interface NewItemData {
  groupId: string;
  name: string;
  values: StoredValues;
  createdBy?: string | null;
}

const BATCH = 2000;

/** Checks items before anything is written: known groups, known columns, values of the column's type. */
export const checkItems = (columns: BoardColumn[], groups: Map<string, GroupRow>, items: NewItemData[]) => {
  const byId = new Map(columns.map((c) => [c.id, c]));
  for (const item of items) {
    if (!groups.has(item.groupId)) throw badRequest(`Unknown group ${item.groupId}.`);
    for (const [columnId, value] of Object.entries(item.values)) {
      const column = byId.get(columnId);
      if (!column) throw badRequest(`Unknown column ${columnId}.`);
      if (column.type === 'name') throw badRequest('The name column is the item name.');
      if (!columnDefinition(column.type).valueSchema.safeParse(value).success)
        throw badRequest(`Invalid ${column.type} value for ${column.title} of "${item.name}".`);
    }
  }
};

/**
 * Renders checked items and inserts them at the end of their groups, inside the caller's transaction
 * (so an import can write many batches all or nothing); counts and positions move with them. Returns the
 * new ids in input order. The caller flushes the search queue after committing.
 */
export const insertItemBatch = async (
  trx: Executor,
  tenantId: string,
  boardId: string,
  board: { columns: BoardColumn[]; groups: Map<string, GroupRow> },
  batch: NewItemData[],
): Promise<string[]> => {
  const { columns, groups } = board;
  const personIds = [...new Set(batch.flatMap((i) => referencedPeople(i.values, columns)))];
  const names = await findPeopleNames(trx, tenantId, personIds);
  let pos = await reservePositions(trx, tenantId, boardId, batch.length);
  const rows: NewItemRow[] = [];
  const people: ItemPeopleTable[] = [];
  const now = nowIso();
  for (const item of batch) {
    const rendered = renderItem(item.name, item.values, { columns, personName: (id) => names.get(id) });
    const row: NewItemRow = {
      tenant_id: tenantId,
      id: newId(),
      board_id: boardId,
      group_id: item.groupId,
      name: item.name,
      gpos: groups.get(item.groupId)?.position ?? 0,
      pos: pos++,
      values_json: JSON.stringify(item.values),
      view_json: rendered.viewJson,
      staff_json: rendered.staffJson,
      search_text: rendered.searchText,
      has_files: rendered.hasFiles ? 1 : 0,
      created_by: item.createdBy ?? null,
      created_at: now,
      updated_at: now,
      sortKeys: rendered.sortKeys,
    };
    rows.push(row);
    people.push(...itemPeopleRows(row, rendered.personIds));
  }
  await insertItems(trx, rows);
  await insertItemPeople(trx, people);
  return rows.map((r) => r.id);
};

const CHUNK = 500;

/** Hands the event loop back (SQLite's driver answers synchronously: a long loop would hold every request). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const lastKey = (chunk: Array<{ gpos: number | string; pos: number | string }>) => {
  const last = chunk[chunk.length - 1] as { gpos: number; pos: number };
  return { gpos: Number(last.gpos), pos: Number(last.pos) };
};

const idsOf = (chunk: Array<{ id: string }>) => chunk.map((r) => r.id);

/**
 * Writing many items at once (demo data, benchmarks, imports) and re-rendering a board after its columns
 * or people changed. Values are checked against their column type's schema; a wrong one is a 400.
 */
export const createItemsBulkService = (ctx: AppContext) => {
  const { db } = ctx;

  /** Indexes every item queued for search indexing (SQLite; see migration 0003). */
  const flushSearch = async () => {
    let total = 0;
    for (let n = await flushSearchIndex(db.kysely); n > 0; n = await flushSearchIndex(db.kysely)) total += n;
    return total;
  };

  return {
    flushSearch,

    /** Adds items at the end of their groups' order; returns their ids in input order. */
    async addItems(tenantId: string, boardId: string, items: NewItemData[]): Promise<string[]> {
      const columns = toBoardColumns(await listColumns(db.kysely, tenantId, boardId));
      const groups = new Map((await listGroups(db.kysely, tenantId, boardId)).map((g) => [g.id, g]));
      checkItems(columns, groups, items);
      const ids: string[] = [];
      for (let start = 0; start < items.length; start += BATCH) {
        const batch = items.slice(start, start + BATCH);
        ids.push(
          ...(await db.kysely
            .transaction()
            .execute((trx) => insertItemBatch(trx, tenantId, boardId, { columns, groups }, batch))),
        );
        await flushSearch();
      }
      return ids;
    },

    /** The ids of the first `count` items in board order. */
    async firstItemIds(tenantId: string, boardId: string, count: number): Promise<string[]> {
      return (await readBoardChunk(db.kysely, tenantId, boardId, START_KEY, count)).map((r) => r.id);
    },

    /**
     * Renders every item of a board again: after a column was added or deleted, or its title, flags,
     * visibility, order or labels changed (a hidden one's too: the staff board shows it). Hidden columns then
     * drop out of the portal's rendering and search text, and stay in the staff board's. Slice by
     * slice, each its own short transaction (renderings are derived), handing the event loop back between
     * slices: a board of 100,000 items neither holds a long transaction nor stalls other requests.
     */
    async rerenderBoard(tenantId: string, boardId: string): Promise<number> {
      const columns = toBoardColumns(await listColumns(db.kysely, tenantId, boardId));
      let after = START_KEY;
      let count = 0;
      for (;;) {
        const chunk = await readBoardChunk(db.kysely, tenantId, boardId, after, CHUNK);
        if (chunk.length === 0) return count;
        await db.kysely
          .transaction()
          .execute((trx) => rewriteItems(trx, tenantId, boardId, idsOf(chunk), undefined, columns));
        await flushSearch();
        count += chunk.length;
        after = lastKey(chunk);
        await nextTurn();
      }
    },

    /**
     * Renders the staff board's rendering of items stored before there was one (staff_json '', migration
     * 0021), of every tenant, a batch at a time, each board's share of a batch in a short transaction of its
     * own (the scheduler's `items.fill-staff-renderings`). A rewrite that changes only that rendering keeps
     * the item's updated_at (items.rewrite.ts).
     */
    async fillStaffRenderings(options: BatchOptions = {}): Promise<{ rendered: number }> {
      const rendered = await inBatches(async (limit) => {
        const rows = await findUnrenderedStaff(db.kysely, limit);
        const boards = new Map<string, { tenantId: string; boardId: string; ids: string[] }>();
        for (const r of rows) {
          const key = `${r.tenant_id} ${r.board_id}`;
          const board = boards.get(key) ?? { tenantId: r.tenant_id, boardId: r.board_id, ids: [] };
          board.ids.push(r.id);
          boards.set(key, board);
        }
        for (const { tenantId, boardId, ids } of boards.values())
          await db.kysely.transaction().execute((trx) => rewriteItems(trx, tenantId, boardId, ids));
        await flushSearch();
        return rows.length;
      }, options);
      return { rendered };
    },
  };
};

export type ItemsBulkService = ReturnType<typeof createItemsBulkService>;
