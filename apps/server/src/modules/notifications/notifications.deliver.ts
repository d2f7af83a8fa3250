import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type EmailCadence,
  type Language,
  type NotificationKind,
  type NotificationPreference,
  notificationKindSchema,
} from '@portico/contract';
import type { NotificationsTable } from '../../db/schema';
import { type Translate, translator } from '../../lib/i18n';
import { newId } from '../../lib/ids';
import { nowIso } from '../../lib/time';
import type { Executor } from '../../db/executor';
import type { ChangeDelivery } from '../changes';
import type { Tenant } from '../../domain/tenant';
import { insertNotifications, listPreferences } from './notifications.repository';

/**
 * A text of a notification, written in each recipient's language as it is addressed to them (issue 26). It
 * is stored as written: a notification keeps the language it was made in.
 */
export type Written = (t: Translate) => string;

/** What one notification says, before it is addressed to its recipients. */
export interface NotificationDraft {
  kind: NotificationKind;
  actor: { id: string | null; name: string } | null;
  title: Written;
  /** What it is about: a quote (an update's text, as written) or a text of Portico's own. */
  excerpt: string | Written | null;
  boardId: string | null;
  itemId: string | null;
  updateId: string | null;
  /** A path of the tenant's portal. */
  link: string;
  /** The email's button, when not "Open the item" / "Open the portal" to `link`. */
  emailButton?: { label: Written; path: string };
}

export interface Recipient {
  id: string;
  name: string;
  email: string;
  /** The language the person reads Portico in: their own, else their tenant's (lib/i18n `recipientLanguage`). */
  language: Language;
}

/** One email of a notification, as the mail module sends it (branded, with a link to the preferences). */
export interface NotificationEmail {
  tenant: Tenant;
  to: Recipient;
  subject: string;
  heading: string;
  lines: string[];
  button: { label: string; path: string } | null;
  /** A digest's entries, each with the path it leads to. */
  entries?: { title: string; excerpt: string | null; path: string }[];
}

/** Where notification emails go: queued in the outbox, in the transaction that made them. */
export interface NotificationMailer {
  queue(executor: Executor, emails: NotificationEmail[]): Promise<void>;
}

/** The preferences of several people for one kind: what they chose, else the default. */
export const preferencesFor = async (
  db: Executor,
  tenantId: string,
  userIds: readonly string[],
  kind: NotificationKind,
): Promise<Map<string, NotificationPreference>> => {
  const chosen = new Map<string, NotificationPreference>();
  for (const row of await listPreferences(db, tenantId, userIds))
    if (row.kind === kind)
      chosen.set(row.user_id, { inApp: row.in_app === 1, email: row.email as EmailCadence });
  return new Map(userIds.map((id) => [id, chosen.get(id) ?? DEFAULT_NOTIFICATION_PREFERENCES[kind]]));
};

const EMAIL_STATE: Record<EmailCadence, string> = { instant: 'sent', daily: 'digest', off: 'none' };

/** A draft's title and excerpt in one recipient's language. */
const writtenFor = (draft: NotificationDraft, t: Translate) => ({
  title: draft.title(t),
  excerpt: typeof draft.excerpt === 'function' ? draft.excerpt(t) : draft.excerpt,
});

/** The email of one notification sent at once, in the recipient's language. */
export const instantEmail = (
  tenant: Tenant,
  to: Recipient,
  draft: NotificationDraft,
  t: Translate = translator(to.language),
): NotificationEmail => {
  const { title, excerpt } = writtenFor(draft, t);
  return {
    tenant,
    to,
    subject: title,
    heading: title,
    lines: excerpt ? [excerpt] : [],
    button: draft.emailButton
      ? { label: draft.emailButton.label(t), path: draft.emailButton.path }
      : {
          label: t(draft.itemId ? 'email.notification.openItem' : 'email.notification.openPortal'),
          path: draft.link,
        },
  };
};

/**
 * Addresses a notification to its recipients by their preferences, in the change's transaction: an entry
 * in the bell for those who want one, an email queued now for "instantly", and an entry waiting for the
 * digest for "daily". Someone who wants neither gets nothing. Each is written in its recipient's language.
 */
export const deliver = async (
  out: Pick<ChangeDelivery, 'executor' | 'emit'>,
  tenant: Tenant,
  recipients: readonly Recipient[],
  draft: NotificationDraft,
  mailer: NotificationMailer | null,
): Promise<number> => {
  notificationKindSchema.parse(draft.kind);
  if (recipients.length === 0) return 0;
  const db = out.executor;
  const prefs = await preferencesFor(
    db,
    tenant.id,
    recipients.map((r) => r.id),
    draft.kind,
  );
  const at = nowIso();
  const rows: NotificationsTable[] = [];
  const emails: NotificationEmail[] = [];
  for (const to of recipients) {
    const pref = prefs.get(to.id) ?? DEFAULT_NOTIFICATION_PREFERENCES[draft.kind];
    const email = mailer ? pref.email : 'off';
    if (!pref.inApp && email === 'off') continue;
    const t = translator(to.language);
    const { title, excerpt } = writtenFor(draft, t);
    rows.push({
      tenant_id: tenant.id,
      id: newId(),
      user_id: to.id,
      kind: draft.kind,
      actor_id: draft.actor?.id ?? null,
      actor_name: draft.actor?.name ?? null,
      board_id: draft.boardId,
      item_id: draft.itemId,
      update_id: draft.updateId,
      title,
      excerpt,
      link: draft.link,
      in_app: pref.inApp ? 1 : 0,
      email: EMAIL_STATE[email],
      created_at: at,
      read_at: null,
    });
    if (email === 'instant') emails.push(instantEmail(tenant, to, draft, t));
  }
  await insertNotifications(db, rows);
  // Each bell that is open refreshes (the change pipeline: live events, to that person only).
  await out.emit(
    rows.filter((r) => r.in_app === 1).map((r) => ({ type: 'notifications.changed', userId: r.user_id })),
  );
  if (mailer && emails.length > 0) await mailer.queue(db, emails);
  return rows.length;
};
