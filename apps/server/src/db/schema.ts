import type { Generated } from 'kysely';
import type { Flag } from './flag';
import type * as C from './schema-conversations';

export type * from './schema-conversations';

/**
 * Table types of the database. snake_case here; camelCase API shapes are made from rows only in the
 * modules' repositories/presenters. Timestamps are ISO-8601 strings and flags are 0/1 integers in both
 * dialects (see connection.ts), so one set of queries serves SQLite and PostgreSQL.
 * Every tenant-owned table carries tenant_id, and every query filters by it.
 */

export type { Flag };

export interface InstanceSettingsTable {
  name: string;
  value: string;
  created_at: string;
}

export interface TenantsTable {
  id: string;
  slug: string;
  name: string;
  description: string;
  logo_file_id: string | null;
  signup_method: string;
  subscription_status: string;
  subscription_plan: string;
  allow_users_to_create_new_items: Flag;
  allow_new_value_creation: Flag;
  filter_items_by_email: Flag;
  /** Whether a new user is granted every board of the tenant. */
  grant_all_boards: Flag;
  /** The tenant's default language (a code of the contract's LANGUAGES). */
  language: string;
  /** Whether the login page follows the visitor's browser language rather than `language`. */
  browser_language: Flag;
  created_at: string;
  updated_at: string;
}

export type UserStatus = 'active' | 'pending' | 'disabled';
/** 'client': a portal user; 'admin' and 'editor': staff, who also use the console. */
export type UserRole = 'client' | 'admin' | 'editor';

export interface UsersTable {
  id: string;
  tenant_id: string;
  /** Lower-cased; unique per tenant. */
  email: string;
  name: string;
  /** Null for accounts that only sign in through the identity provider or login links. */
  password_hash: string | null;
  status: UserStatus;
  avatar_file_id: string | null;
  /** Per-user override of the tenant's filterItemsByEmail; null inherits it. */
  filter_items_by_email: Flag | null;
  role: UserRole;
  /** The language the account chose (a code of the contract's LANGUAGES); null follows the tenant's. */
  language: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  /** sha256 of the bearer token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** A preview of the portal as this client (read-only): the staff account that opened it; else null. */
  preview_by: string | null;
}

