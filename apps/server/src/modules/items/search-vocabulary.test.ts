import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { testDialect } from '../../../test/support/context';
import { addItems, columnForm } from '../../../test/support/boards';
import { proseSearch } from '../../../test/support/prose';
import { seededRandom } from '../../cli/demo/items';
import { migrations } from '../../db/migrations';
import { planWords, wordsOf, wordsUnchanged } from '../../db/search-words';

/**
 * The word index behind search (db/search-words.ts; migrations 0006 for SQLite, 0007 for PostgreSQL): how
 * it cuts words, plans terms, keeps its vocabulary in step with writers, and is built and taken back.
 */

const t = useTestApp();

const { expected, found, proseBoard } = proseSearch(t);

const isSqlite = testDialect() === 'sqlite';

/** The vocabulary as the word index keeps it (search_words on both databases). */
const vocabulary = async () =>
  new Set(
    (await sql<{ word: string }>`select word from search_words`.execute(t.ctx.db.kysely)).rows.map(
      (r) => r.word,
    ),
  );

describe('the word index', () => {
  it('cuts words as the ascii tokenizer does', () => {
    expect(wordsOf('Café-crème, e_mail 100%x ü')).toEqual(['café', 'crème', 'e', 'mail', '100', 'x', 'ü']);
  });

  it.runIf(!isSqlite)('cuts lower-cased words in PostgreSQL exactly as in JavaScript', async () => {
    const rnd = seededRandom(3);
    const alphabet = [...'ab0Z_-.,;:!?/\\ \t\n\r%[]{}~\x7f\x01\x1féü€ß中😀\u0085\u00a0'];
    const texts = [
      '',
      '   ',
      'null',
      '"quoted" {braces}',
      'Café-crème, e_mail 100%x ü',
      ...Array.from({ length: 200 }, () =>
        Array.from({ length: 1 + Math.floor(rnd.next() * 30) }, () => rnd.pick(alphabet)).join(''),
      ),
    ];
    for (const text of texts.map((x) => x.toLowerCase())) {
      const row = await sql<{ words: string[] }>`select portico_words(${text}) as words`.execute(
        t.ctx.db.kysely,
      );
      expect(row.rows[0]?.words, JSON.stringify(text)).toEqual(wordsOf(text));
    }
  });

  it('plans a term from the vocabulary, and sees the vocabulary grow', async () => {
    const { board, tenant } = await proseBoard();
    const db = t.ctx.db.kysely;
    const runs = async (term: string) =>
      (await planWords(db, term))?.runs?.map((words) => [...words].sort()) ?? null;
    expect(await runs('dolorempor')).toEqual([['dolorempor']]);
    expect((await planWords(db, 'laborempor'))?.runs).toBeNull();
    expect(await runs('m dolo')).toEqual([['dolor', 'dolorempor']]);
    expect(await planWords(db, '123')).toBeNull();
    expect(await runs('dolor sit')).toEqual([['dolor'], ['sit']]);
    if (isSqlite) {
      expect((await planWords(db, 'dolorempor'))?.query).toBe('"dolorempor"');
      expect((await planWords(db, 'laborempor'))?.query).toBeNull();
      expect((await planWords(db, 'm dolo'))?.query).toBe('"dolor" OR "dolorempor"');
      expect((await planWords(db, 'xyz qrs'))?.query).toContain(') AND (');
      expect(await planWords(db, 'dolor sit')).toMatchObject({
        query: '"dolor sit"',
        probe: '("dolor") AND ("sit")',
      });
    }
    // Kept while the vocabulary stands: the same plan, not a second round of lookups.
    expect(await planWords(db, 'dolor sit')).toBe(await planWords(db, 'dolor sit'));
    const plan = await planWords(db, 'zyzzyva');
    expect(plan?.runs).toBeNull();
    await addItems(t.services, tenant, board, [{ name: 'a zyzzyva' }]);
    await t.services.items.flushSearch();
    expect(await wordsUnchanged(db, plan as NonNullable<typeof plan>)).toBe(false);
    expect(await runs('zyzzyva')).toEqual([['zyzzyva']]);
  });

  it('does not keep a plan made while a writer was adding its word', async () => {
    const { board, api } = await proseBoard();
    const db = t.ctx.db.kysely;
    const [item] = await db
      .selectFrom('items')
      .select('id')
      .where('board_id', '=', board.id)
      .limit(1)
      .execute();
    const id = (item as { id: string }).id;
    const plan = await planWords(db, 'quagga');
    expect(plan?.runs).toBeNull();
    let writing!: () => void;
    const written = new Promise<void>((r) => (writing = r));
    let commit!: () => void;
    const committed = db.transaction().execute(async (trx) => {
      await sql`update items set search_text = search_text || ' quagga' where id = ${id}`.execute(trx);
      writing();
      await new Promise<void>((r) => (commit = r));
    });
    await written;
    // Not committed: the vocabulary others see is the one the plan was made from.
    if (!isSqlite) expect(await wordsUnchanged(db, plan as NonNullable<typeof plan>)).toBe(true);
    commit();
    await committed;
    await t.services.items.flushSearch();
    expect(await wordsUnchanged(db, plan as NonNullable<typeof plan>)).toBe(false);
    expect(await found(api, board, 'quagga')).toEqual([id]);
    expect(await found(api, board, 'uagg')).toEqual([id]);
  });

  it('keeps the vocabulary in step with concurrent writers', async () => {
    const { board, tenant, api } = await proseBoard();
    // Writers adding overlapping new words at once: none waits for another's words, none is lost.
    const batches = Array.from({ length: 6 }, (_, b) =>
      Array.from({ length: 20 }, (_, i) => ({ name: `quokka${(b + i) % 9} newt${b}x${i}` })),
    );
    await Promise.all(batches.map((items) => addItems(t.services, tenant, board, items)));
    await t.services.items.flushSearch();
    const known = await vocabulary();
    for (let n = 0; n < 9; n++) expect(known.has(`quokka${n}`)).toBe(true);
    expect(await found(api, board, 'quokka3')).toEqual(await expected(board.id, 'quokka3'));
    expect(await found(api, board, 'newt5x1')).toEqual(await expected(board.id, 'newt5x1'));
    expect((await found(api, board, 'newt5x1')).length).toBe(11);
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
    if (isSqlite)
      await sql`insert into items_words(items_words, rank) values ('integrity-check', 1)`.execute(
        t.ctx.db.kysely,
      );
    // Every word of every item is in the vocabulary.
    const texts = await t.ctx.db.kysely.selectFrom('items').select('search_text').execute();
    const known = await vocabulary();
    expect(texts.flatMap((r) => wordsOf(r.search_text)).filter((w) => !known.has(w))).toEqual([]);
    expect(await found(api, board, 'edited words')).toEqual([ids[0]]);
    expect(await found(api, board, 'two')).toEqual([]);
  });
});

describe('the word index migrations', () => {
  it('builds the index from the items a database already holds, and can be taken back', async () => {
    const { board, tenant, api } = await proseBoard();
    await addItems(t.services, tenant, board, [{ name: 'wombat burrow' }]);
    await t.services.items.flushSearch();
    const db = t.ctx.db.kysely;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo('0005_sign_in_throttle');
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName).filter((name) => name < '0008')).toEqual([
      '0007_search_words_postgres',
      '0006_search_words',
    ]);
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(await planWords(db, 'wombat')).toMatchObject({ runs: [['wombat']] });
    const texts = await db.selectFrom('items').select('search_text').execute();
    const known = await vocabulary();
    expect(texts.flatMap((r) => wordsOf(r.search_text)).filter((w) => !known.has(w))).toEqual([]);
    for (const term of ['wombat burrow', 'dolorempor', 'laborempor', 'dolor sit'])
      expect(await found(api, board, term), term).toEqual(await expected(board.id, term));
  });
});
