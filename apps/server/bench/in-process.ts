/**
 * The set-up the in-process benchmarks share (bench:columns, bench:staff-pages): a fresh database — SQLite in
 * a temporary directory, or PostgreSQL created on PORTICO_BENCH_PG_URL and dropped afterwards — with the
 * demo tenant and its large board of `items` items, the app built in this process, and a staff member's
 * signed-in headers for app.inject.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app';
import { createContext } from '../src/bootstrap';
import { DEMO } from '../src/cli/demo/tenant';
import { seedDemo } from '../src/cli/demo/seed';
import { loadConfig } from '../src/config';

export const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(2)} s`;

export const openBenchApp = async (name: string, db: string, items: number) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portico-${name}-bench-`));
  const pgUrl = process.env.PORTICO_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const pgName = `portico_${name.replace(/\W/g, '_')}_bench_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  let databaseUrl = `sqlite:${path.join(dataDir, 'portico.db')}`;
  if (db === 'postgres') {
    await admin(`create database ${pgName}`);
    const url = new URL(pgUrl);
    url.pathname = `/${pgName}`;
    databaseUrl = url.toString();
  }
  const ctx = await createContext(
    loadConfig({
      DATABASE_URL: databaseUrl,
      PORTICO_DATA_DIR: dataDir,
      PORTICO_LOG_LEVEL: 'silent',
      PORTICO_BASE_URL: 'http://localhost:3000',
      PORTICO_WEB_DIST: path.join(dataDir, 'no-web-build'),
      // Without the row-level-security wall on PostgreSQL, to compare (`PORTICO_TENANT_WALL=off`).
      ...(process.env.PORTICO_TENANT_WALL && { PORTICO_TENANT_WALL: process.env.PORTICO_TENANT_WALL }),
    }),
  );
  const { app, services } = await buildApp(ctx);
  const close = async () => {
    await app.close();
    await ctx.db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (db === 'postgres') await admin(`drop database if exists ${pgName} with (force)`);
  };
  try {
    const started = performance.now();
    const { tenant, large } = await seedDemo(services, { items });
    console.log(`${db}: seeded ${items.toLocaleString('en-US')} items in ${seconds(started)}`);
    // After a bulk load PostgreSQL's autovacuum soon gathers the tables' statistics (without them a freshly
    // seeded board is planned as if it were empty) and marks their pages all-visible (without that an
    // index-only scan still visits every row). Done here at once; `--no-analyze` measures the moment before.
    if (db === 'postgres' && !process.argv.includes('--no-analyze'))
      await sql`vacuum analyze`.execute(ctx.db.kysely);
    const boardId = large?.id as string;
    const host = `${DEMO.slug}.localhost`;
    const staff = DEMO.staff[0];
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host },
      payload: { email: staff.email, password: staff.password, slug: DEMO.slug },
    });
    const token = (login.json() as { data: { accessToken: string } }).data.accessToken;
    return {
      app,
      services,
      ctx,
      tenant,
      boardId,
      headers: { host, authorization: `Bearer ${token}` },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
};
