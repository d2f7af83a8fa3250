import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainingResponseSchema, serverMessages, sessionResponseSchema } from '@portico/contract';
import { createContext } from '../../src/bootstrap';
import { createServices } from '../../src/services';
import { type TestDatabase, createTestDatabase, testConfig } from '../support/context';
import { STRONG_PASSWORD } from '../support/app';
import { type ServerProcess, request, startServer } from '../support/server-process';

/**
 * The server as a process (issue 12): a client that stops sending mid-request cannot hold it open, and a
 * stop signal ends the process within the shutdown time-out even with such a request in flight.
 */
let db: TestDatabase;
let host: string;
let slug: string;
const EMAIL = 'dana@example.com';

beforeAll(async () => {
  db = await createTestDatabase();
  const ctx = await createContext(testConfig(db));
  const services = createServices(ctx);
  const tenant = await services.tenants.create(`life-${Date.now().toString(36)}`, { name: 'Acme' });
  await services.users.create(tenant, {
    email: EMAIL,
    name: 'Dana Scully',
    password: STRONG_PASSWORD,
    status: 'active',
    role: 'client',
  });
  slug = tenant.slug;
  host = `${tenant.slug}.localhost`;
  await ctx.db.destroy();
});
afterAll(async () => {
  await db.drop();
});

/** Opens a connection and sends a request whose body never completes; collects whatever comes back. */
const stalledRequest = (server: ServerProcess) => {
  const socket = net.connect(server.port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => undefined);
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  socket.write(
    `POST /api/auth/login HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\n` +
      `Content-Length: 200\r\n\r\n{"email":"dana@example.com",`,
  );
  return { socket, closed };
};

const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms)),
  ]);

describe('a request that stops arriving', () => {
  it('is answered 408 in the product’s format and closed within the request time-out', async () => {
    const server = await startServer(db, { PORTICO_REQUEST_TIMEOUT: '2s' });
    try {
      const started = Date.now();
      const { closed } = stalledRequest(server);
      const response = await within(closed, 10_000, 'the stalled request');
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
      expect(response).toMatch(/^HTTP\/1\.1 408 /);
      const body = JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4)) as unknown;
      expect(body).toEqual({ success: false, message: serverMessages.requestTimeout });
    } finally {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }, 90_000);
});

describe('SIGTERM', () => {
  it('ends the process within the shutdown time-out although a request is still in flight', async () => {
    const server = await startServer(db, { PORTICO_SHUTDOWN_TIMEOUT: '1s', PORTICO_REQUEST_TIMEOUT: '5m' });
    const { closed } = stalledRequest(server);
    // Let the request reach the server before the signal.
    await new Promise((r) => setTimeout(r, 300));
    const started = Date.now();
    server.child.kill('SIGTERM');
    const code = await within(server.exited, 8_000, 'the shutdown');
    expect(code, server.output()).toBe(0);
    expect(Date.now() - started).toBeLessThan(6_000);
    await within(closed, 2_000, 'closing the stalled connection');
  }, 90_000);
});

/** Polls until `done` says so, failing with `what` if it has not within `ms` (a bound, not a timing). */
const until = async (done: () => Promise<boolean>, ms: number, what: string) => {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

const refused = (port: number) =>
  request(port, { path: '/api/health', host: 'localhost' }).then(
    () => false,
    (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED',
  );

describe('SIGTERM with a drain delay', () => {
  it('reports draining, then stops accepting, finishes the request in flight with 200 and exits 0', async () => {
    const server = await startServer(db, { PORTICO_DRAIN_DELAY: '2s', PORTICO_SHUTDOWN_TIMEOUT: '30s' });
    try {
      expect((await request(server.port, { path: '/api/health/ready', host: 'localhost' })).status).toBe(200);
      // A sign-in whose headers have arrived and whose body has not: in flight when the signal comes.
      const body = JSON.stringify({ email: EMAIL, password: STRONG_PASSWORD, slug });
      const socket = net.connect(server.port, '127.0.0.1');
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (received += chunk));
      const closed = new Promise<string>((resolve, reject) => {
        socket.once('close', () => resolve(received));
        socket.once('error', reject);
      });
      await new Promise<void>((resolve) => socket.once('connect', resolve));
      socket.write(
        `POST /api/auth/login HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
      );
      await new Promise((r) => setTimeout(r, 300));

      server.child.kill('SIGTERM');

      // During the drain delay both checks say draining (a load balancer stops sending)…
      let health = { status: 0, body: '' };
      await until(
        async () =>
          (health = await request(server.port, { path: '/api/health', host: 'localhost' })).status !== 200,
        10_000,
        'the health check turning to draining',
      );
      expect(health.status, server.output()).toBe(503);
      expect(drainingResponseSchema.parse(JSON.parse(health.body))).toMatchObject({ status: 'draining' });
      const ready = await request(server.port, { path: '/api/health/ready', host: 'localhost' });
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toMatchObject({ status: 'draining' });
      // …while the server still serves.
      const served = await request(server.port, { path: '/api/auth/check-user-auth', host });
      expect(served.status).toBe(401);

      // After the delay it stops accepting connections; the request in flight still holds its own.
      await until(() => refused(server.port), 15_000, 'the server closing its port');
      expect(received).toBe('');
      socket.write(body.slice(10));
      const response = await within(closed, 15_000, 'the request in flight');
      expect(response, server.output()).toMatch(/^HTTP\/1\.1 200 /);
      expect(response).toMatch(/\r\nconnection: close\r\n/i);
      const session = sessionResponseSchema.parse(
        JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4)),
      );
      expect(session.success).toBe(true);

      expect(await within(server.exited, 15_000, 'the exit'), server.output()).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }, 90_000);
});
