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

/** Up to `limit` counters whose window began before `before` (a job of the scheduler); how many went. */
export const pruneCounters = async (db: Kysely<Database>, before: number, limit: number) => {
  const result = await db
    .deleteFrom('rate_limits')
    .where(({ eb, refTuple, selectFrom }) =>
      eb(
        refTuple('tenant_id', 'key'),
        'in',
        selectFrom('rate_limits')
          .select(['tenant_id', 'key'])
          .where('window_start', '<', before)
          .limit(limit)
          .$asTuple('tenant_id', 'key'),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};
