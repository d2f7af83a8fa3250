import { type Compilable, type Kysely, type QueryExecutorProvider, SqliteAdapter, sql } from 'kysely';
import { preparedQuery } from './prepared';
import type { Database } from './schema';

/**
 * The word index beside the trigram index. Prose is made of a few thousand common words, so every
 * trigram of a made-up term can be in most items while no word contains it: a trigram index must then
 * intersect posting lists of tens of thousands of items and recheck them (~50 ms on SQLite, seconds on
 * PostgreSQL at 100,000 items), where the vocabulary answers from a handful of words.
 * - SQLite (migration 0006): items_words indexes items.search_text by words with FTS5's `ascii` tokenizer;
 *   search_words holds every word ever indexed (the vocabulary), itself under a trigram index.
 * - PostgreSQL (migration 0007): a GIN index of portico_words(search_text), the same words as an array;
 *   search_words (under pg_trgm) is the vocabulary, which triggers keep in the items' own transactions.
 *
 * A term is split into runs at the tokenizer's separators. Every item whose text contains the term holds
 * a word containing each run (a single run anywhere in a word; with several, the first ends a word, the
 * middle ones are whole words, the last starts one, and the words follow each other), so the items the
 * plan's query finds are a superset of the matches; the callers test every candidate's text, and on
 * SQLite take the queued items (not indexed yet) as candidates too.
 */

/**
 * The words of a text as the `ascii` tokenizer (and portico_words) cuts them: runs of ASCII letters and
 * digits and of anything outside ASCII; it folds A-Z only (search_text is lower-cased already).
 */
