import type { AppContext } from '../../context';
import { type BatchOptions, inBatches } from '../../lib/batches';
import { pruneRuns } from './jobs.repository';

/** How long the record of a finished run is kept (the latest run of each job always stays). */
export const RUN_RETENTION_MS = 30 * 86_400_000;

/** The scheduler's own housekeeping: the records of runs older than the retention. */
export const pruneJobRuns = async (ctx: AppContext, now: Date, options: BatchOptions = {}) => {
  const before = new Date(now.getTime() - RUN_RETENTION_MS).toISOString();
  return { runs: await inBatches((n) => pruneRuns(ctx.db.kysely, before, n), options) };
};
