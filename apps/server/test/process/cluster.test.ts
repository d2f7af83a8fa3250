import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, startCluster } from '../../../../scripts/cluster.mjs';
import { createContext } from '../../src/bootstrap';
import type { AppContext } from '../../src/context';
import type { Tenant } from '../../src/domain/tenant';
import type { Account } from '../../src/domain/account';
import { createServices, type Services } from '../../src/services';
import { STRONG_PASSWORD, makeUser } from '../support/app';
import { type TestBoard, columnForm, makeBoard, makePerson } from '../support/boards';
import { type TestDatabase, createTestDatabase, testConfig, testDialect } from '../support/context';
import { openStream } from '../support/sse';

/**
 * Issue 9: Portico as `npm run cluster` runs it — two instances of the real server on one PostgreSQL
 * database, files in an S3 protocol server (s3rver), behind HAProxy — and what must hold across them.
 * PostgreSQL only: SQLite is one machine's database.
 */

interface Reply {
  status: number;
  body: Buffer;
  text: () => string;
  json: () => { success: boolean; message?: string; data?: unknown } & Record<string, unknown>;
}

/** One HTTP request to a port (the balancer's or an instance's), with the tenant's host header. */
const call = async (
  port: number,
  host: string,
  method: string,
  url: string,
  options: { token?: string; json?: unknown; form?: FormData } = {},
): Promise<Reply> => {
  const headers: Record<string, string> = { host };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: Buffer | undefined;
  if (options.json !== undefined) {
    body = Buffer.from(JSON.stringify(options.json));
    headers['content-type'] = 'application/json';
  }
  if (options.form) {
    const encoded = new Response(options.form);
    body = Buffer.from(await encoded.arrayBuffer());
    headers['content-type'] = encoded.headers.get('content-type') as string;
  }
  if (body) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: url, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const all = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          body: all,
          text: () => all.toString('utf8'),
          json: () => JSON.parse(all.toString('utf8')) as ReturnType<Reply['json']>,
        });
      });
      res.on('error', reject);
    });
    req.setTimeout(20_000, () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(body);
  });
};

/** A new item's form: a note (an item is added with at least one value). */
const noteForm = (board: TestBoard, text: string) => columnForm([{ column: board.col.text, text }]);

const describeOnPostgres = testDialect() === 'postgres' ? describe : describe.skip;

