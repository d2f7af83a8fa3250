import type { ExportCsvQuery } from '@portico/contract';
import type { AppContext } from '../../context';
import { type BoardColumn, type BoardsService, listColumns, toBoardColumns } from '../boards';
import { type StaffActor, consoleView } from '../policy';
import { type ConsoleValuesRow, readConsoleValues } from './items-console.repository';
import { consoleSortOf } from './items-console.sort';

/** Rows read at a time: the walk holds one batch, whatever the board's size. */
const BATCH = 1000;

export interface ConsoleWalk {
  board: { id: string; name: string };
  /** Every column of the board in board order, hidden ones included. */
  columns: BoardColumn[];
  /** The items as the staff board shows them (same search, group and sort), a batch at a time. */
  batches: () => AsyncGenerator<ConsoleValuesRow[]>;
}

/**
 * The staff board's read (items-console.repository readConsoleValues) from its first row to its last, for
 * the CSV export. The board, the actor's access and the sort are checked before the walk is returned, so
 * a bad request is a 4xx before any byte of the file is sent.
 */
export const createConsoleWalk =
  (ctx: AppContext, deps: { boards: BoardsService }) =>
  async (actor: StaffActor, boardId: string, query: ExportCsvQuery): Promise<ConsoleWalk> => {
    const { db } = ctx;
    const board = await deps.boards.requireBoard(consoleView(actor), boardId);
    const columns = toBoardColumns(await listColumns(db.kysely, actor.tenant.id, board.id)).map(
      (c): BoardColumn => ({ ...c, isVisible: true }),
    );
    const q = {
      tenantId: actor.tenant.id,
      boardId: board.id,
      search: query.search,
      groupId: query.groupId,
      sort: consoleSortOf(query, columns),
      limit: BATCH,
    };
    return {
      board: { id: board.id, name: board.name },
      columns,
      async *batches() {
        for (let offset = 0; ; offset += BATCH) {
          const rows = await readConsoleValues(db.kysely, { ...q, offset });
          if (rows.length) yield rows;
          if (rows.length < BATCH) return;
        }
      },
    };
  };

export type ConsoleWalker = ReturnType<typeof createConsoleWalk>;
