import { z } from 'zod';
import { envelope, idSchema } from './common';
import { columnValueSchema, groupSchema } from './boards';

/**
 * The staff board (console): every item of a board with every column, hidden ones included (the column
 * list says which are hidden), sorted by any column on the server and read by offset, so a virtualised
 * table can fetch the rows it scrolls to.
 */

export const CONSOLE_ITEMS_MAX_LIMIT = 200;
export const CONSOLE_BULK_MAX = 500;

export const consoleItemMessages = {
  moved: (n: number) => `${n} ${n === 1 ? 'item was' : 'items were'} moved.`,
  duplicated: (n: number) => `${n} ${n === 1 ? 'item was' : 'items were'} duplicated.`,
  deleted: (n: number) => `${n} ${n === 1 ? 'item was' : 'items were'} deleted.`,
  statusSet: (n: number) => `The status of ${n} ${n === 1 ? 'item' : 'items'} was set.`,
  unknownSort: 'Items can be sorted by name, created, updated or a column of the board.',
  itemsMissing: (n: number) =>
    `${n} of the selected items ${n === 1 ? 'is' : 'are'} no longer on the board: reload and try again.`,
  notAStatus: 'Only status and priority columns can be set for several items at once.',
  unknownLabel: (label: string, column: string) => `"${label}" is not a label of ${column}.`,
} as const;

export const consoleItemSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    group: groupSchema,
    /** Every column of the board, hidden ones included, in board order. */
    column_values: z.array(columnValueSchema),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ConsoleItem' });
export type ConsoleItem = z.infer<typeof consoleItemSchema>;

/** GET /api/console/boards/:boardId/items */
export const consoleItemsQuerySchema = z.object({
  offset: z.coerce.number({ error: 'offset must be a number' }).int().min(0).max(10_000_000).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1)
    .max(CONSOLE_ITEMS_MAX_LIMIT, { error: `limit is at most ${CONSOLE_ITEMS_MAX_LIMIT}` })
    .optional(),
  search: z.string().max(200, { error: 'Searches are at most 200 characters.' }).optional(),
  /** `name`, `created`, `updated` or a column id; board order when absent. */
  sort: z.string().max(64).optional(),
  dir: z.enum(['asc', 'desc'], { error: 'dir is asc or desc' }).optional(),
  groupId: idSchema.optional(),
});
export type ConsoleItemsQuery = z.input<typeof consoleItemsQuerySchema>;

export const consoleItemsResponseSchema = envelope(
  z.object({
    items: z.array(consoleItemSchema),
    /** Items matching the search (all of the board's without one). */
    total: z.number().int(),
    offset: z.number().int(),
  }),
);
export type ConsoleItemsPage = z.infer<typeof consoleItemsResponseSchema>['data'];

export const consoleItemParamsSchema = z.object({ boardId: idSchema, itemId: idSchema });
export const consoleItemResponseSchema = envelope(consoleItemSchema).extend({ message: z.string() });

const itemIdsSchema = z
  .array(idSchema, { error: 'itemIds must be a list of item ids' })
  .min(1, { error: 'Select at least one item.' })
  .max(CONSOLE_BULK_MAX, { error: `At most ${CONSOLE_BULK_MAX} items at once.` });

/** POST /api/console/boards/:boardId/items/bulk — one action on several items, all or none. */
export const bulkItemsRequestSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('move'), itemIds: itemIdsSchema, groupId: idSchema }),
    z.object({ action: z.literal('duplicate'), itemIds: itemIdsSchema }),
    z.object({ action: z.literal('delete'), itemIds: itemIdsSchema }),
    z.object({
      action: z.literal('setStatus'),
      itemIds: itemIdsSchema,
      columnId: idSchema,
      /** A label of the column, or null to clear it. */
      label: z.string().max(60).nullable(),
    }),
  ],
  { error: 'action is move, duplicate, delete or setStatus' },
);
export type BulkItemsRequest = z.infer<typeof bulkItemsRequestSchema>;

export const bulkItemsResponseSchema = envelope(
  z.object({
    /** The items the action touched (for a duplicate, the new copies). */
    itemIds: z.array(z.string()),
  }),
).extend({ message: z.string() });
