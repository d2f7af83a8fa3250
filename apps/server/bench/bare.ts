/**
 * The benchmark's baseline: a bare Fastify handler that reads the same page from the same database and
 * writes the same JSON, with nothing else — no tenant, no session, no access check, no validation. It is
 * the ceiling of this stack, so Portico's numbers are quoted as a ratio to it.
 *
 * Env: BENCH_DATABASE_URL (sqlite:<file> or postgres://…), BENCH_TENANT_ID, BENCH_BOARD_ID, PORT.
 * GET /page?gpos=&pos= answers the page after that key (without them, the first page).
 */
import SqliteDatabase from 'better-sqlite3';
import Fastify from 'fastify';
import pg from 'pg';
import { ITEMS_PAGE_SIZE } from '@portico/contract';
import { itemsPageJson } from '../src/modules/items';
import type { ItemView } from '../src/modules/items';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const url = env('BENCH_DATABASE_URL');
const tenantId = env('BENCH_TENANT_ID');
const boardId = env('BENCH_BOARD_ID');

const SELECT = `select i.id, i.name, i.group_id, g.title as group_title, i.view_json, i.has_files, i.gpos, i.pos
  from items i join board_groups g on g.tenant_id = i.tenant_id and g.id = i.group_id`;

const openPages = (): ((gpos: number, pos: number) => Promise<ItemView[]>) => {
  if (url.startsWith('postgres')) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const text = `${SELECT} where i.tenant_id = $1 and i.board_id = $2 and (i.gpos, i.pos) > ($3, $4)
      order by i.gpos, i.pos limit $5`;
    return async (gpos, pos) =>
      (await pool.query<ItemView>(text, [tenantId, boardId, gpos, pos, ITEMS_PAGE_SIZE + 1])).rows;
  }
  const db = new SqliteDatabase(url.replace(/^sqlite:/, ''), { readonly: true });
  db.pragma('cache_size = -65536');
  const statement = db.prepare(
    `${SELECT} where i.tenant_id = ? and i.board_id = ? and (i.gpos, i.pos) > (?, ?) order by i.gpos, i.pos limit ?`,
  );
  return async (gpos, pos) => statement.all(tenantId, boardId, gpos, pos, ITEMS_PAGE_SIZE + 1) as ItemView[];
};

const readPage = openPages();
const app = Fastify({ logger: false });

app.get('/page', async (request, reply) => {
  const query = request.query as { gpos?: string; pos?: string };
  const rows = await readPage(
    Number(query.gpos ?? -2147483648),
    Number(query.pos ?? Number.MIN_SAFE_INTEGER),
  );
  const page = rows.slice(0, ITEMS_PAGE_SIZE);
  const last = page[page.length - 1];
  const cursor = last
    ? Buffer.from(JSON.stringify([last.gpos, last.pos, 100000])).toString('base64url')
    : null;
  const json = itemsPageJson(page, { cursor, total: 100000, boardName: 'baseline' }, () => '');
  return reply.type('application/json; charset=utf-8').send(json);
});

await app.listen({ port: Number(env('PORT')), host: '127.0.0.1' });
// A normal exit on the benchmark's SIGTERM, so that `--cpu-prof` writes its profile.
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
