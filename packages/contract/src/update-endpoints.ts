import { messageResponseSchema } from './common';
import type { EndpointDef } from './endpoint-def';
import * as u from './updates';

/**
 * Updates on items, for clients (items they may open) and staff (every item of the tenant) alike: the
 * item authorization policy decides. A catalogue of its own so the portal's first bundle does not carry it.
 */
export const updateEndpoints = {
  listUpdates: {
    method: 'GET',
    path: '/api/boards/:boardId/items/:itemId/updates',
    params: u.updateParamsSchema,
    query: u.listUpdatesQuerySchema,
    response: u.listUpdatesResponseSchema,
    auth: true,
    access: 'boards',
    summary:
      'The thread of an item: updates newest first, each with its replies (internal notes: staff only)',
  },
  createUpdate: {
    method: 'POST',
    path: '/api/boards/:boardId/items/:itemId/updates',
    params: u.updateParamsSchema,
    body: 'multipart',
    response: u.updateResponseSchema,
    auth: true,
    access: 'boards',
    summary: 'Post an update or a reply, with attachments (multipart: body, parentId?, internal?, files)',
  },
  editUpdate: {
    method: 'PATCH',
    path: '/api/boards/:boardId/items/:itemId/updates/:updateId',
    params: u.updateIdParamsSchema,
    body: u.editUpdateRequestSchema,
    response: u.updateResponseSchema,
    auth: true,
    access: 'boards',
    summary: "Edit the text of one's own update",
  },
  deleteUpdate: {
    method: 'DELETE',
    path: '/api/boards/:boardId/items/:itemId/updates/:updateId',
    params: u.updateIdParamsSchema,
    response: messageResponseSchema,
    auth: true,
    access: 'boards',
    summary: "Delete one's own update (staff: any update)",
  },
  mentionable: {
    method: 'GET',
    path: '/api/boards/:boardId/items/:itemId/mentionable',
    params: u.updateParamsSchema,
    query: u.mentionableQuerySchema,
    response: u.mentionableResponseSchema,
    auth: true,
    access: 'boards',
    summary: 'The people who can see an item, to mention',
  },
} as const satisfies Record<string, EndpointDef>;
