import { DEFAULT_MIGRATION_TABLE, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  drainingResponseSchema,
  healthResponseSchema,
  notReadyResponseSchema,
  readinessResponseSchema,
} from '@portico/contract';
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../../db/connection';
import { migrations } from '../../db/migrations';
import { STRONG_PASSWORD, makeTenant, makeUser, useTestApp } from '../../../test/support/app';
import { clientFor, expectBody } from '../../../test/support/http';
import { HEALTH_REASONS } from './health.service';

const MIGRATION_NAMES = Object.keys(migrations);
const LATEST = MIGRATION_NAMES.at(-1) as string;

const get = (t: ReturnType<typeof useTestApp>, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });

describe('readiness', () => {
  const t = useTestApp();

  it('is ready when the database answers and every migration is applied', async () => {
    const res = await get(t, '/api/health/ready');
    const body = expectBody(res, 200, readinessResponseSchema);
    expect(body).toEqual({
      status: 'ready',
      database: t.ctx.db.dialect,
      migrations: { applied: LATEST, latest: LATEST, pending: 0 },
    });
    expect(res.headers['cache-control']).toBe('no-store');
    // Not draining: keep-alive is left to Node.
    expect(res.headers.connection).not.toBe('close');
  });

  it('needs no tenant: any host, or one of a tenant, gets the same answer', async () => {
    const tenant = await makeTenant(t.services);
    const res = await clientFor(t.app, tenant.slug).get('/api/health/ready');
    expect(expectBody(res, 200, readinessResponseSchema).status).toBe('ready');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/health/ready',
      headers: { host: 'nobody.localhost' },
    });
    expect(unknown.statusCode).toBe(200);
  });

  it('is not ready while a migration is missing, and ready again once it is applied', async () => {
    const db = t.ctx.db.kysely;
    const table = sql.table(DEFAULT_MIGRATION_TABLE);
    const { rows } = await sql<{ name: string; timestamp: string }>`
      select name, timestamp from ${table} where name = ${LATEST}`.execute(db);
    const row = rows[0] as { name: string; timestamp: string };
    await sql`delete from ${table} where name = ${LATEST}`.execute(db);
    try {
      const res = await get(t, '/api/health/ready');
      const body = expectBody(res, 503, notReadyResponseSchema);
      expect(body).toEqual({
        status: 'not-ready',
        database: t.ctx.db.dialect,
        reason: HEALTH_REASONS.migrationsBehind(1, LATEST),
        migrations: { applied: MIGRATION_NAMES.at(-2), latest: LATEST, pending: 1 },
      });
      // Liveness is not readiness: the process still serves and reaches its database.
      expectBody(await get(t, '/api/health'), 200, healthResponseSchema);
    } finally {
      await sql`insert into ${table} (name, timestamp) values (${row.name}, ${row.timestamp})`.execute(db);
    }
    expectBody(await get(t, '/api/health/ready'), 200, readinessResponseSchema);
  });

  it('counts every missing migration, not only the newest', async () => {
    const db = t.ctx.db.kysely;
    const table = sql.table(DEFAULT_MIGRATION_TABLE);
    const first = MIGRATION_NAMES[0] as string;
    const { rows } = await sql<{ name: string; timestamp: string }>`
      select name, timestamp from ${table} where name = ${first}`.execute(db);
    const row = rows[0] as { name: string; timestamp: string };
    await sql`delete from ${table} where name = ${first}`.execute(db);
    try {
      const body = expectBody(await get(t, '/api/health/ready'), 503, notReadyResponseSchema);
      expect(body.migrations).toEqual({ applied: LATEST, latest: LATEST, pending: 1 });
      expect(body.reason).toBe(HEALTH_REASONS.migrationsBehind(1, first));
    } finally {
      await sql`insert into ${table} (name, timestamp) values (${row.name}, ${row.timestamp})`.execute(db);
    }
  });

  it('is not ready when the database does not answer', async () => {
    // The app's own handle swapped for a closed one of the same database: every query fails as when the
    // database is down, and the app's handle stays intact for the rest of the file.
    const closed = openDatabase(t.ctx.config.databaseUrl);
    await sql`select 1`.execute(closed.kysely);
    await closed.destroy();
    const own = t.ctx.db;
    t.ctx.db = { ...own, kysely: closed.kysely };
    try {
      const res = await get(t, '/api/health/ready');
      const body = expectBody(res, 503, notReadyResponseSchema);
      expect(body).toEqual({
        status: 'not-ready',
        database: own.dialect,
        reason: HEALTH_REASONS.databaseUnreachable,
        migrations: null,
      });
      expect(res.body).not.toMatch(/destroyed|pool|\bat .+\.(ts|js):\d+/i);
    } finally {
      t.ctx.db = own;
    }
    expectBody(await get(t, '/api/health/ready'), 200, readinessResponseSchema);
  });

  it('answers 404 to other methods and to paths below it', async () => {
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/health/ready',
      headers: { host: 'localhost' },
    });
    expect(post.statusCode).toBe(404);
    expect((await get(t, '/api/health/ready/more')).statusCode).toBe(404);
  });
});

describe('draining (a stop signal arrived)', () => {
  const t = useTestApp();

  it('turns both health checks to 503 draining and asks every client to close its connection', async () => {
    const tenant = await makeTenant(t.services);
    const user = await makeUser(t.services, tenant);
    expectBody(await get(t, '/api/health'), 200, healthResponseSchema);
    t.services.lifecycle.startDraining();

    for (const url of ['/api/health', '/api/health/ready']) {
      const res = await get(t, url);
      expect(expectBody(res, 503, drainingResponseSchema)).toEqual({
        status: 'draining',
        reason: HEALTH_REASONS.draining,
      });
      expect(res.headers.connection).toBe('close');
    }
    // Everything else is still served while draining, each answer with Connection: close.
    const served = await clientFor(t.app, tenant.slug).post('/api/auth/login', {
      email: user.email,
      password: STRONG_PASSWORD,
      slug: tenant.slug,
    });
    expect(served.statusCode, served.body).toBe(200);
    expect(served.headers.connection).toBe('close');
    const missing = await get(t, '/api/no-such-route');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.connection).toBe('close');
  });
});

describe('PORTICO_DRAIN_DELAY', () => {
  it('is 5 s by default, takes a duration, and 0 to skip the drain', () => {
    expect(loadConfig({}).drainDelayMs).toBe(5_000);
    expect(loadConfig({ PORTICO_DRAIN_DELAY: '15s' }).drainDelayMs).toBe(15_000);
    expect(loadConfig({ PORTICO_DRAIN_DELAY: '500ms' }).drainDelayMs).toBe(500);
    for (const zero of ['0', '0s', '0ms'])
      expect(loadConfig({ PORTICO_DRAIN_DELAY: zero }).drainDelayMs).toBe(0);
  });

  it('refuses what is not a duration, naming the setting', () => {
    for (const bad of ['soon', '-5s', '5 seconds', '1.5s']) {
      expect(() => loadConfig({ PORTICO_DRAIN_DELAY: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ PORTICO_DRAIN_DELAY: bad })).toThrow(
        /PORTICO_DRAIN_DELAY: must be a duration/,
      );
    }
    // Other durations still refuse 0: a session or time-out of nothing is a mistake.
    expect(() => loadConfig({ PORTICO_SHUTDOWN_TIMEOUT: '0s' })).toThrow(/PORTICO_SHUTDOWN_TIMEOUT/);
  });
});
