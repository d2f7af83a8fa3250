/**
 * `npx tsx bench/prune.ts [--db sqlite|postgres] [--rows N] [--batch B]` — how the housekeeping deletes a
 * backlog (issue 24): N sessions (90 % expired) in a fresh database, then the prune of expired sessions a
 * batch of B rows at a time (lib/batches.ts). Prints the total, and the median and longest batch: on SQLite
 * the longest batch is how long the event loop (and the one writer) is held. Then a second, idle run: the
 * hourly cost once the backlog is gone. PostgreSQL: PORTICO_BENCH_PG_URL names the server (default
 * postgres://postgres@127.0.0.1:5432/test); a database is created on it and dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createContext } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { inBatches } from '../src/lib/batches';
import { createAuthHousekeeping } from '../src/modules/auth/housekeeping';
import { pruneExpiredSessions } from '../src/modules/auth/housekeeping.repository';
import { createServices } from '../src/services';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    rows: { type: 'string', default: '100000' },
    batch: { type: 'string', default: '500' },
  },
});
const rows = Number(values.rows);
const batchSize = Number(values.batch);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-prune-'));
const pgServer = process.env.PORTICO_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const pgName = `portico_prune_${randomBytes(4).toString('hex')}`;
const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: pgServer });
  await client.connect();
  await client.query(statement);
  await client.end();
};
if (values.db === 'postgres') await admin(`CREATE DATABASE ${pgName}`);
const url =
  values.db === 'postgres'
    ? Object.assign(new URL(pgServer), { pathname: `/${pgName}` }).toString()
    : `sqlite:${path.join(dataDir, 'portico.db')}`;

const ctx = await createContext(
  loadConfig({ DATABASE_URL: url, PORTICO_DATA_DIR: dataDir, PORTICO_LOG_LEVEL: 'silent' }),
);
try {
  const services = createServices(ctx);
  const tenant = await services.tenants.create('prune', { name: 'Prune' });
  const user = await services.users.create(tenant, {
    email: 'prune@example.com',
    name: 'Prune',
    password: null,
    status: 'active',
    role: 'client',
  });
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  for (let i = 0; i < rows; i += 1000) {
    const chunk = Array.from({ length: Math.min(1000, rows - i) }, (_, j) => {
      const id = randomBytes(10).toString('hex');
      const expired = (i + j) % 10 !== 0;
      return {
        id,
        tenant_id: tenant.id,
        user_id: user.id,
        token_hash: id,
        created_at: iso(now - 40 * 86_400_000),
        expires_at: iso(expired ? now - 86_400_000 : now + 86_400_000),
        revoked_at: null,
        preview_by: null,
      };
    });
    await ctx.db.kysely.insertInto('sessions').values(chunk).execute();
  }
  const times: number[] = [];
  const started = performance.now();
  const deleted = await inBatches(
    async (limit) => {
      const t = performance.now();
      const n = await pruneExpiredSessions(ctx.db.kysely, iso(now), limit);
      times.push(performance.now() - t);
      return n;
    },
    { batchSize },
  );
  const totalMs = performance.now() - started;
  times.sort((a, b) => a - b);
  const idleStart = performance.now();
  await createAuthHousekeeping(ctx).pruneSignIns(new Date(now), { batchSize });
  const round = (ms: number) => Math.round(ms * 10) / 10;
  console.log({
    db: ctx.db.dialect,
    rows,
    batchSize,
    deleted,
    batches: times.length,
    totalMs: Math.round(totalMs),
    medianBatchMs: round(times[Math.floor(times.length / 2)] ?? 0),
    longestBatchMs: round(times[times.length - 1] ?? 0),
    idleRunMs: round(performance.now() - idleStart),
  });
} finally {
  await ctx.db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (values.db === 'postgres') await admin(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`);
}
