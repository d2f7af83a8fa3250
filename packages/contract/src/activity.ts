import { z } from 'zod';
import { envelope, idSchema } from './common';
import type { EndpointDef } from './endpoint-def';

/**
 * The activity record (docs/decisions.md, "Activity"): every change by anyone — a client in the portal,
 * staff in the console, the operator's CLI — as who, when, what (an item and its column, an account, a
 * setting) and the value before and after, in text. Kept when what it is about is deleted: each entry
 * carries the names it showed.
 */
export const ACTOR_KINDS = ['client', 'staff', 'operator'] as const;
export const actorKindSchema = z.enum(ACTOR_KINDS);
export type ActorKind = z.infer<typeof actorKindSchema>;

export const ACTIVITY_SUBJECTS = ['item', 'board', 'client', 'staff', 'settings', 'person'] as const;
export type ActivitySubject = (typeof ACTIVITY_SUBJECTS)[number];

/** What happened to the subject. `updated` entries name the field (a column or a setting) and both values. */
export const ACTIVITY_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'approved',
  'rejected',
  'invited',
  'disabled',
  'enabled',
  'passwordReset',
  'signInLink',
  'boardsChanged',
  'roleChanged',
  'removed',
  'archived',
  'restored',
  'previewed',
  // Updates on items (issue #8): the text (plain, clipped) is the new value; `field` says "Internal note".
  'commented',
  'commentEdited',
  'commentDeleted',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** Who made a change: a client's or staff member's account, or the operator's CLI. */
export const activityActorSchema = z
  .object({
    kind: actorKindSchema,
    /** The account, while it exists (null for the operator and for removed accounts). */
    id: z.string().nullable(),
    name: z.string(),
  })
  .meta({ id: 'ActivityActor' });
export type ActivityActor = z.infer<typeof activityActorSchema>;

export const activityEntrySchema = z
  .object({
    id: z.string(),
    at: z.string(),
    actor: activityActorSchema,
    subject: z.enum(ACTIVITY_SUBJECTS),
    action: z.enum(ACTIVITY_ACTIONS),
    /** The item's, account's or portal's name when it happened. */
    subjectName: z.string(),
    subjectId: z.string().nullable(),
    boardId: z.string().nullable(),
    boardName: z.string().nullable(),
    /** The column (of an item) or the setting that changed. */
    field: z.string().nullable(),
    columnId: z.string().nullable(),
    oldValue: z.string().nullable(),
    newValue: z.string().nullable(),
  })
  .meta({ id: 'ActivityEntry' });
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Dates are written YYYY-MM-DD' })
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), { error: 'Not a date' });

/** GET /api/console/activity — newest first, a page at a time (`cursor` from the previous page). */
export const ACTIVITY_PAGE_SIZE = 50;
export const activityQuerySchema = z.object({
  actorId: idSchema.optional(),
  /** Changes by one kind of actor: `operator` is how the CLI's changes are found (they have no account). */
  actorKind: actorKindSchema.optional(),
  boardId: idSchema.optional(),
  itemId: idSchema.optional(),
  /** First and last day, inclusive (UTC). */
  from: isoDay.optional(),
  to: isoDay.optional(),
  cursor: z.string().max(200, { error: 'This page link is invalid. Please reload.' }).optional(),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;
export const activityResponseSchema = envelope(
  z.object({ entries: z.array(activityEntrySchema), nextCursor: z.string().nullable() }),
);

/**
 * GET /api/console/activity/actors — who the log can be filtered by, for every staff member (editors
 * included, who may not list the staff): the staff, then the clients (at most MAX_ACTIVITY_CLIENTS, by
 * name), then the operator (id null: filter with `actorKind=operator`).
 */
export const MAX_ACTIVITY_CLIENTS = 500;
export const activityActorsResponseSchema = envelope(z.object({ actors: z.array(activityActorSchema) }));

/** The activity calls of the console catalogue (console-endpoints.ts spreads them). */
export const activityEndpoints = {
  activity: {
    method: 'GET',
    path: '/api/console/activity',
    query: activityQuerySchema,
    response: activityResponseSchema,
    auth: true,
    access: 'staff',
    summary: 'Console: the activity record, newest first, by person, board, item and days (staff)',
  },
  activityActors: {
    method: 'GET',
    path: '/api/console/activity/actors',
    response: activityActorsResponseSchema,
    auth: true,
    access: 'staff',
    summary: 'Console: the people the activity record can be filtered by (staff)',
  },
} as const satisfies Record<string, EndpointDef>;
