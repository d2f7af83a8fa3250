import type { ColumnType } from '@portico/contract';
import type { BoardColumn } from '../boards';
import type { StoredValues } from './items.stored';

/**
 * What the staff board sorts an item by (docs/decisions.md, "Sorted staff board pages"): per column, a key
 * read from the stored value, written to item_sort_keys with every write of the item. The text is stored
 * lower-cased by the database (items.sort-keys.repository.ts), as the sort compared it before.
 */
export interface SortKey {
  columnId: string;
  text: string | null;
  num: number | null;
}

/** What a sort reads of a column's stored value: a path under the column's key, and how it compares. */
type KeyRule = { path: Array<string | number>; as: 'text' | 'number' | 'person' };

/** Every type's key, exhaustively: the first label, tag, person or file where a value holds several. */
export const SORT_KEYS: Record<ColumnType, KeyRule | null> = {
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

const NUMBER = /^-?\d+(\.\d+)?$/;

const at = (value: unknown, path: Array<string | number>): unknown => {
  let current = value;
  for (const step of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[step];
  }
  return current;
};

/** A JSON value as text, as PostgreSQL's `#>>` reads it (strings bare, anything else as JSON). */
const asText = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
};

const asNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && NUMBER.test(value)) return Number(value);
  return null;
};

/**
 * The sort keys of an item's stored values, of every column (hidden ones too) that has one. People sort by
 * the first person's name, so a rename re-renders their items (people directory, items.rewrite).
 */
export const sortKeysOf = (
  values: StoredValues,
  columns: BoardColumn[],
  personName: (id: string) => string | undefined,
): SortKey[] => {
  const keys: SortKey[] = [];
  for (const column of columns) {
    const rule = SORT_KEYS[column.type];
    if (!rule) continue;
    const value = at(values[column.id], rule.path);
    if (rule.as === 'number') {
      const num = asNumber(value);
      if (num !== null) keys.push({ columnId: column.id, text: null, num });
      continue;
    }
    const text =
      rule.as === 'person' ? (typeof value === 'string' ? (personName(value) ?? null) : null) : asText(value);
    if (text !== null) keys.push({ columnId: column.id, text, num: null });
  }
  return keys;
};
