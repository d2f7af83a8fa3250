import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../../src/bootstrap';
import { createServices } from '../../src/services';
import { STRONG_PASSWORD } from '../support/app';
import { type TestDatabase, createTestDatabase, testConfig, testDialect } from '../support/context';
import { request, startServer } from '../support/server-process';

/**
 * kill -9 during concurrent writes (issue 12): after a restart every write the server acknowledged is
 * there, and SQLite's integrity check passes. Writers each own an item and write increasing values to it,
 * so the last acknowledged value of each is known; a creator adds items whose names are recorded when
 * acknowledged.
 */
const WRITERS = 6;
const LOAD_MS = 1_500;

let db: TestDatabase;
let slug: string;
let boardId: string;
let groupId: string;
let columnId: string;
let itemIds: string[];

beforeAll(async () => {
  db = await createTestDatabase();
  const ctx = await createContext(testConfig(db));
  const services = createServices(ctx);
  const tenant = await services.tenants.create(`dur-${Date.now().toString(36)}`, { name: 'Acme' });
  await services.users.create(tenant, {
    email: 'writer@example.com',
    name: 'Writer',
    password: STRONG_PASSWORD,
    status: 'active',
  });
  const board = await services.boards.createBoard(tenant, {
    name: 'Durable',
    groups: [{ title: 'Work' }],
    columns: [{ type: 'text', title: 'Counter' }],
  });
  slug = tenant.slug;
  boardId = board.board.id;
  groupId = board.groups[0]?.id as string;
  columnId = board.columns[0]?.id as string;
  itemIds = await services.items.addItems(
    tenant.id,
    boardId,
    Array.from({ length: WRITERS }, (_, i) => ({ groupId, name: `Item ${i}`, values: {} })),
  );
  await ctx.db.destroy();
});
afterAll(async () => {
  await db.drop();
});

const multipart = (fields: Record<string, string>) => {
  const boundary = 'DurabilityBoundary';
  const body =
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`;
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};
const textValue = (text: string) =>
  multipart({
    [`columnValues[${columnId}][id]`]: columnId,
    [`columnValues[${columnId}][type]`]: 'text',
    [`columnValues[${columnId}][text]`]: text,
  });

describe('SIGKILL during concurrent writes', () => {
  it('loses no acknowledged write, and the database is intact after a restart', async () => {
    const host = `${slug}.localhost`;
    const server = await startServer(db);
    const login = await request(server.port, {
      method: 'POST',
      path: '/api/auth/login',
      host,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'writer@example.com', password: STRONG_PASSWORD, slug }),
    });
    const token = (JSON.parse(login.body) as { data: { accessToken: string } }).data.accessToken;
    const auth = { authorization: `Bearer ${token}` };

    const acknowledged = new Array<number>(WRITERS).fill(0);
    const created: string[] = [];
    let failures = 0;
    let stop = false;
    const send = (path: string, body: { body: string; headers: Record<string, string> }) =>
      request(server.port, {
        method: 'POST',
        path,
        host,
        headers: { ...auth, ...body.headers },
        body: body.body,
      });

    const writer = async (i: number) => {
      for (let n = 1; !stop; n += 1) {
        try {
          const res = await send(
            `/api/boards/updateItem/${itemIds[i]}?boardId=${boardId}`,
            textValue(`v${n}`),
          );
          if (res.status !== 200) throw new Error(`${res.status} ${res.body}`);
          acknowledged[i] = n;
        } catch {
          failures += 1;
          return;
        }
      }
    };
    const creator = async () => {
      for (let n = 1; !stop; n += 1) {
        const name = `created-${n}`;
        try {
          const path = `/api/boards/create-new-item/${boardId}/${groupId}?itemName=${name}`;
          const res = await send(path, textValue(`c${n}`));
          if (res.status !== 200) throw new Error(`${res.status} ${res.body}`);
          created.push(name);
        } catch {
          failures += 1;
          return;
        }
      }
    };
    const load = Promise.all([...Array.from({ length: WRITERS }, (_, i) => writer(i)), creator()]);
    await new Promise((r) => setTimeout(r, LOAD_MS));
    server.child.kill('SIGKILL');
    stop = true;
    await load;
    await server.exited;
    // The writes were real and concurrent, and the kill cut some off in flight.
    expect(acknowledged.every((n) => n > 0)).toBe(true);
    expect(created.length).toBeGreaterThan(0);
    expect(failures).toBeGreaterThan(0);

    const stored: number[] = [];
    const ctx = await createContext(testConfig(db));
    try {
      if (testDialect() === 'sqlite') {
        const check = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(ctx.db.kysely);
        expect(check.rows).toEqual([{ integrity_check: 'ok' }]);
      }
      const items = await ctx.db.kysely
        .selectFrom('items')
        .select(['id', 'name', 'values_json'])
        .where('board_id', '=', boardId)
        .execute();
      itemIds.forEach((id, i) => {
        const row = items.find((r) => r.id === id);
        const values = JSON.parse(row?.values_json ?? '{}') as Record<string, { text: string }>;
        stored[i] = Number(values[columnId]?.text.slice(1));
        // The last acknowledged value, or the one in flight when the process died (committed, unanswered).
        expect([acknowledged[i], (acknowledged[i] as number) + 1]).toContain(stored[i]);
      });
      const names = new Set(items.map((r) => r.name));
      for (const name of created) expect(names.has(name), name).toBe(true);
    } finally {
      await ctx.db.destroy();
    }

    // The restarted server serves what was acknowledged.
    const again = await startServer(db);
    try {
      const res = await request(again.port, {
        path: `/api/boards/getItemDetails/${itemIds[0]}?boardId=${boardId}`,
        host,
        headers: auth,
      });
      expect(res.status, res.body).toBe(200);
      const item = JSON.parse(res.body) as { data: { column_values: Array<{ id: string; text: string }> } };
      expect(item.data.column_values.find((v) => v.id === columnId)?.text).toBe(`v${stored[0]}`);
    } finally {
      again.child.kill('SIGTERM');
      await again.exited;
    }
  }, 180_000);
});
