import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

/** PostgreSQL: whether the connected role ignores row-level security (a superuser or BYPASSRLS role). */
export const roleBypassesTenantWall = async (db: Kysely<Database>): Promise<boolean> => {
  const { rows } = await sql<{ bypass: boolean }>`
    select rolsuper or rolbypassrls as bypass from pg_roles where rolname = current_user`.execute(db);
  return rows[0]?.bypass ?? false;
};

export interface WalledTable {
  table: string;
  enabled: boolean;
  forced: boolean;
  policy: boolean;
}

/** PostgreSQL: every table with a `tenant_id` column, and whether the tenant wall stands on it. */
export const tenantTables = async (db: Kysely<Database>): Promise<WalledTable[]> => {
  const { rows } = await sql<WalledTable>`
    select c.relname as "table", c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
      exists (select 1 from pg_policies p where p.schemaname = n.nspname and p.tablename = c.relname
        and p.policyname = 'tenant_wall') as policy
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r'
      and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id'
        and not a.attisdropped)
    order by c.relname`.execute(db);
  return rows;
};
