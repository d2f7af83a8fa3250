import { type Compilable, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { preparedQuery } from '../../db/prepared';
import {
  type IndexSource,
  type SearchTerm,
  ftsPhrase,
  indexedItems,
  estimatesWords,
  probeItems,
} from '../../db/search';
import { wordShare } from '../../db/search-stats';
import { confinedToTenant } from '../../db/tenant-wall';
import { type WordPlan, planWords, runArgs, wordsUnchanged } from '../../db/search-words';
import { isAssigned } from '../policy';
import {
  type ItemView,
  type PageArgs,
  type PageQuery,
  type ScopedPage,
  VIEW_COLUMNS,
  keyCompare,
  pageArgs,
} from './items.order.repository';
import type { SearchMode } from './items.cursor';
import { keyAfter, walkPage, walkWindow } from './search-walk.repository';

/** The index's term (db/search.ts IndexTerm): its FTS5 query or its runs' words, and its text. */
type TermArgs = {
  phrase: string;
  like: string;
  text: string;
  r1: string[] | null;
  r2: string[] | null;
  r3: string[] | null;
  r4: string[] | null;
};
type IndexArgs = PageArgs & TermArgs;

/** Items containing the term through the trigram index (for rare terms), in board order after the key. */
const indexedFrom = (
  db: Kysely<Database>,
  p: IndexArgs,
  assigned: boolean,
  source: IndexSource,
  confined: boolean,
) => {
  const q = indexedItems(db, p, source, confined, [
    sql<SqlBool>`i.tenant_id = ${p.tenantId}`,
    sql<SqlBool>`i.board_id = ${p.boardId}`,
    keyCompare('i', '>', p.gpos, p.pos),
  ]).innerJoin('board_groups as g', (j) =>
    j.onRef('g.tenant_id', '=', 'i.tenant_id').onRef('g.id', '=', 'i.group_id'),
  );
  return assigned ? q.where(isAssigned('i', p.personId)) : q;
};

/** PostgreSQL plans the word index's queries with the term's words (preparedQuery oneShot). */
const indexed = (assigned: boolean, source: IndexSource, confined: boolean) =>
  preparedQuery(
    (db, p: IndexArgs) =>
      indexedFrom(db, p, assigned, source, confined)
        .select(VIEW_COLUMNS)
        .orderBy('i.gpos')
        .orderBy('i.pos')
        .limit(p.limit) as Compilable<ItemView>,
    { oneShot: source !== 'trigram' },
  );

type ProbeArgs = { phrase: string; like: string; tenantId: string; boardId: string; limit: number };
/**
 * Matches of a term counted up to `limit`, to tell rare terms from common ones (see probeItems). Planned
 * with the term on PostgreSQL: a generic plan reads the whole board's index entries for a common word.
 */
const probe = (source: 'trigram' | 'words', confined: boolean) =>
  preparedQuery(
    (db, p: ProbeArgs) =>
      probeItems(db, p, p.tenantId, p.boardId, source, confined)
        .select(sql`1`.as('one'))
        .limit(p.limit) as Compilable<{ one: 1 }>,
    { oneShot: true },
  );

/** Each query as read by work confined to its tenant (db/tenant-wall.ts) [1] and by any other [0]. */
const both = <Q>(make: (confined: boolean) => Q) => [make(false), make(true)] as const;

const queries = {
  indexed: {
    trigram: [both((c) => indexed(false, 'trigram', c)), both((c) => indexed(true, 'trigram', c))],
    words: [both((c) => indexed(false, 'words', c)), both((c) => indexed(true, 'words', c))],
    queued: [both((c) => indexed(false, 'queued', c)), both((c) => indexed(true, 'queued', c))],
  },
  probe: { trigram: both((c) => probe('trigram', c)), words: both((c) => probe('words', c)) },
} as const;

const confinement = (db: Kysely<Database>) => (confinedToTenant(db) ? 1 : 0);

/** How the index finds a term: through the word index's plan when there is one, else by its trigrams. */
interface Lookup {
  source: IndexSource;
  phrase: string;
  /** The query that counts matches to choose between index and walk (a superset of `phrase`'s). */
  probe: string;
  plan: WordPlan | null;
}

const lookupOf = (term: SearchTerm, plan: WordPlan | null): Lookup =>
  plan === null
    ? { source: 'trigram', phrase: ftsPhrase(term), probe: ftsPhrase(term), plan }
    : {
        source: plan.query === null ? 'queued' : 'words',
        phrase: plan.query ?? '',
        probe: plan.probe ?? '',
        plan,
      };

const indexedPage = (db: Kysely<Database>, page: ScopedPage, term: SearchTerm, how: Lookup) =>
  queries.indexed[how.source][page.variant][confinement(db)](db, {
    ...page.args,
    ...runArgs(how.plan?.runs ?? null),
    phrase: how.phrase,
    like: term.like,
    text: term.text,
  });

/** Matches of the term, counted up to `cap` (on SQLite in the whole index; see probeItems). */
const countMatches = async (
  db: Kysely<Database>,
  page: ScopedPage,
  term: SearchTerm,
  how: Lookup,
  cap: number,
) => {
  const args = { ...page.args, limit: cap, phrase: how.probe, like: term.like };
  return (await queries.probe[how.source === 'words' ? 'words' : 'trigram'][confinement(db)](db, args))
    .length;
};

/**
 * Whether a term is common enough for a walk to find a page within its window. Counted up to PROBE_CAP
 * matches (probeItems), or for PostgreSQL's word plans estimated from the word index's statistics
 * (db/search-stats.ts): a share of items at which a window holds a page. With no statistics yet (a table
 * never analysed), the index's word query is left to the planner (holdsWords).
 */
const isCommon = async (
  db: Kysely<Database>,
  q: PageQuery,
  page: ScopedPage,
  term: SearchTerm,
  how: Lookup,
) => {
  if (how.source === 'queued') return false;
  if (how.source === 'words' && estimatesWords(db)) {
    const share = await wordShare(db, how.plan?.runs ?? []);
    return share !== null && share * WALK_WINDOW >= q.limit;
  }
  return (await countMatches(db, page, term, how, PROBE_CAP)) >= PROBE_CAP;
};

/**
 * Matches the trigram index may count before a term counts as common: below it, the index hands back
 * every match at the cost of that many row lookups and a sort.
 */
export const PROBE_CAP = 100;

/**
 * Rows a walk tests before it asks the index instead. A page needs 26 matches, so the walk wins for terms
 * in more than ~1.3% of items; below that, the index has few rows to hand back.
 */
export const WALK_WINDOW = 2000;

export interface SearchResult {
  rows: ItemView[];
  mode: SearchMode;
}

/**
 * One page of items containing a term, in board order, without reading the whole board for either kind
 * of term. The index is the word index when the vocabulary narrows the term down (db/search-words.ts: a
 * made-up word of common trigrams is then a lookup of a few words, and a term no word holds needs only
 * SQLite's queue), else the trigram index. A rare term (see isCommon) is answered by the index, which
 * yields only the rows that may contain it; each is tested.
 * A common one is found by walking the board order from the cursor and testing each row; the walk stops
 * after a page of matches or after WALK_WINDOW rows, and then the index finishes the page. The cursor
 * carries which way worked, so later pages start with it.
 */
export const searchPage = async (
  db: Kysely<Database>,
  q: PageQuery,
  term: SearchTerm,
  hint: SearchMode | undefined,
): Promise<SearchResult> => {
  const page = pageArgs(q);
  // A scope that sees nothing has nothing to search.
  if (!page) return { rows: [], mode: 'walk' };
  // One or two characters are in nearly every item, and a trigram index cannot look them up anyway.
  if (!term.indexed) return { rows: await walkPage(db, page, term, null), mode: 'walk' };
  const how = lookupOf(term, await planWords(db, term.text));
  const found = await searchWith(db, q, page, term, hint, how);
  // The vocabulary grew while the plan was used: answer again by the trigrams (db/search-words.ts).
  if (how.plan && !(await wordsUnchanged(db, how.plan)))
    return searchWith(db, q, page, term, hint, lookupOf(term, null));
  return found;
};

const searchWith = async (
  db: Kysely<Database>,
  q: PageQuery,
  page: ScopedPage,
  term: SearchTerm,
  hint: SearchMode | undefined,
  how: Lookup,
): Promise<SearchResult> => {
  if (hint === 'index' || (hint === undefined && !(await isCommon(db, q, page, term, how)))) {
    return { rows: await indexedPage(db, page, term, how), mode: 'index' };
  }
  const walked = await walkWindow(db, page, term, WALK_WINDOW);
  if (walked.length >= q.limit) return { rows: walked, mode: 'walk' };
  // Fewer than a page in the window: at the end of the board, that is all; else the term is sparse
  // from here on, and the index finishes the page after the window.
  const until = await keyAfter(db, page, WALK_WINDOW);
  if (until === null) return { rows: walked, mode: 'walk' };
  const rest = await indexedPage(
    db,
    { ...page, args: { ...page.args, gpos: until.gpos, pos: until.pos, limit: q.limit - walked.length } },
    term,
    how,
  );
  return { rows: [...walked, ...rest], mode: 'index' };
};
