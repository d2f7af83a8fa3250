import type { ActivityEntry } from '@portico/contract';

/**
 * The changes to a board's groups and columns, which the record keeps as an update of the board's
 * 'Groups' or 'Columns' with the server's words in the values (board-console.service.ts and
 * board-column-console.service.ts): 'Added "Todo"', '"Todo" (3 items)' → 'Deleted; items moved to "Done"'.
 * Shown as a value before and after they read as a diff of nothing ("(empty) → Added …", "… → Deleted"),
 * so they are worded as what happened: "deleted the group “Todo” from the board Website".
 */
export type BoardStructureChange =
  | { kind: 'groupAdded'; group: string }
  | { kind: 'groupDeleted'; group: string; items: number; movedTo: string | null }
  | { kind: 'groupRenamed'; from: string; to: string }
  | { kind: 'columnAdded'; column: string; type: string }
  | { kind: 'columnDeleted'; column: string; type: string; values: number }
  | { kind: 'columnRenamed'; from: string; to: string };

// Greedy names: a title may itself hold quotes or brackets; the fixed parts are matched from the end.
const ADDED_GROUP = /^Added "(.*)"$/s;
const DELETED_GROUP = /^"(.*)" \((\d+) items?\)$/s;
const MOVED_TO = /^Deleted; items moved to "(.*)"$/s;
const ADDED_COLUMN = /^Added "(.*)" \(([^()]+)\)$/s;
const DELETED_COLUMN = /^"(.*)" \(([^()]+), (\d+) values?\)$/s;

const groups = (entry: ActivityEntry): BoardStructureChange | null => {
  const added = entry.oldValue === null && entry.newValue ? ADDED_GROUP.exec(entry.newValue) : null;
  if (added) return { kind: 'groupAdded', group: added[1] as string };
  const deleted = entry.oldValue ? DELETED_GROUP.exec(entry.oldValue) : null;
  if (!deleted || !entry.newValue?.startsWith('Deleted')) return null;
  const moved = MOVED_TO.exec(entry.newValue);
  return {
    kind: 'groupDeleted',
    group: deleted[1] as string,
    items: Number(deleted[2]),
    movedTo: moved ? (moved[1] as string) : null,
  };
};

const columns = (entry: ActivityEntry): BoardStructureChange | null => {
  const added = entry.oldValue === null && entry.newValue ? ADDED_COLUMN.exec(entry.newValue) : null;
  if (added) return { kind: 'columnAdded', column: added[1] as string, type: added[2] as string };
  const deleted = entry.oldValue ? DELETED_COLUMN.exec(entry.oldValue) : null;
  if (!deleted || entry.newValue !== 'Deleted') return null;
  return {
    kind: 'columnDeleted',
    column: deleted[1] as string,
    type: deleted[2] as string,
    values: Number(deleted[3]),
  };
};

/** What a board's update says about its groups and columns; null for any other change (or an unknown form). */
export const boardStructureChange = (entry: ActivityEntry): BoardStructureChange | null => {
  if (entry.subject !== 'board' || entry.action !== 'updated') return null;
  switch (entry.field) {
    case 'Groups':
      return groups(entry);
    case 'Columns':
      return columns(entry);
    case 'Group title':
    case 'Column title':
      return entry.oldValue && entry.newValue
        ? {
            kind: entry.field === 'Group title' ? 'groupRenamed' : 'columnRenamed',
            from: entry.oldValue,
            to: entry.newValue,
          }
        : null;
    default:
      return null;
  }
};
