import type { AppContext } from '../../context';
import { languageOf } from '../../domain/language';
import { recipientLanguage, translator } from '../../lib/i18n';
import { nowIso } from '../../lib/time';
import { findTenantById } from '../tenants';
import type { NotificationEmail, NotificationMailer } from './notifications.deliver';
import { claimDigest, digestRecipients, findAccounts, takeDigestEntries } from './notifications.repository';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The daily digest, a job of the scheduler (src/jobs.ts) at PORTICO_DIGEST_TIME (UTC): each person with
 * entries waiting for it gets one email of those they have not read in the app meanwhile. The run's slot
 * names the day. A person's row for that day (notification_digests) is written in the transaction that
 * marks their entries and queues their email, so a run retried after a crash or a failure skips whom it
 * already told, and an entry made after it waits for the next day's.
 */
export const createDigest = (ctx: AppContext, deps: { mailer: NotificationMailer | null }) => {
  const { db } = ctx;

  /** One person's digest of a day, in one transaction; true when an email was queued. */
  const sendTo = (mailer: NotificationMailer, tenantId: string, userId: string, day: string) =>
    db.kysely.transaction().execute(async (trx) => {
      if (!(await claimDigest(trx, tenantId, userId, day, nowIso()))) return false;
      const unread = (await takeDigestEntries(trx, tenantId, userId)).filter((e) => e.read_at === null);
      if (unread.length === 0) return false;
      const tenant = await findTenantById(trx, tenantId);
      const [account] = await findAccounts(trx, tenantId, [userId]);
      if (!tenant || !account || account.status !== 'active') return false;
      // In the person's language today; the entries keep the language they were written in.
      const language = recipientLanguage({ language: languageOf(account.language) }, tenant);
      const t = translator(language);
      const count = { count: unread.length };
      const email: NotificationEmail = {
        tenant,
        to: { id: account.id, name: account.name || account.email, email: account.email, language },
        subject: t('email.digest.subject', { ...count, brand: tenant.name }),
        heading: t('email.digest.heading'),
        lines: [t('email.digest.intro', count)],
        button: { label: t('email.notification.openPortal'), path: '/' },
        entries: unread.map((e) => ({ title: e.title, excerpt: e.excerpt, path: e.link })),
      };
      await mailer.queue(trx, [email]);
      return true;
    });

  return {
    /**
     * Sends the digest of the slot's day (UTC) to everyone it is due to, person by person, until the
     * signal aborts. A person whose digest failed does not stop the others; the run then fails, so the
     * scheduler retries it, and the retry finds only them left.
     */
    async send(slot: Date, signal?: AbortSignal): Promise<{ sent: number }> {
      const { mailer } = deps;
      if (!mailer) return { sent: 0 };
      const day = slot.toISOString().slice(0, 10);
      let sent = 0;
      const failed: unknown[] = [];
      for (const { tenant_id: tenantId, user_id: userId } of await digestRecipients(db.kysely)) {
        if (signal?.aborted) break;
        try {
          if (await sendTo(mailer, tenantId, userId, day)) sent += 1;
        } catch (error) {
          failed.push(error);
        }
      }
      if (failed.length > 0)
        throw new Error(`the digest of ${failed.length} people failed (first: ${messageOf(failed[0])})`);
      return { sent };
    },
  };
};

export type NotificationDigest = ReturnType<typeof createDigest>;
