import type { Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared';
import type { ActivityTable, Database } from '../../db/schema';

/** The activity record's rows (activity.service.ts). */

// Every item write records its change: compiled once, not per request (db/prepared.ts).
type ActivityRow = { [K in keyof ActivityTable]: ActivityTable[K] };
const COLUMNS: ReadonlyArray<keyof ActivityTable> = [
  'tenant_id',
  'id',
  'at',
  'actor_kind',
  'actor_id',
  'actor_name',
  'subject',
  'action',
  'subject_id',
  'subject_name',
  'board_id',
  'board_name',
  'field',
  'column_id',
  'old_value',
  'new_value',
];
// The parameters stand for the values, so every column is named (a proxy has no keys to spread).
const insertOne = preparedQuery(
  (db, p: ActivityRow) =>
    db.insertInto('activity').values(Object.fromEntries(COLUMNS.map((c) => [c, p[c]])) as ActivityRow),
  { write: true },
);

/** Inserts the rows one statement each: a change is a few rows, and each statement is prepared. */
export const insertActivity = async (db: Kysely<Database>, rows: ActivityTable[]) => {
  for (const row of rows) await insertOne(db, { ...row });
};

export interface ActivityFilter {
  actorId?: string;
  actorKind?: string;
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
  if (f.actorKind) q = q.where('actor_kind', '=', f.actorKind);
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

/**
 * The tenant's accounts that can appear in the record as actors: staff (every one) and clients (up to
 * `clientLimit`, by name), without their credentials.
 */
export const listActorAccounts = async (db: Kysely<Database>, tenantId: string, clientLimit: number) => {
  const accounts = () =>
    db.selectFrom('users').select(['id', 'name', 'email', 'role']).where('tenant_id', '=', tenantId);
  const [staff, clients] = await Promise.all([
    accounts().where('role', 'in', ['admin', 'editor']).orderBy('name').orderBy('email').execute(),
    accounts().where('role', '=', 'client').orderBy('name').orderBy('email').limit(clientLimit).execute(),
  ]);
  return { staff, clients };
};
