import type { Db } from './connection';

export interface UnchangedCache<V> {
  /** The value stored under `key` if nothing has been committed since it was read; else undefined. */
  get(key: string): V | undefined;
  /**
   * Stores a value read after the last `get` — only if nothing was committed in between, so a value read
   * while a write landed is never kept.
   */
  set(key: string, value: V): void;
}

/**
 * Results of the lookups every request repeats (who a bearer token belongs to, whether a user may open a
 * board), kept only while the database is unchanged. The database's commit counter (Db.dataVersion) moves
 * with every commit of any connection or process, and any move empties the cache, so a hit is exactly what
 * the query would answer now: a revoked session, a disabled user or a withdrawn board is refused on the very
 * next request, as without the cache. Where there is no counter (PostgreSQL) nothing is kept.
 */
export const createUnchangedCache = <V>(db: Db, max = 10_000): UnchangedCache<V> => {
  const version = db.dataVersion;
  if (!version) return { get: () => undefined, set: () => {} };
  const entries = new Map<string, V>();
  let seen = -1;
  return {
    get(key) {
      const now = version();
      if (now !== seen) {
        entries.clear();
        seen = now;
        return undefined;
      }
      return entries.get(key);
    },
    set(key, value) {
      if (version() !== seen) return;
      if (entries.size >= max) entries.clear();
      entries.set(key, value);
    },
  };
};
