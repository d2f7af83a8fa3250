import type { Compilable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { preparedQuery } from '../../db/prepared';
import { type SearchTerm, containsTerm, walkTest } from '../../db/search';
import {
  type Builder,
  type ItemView,
  type PageArgs,
  type ScopedPage,
  VIEW_COLUMNS,
  keyCompare,
  ordered,
} from './items.order.repository';
import { type BoardKey, END_KEY } from './items.cursor';

/**
 * The walk of search.repository.ts: rows read in board order and tested for the term one by one, for terms
 * too short for an index or common enough that a page of matches is near.
 */

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

type WindowWalkArgs = PageArgs & { like: string; glob: string; text: string; window: number };
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

const walkQueries = {
  walk: [walk(false), walk(true)],
  windowWalk: [windowWalk(false), windowWalk(true)],
  windowEnd: [windowEnd(false), windowEnd(true)],
} as const;

/** Rows matching the term between `after` and `until` (inclusive; null: to the end), in board order. */
export const walkPage = (db: Kysely<Database>, page: ScopedPage, term: SearchTerm, until: BoardKey | null) =>
  walkQueries.walk[page.variant](db, {
    ...page.args,
    like: term.like,
    untilG: (until ?? END_KEY).gpos,
    untilP: (until ?? END_KEY).pos,
  });

/** Matches of the term among the next `window` rows after the key, up to a page, in board order. */
export const walkWindow = (db: Kysely<Database>, page: ScopedPage, term: SearchTerm, window: number) =>
  walkQueries.windowWalk[page.variant](db, {
    ...page.args,
    like: term.like,
    glob: term.glob,
    text: term.text,
    window,
  });

/** The key of the `size`-th row after `after`, or null when fewer rows remain. */
export const keyAfter = async (
  db: Kysely<Database>,
  page: ScopedPage,
  size: number,
): Promise<BoardKey | null> => {
  const rows = await walkQueries.windowEnd[page.variant](db, { ...page.args, skip: size - 1 });
  const row = rows[0];
  return row ? { gpos: Number(row.gpos), pos: Number(row.pos) } : null;
};
