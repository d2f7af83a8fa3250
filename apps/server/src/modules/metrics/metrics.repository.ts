import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Emails of every tenant still to send (`pending`, leased or not) and given up (`failed`), for the
 * operator's metrics. Across tenants by design, like the sender; served by the outbox's (status, …) index.
 */
export const countOutboxBacklog = async (
  db: Kysely<Database>,
): Promise<{ pending: number; failed: number }> => {
  const rows = await db
    .selectFrom('outbox')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', 'in', ['pending', 'failed'])
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return { pending: count('pending'), failed: count('failed') };
};
