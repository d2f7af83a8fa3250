import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Whole-tenant reads of what conversations and the console added (updates, notifications, preferences,
 * follows, the activity record) for `portico export`, and the schema's tenant tables. Long lists are read
 * a page at a time after an id, so an export holds a page; each comes back in the document's order.
 */

type Db = Kysely<Database>;

/** Every table (not view) with a tenant_id column, as the migrated database has them. */
export const listTenantTables = async (db: Db): Promise<string[]> =>
  (await db.introspection.getTables())
    .filter((t) => !t.isView && t.columns.some((c) => c.name === 'tenant_id'))
    .map((t) => t.name)
    .sort();

export const readPreferences = (db: Db, tenantId: string) =>
  db
    .selectFrom('notification_preferences')
    .select(['user_id', 'kind', 'in_app', 'email'])
    .where('tenant_id', '=', tenantId)
    .orderBy('user_id')
    .orderBy('kind')
    .execute();

/** The follows of a page of items. */
export const readItemFollows = (db: Db, tenantId: string, itemIds: string[]) =>
  itemIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('item_follows')
        .select(['item_id', 'user_id', 'following', 'created_at'])
        .where('tenant_id', '=', tenantId)
        .where('item_id', 'in', itemIds)
        .orderBy('item_id')
        .orderBy('user_id')
        .execute();

/** Whom the assignment of a page of items was announced to. */
export const readItemAssignees = (db: Db, tenantId: string, itemIds: string[]) =>
  itemIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('item_assignees')
        .select(['item_id', 'user_id'])
        .where('tenant_id', '=', tenantId)
        .where('item_id', 'in', itemIds)
        .orderBy('item_id')
        .orderBy('user_id')
        .execute();

/** A page of updates after an id: the top-level ones, or the replies. */
export const readUpdates = (
  db: Db,
  tenantId: string,
  replies: boolean,
  after: string | null,
  limit: number,
) => {
  let q = db
    .selectFrom('item_updates')
    .select(['id', 'item_id', 'parent_id', 'author_id', 'body', 'internal', 'created_at', 'edited_at'])
    .select('deleted_at')
    .where('tenant_id', '=', tenantId)
    .where('parent_id', replies ? 'is not' : 'is', null);
  if (after !== null) q = q.where('id', '>', after);
  return q.orderBy('id').limit(limit).execute();
};

/** The attachments of a page of updates, in their order. */
export const readUpdateFiles = (db: Db, tenantId: string, updateIds: string[]) =>
  updateIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('item_update_files')
        .select(['update_id', 'file_id'])
        .where('tenant_id', '=', tenantId)
        .where('update_id', 'in', updateIds)
        .orderBy('update_id')
        .orderBy('position')
        .orderBy('file_id')
        .execute();

export const readUpdateMentions = (db: Db, tenantId: string, updateIds: string[]) =>
  updateIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('item_update_mentions')
        .select(['update_id', 'user_id'])
        .where('tenant_id', '=', tenantId)
        .where('update_id', 'in', updateIds)
        .orderBy('update_id')
        .orderBy('user_id')
        .execute();

/**
 * A page of notifications after an id. `known_update_id` is the update's id while it exists (the
 * column has no foreign key), so the document never names an update it does not hold.
 */
export const readNotifications = (db: Db, tenantId: string, after: string | null, limit: number) => {
  let q = db
    .selectFrom('notifications as n')
    .leftJoin('item_updates as u', (j) =>
      j.onRef('u.tenant_id', '=', 'n.tenant_id').onRef('u.id', '=', 'n.update_id'),
    )
    .selectAll('n')
    .select('u.id as known_update_id')
    .where('n.tenant_id', '=', tenantId);
  if (after !== null) q = q.where('n.id', '>', after);
  return q.orderBy('n.id').limit(limit).execute();
};

export const readActivity = (db: Db, tenantId: string, after: string | null, limit: number) => {
  let q = db.selectFrom('activity').selectAll().where('tenant_id', '=', tenantId);
  if (after !== null) q = q.where('id', '>', after);
  return q.orderBy('id').limit(limit).execute();
};
