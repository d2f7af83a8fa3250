import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { serverMessages } from '@portico/contract';
import type { AppContext } from '../../context';
import { poolOf } from '../../db/connection';
import { AppError, notFound } from '../../lib/errors';
import { countOutboxBacklog } from './metrics.repository';

/** The route label of a request no route matched (SPA pages, unknown paths): one series, not one per URL. */
export const UNMATCHED_ROUTE = 'unmatched';

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Compares hashes, so neither the token's bytes nor its length leak through timing. */
const tokenMatches = (request: FastifyRequest, expected: Buffer): boolean => {
  const m = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(request.headers.authorization ?? '');
  return m !== null && timingSafeEqual(sha256(m[1] as string), expected);
};

/**
 * Prometheus metrics at GET /metrics (docs/decisions.md, "Health, readiness, draining and metrics"): off
 * unless PORTICO_METRICS_TOKEN is set (404), then only with `Authorization: Bearer <token>` (401). Every
 * app has its own registry: tests build many apps in one process, and prom-client's global one would mix
 * them. Labels are bounded: the route is Fastify's pattern (`/api/boards/:boardId`), never the raw URL.
 * Registered on the root app, so its hook sees every request.
 */
export const registerMetrics = (app: FastifyInstance, ctx: AppContext) => {
  const registry = ctx.config.metricsToken === null ? null : createRegistry(app, ctx);
  const expected = sha256(ctx.config.metricsToken ?? '');

  app.get('/metrics', { config: { tenant: false }, schema: { hide: true } }, async (request, reply) => {
    if (registry === null) throw notFound(serverMessages.routeNotFound);
    if (!tokenMatches(request, expected))
      throw new AppError(401, METRICS_TOKEN_REQUIRED, { 'www-authenticate': 'Bearer realm="metrics"' });
    const text = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });
};

export const METRICS_TOKEN_REQUIRED = 'A valid metrics token is required.';

/**
 * The registry of an app that serves metrics. prom-client's default collectors (a GC observer, an event
 * loop histogram) cannot be removed again, so an app with metrics off sets up nothing at all.
 */
const createRegistry = (app: FastifyInstance, ctx: AppContext): Registry => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: 'portico_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'portico_http_request_duration_seconds',
    help: 'Time from receiving a request to having sent its answer, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });

  // The email backlog, read from the database at each scrape (one outbox for all instances), in one
  // query for both gauges. A database that does not answer leaves them NaN rather than a stale number.
  let backlog: Promise<void> | null = null;
  const readBacklog = () =>
    (backlog ??= countOutboxBacklog(ctx.db.kysely)
      .then(
        (counts) => {
          outboxPending.set(counts.pending);
          outboxFailed.set(counts.failed);
        },
        (error: unknown) => {
          app.log.warn({ err: error }, 'metrics: the outbox could not be counted');
          outboxPending.set(Number.NaN);
          outboxFailed.set(Number.NaN);
        },
      )
      .finally(() => {
        backlog = null;
      }));
  const outboxPending: Gauge = new Gauge({
    name: 'portico_mail_outbox_pending',
    help: 'Emails in the outbox not yet accepted by the SMTP server (all tenants).',
    registers,
    collect: readBacklog,
  });
  const outboxFailed: Gauge = new Gauge({
    name: 'portico_mail_outbox_failed',
    help: 'Emails in the outbox given up after their last attempt (all tenants).',
    registers,
    collect: readBacklog,
  });

  // This instance's PostgreSQL pool. SQLite has no pool (one connection per process, plus a reader).
  const pool = poolOf(ctx.db.kysely);
  if (pool) {
    const gauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read());
        },
      });
    gauge('portico_db_pool_connections', 'Open connections of the PostgreSQL pool.', () => pool.totalCount);
    gauge(
      'portico_db_pool_idle',
      'Open connections of the PostgreSQL pool not in use.',
      () => pool.idleCount,
    );
    gauge('portico_db_pool_waiting', 'Queries waiting for a PostgreSQL connection.', () => pool.waitingCount);
    gauge('portico_db_pool_max', 'The most connections the PostgreSQL pool opens.', () => pool.options.max);
  }
  return registry;
};
