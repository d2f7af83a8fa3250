import { z } from 'zod';
import { envelope, idSchema } from './common';
import { hexColorSchema } from './columns/types';

/** The console's boards and groups (staff): create, rename, archive, restore; groups in order. */

export const boardMessages = {
  boardCreated: 'The board was created.',
  boardSaved: 'The board was saved.',
  boardArchived: 'The board was archived: clients no longer see it, and nothing on it is lost.',
  boardRestored: 'The board was restored: clients who may see it see it again.',
  groupAdded: 'The group was added.',
  groupSaved: 'The group was saved.',
  groupsReordered: 'The groups were reordered.',
  groupDeleted: 'The group was deleted.',
  titleTaken: (kind: 'board' | 'group', title: string) =>
    kind === 'board' ? `There is a board "${title}" already.` : `The board has a group "${title}" already.`,
  lastGroup: 'A board keeps at least one group: add another before deleting this one.',
  moveToNeeded: (count: number) =>
    `The group holds ${count} ${count === 1 ? 'item' : 'items'}: choose the group they move to.`,
  moveToSelf: 'Items cannot move to the group being deleted: choose another group.',
  orderMismatch: 'The order must name every group of the board once: reload and try again.',
} as const;

export const consoleTitleSchema = z
  .string({ error: 'A title is required.' })
  .trim()
  .min(1, { error: 'A title is required.' })
  .max(120, { error: 'Titles are at most 120 characters.' });

export const consoleBoardSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    archived: z.boolean(),
    allowItemCreation: z.boolean(),
    itemCount: z.number().int(),
    groupCount: z.number().int(),
    columnCount: z.number().int(),
    /** Clients granted the board. */
    clientCount: z.number().int(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ConsoleBoard' });
export type ConsoleBoard = z.infer<typeof consoleBoardSchema>;

export const groupParamsSchema = z.object({ boardId: idSchema, groupId: idSchema });

/** GET /api/console/boards — every board, archived ones too, in sidebar order. */
export const consoleBoardsResponseSchema = envelope(z.object({ boards: z.array(consoleBoardSchema) }));

/** POST /api/console/boards — a board with one group, "Items", and its Name column. */
export const createBoardRequestSchema = z.object({
  name: consoleTitleSchema,
  allowItemCreation: z.boolean({ error: 'allowItemCreation must be true or false' }).optional(),
});
export type CreateBoardRequest = z.infer<typeof createBoardRequestSchema>;
export const consoleBoardResponseSchema = envelope(consoleBoardSchema).extend({ message: z.string() });

/** PATCH /api/console/boards/:boardId */
export const updateBoardRequestSchema = z
  .object({
    name: consoleTitleSchema.optional(),
    allowItemCreation: z.boolean({ error: 'allowItemCreation must be true or false' }).optional(),
    archived: z.boolean({ error: 'archived must be true or false' }).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { error: 'Nothing to change.' });
export type UpdateBoardRequest = z.infer<typeof updateBoardRequestSchema>;

export const consoleGroupSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    color: z.string(),
    position: z.number().int(),
    itemCount: z.number().int(),
  })
  .meta({ id: 'ConsoleGroup' });
export type ConsoleGroup = z.infer<typeof consoleGroupSchema>;

/** GET /api/console/boards/:boardId/groups — in board order. */
export const consoleGroupsResponseSchema = envelope(z.object({ groups: z.array(consoleGroupSchema) }));
export const consoleGroupsSavedResponseSchema = consoleGroupsResponseSchema.extend({ message: z.string() });

const groupColorSchema = hexColorSchema.optional();

/** POST /api/console/boards/:boardId/groups — at the end of the board. */
export const addGroupRequestSchema = z.object({ title: consoleTitleSchema, color: groupColorSchema });
export type AddGroupRequest = z.infer<typeof addGroupRequestSchema>;

/** PATCH /api/console/boards/:boardId/groups/:groupId */
export const updateGroupRequestSchema = z
  .object({ title: consoleTitleSchema.optional(), color: groupColorSchema })
  .refine((v) => v.title !== undefined || v.color !== undefined, { error: 'Nothing to change.' });
export type UpdateGroupRequest = z.infer<typeof updateGroupRequestSchema>;

/** PUT /api/console/boards/:boardId/groups — every group of the board, in the new order. */
export const reorderGroupsRequestSchema = z.object({
  groupIds: z.array(idSchema, { error: 'groupIds must be a list of group ids' }).min(1).max(500),
});
export type ReorderGroupsRequest = z.infer<typeof reorderGroupsRequestSchema>;

/** DELETE /api/console/boards/:boardId/groups/:groupId?moveTo= — its items move to `moveTo`. */
export const deleteGroupQuerySchema = z.object({ moveTo: idSchema.optional() });
