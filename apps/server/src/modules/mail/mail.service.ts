import { type Language, NOTIFICATION_SETTINGS_PATH, RESET_PASSWORD_PATH } from '@portico/contract';
import { tenantUrl } from '../../config';
import type { AppContext } from '../../context';
import { recipientLanguage, translator } from '../../lib/i18n';
import type { FilesService } from '../files';
import type { Tenant } from '../../domain/tenant';
import type { Account } from '../../domain/account';
import type { MailBrand, MailLink } from './mail.layout';
import { invitationEmail, passwordResetEmail } from './mail.templates';
import type { MailLog } from './mail.transport';
import type { MailDb } from './outbox.repository';
import { type OutboxOptions, createOutboxService } from './outbox.service';

export interface MailDeps {
  files: Pick<FilesService, 'url'>;
  log: MailLog;
  outbox?: OutboxOptions;
}

/**
 * The emails of the app, each rendered for its tenant and written to the outbox (in the caller's
 * transaction when given one). The outbox's worker sends them.
 */
export const createMailService = (ctx: AppContext, deps: MailDeps) => {
  const { config } = ctx;
  const outbox = createOutboxService(ctx, deps.log, deps.outbox);

  const brandOf = (tenant: Tenant): MailBrand => {
    const portalUrl = tenantUrl(config, tenant.slug);
    return {
      name: tenant.name,
      portalUrl,
      logoUrl: tenant.logoFileId
        ? new URL(deps.files.url(tenant.id, tenant.logoFileId, 'logo'), portalUrl).toString()
        : null,
    };
  };

  /** The reset-password screen with a token (resets and invitations share it). */
  const passwordLink = (tenant: Tenant, token: string) => {
    const url = new URL(tenantUrl(config, tenant.slug, RESET_PASSWORD_PATH));
    url.searchParams.set('token', token);
    return url.toString();
  };

  /** Every email's footer links to the recipient's notification settings (issue #8), in their language. */
  const settingsLink = (tenant: Tenant, language: Language): MailLink => ({
    label: translator(language)('email.layout.settingsLink'),
    url: new URL(NOTIFICATION_SETTINGS_PATH, tenantUrl(config, tenant.slug)).toString(),
  });

  return {
    outbox,
    brandOf,
    passwordLink,
    settingsLink,

    /** In the person's language, else their tenant's (issue 26). */
    async passwordReset(db: MailDb, tenant: Tenant, user: Account, token: string) {
      const language = recipientLanguage(user, tenant);
      const email = passwordResetEmail(
        brandOf(tenant),
        {
          name: user.name,
          link: passwordLink(tenant, token),
          ttlMs: config.resetTokenTtlMs,
        },
        { footerLink: settingsLink(tenant, language), language },
      );
      await outbox.enqueue(db, { ...email, tenantId: tenant.id, kind: 'password-reset', to: user.email });
      outbox.nudge();
    },

    /** In the invited account's language when it has one (it rarely has yet), else the tenant's. */
    async invitation(db: MailDb, tenant: Tenant, user: Account, token: string) {
      const language = recipientLanguage(user, tenant);
      const email = invitationEmail(
        brandOf(tenant),
        {
          name: user.name,
          link: passwordLink(tenant, token),
          ttlMs: config.inviteTokenTtlMs,
          staff: user.role !== 'client',
        },
        { footerLink: settingsLink(tenant, language), language },
      );
      await outbox.enqueue(db, { ...email, tenantId: tenant.id, kind: 'invitation', to: user.email });
      outbox.nudge();
    },
  };
};

export type MailService = ReturnType<typeof createMailService>;
