import { type Kysely, sql } from 'kysely';
import type { Database, Flag, NotificationsTable } from '../../db/schema';
import { STAFF_ROLES } from '@portico/contract';
import { type ItemScope, isAssigned, scopeParams } from '../policy';

/** The rows of notifications, preferences, follows, announced assignees and digests (notifications.service). */

type Db = Kysely<Database>;

export const insertNotifications = async (db: Db, rows: NotificationsTable[]) => {
  if (rows.length > 0) await db.insertInto('notifications').values(rows).execute();
};

export interface NotificationPage {
  before?: { createdAt: string; id: string };
  unreadOnly: boolean;
  limit: number;
}

/** A person's bell, newest first by (created_at, id). */
export const listNotifications = (db: Db, tenantId: string, userId: string, page: NotificationPage) => {
  let q = db
    .selectFrom('notifications')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('in_app', '=', 1);
  if (page.unreadOnly) q = q.where('read_at', 'is', null);
  if (page.before) {
    const { createdAt, id } = page.before;
    q = q.where((eb) =>
      eb.or([
        eb('created_at', '<', createdAt),
        eb.and([eb('created_at', '=', createdAt), eb('id', '<', id)]),
      ]),
    );
  }
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).execute();
};

export const countUnread = async (db: Db, tenantId: string, userId: string): Promise<number> => {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('in_app', '=', 1)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** Marks one of the person's entries read; false when there is no such entry of theirs. */
export const markRead = async (db: Db, tenantId: string, userId: string, id: string, at: string) => {
  const found = await db
    .selectFrom('notifications')
    .select('read_at')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('in_app', '=', 1)
    .executeTakeFirst();
  if (!found) return false;
  if (found.read_at === null)
    await db
      .updateTable('notifications')
      .set({ read_at: at })
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('read_at', 'is', null)
      .execute();
  return true;
};

export const markAllRead = (db: Db, tenantId: string, userId: string, at: string) =>
  db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();

export const listPreferences = (db: Db, tenantId: string, userIds: readonly string[]) =>
  userIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('notification_preferences')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('user_id', 'in', userIds)
        .execute();

export const savePreferences = async (
  db: Db,
  tenantId: string,
  userId: string,
  rows: { kind: string; in_app: Flag; email: string }[],
) => {
  for (const row of rows)
    await db
      .insertInto('notification_preferences')
      .values({ tenant_id: tenantId, user_id: userId, ...row })
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'user_id', 'kind']).doUpdateSet({ in_app: row.in_app, email: row.email }),
      )
      .execute();
};

export const findFollow = (db: Db, tenantId: string, itemId: string, userId: string) =>
  db
    .selectFrom('item_follows')
    .select('following')
    .where('tenant_id', '=', tenantId)
    .where('item_id', '=', itemId)
    .where('user_id', '=', userId)
    .executeTakeFirst();

export const setFollow = (
  db: Db,
  tenantId: string,
  itemId: string,
  userId: string,
  following: Flag,
  at: string,
) =>
  db
    .insertInto('item_follows')
    .values({ tenant_id: tenantId, item_id: itemId, user_id: userId, following, created_at: at })
    .onConflict((oc) => oc.columns(['tenant_id', 'item_id', 'user_id']).doUpdateSet({ following }))
    .execute();

/** Follows without overriding a choice already made (posting an update follows the item, once). */
export const followUnlessChosen = (db: Db, tenantId: string, itemId: string, userId: string, at: string) =>
  db
    .insertInto('item_follows')
    .values({ tenant_id: tenantId, item_id: itemId, user_id: userId, following: 1, created_at: at })
    .onConflict((oc) => oc.columns(['tenant_id', 'item_id', 'user_id']).doNothing())
    .execute();

