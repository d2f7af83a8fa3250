import { z } from 'zod';
import { idSchema } from './common';

/**
 * Live events (issue #8, docs/decisions.md "Live events"): `GET /api/events` streams server-sent events to
 * a signed-in user. An event says only *what* changed — ids, never data: the client refetches through the
 * normal, authorized calls, so an event that reached the wrong user could leak at most an id.
 */

/** How long the server keeps events to replay after `Last-Event-ID`; older ids get a `reset`. */
export const LIVE_RETENTION_MS = 60 * 60 * 1000;
/** At most this many events are replayed to a resuming connection; more get a `reset`. */
export const LIVE_REPLAY_LIMIT = 1000;
/** The reconnection delay the stream asks for (`retry:`), in milliseconds. */
export const LIVE_RETRY_MS = 3000;

const boardEvent = { boardId: idSchema };
const itemEvent = { boardId: idSchema, itemId: idSchema };

export const liveEventSchema = z
  .discriminatedUnion('type', [
    /** An item's name, values or group changed. */
    z.object({ type: z.literal('item.changed'), ...itemEvent }),
    z.object({ type: z.literal('item.created'), ...itemEvent, groupId: idSchema }),
    z.object({ type: z.literal('item.deleted'), ...itemEvent }),
    /** The board's groups, columns or settings changed (and items may have moved with them). */
    z.object({ type: z.literal('board.changed'), ...boardEvent }),
    /** An item's thread: an update was posted, edited or deleted. */
    z.object({ type: z.literal('update.changed'), ...itemEvent, updateId: idSchema }),
    /** The user's notifications changed. */
    z.object({ type: z.literal('notification.changed') }),
    /** The server could not replay what was missed: refetch everything. */
    z.object({ type: z.literal('reset') }),
  ])
  .meta({ id: 'LiveEvent' });
export type LiveEvent = z.infer<typeof liveEventSchema>;
export type LiveEventType = LiveEvent['type'];
export type LiveEventOf<T extends LiveEventType> = Extract<LiveEvent, { type: T }>;

export const LIVE_EVENT_TYPES = [
  'item.changed',
  'item.created',
  'item.deleted',
  'board.changed',
  'update.changed',
  'notification.changed',
  'reset',
] as const satisfies readonly LiveEventType[];

/** A stream's `id:`: an opaque token (22 base64url characters) bound to the tenant. */
export const LIVE_EVENT_ID = /^[A-Za-z0-9_-]{22}$/;

export const liveEventsQuerySchema = z.object({
  /** For clients that cannot send the `Last-Event-ID` header: the id of the last event received. */
  lastEventId: z
    .string()
    .regex(LIVE_EVENT_ID, { error: 'lastEventId must be the id of an event' })
    .optional(),
});
export type LiveEventsQuery = z.infer<typeof liveEventsQuerySchema>;

/**
 * The stream as documented: `text/event-stream`, one message per event — `id:` (where the stream stands in
 * the tenant's events: an opaque token to resume from, which shows nothing of any count), `event:` (its
 * type) and `data:` (the event as JSON, of liveEventSchema) — plus `retry:`, an `id:` alone when the
 * position moves without an event, and comment heartbeats.
 */
export const liveStreamSchema = z.string().meta({
  id: 'LiveEventStream',
  description:
    'text/event-stream: `id: <opaque token>`, `event: <type>`, `data: <LiveEvent JSON>`; comment heartbeats every 25 s',
});
