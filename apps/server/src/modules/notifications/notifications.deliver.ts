import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type EmailCadence,
  type NotificationKind,
  type NotificationPreference,
  notificationKindSchema,
} from '@portico/contract';
import type { NotificationsTable } from '../../db/schema';
import { newId } from '../../lib/ids';
import { nowIso } from '../../lib/time';
import type { Executor } from '../../db/executor';
import type { ChangeDelivery } from '../changes';
import type { Tenant } from '../../domain/tenant';
import { insertNotifications, listPreferences } from './notifications.repository';

/** What one notification says, before it is addressed to its recipients. */
export interface NotificationDraft {
  kind: NotificationKind;
  actor: { id: string | null; name: string } | null;
  title: string;
  excerpt: string | null;
  boardId: string | null;
  itemId: string | null;
  updateId: string | null;
  /** A path of the tenant's portal. */
  link: string;
  /** The email's button, when not "Open the item" / "Open the portal" to `link`. */
  emailButton?: { label: string; path: string };
}

export interface Recipient {
  id: string;
  name: string;
  email: string;
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

/** The email of one notification sent at once. */
export const instantEmail = (tenant: Tenant, to: Recipient, draft: NotificationDraft): NotificationEmail => ({
  tenant,
  to,
  subject: draft.title,
  heading: draft.title,
  lines: draft.excerpt ? [draft.excerpt] : [],
  button: draft.emailButton ?? {
    label: draft.itemId ? 'Open the item' : 'Open the portal',
    path: draft.link,
  },
});

/**
 * Addresses a notification to its recipients by their preferences, in the change's transaction: an entry
 * in the bell for those who want one, an email queued now for "instantly", and an entry waiting for the
 * digest for "daily". Someone who wants neither gets nothing.
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
      title: draft.title,
      excerpt: draft.excerpt,
      link: draft.link,
      in_app: pref.inApp ? 1 : 0,
      email: EMAIL_STATE[email],
      created_at: at,
      read_at: null,
    });
    if (email === 'instant') emails.push(instantEmail(tenant, to, draft));
  }
  await insertNotifications(db, rows);
  // Each bell that is open refreshes (the change pipeline: live events, to that person only).
  await out.emit(
    rows.filter((r) => r.in_app === 1).map((r) => ({ type: 'notifications.changed', userId: r.user_id })),
  );
  if (mailer && emails.length > 0) await mailer.queue(db, emails);
  return rows.length;
};
