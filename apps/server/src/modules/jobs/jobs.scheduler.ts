import { hostname } from 'node:os';
import type { AppContext } from '../../context';
import { outsideTenantScope } from '../../db/tenant-scope';
import { newId } from '../../lib/ids';
import {
  type RunKey,
  claimRun,
  findRun,
  finishRun,
  lastCompletedSlot,
  releaseRun,
  renewLease,
} from './jobs.repository';
import type { Schedule } from './jobs.schedule';

/** What a handler is told about its run. */
export interface JobRun {
  /** The scheduled time this run is for. */
  slot: Date;
  /** The slot of the job's last completed run (null before its first): what a catching-up run covers. */
  lastCompleted: Date | null;
  /** Aborted when the instance stops or the run lost its lease: stop between units of work. */
  signal: AbortSignal;
}

/** Does the job's work; may answer a summary of counts, logged when any is above zero. */
export type JobHandler = (run: JobRun) => Promise<unknown>;

export interface JobLog {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
}

export interface SchedulerOptions {
  log: JobLog;
  /** The clock, ms since the epoch (default: the configuration's); tests pass their own. */
  now?: () => number;
  /** How long a claimed run is its instance's without a heartbeat (default 60 s). */
  leaseMs?: number;
  /** How often a running run renews its lease (default a third of the lease). */
  heartbeatMs?: number;
  /** How often due runs held elsewhere (or waiting to be retried) are looked at again (default 30 s). */
  pollMs?: number;
  /** The wait before a failed run is retried, doubled after each failure up to an hour (default 1 min). */
  retryMs?: number;
  /** This instance's name in job_runs.owner (default host:pid:random). */
  owner?: string;
}

/** How a run ended: `lost` when another instance took it over (its lease had run out meanwhile). */
export type RunOutcome = 'done' | 'failed' | 'interrupted' | 'lost';

export interface RunReport {
  job: string;
  slot: string;
  attempt: number;
  outcome: RunOutcome;
  error?: string;
}

interface Job {
  name: string;
  schedule: Schedule;
  handler: JobHandler;
}

const MAX_RETRY_MS = 3_600_000;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const counted = (result: unknown) =>
  typeof result === 'object' &&
  result !== null &&
  Object.values(result).some((v) => typeof v === 'number' && v > 0);

/**
 * The job runner (docs/decisions.md, "Scheduler"): named jobs, each with a schedule and a handler. Every
 * instance computes the same slots from the clock; the run of a slot is claimed with one conditional write
 * (jobs.repository.ts), so exactly one instance runs it, under a lease its heartbeat renews. A run that
 * crashed is claimed again when its lease ran out, a failed one after a backoff; a done one never again.
 * Only the slot due now is run, so after downtime a job catches up once. Handlers work for the whole
 * installation, outside any tenant's scope, and should be idempotent: a crash after their work but before
 * the run is marked done runs them again.
 */
