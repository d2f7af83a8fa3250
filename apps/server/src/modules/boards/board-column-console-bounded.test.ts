import Database from 'better-sqlite3';
import pg from 'pg';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleColumn, columnMessages, consoleColumnsResponseSchema } from '@portico/contract';
import type { Tenant } from '../../domain/tenant';
import { makeTenant, makeUser, signIn, useTestApp } from '../../../test/support/app';
import { testDialect } from '../../../test/support/context';
import { type TestBoard, addItems, itemRow, makeBoard } from '../../../test/support/boards';
import { type Client, expectBody, expectError } from '../../../test/support/http';

/**
 * Issue 24, defect 3: a column change on a large board neither holds up other requests nor writes what
 * it then refuses. A refused label removal is decided before anything is written or locked; renderings
 * are redone slice by slice, handing the event loop back between slices.
 */
const t = useTestApp();

let tenant: Tenant;
let editor: Client;
beforeAll(async () => {
  tenant = await makeTenant(t.services, { grantAllBoards: true });
  editor = await signIn(t, tenant, await makeUser(t.services, tenant, { role: 'editor' }));
});

const url = (board: { id: string }, columnId?: string) =>
  `/api/console/boards/${board.id}/columns${columnId ? `/${columnId}` : ''}`;
const statusOf = async (board: TestBoard): Promise<ConsoleColumn> =>
  expectBody(await editor.get(url(board)), 200, consoleColumnsResponseSchema).data.columns.find(
    (c) => c.id === board.col.status.id,
  ) as ConsoleColumn;

/** A second connection to the test database holding what a write of the items would have to wait for. */
interface Holder {
  release: () => Promise<void>;
}
let holder: Holder | null = null;
afterEach(async () => {
  await holder?.release();
  holder = null;
});

/**
 * SQLite: another connection holds the database's write lock (BEGIN IMMEDIATE); PostgreSQL: another
 * connection holds the row lock of one item. Reads go on in both.
 */
const holdWrites = async (itemId: string): Promise<Holder> => {
  const url = t.ctx.config.databaseUrl;
  if (testDialect() === 'sqlite') {
    const other = new Database(url.replace(/^sqlite:/, ''));
    other.exec('BEGIN IMMEDIATE');
    return {
      release: async () => {
        other.exec('ROLLBACK');
        other.close();
      },
    };
  }
  const other = new pg.Client({ connectionString: url });
  await other.connect();
  await other.query('BEGIN');
  await other.query('SELECT id FROM items WHERE id = $1 FOR UPDATE', [itemId]);
  return {
    release: async () => {
      await other.query('ROLLBACK');
      await other.end();
    },
  };
};

/** The answer, or 'no answer' when none came in `ms` (a write waiting on the held lock). */
const within = <T>(answer: Promise<T>, ms: number) =>
  Promise.race([answer, new Promise<'no answer'>((r) => setTimeout(() => r('no answer'), ms).unref())]);

describe('removing a label items hold', () => {
  it('is refused from what items hold, before anything is written or locked', async () => {
    const board = await makeBoard(t.services, tenant);
    const status = board.col.status.id;
    const ids = await addItems(t.services, tenant, board, [
      { values: { [status]: { label: 'Done' } } },
      { values: { [status]: { label: 'Stuck' } } },
      { values: { [status]: { label: 'done' } } },
      { values: { [status]: { label: 'Done' } } },
      {},
    ]);
    const rows = await Promise.all(ids.map((id) => itemRow(t, id)));
    const before = await statusOf(board);
    holder = await holdWrites(ids[0] as string);
    // Before the fix, the change rewrote every item first: it waited on the held lock (PostgreSQL, for
    // good; SQLite, for its busy timeout) and then failed, or answered long after.
    const res = await within(
      editor.patch(url(board, status), { labels: [{ name: 'Working on it' }, { name: 'Stuck' }] }),
      15_000,
    );
    expect(res).not.toBe('no answer');
    if (res === 'no answer') return;
    // Case aside, "done" and "Done" are one label: three items hold it.
    expectError(res, 409, columnMessages.labelInUse('Done', 3));
    await holder.release();
    holder = null;
    expect(await statusOf(board)).toEqual(before);
    expect(await Promise.all(ids.map((id) => itemRow(t, id)))).toEqual(rows);
  });

  it('counts tags and options the way it renames them: each item once per label it holds', async () => {
    const board = await makeBoard(t.services, tenant);
    const tags = board.col.tags.id;
    await addItems(t.services, tenant, board, [
      { values: { [tags]: { tags: ['urgent', 'client'] } } },
      { values: { [tags]: { tags: ['client'] } } },
      { values: { [tags]: { tags: ['urgent'] } } },
    ]);
    expectError(
      await editor.patch(url(board, tags), { labels: [{ name: 'urgent' }] }),
      409,
      columnMessages.labelInUse('client', 2),
    );
    // Removing a label nobody holds goes ahead; renaming one carries every value with it.
    const res = await editor.patch(url(board, tags), {
      labels: [{ name: 'Urgent', previous: 'urgent' }, { name: 'client' }, { name: 'spare' }],
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await editor.patch(url(board, tags), { labels: [{ name: 'Urgent' }, { name: 'client' }] })).statusCode,
    ).toBe(200);
  });
});

describe('a change that renders the whole board again', () => {
  it('lets other requests through between slices instead of holding the server until it ends', async () => {
    const board = await makeBoard(t.services, tenant);
    const text = board.col.text.id;
    await t.services.items.addItems(
      tenant.id,
      board.id,
      Array.from({ length: 2500 }, (_, i) => ({
        groupId: board.groups[0]?.id as string,
        name: `Item ${i}`,
        values: { [text]: { text: `note ${i}` } },
      })),
    );
    // Turns of the event loop while the change runs: each is a chance for another request. SQLite's driver
    // answers synchronously, so a change that never hands the loop back lets none happen until it ends.
    let turns = 0;
    let running = true;
    const spin = () => {
      turns += 1;
      if (running) setImmediate(spin);
    };
    setImmediate(spin);
    const res = await editor.patch(url(board, text), { title: 'Remarks' });
    running = false;
    expect(res.statusCode).toBe(200);
    // 2,500 items are five slices of 500: at least one turn between each two of them.
    expect(turns).toBeGreaterThanOrEqual(4);
  });
});
