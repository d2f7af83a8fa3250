import type { AnyKysely } from './helpers';

/**
 * Binds each provider sign-in to the browser that started it: `browser_hash` is the SHA-256 of a random
 * secret that only that browser holds, in an HttpOnly cookie (oidc.binding.ts). Sign-ins started before
 * this migration have no such secret and could only be refused, so their states go; they live ten minutes.
 * SQLite adds a NOT NULL column only with a default; '' is never the hash of a secret, so it matches none.
 */
export const up = async (db: AnyKysely): Promise<void> => {
  await db.deleteFrom('oidc_states').execute();
  await db.schema
    .alterTable('oidc_states')
    .addColumn('browser_hash', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
};

export const down = async (db: AnyKysely): Promise<void> => {
  await db.schema.alterTable('oidc_states').dropColumn('browser_hash').execute();
};
