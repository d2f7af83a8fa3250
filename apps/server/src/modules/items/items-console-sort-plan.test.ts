import { type Compilable, CompiledQuery, SqliteAdapter } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Tenant } from '../../domain/tenant';
import { makeTenant, useTestApp } from '../../../test/support/app';
import { type TestBoard, addItems, makeBoard } from '../../../test/support/boards';
import {
  type ConsolePageQuery,
  type Dir,
  itemFieldPage,
  keyedPage,
  unkeyedPage,
} from './items-console.sort.repository';

/**
 * A sorted page of the staff board is read off an index in order, with no sort step (docs/decisions.md,
 * "Sorted staff board pages"): SQLite's plan has no temporary b-tree for the ORDER BY; PostgreSQL, told
 * that sorting is all but forbidden (enable_sort off), still plans no Sort node.
 */
const t = useTestApp();

let tenant: Tenant;
let board: TestBoard;
beforeAll(async () => {
  tenant = await makeTenant(t.services);
  board = await makeBoard(t.services, tenant);
  const status = board.col.status.id;
  const budget = board.col.numbers.id;
  await addItems(
    t.services,
    tenant,
    board,
    Array.from({ length: 60 }, (_, n) => ({
      name: `Item ${n % 7}`,
      values:
        n % 3 ? { [status]: { label: ['Done', 'Stuck'][n % 2] }, [budget]: { number: String(n % 5) } } : {},
    })),
  );
});

const plan = async (query: Compilable<unknown>): Promise<string> => {
  const db = t.ctx.db.kysely;
  const { sql: text, parameters } = query.compile();
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    const rows = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${text}`, [...parameters]),
    );
    return rows.rows.map((r) => r.detail).join('\n');
  }
  return db.transaction().execute(async (trx) => {
    await trx.executeQuery(CompiledQuery.raw('set local enable_sort = off'));
    const rows = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${text}`, [...parameters]),
    );
    return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
};

const expectIndexOrdered = (text: string) => {
  expect(text).not.toMatch(/TEMP B-TREE/);
  expect(text).not.toMatch(/Sort/);
};

describe('sorted staff board pages are index-ordered', () => {
  const query = (): ConsolePageQuery => ({
    tenantId: tenant.id,
    boardId: board.id,
    offset: 20,
    limit: 10,
    sort: { by: 'board' },
  });

  it.each(['asc', 'desc'] as Dir[])(
    'a column, %s: the keyed items, then the others in board order',
    async (dir) => {
      for (const column of [board.col.status.id, board.col.numbers.id]) {
        const keyed = await plan(keyedPage(t.ctx.db.kysely, query(), column, dir));
        expect(keyed).toMatch(new RegExp(`item_sort_keys_${dir}`));
        expectIndexOrdered(keyed);
      }
      expectIndexOrdered(await plan(unkeyedPage(t.ctx.db.kysely, query(), board.col.status.id, 10, 0)));
    },
  );

  it.each(['asc', 'desc'] as Dir[])('name, created and updated, %s', async (dir) => {
    for (const by of ['name', 'created', 'updated'] as const) {
      const text = await plan(itemFieldPage(t.ctx.db.kysely, query(), by, dir));
      expect(text).toMatch(new RegExp(`items_${by}_${dir}`));
      expectIndexOrdered(text);
    }
  });
});
