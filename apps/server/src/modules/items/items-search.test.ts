import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { makeTenant, makeUser, signIn, useTestApp } from '../../../test/support/app';
import { testDialect } from '../../../test/support/context';
import type { NewColumn } from '../boards';
import {
  ALL_TYPE_COLUMNS,
  addItems,
  columnForm,
  getPage,
  makeBoard,
  makePerson,
  type TestBoard,
  walkAll,
  setupBoardReader,
} from '../../../test/support/boards';
import type { Client } from '../../../test/support/http';

const t = useTestApp();

const setup = (columns?: NewColumn[]) => setupBoardReader(t, columns);

describe('search (compareValue)', () => {
  const searchBoard = async () => {
    const s = await setup([
      ALL_TYPE_COLUMNS.status,
      ALL_TYPE_COLUMNS.people,
      ALL_TYPE_COLUMNS.text,
      { type: 'text', title: 'Internal', visible: false },
      ALL_TYPE_COLUMNS.checkbox,
    ]);
    const columns = await t.services.boards.allColumns(s.tenant.id, s.board.id);
    const internal = columns.find((c) => c.title === 'Internal')?.id as string;
    const walter = await makePerson(t.services, s.tenant, { name: 'Walter Skinner' });
    const c = s.board.col;
    await addItems(t.services, s.tenant, s.board, [
      { name: 'Homepage hero', values: { [c.text.id]: { text: '100% width, snake_case id' } } },
      {
        name: 'Pricing page',
        values: { [c.status.id]: { label: 'Stuck' }, [c.checkbox.id]: { checked: true } },
      },
      { name: 'Newsletter', values: { [c.people.id]: { personIds: [walter.id] } } },
      { name: 'Logo refresh', values: { [internal]: { text: 'confidential pricing' } } },
    ]);
    return s;
  };
  const names = async (api: Client, board: TestBoard, term: string) =>
    (await walkAll(api, board, { compareValue: term })).items.map((i) => i.name);

  it('matches item names and visible column texts, case-insensitively', async () => {
    const { api, board } = await searchBoard();
    expect(await names(api, board, 'PRICING')).toEqual(['Pricing page']);
    expect(await names(api, board, 'stuck')).toEqual(['Pricing page']);
    expect(await names(api, board, 'skinner')).toEqual(['Newsletter']);
    expect(await names(api, board, 'page')).toEqual(['Homepage hero', 'Pricing page']);
    expect(await names(api, board, '  hero ')).toEqual(['Homepage hero']);
    expect(await names(api, board, 'zzz-nothing')).toEqual([]);
  });

  it('treats % and _ literally, searches short terms, and ignores hidden columns and checkbox texts', async () => {
    const { api, board } = await searchBoard();
    expect(await names(api, board, '100%')).toEqual(['Homepage hero']);
    expect(await names(api, board, 'snake_case')).toEqual(['Homepage hero']);
    expect(await names(api, board, 'e_c')).toEqual(['Homepage hero']);
    expect(await names(api, board, 'er')).toEqual(['Homepage hero', 'Newsletter']);
    expect(await names(api, board, 'confidential')).toEqual([]);
    expect(await names(api, board, 'true')).toEqual([]);
    // searchQuery is the spec's other name for compareValue.
    const page = await getPage(api, board, { searchQuery: 'newsletter' });
    expect(page.items.map((i) => i.name)).toEqual(['Newsletter']);
  });

  it('reports the board total while searching', async () => {
    const { api, board } = await searchBoard();
    const page = await getPage(api, board, { compareValue: 'pricing' });
    expect(page.total_items).toBe(4);
  });

  it('finds rare and common terms on a large board exactly once, in board order', async () => {
    const { tenant, board, api } = await setup([ALL_TYPE_COLUMNS.text]);
    const n = 2600;
    // "marker" in every 7th item (common: the walk), "zebra" in three far-apart items (rare: the index),
    // "quartz" in 310 items (common), dense at first, then none for more than a walk window, then sparse
    // (the walk, then the index after the window).
    const quartz = new Set([
      ...Array.from({ length: 300 }, (_, i) => i),
      ...Array.from({ length: 10 }, (_, i) => 2350 + i * 20),
    ]);
    await addItems(
      t.services,
      tenant,
      board,
      Array.from({ length: n }, (_, i) => ({
        name: `Task ${String(i).padStart(4, '0')}${i % 7 === 0 ? ' marker' : ''}${[5, 1999, 2550].includes(i) ? ' zebra' : ''}${quartz.has(i) ? ' quartz' : ''}`,
      })),
    );
    const rare = await walkAll(api, board, { compareValue: 'zebra' });
    expect(rare.items.map((i) => i.name.slice(0, 9))).toEqual(['Task 0005', 'Task 1999', 'Task 2550']);
    expect(rare.pages).toBe(1);

    const common = await walkAll(api, board, { compareValue: 'marker' });
    const expected = Array.from({ length: n }, (_, i) => i).filter((i) => i % 7 === 0);
    expect(common.items.map((i) => Number(i.name.slice(5, 9)))).toEqual(expected);

    const mixed = await walkAll(api, board, { compareValue: 'quartz' });
    expect(mixed.items.map((i) => Number(i.name.slice(5, 9)))).toEqual([...quartz].sort((a, b) => a - b));
    expect(new Set(mixed.items.map((i) => i.id)).size).toBe(310);
  });
});

