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
  columnValues: ColumnValue[];
  /** columnValues serialised exactly as the contract's serializer writes them. */
  viewJson: string;
  searchText: string;
  /** People assigned in visible people columns: what "assigned to me" matches. */
  personIds: string[];
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

const serializeColumnValues = fastJson(
  z.toJSONSchema(z.array(columnValueSchema), {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'any',
  }) as Parameters<typeof fastJson>[0],
);

/** Values that do not match their type's schema (data written by hand, say) render as empty. */
const readValue = (column: BoardColumn, stored: unknown): unknown => readStoredValue(column.type, stored);

/** Renders an item's visible columns into API column values, search text and the people it assigns. */
/** An item's visible columns as lists show them, with what the stored rendering derives from them. */
const renderColumns = (name: string, values: StoredValues, ctx: RenderContext) => {
  const columnValues: ColumnValue[] = [];
  const search: string[] = [name];
  const personIds = new Set<string>();
  let hasFiles = false;
  for (const column of ctx.columns) {
    if (!column.isVisible) continue;
    const def = columnDefinition(column.type);
    const value = column.type === 'name' ? { text: name } : readValue(column, values[column.id]);
    const text = value === null ? '' : def.toText(value, ctx);
    columnValues.push({
      id: column.id,
      type: column.type,
      text,
      column: { title: column.title },
      isEditable: column.isEditable,
      isRequired: column.isRequired,
      ...def.extras(value, { settings: column.settings, fileUrl: filePlaceholder }),
    });
    if (text && def.searchable) search.push(text);
    if (value === null) continue;
    const refs = def.refs(value);
    for (const id of refs.people) personIds.add(id);
    if (refs.files.length > 0) hasFiles = true;
  }
  return { columnValues, search, personIds, hasFiles };
};

/** Everything an item's write stores of it: its view, search text, people, files and sort keys. */
export const renderItem = (name: string, values: StoredValues, ctx: RenderContext): Rendered => {
  const { columnValues, search, personIds, hasFiles } = renderColumns(name, values, ctx);
  return {
    columnValues,
    viewJson: serializeColumnValues(columnValues),
    searchText: search.join('\n').toLowerCase(),
    personIds: [...personIds],
    hasFiles,
    sortKeys: sortKeysOf(values, ctx.columns, ctx.personName),
  };
};

/**
 * Only the view of an item (what a read shows, rendered on the fly — the staff board, with hidden columns):
 * none of the search text and sort keys a write stores.
 */
export const renderView = (
  name: string,
  values: StoredValues,
  ctx: RenderContext,
): Pick<Rendered, 'viewJson' | 'hasFiles'> => {
  const { columnValues, hasFiles } = renderColumns(name, values, ctx);
  return { viewJson: serializeColumnValues(columnValues), hasFiles };
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
