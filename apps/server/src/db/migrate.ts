import { type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './connection';
import { migrations } from './migrations';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; run at start. Kysely locks the migration table, so instances can race. */
export const migrateToLatest = async (db: Db): Promise<string[]> => {
  const migrator = new Migrator({ db: db.kysely, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
};
