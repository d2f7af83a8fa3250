import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** What the throttle holds against a key: failures still counted and when the last one was (epoch ms). */
export interface ThrottleState {
  failures: number;
  failedAt: number;
}

export interface ThrottleRow extends ThrottleState {
  succeededAt: number | null;
}

// PostgreSQL returns bigint columns as strings.
const toRow = (r: { failures: number; failed_at: unknown; succeeded_at: unknown }): ThrottleRow => ({
  failures: Number(r.failures),
  failedAt: Number(r.failed_at),
  succeededAt: r.succeeded_at === null ? null : Number(r.succeeded_at),
});

export const findThrottle = async (
  db: Kysely<Database>,
  tenantId: string,
  key: string,
): Promise<ThrottleRow | undefined> => {
  const row = await db
    .selectFrom('sign_in_throttle')
    .select(['failures', 'failed_at', 'succeeded_at'])
    .where('tenant_id', '=', tenantId)
    .where('key', '=', key)
    .executeTakeFirst();
  return row && toRow(row);
};

/** Creates the key's row with `state` unless it exists; true when this call created it. */
export const insertThrottle = async (
  db: Kysely<Database>,
  tenantId: string,
  key: string,
  state: ThrottleState,
): Promise<boolean> => {
  const result = await db
    .insertInto('sign_in_throttle')
    .values({ tenant_id: tenantId, key, failures: state.failures, failed_at: state.failedAt })
    .onConflict((oc) => oc.columns(['tenant_id', 'key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
};

/**
 * Compare-and-set: moves the key from `expected` to `next` only if nobody changed it since it was read.
 * True when it did; a concurrent request that changed it first makes this one read again.
 */
export const swapThrottle = async (
  db: Kysely<Database>,
  tenantId: string,
  key: string,
  expected: ThrottleState,
  next: ThrottleState,
): Promise<boolean> => {
  const result = await db
    .updateTable('sign_in_throttle')
    .set({ failures: next.failures, failed_at: next.failedAt })
    .where('tenant_id', '=', tenantId)
    .where('key', '=', key)
    .where('failures', '=', expected.failures)
    .where('failed_at', '=', expected.failedAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/** Takes one failure back (never below zero). */
export const forgiveOne = (db: Kysely<Database>, tenantId: string, key: string) =>
  db
    .updateTable('sign_in_throttle')
    .set((eb) => ({ failures: eb('failures', '-', 1) }))
    .where('tenant_id', '=', tenantId)
    .where('key', '=', key)
    .where('failures', '>', 0)
    .execute();

/** A sign-in succeeded for the key: its failures are cleared and the success is remembered. */
export const recordSuccess = (db: Kysely<Database>, tenantId: string, key: string, now: number) =>
  db
    .insertInto('sign_in_throttle')
    .values({ tenant_id: tenantId, key, failures: 0, failed_at: 0, succeeded_at: now })
    .onConflict((oc) => oc.columns(['tenant_id', 'key']).doUpdateSet({ failures: 0, succeeded_at: now }))
    .execute();

/**
 * Up to `limit` rows whose last failure and last success are both older than the given times (nothing
 * they hold still counts); how many went. A job of the scheduler runs it (src/jobs.ts).
 */
export const pruneThrottle = async (
  db: Kysely<Database>,
  failedBefore: number,
  succeededBefore: number,
  limit: number,
) => {
  const result = await db
    .deleteFrom('sign_in_throttle')
    .where(({ eb, refTuple, selectFrom }) =>
      eb(
        refTuple('tenant_id', 'key'),
        'in',
        selectFrom('sign_in_throttle')
          .select(['tenant_id', 'key'])
          .where('failed_at', '<', failedBefore)
          .where((w) => w.or([w('succeeded_at', 'is', null), w('succeeded_at', '<', succeededBefore)]))
          .limit(limit)
          .$asTuple('tenant_id', 'key'),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};