export interface LoginTokensTable {
  id: string;
  tenant_id: string;
  user_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface OidcStatesTable {
  state: string;
  tenant_id: string;
  code_verifier: string;
  nonce: string;
  redirect_uri: string;
  /** SHA-256 (base64url) of the secret in the starting browser's binding cookie (oidc.binding.ts). */
  browser_hash: string;
  created_at: string;
  expires_at: string;
}

export interface RateLimitsTable {
  tenant_id: string;
  key: string;
  window_start: number;
  count: number;
}

/** The sign-in throttle (modules/rate-limits/sign-in-throttle.ts): failures of a key, times in epoch ms. */
export interface SignInThrottleTable {
  tenant_id: string;
  key: string;
  failures: number;
  failed_at: number;
  succeeded_at: number | null;
}

/** 'update': an attachment of an update on an item (item_update_files). */
export type FileKind = 'avatar' | 'logo' | 'column' | 'person' | 'update';

export interface FilesTable {
  id: string;
  tenant_id: string;
  storage_key: string;
  name: string;
  content_type: string;
  size: number;
  kind: FileKind;
  created_by: string | null;
  created_at: string;
}

export interface FeedbackTable {
  id: string;
  tenant_id: string;
  user_id: string;
  name: string;
  email: string;
  summary: string;
  details: string;
  created_at: string;
}

export interface BoardsTable {
  tenant_id: string;
  id: string;
  name: string;
  /** Sidebar order. */
  position: number;
  allow_item_creation: Flag;
  /** Maintained on every item insert and delete. */
  item_count: number;
  /** The next item position; positions are unique within a board and only grow. */
  next_item_pos: number;
  /** Set while the board is archived: hidden from the portal, kept whole (the console restores it). */
  archived_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface BoardAccessTable {
  tenant_id: string;
  user_id: string;
  board_id: string;
  created_at: string;
}

export interface BoardGroupsTable {
  tenant_id: string;
  id: string;
  board_id: string;
  title: string;
  color: string;
  position: number;
  created_at: string;
}

export interface BoardColumnsTable {
  tenant_id: string;
  id: string;
  board_id: string;
  /** A ColumnType of the contract's registry. */
  type: string;
  title: string;
  position: number;
  /** JSON of the type's settings (labels, options). */
  settings: string;
  is_editable: Flag;
  is_required: Flag;
  /** Hidden columns never leave the server. */
  is_visible: Flag;
  created_at: string;
  updated_at: string;
}

export interface PeopleTable {
  tenant_id: string;
  id: string;
  name: string;
  /** Lower-cased, unique per tenant. */
  email: string;
  photo_file_id: string | null;
  /** The portal user who is this person (matched by email). */
  user_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface ItemsTable {
  tenant_id: string;
  id: string;
  board_id: string;
  group_id: string;
  name: string;
  /** The group's position, copied so the board order (gpos, pos) is one index. */
  gpos: number;
  pos: number;
  /** Stored values of every column by column id (JSON); the source of truth. */
  values_json: string;
  /** The API column_values of the visible columns, serialised; file URLs as placeholders. */
  view_json: string;
  /**
   * The console's staff board's column_values (every column, hidden ones too), serialised; file URLs as
   * placeholders. '' until the item is first written or rendered again (migration 0021): read on the fly.
   */
  staff_json: string;
  /** Lower-cased name and visible column texts: what search matches. */
  search_text: string;
  has_files: Flag;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface ItemPeopleTable {
  tenant_id: string;
  board_id: string;
  person_id: string;
  gpos: number;
  pos: number;
  item_id: string;
}

/**
 * What the staff board sorts an item by, per column that has a value (db/migrations/0012): the item's
 * board position is copied here, so a sorted page is one index range (ties in board order).
 */
export interface ItemSortKeysTable {
  tenant_id: string;
  board_id: string;
  column_id: string;
  item_id: string;
  /** The numeric key (numbers columns); null for every other type. */
  key_num: number | null;
  /** The lower-cased text key (every other type); null for numbers columns. */
  key_text: string | null;
  gpos: number;
  pos: number;
}

/** One change of one field by anyone (modules/activity); names and values as they were. */
export interface ActivityTable {
  tenant_id: string;
  id: string;
  at: string;
  actor_kind: string;
  actor_id: string | null;
  actor_name: string;
  subject: string;
  action: string;
  subject_id: string | null;
  subject_name: string;
  board_id: string | null;
  board_name: string | null;
  field: string | null;
  column_id: string | null;
  old_value: string | null;
  new_value: string | null;
}

export type JobRunStatus = 'running' | 'done' | 'failed' | 'interrupted';

/** A batch of changes waiting for a job subscriber of the change pipeline (modules/changes, migration 0020). */
export interface ChangeQueueTable {
  id: Generated<number>;
  tenant_id: string;
  subscriber: string;
  /** JSON: { by, events }. */
  batch: string;
  created_at: string;
}

/** One run of a scheduled job at one scheduled time (modules/jobs, migration 0018); installation-wide. */
export interface JobRunsTable {
  job: string;
  slot: string;
  status: JobRunStatus;
  owner: string;
  attempts: number;
  /** Running: the end of its lease. Failed or interrupted: when it may be tried again. */
  locked_until: string | null;
  started_at: string;
  finished_at: string | null;
  last_error: string | null;
}

export interface Database {
  instance_settings: InstanceSettingsTable;
  tenants: TenantsTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_tokens: LoginTokensTable;
  oidc_states: OidcStatesTable;
  rate_limits: RateLimitsTable;
  sign_in_throttle: SignInThrottleTable;
  files: FilesTable;
  feedback: FeedbackTable;
  boards: BoardsTable;
  board_access: BoardAccessTable;
  board_groups: BoardGroupsTable;
  board_columns: BoardColumnsTable;
  people: PeopleTable;
  items: ItemsTable;
  item_people: ItemPeopleTable;
  item_sort_keys: ItemSortKeysTable;
  activity: ActivityTable;
  item_updates: C.ItemUpdatesTable;
  item_update_files: C.ItemUpdateFilesTable;
  item_update_mentions: C.ItemUpdateMentionsTable;
  notifications: C.NotificationsTable;
  notification_preferences: C.NotificationPreferencesTable;
  item_follows: C.ItemFollowsTable;
  item_assignees: C.ItemAssigneesTable;
  notification_digests: C.NotificationDigestsTable;
  outbox: C.OutboxTable;
  password_tokens: C.PasswordTokensTable;
  live_events: C.LiveEventsTable;
  job_runs: JobRunsTable;
  change_queue: ChangeQueueTable;
}
