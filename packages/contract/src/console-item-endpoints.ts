import { boardParamsSchema, createItemParamsSchema, createItemQuerySchema } from './boards';
import * as it from './console-items';
import type { EndpointDef } from './endpoint-def';

/** The staff board's calls (staff, the content area). Merged into `endpoints`, the one catalogue. */
export const consoleItemEndpoints = {
  consoleItems: {
    method: 'GET',
    path: '/api/console/boards/:boardId/items',
    params: boardParamsSchema,
    query: it.consoleItemsQuerySchema,
    response: it.consoleItemsResponseSchema,
    auth: true,
    access: 'staff',
    summary: 'Console: a page of a board with every column, searched and sorted by any column (staff)',
  },
  createConsoleItem: {
    method: 'POST',
    path: '/api/console/boards/:boardId/groups/:groupId/items',
    params: createItemParamsSchema,
    query: createItemQuerySchema,
    body: 'multipart',
    response: it.consoleItemResponseSchema,
    auth: true,
    access: 'staff',
    summary: 'Console: add an item to a group, any column filled (multipart, as createItem) (staff)',
  },
  updateConsoleItem: {
    method: 'POST',
    path: '/api/console/boards/:boardId/items/:itemId',
    params: it.consoleItemParamsSchema,
    body: 'multipart',
    response: it.consoleItemResponseSchema,
    auth: true,
    access: 'staff',
    summary: 'Console: change any column of an item, hidden ones too (multipart, as updateItem) (staff)',
  },
  bulkItems: {
    method: 'POST',
    path: '/api/console/boards/:boardId/items/bulk',
    params: boardParamsSchema,
    body: it.bulkItemsRequestSchema,
    response: it.bulkItemsResponseSchema,
    auth: true,
    access: 'staff',
    summary: 'Console: move, duplicate, delete or set the status of several items, all or none (staff)',
  },
} as const satisfies Record<string, EndpointDef>;
