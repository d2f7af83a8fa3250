import { type AnyKysely, timestampType } from './helpers';

/**
 * The scheduler (modules/jobs) and the outbox's heartbeat:
 *
 * - `job_runs`: one row per run of a named job at a scheduled time (its slot). Inserting the row is the
 *   claim, so of several instances exactly one runs a slot; `locked_until` is the lease of a running
 *   row (renewed while it runs; a crashed run is claimed again once it ran out) or, for a failed or
 *   interrupted one, the time it may be tried again. A `done` row is never run again. Installation-wide:
 *   no tenant_id, so row-level security (migration 0017) does not apply.
 * - `outbox.locked_by`: which sender holds a claimed email, so only that sender renews its lease.
 * - `sessions_expires_idx`: the prune of expired sessions takes them in batches by expiry.
 */
export const up = async (db: AnyKysely): Promise<void> => {
  const ts = timestampType(db);
  await db.schema
    .createTable('job_runs')
    .addColumn('job', 'text', (c) => c.notNull())
    .addColumn('slot', ts, (c) => c.notNull())
    /** 'running', 'done', 'failed' (retried from locked_until), 'interrupted' (its instance stopped). */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('locked_until', ts)
    .addColumn('started_at', ts, (c) => c.notNull())
    .addColumn('finished_at', ts)
    .addColumn('last_error', 'text')
    .addPrimaryKeyConstraint('job_runs_pk', ['job', 'slot'])
    .execute();
  await db.schema.alterTable('outbox').addColumn('locked_by', 'text').execute();
  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();
};

export const down = async (db: AnyKysely): Promise<void> => {
  await db.schema.dropIndex('sessions_expires_idx').execute();
  await db.schema.alterTable('outbox').dropColumn('locked_by').execute();
  await db.schema.dropTable('job_runs').execute();
};
