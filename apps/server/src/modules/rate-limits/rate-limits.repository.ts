import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Counts one hit in the current window of `key` (starting a new window when the stored one is older). */
export const hitCounter = async (
  db: Kysely<Database>,
  tenantId: string,
  key: string,
  windowStart: number,
) => {
  const row = await db
    .insertInto('rate_limits')
    .values({ tenant_id: tenantId, key, window_start: windowStart, count: 1 })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'key']).doUpdateSet((eb) => ({
        count: eb
          .case()
          .when('rate_limits.window_start', '=', eb.ref('excluded.window_start'))
          .then(eb('rate_limits.count', '+', 1))
          .else(1)
          .end(),
        window_start: eb.ref('excluded.window_start'),
      })),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

export const pruneCounters = (db: Kysely<Database>, before: number) =>
  db.deleteFrom('rate_limits').where('window_start', '<', before).execute();
