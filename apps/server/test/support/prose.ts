import { seededRandom } from '../../src/cli/demo/items';
import type { TestApp } from './app';
import { ALL_TYPE_COLUMNS, addItems, setupBoardReader, walkAll } from './boards';
import type { Client } from './http';

/**
 * Boards of prose for the search tests (issue 10): text made of a few common words, where every trigram of
 * a made-up word is in most items; and the oracle every answer is compared with.
 */
export const proseSearch = (t: TestApp) => {
  const WORDS = 'lorem ipsum dolor sit amet consectetur adipiscing elit sed do tempor labore magna'.split(
    ' ',
  );
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
      { name: 'NULL pointer in {braces} "quoted"' },
      { name: 'aaxyz qrsbb' },
      { name: 'qrsbb aaxyz' },
      { name: 'ccxyz, qrsdd' },
      { name: 'bbxyz eexyz ddxyz qrsaa qrscc' },
      ...Array.from({ length: 70 }, (_, i) => ({ name: `Ticket ${12300 + i}` })),
    ]);
    return s;
  };

  return { prose, expected, found, proseBoard };
};
