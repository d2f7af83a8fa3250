import { hostname } from 'node:os';
import type { AppContext } from '../../context';
import { outsideTenantScope } from '../../db/tenant-scope';
import { newId } from '../../lib/ids';
import type { RenderedEmail } from './mail.layout';
import type { MailKind } from './mail.templates';
import { type MailLog, type MailTransport, createMailTransport } from './mail.transport';
import {
  type MailDb,
  type OutboxRow,
  claimDue,
  insertOutbox,
  markFailedAttempt,
  markSent,
  renewLeases,
} from './outbox.repository';

/** Waits after the 1st, 2nd, … failed attempt; after MAX_ATTEMPTS failures the email is given up. */
export const RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 43_200_000, 86_400_000];
export const MAX_ATTEMPTS = 8;

export interface OutboxOptions {
  /**
   * How long a claimed row belongs to its sender without a heartbeat; after that (a crashed sender) it is
   * due again. Default 30 s: what an email claimed by a sender that crashed waits, at most, for another.
   */
  leaseMs?: number;
  /** How often a sender renews the lease of the rows it still has to send (default a third of it). */
  heartbeatMs?: number;
  batchSize?: number;
  /** How often the worker looks for due emails (besides the nudge after each enqueue). */
  intervalMs?: number;
  transport?: MailTransport;
}

export interface NewEmail extends RenderedEmail {
  tenantId: string;
  kind: MailKind;
  to: string;
}

export interface SendReport {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * The outbox (docs/decisions.md, "Email"): an email is a row, written in the caller's transaction, until
 * the SMTP server accepted it. The sender claims due rows under a short lease that a heartbeat renews
 * while it works through them, sends each and marks it sent right after the server's acceptance; a
 * failure is retried with backoff. Delivery is at least once: only a crash between the acceptance and the
 * mark can send a row twice, with the same Message-ID. A crashed sender's rows are due again once its
 * lease ran out (30 s), not after the longest a batch could take.
 */
export const createOutboxService = (ctx: AppContext, log: MailLog, options: OutboxOptions = {}) => {
  const { config } = ctx;
  const leaseMs = options.leaseMs ?? 30_000;
  const heartbeatMs = options.heartbeatMs ?? Math.max(1, Math.floor(leaseMs / 3));
  const owner = `${hostname()}:${process.pid}:${newId().slice(-6)}`;
  const batchSize = options.batchSize ?? 10;
  const intervalMs = options.intervalMs ?? 30_000;
  const transport = options.transport ?? createMailTransport(config.smtpUrl, log);
  const iso = (ms: number) => new Date(ms).toISOString();
  const messageDomain = config.baseUrl.hostname || 'portico.invalid';

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  const sendOne = async (row: Awaited<ReturnType<typeof claimDue>>[number], report: SendReport) => {
    try {
      await transport.send({
        from: config.mailFrom,
        to: row.to_address,
        subject: row.subject,
        html: row.html,
        text: row.text,
        messageId: row.message_id,
      });
    } catch (error) {
      const attempts = row.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      const delay = RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1] as number;
      const next = attempts >= MAX_ATTEMPTS ? null : iso(config.now() + delay);
      await markFailedAttempt(ctx.db.kysely, row, attempts, next, message);
      if (next === null) {
        report.failed++;
        log.error(
          { outboxId: row.id, kind: row.kind, attempts, err: message },
          'email given up after repeated failures',
        );
      } else {
        report.retried++;
        log.warn({ outboxId: row.id, kind: row.kind, attempts, retryAt: next, err: message }, 'email failed');
      }
      return;
    }
    await markSent(ctx.db.kysely, row, iso(config.now()));
    report.sent++;
  };

  /**
   * Sends a claimed batch, renewing the lease of its unsent rows every heartbeatMs. A row whose lease
   * another sender took over meanwhile (this one stalled past it) is left to that sender.
   */
  const sendBatch = async (rows: OutboxRow[], report: SendReport) => {
    const held = new Set(rows.map((r) => r.id));
    let beating: Promise<void> | null = null;
    const beat = setInterval(() => {
      if (beating) return;
      const unsent = rows.filter((r) => held.has(r.id));
      const lease = { until: iso(config.now() + leaseMs), owner };
      beating = renewLeases(ctx.db.kysely, unsent, lease)
        .then(
          (kept) => {
            for (const r of unsent) if (!kept.has(r.id)) held.delete(r.id);
          },
          (error: unknown) => log.warn({ err: error }, 'renewing the lease of claimed emails failed'),
        )
        .finally(() => (beating = null));
    }, heartbeatMs);
    beat.unref();
    try {
      for (const row of rows) {
        if (!held.has(row.id)) continue;
        await sendOne(row, report);
        held.delete(row.id);
      }
    } finally {
      clearInterval(beat);
      await beating;
    }
  };

  /** Sends every email due now, batch after batch; what fails is rescheduled. */
  const sendDue = async (): Promise<SendReport> => {
    const report: SendReport = { sent: 0, retried: 0, failed: 0 };
    for (;;) {
      const now = config.now();
      const rows = await claimDue(ctx.db.kysely, iso(now), { until: iso(now + leaseMs), owner }, batchSize);
      await sendBatch(rows, report);
      if (rows.length < batchSize) return report;
    }
  };

  /** One pass of the worker at a time; a nudge during a pass asks for another one after it. */
  const tick = () => {
    if (running) {
      again = true;
      return;
    }
    running = sendDue()
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, 'the email sender failed'))
      .finally(() => {
        running = null;
        if (again && timer) {
          again = false;
          tick();
        }
      });
  };

  return {
    sendDue,

    /** Writes an email to the outbox, in the caller's transaction when `db` is one. */
    async enqueue(db: MailDb, email: NewEmail): Promise<string> {
      const id = newId();
      const now = iso(config.now());
      await insertOutbox(db, {
        tenant_id: email.tenantId,
        id,
        kind: email.kind,
        to_address: email.to,
        subject: email.subject,
        html: email.html,
        text: email.text,
        message_id: `<${id}@${messageDomain}>`,
        status: 'pending',
        attempts: 0,
        next_attempt_at: now,
        locked_until: null,
        locked_by: null,
        last_error: null,
        created_at: now,
        sent_at: null,
      });
      return id;
    },

    /** Asks the running worker to look soon (after the caller's transaction has committed). */
    nudge(): void {
      // The sender works for every tenant: it must not inherit the scope of the request that nudged it.
      if (timer) outsideTenantScope(() => setTimeout(tick, 50).unref());
    },

    /** Starts the worker loop (src/server.ts); tests call sendDue themselves. */
    start(): void {
      if (timer) return;
      timer = setInterval(tick, intervalMs);
      timer.unref();
      tick();
    },

    /** Stops the loop and waits for a pass in flight; an email not yet accepted stays in the outbox. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      again = false;
      await running;
      transport.close();
    },
  };
};

export type OutboxService = ReturnType<typeof createOutboxService>;
