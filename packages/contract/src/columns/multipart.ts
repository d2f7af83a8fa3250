import { isPrototypeKey } from '../rules';
import { type ColumnInput, type ColumnType, type PersonRef } from './types';

/**
 * The multipart encoding of column values (§7): for every column, fields named
 * `columnValues[<columnId>][<key>]`. updateItem sends the keys id/type, createItem columnId/columnType;
 * both send text, people columns persons_and_teams (JSON), tags columns selectedTags (JSON), and a file
 * part newlyUploadedFile. This module is the one place that knows the encoding.
 */

const FIELD = /^columnValues\[([^\]]{1,64})\]\[([A-Za-z_]{1,40})\]$/;

export const columnFieldName = (columnId: string, key: string) => `columnValues[${columnId}][${key}]`;
export const NEW_FILE_KEY = 'newlyUploadedFile';

export interface ParsedColumnField {
  columnId: string;
  key: string;
}

/** A name that would reach an object's prototype (`columnValues[__proto__][text]`) is no column field. */
export const parseColumnFieldName = (name: string): ParsedColumnField | null => {
  const m = FIELD.exec(name);
  if (!m) return null;
  const [, columnId = '', key = ''] = m;
  return isPrototypeKey(columnId) || isPrototypeKey(key) ? null : { columnId, key };
};

/** One column's raw fields by key; a null-prototype object, as its keys come from the request. */
export type RawFields = Record<string, string>;
/** Raw fields by column id. */
export type RawColumnFields = Map<string, RawFields>;

/** Groups raw text fields by column; unknown field names are reported so the caller can reject them. */
export const groupColumnFields = (
  fields: Iterable<[string, string]>,
): { columns: RawColumnFields; unknown: string[] } => {
  const columns: RawColumnFields = new Map();
  const unknown: string[] = [];
  for (const [name, value] of fields) {
    const parsed = parseColumnFieldName(name);
    if (!parsed) {
      unknown.push(name);
      continue;
    }
    let raw = columns.get(parsed.columnId);
    if (!raw) columns.set(parsed.columnId, (raw = Object.create(null) as RawFields));
    raw[parsed.key] = value;
  }
  return { columns, unknown };
};

const parseJsonList = (raw: string | undefined): unknown => {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return Symbol.for('invalid-json');
  }
};

/**
 * Turns one column's raw fields into the shape `columnInputSchema` validates. JSON fields that do not
 * parse come back as a value the schema rejects, so the caller answers 400 with the schema's message.
 */
export const rawToColumnInput = (columnId: string, raw: RawFields): Record<string, unknown> => ({
  id: raw.id ?? raw.columnId ?? columnId,
  type: raw.type ?? raw.columnType,
  text: raw.text,
  persons_and_teams: parseJsonList(raw.persons_and_teams),
  selectedTags: parseJsonList(raw.selectedTags),
});

export interface ColumnFormValue {
  columnId: string;
  columnType: ColumnType;
  text?: string;
  persons_and_teams?: PersonRef[];
  selectedTags?: string[];
  newlyUploadedFile?: Blob | null;
}

/** The web side: appends column values to a FormData in the encoding above. */
export const appendColumnValues = (
  form: FormData,
  values: ColumnFormValue[],
  keys: { id: 'id' | 'columnId'; type: 'type' | 'columnType' },
): FormData => {
  for (const v of values) {
    form.append(columnFieldName(v.columnId, keys.id), v.columnId);
    form.append(columnFieldName(v.columnId, keys.type), v.columnType);
    if (v.text !== undefined) form.append(columnFieldName(v.columnId, 'text'), v.text);
    if (v.persons_and_teams !== undefined)
      form.append(columnFieldName(v.columnId, 'persons_and_teams'), JSON.stringify(v.persons_and_teams));
    if (v.selectedTags !== undefined)
      form.append(columnFieldName(v.columnId, 'selectedTags'), JSON.stringify(v.selectedTags));
    if (v.newlyUploadedFile) form.append(columnFieldName(v.columnId, NEW_FILE_KEY), v.newlyUploadedFile);
  }
  return form;
};

export type { ColumnInput };
