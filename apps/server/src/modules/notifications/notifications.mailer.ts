import { tenantUrl } from '../../config';
import type { AppContext } from '../../context';
import { translator } from '../../lib/i18n';
import { type MailService, renderLayout } from '../mail';
import type { NotificationMailer } from './notifications.deliver';

/**
 * Notification emails through the mail module: the tenant's branded layout in the recipient's language, a
 * button to what the notification is about, and in the footer the link to the person's notification
 * settings. Queued in the outbox in the caller's transaction; the outbox's worker sends them.
 */
export const createNotificationMailer = (ctx: AppContext, mail: MailService): NotificationMailer => ({
  async queue(db, emails) {
    for (const email of emails) {
      const portal = tenantUrl(ctx.config, email.tenant.slug);
      const at = (path: string) => new URL(path, portal).toString();
      const entries = (email.entries ?? []).map((e) => (e.excerpt ? `${e.title} — ${e.excerpt}` : e.title));
      const { language } = email.to;
      const rendered = renderLayout(email.subject, {
        brand: mail.brandOf(email.tenant),
        language,
        preheader: email.lines[0] ?? email.heading,
        heading: email.heading,
        paragraphs: [...email.lines, ...entries],
        button: {
          label: email.button?.label ?? translator(language)('email.notification.openPortal'),
          url: at(email.button?.path ?? '/'),
        },
        footerLink: mail.settingsLink(email.tenant, language),
      });
      await mail.outbox.enqueue(db, {
        ...rendered,
        tenantId: email.tenant.id,
        kind: email.entries ? 'digest' : 'notification',
        to: email.to.email,
      });
    }
    if (emails.length > 0) mail.outbox.nudge();
  },
});
