import type { Kysely } from 'kysely';
import type { ActivityTable, Database } from '../../db/schema';

/** The activity record's rows (activity.service.ts). */

export const insertActivity = async (db: Kysely<Database>, rows: ActivityTable[]) => {
  if (rows.length > 0) await db.insertInto('activity').values(rows).execute();
};

export interface ActivityFilter {
  actorId?: string;
  boardId?: string;
  subjectId?: string;
  /** Inclusive lower and exclusive upper bound of `at` (ISO). */
  since?: string;
  until?: string;
  /** The last entry of the previous page: entries before it. */
  before?: { at: string; id: string };
  limit: number;
}

/** Newest first, by (at, id). */
export const listActivity = (db: Kysely<Database>, tenantId: string, f: ActivityFilter) => {
  let q = db.selectFrom('activity').selectAll().where('tenant_id', '=', tenantId);
  if (f.actorId) q = q.where('actor_id', '=', f.actorId);
  if (f.boardId) q = q.where('board_id', '=', f.boardId);
  if (f.subjectId) q = q.where('subject_id', '=', f.subjectId);
  if (f.since) q = q.where('at', '>=', f.since);
  if (f.until) q = q.where('at', '<', f.until);
  const before = f.before;
  if (before)
    q = q.where((eb) =>
      eb.or([eb('at', '<', before.at), eb.and([eb('at', '=', before.at), eb('id', '<', before.id)])]),
    );
  return q.orderBy('at', 'desc').orderBy('id', 'desc').limit(f.limit).execute();
};
