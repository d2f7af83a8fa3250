import type { Executor } from '../../db/executor';
import { type BoardColumn, listColumns, toBoardColumns } from '../boards';
import { findPeopleNames } from '../people';
import { type StoredValues, parseStoredValues, referencedPeople, renderItem } from './items.render';
import type { ItemPeopleTable } from '../../db/schema';
import {
  type RewrittenRow,
  lockItemsForRewrite,
  replaceDerivedRows,
  writeRewrittenItems,
} from './items.rewrite.repository';
import { type SortKeyRow, sortKeyRows } from './items.sort-keys.repository';
import { itemPeopleRows } from './items.write';

/** An item as a rewrite found it: its name and stored values before and after. */
export interface RewrittenItem {
  id: string;
  boardId: string;
  name: string;
  columns: BoardColumn[];
  before: StoredValues;
  after: StoredValues;
}

/**
 * New stored values of an item, or null to keep them (the item is still rendered again). `values` is the
 * item's own: return a new object rather than changing it.
 */
export type ValuesEdit = (
  values: StoredValues,
  ctx: { columns: BoardColumn[]; item: { id: string; name: string } },
) => StoredValues | null;

const KEEP: ValuesEdit = () => null;

/** Items a rewrite locks, reads and writes at once (PostgreSQL binds 5 parameters an item). */
const SLICE = 500;

/**
 * Renders items of one board again inside the caller's transaction (all of them or none are written),
 * after `edit` changed their stored values — or with no edit, after a column or a person they show changed
 * (in the portal's view or only in the staff board's, which shows hidden columns too).
 * The items are locked and re-read first, so a concurrent write is neither lost nor rendered stale; each
 * slice of items is read in one statement and written in a few (items.rewrite.repository.ts). The caller
 * flushes the search queue after committing. Items that are gone are skipped. `columns` are the board's
 * (read here when not given). Returns the items in the order given.
 */
export const rewriteItems = async (
  trx: Executor,
  tenantId: string,
  boardId: string,
  itemIds: string[],
  edit: ValuesEdit = KEEP,
  given?: BoardColumn[],
): Promise<RewrittenItem[]> => {
  const columns = given ?? toBoardColumns(await listColumns(trx, tenantId, boardId));
  const ids = [...new Set(itemIds)];
  const done: RewrittenItem[] = [];
  for (let start = 0; start < ids.length; start += SLICE)
    done.push(
      ...(await rewriteSlice(trx, tenantId, boardId, ids.slice(start, start + SLICE), edit, columns)),
    );
  return done;
};

const rewriteSlice = async (
  trx: Executor,
  tenantId: string,
  boardId: string,
  ids: string[],
  edit: ValuesEdit,
  columns: BoardColumn[],
): Promise<RewrittenItem[]> => {
  const rows = new Map((await lockItemsForRewrite(trx, tenantId, boardId, ids)).map((r) => [r.id, r]));
  const locked = [];
  for (const id of ids) {
    const item = rows.get(id);
    if (!item) continue;
    const before = parseStoredValues(item.values_json);
    const after = edit(before, { columns, item });
    locked.push({
      item,
      before,
      after: after ?? before,
      valuesJson: after ? JSON.stringify(after) : item.values_json,
    });
  }
  const personIds = [...new Set(locked.flatMap((i) => referencedPeople(i.after, columns)))];
  const names = await findPeopleNames(trx, tenantId, personIds);
  const writes: RewrittenRow[] = [];
  const sortKeys: SortKeyRow[] = [];
  const people: ItemPeopleTable[] = [];
  const done: RewrittenItem[] = [];
  for (const { item, before, after, valuesJson } of locked) {
    const rendered = renderItem(item.name, after, { columns, personName: (id) => names.get(id) });
    const write: RewrittenRow = {
      id: item.id,
      values_json: valuesJson,
      view_json: rendered.viewJson,
      staff_json: rendered.staffJson,
      search_text: rendered.searchText,
      has_files: rendered.hasFiles ? 1 : 0,
      touched: 0,
    };
    // An item whose values and renderings are what they were is not written; one whose staff board
    // rendering alone changed is written without moving its updated_at (RewrittenRow).
    const touched =
      write.values_json !== item.values_json ||
      write.view_json !== item.view_json ||
      write.search_text !== item.search_text ||
      write.has_files !== Number(item.has_files);
    if (touched) writes.push({ ...write, touched: 1 });
    else if (write.staff_json !== item.staff_json) writes.push(write);
    const at = {
      tenant_id: tenantId,
      board_id: boardId,
      id: item.id,
      gpos: Number(item.gpos),
      pos: Number(item.pos),
    };
    sortKeys.push(...sortKeyRows(at, rendered.sortKeys));
    people.push(...itemPeopleRows(at, rendered.personIds));
    done.push({ id: item.id, boardId, name: item.name, columns, before, after });
  }
  await writeRewrittenItems(trx, tenantId, writes);
  await replaceDerivedRows(
    trx,
    tenantId,
    locked.map((l) => l.item.id),
    { sortKeys, people },
  );
  return done;
};

/** The stored values without one person in any people column (a column left empty loses its value). */
export const withoutPerson =
  (personId: string): ValuesEdit =>
  (stored, { columns }) => {
    const values = { ...stored };
    for (const column of columns) {
      if (column.type !== 'people') continue;
      const value = values[column.id] as { personIds?: unknown } | undefined;
      if (!value || !Array.isArray(value.personIds) || !value.personIds.includes(personId)) continue;
      const rest = (value.personIds as unknown[]).filter((id) => id !== personId);
      if (rest.length === 0) delete values[column.id];
      else values[column.id] = { ...value, personIds: rest };
    }
    return values;
  };
