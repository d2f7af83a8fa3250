import type { Kysely } from 'kysely';
import type { Database, JobRunStatus } from '../../db/schema';

/**
 * The runs of scheduled jobs (migration 0018). Installation-wide: the scheduler works outside any tenant's
 * scope, and the table has no tenant_id.
 */
type Db = Kysely<Database>;

export interface RunKey {
  job: string;
  /** ISO-8601, as every timestamp here. */
  slot: string;
}

export const findRun = (db: Db, { job, slot }: RunKey) =>
  db
    .selectFrom('job_runs')
    .select(['status', 'locked_until'])
    .where('job', '=', job)
    .where('slot', '=', slot)
    .executeTakeFirst();

/** The slot of the job's latest completed run, or null before its first. */
export const lastCompletedSlot = async (db: Db, job: string): Promise<string | null> => {
  const row = await db
    .selectFrom('job_runs')
    .select((eb) => eb.fn.max<string | null>('slot').as('slot'))
    .where('job', '=', job)
    .where('status', '=', 'done')
    .executeTakeFirst();
  return row?.slot ?? null;
};

/**
 * Claims a run in one statement: the row goes in, or an existing row that is not done and whose lease (or
 * retry time) has run out is taken over. Answers the attempt's number, or null when the run is done or
 * held by someone else. PostgreSQL: of instances inserting at once, one inserts and the others wait on
 * its key and then find the row held; of instances taking over at once, the first locks the row and the
 * others re-check the condition against its update. SQLite has one writer at a time.
 */
export const claimRun = async (
  db: Db,
  run: RunKey & { owner: string; now: string; leaseUntil: string },
): Promise<number | null> => {
  const row = await db
    .insertInto('job_runs')
    .values({
      job: run.job,
      slot: run.slot,
      status: 'running',
      owner: run.owner,
      attempts: 1,
      locked_until: run.leaseUntil,
      started_at: run.now,
      finished_at: null,
      last_error: null,
    })
    .onConflict((oc) =>
      oc
        .columns(['job', 'slot'])
        .doUpdateSet((eb) => ({
          status: 'running',
          owner: run.owner,
          attempts: eb('job_runs.attempts', '+', 1),
          locked_until: run.leaseUntil,
          started_at: run.now,
        }))
        .where('job_runs.status', '<>', 'done')
        .where('job_runs.locked_until', '<=', run.now),
    )
    .returning('attempts')
    .executeTakeFirst();
  return row ? Number(row.attempts) : null;
};

const held = (db: Db, key: RunKey, owner: string) =>
  db
    .updateTable('job_runs')
    .where('job', '=', key.job)
    .where('slot', '=', key.slot)
    .where('owner', '=', owner)
    .where('status', '=', 'running');

const changed = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows) > 0;

/** Extends the lease of a run this owner still holds; false once it lost it. */
export const renewLease = async (db: Db, key: RunKey, owner: string, leaseUntil: string) =>
  changed(await held(db, key, owner).set({ locked_until: leaseUntil }).executeTakeFirst());

/** Marks a run this owner holds done; false when it no longer held it. */
export const finishRun = async (db: Db, key: RunKey, owner: string, at: string) =>
  changed(
    await held(db, key, owner)
      .set({ status: 'done', finished_at: at, locked_until: null, last_error: null })
      .executeTakeFirst(),
  );

/** Lets go of a run this owner holds: failed, or interrupted; it may be claimed again from `retryAt`. */
export const releaseRun = async (
  db: Db,
  key: RunKey,
  owner: string,
  release: { status: Extract<JobRunStatus, 'failed' | 'interrupted'>; retryAt: string; error: string },
) =>
  changed(
    await held(db, key, owner)
      .set({
        status: release.status,
        locked_until: release.retryAt,
        last_error: release.error.slice(0, 1000),
      })
      .executeTakeFirst(),
  );

/**
 * Up to `limit` finished runs from before `before` that a later run of the same job follows: the latest
 * run of each job stays, so its slot is never taken for one not yet run.
 */
export const pruneRuns = async (db: Db, before: string, limit: number): Promise<number> => {
  const result = await db
    .deleteFrom('job_runs')
    .where(({ eb, refTuple, selectFrom }) =>
      eb(
        refTuple('job', 'slot'),
        'in',
        selectFrom('job_runs as r')
          .select(['r.job', 'r.slot'])
          .where('r.slot', '<', before)
          .where('r.status', '<>', 'running')
          .where(({ exists, selectFrom: from }) =>
            exists(
              from('job_runs as n')
                .select('n.job')
                .whereRef('n.job', '=', 'r.job')
                .whereRef('n.slot', '>', 'r.slot'),
            ),
          )
          .limit(limit)
          .$asTuple('job', 'slot'),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};

/** A job's runs, latest first (tests and the operator). */
export const listRuns = (db: Db, job: string) =>
  db.selectFrom('job_runs').selectAll().where('job', '=', job).orderBy('slot', 'desc').execute();
