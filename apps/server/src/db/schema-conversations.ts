import type { Generated } from 'kysely';
import type { Flag } from './flag';

/**
 * The tables of conversations (issue #8): updates on items, notifications, the email outbox, one-time
 * password links and live events. Part of `Database` (schema.ts); kept apart so neither file grows past a screenful.
 */

/** An update on an item or a reply to one (migration 0014, modules/updates). */
export interface ItemUpdatesTable {
  tenant_id: string;
  id: string;
  board_id: string;
  item_id: string;
  /** The top-level update this one replies to. */
  parent_id: string | null;
  /** No foreign key: a removed account's updates stay, without an author. */
  author_id: string | null;
  /** The formatting set of contract rich-text.ts; '' once deleted. */
  body: string;
  /** 1: an internal note, staff only. */
  internal: Flag;
  created_at: string;
  edited_at: string | null;
  deleted_at: string | null;
}

/** An attachment of an update: a `files` row of kind 'update'. */
export interface ItemUpdateFilesTable {
  tenant_id: string;
  update_id: string;
  file_id: string;
  position: number;
}

/** A person mentioned in an update (their account). */
export interface ItemUpdateMentionsTable {
  tenant_id: string;
  update_id: string;
  user_id: string;
}

/** One entry of a person's notifications (modules/notifications). */
export interface NotificationsTable {
  tenant_id: string;
  id: string;
  user_id: string;
  kind: string;
  actor_id: string | null;
  actor_name: string | null;
  board_id: string | null;
  item_id: string | null;
  update_id: string | null;
  title: string;
  excerpt: string | null;
  link: string;
  /** Shown in the bell (the person's preference when it was made). */
  in_app: Flag;
  /** 'none' | 'instant' | 'digest' | 'sent' | 'skipped' */
  email: string;
  created_at: string;
  read_at: string | null;
}

export interface NotificationPreferencesTable {
  tenant_id: string;
  user_id: string;
  kind: string;
  in_app: Flag;
  email: string;
}

export interface ItemFollowsTable {
  tenant_id: string;
  item_id: string;
  user_id: string;
  following: Flag;
  created_at: string;
}

export interface ItemAssigneesTable {
  tenant_id: string;
  item_id: string;
  user_id: string;
}

export interface NotificationDigestsTable {
  tenant_id: string;
  user_id: string;
  day: string;
  sent_at: string;
}

export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** An email until the SMTP server accepted it (modules/mail, docs/decisions.md "Email"). */
export interface OutboxTable {
  tenant_id: string;
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  message_id: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  /** The sender holding the claim (migration 0018); only it renews the lease. */
  locked_by: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export type PasswordTokenPurpose = 'reset' | 'invite';

/** One-time links that set a password: a reset, or an invitation's first password. Only hashes. */
export interface PasswordTokensTable {
  tenant_id: string;
  id: string;
  user_id: string;
  purpose: PasswordTokenPurpose;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** One live event (modules/live); `id` is generated, so it is optional on insert. */
export interface LiveEventsTable {
  id: Generated<number>;
  tenant_id: string;
  type: string;
  board_id: string | null;
  item_id: string | null;
  payload: string;
  internal: Flag;
  audience_user_id: string | null;
  person_ids: string | null;
  created_at: string;
}
