import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { makeUser, signIn, useTestApp } from '../../../test/support/app';
import { testDialect } from '../../../test/support/context';
import {
  ALL_TYPE_COLUMNS,
  addItems,
  columnForm,
  makePerson,
  setupBoardReader,
  walkAll,
} from '../../../test/support/boards';
import type { Client } from '../../../test/support/http';
import { seededRandom } from '../../cli/demo/items';
import { addWords, planWords, wordsOf, wordsUnchanged } from '../../db/search-words';

/**
 * Search over prose (issue 10): text made of a few common words, where every trigram of a made-up word
 * is in most items. Every answer is compared with the items' stored search text, read in board order.
 */

const t = useTestApp();

const WORDS = 'lorem ipsum dolor sit amet consectetur adipiscing elit sed do tempor labore magna'.split(' ');
const prose = (rnd: ReturnType<typeof seededRandom>, n: number) =>
  Array.from({ length: n }, () => rnd.pick(WORDS)).join(' ');

/** The ids of a board's items whose search text contains the term, in board order: the oracle. */
const expected = async (boardId: string, term: string) => {
  const rows = await t.ctx.db.kysely
    .selectFrom('items')
    .select(['id', 'search_text'])
    .where('board_id', '=', boardId)
    .orderBy('gpos')
    .orderBy('pos')
    .execute();
  const text = term.trim().toLowerCase();
  return rows.filter((r) => r.search_text.includes(text)).map((r) => r.id);
};

const found = async (api: Client, board: { id: string }, term: string, query = {}) =>
  (await walkAll(api, board, { compareValue: term, ...query })).items.map((i) => i.id);

const proseBoard = async () => {
  const s = await setupBoardReader(t, [ALL_TYPE_COLUMNS.text, ALL_TYPE_COLUMNS.long_text]);
  const { text, long_text: long } = s.board.col;
  const rnd = seededRandom(7);
  const rare = new Set([3, 170, 341]);
  await addItems(
    t.services,
    s.tenant,
    s.board,
    Array.from({ length: 360 }, (_, i) => ({
      name: `${prose(rnd, 3)} ${i}`,
      values: {
        [text.id]: { text: `${prose(rnd, 6)}.` },
        [long.id]: { text: `${prose(rnd, 12)}${rare.has(i) ? ' dolorempor,' : ''} ${prose(rnd, 12)}.` },
      },
    })),
  );
  // Odd words and separators the tokenizer must cut as the index does.
  await addItems(t.services, s.tenant, s.board, [
    { name: 'Café crème for the naïve Über-team' },
    { name: 'Send the e-mail (urgent)' },
    { name: 'aaxyz qrsbb' },
    { name: 'qrsbb aaxyz' },
    { name: 'ccxyz, qrsdd' },
    { name: 'bbxyz eexyz ddxyz qrsaa qrscc' },
    ...Array.from({ length: 70 }, (_, i) => ({ name: `Ticket ${12300 + i}` })),
  ]);
  return s;
};

