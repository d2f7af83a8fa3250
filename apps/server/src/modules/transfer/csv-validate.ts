import { badRequest } from '../../lib/errors';
import type { BoardColumn, GroupRow } from '../boards';
import type { NewItemData } from '../items';
import type { CsvRow } from './csv-parse';
import { problemList } from './csv-problems';
import { type RowContext, type Target, mapHeader, readRow } from './csv-rows';
import { type CellContext, withNewLabels } from './csv-values';

/** An item a row adds, and the labels its cells add to their columns (written before the item). */
export interface ValidRow {
  item: NewItemData;
  newLabels: Array<{ column: BoardColumn; labels: string[] }>;
}

export interface ValidateContext {
  boardName: string;
  /** The board's columns by id; labels the file adds are put in as rows add them. */
  columns: Map<string, BoardColumn>;
  groups: GroupRow[];
  /** Where rows without a Group cell go. */
  fallback: GroupRow;
  cells: CellContext;
}

/** What the file holds, for the operator's report: items per group id, labels added per column id. */
export interface CsvSummary {
  perGroup: Map<string, number>;
  added: Map<string, string[]>;
}

/**
 * Step 2 of a CSV import: rows → the items they add, each cell checked by its column type's registry
 * entry as the API checks input. Problems are collected by row and column; once the file is read they
 * are one 400 (CsvProblemsError: the list, and as its message the first and how many more). Items are yielded only while no row has a problem, as a
 * file with one will write nothing.
 */
export async function* validateRows(
  rows: AsyncIterable<CsvRow>,
  ctx: ValidateContext,
  summary: CsvSummary,
): AsyncGenerator<ValidRow> {
  const problems = problemList();
  let rowLabels: ValidRow['newLabels'] = [];
  const rowCtx: RowContext = {
    ...ctx,
    targets: [] as Target[],
    problems,
    onNewLabels: (column, labels) => {
      ctx.columns.set(column.id, withNewLabels(column, labels));
      summary.added.set(column.id, [...(summary.added.get(column.id) ?? []), ...labels]);
      rowLabels.push({ column, labels });
    },
  };
  for await (const { row, cells } of rows) {
    if (row === 1) {
      rowCtx.targets = mapHeader(cells, [...ctx.columns.values()], ctx.boardName);
      continue;
    }
    rowLabels = [];
    const item = readRow(cells, row, rowCtx);
    if (!item) continue;
    summary.perGroup.set(item.groupId, (summary.perGroup.get(item.groupId) ?? 0) + 1);
    if (problems.count === 0) yield { item, newLabels: rowLabels };
  }
  if (problems.count) throw problems.error();
  if (summary.perGroup.size === 0)
    throw badRequest('Nothing to import: the file has no rows below its header.');
}
