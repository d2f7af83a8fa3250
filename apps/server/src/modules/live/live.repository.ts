import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database, LiveEventsTable } from '../../db/schema';

/** A database handle or a transaction of one: publishing writes through the caller's transaction. */
export type Executor = Kysely<Database>;

/** A row of the log as read back (its id now known). */
export type LiveRow = Omit<LiveEventsTable, 'id'> & { id: number };

/** The channel PostgreSQL readers LISTEN on; a NOTIFY in a transaction is delivered when it commits. */
export const LIVE_CHANNEL = 'portico_live';

/** Whether a handle (or transaction) is PostgreSQL's: its readers are woken by NOTIFY. */
export const isPostgres = (db: Executor) => db.getExecutor().adapter instanceof PostgresAdapter;

export const insertEvent = (db: Executor, row: Omit<LiveEventsTable, 'id'>) =>
  db.insertInto('live_events').values(row).execute();

/** Wakes every reader of every instance once the caller's transaction commits (PostgreSQL only). */
export const notifyReaders = (db: Executor) => sql`select pg_notify(${LIVE_CHANNEL}, '')`.execute(db);

/** The people an item is assigned to now (item_people), read in the caller's transaction. */
export const assignedPeople = async (db: Executor, tenantId: string, itemId: string): Promise<string[]> =>
  (
    await db
      .selectFrom('item_people')
      .select('person_id')
      .distinct()
      .where('tenant_id', '=', tenantId)
      .where('item_id', '=', itemId)
      .execute()
  ).map((r) => r.person_id);

/** Rows after an id, in id order, of every tenant: what an instance's reader fans out. */
export const readAfter = (db: Executor, afterId: number, limit: number): Promise<LiveRow[]> =>
  db
    .selectFrom('live_events')
    .selectAll()
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute() as Promise<LiveRow[]>;

/** Rows of these ids that have meanwhile committed (ids the reader found missing). */
export const readIds = async (db: Executor, ids: number[]): Promise<LiveRow[]> =>
  ids.length === 0
    ? []
    : ((await db
        .selectFrom('live_events')
        .selectAll()
        .where('id', 'in', ids)
        .orderBy('id')
        .execute()) as LiveRow[]);

/** A tenant's rows after an id, for a connection that resumes. */
export const readTenantAfter = (
  db: Executor,
  tenantId: string,
  afterId: number,
  limit: number,
): Promise<LiveRow[]> =>
  db
    .selectFrom('live_events')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute() as Promise<LiveRow[]>;

/** A tenant's latest row up to an id (its id and time), if the log holds one. */
export const tenantLatest = (db: Executor, tenantId: string, atMost: number) =>
  db
    .selectFrom('live_events')
    .select(['id', 'created_at'])
    .where('tenant_id', '=', tenantId)
    .where('id', '<=', atMost)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst() as Promise<{ id: number; created_at: string } | undefined>;

/** Whether the log still holds this row of the tenant. */
export const hasTenantEvent = async (db: Executor, tenantId: string, id: number) =>
  (await db
    .selectFrom('live_events')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst()) !== undefined;

/** The lowest and highest id in the log (null when it is empty). */
export const logBounds = async (db: Executor): Promise<{ min: number | null; max: number | null }> => {
  const row = await db
    .selectFrom('live_events')
    .select((eb) => [eb.fn.min('id').as('min'), eb.fn.max('id').as('max')])
    .executeTakeFirst();
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return { min: num(row?.min), max: num(row?.max) };
};

/** Deletes up to `limit` rows written before a time (a job of the scheduler); how many went. */
export const pruneBefore = async (db: Executor, before: string, limit: number) => {
  const result = await db
    .deleteFrom('live_events')
    .where('id', 'in', (eb) =>
      eb.selectFrom('live_events').select('id').where('created_at', '<', before).limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};
