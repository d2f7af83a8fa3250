import { type AnyKysely, isSqlite, timestampType } from './helpers';

/**
 * The log of live events (modules/live, docs/decisions.md "Live events"): one row per change, written in
 * the transaction of the change, read by every instance after a wake-up and replayed to a connection that
 * resumes. Ids only — what changed, never the data. Rows older than the retention are pruned.
 */
export const up = async (db: AnyKysely): Promise<void> => {
  const sqlite = isSqlite(db);
  await db.schema
    .createTable('live_events')
    .addColumn('id', sqlite ? 'integer' : 'bigint', (c) =>
      sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedAlwaysAsIdentity(),
    )
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('board_id', 'text')
    .addColumn('item_id', 'text')
    .addColumn('payload', 'text', (c) => c.notNull())
    // Staff-only events (an internal note): never sent to a client.
    .addColumn('internal', 'integer', (c) => c.notNull().defaultTo(0))
    // An event for one user only (their notifications); null: everyone who may see it.
    .addColumn('audience_user_id', 'text')
    // The people the item was assigned to when the event was written (JSON array), for clients who see only
    // their assigned items; null for events that are not about an item.
    .addColumn('person_ids', 'text')
    .addColumn('created_at', timestampType(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('live_events_created_idx').on('live_events').column('created_at').execute();
};

export const down = async (db: AnyKysely): Promise<void> => {
  await db.schema.dropTable('live_events').ifExists().execute();
};
