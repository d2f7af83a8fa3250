import { type Compilable, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { preparedQuery } from '../../db/prepared';
import {
  type IndexSource,
  type SearchTerm,
  containsTerm,
  ftsPhrase,
  indexedItems,
  probeItems,
  walkTest,
} from '../../db/search';
import { type WordPlan, planWords, wordsUnchanged } from '../../db/search-words';
import { isAssigned } from '../policy/item-scope.repository';
import {
  type Builder,
  type ItemView,
  type PageArgs,
  type PageQuery,
  type ScopedPage,
  VIEW_COLUMNS,
  keyCompare,
  ordered,
  pageArgs,
} from './items.order.repository';
import { type BoardKey, END_KEY, type SearchMode } from './items.cursor';

type WalkArgs = PageArgs & { like: string; untilG: number; untilP: number };
/** The page query plus a substring test, bounded above so a walk reads a known number of rows. */
const walk = (assigned: boolean) =>
  preparedQuery((db, p: WalkArgs) => {
    const { q, k } = ordered(db, p, assigned);
    return q
      .select(VIEW_COLUMNS)
      .where(keyCompare(k, '<=', p.untilG, p.untilP))
      .where(containsTerm(p.like))
      .limit(p.limit) as Compilable<ItemView>;
  });

type WindowWalkArgs = PageArgs & { like: string; glob: string; window: number };
/**
 * The next `window` rows in board order (keys only, off the order index), then those of them whose text
 * contains the term, up to a page. One statement: the window is a co-routine on SQLite and an ordered
 * subquery on PostgreSQL, so reading stops as soon as the page is full.
 */
const windowWalk = (assigned: boolean) =>
  preparedQuery((db, p: WindowWalkArgs) => {
    const { q: keys, k } = ordered(db, p, assigned, true);
    if (!assigned) {
      // Every item: the window carries the text too (on SQLite off the covering index items_search_order,
      // migration 0006), so only the matches are read from the table. At 4% of 100,000 items of prose a page
      // tests ~600 rows: ~5 ms through the table, a fraction of it through the index.
      const texts = keys.select([
        'i.id as id',
        'i.gpos as gpos',
        'i.pos as pos',
        'i.search_text as search_text',
      ]);
      return (db.selectFrom(texts.limit(p.window).as('w')) as unknown as Builder)
        .where(walkTest(db, 'w', p))
        .crossJoin('items as i')
        .innerJoin('board_groups as g', (j) =>
          j.onRef('g.tenant_id', '=', 'i.tenant_id').onRef('g.id', '=', 'i.group_id'),
        )
        .where('i.tenant_id', '=', p.tenantId)
        .whereRef('i.id', '=', 'w.id')
        .select(VIEW_COLUMNS)
        .orderBy('w.gpos')
        .orderBy('w.pos')
        .limit(p.limit) as Compilable<ItemView>;
    }
    const window = keys
      .select([assigned ? 'ip.item_id as id' : 'i.id as id', `${k}.gpos as gpos`, `${k}.pos as pos`])
      .limit(p.window);
    return (db.selectFrom(window.as('w')) as unknown as Builder)
      .crossJoin('items as i')
      .innerJoin('board_groups as g', (j) =>
        j.onRef('g.tenant_id', '=', 'i.tenant_id').onRef('g.id', '=', 'i.group_id'),
      )
      .where('i.tenant_id', '=', p.tenantId)
      .whereRef('i.id', '=', 'w.id')
      .where(walkTest(db, 'i', p))
      .select(VIEW_COLUMNS)
      .orderBy('w.gpos')
      .orderBy('w.pos')
      .limit(p.limit) as Compilable<ItemView>;
  });

type WindowArgs = PageArgs & { skip: number };
/** The key `skip + 1` rows after a key (the end of a walk window), read off the order index alone. */
const windowEnd = (assigned: boolean) =>
  preparedQuery((db, p: WindowArgs) => {
    const { q, k } = ordered(db, p, assigned, true);
    return q
      .select([`${k}.gpos as gpos`, `${k}.pos as pos`])
      .limit(1)
      .offset(p.skip) as Compilable<{ gpos: number; pos: number }>;
  });

type IndexArgs = PageArgs & { phrase: string; like: string };

/** Items containing the term through the trigram index (for rare terms), in board order after the key. */
const indexedFrom = (db: Kysely<Database>, p: IndexArgs, assigned: boolean, source: IndexSource) => {
  const q = indexedItems(db, p, source)
    .innerJoin('board_groups as g', (j) =>
      j.onRef('g.tenant_id', '=', 'i.tenant_id').onRef('g.id', '=', 'i.group_id'),
    )
    .where('i.tenant_id', '=', p.tenantId)
    .where('i.board_id', '=', p.boardId)
    .where(keyCompare('i', '>', p.gpos, p.pos));
  return assigned ? q.where(isAssigned('i', p.personId)) : q;
};

const indexed = (assigned: boolean, source: IndexSource) =>
  preparedQuery(
    (db, p: IndexArgs) =>
      indexedFrom(db, p, assigned, source)
        .select(VIEW_COLUMNS)
        .orderBy('i.gpos')
        .orderBy('i.pos')
        .limit(p.limit) as Compilable<ItemView>,
  );

type ProbeArgs = { phrase: string; like: string; tenantId: string; boardId: string; limit: number };
/** Matches of a term counted up to `limit`, to tell rare terms from common ones (see probeItems). */
const probe = (source: 'trigram' | 'words') =>
  preparedQuery(
    (db, p: ProbeArgs) =>
      probeItems(db, p, p.tenantId, p.boardId, source)
        .select(sql`1`.as('one'))
        .limit(p.limit) as Compilable<{ one: 1 }>,
  );

const queries = {
  walk: [walk(false), walk(true)],
  windowWalk: [windowWalk(false), windowWalk(true)],
  windowEnd: [windowEnd(false), windowEnd(true)],
  indexed: {
    trigram: [indexed(false, 'trigram'), indexed(true, 'trigram')],
    words: [indexed(false, 'words'), indexed(true, 'words')],
    queued: [indexed(false, 'queued'), indexed(true, 'queued')],
  },
  probe: { trigram: probe('trigram'), words: probe('words') },
} as const;

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

/** Rows matching the term between `after` and `until` (inclusive; null: to the end), in board order. */
const walkPage = (db: Kysely<Database>, page: ScopedPage, term: SearchTerm, until: BoardKey | null) =>
  queries.walk[page.variant](db, {
    ...page.args,
    like: term.like,
    untilG: (until ?? END_KEY).gpos,
    untilP: (until ?? END_KEY).pos,
  });

/** Matches of the term among the next `window` rows after the key, up to a page, in board order. */
const walkWindow = (db: Kysely<Database>, page: ScopedPage, term: SearchTerm, window: number) =>
  queries.windowWalk[page.variant](db, { ...page.args, like: term.like, glob: term.glob, window });

/** The key of the `size`-th row after `after`, or null when fewer rows remain. */
const keyAfter = async (db: Kysely<Database>, page: ScopedPage, size: number): Promise<BoardKey | null> => {
  const rows = await queries.windowEnd[page.variant](db, { ...page.args, skip: size - 1 });
  const row = rows[0];
  return row ? { gpos: Number(row.gpos), pos: Number(row.pos) } : null;
};

const indexedPage = (db: Kysely<Database>, page: ScopedPage, term: SearchTerm, how: Lookup) =>
  queries.indexed[how.source][page.variant](db, { ...page.args, phrase: how.phrase, like: term.like });

/** Matches of the term, counted up to `cap` (on SQLite in the whole index; see probeItems). */
const countMatches = async (
  db: Kysely<Database>,
  page: ScopedPage,
  term: SearchTerm,
  how: Lookup,
  cap: number,
) => {
  if (how.source === 'queued') return 0;
  const args = { ...page.args, limit: cap, phrase: how.probe, like: term.like };
  return (await queries.probe[how.source](db, args)).length;
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
 * of term. The index is the word index when the vocabulary narrows the term down (SQLite; see
 * db/search-words.ts: a made-up word of common trigrams is then a lookup of a few words, and a term no word
 * holds needs only the queue), else the trigram index. A rare term (fewer than PROBE_CAP matches, see
 * probeItems) is answered by the index, which yields only the rows that may contain it; each is tested.
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
  if (
    hint === 'index' ||
    (hint === undefined && (await countMatches(db, page, term, how, PROBE_CAP)) < PROBE_CAP)
  ) {
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
