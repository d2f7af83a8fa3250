import {
  MAX_FILES_PER_VALUE,
  columnDefinition,
  readStoredValue,
  sameStoredValue,
  serverMessages,
  validationMessages,
} from '@portico/contract';
import type { ItemPeopleTable } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { Executor } from '../../db/executor';
import { lockColumnSettings, updateColumn } from '../boards';
import type { ColumnChange } from './items.input';
import { type Rendered, type StoredValues, referencedPeople, renderItem } from './items.render';
import { type BoardColumn } from '../boards';
import { findPeopleNames } from '../people';

/**
 * Adds labels to a column's settings under the column's row lock (so concurrent additions all survive)
 * and returns the column with its new settings. Labels that meanwhile exist are not added twice; how a
 * label is added (and coloured) is its type's (the registry's `labels.add`).
 */
const addLabels = async (trx: Executor, tenantId: string, column: BoardColumn, names: string[]) => {
  const labels = columnDefinition(column.type).labels;
  if (!labels) return column;
  let current: unknown;
  try {
    current = JSON.parse(await lockColumnSettings(trx, tenantId, column.id));
  } catch {
    current = column.settings;
  }
  const settings = labels.add(current, names);
  await updateColumn(trx, tenantId, column.id, { settings: JSON.stringify(settings) });
  return { ...column, settings };
};

/** Applies the labels of the changes to their columns; returns the board's columns as they now are. */
export const applyNewLabels = async (
  trx: Executor,
  tenantId: string,
  columns: BoardColumn[],
  changes: ColumnChange[],
): Promise<BoardColumn[]> => {
  const updated = new Map<string, BoardColumn>();
  // Column rows are locked in id order, so two writers adding labels to the same columns cannot deadlock.
  for (const change of [...changes].sort((a, b) => (a.column.id < b.column.id ? -1 : 1))) {
    if (change.newLabels.length === 0) continue;
    updated.set(change.column.id, await addLabels(trx, tenantId, change.column, change.newLabels));
  }
  return updated.size ? columns.map((c) => updated.get(c.id) ?? c) : columns;
};

export interface MergeResult {
  name: string;
  values: StoredValues;
  changed: boolean;
}

/**
 * Applies changes to an item's current name and values: per column, the last write wins; file uploads
 * append. Says whether anything differs from before (§5.11), by each type's canonical form: a value that
 * is the same value (tags in another order, `1.0` for `1`) is left as it is stored.
 */
export const mergeChanges = (name: string, current: StoredValues, changes: ColumnChange[]): MergeResult => {
  const values: StoredValues = { ...current };
  let nextName = name;
  let changed = false;
  for (const { column, value, files } of changes) {
    if (column.type === 'file') {
      if (files.length === 0) continue;
      const existing = (current[column.id] as { files?: unknown[] } | undefined)?.files ?? [];
      if (existing.length + files.length > MAX_FILES_PER_VALUE)
        throw badRequest(serverMessages.tooManyFiles(column.title, MAX_FILES_PER_VALUE));
      values[column.id] = { files: [...existing, ...files.map((f) => ({ fileId: f.id, name: f.name }))] };
      changed = true;
    } else if (column.type === 'name') {
      const text = (value as { text: string }).text;
      if (text !== nextName) changed = true;
      nextName = text;
    } else if (!sameStoredValue(column.type, current[column.id], value)) {
      changed = true;
      if (value === null || value === undefined) delete values[column.id];
      else values[column.id] = value;
    }
  }
  return { name: nextName, values, changed };
};

/** §5: the first visible, editable, required column that holds no value (undefined: all are filled). */
export const firstMissingRequired = (
  columns: BoardColumn[],
  name: string,
  values: StoredValues,
): BoardColumn | undefined =>
  columns.find((c) => {
    if (!c.isVisible || !c.isEditable || !c.isRequired) return false;
    if (c.type === 'name') return name.trim() === '';
    const value = readStoredValue(c.type, values[c.id]);
    return value === null || columnDefinition(c.type).isEmpty(value);
  });

/** §5: every visible, editable, required column holds a value. */
export const requiredFilled = (columns: BoardColumn[], name: string, values: StoredValues): boolean =>
  firstMissingRequired(columns, name, values) === undefined;

export const assertRequiredFilled = (columns: BoardColumn[], name: string, values: StoredValues) => {
  if (!requiredFilled(columns, name, values)) throw badRequest(validationMessages.fillRequiredFields);
};

/** Renders an item with the names of the people its values reference (read in the same transaction). */
export const renderWithPeople = async (
  trx: Executor,
  tenantId: string,
  columns: BoardColumn[],
  name: string,
  values: StoredValues,
): Promise<Rendered> => {
  const ids = referencedPeople(values, columns);
  const names = ids.length ? await findPeopleNames(trx, tenantId, ids) : new Map<string, string>();
  return renderItem(name, values, { columns, personName: (id) => names.get(id) });
};

export const itemPeopleRows = (
  item: { tenant_id: string; board_id: string; id: string; gpos: number; pos: number },
  personIds: string[],
): ItemPeopleTable[] =>
  personIds.map((person_id) => ({
    tenant_id: item.tenant_id,
    board_id: item.board_id,
    person_id,
    gpos: item.gpos,
    pos: item.pos,
    item_id: item.id,
  }));
