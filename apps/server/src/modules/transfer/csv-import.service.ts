import type { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import type { BoardRow, Executor } from '../boards';
import type { BoardsService } from '../boards';
import { type NewItemData, type ItemsBulkService, checkItems, insertItemBatch } from '../items';
import type { BoardColumn } from '../boards';
import { applyNewLabels } from '../items';
import type { PeopleService } from '../people';
import { type RowContext, type Target, mapHeader, problemList, readRow } from './csv-rows';
import { directoryOf, withNewLabels } from './csv-values';

export interface CsvImportOptions {
  /** Rows without a Group cell go here (default: the board's first group). */
  groupId?: string;
  /** Unknown status, priority, dropdown and tags labels are added to their columns. */
  addLabels?: boolean;
  /** Check everything, write nothing. */
  dryRun?: boolean;
}

export interface CsvImportResult {
  rows: number;
  groups: Array<{ title: string; items: number }>;
  newLabels: Array<{ column: string; labels: string[] }>;
  written: boolean;
}

/** Items rendered and inserted at once; memory stays one batch whatever the file's size. */
const BATCH = 2000;

/**
 * Imports a CSV file into a board (operator tools). The header maps to column titles plus Name and Group;
 * every cell is validated as the API validates its input. Rows are written while the file is read, in
 * one transaction that is rolled back if any row has a problem, so an import is all or nothing and its
 * memory does not grow with the file.
 */
export const createCsvImportService = (
  ctx: AppContext,
  deps: { boards: BoardsService; people: PeopleService; bulk: ItemsBulkService },
) => {
  const { db } = ctx;
  const { bulk } = deps;

  return {
    async importCsv(
      tenantId: string,
      board: BoardRow,
      source: Readable,
      options: CsvImportOptions = {},
    ): Promise<CsvImportResult> {
      const columns = new Map<string, BoardColumn>(
        (await deps.boards.allColumns(tenantId, board.id)).map((c) => [c.id, c]),
      );
      const groups = await deps.boards.listGroups(tenantId, board.id);
      const groupsById = new Map(groups.map((g) => [g.id, g]));
      const fallback = groups.find((g) => g.id === options.groupId) ?? groups[0];
      if (!fallback) throw badRequest(`Board "${board.name}" has no groups (see portico group create).`);
      const added = new Map<string, string[]>();
      // Labels found since the last batch was written; added to the columns before it is.
      const unsaved = new Map<string, string[]>();
      const perGroup = new Map<string, number>();
      const problems = problemList();
      const rowCtx: RowContext = {
        boardName: board.name,
        targets: [] as Target[],
        columns,
        groups,
        fallback,
        cells: {
          directory: directoryOf(await deps.people.list(tenantId)),
          allowNewValues: options.addLabels === true,
        },
        problems,
        onNewLabels: (column, labels) => {
          columns.set(column.id, withNewLabels(column, labels));
          for (const map of [added, unsaved]) map.set(column.id, [...(map.get(column.id) ?? []), ...labels]);
        },
      };

      const writeBatch = async (trx: Executor, batch: NewItemData[]) => {
        if (unsaved.size) {
          // Under the column's lock, so labels portal users add meanwhile are kept (see items.write.ts).
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
        checkItems(current, groupsById, batch);
        await insertItemBatch(trx, tenantId, board.id, { columns: current, groups: groupsById }, batch);
      };

      /** Reads the file; while no row has a problem, hands full batches to `write` (if any). */
      const consume = async (write: ((batch: NewItemData[]) => Promise<void>) | null) => {
        const pending: NewItemData[] = [];
        // Row numbers are a spreadsheet's: the header is row 1, and a blank row still counts.
        let row = 0;
        try {
          for await (const record of source.pipe(
            parse({ bom: true, relax_column_count: true }),
          ) as AsyncIterable<string[]>) {
            row += 1;
            if (row === 1) rowCtx.targets = mapHeader(record, [...columns.values()], board.name);
            else if (record.some((c) => c.trim())) {
              const item = readRow(record, row, rowCtx);
              if (!item) continue;
              perGroup.set(item.groupId, (perGroup.get(item.groupId) ?? 0) + 1);
              if (!write || problems.count) continue;
              pending.push(item);
              if (pending.length >= BATCH) await write(pending.splice(0));
            }
          }
        } catch (error) {
          if (error instanceof CsvError)
            throw badRequest(`row ${row + 1}: not valid CSV (${error.message.replace(/\.$/, '')}).`);
          throw error;
        }
        if (row === 0) throw badRequest('The file is empty.');
        if (problems.count) throw badRequest(problems.message());
        if (perGroup.size === 0)
          throw badRequest('Nothing to import: the file has no rows below its header.');
        if (write && pending.length) await write(pending);
      };

      if (options.dryRun) await consume(null);
      else {
        // A problem found after some batches were written rolls them back with the transaction.
        await db.kysely.transaction().execute((trx) => consume((batch) => writeBatch(trx, batch)));
        await bulk.flushSearch();
      }
      return {
        rows: [...perGroup.values()].reduce((a, b) => a + b, 0),
        groups: groups
          .filter((g) => perGroup.has(g.id))
          .map((g) => ({ title: g.title, items: perGroup.get(g.id) ?? 0 })),
        newLabels: [...added].map(([id, labels]) => ({
          column: (columns.get(id) as BoardColumn).title,
          labels,
        })),
        written: !options.dryRun,
      };
    },
  };
};

export type CsvImportService = ReturnType<typeof createCsvImportService>;
