import type { Executor } from '../../db/executor';
import { nowIso } from '../../lib/time';
import type { ChangeActor, ChangeEvent } from './changes.events';
import { deleteBatch, enqueueBatches, takeNextBatch } from './changes.repository';

/**
 * One change pipeline (docs/decisions.md, "One change pipeline"). A write emits its typed events in its own
 * transaction; the subscribers — the activity record, notifications, live events (and webhooks to come) —
 * are registered in one place (services.ts) and run in that transaction, in the order registered, so a
 * change and everything it causes commit or roll back together. A subscriber that fails fails the write.
 *
 * A subscriber may emit events of its own (notifications: a person's bell changed); they go through the
 * same subscribers, in the same transaction, before the emit that caused them returns.
 *
 * A subscriber may instead run as a job (`phase: 'job'`: work that may be slow or fail on its own, such as
 * calling another system): each batch is queued for it in the write's transaction (change_queue), so it is
 * queued exactly when the write commits, and `deliver` — a job of the scheduler — hands the batches over in
 * order, each in a transaction of its own that also removes it from the queue. A handler that fails leaves
 * its batch (and the ones after it) queued for the next run: delivered at least once, in order.
 */

/** What a write emits: who did it, in which tenant, and what happened. */
export interface ChangeBatch {
  tenantId: string;
  by: ChangeActor;
  events: readonly ChangeEvent[];
}

/** What a subscriber receives: the batch, the write's transaction, and a way to emit more. */
export interface ChangeDelivery extends ChangeBatch {
  executor: Executor;
  emit(events: readonly ChangeEvent[]): Promise<void>;
}

export interface ChangeSubscriber {
  /** For logs and tests; a job subscriber's key in the queue, so it stays as it is. */
  name: string;
  /** In the write's transaction (the default), or as a job of the scheduler after it commits. */
  phase?: 'transaction' | 'job';
  handle(delivery: ChangeDelivery): Promise<void>;
}

export interface DeliverOptions {
  /** Stop between batches when aborted (the instance stops, or the run lost its lease). */
  signal?: AbortSignal;
  /** At most this many batches per subscriber and run (default 500). */
  limit?: number;
}

/** How deep subscribers' own events may go: a cycle between subscribers is a bug, caught here. */
const MAX_DEPTH = 4;

export const createChangePipeline = (db: Executor) => {
  const subscribers: ChangeSubscriber[] = [];
  const jobs: ChangeSubscriber[] = [];

  const dispatch = async (executor: Executor, batch: ChangeBatch, depth: number): Promise<void> => {
    if (batch.events.length === 0) return;
    if (depth > MAX_DEPTH) throw new Error('change pipeline: subscribers emit events in a cycle');
    const delivery: ChangeDelivery = {
      ...batch,
      executor,
      emit: (events) => dispatch(executor, { ...batch, events }, depth + 1),
    };
    for (const subscriber of subscribers) await subscriber.handle(delivery);
    const queued = JSON.stringify({ by: batch.by, events: batch.events });
    await enqueueBatches(
      executor,
      jobs.map((job) => ({
        tenant_id: batch.tenantId,
        subscriber: job.name,
        batch: queued,
        created_at: nowIso(),
      })),
    );
  };

  /** Hands a job subscriber its queued batches, oldest first, each in its own transaction. */
  const deliverTo = async (job: ChangeSubscriber, { signal, limit = 500 }: DeliverOptions) => {
    let delivered = 0;
    while (delivered < limit && !signal?.aborted) {
      const done = await db.transaction().execute(async (trx) => {
        const row = await takeNextBatch(trx, job.name);
        if (!row) return false;
        const { by, events } = JSON.parse(row.batch) as { by: ChangeActor; events: ChangeEvent[] };
        await job.handle({
          tenantId: row.tenant_id,
          by,
          events,
          executor: trx,
          emit: (more) => dispatch(trx, { tenantId: row.tenant_id, by, events: more }, 1),
        });
        await deleteBatch(trx, row.id);
        return true;
      });
      if (!done) break;
      delivered += 1;
    }
    return delivered;
  };

  return {
    /** Adds a subscriber (services.ts, once, at start). */
    subscribe(subscriber: ChangeSubscriber) {
      if (subscriber.phase === 'job') {
        if (jobs.some((j) => j.name === subscriber.name))
          throw new Error(`change pipeline: a job subscriber named ${subscriber.name} exists`);
        jobs.push(subscriber);
      } else subscribers.push(subscriber);
    },

    /** The subscribers, in order: those in the transaction, then the jobs (tests). */
    subscribers: (): readonly string[] => [...subscribers, ...jobs].map((s) => s.name),

    /** Whether any subscriber runs as a job (the scheduler registers `deliver` only then). */
    hasJobs: () => jobs.length > 0,

    /**
     * Hands every job subscriber its queued batches (the scheduler's `changes.deliver`). A subscriber whose
     * handler fails keeps its batch for the next run; the others go on. Answers how many were delivered,
     * and throws after the run when any failed, so the scheduler retries it with its back-off.
     */
    async deliver(options: DeliverOptions = {}) {
      let delivered = 0;
      const failures: string[] = [];
      for (const job of jobs)
        try {
          delivered += await deliverTo(job, options);
        } catch (error) {
          failures.push(`${job.name}: ${error instanceof Error ? error.message : String(error)}`);
        }
      if (failures.length > 0) throw new Error(`change pipeline: ${failures.join('; ')}`);
      return { delivered };
    },

    /**
     * Emits a write's events: call it with the write's transaction (`executor`), so they commit with it;
     * a write without a transaction passes the database and emits right after it.
     */
    emit: (executor: Executor, batch: ChangeBatch) => dispatch(executor, batch, 0),
  };
};

export type ChangePipeline = ReturnType<typeof createChangePipeline>;
