import { describe, expect, it } from 'vitest';
import { makeUser, signIn, useTestApp } from '../../../test/support/app';
import {
  ALL_TYPE_COLUMNS,
  addItems,
  columnForm,
  makePerson,
  setupBoardReader,
} from '../../../test/support/boards';
import { proseSearch } from '../../../test/support/prose';
import { seededRandom } from '../../cli/demo/items';

/**
 * Search over prose (issue 10): text made of a few common words, where every trigram of a made-up word
 * is in most items. Every answer is compared with the items' stored search text, read in board order.
 */

const t = useTestApp();

const { prose, expected, found, proseBoard } = proseSearch(t);

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
      'null',
      'null pointer',
      '{braces} "quo',
    ])
      expect(await found(api, board, term), term).toEqual(await expected(board.id, term));
    expect(await found(api, board, 'e mail')).toEqual([]);
    expect(await found(api, board, 'café crème')).toHaveLength(1);
    expect(await found(api, board, 'null')).toHaveLength(1);
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
