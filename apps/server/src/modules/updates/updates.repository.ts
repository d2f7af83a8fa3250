import type { Kysely } from 'kysely';
import type { Database, ItemUpdatesTable } from '../../db/schema';
import { type ItemScope, isAssigned } from '../policy';

/** Reads and writes of item threads (every query filters by tenant). */

export interface UpdateRow extends ItemUpdatesTable {
  author_name: string | null;
  author_email: string | null;
  author_avatar: string | null;
  author_role: string | null;
}

export interface AttachmentRow {
  update_id: string;
  file_id: string;
  name: string;
  size: number;
  content_type: string;
}

/** The item, if it is on the board and inside the actor's scope (a 'none' scope sees nothing). */
export const findItemInScope = async (
  db: Kysely<Database>,
  tenantId: string,
  boardId: string,
  itemId: string,
  scope: ItemScope,
): Promise<{ id: string; name: string } | undefined> => {
  if (scope.kind === 'none') return undefined;
  let q = db
    .selectFrom('items as item')
    .select(['item.id', 'item.name'])
    .where('item.tenant_id', '=', tenantId)
    .where('item.board_id', '=', boardId)
    .where('item.id', '=', itemId);
  if (scope.kind === 'assigned') q = q.where(isAssigned('item', scope.personId));
  return q.executeTakeFirst();
};

const updates = (db: Kysely<Database>, tenantId: string) =>
  db
    .selectFrom('item_updates as up')
    .leftJoin('users as u', (j) =>
      j.onRef('u.tenant_id', '=', 'up.tenant_id').onRef('u.id', '=', 'up.author_id'),
    )
    .selectAll('up')
    .select([
      'u.name as author_name',
      'u.email as author_email',
      'u.avatar_file_id as author_avatar',
      'u.role as author_role',
    ])
    .where('up.tenant_id', '=', tenantId);

export interface PageQuery {
  itemId: string;
  withInternal: boolean;
  /** The last update of the previous page. */
  after?: { at: string; id: string };
  limit: number;
}

/** An item's top-level updates, newest first. */
export const listTopLevel = (
  db: Kysely<Database>,
  tenantId: string,
  page: PageQuery,
): Promise<UpdateRow[]> => {
  let q = updates(db, tenantId).where('up.item_id', '=', page.itemId).where('up.parent_id', 'is', null);
  if (!page.withInternal) q = q.where('up.internal', '=', 0);
  const after = page.after;
  if (after)
    q = q.where((eb) =>
      eb.or([
        eb('up.created_at', '<', after.at),
        eb.and([eb('up.created_at', '=', after.at), eb('up.id', '<', after.id)]),
      ]),
    );
  return q.orderBy('up.created_at', 'desc').orderBy('up.id', 'desc').limit(page.limit).execute() as Promise<
    UpdateRow[]
  >;
};

export const countTopLevel = async (
  db: Kysely<Database>,
  tenantId: string,
  itemId: string,
  withInternal: boolean,
): Promise<number> => {
  let q = db
    .selectFrom('item_updates')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('item_id', '=', itemId)
    .where('parent_id', 'is', null);
  if (!withInternal) q = q.where('internal', '=', 0);
  return Number((await q.executeTakeFirst())?.n ?? 0);
};

/** The replies of some updates, oldest first. */
export const listReplies = async (
  db: Kysely<Database>,
  tenantId: string,
  parentIds: string[],
  withInternal: boolean,
): Promise<UpdateRow[]> => {
  if (parentIds.length === 0) return [];
  let q = updates(db, tenantId).where('up.parent_id', 'in', parentIds);
  if (!withInternal) q = q.where('up.internal', '=', 0);
  return (await q.orderBy('up.created_at').orderBy('up.id').execute()) as UpdateRow[];
};

/** One update of an item (deleted ones too). */
export const findUpdate = async (
  db: Kysely<Database>,
  tenantId: string,
  itemId: string,
  updateId: string,
): Promise<UpdateRow | undefined> =>
  (await updates(db, tenantId)
    .where('up.item_id', '=', itemId)
    .where('up.id', '=', updateId)
    .executeTakeFirst()) as UpdateRow | undefined;

export const listAttachments = async (
  db: Kysely<Database>,
  tenantId: string,
  updateIds: string[],
): Promise<AttachmentRow[]> => {
  if (updateIds.length === 0) return [];
  return db
    .selectFrom('item_update_files as a')
    .innerJoin('files as f', (j) =>
      j.onRef('f.tenant_id', '=', 'a.tenant_id').onRef('f.id', '=', 'a.file_id'),
    )
    .select(['a.update_id', 'a.file_id', 'f.name', 'f.size', 'f.content_type'])
    .where('a.tenant_id', '=', tenantId)
    .where('a.update_id', 'in', updateIds)
    .orderBy('a.update_id')
    .orderBy('a.position')
    .execute();
};

export const insertUpdate = async (
  db: Kysely<Database>,
  row: ItemUpdatesTable,
  fileIds: string[],
  mentionIds: string[],
): Promise<void> => {
  await db.insertInto('item_updates').values(row).execute();
  if (fileIds.length)
    await db
      .insertInto('item_update_files')
      .values(
        fileIds.map((file_id, position) => ({
          tenant_id: row.tenant_id,
          update_id: row.id,
          file_id,
          position,
        })),
      )
      .execute();
  await replaceMentions(db, row.tenant_id, row.id, mentionIds);
};

export const replaceMentions = async (
  db: Kysely<Database>,
  tenantId: string,
  updateId: string,
  userIds: string[],
): Promise<void> => {
  await db
    .deleteFrom('item_update_mentions')
    .where('tenant_id', '=', tenantId)
    .where('update_id', '=', updateId)
    .execute();
  if (userIds.length)
    await db
      .insertInto('item_update_mentions')
      .values(userIds.map((user_id) => ({ tenant_id: tenantId, update_id: updateId, user_id })))
      .execute();
};

export const setBody = (db: Kysely<Database>, tenantId: string, updateId: string, body: string, at: string) =>
  db
    .updateTable('item_updates')
    .set({ body, edited_at: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', updateId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

/** Empties a deleted update; returns the ids of its attachments (their rows are gone, the files to remove). */
export const markDeleted = async (
  db: Kysely<Database>,
  tenantId: string,
  updateId: string,
  at: string,
): Promise<string[]> => {
  const files = await db
    .selectFrom('item_update_files')
    .select('file_id')
    .where('tenant_id', '=', tenantId)
    .where('update_id', '=', updateId)
    .execute();
  await db
    .updateTable('item_updates')
    .set({ body: '', deleted_at: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', updateId)
    .execute();
  await db
    .deleteFrom('item_update_files')
    .where('tenant_id', '=', tenantId)
    .where('update_id', '=', updateId)
    .execute();
  await replaceMentions(db, tenantId, updateId, []);
  return files.map((f) => f.file_id);
};
