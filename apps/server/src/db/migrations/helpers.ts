import { type Kysely, SqliteAdapter } from 'kysely';

/**
 * The few places where the two dialects' DDL differ. Queries never branch on the dialect; migrations may,
 * through these helpers only.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema state
export type AnyKysely = Kysely<any>;

export const isSqlite = (db: AnyKysely) => db.getExecutor().adapter instanceof SqliteAdapter;

/** timestamptz on PostgreSQL, ISO-8601 text on SQLite; both read back as ISO strings. */
export const timestampType = (db: AnyKysely) => (isSqlite(db) ? 'text' : 'timestamptz');
