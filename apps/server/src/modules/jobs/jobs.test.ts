import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import { openDatabase } from '../../db/connection';
import { carryTenantScopes, currentTenantScope, withTenantScope } from '../../db/tenant-scope';
import { createTestContext, testDialect } from '../../../test/support/context';
import {
  type JobHandler,
  type Scheduler,
  type SchedulerOptions,
  createScheduler,
  dailyAt,
  every,
  listRuns,
  pruneJobRuns,
} from './index';

/**
 * The scheduler on both databases: each slot run once across instances (two schedulers with their own
 * connection pools stand for two instances), never again once done, caught up once after a restart, and
 * taken over after a crash once the lease ran out.
 */
let ctx: AppContext;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ ctx, close } = await createTestContext());
});
afterAll(async () => {
  await close();
});

const quiet = { info: () => undefined, warn: () => undefined };
const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);
let jobCount = 0;
/** A fresh job name per test: the runs of one test never meet another's. */
const jobName = () => `test-${++jobCount}-${Math.random().toString(36).slice(2, 8)}`;

/** An instance: a scheduler on the shared database (or its own pool) with a clock the test moves. */
const instance = (options: Partial<SchedulerOptions> & { on?: AppContext } = {}) => {
  const clock = { now: 0 };
  const scheduler = createScheduler(options.on ?? ctx, { log: quiet, now: () => clock.now, ...options });
  const runAt = async (iso: string) => {
    clock.now = at(iso);
    return (await scheduler.runDue()).map((r) => `${r.slot} ${r.outcome}`);
  };
  return { scheduler, clock, runAt };
};

const until = async (what: string, check: () => boolean | Promise<boolean>, ms = 20_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
};

describe('schedules', () => {
  it('put every instance on the same slots', () => {
    const hourly = every(HOUR);
    expect(hourly.label).toBe('every 1h');
    expect(new Date(hourly.due(at('2026-03-01T10:59:59.999Z'))).toISOString()).toBe(
      '2026-03-01T10:00:00.000Z',
    );
    expect(new Date(hourly.due(at('2026-03-01T11:00:00Z'))).toISOString()).toBe('2026-03-01T11:00:00.000Z');
    expect(new Date(hourly.next(at('2026-03-01T11:00:00Z'))).toISOString()).toBe('2026-03-01T12:00:00.000Z');
    const daily = dailyAt({ hour: 8, minute: 30 });
    expect(daily.label).toBe('daily at 08:30 UTC');
    expect(new Date(daily.due(at('2026-03-01T08:29:59Z'))).toISOString()).toBe('2026-02-28T08:30:00.000Z');
    expect(new Date(daily.due(at('2026-03-01T08:30:00Z'))).toISOString()).toBe('2026-03-01T08:30:00.000Z');
    expect(new Date(daily.next(at('2026-03-01T23:59:00Z'))).toISOString()).toBe('2026-03-02T08:30:00.000Z');
    expect(() => dailyAt({ hour: 24, minute: 0 })).toThrow();
    expect(() => every(0)).toThrow();
  });
});

