import { type BoardColumn, type Executor, listColumns, toBoardColumns } from '../boards';
import { findPeopleNames } from '../people';
import { type StoredValues, parseStoredValues, referencedPeople, renderItem } from './items.render';
import { lockItem, replaceItemPeople, writeItem } from './items.repository';
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

/**
 * Renders items of one board again inside the caller's transaction (all of them or none are written),
 * after `edit` changed their stored values — or with no edit, after a column or a person they show changed.
 * Each item is locked and re-read first, so a concurrent write is neither lost nor rendered stale. The
 * caller flushes the search queue after committing. Items that are gone are skipped. `columns` are the
 * board's (read here when not given).
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
  const locked = [];
  for (const id of itemIds) {
    const item = await lockItem(trx, tenantId, boardId, id);
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
  const done: RewrittenItem[] = [];
  for (const { item, before, after, valuesJson } of locked) {
    const rendered = renderItem(item.name, after, { columns, personName: (id) => names.get(id) });
    await writeItem(trx, tenantId, boardId, item.id, {
      name: item.name,
      values_json: valuesJson,
      view_json: rendered.viewJson,
      search_text: rendered.searchText,
      has_files: rendered.hasFiles ? 1 : 0,
      sortKeys: rendered.sortKeys,
    });
    const at = {
      tenant_id: tenantId,
      board_id: boardId,
      id: item.id,
      gpos: Number(item.gpos),
      pos: Number(item.pos),
    };
    await replaceItemPeople(trx, tenantId, item.id, itemPeopleRows(at, rendered.personIds));
    done.push({ id: item.id, boardId, name: item.name, columns, before, after });
  }
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
