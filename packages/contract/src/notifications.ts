import { z } from 'zod';
import { envelope, idSchema } from './common';

/**
 * Notifications (issue #8): what tells a person that something needs them, in the app (the bell) and by
 * email. The rules (who gets which kind) are in docs/decisions.md, "Notifications".
 */
export const NOTIFICATION_KINDS = [
  /** I am mentioned in an update. */
  'mention',
  /** A new update on an item I created, follow or am assigned to. */
  'update',
  /** An item is assigned to me (a people column now holds me). */
  'assigned',
  /** The status of an item I created, follow or am assigned to changed. */
  'status',
  /** Staff: a client signed up and waits for approval. */
  'signup',
  /** A client: my account was approved. */
  'approved',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** The kinds a role can receive: a client is never asked to approve, staff are never approved. */
export const CLIENT_NOTIFICATION_KINDS: readonly NotificationKind[] = [
  'mention',
  'update',
  'assigned',
  'status',
  'approved',
];
export const STAFF_NOTIFICATION_KINDS: readonly NotificationKind[] = [
  'mention',
  'update',
  'assigned',
  'status',
  'signup',
];

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, { title: string; description: string }> = {
  mention: { title: 'Mentions', description: 'Someone mentions you in an update.' },
  update: {
    title: 'Updates',
    description: 'A new update on an item you created, follow or are assigned to.',
  },
  assigned: { title: 'Assignments', description: 'An item is assigned to you.' },
  status: {
    title: 'Status changes',
    description: 'The status of an item you created, follow or are assigned to changes.',
  },
  signup: { title: 'Signups', description: 'A client signs up and waits for approval.' },
  approved: { title: 'Account approved', description: 'Your account is approved.' },
};

/** By email: right away, gathered in one email a day, or not at all. */
export const EMAIL_CADENCES = ['instant', 'daily', 'off'] as const;
export const emailCadenceSchema = z.enum(EMAIL_CADENCES);
export type EmailCadence = z.infer<typeof emailCadenceSchema>;

export const notificationPreferenceSchema = z.object({ inApp: z.boolean(), email: emailCadenceSchema });
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** What a person gets before choosing: what needs them by email at once, the rest in the app and a digest. */
export const DEFAULT_NOTIFICATION_PREFERENCES: Record<NotificationKind, NotificationPreference> = {
  mention: { inApp: true, email: 'instant' },
  update: { inApp: true, email: 'daily' },
  assigned: { inApp: true, email: 'instant' },
  status: { inApp: true, email: 'off' },
  signup: { inApp: true, email: 'instant' },
  approved: { inApp: true, email: 'instant' },
};

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const notificationSchema = z
  .object({
    id: z.string(),
    kind: notificationKindSchema,
    createdAt: z.string(),
    readAt: z.string().nullable(),
    /** Who caused it; null for the system or a removed account. */
    actor: z.object({ id: z.string(), name: z.string(), photo: z.string().nullable() }).nullable(),
    /** A sentence that stands alone: "Hana Staff mentioned you on Homepage copy". */
    title: z.string(),
    /** A short plain-text excerpt (an update's first words, the new status). */
    excerpt: z.string().nullable(),
    boardId: z.string().nullable(),
    itemId: z.string().nullable(),
    updateId: z.string().nullable(),
    /** Where the entry leads in the app (a path on the tenant's portal). */
    link: z.string(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

export const listNotificationsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  unread: z.enum(['true', 'false']).optional(),
});
export const listNotificationsResponseSchema = envelope(
  z.object({
    notifications: z.array(notificationSchema),
    cursor: z.string().nullable(),
    unread: z.number().int(),
  }),
);
export type ListNotificationsResponse = z.infer<typeof listNotificationsResponseSchema>;

export const unreadCountResponseSchema = envelope(z.object({ unread: z.number().int() }));
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;

export const notificationParamsSchema = z.object({ notificationId: idSchema });

export const notificationPreferencesSchema = z.object({
  /** Only the kinds of the person's role (CLIENT_ or STAFF_NOTIFICATION_KINDS). */
  preferences: z.partialRecord(notificationKindSchema, notificationPreferenceSchema),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const notificationPreferencesResponseSchema = envelope(notificationPreferencesSchema);
export type NotificationPreferencesResponse = z.infer<typeof notificationPreferencesResponseSchema>;

export const followResponseSchema = envelope(z.object({ following: z.boolean() }));
export type FollowResponse = z.infer<typeof followResponseSchema>;
