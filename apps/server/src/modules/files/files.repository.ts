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

/**
 * One page of every tenant's files (for `portico storage migrate`), in primary key order after `after`:
 * keyset paging, so files added while a migration runs neither shift nor repeat a page.
 */
export const listStoredFilesPage = (
  db: Kysely<Database>,
  after: { tenantId: string; id: string } | null,
  limit: number,
) => {
  let query = db
    .selectFrom('files')
    .select(['tenant_id', 'id', 'storage_key', 'size'])
    .orderBy('tenant_id')
    .orderBy('id')
    .limit(limit);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('tenant_id', '>', after.tenantId),
        eb.and([eb('tenant_id', '=', after.tenantId), eb('id', '>', after.id)]),
      ]),
    );
  }
  return query.execute();
};
