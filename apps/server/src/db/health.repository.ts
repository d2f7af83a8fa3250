import { DEFAULT_MIGRATION_TABLE, type Kysely, sql } from 'kysely';
import type { Database } from './schema';

/** A round trip to the database, for the health check. */
export const pingDatabase = async (db: Kysely<Database>): Promise<void> => {
  await sql`select 1`.execute(db);
};

/**
 * The names of the migrations the database has applied (Kysely's own table, which `migrateToLatest`
 * creates at start), for the readiness check. One indexed read: cheaper than the Migrator's
 * `getMigrations()`, which introspects every table first.
 */
export const appliedMigrationNames = async (db: Kysely<Database>): Promise<string[]> => {
  const table = sql.table(DEFAULT_MIGRATION_TABLE);
  const { rows } = await sql<{ name: string }>`select name from ${table}`.execute(db);
  return rows.map((r) => r.name);
};
