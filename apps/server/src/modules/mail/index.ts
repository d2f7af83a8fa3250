/** The mail module's public API (docs/decisions.md, "Email"). */
export { createMailService, type MailService } from './mail.service';
export { escapeHtml, renderLayout, type MailBrand, type MailLink, type RenderedEmail } from './mail.layout';
export { describeDuration, invitationEmail, passwordResetEmail, type MailKind } from './mail.templates';
export {
  createMailTransport,
  logTransport,
  smtpTransport,
  type MailLog,
  type MailTransport,
} from './mail.transport';
export {
  createOutboxService,
  MAX_ATTEMPTS,
  RETRY_DELAYS_MS,
  type OutboxOptions,
  type OutboxService,
} from './outbox.service';
export { listOutbox, type MailDb, type OutboxRow } from './outbox.repository';
