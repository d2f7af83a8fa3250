import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';
import { TENANT_ROLE } from './tenant-wall';

export type TenantWallState = { ready: true } | { ready: false; reason: string };

/** Migration bookkeeping stays the owner's alone. */
const OWNER_ONLY = sql`c.relname not like 'kysely\\_%'`;

/**
 * PostgreSQL: makes the role requests run as (db/tenant-wall.ts) ready to use, or says why it cannot be.
 * The role must exist (migration 0017 creates it when it may; docs/deploy.md shows the operator's two
 * statements), the connecting role must be able to switch to it, and it must not pass row-level security
 * itself. It is then granted what requests use — the schema, every table and view but the migrations',
 * every sequence — where a grant is missing: after a migration made a new table, or when the operator
 * created the role after the first start. Instances starting together take turns (an advisory lock);
 * the usual start finds nothing missing and grants nothing.
 */
export const prepareTenantWall = async (db: Kysely<Database>): Promise<TenantWallState> => {
  const { rows } = await sql<{ found: boolean; member: boolean | null; passes: boolean | null }>`
    select count(*) > 0 as found, bool_or(pg_has_role(current_user, r.oid, 'MEMBER')) as member,
      bool_or(r.rolsuper or r.rolbypassrls) as passes
    from pg_roles r where r.rolname = ${TENANT_ROLE}`.execute(db);
  const role = rows[0];
  if (!role?.found) return { ready: false, reason: `the role ${TENANT_ROLE} does not exist` };
  if (!role.member) return { ready: false, reason: `the connecting role is not a member of ${TENANT_ROLE}` };
  if (role.passes)
    return {
      ready: false,
      reason: `${TENANT_ROLE} is a superuser or BYPASSRLS role, which policies never hold`,
    };
  if ((await missingGrants(db)) === 0) return { ready: true };
  try {
    await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext('portico tenant wall grants'))`.execute(trx);
      await sql`grant usage on schema ${sql.id(await currentSchema(trx))} to ${sql.id(TENANT_ROLE)}`.execute(
        trx,
      );
      const { rows: objects } = await sql<{ name: string; sequence: boolean }>`
        select c.relname as name, c.relkind = 'S' as sequence from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relkind in ('r', 'p', 'v', 'S') and ${OWNER_ONLY}`.execute(
        trx,
      );
      for (const o of objects) {
        const what = o.sequence ? sql`usage, select` : sql`select, insert, update, delete`;
        await sql`grant ${what} on ${sql.table(o.name)} to ${sql.id(TENANT_ROLE)}`.execute(trx);
      }
    });
  } catch (error) {
    return { ready: false, reason: `granting ${TENANT_ROLE} failed: ${(error as Error).message}` };
  }
  return { ready: true };
};

const currentSchema = async (db: Kysely<Database>) =>
  (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name ?? 'public';

/** How many of the schema, its tables, views and sequences the tenant role lacks a grant on. */
export const missingGrants = async (db: Kysely<Database>): Promise<number> => {
  const { rows } = await sql<{ missing: number }>`
    select (not has_schema_privilege(${TENANT_ROLE}, current_schema(), 'USAGE'))::int + count(*) as missing
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and ${OWNER_ONLY} and (
      (c.relkind in ('r', 'p', 'v') and not (
        has_table_privilege(${TENANT_ROLE}, c.oid, 'SELECT') and has_table_privilege(${TENANT_ROLE}, c.oid, 'INSERT')
        and has_table_privilege(${TENANT_ROLE}, c.oid, 'UPDATE')
        and has_table_privilege(${TENANT_ROLE}, c.oid, 'DELETE')))
      or (c.relkind = 'S' and not has_sequence_privilege(${TENANT_ROLE}, c.oid, 'USAGE')))`.execute(db);
  return Number(rows[0]?.missing ?? 0);
};

export interface WalledTable {
  table: string;
  enabled: boolean;
  forced: boolean;
  policy: boolean;
}

/** PostgreSQL: every table with a `tenant_id` column, and whether the wall stands on it. */
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
