import { z } from 'zod';
import { envelope, idSchema } from './common';
import { accountRoleSchema } from './console';

/**
 * Updates on items (issue #8): a thread per item of updates and their replies, shared by clients and staff.
 * An internal note is an update only staff ever see: the server leaves it out of every answer to a client.
 */
export const MAX_UPDATE_LENGTH = 10_000;
export const MAX_UPDATE_ATTACHMENTS = 10;
/** Top-level updates per page; each comes with all its replies. */
export const UPDATES_PAGE_SIZE = 20;

export const updateMessages = {
  bodyRequired: 'Write something, or attach a file',
  bodyTooLong: `An update can be at most ${MAX_UPDATE_LENGTH.toLocaleString('en-US')} characters`,
  tooManyAttachments: `An update can carry at most ${MAX_UPDATE_ATTACHMENTS} files`,
  notFound: 'This update does not exist or was deleted',
  notYours: 'Only the author can edit an update',
  cannotDelete: 'You can delete only your own updates',
  replyToReply: 'Replies can only be made to an update, not to another reply',
  clientInternal: 'Only staff can write internal notes',
  replyVisibility: 'A reply to an internal note is internal too',
  cannotMention: (name: string) => `${name} cannot see this item, so they cannot be mentioned`,
  /** A client who sees the item, mentioned in an internal note: what they cannot see is the note. */
  cannotMentionInNote: (name: string) =>
    `${name} cannot see internal notes, so they cannot be mentioned in one`,
  posted: 'Update posted.',
  edited: 'Update edited.',
  deleted: 'Update deleted.',
} as const;

export const updateBodySchema = z
  .string({ error: updateMessages.bodyRequired })
  .max(MAX_UPDATE_LENGTH, { error: updateMessages.bodyTooLong })
  .refine((v) => !v.includes('\u0000'), { error: 'An update cannot contain NUL characters' });

export const updateAuthorSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    photo: z.string().nullable(),
    role: accountRoleSchema,
  })
  .meta({ id: 'UpdateAuthor' });
export type UpdateAuthor = z.infer<typeof updateAuthorSchema>;

export const updateAttachmentSchema = z
  .object({ id: z.string(), name: z.string(), size: z.number().int(), mimeType: z.string(), url: z.string() })
  .meta({ id: 'UpdateAttachment' });
export type UpdateAttachment = z.infer<typeof updateAttachmentSchema>;

export const itemUpdateSchema = z
  .object({
    id: z.string(),
    itemId: z.string(),
    /** The update this one replies to; replies have no replies of their own. */
    parentId: z.string().nullable(),
    /** Null when the author's account was removed. */
    author: updateAuthorSchema.nullable(),
    /** The body in the formatting set of rich-text.ts; empty once deleted. */
    body: z.string(),
    /** Staff only: never sent to a client. */
    internal: z.boolean(),
    attachments: z.array(updateAttachmentSchema),
    createdAt: z.string(),
    editedAt: z.string().nullable(),
    /** A deleted update keeps its place in the thread (its replies stay) and shows as deleted. */
    deletedAt: z.string().nullable(),
    canEdit: z.boolean(),
    canDelete: z.boolean(),
  })
  .meta({ id: 'ItemUpdate' });
export type ItemUpdate = z.infer<typeof itemUpdateSchema>;

export const itemThreadEntrySchema = itemUpdateSchema
  .extend({ replies: z.array(itemUpdateSchema) })
  .meta({ id: 'ItemThreadEntry' });
export type ItemThreadEntry = z.infer<typeof itemThreadEntrySchema>;

export const updateParamsSchema = z.object({ boardId: idSchema, itemId: idSchema });
export const updateIdParamsSchema = updateParamsSchema.extend({ updateId: idSchema });

/** GET …/updates: newest top-level updates first, UPDATES_PAGE_SIZE a page; replies oldest first. */
export const listUpdatesQuerySchema = z.object({ cursor: z.string().max(200).optional() });
export const listUpdatesResponseSchema = envelope(
  z.object({
    updates: z.array(itemThreadEntrySchema),
    cursor: z.string().nullable(),
    total: z.number().int(),
  }),
);
export type ListUpdatesResponse = z.infer<typeof listUpdatesResponseSchema>;

/**
 * POST …/updates is multipart: these fields, plus up to MAX_UPDATE_ATTACHMENTS file parts named `files`
 * (each under the column files' rules: 5 MB, type checked by content). `internal` is 'true' or 'false'.
 */
export const createUpdateFieldsSchema = z.object({
  body: z.string().max(MAX_UPDATE_LENGTH, { error: updateMessages.bodyTooLong }).default(''),
  parentId: idSchema.optional(),
  internal: z.enum(['true', 'false']).default('false'),
});
export type CreateUpdateFields = z.infer<typeof createUpdateFieldsSchema>;

export const editUpdateRequestSchema = z.object({ body: updateBodySchema });
export type EditUpdateRequest = z.infer<typeof editUpdateRequestSchema>;

export const updateResponseSchema = envelope(itemUpdateSchema).extend({ message: z.string() });
export type UpdateResponse = z.infer<typeof updateResponseSchema>;

/** GET …/mentionable?q= — the people who can see the item (staff, and clients with access to its board). */
export const mentionableQuerySchema = z.object({ q: z.string().max(100).optional() });
export const mentionableResponseSchema = envelope(z.object({ people: z.array(updateAuthorSchema) }));
export type MentionableResponse = z.infer<typeof mentionableResponseSchema>;
