import { z } from 'zod';
import { ACTIVITY_ACTIONS, ACTIVITY_SUBJECTS, actorKindSchema } from './activity';
import { emailCadenceSchema, notificationKindSchema } from './notifications';
import { exportId as id, named, timestamp } from './transfer-base';
import { MAX_UPDATE_ATTACHMENTS, MAX_UPDATE_LENGTH } from './updates';

/**
 * The parts of the tenant export document (transfer.ts) that conversations and the console added in
 * format version 2: updates on items, notifications, how each user wants to be told, follows, and the
 * activity record. Documents of version 1 have none of them; they import with none.
 */

/** A stored choice of how a user is told of one kind; kinds without one take the defaults. */
export const exportNotificationPreferenceSchema = named(
  z.strictObject({ kind: notificationKindSchema, inApp: z.boolean(), email: emailCadenceSchema }),
  'NotificationPreference',
  'How the user chose to be told of one kind of notification: in the app, and by email',
);

/** A user who follows an item, or stopped following one they would otherwise be told about. */
export const exportFollowSchema = named(
  z.strictObject({ userId: id, following: z.boolean(), createdAt: timestamp }),
  'Follow',
  'A user who follows the item (following) or stopped following it (not following)',
);

/**
 * An update on an item, a reply to one (`parentId`), or an internal note (`internal`, staff only). Replies
 * come after the update they reply to. A deleted update keeps its place with an empty body.
 */
export const exportUpdateSchema = named(
  z.strictObject({
    id: id,
    itemId: id,
    /** The top-level update of the same item this one replies to. */
    parentId: id.nullable(),
    /** The author's account; it may have been removed since (the update stays, without an author). */
    authorId: id.nullable(),
    /** The formatting set of rich-text.ts, mentions as @[Name](user:ID). */
    body: z.string().max(MAX_UPDATE_LENGTH),
    internal: z.boolean(),
    createdAt: timestamp,
    editedAt: timestamp.nullable(),
    deletedAt: timestamp.nullable(),
    /** Attachments in their order: files of kind "update". */
    fileIds: z.array(id).max(MAX_UPDATE_ATTACHMENTS),
    /** The users the update mentions. */
    mentionedUserIds: z.array(id),
  }),
  'Update',
  'An update on an item, a reply, or an internal note, with its attachments and mentions',
);

/** What became of a notification's email ('none': not by email; 'digest': waiting for the daily one). */
export const NOTIFICATION_EMAIL_STATES = ['none', 'instant', 'digest', 'sent', 'skipped'] as const;

const ref = z.string().min(1).max(200);
const words = (max: number) => z.string().max(max);

export const exportNotificationSchema = named(
  z.strictObject({
    id: id,
    userId: id,
    kind: notificationKindSchema,
    /** Who caused it, as they were named then; the account may have been removed since. */
    actorId: id.nullable(),
    actorName: words(254).nullable(),
    boardId: id.nullable(),
    itemId: id.nullable(),
    updateId: id.nullable(),
    title: words(4000),
    excerpt: words(2000).nullable(),
    /** A path on the tenant's portal (never `//host`: that would lead off it). */
    link: words(2000).regex(/^\/(?![/\\])\S*$/, { error: 'Links are paths on the portal' }),
    inApp: z.boolean(),
    email: z.enum(NOTIFICATION_EMAIL_STATES),
    createdAt: timestamp,
    readAt: timestamp.nullable(),
  }),
  'Notification',
  'An entry of a user’s notifications, read or unread',
);

/**
 * An entry of the activity record as it was written: names and values as they were then, and ids of
 * what it is about, which may be gone (entries outlive their subjects, so they are not references).
 */
export const exportActivitySchema = named(
  z.strictObject({
    id: id,
    at: timestamp,
    actor: z.strictObject({ kind: actorKindSchema, id: ref.nullable(), name: words(1000) }),
    subject: z.enum(ACTIVITY_SUBJECTS),
    action: z.enum(ACTIVITY_ACTIONS),
    subjectId: ref.nullable(),
    subjectName: words(1000),
    boardId: ref.nullable(),
    boardName: words(1000).nullable(),
    field: words(1000).nullable(),
    columnId: ref.nullable(),
    oldValue: words(100_000).nullable(),
    newValue: words(100_000).nullable(),
  }),
  'Activity',
  'An entry of the activity record: who changed what, when, from which value to which',
);

export type ExportUpdate = z.infer<typeof exportUpdateSchema>;
export type ExportNotification = z.infer<typeof exportNotificationSchema>;
export type ExportActivity = z.infer<typeof exportActivitySchema>;
