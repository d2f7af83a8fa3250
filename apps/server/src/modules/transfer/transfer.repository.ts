import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { keyCompare } from '../items';
import type { BoardKey } from '../items';

/**
 * Whole-tenant reads and writes for export and import (operator tools, never on request paths). Reads
 * come back in the document's order, so an export is deterministic; writes take an open transaction.
 */

export const readUsers = (db: Kysely<Database>, tenantId: string) =>
  db.selectFrom('users').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute();

export const readBoardAccess = (db: Kysely<Database>, tenantId: string) =>
  db.selectFrom('board_access').select(['user_id', 'board_id']).where('tenant_id', '=', tenantId).execute();

export const readPeople = (db: Kysely<Database>, tenantId: string) =>
  db.selectFrom('people').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute();

/** The tenant's files of every kind, attachments of updates included. */
export const readFiles = (db: Kysely<Database>, tenantId: string) =>
  db.selectFrom('files').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute();

export const readFeedback = (db: Kysely<Database>, tenantId: string) =>
  db.selectFrom('feedback').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute();

export const readGroups = (db: Kysely<Database>, tenantId: string) =>
  db
    .selectFrom('board_groups')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('position')
    .orderBy('id')
    .execute();

export const readColumns = (db: Kysely<Database>, tenantId: string) =>
  db
    .selectFrom('board_columns')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('position')
    .orderBy('id')
    .execute();

/**
 * A page of a group's items in board order after a position (null: from the first), without their
 * renderings (an import renders them again). Exports read boards page by page, so memory holds a page.
 */
export const readGroupItems = (
  db: Kysely<Database>,
  tenantId: string,
  boardId: string,
  groupId: string,
  after: BoardKey | null,
  limit: number,
) => {
  let q = db
    .selectFrom('items')
    .select(['id', 'name', 'values_json', 'created_by', 'created_at', 'updated_at', 'gpos', 'pos'])
    .where('tenant_id', '=', tenantId)
    .where('board_id', '=', boardId)
    .where('group_id', '=', groupId);
  if (after) q = q.where(keyCompare('items', '>', after.gpos, after.pos));
  return q.orderBy('gpos').orderBy('pos').limit(limit).execute();
};

/** Every row of an imported tenant, by table. */
export interface TenantRows {
  tenants: Insertable<Database['tenants']>[];
  users: Insertable<Database['users']>[];
  people: Insertable<Database['people']>[];
  files: Insertable<Database['files']>[];
  boards: Insertable<Database['boards']>[];
  board_groups: Insertable<Database['board_groups']>[];
  board_columns: Insertable<Database['board_columns']>[];
  board_access: Insertable<Database['board_access']>[];
  items: Insertable<Database['items']>[];
  item_people: Insertable<Database['item_people']>[];
  feedback: Insertable<Database['feedback']>[];
  notification_preferences: Insertable<Database['notification_preferences']>[];
  item_follows: Insertable<Database['item_follows']>[];
  item_assignees: Insertable<Database['item_assignees']>[];
  item_updates: Insertable<Database['item_updates']>[];
  item_update_files: Insertable<Database['item_update_files']>[];
  item_update_mentions: Insertable<Database['item_update_mentions']>[];
  notifications: Insertable<Database['notifications']>[];
  activity: Insertable<Database['activity']>[];
}

/** The rows written before an import streams items and files: everything those refer to. */
export type SkeletonRows = Pick<
  TenantRows,
  | 'tenants'
  | 'users'
  | 'people'
  | 'boards'
  | 'board_groups'
  | 'board_columns'
  | 'board_access'
  | 'feedback'
  | 'notification_preferences'
>;

/** Rows per INSERT: at most 16 columns (activity, notifications), well under both dialects' limits on bound parameters. */
const CHUNK = 400;

/** Parents before children, so every foreign key finds its row. */
const SKELETON_ORDER: Array<keyof SkeletonRows> = [
  'tenants',
  'users',
  'people',
  'boards',
  'board_groups',
  'board_columns',
  'board_access',
  'feedback',
  'notification_preferences',
];

/** Inserts rows of one table inside the caller's transaction, a chunk per statement. */
export const insertRows = async <T extends keyof TenantRows>(
  trx: Kysely<Database>,
  table: T,
  rows: TenantRows[T],
) => {
  for (let i = 0; i < rows.length; i += CHUNK)
    await trx
      .insertInto(table)
      // The table and its rows are the same key of TenantRows; Kysely cannot follow that generically.
      .values(rows.slice(i, i + CHUNK) as never)
      .execute();
};

/** Inserts the skeleton of a tenant inside the caller's transaction, table by table. */
export const insertSkeletonRows = async (trx: Kysely<Database>, rows: SkeletonRows) => {
  for (const table of SKELETON_ORDER) await insertRows(trx, table, rows[table]);
};
