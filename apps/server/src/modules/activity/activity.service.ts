import {
  ACTIVITY_PAGE_SIZE,
  MAX_ACTIVITY_CLIENTS,
  type ActivityAction,
  type ActivityEntry,
  type ActivityQuery,
  type ActivitySubject,
  type ActorKind,
} from '@portico/contract';
import type { AppContext } from '../../context';
import type { ActivityTable } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { nowIso } from '../../lib/time';
import type { Executor } from '../../db/executor';
import { type Change, type ChangeActor, type ChangeSubscriber, changesOf } from '../changes';
import type { Actor } from '../policy';
import { insertActivity, listActivity, listActorAccounts } from './activity.repository';

/** Who made a change, as the record keeps it (the change pipeline's actor). */
export type ActivityActor = ChangeActor;

/** The operator's CLI: no account. */
export const OPERATOR: ActivityActor = { kind: 'operator', id: null, name: 'Operator (CLI)' };

/** The record's actor of a signed-in actor; null (the CLI) is the operator. */
export const activityActorOf = (actor: Actor | null): ActivityActor =>
  actor === null ? OPERATOR : { kind: actor.kind, id: actor.user.id, name: actor.user.name };

export type { Change };

/** Long values are kept to this many characters (a prose column can hold far more). */
const MAX_VALUE = 2000;
const clip = (value: string | null | undefined) =>
  value === null || value === undefined
    ? null
    : value.length > MAX_VALUE
      ? `${value.slice(0, MAX_VALUE - 1)}…`
      : value;

const toEntry = (row: ActivityTable): ActivityEntry => ({
  id: row.id,
  at: row.at,
  actor: { kind: row.actor_kind as ActorKind, id: row.actor_id, name: row.actor_name },
  subject: row.subject as ActivitySubject,
  action: row.action as ActivityAction,
  subjectName: row.subject_name,
  subjectId: row.subject_id,
  boardId: row.board_id,
  boardName: row.board_name,
  field: row.field,
  columnId: row.column_id,
  oldValue: row.old_value,
  newValue: row.new_value,
});

const cursorOf = (row: { at: string; id: string }) =>
  Buffer.from(`${row.at}|${row.id}`).toString('base64url');
const readCursor = (cursor: string): { at: string; id: string } => {
  const [at, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!at || !id || rest.length > 0 || Number.isNaN(Date.parse(at)))
    throw badRequest('This page link is invalid. Please reload.');
  return { at, id };
};

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

/**
 * The activity record: it hears every change through the change pipeline — in the write's own
 * transaction, so a change and its record commit together — and the console reads it.
 */
export const createActivityService = (ctx: AppContext) => {
  const { db } = ctx;

  /** Records changes by one actor at one moment. */
  const record = async (
    tenantId: string,
    by: ActivityActor,
    changes: readonly Change[],
    executor: Executor = db.kysely,
  ) => {
    if (changes.length === 0) return;
    const at = nowIso();
    await insertActivity(
      executor,
      changes.map((c) => ({
        tenant_id: tenantId,
        id: newId(),
        at,
        actor_kind: by.kind,
        actor_id: by.id,
        actor_name: by.name,
        subject: c.subject,
        action: c.action,
        subject_id: c.subjectId,
        subject_name: c.subjectName,
        board_id: c.board?.id ?? null,
        board_name: c.board?.name ?? null,
        field: c.field ?? null,
        column_id: c.columnId ?? null,
        old_value: clip(c.oldValue),
        new_value: clip(c.newValue),
      })),
    );
  };

  /** The record's subscription to the change pipeline: every event's lines, in the write's transaction. */
  const subscriber: ChangeSubscriber = {
    name: 'activity',
    handle: ({ tenantId, by, events, executor }) => record(tenantId, by, events.flatMap(changesOf), executor),
  };

  return {
    record,
    subscriber,

    async list(tenantId: string, query: ActivityQuery & { limit?: number }) {
      if (query.from && query.to && query.from > query.to)
        throw badRequest('The first day must not be after the last day.');
      const limit = query.limit ?? ACTIVITY_PAGE_SIZE;
      const rows = await listActivity(db.kysely, tenantId, {
        actorId: query.actorId,
        actorKind: query.actorKind,
        boardId: query.boardId,
        subjectId: query.itemId,
        since: query.from ? `${query.from}T00:00:00.000Z` : undefined,
        until: query.to ? nextDay(query.to) : undefined,
        before: query.cursor ? readCursor(query.cursor) : undefined,
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return { entries: page.map(toEntry), nextCursor: rows.length > limit && last ? cursorOf(last) : null };
    },

    /** Who the log can be filtered by: the staff, the clients, and the operator (docs/decisions.md). */
    async actors(tenantId: string): Promise<ActivityActor[]> {
      const { staff, clients } = await listActorAccounts(db.kysely, tenantId, MAX_ACTIVITY_CLIENTS);
      const of = (kind: ActorKind) => (row: { id: string; name: string; email: string }) => ({
        kind,
        id: row.id,
        name: row.name || row.email,
      });
      // By the name shown (an account without a name shows its email).
      const byName = (rows: ActivityActor[]) => rows.sort((a, b) => a.name.localeCompare(b.name, 'en'));
      return [...byName(staff.map(of('staff'))), ...byName(clients.map(of('client'))), OPERATOR];
    },
  };
};

export type ActivityService = ReturnType<typeof createActivityService>;
