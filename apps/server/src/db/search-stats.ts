import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';
import { outsideTenantScope } from './tenant-scope';

/**
 * PostgreSQL: how common a term's words are, read from the statistics ANALYZE keeps on the word index's
 * expression (migration 0007; pg_stats of items_search_words): the most common words, each with the share
 * of items holding it, and the smallest share the list keeps, under which every other word lies.
 *
 * search.repository.ts uses it to choose between the walk and the word index for a term, as SQLite's probe
 * does by counting. The planner could make that choice itself inside one query (and did), but the query
 * it must be given for that also carries the word tests, which the walk does not need: planning them and
 * running them on every match tripled a common term's database time (0.5 → 1.9 ms a page, plus 0.8 ms of
 * planning, for "dolor sit" on 100,000 items of prose).
 *
 * The statistics cover every tenant's items, like SQLite's probe of its whole index: a word common
 * elsewhere and rare on this board is walked for a window, then found by the index (search.repository.ts).
 * They change only when PostgreSQL analyses the table, so they are read again at most once a minute.
 */

interface WordStats {
  shares: ReadonlyMap<string, number>;
  /** The share assumed for a word the list does not hold: half the smallest it keeps (as the planner). */
  rare: number;
}

const MAX_AGE_MS = 60_000;

const readStats = async (db: Kysely<Database>): Promise<WordStats | null> => {
  const { rows } = await sql<{ words: string[] | null; shares: number[] | null }>`
    select most_common_elems::text::text[] as words, most_common_elem_freqs as shares
    from pg_stats
    where schemaname = current_schema() and tablename = 'items_search_words' and attname = 'portico_words'`.execute(
    db,
  );
  const row = rows[0];
  // Never analysed (a new database): no statistics, and the caller lets the planner weigh the term.
  if (!row) return null;
  // Analysed, with no word common enough to be listed: every word is rare.
  if (!row.words || !row.shares) return { shares: new Map(), rare: 0 };
  const words = row.words;
  const shares = row.shares.map(Number);
  // After the words' shares come the smallest and largest of them and the share of null elements.
  const smallest = shares[words.length] ?? 0;
  return { shares: new Map(words.map((w, i) => [w, shares[i] ?? 0])), rare: smallest / 2 };
};

/** Per database (tests open several in one process); a read in flight is shared by every caller. */
const cache = new WeakMap<object, { at: number; stats: Promise<WordStats | null> }>();

const statsOf = (db: Kysely<Database>): Promise<WordStats | null> => {
  const adapter = db.getExecutor().adapter;
  const known = cache.get(adapter);
  if (known && Date.now() - known.at < MAX_AGE_MS) return known.stats;
  // The statistics are the installation's (pg_stats hides them from the role of a tenant's requests).
  const stats = outsideTenantScope(() => readStats(db)).catch(() => null);
  cache.set(adapter, { at: Date.now(), stats });
  return stats;
};

/**
 * The estimated share of items holding a word of each run (a run's words are alternatives, the runs
 * taken as independent), or null when the table has no statistics yet. An estimate: the term itself is
 * tested on every row either way, so a wrong one costs time, never an answer.
 */
export const wordShare = async (db: Kysely<Database>, runs: readonly (readonly string[])[]) => {
  const stats = await statsOf(db);
  if (!stats) return null;
  return runs.reduce(
    (share, words) =>
      share *
      Math.min(
        1,
        words.reduce((s, w) => s + (stats.shares.get(w) ?? stats.rare), 0),
      ),
    1,
  );
};
