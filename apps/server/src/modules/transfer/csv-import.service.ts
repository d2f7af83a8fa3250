import type { Readable } from 'node:stream';
import { type CsvImportResult, consoleCsvMessages } from '@portico/contract';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import type { ActivityActor } from '../activity';
import type { ChangePipeline } from '../changes';
import type { Executor } from '../../db/executor';
import type { BoardColumn, BoardRow, BoardsService, GroupRow } from '../boards';
import {
  type ItemsBulkService,
  type NewItemData,
  applyNewLabels,
  checkItems,
  insertItemBatch,
} from '../items';
import type { PeopleService } from '../people';
import { parseCsv } from './csv-parse';
import { CsvProblemsError } from './csv-problems';
import { type CsvSummary, type ValidRow, type ValidateContext, validateRows } from './csv-validate';
import { directoryOf } from './csv-values';

export interface CsvImportOptions {
  /** Rows without a Group cell go here (default: the board's first group). */
  groupId?: string;
  /** Unknown status, priority, dropdown and tags labels are added to their columns. */
  addLabels?: boolean;
  /** Check everything, write nothing. */
  dryRun?: boolean;
  /**
   * A file with problems answers them (result.problems, written: false) instead of throwing its
   * CsvProblemsError: the console shows them all by row and column, the CLI prints the error's message.
   */
  collectProblems?: boolean;
}

export type { CsvImportResult };

/** Items rendered and inserted at once; memory stays one batch whatever the file's size. */
const BATCH = 2000;

interface WriteTarget {
  tenantId: string;
  boardId: string;
  columns: Map<string, BoardColumn>;
  groups: Map<string, GroupRow>;
}

/**
 * Step 3 of a CSV import: the valid rows → the board, inside the caller's transaction, a batch at a
 * time. The labels a batch's rows add are written first, under their column's lock, so labels portal
 * users add meanwhile are kept (see items.write.ts). A problem found after some batches were written
 * throws out of `rows`, and the transaction rolls them back: all rows or none.
 */
const writeRows = async (trx: Executor, target: WriteTarget, rows: AsyncIterable<ValidRow>) => {
  const { tenantId, boardId, columns, groups } = target;
  const pending: NewItemData[] = [];
  const unsaved = new Map<string, string[]>();
  const flush = async () => {
    if (unsaved.size) {
      const changes = [...unsaved].map(([id, newLabels]) => ({
        column: columns.get(id) as BoardColumn,
        value: undefined,
        newLabels,
        files: [],
        filled: false,
      }));
      for (const c of await applyNewLabels(trx, tenantId, [...columns.values()], changes))
        columns.set(c.id, c);
      unsaved.clear();
    }
    const current = [...columns.values()];
    const batch = pending.splice(0);
    checkItems(current, groups, batch);
    await insertItemBatch(trx, tenantId, boardId, { columns: current, groups }, batch);
  };
  for await (const { item, newLabels } of rows) {
    for (const { column, labels } of newLabels)
      unsaved.set(column.id, [...(unsaved.get(column.id) ?? []), ...labels]);
    pending.push(item);
    if (pending.length >= BATCH) await flush();
  }
  if (pending.length) await flush();
};

/**
 * Imports a CSV file into a board (operator tools) in three steps, streamed one into the next so memory
 * does not grow with the file: parse (csv-parse.ts: text → rows of cells), validate (csv-validate.ts:
 * rows → items, every cell by its column type's rules, problems by row and column) and write (one
 * transaction, all rows or none). The header maps to column titles plus Name and Group.
 */
export const createCsvImportService = (
  ctx: AppContext,
  deps: { boards: BoardsService; people: PeopleService; bulk: ItemsBulkService; changes: ChangePipeline },
) => {
  const { db } = ctx;

  return {
    /** Imports the file's rows into the board, recorded as one change by `by` (a dry run writes nothing). */
    async importCsv(
      tenantId: string,
      board: Pick<BoardRow, 'id' | 'name'>,
      source: Readable,
      by: ActivityActor,
      options: CsvImportOptions = {},
    ): Promise<CsvImportResult> {
      const columns = new Map((await deps.boards.allColumns(tenantId, board.id)).map((c) => [c.id, c]));
      const groups = await deps.boards.listGroups(tenantId, board.id);
      // A group that is not the board's is refused, never replaced by the first one.
      const fallback =
        options.groupId === undefined ? groups[0] : groups.find((g) => g.id === options.groupId);
      if (options.groupId !== undefined && !fallback) throw badRequest(consoleCsvMessages.groupNotOnBoard);
      if (!fallback) throw badRequest(`Board "${board.name}" has no groups (see portico group create).`);
      const validate: ValidateContext = {
        boardName: board.name,
        columns,
        groups,
        fallback,
        cells: {
          directory: directoryOf(await deps.people.list(tenantId)),
          allowNewValues: options.addLabels === true,
        },
      };
      const summary: CsvSummary = { perGroup: new Map(), added: new Map() };
      const rows = validateRows(parseCsv(source), validate, summary);
      const result = (written: boolean, error?: CsvProblemsError): CsvImportResult => {
        const { perGroup, added } = summary;
        return {
          rows: [...perGroup.values()].reduce((a, b) => a + b, 0),
          groups: groups
            .filter((g) => perGroup.has(g.id))
            .map((g) => ({ title: g.title, items: perGroup.get(g.id) ?? 0 })),
          newLabels: [...added].map(([id, labels]) => ({
            column: (columns.get(id) as BoardColumn).title,
            labels,
          })),
          problems: [...(error?.problems ?? [])],
          problemCount: error?.count ?? 0,
          written,
        };
      };

      try {
        if (options.dryRun) {
          for await (const _row of rows);
          return result(false);
        }
        const target = {
          tenantId,
          boardId: board.id,
          columns,
          groups: new Map(groups.map((g) => [g.id, g])),
        };
        await db.kysely.transaction().execute(async (trx) => {
          await writeRows(trx, target, rows);
          const subject = {
            subjectId: board.id,
            subjectName: board.name,
            board: { id: board.id, name: board.name },
          };
          await deps.changes.emit(trx, {
            tenantId,
            by,
            events: [
              {
                type: 'items.changed',
                boardId: board.id,
                changes: [
                  {
                    subject: 'board',
                    action: 'updated',
                    ...subject,
                    field: 'CSV import',
                    newValue: consoleCsvMessages.imported(result(true).rows),
                  },
                ],
              },
            ],
          });
        });
        await deps.bulk.flushSearch();
        return result(true);
      } catch (error) {
        if (options.collectProblems && error instanceof CsvProblemsError) return result(false, error);
        throw error;
      }
    },
  };
};

export type CsvImportService = ReturnType<typeof createCsvImportService>;
