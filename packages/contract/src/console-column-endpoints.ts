import { boardParamsSchema } from './boards';
import * as col from './console-columns';
import type { EndpointDef } from './endpoint-def';

/** The console's column calls (staff, the content area). Merged into `endpoints`, the one catalogue. */
export const consoleColumnEndpoints = {
  consoleColumns: {
    method: 'GET',
    path: '/api/console/boards/:boardId/columns',
    params: boardParamsSchema,
    response: col.consoleColumnsResponseSchema,
    auth: true,
    access: 'staff',
    summary: 'Console: the columns of a board in order, with flags, labels and value counts (staff)',
  },
  addColumn: {
    method: 'POST',
    path: '/api/console/boards/:boardId/columns',
    params: boardParamsSchema,
    body: col.addColumnRequestSchema,
    response: col.consoleColumnsSavedResponseSchema,
    auth: true,
    access: 'staff',
    summary: 'Console: add a column of any type after the last one (staff)',
  },
  reorderColumns: {
    method: 'PUT',
    path: '/api/console/boards/:boardId/columns',
    params: boardParamsSchema,
    body: col.reorderColumnsRequestSchema,
    response: col.consoleColumnsSavedResponseSchema,
    auth: true,
    access: 'staff',
    summary: 'Console: put the columns of a board in a new order (staff)',
  },
  updateColumn: {
    method: 'PATCH',
    path: '/api/console/boards/:boardId/columns/:columnId',
    params: col.columnParamsSchema,
    body: col.updateColumnRequestSchema,
    response: col.consoleColumnsSavedResponseSchema,
    auth: true,
    access: 'staff',
    summary: 'Console: rename a column, set its flags, edit its labels or options (staff)',
  },
  deleteColumn: {
    method: 'DELETE',
    path: '/api/console/boards/:boardId/columns/:columnId',
    params: col.columnParamsSchema,
    query: col.deleteColumnQuerySchema,
    response: col.consoleColumnsSavedResponseSchema,
    auth: true,
    access: 'staff',
    summary: 'Console: delete a column and its values, all or nothing (staff)',
  },
} as const satisfies Record<string, EndpointDef>;
