import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';

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

/** A board's items in board order, without their renderings (an import renders them again). */
export const readBoardItems = (db: Kysely<Database>, tenantId: string, boardId: string) =>
  db
    .selectFrom('items')
    .select(['id', 'group_id', 'name', 'values_json', 'created_by', 'created_at', 'updated_at'])
    .where('tenant_id', '=', tenantId)
    .where('board_id', '=', boardId)
    .orderBy('gpos')
    .orderBy('pos')
    .execute();

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
}

/** Rows per INSERT: items have 14 columns, well under both dialects' limits on bound parameters. */
const CHUNK = 400;

/** Parents before children, so every foreign key finds its row. */
const TABLE_ORDER: Array<keyof TenantRows> = [
  'tenants',
  'users',
  'people',
  'files',
  'boards',
  'board_groups',
  'board_columns',
  'board_access',
  'items',
  'item_people',
  'feedback',
];

/** Inserts every row of a tenant inside the caller's transaction, table by table. */
export const insertTenantRows = async (trx: Kysely<Database>, rows: TenantRows) => {
  for (const table of TABLE_ORDER) {
    const list = rows[table];
    for (let i = 0; i < list.length; i += CHUNK)
      await trx
        .insertInto(table)
        // The table and its rows are the same key of TenantRows; Kysely cannot follow that through a loop.
        .values(list.slice(i, i + CHUNK) as never)
        .execute();
  }
};