describe('the scheduler', () => {
  it('runs the slot due now once, and the next when it comes', async () => {
    const { scheduler, runAt } = instance();
    const slots: string[] = [];
    scheduler.register(jobName(), every(HOUR), async ({ slot }) => void slots.push(slot.toISOString()));
    expect(await runAt('2026-03-01T10:30:00Z')).toEqual(['2026-03-01T10:00:00.000Z done']);
    expect(await runAt('2026-03-01T10:59:59Z')).toEqual([]);
    expect(await runAt('2026-03-01T11:00:00Z')).toEqual(['2026-03-01T11:00:00.000Z done']);
    expect(slots).toEqual(['2026-03-01T10:00:00.000Z', '2026-03-01T11:00:00.000Z']);
  });

  it('runs each slot once when two instances race for it', async () => {
    // The second instance has a pool of its own, as another process would.
    const other = openDatabase(ctx.config.databaseUrl);
    try {
      const name = jobName();
      const runs = new Map<string, number>();
      const handler: JobHandler = async ({ slot }) => {
        runs.set(slot.toISOString(), (runs.get(slot.toISOString()) ?? 0) + 1);
        // Still running while the other instance tries.
        await new Promise((resolve) => setTimeout(resolve, 20));
      };
      const a = instance();
      const b = instance({ on: { ...ctx, db: other } });
      a.scheduler.register(name, every(HOUR), handler);
      b.scheduler.register(name, every(HOUR), handler);
      const outcomes: string[] = [];
      for (let h = 0; h < 12; h++) {
        const time = `2026-03-02T${String(h).padStart(2, '0')}:15:00Z`;
        const [ra, rb] = await Promise.all([a.runAt(time), b.runAt(time)]);
        outcomes.push([...ra, ...rb].join());
      }
      expect([...runs.values()]).toEqual(Array(12).fill(1));
      expect(outcomes.every((o) => /^\S+ done$/.test(o))).toBe(true);
      expect((await listRuns(ctx.db.kysely, name)).map((r) => r.status)).toEqual(Array(12).fill('done'));
    } finally {
      await other.destroy();
    }
  });

  it('after a restart runs no completed slot again, and catches up a missed one once', async () => {
    const name = jobName();
    const seen: string[] = [];
    const handler: JobHandler = async ({ slot, lastCompleted }) =>
      void seen.push(`${slot.toISOString()} after ${lastCompleted?.toISOString() ?? 'none'}`);
    const first = instance();
    first.scheduler.register(name, every(HOUR), handler);
    expect(await first.runAt('2026-03-03T10:05:00Z')).toEqual(['2026-03-03T10:00:00.000Z done']);
    // Restarted (a new scheduler, a new owner) within the same hour: nothing to do.
    const second = instance();
    second.scheduler.register(name, every(HOUR), handler);
    expect(await second.runAt('2026-03-03T10:45:00Z')).toEqual([]);
    // Down from 10:45 to 14:20: the 11:00, 12:00, 13:00 and 14:00 slots passed; only 14:00 runs.
    const third = instance();
    third.scheduler.register(name, every(HOUR), handler);
    expect(await third.runAt('2026-03-03T14:20:00Z')).toEqual(['2026-03-03T14:00:00.000Z done']);
    expect(await third.runAt('2026-03-03T14:50:00Z')).toEqual([]);
    expect(seen).toEqual([
      '2026-03-03T10:00:00.000Z after none',
      '2026-03-03T14:00:00.000Z after 2026-03-03T10:00:00.000Z',
    ]);
  });

  it('runs a crashed run again once its lease ran out, and not before', async () => {
    const name = jobName();
    const hung = gate();
    let completed = 0;
    // The first instance claims the run and then stops answering (no heartbeat: as a killed process).
    const crashed = instance({ leaseMs: 60_000, heartbeatMs: 10 * HOUR });
    crashed.scheduler.register(name, every(HOUR), async () => {
      await hung.opened;
      completed++;
    });
    const crashedRun = crashed.runAt('2026-03-04T09:00:00Z');
    await until('the run is claimed', async () => (await listRuns(ctx.db.kysely, name)).length === 1);
    const restarted = instance();
    restarted.scheduler.register(name, every(HOUR), async () => void completed++);
    expect(await restarted.runAt('2026-03-04T09:00:59.999Z')).toEqual([]);
    expect(completed).toBe(0);
    expect(await restarted.runAt('2026-03-04T09:01:00Z')).toEqual(['2026-03-04T09:00:00.000Z done']);
    expect(completed).toBe(1);
    const [run] = await listRuns(ctx.db.kysely, name);
    expect(run).toMatchObject({ status: 'done', attempts: 2, owner: restarted.scheduler.owner });
    // The hung instance wakes up: its run was taken over, and it does not mark it.
    hung.open();
    expect(await crashedRun).toEqual(['2026-03-04T09:00:00.000Z lost']);
    expect(await listRuns(ctx.db.kysely, name)).toEqual([run]);
  });

  it('keeps a long run its own by renewing the lease while it runs', async () => {
    const name = jobName();
    const slow = gate();
    let runs = 0;
    const a = instance({ leaseMs: 10_000, heartbeatMs: 10 });
    a.scheduler.register(name, every(HOUR), async () => {
      runs++;
      await slow.opened;
    });
    const running = a.runAt('2026-03-05T09:00:00Z');
    await until('the run is claimed', async () => runs === 1);
    a.clock.now = at('2026-03-05T09:00:09Z');
    await until('the lease is renewed', async () => {
      const [run] = await listRuns(ctx.db.kysely, name);
      return (run?.locked_until ?? '') >= '2026-03-05T09:00:19.000Z';
    });
    // Past the first lease, within the renewed one: another instance leaves it alone.
    const b = instance();
    b.scheduler.register(name, every(HOUR), async () => void runs++);
    expect(await b.runAt('2026-03-05T09:00:15Z')).toEqual([]);
    slow.open();
    expect(await running).toEqual(['2026-03-05T09:00:00.000Z done']);
    expect(runs).toBe(1);
  });

  it('retries a failed run after a growing wait, until it is done', async () => {
    const name = jobName();
    const { scheduler, runAt } = instance({ retryMs: 60_000 });
    let failures = 2;
    scheduler.register(name, every(HOUR), async () => {
      if (failures-- > 0) throw new Error('the database hiccuped');
    });
    expect(await runAt('2026-03-06T10:00:00Z')).toEqual(['2026-03-06T10:00:00.000Z failed']);
    expect((await listRuns(ctx.db.kysely, name))[0]).toMatchObject({
      status: 'failed',
      last_error: 'the database hiccuped',
      locked_until: '2026-03-06T10:01:00.000Z',
    });
    expect(await runAt('2026-03-06T10:00:59Z')).toEqual([]);
    expect(await runAt('2026-03-06T10:01:00Z')).toEqual(['2026-03-06T10:00:00.000Z failed']);
    expect(await runAt('2026-03-06T10:02:59Z')).toEqual([]);
    expect(await runAt('2026-03-06T10:03:00Z')).toEqual(['2026-03-06T10:00:00.000Z done']);
    expect((await listRuns(ctx.db.kysely, name))[0]).toMatchObject({
      status: 'done',
      attempts: 3,
      last_error: null,
    });
  });

  it('interrupts a run when it stops, and lets go of it for the next instance at once', async () => {
    const name = jobName();
    const a = instance();
    let began = false;
    a.scheduler.register(name, every(HOUR), ({ signal }) => {
      began = true;
      return new Promise((resolve) => signal.addEventListener('abort', () => resolve(undefined)));
    });
    const running = a.runAt('2026-03-07T09:30:00Z');
    await until('the run began', () => began);
    await a.scheduler.stop();
    expect(await running).toEqual(['2026-03-07T09:00:00.000Z interrupted']);
    expect((await listRuns(ctx.db.kysely, name))[0]).toMatchObject({
      status: 'interrupted',
      locked_until: '2026-03-07T09:30:00.000Z',
    });
    const b = instance();
    let ran = 0;
    b.scheduler.register(name, every(HOUR), async () => void ran++);
    expect(await b.runAt('2026-03-07T09:30:00Z')).toEqual(['2026-03-07T09:00:00.000Z done']);
    expect(ran).toBe(1);
  });

  it('does not start a run it claimed while stopping, and lets go of it', async () => {
    const name = jobName();
    const a = instance();
    let began = false;
    a.scheduler.register(name, every(HOUR), async () => void (began = true));
    // Stopped while the pass is looking (its first query is in flight): the claim is let go of at once.
    const running = a.runAt('2026-03-07T10:30:00Z');
    await a.scheduler.stop();
    expect(await running).toEqual([]);
    expect(began).toBe(false);
    expect((await listRuns(ctx.db.kysely, name)).map((r) => r.status)).toEqual(['interrupted']);
    const b = instance();
    b.scheduler.register(name, every(HOUR), async () => void (began = true));
    expect(await b.runAt('2026-03-07T10:30:00Z')).toEqual(['2026-03-07T10:00:00.000Z done']);
    expect(began).toBe(true);
  });

  it('runs handlers outside the tenant scope of whoever asked', async () => {
    // Carried as on PostgreSQL, where the tenant wall reads it (on SQLite nothing does).
    carryTenantScopes();
    const { scheduler, clock } = instance();
    let scope: string | undefined = 'unset';
    scheduler.register(jobName(), every(HOUR), async () => void (scope = currentTenantScope()));
    clock.now = at('2026-03-08T09:00:00Z');
    await withTenantScope('some-tenant', () => scheduler.runDue());
    expect(scope).toBeUndefined();
  });

  it('started, runs each slot as it comes, on the real clock', async () => {
    const scheduler: Scheduler = createScheduler(ctx, { log: quiet, now: Date.now, pollMs: 50 });
    const slots = new Set<string>();
    scheduler.register(jobName(), every(100), async ({ slot }) => void slots.add(slot.toISOString()));
    scheduler.start();
    try {
      await until('three slots ran', () => slots.size >= 3);
    } finally {
      await scheduler.stop();
    }
    const times = [...slots].map(Date.parse);
    expect(times.every((t) => t % 100 === 0)).toBe(true);
  });

  it('keeps the latest run of each job when it prunes old runs', async () => {
    const name = jobName();
    const { scheduler, runAt } = instance();
    scheduler.register(name, every(24 * HOUR), async () => undefined);
    await runAt('2026-01-01T00:00:00Z');
    await runAt('2026-01-02T00:00:00Z');
    await runAt('2026-01-03T00:00:00Z');
    const lone = jobName();
    const other = instance();
    other.scheduler.register(lone, every(24 * HOUR), async () => undefined);
    await other.runAt('2026-01-01T00:00:00Z');
    const { runs } = await pruneJobRuns(ctx, new Date('2026-06-01T00:00:00Z'), { batchSize: 1 });
    expect(runs).toBeGreaterThanOrEqual(2);
    expect((await listRuns(ctx.db.kysely, name)).map((r) => r.slot)).toEqual(['2026-01-03T00:00:00.000Z']);
    expect((await listRuns(ctx.db.kysely, lone)).map((r) => r.slot)).toEqual(['2026-01-01T00:00:00.000Z']);
  });
});

describe.runIf(testDialect() === 'postgres')('on PostgreSQL', () => {
  it('claims a slot once among many instances claiming at the same moment', async () => {
    const pools = Array.from({ length: 4 }, () => openDatabase(ctx.config.databaseUrl));
    try {
      const name = jobName();
      let runs = 0;
      const instances = pools.map((db) => {
        const i = instance({ on: { ...ctx, db } });
        i.scheduler.register(name, every(HOUR), async () => {
          runs++;
          await new Promise((resolve) => setTimeout(resolve, 50));
        });
        return i;
      });
      const reports = await Promise.all(instances.map((i) => i.runAt('2026-03-09T09:00:00Z')));
      expect(reports.flat()).toEqual(['2026-03-09T09:00:00.000Z done']);
      expect(runs).toBe(1);
    } finally {
      await Promise.all(pools.map((db) => db.destroy()));
    }
  });
});
