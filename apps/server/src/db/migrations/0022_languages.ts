import type { AnyKysely } from './helpers';

/**
 * Who chooses the language Portico speaks (issue 26): the tenant's default language and whether its login
 * page follows the visitor's browser language instead, and each account's own language (null: it follows
 * the tenant's). Codes are those of the contract's LANGUAGES; a code this version does not know reads as
 * the default (domain/tenant.ts, domain/account.ts), so no check constraint ties the column to one release.
 */
export const up = async (db: AnyKysely): Promise<void> => {
  await db.schema
    .alterTable('tenants')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
  await db.schema
    .alterTable('tenants')
    .addColumn('browser_language', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('language', 'text').execute();
};

export const down = async (db: AnyKysely): Promise<void> => {
  await db.schema.alterTable('users').dropColumn('language').execute();
  await db.schema.alterTable('tenants').dropColumn('browser_language').execute();
  await db.schema.alterTable('tenants').dropColumn('language').execute();
};
