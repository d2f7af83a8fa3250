import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import { makeTenant, useTestApp } from '../../../test/support/app';
import { testDialect } from '../../../test/support/context';
import { countByMessageId, startTestSmtp, type TestSmtp } from '../../../test/support/smtp';
import {
  type MailLog,
  MAX_ATTEMPTS,
  RETRY_DELAYS_MS,
  createOutboxService,
  listOutbox,
  logTransport,
  passwordResetEmail,
  smtpTransport,
} from './index';

const t = useTestApp();
const quiet: MailLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The context with its own clock (the outbox reads time only through config.now). */
const at = (clock: () => number): AppContext => ({ ...t.ctx, config: { ...t.ctx.config, now: clock } });

let smtp: TestSmtp;
let rejectNext = 0;
beforeAll(async () => {
  smtp = await startTestSmtp({ decide: () => (rejectNext-- > 0 ? 'reject' : 'accept') });
});
afterAll(async () => {
  await smtp.close();
});
beforeEach(async () => {
  rejectNext = 0;
  smtp.received.length = 0;
  await t.ctx.db.kysely.deleteFrom('outbox').execute();
});

/** A transport whose sends never end: a sender stuck in it holds its rows until it dies. */
const hangingTransport = { send: () => new Promise<void>(() => undefined), close: () => undefined };

