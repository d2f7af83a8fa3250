import type { AnyKysely } from './helpers';

/**
 * Staff accounts (docs/decisions.md, "Staff and the console"): a tenant's accounts get a role — 'client'
 * for the portal's users (every account so far), 'admin' or 'editor' for the staff who run the portal
 * from the console.
 */
export const up = async (db: AnyKysely): Promise<void> => {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('client'))
    .execute();
  await db.schema.createIndex('users_role_idx').on('users').columns(['tenant_id', 'role']).execute();
};

export const down = async (db: AnyKysely): Promise<void> => {
  await db.schema.dropIndex('users_role_idx').execute();
  await db.schema.alterTable('users').dropColumn('role').execute();
};