/** What the audience of an item is made of: its creator, its follow choices, and the accounts it assigns. */
export const itemWatchers = async (db: Db, tenantId: string, itemId: string) => {
  const [item, follows, assigned] = await Promise.all([
    db
      .selectFrom('items')
      .select(['id', 'board_id', 'name', 'created_by'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', itemId)
      .executeTakeFirst(),
    db
      .selectFrom('item_follows')
      .select(['user_id', 'following'])
      .where('tenant_id', '=', tenantId)
      .where('item_id', '=', itemId)
      .execute(),
    assignedUserIds(db, tenantId, itemId),
  ]);
  return item ? { item, follows, assigned } : null;
};

/** The accounts whose person a people column of the item holds (item_people; people linked by email). */
export const assignedUserIds = async (db: Db, tenantId: string, itemId: string): Promise<string[]> => {
  const rows = await db
    .selectFrom('item_people as ip')
    .innerJoin('people as p', (j) =>
      j.onRef('p.tenant_id', '=', 'ip.tenant_id').onRef('p.id', '=', 'ip.person_id'),
    )
    .select('p.user_id')
    .distinct()
    .where('ip.tenant_id', '=', tenantId)
    .where('ip.item_id', '=', itemId)
    .where('p.user_id', 'is not', null)
    .execute();
  return rows.map((r) => r.user_id as string);
};

/**
 * The item's assignees as last announced, replaced by `current`; answers who is new. Runs in the item
 * write's transaction, so two writes of the same item (which lock it) see each other's result.
 */
export const takeNewAssignees = async (
  db: Db,
  tenantId: string,
  itemId: string,
  current: readonly string[],
) => {
  const known = new Set(
    (
      await db
        .selectFrom('item_assignees')
        .select('user_id')
        .where('tenant_id', '=', tenantId)
        .where('item_id', '=', itemId)
        .execute()
    ).map((r) => r.user_id),
  );
  const now = new Set(current);
  const gone = [...known].filter((id) => !now.has(id));
  const added = current.filter((id) => !known.has(id));
  if (gone.length > 0)
    await db
      .deleteFrom('item_assignees')
      .where('tenant_id', '=', tenantId)
      .where('item_id', '=', itemId)
      .where('user_id', 'in', gone)
      .execute();
  if (added.length > 0)
    await db
      .insertInto('item_assignees')
      .values(added.map((user_id) => ({ tenant_id: tenantId, item_id: itemId, user_id })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  return added;
};

/** The tenant's active staff: whom a signup waiting for approval concerns. */
export const activeStaff = (db: Db, tenantId: string) =>
  db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role', 'language'])
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'active')
    .where('role', 'in', STAFF_ROLES)
    .execute();

export const findAccounts = (db: Db, tenantId: string, userIds: readonly string[]) =>
  userIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('users')
        .select(['id', 'name', 'email', 'role', 'status', 'language'])
        .where('tenant_id', '=', tenantId)
        .where('id', 'in', userIds)
        .execute();

export const findColumns = (db: Db, tenantId: string, columnIds: readonly string[]) =>
  columnIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('board_columns')
        .select(['id', 'type', 'title', 'is_visible'])
        .where('tenant_id', '=', tenantId)
        .where('id', 'in', columnIds)
        .execute();

/** The people who have entries waiting for a digest, per tenant. */
export const digestRecipients = (db: Db) =>
  db
    .selectFrom('notifications')
    .select(['tenant_id', 'user_id'])
    .distinct()
    .where('email', '=', 'digest')
    .execute();

/**
 * Claims a person's digest of a day: true for the one instance whose row went in (the others, and a
 * second pass the same day, find it there).
 */
export const claimDigest = async (db: Db, tenantId: string, userId: string, day: string, at: string) => {
  const result = await db
    .insertInto('notification_digests')
    .values({ tenant_id: tenantId, user_id: userId, day, sent_at: at })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
};

/** The entries waiting for a person's digest, oldest first; they are marked in the same transaction. */
export const takeDigestEntries = async (db: Db, tenantId: string, userId: string) => {
  const rows = await db
    .selectFrom('notifications')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('email', '=', 'digest')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  if (rows.length > 0)
    await db
      .updateTable('notifications')
      .set({ email: sql<string>`case when read_at is null then 'sent' else 'skipped' end` })
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('email', '=', 'digest')
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
  return rows;
};

/** Whether an item of a board is in the scope the policy gave the actor (policy/item-scope.repository). */
export const itemInScope = async (
  db: Db,
  tenantId: string,
  boardId: string,
  itemId: string,
  scope: ItemScope,
) => {
  const s = scopeParams(scope);
  if (!s) return false;
  let q = db
    .selectFrom('items')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('board_id', '=', boardId)
    .where('id', '=', itemId);
  if (s.variant === 'assigned') q = q.where(isAssigned('items', s.personId));
  return (await q.executeTakeFirst()) !== undefined;
};