describe('search over prose', () => {
  it('finds a made-up word of common trigrams, a common word and a prefix exactly, page after page', async () => {
    const { api, board } = await proseBoard();
    const rare = await found(api, board, 'dolorempor');
    expect(rare).toHaveLength(3);
    expect(rare).toEqual(await expected(board.id, 'dolorempor'));
    for (const term of ['dolor', 'consec', 'tetur', 'olor', 'DOLOR', ' magna ']) {
      const ids = await found(api, board, term);
      expect(ids.length, term).toBeGreaterThan(25);
      expect(ids, term).toEqual(await expected(board.id, term));
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('finds several words as written, across word ends, and nothing for absent terms', async () => {
    const { api, board } = await proseBoard();
    for (const term of [
      'dolor sit',
      'sit dolor',
      'm dolo',
      'rem ips',
      'sum dolor sit am',
      'lorem lorem',
      'dolorempor, ',
      'dolorempor lorem',
      'laborempor',
      'dolor  sit',
      'lorem.',
      '. lorem',
    ]) {
      expect(await found(api, board, term), term).toEqual(await expected(board.id, term));
    }
    expect(await found(api, board, 'laborempor')).toEqual([]);
    expect((await found(api, board, 'dolor sit')).length).toBeGreaterThan(0);
  });

  it('matches words outside ASCII, separators and numbers as substrings', async () => {
    const { api, board } = await proseBoard();
    for (const term of [
      'café',
      'é c',
      'CRÈME',
      'über-team',
      'naïve ü',
      'e-mail',
      'e mail',
      'mail (urg',
      '123',
      '1299',
      '12',
    ])
      expect(await found(api, board, term), term).toEqual(await expected(board.id, term));
    expect(await found(api, board, 'e mail')).toEqual([]);
    expect(await found(api, board, 'café crème')).toHaveLength(1);
    // Many spellings of the first and last word (5 × 4): the plan asks for each word in any order.
    expect(await found(api, board, 'xyz qrs')).toEqual(await expected(board.id, 'xyz qrs'));
    expect(await found(api, board, 'xyz qrs')).toHaveLength(2);
  });

  it('takes * ? [ ] literally when walking a common term', async () => {
    const { api, board, tenant } = await proseBoard();
    await addItems(
      t.services,
      tenant,
      board,
      Array.from({ length: 240 }, (_, i) => ({ name: i % 2 ? `Tag [x*y?z] ${i}` : `Tag [xaybz] ${i}` })),
    );
    for (const term of ['[x*y?z]', 'x*y', '*y?', '[x', 'z]', 'x?z', '[xaybz]', 'g [x']) {
      const ids = await found(api, board, term);
      expect(ids, term).toEqual(await expected(board.id, term));
    }
    expect(await found(api, board, '[x*y?z]')).toHaveLength(120);
    expect(await found(api, board, 'x?z')).toEqual([]);
  });

  it("keeps to the user's items when assigned to them", async () => {
    const { tenant, board } = await setupBoardReader(t, [ALL_TYPE_COLUMNS.people, ALL_TYPE_COLUMNS.text]);
    const user = await makeUser(t.services, tenant);
    const me = await makePerson(t.services, tenant, { user, name: 'Me' });
    const rnd = seededRandom(11);
    await addItems(
      t.services,
      tenant,
      board,
      Array.from({ length: 120 }, (_, i) => ({
        name: `${prose(rnd, 4)}${i % 10 === 0 ? ' dolorempor' : ''}`,
        values: i % 4 === 0 ? { [board.col.people.id]: { personIds: [me.id] } } : {},
      })),
    );
    const api = await signIn(t, tenant, user);
    const mine = (ids: string[]) =>
      t.ctx.db.kysely
        .selectFrom('item_people')
        .select('item_id')
        .where('item_id', 'in', ids)
        .execute()
        .then((r) => new Set(r.map((x) => x.item_id)));
    for (const term of ['dolorempor', 'lorem', 'laborempor']) {
      const all = await expected(board.id, term);
      const assigned = await mine(all.length ? all : ['-']);
      const ids = await found(api, board, term, { filterByEmail: 'true' });
      expect(ids, term).toEqual(all.filter((id) => assigned.has(id)));
    }
    expect(await found(api, board, 'dolorempor', { filterByEmail: 'true' })).toHaveLength(6);
  });

  it('finds new words before and after the index takes them in, and forgets removed ones', async () => {
    const { api, board, tenant } = await proseBoard();
    const [id] = (await addItems(t.services, tenant, board, [{ name: 'lorem ipsum' }])) as [string];
    const update = async (text: string) =>
      expect(
        (
          await api.multipart(
            'POST',
            `/api/boards/updateItem/${id}?boardId=${board.id}`,
            columnForm([{ column: board.col.text, text }]),
          )
        ).statusCode,
      ).toBe(200);
    await update('the quuxolorem plan');
    // "uxolo" is in no indexed word yet: only the queue can hold it.
    expect(await found(api, board, 'uxolo')).toEqual([id]);
    expect(await found(api, board, 'quuxolorem plan')).toEqual([id]);
    await t.services.items.flushSearch();
    expect(await found(api, board, 'uxolo')).toEqual([id]);
    await update('dolor sit');
    expect(await found(api, board, 'uxolo')).toEqual([]);
    await t.services.items.flushSearch();
    expect(await found(api, board, 'uxolo')).toEqual([]);
    expect(await found(api, board, 'quuxolorem plan')).toEqual([]);
  });
});

describe.runIf(testDialect() === 'sqlite')('the word index (SQLite)', () => {
  it('cuts words as the ascii tokenizer does', () => {
    expect(wordsOf('Café-crème, e_mail 100%x ü')).toEqual(['café', 'crème', 'e', 'mail', '100', 'x', 'ü']);
  });

  it('plans a term from the vocabulary, and sees the vocabulary grow', async () => {
    await proseBoard();
    const db = t.ctx.db.kysely;
    expect((await planWords(db, 'dolorempor'))?.query).toBe('"dolorempor"');
    expect((await planWords(db, 'laborempor'))?.query).toBeNull();
    expect((await planWords(db, 'm dolo'))?.query).toBe('"dolor" OR "dolorempor"');
    expect(await planWords(db, '123')).toBeNull();
    expect((await planWords(db, 'xyz qrs'))?.query).toContain(') AND (');
    expect(await planWords(db, 'dolor sit')).toMatchObject({
      query: '"dolor sit"',
      probe: '("dolor") AND ("sit")',
    });
    // Kept while the vocabulary stands: the same plan, not a second round of lookups.
    expect(await planWords(db, 'dolor sit')).toBe(await planWords(db, 'dolor sit'));
    const plan = await planWords(db, 'zyzzyva');
    expect(plan?.query).toBeNull();
    await db.transaction().execute((trx) => addWords(trx, ['a zyzzyva']));
    expect(await wordsUnchanged(db, plan as NonNullable<typeof plan>)).toBe(false);
    expect((await planWords(db, 'zyzzyva'))?.query).toBe('"zyzzyva"');
  });

  it('keeps the word index equal to the items through updates and deletes', async () => {
    const { board, tenant, api } = await proseBoard();
    const ids = await addItems(t.services, tenant, board, [{ name: 'one' }, { name: 'two' }]);
    await api.multipart(
      'POST',
      `/api/boards/updateItem/${ids[0]}?boardId=${board.id}`,
      columnForm([{ column: board.col.text, text: 'edited words' }]),
    );
    await t.ctx.db.kysely
      .deleteFrom('items')
      .where('id', 'in', [ids[1] as string])
      .execute();
    await t.services.items.flushSearch();
    await sql`insert into items_words(items_words, rank) values ('integrity-check', 1)`.execute(
      t.ctx.db.kysely,
    );
    // Every word of every item is in the vocabulary.
    const texts = await t.ctx.db.kysely.selectFrom('items').select('search_text').execute();
    const vocabulary = await sql<{ word: string }>`select word from search_words`.execute(t.ctx.db.kysely);
    const known = new Set(vocabulary.rows.map((r) => r.word));
    expect(texts.flatMap((r) => wordsOf(r.search_text)).filter((w) => !known.has(w))).toEqual([]);
    expect(await found(api, board, 'edited words')).toEqual([ids[0]]);
  });
});
