import type { AnyKysely } from './helpers';

/**
 * The sign-in throttle (modules/rate-limits/sign-in-throttle.ts): per key — an account and address pair, an
 * address, an account — the failures still held against it, when the last one was counted and, for a
 * pair, when it last signed in. Times are epoch milliseconds, as in rate_limits.
 */
export const up = async (db: AnyKysely): Promise<void> => {
  await db.schema
    .createTable('sign_in_throttle')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('failed_at', 'bigint', (c) => c.notNull())
    .addColumn('succeeded_at', 'bigint')
    .addPrimaryKeyConstraint('sign_in_throttle_pk', ['tenant_id', 'key'])
    .execute();
  await db.schema
    .createIndex('sign_in_throttle_failed_at')
    .on('sign_in_throttle')
    .column('failed_at')
    .execute();
};

export const down = async (db: AnyKysely): Promise<void> => {
  await db.schema.dropTable('sign_in_throttle').execute();
};
