import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { testDialect } from '../../../test/support/context';
import { proseSearch } from '../../../test/support/prose';
import { searchTerm } from '../../db/search';
import { wordShare } from '../../db/search-stats';
import { planWords } from '../../db/search-words';
import { START_KEY } from './items.cursor';
import { searchPage } from './search.repository';

/**
 * How a search chooses between walking the board and asking an index (search.repository.ts isCommon): on
 * PostgreSQL, a word plan is weighed by the word index's statistics (db/search-stats.ts), on SQLite by
 * counting matches in its word index. Either way the answer is the same: the oracle checks it.
 */

const t = useTestApp();

const { expected, found, proseBoard } = proseSearch(t);

const isPostgres = testDialect() === 'postgres';

describe('walk or index', () => {
  it('walks common words and asks the index for rare ones, with the same answers', async () => {
    const { api, board, tenant } = await proseBoard();
    const db = t.ctx.db.kysely;
    // PostgreSQL's statistics of the words, as autovacuum would gather them (read once a minute after).
    if (isPostgres) await sql`analyze items`.execute(db);
    const modeOf = async (text: string) => {
      const term = searchTerm(text);
      const q = { tenantId: tenant.id, boardId: board.id, scope: { kind: 'all' } as const, after: START_KEY };
      return (await searchPage(db, { ...q, limit: 26 }, term, undefined)).mode;
    };
    for (const term of ['dolor', 'dolor sit', 'consec', 'tetur'])
      expect(await modeOf(term), term).toBe('walk');
    for (const term of ['dolorempor', 'laborempor', 'café crème', 'xyz qrs'])
      expect(await modeOf(term), term).toBe('index');
    for (const term of ['dolor', 'dolor sit', 'consec', 'dolorempor', 'sit dolor', 'café', 'ticket 123'])
      expect(await found(api, board, term), term).toEqual(await expected(board.id, term));
  });

  it.runIf(isPostgres)('estimates the share of items holding a word of each run', async () => {
    const db = t.ctx.db.kysely;
    const share = async (text: string) => wordShare(db, (await planWords(db, text))?.runs ?? []);
    // Nearly every item of prose holds "dolor"; "dolorempor" is in 3 of 437 items, "café" in 1.
    expect(await share('dolor')).toBeGreaterThan(0.5);
    expect(await share('dolorempor')).toBeLessThan(0.013);
    expect(await share('café')).toBeLessThan(0.013);
    // Two runs: both words, taken as independent; alternatives of one run add up.
    const both = (await share('dolor sit')) ?? 0;
    expect(both).toBeGreaterThan(0.1);
    expect(both).toBeLessThan((await share('dolor')) ?? 0);
    expect(await wordShare(db, [['dolor', 'sit', 'amet', 'lorem']])).toBe(1);
  });
});
