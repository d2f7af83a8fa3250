import { createItemQuerySchema } from '@portico/contract';
import type { GroupRow } from '../boards';
import type { NewItemData } from '../items';
import type { StoredValues } from '../items';
import type { BoardColumn } from '../boards';
import { firstMissingRequired } from '../items';
import { type Problems, fileProblem } from './csv-problems';
import { type CellContext, cellValue } from './csv-values';

/** What a header cell fills: a column (by title), the item name, or the item's group (by its header). */
export type Target =
  | { kind: 'name'; title: string }
  | { kind: 'group'; title: string }
  | { kind: 'column'; column: BoardColumn };

const NAME_HEADERS = ['name', 'item name', 'item'];
const itemNameSchema = createItemQuerySchema.shape.itemName;

/** Finds by exact text first, then ignoring case when that is unambiguous. */
export const lookup = <T>(items: T[], text: (item: T) => string, wanted: string): T | undefined => {
  const exact = items.find((i) => text(i) === wanted);
  if (exact) return exact;
  const loose = items.filter((i) => text(i).trim().toLowerCase() === wanted.trim().toLowerCase());
  return loose.length === 1 ? loose[0] : undefined;
};

/** Maps the header row (row 1) to targets; a problem there is thrown at once, as no row can be read. */
export const mapHeader = (header: string[], columns: BoardColumn[], boardName: string): Target[] => {
  const seen = new Set<string>();
  const targets = header.map((raw, i): Target => {
    const title = raw.trim();
    const at = `row 1, column ${title ? `"${title}"` : i + 1}`;
    const problem = (message: string) =>
      fileProblem(`${at}: ${message}`, { row: 1, column: title || `Column ${i + 1}`, message });
    if (!title) throw problem('the header is empty.');
    const column = lookup(columns, (c) => c.title, title);
    let target: Target;
    if (column?.type === 'name') target = { kind: 'name', title };
    else if (column) target = { kind: 'column', column };
    else if (NAME_HEADERS.includes(title.toLowerCase())) target = { kind: 'name', title };
    else if (title.toLowerCase() === 'group') target = { kind: 'group', title };
    else {
      const known = columns.map((c) => c.title).join(', ') || 'none';
      throw problem(`board "${boardName}" has no such column (its columns: ${known}).`);
    }
    if (target.kind === 'column' && target.column.type === 'file')
      throw problem('files cannot be imported from CSV.');
    const key = target.kind === 'column' ? target.column.id : target.kind;
    if (seen.has(key)) throw problem('the header names this column twice.');
    seen.add(key);
    return target;
  });
  if (!targets.some((t) => t.kind === 'name'))
    throw fileProblem('row 1: the header has no Name column (the item name).', {
      row: 1,
      column: null,
      message: 'the header has no Name column (the item name).',
    });
  return targets;
};

export interface RowContext {
  boardName: string;
  targets: Target[];
  /** The board's columns as they are now (labels an import adds are in them). */
  columns: Map<string, BoardColumn>;
  groups: GroupRow[];
  /** Where rows without a Group cell go. */
  fallback: GroupRow;
  cells: CellContext;
  problems: Problems;
  /** Labels a cell would add to its column (only offered with allowNewValues). */
  onNewLabels: (column: BoardColumn, labels: string[]) => void;
}

/** The column of a problem as the file's header names it. */
const titleOf = (target: Target) => (target.kind === 'column' ? target.column.title : target.title);

/** One data row → the item it adds, or null (its problems are recorded). */
export const readRow = (record: string[], row: number, ctx: RowContext): NewItemData | null => {
  const { targets, problems } = ctx;
  const before = problems.count;
  if (record.length > targets.length && record.slice(targets.length).some((c) => c.trim())) {
    problems.add({
      row,
      column: null,
      message: `${record.length} cells, but the header has ${targets.length}.`,
    });
    return null;
  }
  if (record.some((c) => c.includes('\uFFFD'))) {
    problems.add({ row, column: null, message: 'the file is not UTF-8 text (save it as "CSV UTF-8").' });
    return null;
  }
  let name = '';
  let group = ctx.fallback;
  // Keyed by column ids, never by header text; without a prototype all the same, so no key can reach
  // Object.prototype.
  const values: StoredValues = Object.create(null) as StoredValues;
  // A cell already reported as bad is not reported again as a required value that is missing.
  const bad = new Set<string>();
  targets.forEach((target, i) => {
    const text = record[i] ?? '';
    if (target.kind === 'name') {
      const parsed = itemNameSchema.safeParse(text);
      if (parsed.success) name = parsed.data;
      else problems.add({ row, column: titleOf(target), message: `${parsed.error.issues[0]?.message}` });
    } else if (target.kind === 'group') {
      const wanted = text.trim();
      if (!wanted) return;
      const match = ctx.groups.find((g) => g.id === wanted) ?? lookup(ctx.groups, (g) => g.title, wanted);
      if (match) group = match;
      else
        problems.add({
          row,
          column: titleOf(target),
          message: `board "${ctx.boardName}" has no group "${wanted}".`,
        });
    } else {
      const column = ctx.columns.get(target.column.id) as BoardColumn;
      const result = cellValue(column, text, ctx.cells);
      if (!result.ok) {
        bad.add(column.id);
        return problems.add({ row, column: column.title, message: result.message });
      }
      if (result.value !== null) values[column.id] = result.value;
      if (result.newLabels.length) ctx.onNewLabels(column, result.newLabels);
    }
  });
  const checked = [...ctx.columns.values()].filter((c) => !bad.has(c.id));
  const missing = name ? firstMissingRequired(checked, name, values) : undefined;
  if (missing) problems.add({ row, column: missing.title, message: 'a value is required.' });
  return problems.count > before ? null : { groupId: group.id, name, values };
};
