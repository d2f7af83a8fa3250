import type { Kysely, Updateable } from 'kysely';
import { preparedQuery } from '../../db/prepared';
import type { Database, TenantsTable } from '../../db/schema';

export type TenantRow = TenantsTable;

// Every API request looks its tenant up by the host's slug, so the query is compiled once (db/prepared.ts).
const tenantBySlug = preparedQuery((db, p: { slug: string }) =>
  db.selectFrom('tenants').selectAll().where('slug', '=', p.slug),
);

export const findTenantBySlug = async (db: Kysely<Database>, slug: string) =>
  (await tenantBySlug(db, { slug }))[0];

export const findTenantById = (db: Kysely<Database>, id: string) =>
  db.selectFrom('tenants').selectAll().where('id', '=', id).executeTakeFirst();

export const insertTenant = (db: Kysely<Database>, row: TenantRow) =>
  db.insertInto('tenants').values(row).execute();

export const updateTenant = (db: Kysely<Database>, id: string, patch: Updateable<TenantsTable>) =>
  db.updateTable('tenants').set(patch).where('id', '=', id).execute();

export const listTenants = (db: Kysely<Database>) =>
  db.selectFrom('tenants').selectAll().orderBy('slug').execute();

export const deleteTenant = (db: Kysely<Database>, id: string) =>
  db.deleteFrom('tenants').where('id', '=', id).execute();
