import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, type Driver, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** The raw better-sqlite3 handle (SQLite only), for the benchmark's bare baseline and maintenance. */
  sqlite: SqliteDatabase.Database | null;
  /**
   * A number that changes whenever a commit lands (SQLite's `PRAGMA data_version` on the read-only
   * connection: any other connection's commit, this server's writes or another process's, changes it);
   * null where the database offers no such counter (PostgreSQL, in-memory SQLite).
   */
  dataVersion: (() => number) | null;
  destroy: () => Promise<void>;
}

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url);

/**
 * Opens the database named by a URL: `postgres://…` or `sqlite:<path>` (`sqlite::memory:` for tests).
 * PostgreSQL values are normalised to what SQLite returns — timestamps as ISO strings, int8 as numbers —
 * so repositories see one shape whichever dialect runs.
 */
/**
 * SQLite's `synchronous` setting in WAL mode. FULL (the default) syncs the log at every commit, so an
 * acknowledged write survives a power cut or an OS crash; NORMAL syncs only at checkpoints — faster, and
 * still safe when only the process crashes, but the last commits can be lost with the machine.
 */
export type SqliteSynchronous = 'FULL' | 'NORMAL';

export interface OpenOptions {
  poolSize?: number;
  onIdleError?: (error: Error) => void;
  synchronous?: SqliteSynchronous;
}

export const openDatabase = (url: string, options: OpenOptions = {}): Db => {
  if (isPostgresUrl(url)) {
    const types = {
      getTypeParser: (oid: number, format?: 'text' | 'binary') => {
        // 1184 timestamptz, 1114 timestamp: ISO strings like SQLite's.
        if (oid === 1184 || oid === 1114) return (v: string) => new Date(v).toISOString();
        // 20 int8 (count(*)), 1700 numeric: numbers; counts here stay far below 2^53.
        if (oid === 20 || oid === 1700) return (v: string) => Number(v);
        return pg.types.getTypeParser(oid, format);
      },
    };
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10, types });
    // An idle client can die (server restart, failover, admin termination). pg drops it from the pool and
    // the next query reconnects; without a listener the error would crash the process.
    pool.on('error', (error) => options.onIdleError?.(error));
    // pg-pool listens for a client's errors only while it is idle: one that dies while checked out (between
    // a transaction's statements, or in the moment before Kysely releases it) would emit 'error' with no
    // listener and end the process. Its query fails with the error, and the pool drops it on release.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(kysely, pool);
    return { kysely, dialect: 'postgres', sqlite: null, dataVersion: null, destroy: () => kysely.destroy() };
  }

  const file = url.replace(/^sqlite:/, '');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`synchronous = ${options.synchronous ?? 'FULL'}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('cache_size = -32768');
  sqlite.pragma('temp_store = MEMORY');
  const kysely = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
  });
  const reader = file === ':memory:' ? null : lazyReader(file);
  if (reader) readers.set(kysely, reader.prepare);
  return {
    kysely,
    dialect: 'sqlite',
    sqlite,
    dataVersion: reader ? reader.dataVersion : null,
    destroy: async () => {
      reader?.close();
      await kysely.destroy();
    },
  };
};

/**
 * Every transaction of the app writes, so on SQLite it takes the write lock as it begins (BEGIN IMMEDIATE).
 * A deferred transaction that reads first and then writes cannot wait for a writer of another process (the
 * CLI beside a running server): SQLite answers "database is locked" at once, since its snapshot is stale.
 * Taken at the start, the lock is simply waited for (busy_timeout).
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}

const pools = new WeakMap<object, pg.Pool>();

/**
 * The PostgreSQL pool of a root database handle (not of a transaction, which must use its own client), for
 * the hot reads of db/prepared.ts, which run as named statements: planned once per connection, not per call.
 */
export const poolOf = (kysely: object): pg.Pool | undefined => pools.get(kysely);

type Prepare = (sql: string) => SqliteDatabase.Statement;
const readers = new WeakMap<object, Prepare>();

/**
 * The read-only SQLite connection of a database handle, if it has one (see lazyReader). Only the root
 * Kysely instance has one: a transaction must read through its own connection to see its own writes.
 */
export const readerOf = (kysely: object): Prepare | undefined => readers.get(kysely);

/**
 * A second, read-only connection for the hot reads compiled by db/prepared.ts. Kysely's one SQLite
 * connection is shared by every request and held across awaits by transactions; reading on it would
 * queue behind them (or, done directly, see their uncommitted rows). In WAL mode a separate reader sees
 * exactly the last committed state and never waits for writers. It runs synchronously, with no promise
 * hops. Opened on first use, after the migrations of the main connection.
 */
const lazyReader = (file: string) => {
  let db: SqliteDatabase.Database | null = null;
  let cache: ReturnType<typeof withStatementCache> | null = null;
  let version: SqliteDatabase.Statement | null = null;
  const prepare = (sql: string) => {
    if (!cache) {
      db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
      db.pragma('busy_timeout = 5000');
      db.pragma('cache_size = -24576');
      cache = withStatementCache(db);
    }
    return cache.prepare(sql);
  };
  return {
    prepare,
    // Read on every authenticated request, so its statement is held rather than looked up.
    dataVersion: () => (version ??= prepare('PRAGMA data_version').pluck()).get() as number,
    close: () => db?.close(),
  };
};

/**
 * Kysely prepares every query anew; preparing (parsing and planning) costs more than running a short
 * indexed query. Statements are reusable, so the most recent ones are kept by SQL text. Kysely runs one
 * statement at a time on its single SQLite connection, so a cached statement is never busy when reused.
 */
const withStatementCache = (sqlite: SqliteDatabase.Database, max = 500) => {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (statement) {
        // Least recently used first: re-insert to move it to the end.
        cache.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (cache.size >= max) cache.delete(cache.keys().next().value as string);
      }
      cache.set(sql, statement);
      return statement;
    },
  };
};
