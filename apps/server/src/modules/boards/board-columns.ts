import { type ColumnType, columnDefinition, columnTypeSchema } from '@portico/contract';
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