describe('board changes by the operator', () => {
  it('re-renders a board after a column is hidden, so its text is neither shown nor searched', async () => {
    const { tenant, board, api } = await setup([ALL_TYPE_COLUMNS.text, ALL_TYPE_COLUMNS.status]);
    await addItems(t.services, tenant, board, [
      { name: 'Quote', values: { [board.col.text.id]: { text: 'margin 40 percent' } } },
    ]);
    expect((await walkAll(api, board, { compareValue: 'margin' })).items).toHaveLength(1);
    await t.services.boards.setColumnFlags(tenant.id, board.id, board.col.text.id, { visible: false });
    expect((await walkAll(api, board, { compareValue: 'margin' })).items).toHaveLength(0);
    const page = await getPage(api, board);
    expect(page.items[0]?.column_values.map((v) => v.type)).toEqual(['status']);
  });

  it('links a new portal user to the person with their email, for assigned-to-me', async () => {
    const tenant = await makeTenant(t.services);
    const board = await makeBoard(t.services, tenant, { columns: [ALL_TYPE_COLUMNS.people] });
    const person = await makePerson(t.services, tenant, {
      email: 'late.joiner@example.com',
      name: 'Late Joiner',
    });
    await addItems(t.services, tenant, board, [
      { name: 'Theirs', values: { [board.col.people.id]: { personIds: [person.id] } } },
      { name: 'Not theirs' },
    ]);
    const user = await makeUser(t.services, tenant, { email: 'Late.Joiner@example.com' });
    const api = await signIn(t, tenant, user);
    expect((await getPage(api, board, { filterByEmail: 'true' })).items.map((i) => i.name)).toEqual([
      'Theirs',
    ]);
  });
});

describe('search index upkeep', () => {
  it('finds what an update wrote and forgets what it removed, before and after the index catches up', async () => {
    const { tenant, board, api } = await setup([ALL_TYPE_COLUMNS.text]);
    const [id] = (await addItems(t.services, tenant, board, [
      { name: 'Quarterly report' },
      { name: 'Other' },
    ])) as [string];
    const update = (text: string) =>
      api.multipart(
        'POST',
        `/api/boards/updateItem/${id}?boardId=${board.id}`,
        columnForm([{ column: board.col.text, text }]),
      );
    const found = async (term: string) =>
      (await walkAll(api, board, { compareValue: term })).items.map((i) => i.id);

    expect((await update('mentions the okapi budget')).statusCode).toBe(200);
    expect(await found('okapi')).toEqual([id]);
    await t.services.items.flushSearch();
    expect(await found('okapi')).toEqual([id]);

    expect((await update('now about the narwhal')).statusCode).toBe(200);
    expect(await found('okapi')).toEqual([]);
    expect(await found('narwhal')).toEqual([id]);
    await t.services.items.flushSearch();
    expect(await found('okapi')).toEqual([]);
    expect(await found('narwhal')).toEqual([id]);
  });

  it.runIf(testDialect() === 'sqlite')(
    'keeps the FTS index equal to the items through updates and deletes',
    async () => {
      const { tenant, board, api } = await setup([ALL_TYPE_COLUMNS.text]);
      const ids = await addItems(
        t.services,
        tenant,
        board,
        Array.from({ length: 30 }, (_, i) => ({ name: `Row ${i}` })),
      );
      for (const [n, id] of ids.slice(0, 10).entries()) {
        const form = columnForm([{ column: board.col.text, text: `edit ${n}` }]);
        expect(
          (await api.multipart('POST', `/api/boards/updateItem/${id}?boardId=${board.id}`, form)).statusCode,
        ).toBe(200);
      }
      // Deleted while queued, and deleted after being indexed.
      await t.ctx.db.kysely
        .deleteFrom('items')
        .where('id', 'in', [ids[0] as string, ids[20] as string])
        .execute();
      await t.services.items.flushSearch();
      // rank 1: also compare the index with the text of every item (external content).
      await sql`insert into items_fts(items_fts, rank) values ('integrity-check', 1)`.execute(
        t.ctx.db.kysely,
      );
      const queued = await sql<{ n: number }>`select count(*) as n from items_fts_pending`.execute(
        t.ctx.db.kysely,
      );
      expect(queued.rows[0]?.n).toBe(0);
      expect(await walkAll(api, board, { compareValue: 'edit' }).then((r) => r.items.length)).toBe(9);
    },
  );
});
