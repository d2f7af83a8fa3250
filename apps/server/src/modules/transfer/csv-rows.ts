import { createItemQuerySchema } from '@portico/contract';
import { badRequest } from '../../lib/errors';
import type { GroupRow } from '../boards';
import type { NewItemData } from '../items';
import type { StoredValues } from '../items';
import type { BoardColumn } from '../boards';
import { firstMissingRequired } from '../items';
import { type CellContext, cellValue } from './csv-values';

/** What a header cell fills: a column (by title), the item name, or the item's group. */
export type Target = { kind: 'name' } | { kind: 'group' } | { kind: 'column'; column: BoardColumn };

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
    if (!title) throw badRequest(`${at}: the header is empty.`);
    const column = lookup(columns, (c) => c.title, title);
    let target: Target;
    if (column?.type === 'name') target = { kind: 'name' };
    else if (column) target = { kind: 'column', column };
    else if (NAME_HEADERS.includes(title.toLowerCase())) target = { kind: 'name' };
    else if (title.toLowerCase() === 'group') target = { kind: 'group' };
    else {
      const known = columns.map((c) => c.title).join(', ') || 'none';
      throw badRequest(`${at}: board "${boardName}" has no such column (its columns: ${known}).`);
    }
    if (target.kind === 'column' && target.column.type === 'file')
      throw badRequest(`${at}: files cannot be imported from CSV.`);
    const key = target.kind === 'column' ? target.column.id : target.kind;
    if (seen.has(key)) throw badRequest(`${at}: the header names this column twice.`);
    seen.add(key);
    return target;
  });
  if (!targets.some((t) => t.kind === 'name'))
    throw badRequest('row 1: the header has no Name column (the item name).');
  return targets;
};

/** A problem of one row, at one of its columns (by title; none for the row as a whole). */
export interface CsvProblem {
  row: number;
  column: string | null;
  message: string;
}

const describe = (p: CsvProblem) =>
  `row ${p.row}${p.column === null ? '' : `, column ${p.column}`}: ${p.message}`;

/** Problems kept in full; the rest of a bad file's are counted (its memory does not grow with it). */
const KEPT = 100;

/** The problems of a file by row and column, and one error line for the operator: the first and a count. */
export const problemList = () => {
  const list: CsvProblem[] = [];
  let count = 0;
  return {
    add(problem: CsvProblem) {
      if (list.length < KEPT) list.push(problem);
      count += 1;
    },
    get count() {
      return count;
    },
    get list(): readonly CsvProblem[] {
      return list;
    },
    message: () => {
      const first = describe(list[0] as CsvProblem);
      return count > 1 ? `${first} (${count - 1} more problem${count > 2 ? 's' : ''} in the file)` : first;
    },
  };
};
export type Problems = ReturnType<typeof problemList>;

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

const titleOf = (target: Target) =>
  target.kind === 'column' ? target.column.title : target.kind === 'name' ? 'Name' : 'Group';

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
