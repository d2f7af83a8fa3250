import { PostgresAdapter, type Kysely } from 'kysely';
import type { Executor } from '../../db/executor';
import type { Database } from '../../db/schema';

/** The change pipeline's queue for job subscribers (migration 0020). */

export interface QueuedBatch {
  id: number;
  tenant_id: string;
  subscriber: string;
  batch: string;
}

/** Queues a batch for each job subscriber, in the write's transaction. */
export const enqueueBatches = (
  db: Executor,
  rows: Array<{ tenant_id: string; subscriber: string; batch: string; created_at: string }>,
) =>
  rows.length === 0
    ? Promise.resolve()
    : db
        .insertInto('change_queue')
        .values(rows)
        .execute()
        .then(() => {});

/**
 * The subscriber's oldest waiting batch, held by this transaction: on PostgreSQL locked and skipped by
 * every other instance's delivery until this one commits or rolls back (SQLite has one writer).
 */
export const takeNextBatch = async (trx: Kysely<Database>, subscriber: string) => {
  const q = trx
    .selectFrom('change_queue')
    .select(['id', 'tenant_id', 'subscriber', 'batch'])
    .where('subscriber', '=', subscriber)
    .orderBy('id')
    .limit(1);
  const row = await (
    trx.getExecutor().adapter instanceof PostgresAdapter ? q.forUpdate().skipLocked() : q
  ).executeTakeFirst();
  return row && { ...row, id: Number(row.id) };
};

export const deleteBatch = (trx: Kysely<Database>, id: number) =>
  trx.deleteFrom('change_queue').where('id', '=', id).execute();

/** How many batches wait for a subscriber (tests, health). */
export const waitingBatches = async (db: Kysely<Database>, subscriber: string) =>
  Number(
    (
      await db
        .selectFrom('change_queue')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('subscriber', '=', subscriber)
        .executeTakeFirstOrThrow()
    ).n,
  );
