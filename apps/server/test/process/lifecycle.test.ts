import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@portico/contract';
import { createContext } from '../../src/bootstrap';
import { createServices } from '../../src/services';
import { type TestDatabase, createTestDatabase, testConfig } from '../support/context';
import { type ServerProcess, startServer } from '../support/server-process';

/**
 * The server as a process (issue 12): a client that stops sending mid-request cannot hold it open, and a
 * stop signal ends the process within the shutdown time-out even with such a request in flight.
 */
let db: TestDatabase;
let host: string;

beforeAll(async () => {
  db = await createTestDatabase();
  const ctx = await createContext(testConfig(db));
  const tenant = await createServices(ctx).tenants.create(`life-${Date.now().toString(36)}`, {
    name: 'Acme',
  });
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
