import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { type ColumnValue, columnDefinition, columnValueSchema, labelsOf } from '@portico/contract';
import type { BoardColumn } from '../boards';

/** Stored values by column id. The name column is not stored here: it is the item's name. */
export type StoredValues = Record<string, unknown>;

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
const readValue = (column: BoardColumn, stored: unknown): unknown => {
  if (stored === undefined || stored === null) return null;
  const parsed = columnDefinition(column.type).valueSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
};

/** The extra fields of a column value, per type: status colour, people refs, tags, files, doc url. */
const extrasOf = (column: BoardColumn, value: unknown): Partial<ColumnValue> => {
  switch (column.type) {
    case 'status':
    case 'priority': {
      if (!value) return {};
      const labels = labelsOf(column.settings);
      const index = labels.findIndex((l) => l.name === (value as { label: string }).label);
      if (index < 0) return {};
      const style = { label_style: { color: (labels[index] as { color: string }).color } };
      return column.type === 'priority' ? { ...style, priority: index + 1 } : style;
    }
    case 'people':
      return {
        persons_and_teams: ((value as { personIds: string[] } | null)?.personIds ?? []).map((id) => ({
          id,
          kind: 'person' as const,
        })),
      };
    case 'tags':
      return { selectedTags: (value as { tags: string[] } | null)?.tags ?? [] };
    case 'file':
      return {
        files: ((value as { files: Array<{ fileId: string; name: string }> } | null)?.files ?? []).map(
          (f) => ({
            asset: { name: f.name, public_url: filePlaceholder(f.fileId, f.name) },
          }),
        ),
      };
    case 'doc':
      return value ? { url: (value as { url: string }).url } : {};
    default:
      return {};
  }
};

/** Renders an item's visible columns into API column values, search text and the people it assigns. */
export const renderItem = (name: string, values: StoredValues, ctx: RenderContext): Rendered => {
  const columnValues: ColumnValue[] = [];
  const search: string[] = [name];
  const personIds = new Set<string>();
  let hasFiles = false;
  for (const column of ctx.columns) {
    if (!column.isVisible) continue;
    const value = column.type === 'name' ? { text: name } : readValue(column, values[column.id]);
    const text = value === null ? '' : columnDefinition(column.type).toText(value, ctx);
    columnValues.push({
      id: column.id,
      type: column.type,
      text,
      column: { title: column.title },
      isEditable: column.isEditable,
      isRequired: column.isRequired,
      ...extrasOf(column, value),
    });
    // Checkbox text is 'true'/'false', which the screens show as Yes/No: searching it would only match
    // noise. The name column repeats the name, already searched.
    if (text && column.type !== 'checkbox' && column.type !== 'name') search.push(text);
    if (column.type === 'people' && value)
      for (const id of (value as { personIds: string[] }).personIds) personIds.add(id);
    if (column.type === 'file' && value && (value as { files: unknown[] }).files.length > 0) hasFiles = true;
  }
  return {
    columnValues,
    viewJson: serializeColumnValues(columnValues),
    searchText: search.join('\n').toLowerCase(),
    personIds: [...personIds],
    hasFiles,
  };
};

/** The person ids referenced by the stored values of people columns (to look their names up). */
export const referencedPeople = (values: StoredValues, columns: BoardColumn[]): string[] => {
  const ids = new Set<string>();
  for (const column of columns) {
    if (column.type !== 'people') continue;
    const value = readValue(column, values[column.id]) as { personIds: string[] } | null;
    for (const id of value?.personIds ?? []) ids.add(id);
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
