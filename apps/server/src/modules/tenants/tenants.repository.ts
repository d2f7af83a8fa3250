import type { Kysely, Updateable } from 'kysely';
import { preparedQuery } from '../../db/prepared';
import type { Database, TenantsTable } from '../../db/schema';
import { type Tenant, toTenant } from '../../domain/tenant';

export type TenantRow = TenantsTable;
export type { Tenant };

// Every API request looks its tenant up by the host's slug, so the query is compiled once (db/prepared.ts).
const tenantBySlug = preparedQuery((db, p: { slug: string }) =>
  db.selectFrom('tenants').selectAll().where('slug', '=', p.slug),
);

export const findTenantBySlug = async (db: Kysely<Database>, slug: string): Promise<Tenant | undefined> => {
  const row = (await tenantBySlug(db, { slug }))[0];
  return row && toTenant(row);
};

export const findTenantById = async (db: Kysely<Database>, id: string): Promise<Tenant | undefined> => {
  const row = await db.selectFrom('tenants').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toTenant(row);
};

export const insertTenant = (db: Kysely<Database>, row: TenantRow) =>
  db.insertInto('tenants').values(row).execute();

export const updateTenant = (db: Kysely<Database>, id: string, patch: Updateable<TenantsTable>) =>
  db.updateTable('tenants').set(patch).where('id', '=', id).execute();

export const listTenants = async (db: Kysely<Database>): Promise<Tenant[]> =>
  (await db.selectFrom('tenants').selectAll().orderBy('slug').execute()).map(toTenant);
