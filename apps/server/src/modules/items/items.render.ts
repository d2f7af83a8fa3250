import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { type ColumnValue, columnDefinition, columnValueSchema, readStoredValue } from '@portico/contract';
import type { BoardColumn } from '../boards';
import { type SortKey, sortKeysOf } from './items.sort-keys';
import type { StoredValues } from './items.stored';

export type { StoredValues };

export interface RenderContext {
  columns: BoardColumn[];
  personName: (id: string) => string | undefined;
}

export interface Rendered {
  /** The visible columns' API column values, serialised exactly as the contract's serializer writes them. */
  viewJson: string;
  /**
   * Every column's (hidden ones too) as the console's staff board shows them, serialised the same way: the
   * visible columns' values are the view's, and a hidden column renders as a visible one would.
   */
  staffJson: string;
  searchText: string;
  /** People assigned in visible people columns: what "assigned to me" matches. */
  personIds: string[];
  /** Whether the view (visible columns) holds files. The staff view is checked with hasFilePlaceholder. */
  hasFiles: boolean;
  /** What the staff board sorts the item by, of every column (item_sort_keys). */
  sortKeys: SortKey[];
}

/**
 * File URLs are signed per request and expire, so stored renderings carry this placeholder; it is
 * replaced in the serialised JSON when the item is read (see fileUrlsIn).
 */
const FILE_PLACEHOLDER = 'portico-file:';
const filePlaceholder = (fileId: string, name: string) =>
  `${FILE_PLACEHOLDER}${fileId}/${encodeURIComponent(name)}`;
// Anchored on the property name: user text cannot produce an unescaped `"public_url":"` in JSON.
const PLACEHOLDER_IN_JSON = /"public_url":"portico-file:([A-Za-z0-9_-]+)\/([^"\\]*)"/g;

/** Replaces file placeholders in serialised column values with URLs made by `url`. */
export const fileUrlsIn = (json: string, url: (fileId: string, name: string) => string): string =>
  json.replace(
    PLACEHOLDER_IN_JSON,
    (_m, fileId: string, name: string) =>
      `"public_url":${JSON.stringify(url(fileId, decodeURIComponent(name)))}`,
  );

/**
 * Whether a stored rendering may hold a file placeholder (a rendering without one needs no fileUrlsIn).
 * Text that merely contains the word is harmless: fileUrlsIn replaces only placeholders.
 */
export const hasFilePlaceholder = (json: string): boolean => json.includes(FILE_PLACEHOLDER);

/**
 * One column value as the contract's serializer writes it. A list of them is `[` + the values joined by
 * `,` + `]`, exactly as the serializer writes the array (items-console-stored.test.ts checks it), so the view
 * and the staff view share each column's serialisation.
 */
const serializeColumnValue = fastJson(
  z.toJSONSchema(columnValueSchema, {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'any',
  }) as Parameters<typeof fastJson>[0],
);

/** Values that do not match their type's schema (data written by hand, say) render as empty. */
const readValue = (column: BoardColumn, stored: unknown): unknown => readStoredValue(column.type, stored);

/** One column's API value of an item (read and validated once, whichever rendering it goes to). */
const renderColumn = (column: BoardColumn, name: string, values: StoredValues, ctx: RenderContext) => {
  const def = columnDefinition(column.type);
  const value = column.type === 'name' ? { text: name } : readValue(column, values[column.id]);
  const text = value === null ? '' : def.toText(value, ctx);
  const json = serializeColumnValue({
    id: column.id,
    type: column.type,
    text,
    column: { title: column.title },
    isEditable: column.isEditable,
    isRequired: column.isRequired,
    ...def.extras(value, { settings: column.settings, fileUrl: filePlaceholder }),
  } satisfies ColumnValue);
  return { def, value, text, json };
};

/** Everything an item's write stores of it: its view, staff view, search text, people, files and sort keys. */
export const renderItem = (name: string, values: StoredValues, ctx: RenderContext): Rendered => {
  let view = '';
  let staff = '';
  const search: string[] = [name];
  const personIds = new Set<string>();
  let hasFiles = false;
  for (const column of ctx.columns) {
    const { def, value, text, json } = renderColumn(column, name, values, ctx);
    staff += (staff ? ',' : '') + json;
    // Hidden columns are the staff view's only: not in the view, search, assignments or the view's files.
    if (!column.isVisible) continue;
    view += (view ? ',' : '') + json;
    if (text && def.searchable) search.push(text);
    if (value === null) continue;
    const refs = def.refs(value);
    for (const id of refs.people) personIds.add(id);
    if (refs.files.length > 0) hasFiles = true;
  }
  return {
    viewJson: `[${view}]`,
    staffJson: `[${staff}]`,
    searchText: search.join('\n').toLowerCase(),
    personIds: [...personIds],
    hasFiles,
    sortKeys: sortKeysOf(values, ctx.columns, ctx.personName),
  };
};

/**
 * Only the staff view of an item (every column, hidden ones too), rendered on read for a row stored before
 * staff views were (its staff_json is ''): none of the view, search text and sort keys a write stores.
 */
export const renderStaffView = (name: string, values: StoredValues, ctx: RenderContext): string => {
  let staff = '';
  for (const column of ctx.columns)
    staff += (staff ? ',' : '') + renderColumn(column, name, values, ctx).json;
  return `[${staff}]`;
};

/** The person ids the stored values refer to (to look their names up). */
export const referencedPeople = (values: StoredValues, columns: BoardColumn[]): string[] => {
  const ids = new Set<string>();
  for (const column of columns) {
    const value = readValue(column, values[column.id]);
    if (value === null) continue;
    for (const id of columnDefinition(column.type).refs(value).people) ids.add(id);
  }
  return [...ids];
};

export const parseStoredValues = (json: string): StoredValues => {
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as StoredValues) : {};
  } catch {
    return {};
  }
};

/** A field of an item whose text changed: what the activity record keeps of an update. */
export interface FieldChange {
  columnId: string;
  field: string;
  oldValue: string;
  newValue: string;
}

/**
 * The columns (every one, hidden ones too) whose stored value changed between two versions of an item, as
 * texts before and after — rendered as lists show them, people by name. `peopleOf` reads the names of the
 * people those values name (only asked when a changed value names someone).
 */
export const changedFields = async (
  columns: BoardColumn[],
  before: { name: string; values: StoredValues },
  after: { name: string; values: StoredValues },
  peopleOf: (ids: string[]) => Promise<Map<string, string>>,
): Promise<FieldChange[]> => {
  const changed = columns.filter((c) =>
    c.type === 'name'
      ? before.name !== after.name
      : JSON.stringify(before.values[c.id] ?? null) !== JSON.stringify(after.values[c.id] ?? null),
  );
  if (changed.length === 0) return [];
  const ids = [
    ...new Set([...referencedPeople(before.values, changed), ...referencedPeople(after.values, changed)]),
  ];
  const names = ids.length > 0 ? await peopleOf(ids) : new Map<string, string>();
  const ctx = { personName: (id: string) => names.get(id) };
  const text = (column: BoardColumn, version: { name: string; values: StoredValues }) => {
    if (column.type === 'name') return version.name;
    const value = readValue(column, version.values[column.id]);
    return value === null ? '' : columnDefinition(column.type).toText(value, ctx);
  };
  const changes: FieldChange[] = [];
  for (const column of changed) {
    const [oldValue, newValue] = [text(column, before), text(column, after)];
    if (oldValue !== newValue) changes.push({ columnId: column.id, field: column.title, oldValue, newValue });
  }
  return changes;
};
