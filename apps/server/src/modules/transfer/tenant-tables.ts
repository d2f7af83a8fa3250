import type { Database } from '../../db/schema';

/**
 * Every table that holds a tenant's rows, and what a tenant export does with it: the document carries it
 * (where), the import derives it again (from what), or it is left out on purpose (why). The export is a
 * backup, so nothing may be lost by forgetting: a table with a tenant_id column that is not here fails
 * the build (this type) and tenant-tables.test.ts (which reads the migrated schema on both databases). A
 * new tenant table is one line here, and, if the document carries it, a part of the document
 * (packages/contract/src/transfer.ts) and a row in docs/tenant-export.md.
 */

export type TableFate = { carried: string } | { derived: string } | { leftOut: string };

/** The tables of `Database` that have a tenant_id column. */
export type TenantTable = {
  [K in keyof Database]: Database[K] extends { tenant_id: string } ? K : never;
}[keyof Database];

export const TENANT_TABLES = {
  users: { carried: 'users (without password hashes)' },
  board_access: { carried: 'users[].boardIds' },
  notification_preferences: { carried: 'users[].notificationPreferences' },
  people: { carried: 'people' },
  boards: { carried: 'boards' },
  board_groups: { carried: 'boards[].groups' },
  board_columns: { carried: 'boards[].columns' },
  items: { carried: 'boards[].groups[].items' },
  item_follows: { carried: 'boards[].groups[].items[].follows' },
  item_assignees: { carried: 'boards[].groups[].items[].announcedTo' },
  files: { carried: 'files (with their bytes)' },
  feedback: { carried: 'feedback' },
  item_updates: { carried: 'updates' },
  item_update_files: { carried: 'updates[].fileIds' },
  item_update_mentions: { carried: 'updates[].mentionedUserIds' },
  notifications: { carried: 'notifications' },
  activity: { carried: 'activity' },

  item_people: { derived: 'who is assigned, from the items’ people values' },
  item_sort_keys: { derived: 'the staff board’s sort keys, from the items’ values' },

  sessions: { leftOut: 'sign-ins: secrets of this installation; users sign in again' },
  login_tokens: { leftOut: 'one-time sign-in links: secrets, and short-lived' },
  password_tokens: { leftOut: 'password reset and invitation links: secrets, and short-lived' },
  oidc_states: { leftOut: 'identity-provider sign-ins in progress: minutes long' },
  rate_limits: { leftOut: 'request counters of a time window' },
  sign_in_throttle: { leftOut: 'failed sign-in counters: they protect this installation' },
  outbox: {
    leftOut: 'emails waiting for the mail server: an import sends no email about what happened before it',
  },
  notification_digests: {
    leftOut: 'which day’s digest was sent to whom; an import marks entries that waited for one as done',
  },
  live_events: {
    leftOut: 'the feed of open browser connections: numbered per installation, read within seconds',
  },
  change_queue: {
    leftOut: 'changes waiting for a background subscriber of this installation: handled within minutes',
  },
} as const satisfies Record<TenantTable, TableFate>;
