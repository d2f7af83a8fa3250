import {
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  SqliteAdapter,
  sql,
} from 'kysely';
import type { Database } from './schema';
import { addWords } from './search-words';

/**
 * Substring search over items.search_text: the one place where SQLite and PostgreSQL differ. SQLite has an
 * FTS5 trigram index (items_fts) and a word index (items_words, migration 0006, db/search-words.ts), both
 * fed from a queue (migration 0003); PostgreSQL a pg_trgm GIN index on the column (migration 0002) and a
 * GIN index of its words (migration 0007), both kept by PostgreSQL in every write.
 * Everything else about search — paging, the walk, the fallback — is the same query for both.
 */

/** The shortest term a trigram index can find; shorter terms are only tested row by row. */
export const MIN_INDEXED_TERM = 3;

export interface SearchTerm {
  /** Lower-cased, trimmed: search_text is stored lower-cased. */
  text: string;
  /** A LIKE pattern for "contains", with the term's own % _ \ escaped. */
  like: string;
  /** A GLOB pattern for "contains" (SQLite), with the term's own * ? [ in brackets. */
  glob: string;
  /** Whether the trigram index can find this term. */
  indexed: boolean;
}

export const searchTerm = (raw: string): SearchTerm => {
  const text = raw.trim().toLowerCase();
  return {
    text,
    like: `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    glob: `*${text.replace(/[*?[]/g, (c) => `[${c}]`)}*`,
    indexed: [...text].length >= MIN_INDEXED_TERM,
  };
};

/** Tests the row `i` (or another alias's search_text) directly (the walk over rows read in board order). */
export const containsTerm = (like: unknown, alias = 'i'): RawBuilder<SqlBool> =>
  sql<SqlBool>`${sql.ref(`${alias}.search_text`)} like ${like} escape '\\'`;

const isSqlite = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof SqliteAdapter;

/**
 * The walk's test (search.repository.ts windowWalk): on SQLite a GLOB, which runs 2–3× faster than its
 * case-insensitive LIKE over prose and gives the same answer here, as search_text and the term are both
 * lower-cased (items.render.ts, searchTerm); on PostgreSQL strpos, ~3× faster than LIKE over prose.
 */
export const walkTest = (
  db: Kysely<Database>,
  alias: string,
  term: { like: unknown; glob: unknown; text: unknown },
) =>
  isSqlite(db as Kysely<unknown>)
    ? sql<SqlBool>`${sql.ref(`${alias}.search_text`)} glob ${term.glob}`
    : sql<SqlBool>`strpos(${sql.ref(`${alias}.search_text`)}, ${term.text}) > 0`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the two dialects' FROM clauses differ in shape
type Builder = SelectQueryBuilder<any, any, any>;

/**
 * What the index queries take: the term as an FTS5 phrase (SQLite) and as a LIKE pattern; for PostgreSQL's
 * word index the term itself and the words of up to four runs (db/search-words.ts runArgs).
 */
export interface IndexTerm {
  phrase: unknown;
  like: unknown;
  text: unknown;
  r1: unknown;
  r2: unknown;
  r3: unknown;
  r4: unknown;
}

/**
 * PostgreSQL: the rows holding a word of each run, tested for the term. A run left out is null, which the
 * one-shot plan of the statement (preparedQuery's oneShot) folds away. The test is strpos, which
 * the trigram index cannot answer: LIKE would have the planner intersect the trigram index too.
 */
const holdsWords = (term: IndexTerm) =>
  sql<SqlBool>`${sql.join(
    [term.r1, term.r2, term.r3, term.r4].map(
      (r) => sql`(${r}::text[] is null or portico_words(i.search_text) && ${r}::text[])`,
    ),
    sql` and `,
  )} and strpos(i.search_text, ${term.text}) > 0`;

/** The FTS5 phrase of a term: its trigrams in sequence, i.e. the substring. */
export const ftsPhrase = (term: SearchTerm) => `"${term.text.replaceAll('"', '""')}"`;

/**
 * Which index finds the candidates (SQLite): the trigram index, the word index of db/search-words.ts with
 * its plan's query as `phrase` (PostgreSQL: its runs), or none (the plan showed that no indexed item
 * contains the term: only the queued ones can, and PostgreSQL has no queue).
 */
export type IndexSource = 'trigram' | 'words' | 'queued';

const candidates = (term: IndexTerm, source: IndexSource) =>
  source === 'queued'
    ? sql`(select rid from items_fts_pending)`
    : source === 'words'
      ? sql`(select rowid as rid from items_words where items_words match ${term.phrase}
             union select rid from items_fts_pending)`
      : sql`(select rowid as rid from items_fts where items_fts match ${term.phrase}
             union select rid from items_fts_pending)`;

/**
 * `items as i`, restricted to rows containing the term through an index, for the caller to add its
 * filters, order and limit.
 * SQLite: the index's candidates drive the query — CROSS JOIN keeps SQLite from walking the board order and
 * testing each row against the match list instead (13 ms against 0.2 ms for a rare term at 100,000
 * items). Items queued for indexing (migration 0003) are candidates too, and every candidate's current
 * text is tested, so a search is exact whether or not the queue has been flushed.
 * PostgreSQL: LIKE on the column, answered by a bitmap scan of the GIN index (backslash is its default
 * escape character; leaving ESCAPE out keeps the pattern a plain constant for the planner); or the word
 * index (holdsWords); or nothing, when the plan shows no item can hold the term (there is no queue).
 *
 * `confined`: the work runs behind row-level security (db/tenant-wall.ts `confinedToTenant`). PostgreSQL
 * uses an index under a policy only for leakproof operators, and LIKE and && are not: through `items` a
 * rare-term search became a scan of the tenant's items (docs/decisions.md). The candidates then come from
 * `scoped_items` (migration 0017: the same rows through a plain condition, not a policy), in a subquery that
 * OFFSET 0 keeps apart: planned on its own, with no walled table beside it, its condition may use the index.
 * (Planned together with a walled table such as board_groups, the tenant's equality joins the policy's, and
 * every other condition on the view is held back behind it too.) `narrow`: the caller's leakproof
 * conditions on `i` (tenant, board, key), which go inside with it; its other filters apply outside.
 */
export const indexedItems = (
  db: Kysely<Database>,
  term: IndexTerm,
  source: IndexSource = 'trigram',
  confined = false,
  narrow: readonly RawBuilder<SqlBool>[] = [],
): Builder => {
  if (isSqlite(db as Kysely<unknown>)) {
    let q = db
      .selectFrom(candidates(term, source).as('f'))
      .crossJoin('items as i')
      .where(sql<SqlBool>`i.rowid = f.rid`)
      .where(containsTerm(term.like)) as unknown as Builder;
    for (const condition of narrow) q = q.where(condition);
    return q;
  }
  const conditions = [indexCondition(term, source), ...narrow];
  // A term no item can hold needs no index (and planned alone, `false` could still get parallel workers).
  if (confined && source !== 'queued') {
    const fenced = sql`(select * from scoped_items as i where ${sql.join(conditions, sql` and `)} offset 0)`;
    return db.selectFrom(fenced.as('i')) as unknown as Builder;
  }
  let q = db.selectFrom('items as i') as unknown as Builder;
  for (const condition of conditions) q = q.where(condition);
  return q;
};

const indexCondition = (term: IndexTerm, source: IndexSource) =>
  source === 'trigram'
    ? sql<SqlBool>`i.search_text like ${term.like}`
    : source === 'words'
      ? holdsWords(term)
      : sql<SqlBool>`false`;

/**
 * Whether a word plan's term is weighed by the word index's statistics (PostgreSQL, db/search-stats.ts)
 * instead of a probe: SQLite's FTS5 counts a phrase's matches without reading a row, PostgreSQL's GIN
 * index cannot. Its word query (holdsWords, planned with the term's words: oneShot) is still left to the
 * planner when there are no statistics yet, or when the index is chosen.
 */
export const estimatesWords = (db: Kysely<Database>) => !isSqlite(db as Kysely<unknown>);

/**
 * A source of rows to count a term's matches in, cheaply, to tell rare terms from common ones. SQLite
 * counts phrase matches in the FTS index alone — all boards, no row read: a term rare in the database is
 * rare on the board, and a term common elsewhere but rare here is walked and then found by the index
 * anyway (search.repository.ts). PostgreSQL counts the board's matches by LIKE (its word plans are
 * weighed by statistics instead: estimatesWords); its planner picks the trigram index or a scan that stops
 * at the cap, whichever is cheaper for the term (planned with the term: oneShot). Confined work (see
 * indexedItems) counts in `scoped_items`: the probe has no walled table beside it, so no fence is needed.
 */
export const probeItems = (
  db: Kysely<Database>,
  term: Pick<IndexTerm, 'phrase' | 'like'>,
  tenantId: unknown,
  boardId: unknown,
  source: 'trigram' | 'words' = 'trigram',
  confined = false,
): Builder =>
  isSqlite(db as Kysely<unknown>)
    ? source === 'words'
      ? (db
          .selectFrom(sql`items_words`.as('f'))
          .where(sql<SqlBool>`items_words match ${term.phrase}`) as unknown as Builder)
      : (db
          .selectFrom(sql`items_fts`.as('f'))
          .where(sql<SqlBool>`items_fts match ${term.phrase}`) as unknown as Builder)
    : (db
        .selectFrom((confined ? sql`scoped_items` : sql`items`).as('i') as unknown as 'items as i')
        .where('i.tenant_id', '=', tenantId as string)
        .where('i.board_id', '=', boardId as string)
        .where(sql<SqlBool>`i.search_text like ${term.like}`) as unknown as Builder);

/**
 * SQLite: moves up to `batch` queued items into the FTS indexes (trigram, and words: migration 0006) in
 * one transaction (migration 0003) and
 * returns how many; PostgreSQL has no queue. Safe to run from several processes: each batch is one write
 * transaction, and the queue rows it takes are deleted in it.
 */
export const flushSearchIndex = async (db: Kysely<Database>, batch = 1000): Promise<number> => {
  if (!isSqlite(db as Kysely<unknown>)) return 0;
  const queued = await sql<{
    n: number;
  }>`select count(*) as n from (select 1 from items_fts_pending limit 1)`.execute(db);
  if (!queued.rows[0]?.n) return 0;
  return db.transaction().execute(async (trx) => {
    const take = sql`(select rid from items_fts_pending order by rid limit ${batch})`;
    // The word index's vocabulary first (db/search-words.ts): a word is known before an item holding it
    // leaves the queue.
    const texts = await sql<{ search_text: string }>`select i.search_text from items_fts_pending p
      join items i on i.rowid = p.rid where p.rid in ${take}`.execute(trx);
    await addWords(
      trx,
      texts.rows.map((r) => r.search_text),
    );
    for (const index of [sql`items_fts`, sql`items_words`]) {
      await sql`insert into ${index}(${index}, rowid, search_text)
        select 'delete', rid, old_text from items_fts_pending where old_text is not null and rid in ${take}`.execute(
        trx,
      );
      await sql`insert into ${index}(rowid, search_text)
        select p.rid, i.search_text from items_fts_pending p join items i on i.rowid = p.rid where p.rid in ${take}`.execute(
        trx,
      );
    }
    const done = await sql`delete from items_fts_pending where rid in ${take}`.execute(trx);
    return Number(done.numAffectedRows ?? 0);
  });
};