const until = async (what: string, check: () => boolean | Promise<boolean>) => {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

const enqueue = async (tenantId: string, n: number) => {
  for (let i = 0; i < n; i++) {
    const email = passwordResetEmail(
      { name: 'Acme <Agency>', logoUrl: null, portalUrl: 'http://acme.localhost:3000/' },
      {
        name: `Person ${i}`,
        link: `http://acme.localhost:3000/auth/reset-password?token=t${i}`,
        ttlMs: 3_600_000,
      },
    );
    await t.services.mail.outbox.enqueue(t.ctx.db.kysely, {
      ...email,
      tenantId,
      kind: 'password-reset',
      to: `person-${i}@example.com`,
    });
  }
};

describe('the outbox sender', () => {
  it('delivers each email once with HTML and text parts, its Message-ID and the From setting', async () => {
    const tenant = await makeTenant(t.services);
    await enqueue(tenant.id, 3);
    const sender = createOutboxService(t.ctx, quiet, { transport: smtpTransport(smtp.url), batchSize: 2 });
    expect(await sender.sendDue()).toEqual({ sent: 3, retried: 0, failed: 0 });
    const rows = await listOutbox(t.ctx.db.kysely, tenant.id);
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
    expect(smtp.received).toHaveLength(3);
    const byId = new Map(smtp.received.map((e) => [e.messageId, e]));
    for (const row of rows) {
      const email = byId.get(row.message_id);
      expect(email, row.message_id).toBeDefined();
      expect(email?.to).toBe(row.to_address);
      expect(email?.subject).toBe('Reset your Acme <Agency> password');
      expect(email?.header('From')).toBe(t.ctx.config.mailFrom);
      expect(email?.header('Content-Type')).toMatch(/^multipart\/alternative/);
      expect(email?.raw).toMatch(/Content-Type: text\/plain/);
      expect(email?.raw).toMatch(/Content-Type: text\/html/);
      expect(row.sent_at).not.toBeNull();
      expect(row.attempts).toBe(0);
    }
    // Nothing left: a second pass sends nothing.
    expect(await sender.sendDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(3);
  });

  it('retries a rejected email with backoff, and sends it once it is due again', async () => {
    const tenant = await makeTenant(t.services);
    await enqueue(tenant.id, 1);
    let now = Date.now();
    const sender = createOutboxService(
      at(() => now),
      quiet,
      { transport: smtpTransport(smtp.url) },
    );
    rejectNext = 2;
    expect(await sender.sendDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    let [row] = await listOutbox(t.ctx.db.kysely, tenant.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, locked_until: null });
    expect(row?.last_error).toMatch(/Mailbox unavailable/);
    expect(Date.parse(row?.next_attempt_at ?? '')).toBe(now + (RETRY_DELAYS_MS[0] as number));
    // Not due yet.
    expect(await sender.sendDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    now += RETRY_DELAYS_MS[0] as number;
    expect(await sender.sendDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    [row] = await listOutbox(t.ctx.db.kysely, tenant.id);
    expect(Date.parse(row?.next_attempt_at ?? '')).toBe(now + (RETRY_DELAYS_MS[1] as number));
    now += RETRY_DELAYS_MS[1] as number;
    expect(await sender.sendDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    [row] = await listOutbox(t.ctx.db.kysely, tenant.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(countByMessageId(smtp.received)).toEqual(new Map([[row?.message_id, 1]]));
  });

  it('keeps an email when the SMTP server cannot be reached, and gives up after the last attempt', async () => {
    const tenant = await makeTenant(t.services);
    await enqueue(tenant.id, 1);
    const closed = await startTestSmtp();
    await closed.close();
    let now = Date.now();
    const errors: object[] = [];
    const log: MailLog = { ...quiet, error: (obj) => void errors.push(obj) };
    const sender = createOutboxService(
      at(() => now),
      log,
      { transport: smtpTransport(closed.url) },
    );
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      expect(await sender.sendDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
      const [row] = await listOutbox(t.ctx.db.kysely, tenant.id);
      expect(row).toMatchObject({ status: 'pending', attempts: attempt });
      now = Date.parse(row?.next_attempt_at ?? '');
    }
    expect(await sender.sendDue()).toEqual({ sent: 0, retried: 0, failed: 1 });
    const [row] = await listOutbox(t.ctx.db.kysely, tenant.id);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(errors).toHaveLength(1);
    now += 365 * 86_400_000;
    expect(await sender.sendDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('never sends a row twice when two senders claim at the same time', async () => {
    const tenant = await makeTenant(t.services);
    await enqueue(tenant.id, 40);
    const senders = [1, 2, 3].map(() =>
      createOutboxService(t.ctx, quiet, { transport: smtpTransport(smtp.url), batchSize: 3 }),
    );
    const reports = await Promise.all(senders.map((s) => s.sendDue()));
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(40);
    const counts = countByMessageId(smtp.received);
    expect(counts.size).toBe(40);
    expect([...counts.values()].every((c) => c === 1)).toBe(true);
    // On PostgreSQL the senders ran side by side on separate connections (SKIP LOCKED).
    if (testDialect() === 'postgres')
      expect(reports.filter((r) => r.sent > 0).length, JSON.stringify(reports)).toBeGreaterThan(1);
  });

  it('takes over the rows of a sender whose lease ran out', async () => {
    const tenant = await makeTenant(t.services);
    await enqueue(tenant.id, 2);
    let now = Date.now();
    // A sender that stopped answering: no send ever ends and no heartbeat comes (as a killed process).
    const hanging = createOutboxService(
      at(() => now),
      quiet,
      { transport: hangingTransport, leaseMs: 60_000, heartbeatMs: 10 * 3_600_000 },
    );
    void hanging.sendDue();
    await until('the hanging sender holds the rows', async () =>
      (await listOutbox(t.ctx.db.kysely, tenant.id)).every((r) => r.locked_until !== null),
    );
    const other = createOutboxService(
      at(() => now),
      quiet,
      { transport: smtpTransport(smtp.url) },
    );
    expect(await other.sendDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    now += 60_000;
    expect(await other.sendDue()).toEqual({ sent: 2, retried: 0, failed: 0 });
  });

  it('sends the emails of a crashed sender within its short lease (30 s), not 10 minutes later', async () => {
    const tenant = await makeTenant(t.services);
    await enqueue(tenant.id, 1);
    const start = Date.now();
    let now = start;
    // The default lease; the crashed sender's heartbeat never comes.
    const crashed = createOutboxService(
      at(() => now),
      quiet,
      { transport: hangingTransport, heartbeatMs: 10 * 3_600_000 },
    );
    void crashed.sendDue();
    await until('the crashed sender holds the row', async () =>
      (await listOutbox(t.ctx.db.kysely, tenant.id)).every((r) => r.locked_until !== null),
    );
    const [held] = await listOutbox(t.ctx.db.kysely, tenant.id);
    expect(Date.parse(held?.locked_until ?? '')).toBe(start + 30_000);
    const restarted = createOutboxService(
      at(() => now),
      quiet,
      { transport: smtpTransport(smtp.url) },
    );
    now = start + 29_999;
    expect(await restarted.sendDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    now = start + 30_000;
    expect(await restarted.sendDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(countByMessageId(smtp.received)).toEqual(new Map([[held?.message_id, 1]]));
  });

  it('keeps its emails while a slow SMTP server holds it up, by renewing their lease', async () => {
    const tenant = await makeTenant(t.services);
    await enqueue(tenant.id, 2);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const slow = await startTestSmtp({
      decide: async (n) => {
        if (n === 1) await answered;
        return 'accept' as const;
      },
    });
    try {
      const start = Date.now();
      let now = start;
      const sender = createOutboxService(
        at(() => now),
        quiet,
        { transport: smtpTransport(slow.url), leaseMs: 30_000, heartbeatMs: 20 },
      );
      const sending = sender.sendDue();
      await until('the first email reached the server', () => slow.arrivals() === 1);
      // The sender is still at it 25 s later: its heartbeat moves both leases on from there.
      now = start + 25_000;
      await until('the leases were renewed', async () =>
        (await listOutbox(t.ctx.db.kysely, tenant.id)).every(
          (r) => Date.parse(r.locked_until ?? '') >= start + 55_000,
        ),
      );
      // Past the first lease: another sender finds nothing to take.
      now = start + 40_000;
      const other = createOutboxService(
        at(() => now),
        quiet,
        { transport: smtpTransport(smtp.url) },
      );
      expect(await other.sendDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
      answer();
      expect(await sending).toEqual({ sent: 2, retried: 0, failed: 0 });
      expect(smtp.received).toEqual([]);
      const counts = countByMessageId(slow.received);
      expect([...counts.values()]).toEqual([1, 1]);
    } finally {
      answer();
      await slow.close();
    }
  });

  it('without SMTP, writes each email to the log with its link', async () => {
    const tenant = await makeTenant(t.services);
    await enqueue(tenant.id, 1);
    const lines: Array<Record<string, unknown>> = [];
    const log: MailLog = { ...quiet, info: (obj) => void lines.push(obj as Record<string, unknown>) };
    const sender = createOutboxService(t.ctx, log, { transport: logTransport(log) });
    expect(await sender.sendDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      to: 'person-0@example.com',
      subject: 'Reset your Acme <Agency> password',
    });
    expect(String(lines[0]?.text)).toContain('http://acme.localhost:3000/auth/reset-password?token=t0');
  });

  it('goes with its tenant when the tenant is deleted', async () => {
    const tenant = await makeTenant(t.services);
    await enqueue(tenant.id, 2);
    await t.ctx.db.kysely.deleteFrom('tenants').where('id', '=', tenant.id).execute();
    expect(await listOutbox(t.ctx.db.kysely, tenant.id)).toEqual([]);
  });
});
