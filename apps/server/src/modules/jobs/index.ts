// The scheduler's public API: named jobs on schedules, run once per slot across instances.
export { type Schedule, type TimeOfDay, dailyAt, every } from './jobs.schedule';
export {
  type JobHandler,
  type JobLog,
  type JobRun,
  type RunOutcome,
  type RunReport,
  type Scheduler,
  type SchedulerOptions,
  createScheduler,
} from './jobs.scheduler';
export { RUN_RETENTION_MS, pruneJobRuns } from './jobs.housekeeping';
export { listRuns } from './jobs.repository';
