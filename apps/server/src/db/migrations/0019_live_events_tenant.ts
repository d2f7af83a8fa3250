import type { AnyKysely } from './helpers';

/**
 * The live-event log by tenant (issue 24): a stream's `id:` is its place among its own tenant's events
 * (modules/live/live.cursor.ts), so opening and resuming a stream read the tenant's latest row and the
 * tenant's rows after a place. Without this index both walked the whole log (every tenant's last hour)
 * backwards or forwards by id, however quiet the tenant.
 */
export const up = async (db: AnyKysely): Promise<void> => {
  await db.schema
    .createIndex('live_events_tenant_idx')
    .on('live_events')
    .columns(['tenant_id', 'id'])
    .execute();
};

export const down = async (db: AnyKysely): Promise<void> => {
  await db.schema.dropIndex('live_events_tenant_idx').ifExists().execute();
};
