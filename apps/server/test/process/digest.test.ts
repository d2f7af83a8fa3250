import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../../src/bootstrap';
import type { AppContext } from '../../src/context';
import { newId } from '../../src/lib/ids';
import { listRuns } from '../../src/modules/jobs';
import { listOutbox } from '../../src/modules/mail';
import type { Tenant } from '../../src/domain/tenant';
import type { Account } from '../../src/domain/account';
import { createServices, type Services } from '../../src/services';
import { makeUser } from '../support/app';
import { addItems, makeBoard } from '../support/boards';
import { type TestDatabase, createTestDatabase, testConfig, testDialect } from '../support/context';
import { type ServerProcess, startServer } from '../support/server-process';
import { type ReceivedEmail, startTestSmtp, type TestSmtp } from '../support/smtp';

/**
 * The daily digest from the running server (issue 24): real server processes — two on PostgreSQL, as two
 * instances of one installation — and a real SMTP server. Someone who gets updates in the daily digest
 * has one waiting when the servers start after the day's PORTICO_DIGEST_TIME: it is sent at once, once.
 * Stopped and started again, the servers do not send that day's digest again; what came after it waits
 * for the next one. (A running scheduler waking at each slot is tested in modules/jobs/jobs.test.ts.)
 */
const INSTANCES = testDialect() === 'postgres' ? 2 : 1;
let db: TestDatabase;
let ctx: AppContext;
let services: Services;
let smtp: TestSmtp;
let servers: ServerProcess[] = [];
let tenant: Tenant;
let sam: Account;
let eve: Account;
let board: { id: string };
let itemId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  ctx = await createContext(testConfig(db));
  services = createServices(ctx);
  smtp = await startTestSmtp();
  tenant = await services.tenants.create(`digest-${Date.now().toString(36)}`, { name: 'Acme' });
  sam = await makeUser(services, tenant, { role: 'admin', name: 'Sam Staff' });
  eve = await makeUser(services, tenant, { role: 'editor', name: 'Eve Editor', email: 'eve@example.com' });
  board = await makeBoard(services, tenant, { columns: [] });
  [itemId] = (await addItems(services, tenant, board as Parameters<typeof addItems>[2], [
    { name: 'Homepage copy' },
  ])) as [string];
  // Eve follows the item; updates reach her in the daily digest (the default for updates).
  await ctx.db.kysely
    .insertInto('item_follows')
    .values({
      tenant_id: tenant.id,
      item_id: itemId,
      user_id: eve.id,
      following: 1,
      created_at: new Date().toISOString(),
    })
    .execute();
});

afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await smtp?.close();
  await ctx?.db.destroy();
  await db?.drop();
});

/** Sam posts an update on the item (what the updates module emits through the pipeline, in its transaction). */
const post = (text: string) =>
  ctx.db.kysely.transaction().execute((trx) =>
    services.changes.emit(trx, {
      tenantId: tenant.id,
      by: { kind: 'staff', id: sam.id, name: sam.name },
      events: [
        {
          type: 'update.posted',
          boardId: board.id,
          itemId,
          itemName: 'Homepage copy',
          updateId: newId(),
          body: text,
          internal: false,
          mentionedUserIds: [],
          author: { id: sam.id, name: sam.name },
          changes: [],
        },
      ],
    }),
  );

const digestsTo = (email: string): ReceivedEmail[] =>
  smtp.received.filter((e) => e.to.includes(email) && e.subject.startsWith('Your daily summary'));

const until = async (what: string, check: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline)
      throw new Error(`timed out waiting until ${what}\n${servers.map((s) => s.output()).join('\n---\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** The message with its quoted-printable parts decoded (soft line breaks joined, =XX bytes restored). */
const decoded = (email: ReceivedEmail | undefined) =>
  Buffer.from(
    (email?.raw ?? '')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16);

/** Starts the instances one after the other (a loaded machine starts them slowly enough as it is). */
const startAll = async (env: Record<string, string>) => {
  servers = [];
  for (let i = 0; i < INSTANCES; i++) servers.push(await startServer(db, env));
};

/** SIGTERM to every instance; each exits 0 once its scheduler and email sender have stopped. */
const stopAll = async () => {
  for (const server of servers) server.child.kill('SIGTERM');
  const codes = await Promise.all(servers.map((s) => s.exited));
  expect(codes, servers.map((s) => s.output()).join('\n---\n')).toEqual(Array(INSTANCES).fill(0));
};

describe('the daily digest', () => {
  it('is sent over SMTP by the running server once the day’s time has come, once, and not again after a restart', async () => {
    await post('The draft is up.');
    // The digest time: the minute before now, so the servers start after today's.
    const started = Date.now();
    const time = Math.floor(started / 60_000) * 60_000 - 60_000;
    const slot = new Date(time).toISOString();
    const env = { PORTICO_SMTP_URL: smtp.url, PORTICO_DIGEST_TIME: hhmm(time), PORTICO_LOG_LEVEL: 'warn' };
    await startAll(env);

    await until('the digest arrives', () => digestsTo(eve.email).length === 1, 90_000);
    const [digest] = digestsTo(eve.email);
    expect(digest?.subject).toBe('Your daily summary from Acme: 1 notification');
    expect(decoded(digest)).toContain('Sam Staff posted an update on Homepage copy — The draft is up.');

    // After the day's digest: a new update waits for tomorrow's, through a stop and a start.
    await post('One more thing.');
    // Stopped, every instance has finished its scheduler's pass (stop waits for it).
    await stopAll();
    await startAll(env);
    await stopAll();

    expect(digestsTo(eve.email)).toHaveLength(1);
    const queued = (await listOutbox(ctx.db.kysely, tenant.id)).filter((r) => r.kind === 'digest');
    expect(queued.map((r) => r.status)).toEqual(['sent']);
    const runs = await listRuns(ctx.db.kysely, 'notifications.digest');
    expect(runs.map((r) => [r.slot, r.status, r.attempts])).toEqual([[slot, 'done', 1]]);
    const waiting = await ctx.db.kysely
      .selectFrom('notifications')
      .select(['excerpt', 'email'])
      .where('tenant_id', '=', tenant.id)
      .where('user_id', '=', eve.id)
      .orderBy('created_at')
      .execute();
    expect(waiting).toEqual([
      { excerpt: 'The draft is up.', email: 'sent' },
      { excerpt: 'One more thing.', email: 'digest' },
    ]);
  }, 400_000);
});
