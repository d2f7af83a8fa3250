import type {
  DrainingResponse,
  MigrationState,
  NotReadyResponse,
  ReadinessResponse,
} from '@portico/contract';
import type { AppContext } from '../../context';
import { appliedMigrationNames, pingDatabase } from '../../db/health.repository';
import { migrations } from '../../db/migrations';
import type { Lifecycle } from './lifecycle';

export const HEALTH_REASONS = {
  draining: 'The server is shutting down and finishing the requests it has.',
  databaseUnreachable: 'The database did not answer.',
  migrationsUnreadable: 'The database answered, but its applied migrations could not be read.',
  migrationsBehind: (pending: number, next: string) =>
    pending === 1
      ? `1 migration of this version is not applied yet (next: ${next}).`
      : `${pending} migrations of this version are not applied yet (next: ${next}).`,
} as const;

/** This build's migrations in order (their names sort as they run). */
const MIGRATION_NAMES = Object.keys(migrations);

/** What the applied names say about this build's migrations. Names the build does not know are ignored. */
export const migrationState = (applied: ReadonlySet<string>): MigrationState & { next: string | null } => {
  const pending = MIGRATION_NAMES.filter((name) => !applied.has(name));
  return {
    applied: MIGRATION_NAMES.findLast((name) => applied.has(name)) ?? null,
    latest: MIGRATION_NAMES.at(-1) ?? '',
    pending: pending.length,
    next: pending[0] ?? null,
  };
};

export type Readiness =
  | { statusCode: 200; body: ReadinessResponse }
  | { statusCode: 503; body: NotReadyResponse | DrainingResponse };

export interface HealthLog {
  warn: (obj: object, msg: string) => void;
}

/**
 * Liveness (`/api/health`: the process serves and reaches its database) and readiness
 * (`/api/health/ready`: this instance should get traffic — the database answers, the schema is this
 * build's, and it is not shutting down). docs/decisions.md, "Health, readiness, draining and metrics".
 */
export const createHealthService = (ctx: AppContext, lifecycle: Lifecycle) => {
  const draining = (): DrainingResponse => ({ status: 'draining', reason: HEALTH_REASONS.draining });

  const readiness = async (log: HealthLog): Promise<Readiness> => {
    if (lifecycle.draining) return { statusCode: 503, body: draining() };
    const database = ctx.db.dialect;
    const notReady = (reason: string, migrations: MigrationState | null): Readiness => ({
      statusCode: 503,
      body: { status: 'not-ready', database, reason, migrations },
    });
    try {
      await pingDatabase(ctx.db.kysely);
    } catch (error) {
      log.warn({ err: error }, 'readiness: the database did not answer');
      return notReady(HEALTH_REASONS.databaseUnreachable, null);
    }
    let applied: string[];
    try {
      applied = await appliedMigrationNames(ctx.db.kysely);
    } catch (error) {
      log.warn({ err: error }, 'readiness: the applied migrations could not be read');
      return notReady(HEALTH_REASONS.migrationsUnreadable, null);
    }
    const { next, ...state } = migrationState(new Set(applied));
    if (next !== null) return notReady(HEALTH_REASONS.migrationsBehind(state.pending, next), state);
    return { statusCode: 200, body: { status: 'ready', database, migrations: state } };
  };

  return { draining, readiness };
};

export type HealthService = ReturnType<typeof createHealthService>;