export const createScheduler = (ctx: AppContext, options: SchedulerOptions) => {
  const db = ctx.db.kysely;
  const { log } = options;
  const clock = options.now ?? ctx.config.now;
  const leaseMs = options.leaseMs ?? 60_000;
  const heartbeatMs = options.heartbeatMs ?? Math.max(1, Math.floor(leaseMs / 3));
  const pollMs = options.pollMs ?? 30_000;
  const retryMs = options.retryMs ?? 60_000;
  const owner = options.owner ?? `${hostname()}:${process.pid}:${newId().slice(-6)}`;
  const iso = (ms: number) => new Date(ms).toISOString();

  const jobs = new Map<string, Job>();
  const inFlight = new Map<string, { controller: AbortController; done: Promise<RunReport> }>();
  let timer: NodeJS.Timeout | null = null;
  let pass: Promise<unknown> | null = null;
  let started = false;
  let stopping = false;

  const execute = async (job: Job, key: RunKey, attempt: number, controller: AbortController) => {
    const report = { job: job.name, slot: key.slot, attempt };
    let settled = false;
    let lost = false;
    // One renewal at a time, awaited before the run is recorded (and so before the database may close).
    let beating: Promise<void> | null = null;
    const beat = setInterval(() => {
      beating ??= renewLease(db, key, owner, iso(clock() + leaseMs))
        .then(
          (kept) => {
            if (kept || settled) return;
            lost = true;
            controller.abort(new Error('the run lost its lease'));
          },
          (error: unknown) =>
            log.warn({ job: job.name, err: messageOf(error) }, 'renewing a job’s lease failed'),
        )
        .finally(() => (beating = null));
    }, heartbeatMs);
    beat.unref();
    const began = Date.now();
    try {
      const last = await lastCompletedSlot(db, job.name);
      // Stopped before the handler began: it is not started at all.
      if (controller.signal.aborted) throw controller.signal.reason;
      const result = await job.handler({
        slot: new Date(key.slot),
        lastCompleted: last === null ? null : new Date(last),
        signal: controller.signal,
      });
      settled = true;
      clearInterval(beat);
      await beating;
      if (!controller.signal.aborted) {
        if (await finishRun(db, key, owner, iso(clock()))) {
          if (counted(result))
            log.info({ job: job.name, slot: key.slot, ms: Date.now() - began, result }, 'job done');
          return { ...report, outcome: 'done' as const };
        }
        lost = true;
      }
    } catch (error) {
      settled = true;
      clearInterval(beat);
      await beating;
      if (!controller.signal.aborted) {
        const wait = Math.min(retryMs * 2 ** (attempt - 1), MAX_RETRY_MS);
        const retryAt = iso(clock() + wait);
        const message = messageOf(error);
        await releaseRun(db, key, owner, { status: 'failed', retryAt, error: message });
        log.warn({ job: job.name, slot: key.slot, attempt, retryAt, err: message }, 'job failed');
        return { ...report, outcome: 'failed' as const, error: message };
      }
    } finally {
      clearInterval(beat);
    }
    if (lost) {
      log.warn({ job: job.name, slot: key.slot }, 'job run lost its lease to another instance');
      return { ...report, outcome: 'lost' as const };
    }
    // Stopped: free at once for another instance, or for this one after a restart.
    const reason = messageOf(controller.signal.reason);
    await releaseRun(db, key, owner, { status: 'interrupted', retryAt: iso(clock()), error: reason });
    return { ...report, outcome: 'interrupted' as const };
  };

  const launch = (job: Job, key: RunKey, attempt: number): Promise<RunReport> => {
    const controller = new AbortController();
    const done = outsideTenantScope(() => execute(job, key, attempt, controller))
      .catch((error: unknown): RunReport => {
        // Marking the run failed did not work either (the database went away): its lease runs out.
        log.warn({ job: job.name, slot: key.slot, err: messageOf(error) }, 'job run could not be recorded');
        return { ...key, attempt, outcome: 'failed', error: messageOf(error) };
      })
      .finally(() => inFlight.delete(job.name));
    inFlight.set(job.name, { controller, done });
    return done;
  };

  /** Claims and starts the due run of every job not running here already; answers the runs started. */
  const startDue = async (now: number): Promise<Promise<RunReport>[]> => {
    const runs: Promise<RunReport>[] = [];
    for (const job of jobs.values()) {
      if (stopping || inFlight.has(job.name)) continue;
      const key = { job: job.name, slot: iso(job.schedule.due(now)) };
      try {
        // A read first: the usual answer (done, or held) costs no write.
        const found = await findRun(db, key);
        if (found?.status === 'done' || (found?.locked_until && found.locked_until > iso(now))) continue;
        const attempt = await claimRun(db, { ...key, owner, now: iso(now), leaseUntil: iso(now + leaseMs) });
        if (attempt === null) continue;
        if (!stopping) runs.push(launch(job, key, attempt));
        else {
          const release = {
            status: 'interrupted',
            retryAt: iso(clock()),
            error: 'the scheduler stopped',
          } as const;
          await releaseRun(db, key, owner, release);
        }
      } catch (error) {
        log.warn({ job: job.name, err: messageOf(error) }, 'could not claim a job run');
      }
    }
    return runs;
  };

  /** Until the next slot of any job, at most pollMs. */
  const untilNext = () => {
    const now = clock();
    let at = now + pollMs;
    for (const job of jobs.values()) at = Math.min(at, job.schedule.next(now));
    // A little after the slot, so the clock read then is at or past it.
    return Math.max(0, at - now) + 5;
  };

  const tick = () => {
    timer = null;
    if (stopping) return;
    pass = outsideTenantScope(() => startDue(clock())).finally(() => {
      pass = null;
      if (stopping) return;
      timer = setTimeout(tick, untilNext());
      timer.unref();
    });
  };

  return {
    /** The name this instance claims runs under. */
    owner,

    /** Adds a job; its name is the key of its runs, so it must stay the same across releases. */
    register(name: string, schedule: Schedule, handler: JobHandler): void {
      if (!name || jobs.has(name)) throw new Error(`a job needs a unique name: "${name}"`);
      jobs.set(name, { name, schedule, handler });
    },

    /** Runs what is due at `now` and waits for it (tests; the loop of `start` does not wait). */
    async runDue(now: Date = new Date(clock())): Promise<RunReport[]> {
      return Promise.all(await outsideTenantScope(() => startDue(now.getTime())));
    },

    /** Starts the loop (src/server.ts): a pass now, then at every job's next slot, and every pollMs. */
    start(): void {
      if (started) return;
      started = true;
      stopping = false;
      tick();
    },

    /** Stops the loop, aborts the runs in flight and waits until they have let go of their slots. */
    async stop(): Promise<void> {
      stopping = true;
      started = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await pass;
      for (const run of inFlight.values()) run.controller.abort(new Error('the scheduler stopped'));
      await Promise.all([...inFlight.values()].map((run) => run.done));
    },
  };
};

export type Scheduler = ReturnType<typeof createScheduler>;
