import { type ColumnType, columnDefinition, columnTypeSchema } from '@portico/contract';
import { badRequest } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { ColumnRow } from './boards.repository';

/** A column as the item code works with it: type checked, settings parsed, flags as booleans. */
export interface BoardColumn {
  id: string;
  type: ColumnType;
  title: string;
  settings: unknown;
  /** Editable by portal users: the column's flag and a writable type (doc and timeline never are). */
  isEditable: boolean;
  isRequired: boolean;
  isVisible: boolean;
}

/**
 * Parsed settings by type and settings text. Every write reads its board's columns; parsing the same
 * JSON through the same schema again gives the same result, so it is done once (bounded).
 */
const settingsCache = new Map<string, unknown>();

const parseSettings = (type: ColumnType, text: string): unknown => {
  const key = `${type}\u0000${text}`;
  if (settingsCache.has(key)) return settingsCache.get(key);
  const def = columnDefinition(type);
  let settings: unknown = def.defaultSettings;
  try {
    const parsed = def.settingsSchema.safeParse(JSON.parse(text));
    if (parsed.success) settings = parsed.data;
  } catch {
    // Unreadable settings render as the type's defaults rather than failing every read of the board.
  }
  if (settingsCache.size >= 2000) settingsCache.clear();
  settingsCache.set(key, settings);
  return settings;
};

/** Parses a column row; a row of an unknown type (written by a newer version) is left out. */
export const toBoardColumn = (row: ColumnRow): BoardColumn | null => {
  const type = columnTypeSchema.safeParse(row.type);
  if (!type.success) return null;
  const def = columnDefinition(type.data);
  const settings = parseSettings(type.data, row.settings);
  return {
    id: row.id,
    type: type.data,
    title: row.title,
    settings,
    isEditable: row.is_editable === 1 && def.writable,
    isRequired: row.is_required === 1,
    isVisible: row.is_visible === 1,
  };
};

export const toBoardColumns = (rows: ColumnRow[]): BoardColumn[] =>
  rows.map(toBoardColumn).filter((c): c is BoardColumn => c !== null);

export interface NewColumn {
  type: ColumnType;
  title: string;
  settings?: unknown;
  editable?: boolean;
  required?: boolean;
  visible?: boolean;
}

/** A boolean setting as the 0/1 column that stores it (the default when not given). */
export const toFlag = (v: boolean | undefined, fallback: boolean) => ((v ?? fallback) ? 1 : 0) as 0 | 1;

/** A new column's row; its settings are checked against the type's schema (a 400 names the column). */
export const toColumnRow = (
  tenantId: string,
  boardId: string,
  c: NewColumn,
  position: number,
  now: string,
): ColumnRow => {
  const def = columnDefinition(c.type);
  const settings = def.settingsSchema.safeParse(c.settings ?? def.defaultSettings);
  if (!settings.success)
    throw badRequest(`Column "${c.title}": ${settings.error.issues[0]?.message ?? 'invalid settings'}`);
  return {
    tenant_id: tenantId,
    id: newId(),
    board_id: boardId,
    type: c.type,
    title: c.title,
    position,
    settings: JSON.stringify(settings.data),
    is_editable: toFlag(c.editable, def.writable),
    is_required: toFlag(c.required, false),
    is_visible: toFlag(c.visible, true),
    created_at: now,
    updated_at: now,
  };
};
