import { sql } from 'kysely';
import { type AnyKysely, enableTenantWall, isSqlite } from './helpers';

/**
 * PostgreSQL row-level security as a second wall between tenants: every table with a `tenant_id` shows
 * and accepts only the rows of the tenant the connection is set to (db/tenant-scope.ts,
 * db/connection.ts); a connection set to no tenant (installation-wide work) sees every row. The first
 * wall stays every query's own `tenant_id` filter. SQLite has no row-level security: nothing changes there.
 * Later migrations that add a tenant table call `enableTenantWall` themselves (a test checks every one).
 */
export const up = async (db: AnyKysely): Promise<void> => {
  if (isSqlite(db)) return;
  const { rows } = await sql<{ table_name: string }>`
    select c.table_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and c.column_name = 'tenant_id' and t.table_type = 'BASE TABLE'
    order by c.table_name`.execute(db);
  for (const { table_name } of rows) await enableTenantWall(db, table_name);
};

export const down = async (db: AnyKysely): Promise<void> => {
  if (isSqlite(db)) return;
  const { rows } = await sql<{ tablename: string }>`
    select tablename from pg_policies where schemaname = current_schema() and policyname = 'tenant_wall'`.execute(
    db,
  );
  for (const { tablename } of rows) {
    await sql`drop policy tenant_wall on ${sql.table(tablename)}`.execute(db);
    await sql`alter table ${sql.table(tablename)} no force row level security`.execute(db);
    await sql`alter table ${sql.table(tablename)} disable row level security`.execute(db);
  }
};
