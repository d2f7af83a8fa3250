import { randomBytes } from 'node:crypto';
import type { Db } from './connection';
import { nowIso } from '../lib/time';

/**
 * A value generated once per installation and shared by every instance through the database (e.g. the
 * HMAC key of signed file URLs), so instances stay stateless and interchangeable.
 */
export const instanceSecret = async (db: Db, name: string): Promise<string> => {
  await db.kysely
    .insertInto('instance_settings')
    .values({ name, value: randomBytes(32).toString('base64url'), created_at: nowIso() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.kysely
    .selectFrom('instance_settings')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
};