describeOnPostgres('a cluster of two instances behind HAProxy (npm run cluster)', () => {
  let db: TestDatabase;
  let ctx: AppContext;
  let services: Services;
  let tenant: Tenant;
  let client: Account;
  let board: TestBoard;
  let cluster: Cluster;
  let host: string;
  const output: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    ctx = await createContext(testConfig(db));
    services = createServices(ctx);
    tenant = await services.tenants.create(`cluster-${Date.now().toString(36)}`, { name: 'Acme Agency' });
    host = `${tenant.slug}.localhost`;
    client = await makeUser(services, tenant, { name: 'Dana Scully', email: 'dana@acme.test' });
    board = await makeBoard(services, tenant, {
      name: 'Launch',
      allowItemCreation: true,
      columns: [
        { type: 'text', title: 'Notes' },
        { type: 'file', title: 'Files' },
        { type: 'people', title: 'Owner' },
      ],
    });
    cluster = await startCluster({
      instances: 2,
      databaseUrl: db.url,
      dataDir: path.join(db.dataDir, 'cluster'),
      server: ['--import', 'tsx', 'src/server.ts'],
      demo: false,
      log: (line) => output.push(line),
      env: {
        PORTICO_LOG_LEVEL: 'warn',
        PORTICO_WEB_DIST: path.join(db.dataDir, 'no-web-build'),
        PORTICO_DRAIN_DELAY: '0s',
      },
    });
  }, 180_000);

  afterAll(async () => {
    await cluster?.stop();
    await ctx?.db.destroy();
    await db?.drop();
  }, 60_000);

  const [first, second] = [0, 1] as const;
  const instancePort = (i: number) => cluster.instances[i]?.port as number;

  const signIn = async (port: number) => {
    const res = await call(port, host, 'POST', '/api/auth/login', {
      json: { email: client.email, password: STRONG_PASSWORD, slug: tenant.slug },
    });
    expect(res.status, res.text()).toBe(200);
    return (res.json().data as { accessToken: string }).accessToken;
  };

  /** Posts a new item (named, with a note) to the board's first group through `port`. */
  const postItem = (port: number, token: string, name: string) =>
    call(
      port,
      host,
      'POST',
      `/api/boards/create-new-item/${board.id}/${board.groups[0]?.id}?itemName=${encodeURIComponent(name)}`,
      { token, form: noteForm(board, 'From the cluster test') },
    );

  /** Posts a new item through `port` and returns its id. */
  const createItem = async (port: number, token: string, name: string) => {
    const created = await postItem(port, token, name);
    expect(created.status, created.text()).toBe(200);
    return (created.json().data as { id: string }).id;
  };

  it('answers through the balancer, which spreads requests over both instances', async () => {
    const health = await call(cluster.port, 'localhost', 'GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', database: 'postgres' });
    for (const instance of cluster.instances) {
      expect((await call(instance.port, 'localhost', 'GET', '/api/health')).status).toBe(200);
    }
  });

  it('keeps a session signed in on one instance valid on the other, and signing out ends it on both', async () => {
    const token = await signIn(instancePort(first));
    for (const port of [instancePort(second), cluster.port]) {
      const me = await call(port, host, 'GET', '/api/auth/check-user-auth', { token });
      expect(me.status, me.text()).toBe(200);
      expect(me.text()).toContain(client.email);
    }
    expect((await call(instancePort(second), host, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    const after = await call(instancePort(first), host, 'GET', '/api/auth/check-user-auth', { token });
    expect(after.status).toBe(401);
  });

  it('lets a one-time login link sign in once when it is used on both instances at the same moment', async () => {
    for (let round = 0; round < 3; round += 1) {
      const link = await services.auth.createLoginLink(tenant, client);
      const token = new URL(link.url).searchParams.get('token') as string;
      const body = { json: { slug: tenant.slug, token } };
      const answers = await Promise.all([
        call(instancePort(first), host, 'POST', '/api/auth/token-login', body),
        call(instancePort(second), host, 'POST', '/api/auth/token-login', body),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
    }
  });

  it('counts failed sign-ins across instances: the sixth failure in a row waits, whichever instance gets it', async () => {
    const victim = await makeUser(services, tenant, { email: 'fox@acme.test' });
    const attempt = (i: number) =>
      call(instancePort(i % 2), host, 'POST', '/api/auth/login', {
        json: { email: victim.email, password: 'Wrong-password-1', slug: tenant.slug },
      });
    // Five free failures, alternating instances: each instance alone has seen at most three.
    for (let i = 0; i < 5; i += 1) expect((await attempt(i)).status).toBe(401);
    const sixth = await attempt(5);
    expect(sixth.status, sixth.text()).toBe(429);
    expect(Number((await attempt(6)).status)).toBe(429);
  });

  it('serves a file uploaded through one instance from the other (S3 storage)', async () => {
    const token = await signIn(cluster.port);
    const itemId = await createItem(instancePort(first), token, 'Brief');
    const bytes = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    const updated = await call(
      instancePort(first),
      host,
      'POST',
      `/api/boards/updateItem/${itemId}?boardId=${board.id}`,
      {
        token,
        form: columnForm([{ column: board.col.file, file: { name: 'brief.pdf', bytes } }]),
      },
    );
    expect(updated.status, updated.text()).toBe(200);
    const url = /"public_url":"([^"]+)"/.exec(updated.text())?.[1] as string;
    expect(url).toBeTruthy();
    const { pathname, search } = new URL(url, 'http://localhost');
    const download = await call(instancePort(second), host, 'GET', pathname + search);
    expect(download.status).toBe(200);
    expect(download.body.equals(bytes)).toBe(true);
  });

  it('delivers a live event to a client connected to the other instance', async () => {
    const token = await signIn(cluster.port);
    const stream = await openStream(instancePort(second), tenant.slug, token);
    try {
      const itemId = await createItem(instancePort(first), token, 'Heard elsewhere');
      for (;;) {
        const message = await stream.next();
        const event = JSON.parse(message.data) as { type: string; itemId?: string };
        if (event.type === 'item.created' && event.itemId === itemId) break;
      }
    } finally {
      stream.close();
    }
  }, 60_000);

  it('tells a client connected to one instance of an assignment made on the other (notification and live event)', async () => {
    const staff = await makeUser(services, tenant, {
      role: 'admin',
      name: 'Sam Staff',
      email: 'sam@acme.test',
    });
    const person = await makePerson(services, tenant, { user: client, name: 'Dana Scully' });
    const clientToken = await signIn(instancePort(second));
    const staffToken = (
      await call(instancePort(first), host, 'POST', '/api/auth/login', {
        json: { email: staff.email, password: STRONG_PASSWORD, slug: tenant.slug },
      })
    ).json().data as { accessToken: string };
    const itemId = await createItem(instancePort(first), staffToken.accessToken, 'Assigned elsewhere');
    const stream = await openStream(instancePort(second), tenant.slug, clientToken);
    try {
      const assigned = await call(
        instancePort(first),
        host,
        'POST',
        `/api/console/boards/${board.id}/items/${itemId}`,
        {
          token: staffToken.accessToken,
          form: columnForm([{ column: board.col.people, persons: [person.id] }]),
        },
      );
      expect(assigned.status, assigned.text()).toBe(200);
      for (;;) {
        const event = JSON.parse((await stream.next()).data) as { type: string };
        if (event.type === 'notification.changed') break;
      }
    } finally {
      stream.close();
    }
    const bell = await call(instancePort(second), host, 'GET', '/api/notifications', { token: clientToken });
    expect(bell.status).toBe(200);
    expect(bell.text()).toContain('Sam Staff assigned you to Assigned elsewhere');
  }, 60_000);

  it('routes around an instance killed with SIGKILL under load: only its requests in flight fail, no acknowledged write is lost', async () => {
    const token = await signIn(cluster.port);
    const acknowledged: string[] = [];
    const failures: string[] = [];
    let killedAt = 0;
    let afterKill = 0;
    const workers = 6;
    const until = Date.now() + 8_000;
    let sequence = 0;
    const worker = async (w: number) => {
      while (Date.now() < until) {
        const write = (sequence += 1) % 2 === 0;
        const name = `Load ${w}-${sequence}`;
        try {
          const res = write
            ? await postItem(cluster.port, token, name)
            : await call(cluster.port, host, 'GET', `/api/boards/getAllItems?boardId=${board.id}`, { token });
          if (res.status === 200) {
            if (write) acknowledged.push((res.json().data as { id: string }).id);
            if (killedAt) afterKill += 1;
          } else failures.push(`${write ? 'write' : 'read'} ${res.status}`);
        } catch (error) {
          failures.push(`${write ? 'write' : 'read'} ${(error as Error).message}`);
        }
      }
    };
    const load = Promise.all(Array.from({ length: workers }, (_, w) => worker(w)));
    await new Promise((r) => setTimeout(r, 2_500));
    killedAt = Date.now();
    await cluster.instances[first]?.kill('SIGKILL');
    await load;

    process.stdout.write(
      `cluster kill test: ${acknowledged.length} writes acknowledged, ${afterKill} requests answered after the kill, ` +
        `${failures.length} failed (${failures.join(', ') || 'none'}); at most ${workers} were in flight\n`,
    );
    // The failures are the requests the killed instance held: never more than were in flight at once.
    expect(failures.length).toBeLessThanOrEqual(workers);
    expect(afterKill).toBeGreaterThan(workers);
    // Every write the cluster acknowledged is in the database.
    const stored = await ctx.db.kysely
      .selectFrom('items')
      .select('id')
      .where('tenant_id', '=', tenant.id)
      .where('id', 'in', acknowledged)
      .execute();
    expect(stored.length).toBe(acknowledged.length);
    expect(acknowledged.length).toBeGreaterThan(workers);
  }, 90_000);
});
