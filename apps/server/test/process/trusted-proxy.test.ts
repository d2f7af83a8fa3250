import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@portico/contract';
import { freePort, startBalancer } from '../../../../scripts/cluster.mjs';
import { createContext } from '../../src/bootstrap';
import { createServices } from '../../src/services';
import { SIGN_IN_THROTTLE } from '../../src/modules/rate-limits/sign-in-throttle.policy';
import { makeUser } from '../support/app';
import { type TestDatabase, createTestDatabase, testConfig } from '../support/context';
import { type ServerProcess, startServer } from '../support/server-process';

/**
 * Issue 24: the server behind a real HAProxy configured as docs/deploy.md says (`option forwardfor`, the
 * configuration `npm run cluster` writes), with PORTICO_TRUST_PROXY as it was documented (`true`) and as it
 * is now recommended (the balancer's address). A client that makes up X-Forwarded-For (and X-Forwarded-Host)
 * is still throttled at the documented count, and logged with its real address. The client connects from
 * 127.0.0.2, the balancer reaches the server from 127.0.0.1, so the two are told apart. One server on
 * either database (the cluster test runs two on PostgreSQL).
 */

const CLIENT = '127.0.0.2';
const WRONG = 'Wrong-password-1';

/** A request to the balancer from the client's own address, with headers it chose. */
const send = (port: number, headers: Record<string, string>, body: unknown) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const payload = Buffer.from(JSON.stringify(body));
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: CLIENT,
        method: 'POST',
        path: '/api/auth/login',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': payload.length },
        agent: false,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.setTimeout(20_000, () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(payload);
  });

interface RequestLine {
  msg: string;
  req?: { url?: string; host?: string; remoteAddress?: string };
}

let db: TestDatabase;
let slug: string;
const emails: Record<string, string> = {};

beforeAll(async () => {
  db = await createTestDatabase();
  const ctx = await createContext(testConfig(db));
  const services = createServices(ctx);
  const tenant = await services.tenants.create(`proxy-${Date.now().toString(36)}`, { name: 'Acme' });
  slug = tenant.slug;
  for (const setting of ['true', '127.0.0.1'])
    emails[setting] = (await makeUser(services, tenant, { email: `dana-${setting}@acme.test` })).email;
  await ctx.db.destroy();
}, 60_000);

afterAll(async () => {
  await db?.drop();
});

describe.each(['true', '127.0.0.1'])('PORTICO_TRUST_PROXY=%s behind HAProxy', (setting) => {
  let server: ServerProcess;
  let balancer: { port: number; stop: () => Promise<void> };
  const balancerLog: string[] = [];

  beforeAll(async () => {
    server = await startServer(db, { PORTICO_TRUST_PROXY: setting, PORTICO_LOG_LEVEL: 'info' });
    balancer = await startBalancer({
      port: await freePort(),
      instances: [{ name: 'i1', port: server.port }],
      dataDir: path.join(db.dataDir, `balancer-${setting}`),
      log: (line) => balancerLog.push(line),
    });
  }, 120_000);

  afterAll(async () => {
    await balancer?.stop();
    server?.child.kill('SIGKILL');
    await server?.exited;
  });

  it('throttles wrong passwords sent with made-up X-Forwarded-For at the documented count, and logs the real address', async () => {
    const host = `${slug}.localhost`;
    const statuses: number[] = [];
    const free = SIGN_IN_THROTTLE.pair.free;
    for (let i = 0; i < free + 2; i += 1) {
      const res = await send(
        balancer.port,
        { host, 'x-forwarded-for': `192.0.2.${i + 1}`, 'x-forwarded-host': 'evil.example' },
        { email: emails[setting], password: WRONG, slug },
      );
      statuses.push(res.status);
      if (res.status === 429)
        expect(JSON.parse(res.body)).toMatchObject({ message: serverMessages.tooManyAttempts });
    }
    expect(statuses, balancerLog.join('\n')).toEqual([...Array<number>(free).fill(401), 429, 429]);

    const loginLines = () =>
      server
        .output()
        .split('\n')
        .filter((line) => line.includes('"/api/auth/login"'))
        .map((line) => JSON.parse(line) as RequestLine)
        .filter((line) => line.msg === 'incoming request');
    // The server's log reaches this process through a pipe: the last line may arrive after the answer.
    for (let wait = 0; wait < 50 && loginLines().length < free + 2; wait += 1)
      await new Promise((r) => setTimeout(r, 100));
    const logins = loginLines();
    expect(logins).toHaveLength(free + 2);
    for (const line of logins) expect(line.req).toMatchObject({ remoteAddress: CLIENT, host });
    // No made-up address or host reached the log.
    expect(server.output()).not.toMatch(/192\.0\.2\.|evil\.example/);
  }, 60_000);
});
