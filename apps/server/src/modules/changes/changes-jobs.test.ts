import { describe, expect, it } from 'vitest';
import { makeTenant, makeUser, signIn, useTestApp } from '../../../test/support/app';
import { addItems, columnForm, makeBoard } from '../../../test/support/boards';
import { registerJobs } from '../../jobs';
import { createScheduler } from '../jobs';
import { type ChangeEvent, type ChangeSubscriber, createChangePipeline } from './index';
import { waitingBatches } from './changes.repository';

/**
 * Job subscribers of the change pipeline: a batch is queued with its write (and only if it commits), handed
 * over by the scheduler's `changes.deliver` in order, once, kept when its handler fails, and shared out
 * between instances without being handled twice.
 */

const t = useTestApp();

const OPERATOR = { kind: 'operator', id: null, name: 'Operator (CLI)' } as const;

/** A job subscriber that keeps what it is handed (and fails while `failing` is set). */
const recorder = (name: string) => {
  const heard: Array<{ tenantId: string; events: ChangeEvent[] }> = [];
  const state = { failing: false };
  const subscriber: ChangeSubscriber = {
    name,
    phase: 'job',
    async handle({ tenantId, events }) {
      if (state.failing) throw new Error('the receiver is down');
      heard.push({ tenantId, events: [...events] });
    },
  };
  return { subscriber, heard, state };
};

describe('a job subscriber', () => {
  it('gets each committed write once, in order, through the scheduler — never a rolled-back one', async () => {
    const s = t.services;
    const job = recorder('test.audit');
    s.changes.subscribe(job.subscriber);
    const tenant = await makeTenant(s);
    const editor = await makeUser(s, tenant, { role: 'editor' });
    const board = await makeBoard(s, tenant, { columns: [{ type: 'text', title: 'Notes' }] });
    const notes = board.columns[0] as { id: string; type: 'text' };
    const [itemId] = (await addItems(s, tenant, board, [{ name: 'Brief' }])) as [string];
    const api = await signIn(t, tenant, editor);
    const write = (text: string) =>
      api.multipart(
        'POST',
        `/api/boards/updateItem/${itemId}?boardId=${board.id}`,
        columnForm([{ column: notes, text }]),
      );
    expect((await write('first')).statusCode).toBe(200);
    expect((await write('second')).statusCode).toBe(200);
    // A write that fails in its transaction queues nothing.
    const db = t.ctx.db.kysely;
    await expect(
      db.transaction().execute(async (trx) => {
        await s.changes.emit(trx, {
          tenantId: tenant.id,
          by: OPERATOR,
          events: [{ type: 'tenant.changed', changes: [] }],
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(job.heard).toEqual([]);
    expect(await waitingBatches(db, 'test.audit')).toBe(2);

    const scheduler = createScheduler(t.ctx, { log: { info: () => {}, warn: () => {} } });
    registerJobs(scheduler, t.ctx, {
      ...s,
      auth: { pruneSignIns: async () => ({}), prunePasswordTokens: async () => ({}) },
    } as never);
    const runs = await scheduler.runDue();
    expect(runs.find((r) => r.job === 'changes.deliver')?.outcome).toBe('done');
    const changed = job.heard.map((h) => h.events.find((e) => e.type === 'item.changed'));
    expect(changed.map((e) => e?.type === 'item.changed' && e.changes[0]?.newValue)).toEqual([
      'first',
      'second',
    ]);
    expect(job.heard.every((h) => h.tenantId === tenant.id)).toBe(true);
    expect(await waitingBatches(db, 'test.audit')).toBe(0);
    expect(await s.changes.deliver()).toEqual({ delivered: 0 });
  });

  it('keeps a batch its handler failed on, and hands it over on the next run', async () => {
    const db = t.ctx.db.kysely;
    const pipeline = createChangePipeline(db);
    const job = recorder('test.flaky');
    pipeline.subscribe(job.subscriber);
    const tenant = await makeTenant(t.services);
    const event: ChangeEvent = { type: 'tenant.changed', changes: [] };
    await pipeline.emit(db, { tenantId: tenant.id, by: OPERATOR, events: [event] });
    job.state.failing = true;
    await expect(pipeline.deliver()).rejects.toThrow('test.flaky: the receiver is down');
    expect(await waitingBatches(db, 'test.flaky')).toBe(1);
    job.state.failing = false;
    expect(await pipeline.deliver()).toEqual({ delivered: 1 });
    expect(job.heard).toEqual([{ tenantId: tenant.id, events: [event] }]);
    expect(await waitingBatches(db, 'test.flaky')).toBe(0);
  });

  it('is handed each batch once when two instances deliver at the same time', async () => {
    const db = t.ctx.db.kysely;
    // Two instances: each its own pipeline and subscriber, one queue.
    const a = createChangePipeline(db);
    const b = createChangePipeline(db);
    const jobA = recorder('test.shared');
    const jobB = recorder('test.shared');
    a.subscribe(jobA.subscriber);
    b.subscribe(jobB.subscriber);
    const tenant = await makeTenant(t.services);
    for (let n = 0; n < 40; n += 1)
      await a.emit(db, {
        tenantId: tenant.id,
        by: OPERATOR,
        events: [{ type: 'notifications.changed', userId: `u${n}` }],
      });
    const [ra, rb] = await Promise.all([a.deliver(), b.deliver()]);
    expect(ra.delivered + rb.delivered).toBe(40);
    const users = [...jobA.heard, ...jobB.heard].flatMap((h) =>
      h.events.map((e) => (e.type === 'notifications.changed' ? e.userId : '')),
    );
    expect(new Set(users).size).toBe(40);
    expect(users).toHaveLength(40);
  });
});
