import type { Kysely } from 'kysely';
import type { Database, FilesTable } from '../../db/schema';

export type FileRow = FilesTable;

export const insertFile = (db: Kysely<Database>, row: FileRow) =>
  db.insertInto('files').values(row).execute();

export const findFile = (db: Kysely<Database>, tenantId: string, id: string) =>
  db
    .selectFrom('files')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();

export const deleteFileRow = (db: Kysely<Database>, tenantId: string, id: string) =>
  db.deleteFrom('files').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
