import { describe, expect, it } from 'vitest';
import { serverMessages } from '@portico/contract';
import { ConfigError, loadConfig } from '../../config';
import { poolOf } from '../../db/connection';
import { makeTenant, makeUser, signIn, useTestApp } from '../../../test/support/app';
import { makeBoard } from '../../../test/support/boards';
import { clientFor, expectError } from '../../../test/support/http';
import { METRICS_TOKEN_REQUIRED, UNMATCHED_ROUTE } from './metrics.plugin';

const TOKEN = 'metrics-token-0123456789abcdef';

type TestApp = ReturnType<typeof useTestApp>;

const scrape = (t: TestApp, authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { host: 'localhost', ...(authorization !== undefined && { authorization }) },
  });

/** The value of one sample of the exposition text (labels in any order), or undefined when absent. */
const sample = (text: string, name: string, labels: Record<string, string> = {}): number | undefined => {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const got = new Map([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => got.get(k) === v)) return Number(m[3]);
  }
  return undefined;
};

const read = async (t: TestApp) => {
  const res = await scrape(t, `Bearer ${TOKEN}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};

describe('metrics off (no PORTICO_METRICS_TOKEN)', () => {
  const t = useTestApp();

  it('answers 404, whatever the token', async () => {
    expectError(await scrape(t), 404, serverMessages.routeNotFound);
    expectError(await scrape(t, `Bearer ${TOKEN}`), 404, serverMessages.routeNotFound);
  });
});

describe('metrics on', () => {
  const t = useTestApp({ metricsToken: TOKEN });

  it('refuses a missing, wrong or malformed token with 401', async () => {
    for (const authorization of [
      undefined,
      '',
      'Bearer',
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}`,
      `Bearer ${TOKEN} extra`,
      `Bearer ${'x'.repeat(5000)}`,
      TOKEN,
    ]) {
      const res = await scrape(t, authorization);
      expectError(res, 401, METRICS_TOKEN_REQUIRED);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(res.body).not.toContain('portico_');
    }
  });

  it('serves the Prometheus text format to the token (any case of "Bearer")', async () => {
    const res = await scrape(t, `bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    // prom-client's process metrics, and the app's own.
    expect(sample(res.body, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(res.body, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(res.body).toContain('# TYPE portico_http_requests_total counter');
    expect(res.body).toContain('# TYPE portico_http_request_duration_seconds histogram');
  });

  it('counts requests by route pattern, never by raw URL', async () => {
    const tenant = await makeTenant(t.services);
    const user = await makeUser(t.services, tenant);
    const board = await makeBoard(t.services, tenant);
    const api = await signIn(t, tenant, user);
    const route = '/api/boards/getAllGroups/:boardId';
    const before =
      sample(await read(t), 'portico_http_requests_total', { method: 'GET', route, status: '200' }) ?? 0;

    for (let i = 0; i < 3; i++)
      expect((await api.get(`/api/boards/getAllGroups/${board.id}`)).statusCode).toBe(200);
    expect((await api.get('/api/boards/getAllGroups/no-such-board')).statusCode).toBe(404);
    await t.app.inject({
      method: 'GET',
      url: `/no/such/page-${board.id}?q=${board.id}`,
      headers: { host: 'localhost' },
    });

    const text = await read(t);
    expect(sample(text, 'portico_http_requests_total', { method: 'GET', route, status: '200' })).toBe(
      before + 3,
    );
    expect(sample(text, 'portico_http_requests_total', { method: 'GET', route, status: '404' })).toBe(1);
    expect(
      sample(text, 'portico_http_requests_total', {
        method: 'POST',
        route: '/api/auth/login',
        status: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'portico_http_requests_total', { method: 'GET', route: UNMATCHED_ROUTE, status: '200' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'portico_http_request_duration_seconds_count', { method: 'GET', route })).toBe(
      before + 4,
    );
    // No id of a request (path or query) becomes a label.
    expect(text).not.toContain(board.id);
    expect(text).not.toContain('no-such-board');
  });

  it('reports the email backlog of the outbox, read when scraped', async () => {
    const tenant = await makeTenant(t.services);
    const user = await makeUser(t.services, tenant);
    const before = sample(await read(t), 'portico_mail_outbox_pending');
    expect(before).toBeGreaterThanOrEqual(0);
    // The sender does not run in tests: the email stays pending.
    const res = await clientFor(t.app, tenant.slug).post('/api/auth/forgot-password', {
      email: user.email,
      slug: tenant.slug,
    });
    expect(res.statusCode, res.body).toBe(200);
    // The link is written once the answer is out (password-reset.service.ts).
    await t.services.passwordReset.settled();
    const text = await read(t);
    expect(sample(text, 'portico_mail_outbox_pending')).toBe((before ?? 0) + 1);
    expect(sample(text, 'portico_mail_outbox_failed')).toBe(0);
  });

  it('reports the PostgreSQL pool, and no pool on SQLite', async () => {
    const text = await read(t);
    if (t.ctx.db.dialect === 'postgres') {
      expect(sample(text, 'portico_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'portico_db_pool_idle')).toBeGreaterThanOrEqual(0);
      // Read as the scrape runs (its own outbox count may be holding or waiting for a connection).
      expect(sample(text, 'portico_db_pool_waiting')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'portico_db_pool_max')).toBe(poolOf(t.ctx.db.kysely)?.options.max);
    } else {
      expect(text).not.toContain('portico_db_pool_');
    }
  });

  it('keeps each app’s metrics apart (one registry per app)', async () => {
    // The app of the "off" block counts nothing into this one: two scrapes differ by this app's call only.
    const a =
      sample(await read(t), 'portico_http_requests_total', {
        method: 'GET',
        route: '/metrics',
        status: '200',
      }) ?? 0;
    const b = sample(await read(t), 'portico_http_requests_total', {
      method: 'GET',
      route: '/metrics',
      status: '200',
    });
    expect(b).toBe(a + 1);
  });
});

describe('PORTICO_METRICS_TOKEN', () => {
  it('is off unless set; blank counts as unset', () => {
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(loadConfig({ PORTICO_METRICS_TOKEN: '   ' }).metricsToken).toBeNull();
    expect(loadConfig({ PORTICO_METRICS_TOKEN: ` ${TOKEN} ` }).metricsToken).toBe(TOKEN);
  });

  it('refuses a token shorter than 16 characters, naming the setting', () => {
    expect(() => loadConfig({ PORTICO_METRICS_TOKEN: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORTICO_METRICS_TOKEN: 'short' })).toThrow(
      /PORTICO_METRICS_TOKEN: must be at least 16/,
    );
  });
});
