import type { AppContext } from '../../context';
import { nowIso } from '../../lib/time';
import { findTenantById } from '../tenants/tenants.repository';
import type { NotificationEmail, NotificationMailer } from './notifications.deliver';
import { claimDigest, digestRecipients, findAccounts, takeDigestEntries } from './notifications.repository';

/**
 * The daily digest: once a day, from `hour` (UTC), each person with entries waiting for it gets one email
 * of those they have not read in the app meanwhile. The day's row (notification_digests) is the claim, so
 * on several instances exactly one sends it, and an entry made after it waits for the next day's.
 */
export const createDigest = (ctx: AppContext, deps: { mailer: NotificationMailer | null; hour: number }) => ({
  async sendDue(now = new Date(ctx.config.now())): Promise<number> {
    const { mailer } = deps;
    if (!mailer || now.getUTCHours() < deps.hour) return 0;
    const day = now.toISOString().slice(0, 10);
    let sent = 0;
    for (const { tenant_id: tenantId, user_id: userId } of await digestRecipients(ctx.db.kysely)) {
      await ctx.db.kysely.transaction().execute(async (trx) => {
        if (!(await claimDigest(trx, tenantId, userId, day, nowIso()))) return;
        const unread = (await takeDigestEntries(trx, tenantId, userId)).filter((e) => e.read_at === null);
        if (unread.length === 0) return;
        const tenant = await findTenantById(trx, tenantId);
        const [account] = await findAccounts(trx, tenantId, [userId]);
        if (!tenant || !account || account.status !== 'active') return;
        const count = unread.length === 1 ? '1 notification' : `${unread.length} notifications`;
        const email: NotificationEmail = {
          tenant,
          to: { id: account.id, name: account.name || account.email, email: account.email },
          subject: `Your daily summary from ${tenant.name}: ${count}`,
          heading: `What happened since yesterday`,
          lines: [`You have ${count} you have not seen yet.`],
          button: { label: 'Open the portal', path: '/' },
          entries: unread.map((e) => ({ title: e.title, excerpt: e.excerpt, path: e.link })),
        };
        await mailer.queue(trx, [email]);
        sent += 1;
      });
    }
    return sent;
  },
});

export type NotificationDigest = ReturnType<typeof createDigest>;