export const wordsOf = (text: string): string[] =>
  text
    // eslint-disable-next-line no-control-regex -- the tokenizer's separators are every ASCII non-alphanumeric
    .split(/[\x00-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+/)
    .filter((w) => w !== '')
    .map((w) => w.replace(/[A-Z]+/g, (c) => c.toLowerCase()));

/** Words a run may stand for before it is left out of the query (it then only costs verification). */
export const MAX_ALTERNATIVES = 32;
/** Phrases the plan may spell out (alternatives of the first run × the last) before it uses AND. */
const MAX_PHRASES = 16;

const quote = (w: string) => `"${w}"`;

type Lookup = {
  phrase: string;
  run: string;
  n: number;
  lo: string;
  hi: string;
  limit: number;
  /** LIKE patterns of the run (PostgreSQL): anywhere in a word, at its end. A run holds no % _ or \. */
  anywhere: string;
  end: string;
};

const isSqlite = (db: Kysely<Database>) => db.getExecutor().adapter instanceof SqliteAdapter;

/** Words containing a run (trigram index of the vocabulary; runs of 3 characters or more). */
const containing = preparedQuery(
  (db, p: Lookup) =>
    db
      .selectFrom(
        isSqlite(db)
          ? sql`(select w.word as word from search_words_fts f join search_words w on w.id = f.rowid
                 where search_words_fts match ${p.phrase})`.as('v')
          : sql`(select w.word as word from search_words w where w.word like ${p.anywhere})`.as('v'),
      )
      .select(sql<string>`v.word`.as('word'))
      .limit(p.limit) as Compilable<{ word: string }>,
  { oneShot: true },
);

/** Words ending with a run. */
const ending = preparedQuery(
  (db, p: Lookup) =>
    db
      .selectFrom(
        isSqlite(db)
          ? sql`(select w.word as word from search_words_fts f join search_words w on w.id = f.rowid
                 where search_words_fts match ${p.phrase} and substr(w.word, -${p.n}) = ${p.run})`.as('v')
          : sql`(select w.word as word from search_words w where w.word like ${p.end})`.as('v'),
      )
      .select(sql<string>`v.word`.as('word'))
      .limit(p.limit) as Compilable<{ word: string }>,
  { oneShot: true },
);

/** Words starting with a run: a range of the vocabulary's unique index (code point order on both). */
const starting = preparedQuery(
  (db, p: Lookup) =>
    db
      .selectFrom(sql`search_words`.as('w'))
      .select(sql<string>`w.word`.as('word'))
      .where(sql<boolean>`w.word >= ${p.lo} and w.word < ${p.hi}`)
      .limit(p.limit) as Compilable<{ word: string }>,
);

/** The word itself, if the vocabulary has it. */
const exact = preparedQuery(
  (db, p: Lookup) =>
    db
      .selectFrom(sql`search_words`.as('w'))
      .select(sql<string>`w.word`.as('word'))
      .where(sql<boolean>`w.word = ${p.run}`)
      .limit(p.limit) as Compilable<{ word: string }>,
);

/**
 * The vocabulary's version: on SQLite its last id (it only grows, and one writer at a time commits), on
 * PostgreSQL the counter of migration 0007. An unchanged version means an unchanged vocabulary.
 */
const lastWord = preparedQuery(
  (db, _p: Record<string, never>) =>
    (isSqlite(db)
      ? db.selectFrom(sql`search_words`.as('w')).select(sql<number>`max(w.id)`.as('m'))
      : db.selectFrom(sql`search_vocabulary`.as('v')).select(sql<number>`v.version`.as('m'))) as Compilable<{
      m: number | string | null;
    }>,
);
const versionOf = async (db: Kysely<Database>) => Number((await lastWord(db, {}))[0]?.m ?? 0);

/** The string right after every string that starts with `run` (null if there is none). */
const successor = (run: string): string | null => {
  const chars = [...run];
  const last = chars.pop()?.codePointAt(0) as number;
  if (last >= 0x10ffff) return null;
  return chars.join('') + String.fromCodePoint(last === 0xd7ff ? 0xe000 : last + 1);
};

type Where = 'anywhere' | 'end' | 'start' | 'whole';

/** The words a run can be in, or null when they are too many (or the run too short) to help. */
const alternatives = async (db: Kysely<Database>, run: string, where: Where): Promise<string[] | null> => {
  const n = [...run].length;
  const args = {
    run,
    n,
    phrase: quote(run),
    lo: run,
    hi: '',
    limit: MAX_ALTERNATIVES + 1,
    anywhere: `%${run}%`,
    end: `%${run}`,
  };
  let rows: { word: string }[];
  if (where === 'whole') rows = await exact(db, args);
  else if (where === 'start') {
    const hi = successor(run);
    if (hi === null) return null;
    rows = await starting(db, { ...args, hi });
  } else {
    // The trigram index finds runs of three characters or more.
    if (n < 3) return null;
    rows = await (where === 'end' ? ending : containing)(db, args);
  }
  if (rows.length > MAX_ALTERNATIVES) return null;
  return rows.map((r) => r.word).filter((w) => w.includes(run));
};

export interface WordPlan {
  /**
   * The words each run that narrows the search can be in: every indexed item containing the term holds
   * one word of each (PostgreSQL's query); null when no indexed item can contain the term.
   */
  runs: string[][] | null;
  /** An FTS5 query of items_words that finds every indexed item containing the term; null: none can. */
  query: string | null;
  /**
   * What tells a rare term from a common one (search.repository.ts countMatches): the same words without
   * their order, which FTS5 counts from document lists alone, without the positions a phrase needs.
   */
  probe: string | null;
  /** The vocabulary's last id when the plan was made (see wordsUnchanged). */
  version: number;
}

/**
 * The word index's query for a term (lower-cased, trimmed), or null when the words cannot narrow it down
 * (runs too short or in too many words): the trigram index answers then.
 */
export const planWords = async (db: Kysely<Database>, text: string): Promise<WordPlan | null> => {
  const version = await versionOf(db);
  // A plan depends on the term and the vocabulary only, and the vocabulary only grows: a plan made at the
  // same last id is the plan (a board's pages, and everyone searching the same word, ask again and again).
  const plans = plansOf(db);
  const known = plans.get(text);
  if (known?.version === version) return known.plan;
  const plan = await makePlan(db, text, version);
  if (plans.size >= MAX_CACHED_PLANS) plans.clear();
  plans.set(text, { version, plan });
  return plan;
};

/** Plans by term, per database (tests open several in one process). */
const cachedPlans = new WeakMap<object, Map<string, { version: number; plan: WordPlan | null }>>();
const MAX_CACHED_PLANS = 1000;
const plansOf = (db: Kysely<Database>) => {
  const adapter = db.getExecutor().adapter;
  let plans = cachedPlans.get(adapter);
  if (!plans) cachedPlans.set(adapter, (plans = new Map()));
  return plans;
};

const makePlan = async (db: Kysely<Database>, text: string, version: number): Promise<WordPlan | null> => {
  const runs = wordsOf(text);
  if (runs.length === 0) return null;
  const last = runs.length - 1;
  const found: (string[] | null)[] = [];
  for (const [i, run] of runs.entries()) {
    const where: Where = last === 0 ? 'anywhere' : i === 0 ? 'end' : i === last ? 'start' : 'whole';
    const words = await alternatives(db, run, where);
    // A run no indexed word holds: no indexed item contains the term.
    if (words?.length === 0) return { runs: null, query: null, probe: null, version };
    found.push(words);
  }
  // The runs that narrow the search, in order: the middle ones always do, the ends when few words hold them.
  const from = found[0] ? 0 : 1;
  const span = found.slice(from, found[last] ? last + 1 : last) as string[][];
  if (span.length === 0) return null;
  const unordered = span.map((ws) => `(${ws.map(quote).join(' OR ')})`).join(' AND ');
  let phrases: string[][] = [[]];
  for (const words of span) {
    phrases = phrases.flatMap((p) => words.map((w) => [...p, w]));
    // Too many spellings: each run's words instead, in any order (a superset still).
    if (phrases.length > MAX_PHRASES) return { runs: span, query: unordered, probe: unordered, version };
  }
  const query = phrases.map((p) => quote(p.join(' '))).join(' OR ');
  return { runs: span, query, probe: unordered, version };
};

/**
 * Whether the vocabulary is still the one a plan was made from. New words come with the items that hold
 * them (in the flush's transaction that takes an item off the queue on SQLite, in the item's own write on
 * PostgreSQL); a plan made before that could miss the item after it, so a search whose vocabulary changed
 * while it ran is answered again without the plan.
 */
export const wordsUnchanged = async (db: Kysely<Database>, plan: WordPlan): Promise<boolean> =>
  (await versionOf(db)) === plan.version;

/**
 * Adds the words of indexed texts to the vocabulary (SQLite, inside the flush's transaction; PostgreSQL's
 * triggers add them as items are written).
 */
export const addWords = async (db: QueryExecutorProvider, texts: string[]): Promise<void> => {
  const words = new Set<string>();
  for (const text of texts) for (const w of wordsOf(text)) words.add(w);
  const all = [...words];
  for (let i = 0; i < all.length; i += 500) {
    const chunk = all.slice(i, i + 500).map((w) => sql`(${w})`);
    await sql`insert or ignore into search_words(word) values ${sql.join(chunk)}`.execute(db);
  }
};

/** Runs PostgreSQL's word-index query takes (db/search.ts holdsWords); the rest only cost verification. */
export const MAX_RUNS = 4;

/**
 * A plan's runs as the parameters of PostgreSQL's word-index query: the runs in fewest words first (they
 * narrow the most, as a rule), up to MAX_RUNS, null for the rest.
 */
export const runArgs = (runs: string[][] | null) => {
  const chosen = [...(runs ?? [])].sort((a, b) => a.length - b.length).slice(0, MAX_RUNS);
  const [r1 = null, r2 = null, r3 = null, r4 = null] = chosen;
  return { r1, r2, r3, r4 };
};
