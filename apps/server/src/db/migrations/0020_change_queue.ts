import { sql } from 'kysely';
import { type AnyKysely, isSqlite, timestampType } from './helpers';

/**
 * The change pipeline's queue (modules/changes, docs/decisions.md "One change pipeline"): a subscriber that
 * runs as a job of the scheduler rather than in the write's transaction gets each batch of events as one row
 * here, written in that transaction — so a batch is queued exactly when its write commits — and deleted in
 * the transaction that handles it. A tenant table: row-level security as migration 0017 gives the others.
 */
export const up = async (db: AnyKysely): Promise<void> => {
  const sqlite = isSqlite(db);
  await db.schema
    .createTable('change_queue')
    .addColumn('id', sqlite ? 'integer' : 'bigint', (c) =>
      sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedAlwaysAsIdentity(),
    )
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    // The job subscriber the batch waits for.
    .addColumn('subscriber', 'text', (c) => c.notNull())
    // The batch as emitted (JSON: who, and the events).
    .addColumn('batch', 'text', (c) => c.notNull())
    .addColumn('created_at', timestampType(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('change_queue_subscriber_idx')
    .on('change_queue')
    .columns(['subscriber', 'id'])
    .execute();
  if (sqlite) return;
  const rule = sql`tenant_id = current_setting('portico.tenant_id', true)`;
  await sql`alter table change_queue enable row level security`.execute(db);
  await sql`create policy tenant_wall on change_queue using (${rule}) with check (${rule})`.execute(db);
};

export const down = async (db: AnyKysely): Promise<void> => {
  await db.schema.dropTable('change_queue').ifExists().execute();
};
