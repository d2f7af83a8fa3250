import type { AppContext } from './context';
import type { AuthHousekeeping } from './modules/auth';
import type { ItemsBulkService } from './modules/items';
import type { ChangePipeline } from './modules/changes';
import { type Scheduler, dailyAt, every, pruneJobRuns } from './modules/jobs';
import type { LiveService } from './modules/live';
import type { NotificationDigest } from './modules/notifications';
import type { RateLimitService } from './modules/rate-limits';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface JobDeps {
  digest: Pick<NotificationDigest, 'send'>;
  auth: AuthHousekeeping;
  live: Pick<LiveService, 'prune'>;
  rateLimits: Pick<RateLimitService, 'prune'>;
  changes: Pick<ChangePipeline, 'hasJobs' | 'deliver'>;
  items: Pick<ItemsBulkService, 'fillStaffRenderings'>;
}

export interface JobOptions {
  /** Rows per delete statement of the prune jobs (default 500; tests pass a small one). */
  batchSize?: number;
}

/**
 * Every scheduled job of the installation (docs/decisions.md, "Scheduler"). A name is the key of the job's
 * runs in job_runs, so it stays as it is: renamed, a job would start over as a new one. The prune jobs
 * delete up to their slot's time, a batch per statement.
 */
export const registerJobs = (
  scheduler: Scheduler,
  ctx: AppContext,
  deps: JobDeps,
  options: JobOptions = {},
) => {
  const batches = (signal: AbortSignal) => ({ batchSize: options.batchSize, signal });
  scheduler.register('notifications.digest', dailyAt(ctx.config.digestAt), ({ slot, signal }) =>
    deps.digest.send(slot, signal),
  );
  scheduler.register('auth.prune-sign-ins', every(HOUR), ({ slot, signal }) =>
    deps.auth.pruneSignIns(slot, batches(signal)),
  );
  scheduler.register('auth.prune-password-tokens', every(HOUR), ({ slot, signal }) =>
    deps.auth.prunePasswordTokens(slot, batches(signal)),
  );
  // Live events are kept an hour; pruned every 10 minutes, the log holds at most 70 minutes of them.
  scheduler.register('live.prune-events', every(10 * MINUTE), ({ slot, signal }) =>
    deps.live.prune(slot, batches(signal)),
  );
  scheduler.register('rate-limits.prune', every(HOUR), ({ slot, signal }) =>
    deps.rateLimits.prune(slot, batches(signal)),
  );
  scheduler.register('jobs.prune-runs', every(24 * HOUR), ({ slot, signal }) =>
    pruneJobRuns(ctx, slot, batches(signal)),
  );
  // Items stored before the staff board's rendering was (migration 0021) get it; once they have, each run is
  // one lookup of an empty index.
  scheduler.register('items.fill-staff-renderings', every(10 * MINUTE), ({ signal }) =>
    deps.items.fillStaffRenderings(batches(signal)),
  );
  // The change pipeline's job subscribers get what was queued for them (none yet: no job then).
  if (deps.changes.hasJobs())
    scheduler.register('changes.deliver', every(MINUTE), ({ signal }) => deps.changes.deliver({ signal }));
};
