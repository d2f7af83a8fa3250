// The boards module's public API: boards, their groups and columns, and the staff-side board admin.
export { type BoardAdminService, type ColumnPatch, createBoardAdminService } from './board-admin.service';
export { type BoardColumn, type NewColumn, toBoardColumn, toBoardColumns } from './board-columns';
export { type BoardRow, type ColumnRow, type Executor, type GroupRow, listBoards } from './boards.repository';
export { boardsRoutes } from './boards.routes';
export {
  type BoardItemsRenderer,
  type BoardsService,
  type NewBoard,
  createBoardsService,
} from './boards.service';
export { listColumns, listGroups, lockColumnSettings, updateColumn } from './boards.repository';
export { type BoardConsoleService, createBoardConsoleService } from './board-console.service';
export { type ColumnConsoleService, createColumnConsoleService } from './board-column-console.service';
export { type ConsoleBoardsRouteServices, consoleBoardsRoutes } from './board-console.routes';
export { type ConsoleColumnsRouteServices, consoleColumnsRoutes } from './board-column-console.routes';
