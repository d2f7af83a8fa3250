import { sql } from 'kysely';
import { type AnyKysely, isSqlite } from './helpers';

/**
 * PostgreSQL row-level security as a second wall between tenants (db/tenant-wall.ts):
 *
 * - every table with a `tenant_id` shows and accepts only the rows of the tenant named by the connection's
 *   `portico.tenant_id` setting. Enabled, not forced: the role that owns the tables (the one Portico
 *   connects and migrates as) passes, so installation-wide work — migrations, the CLI, the email sender,
 *   the live-event reader — sees every tenant. Requests run as `portico_tenant` instead, which it applies to;
 * - `scoped_items`: the items of the connection's tenant, for the search's index lookups. PostgreSQL uses an
 *   index under row-level security only for leakproof operators, and `LIKE` (trigram index) and `&&` (word
 *   index) are not: through the policy a rare-term search became a scan of the tenant's items (docs/
 *   decisions.md). The view is the owner's, so the policy is not applied under it; its own condition is the
 *   policy's, and as a plain condition it leaves the planner free to use the indexes. It selects `*` as the
 *   columns are now: a migration that changes `items` recreates it (tenant-wall.test.ts checks);
 * - the role `portico_tenant` (no login), when the migrating role may create it (a superuser or a role with
 *   CREATEROLE), and its grants: every table, view and sequence now and, by default privileges, those later
 *   migrations make. Otherwise the operator creates it (docs/deploy.md); the server grants it whatever is
 *   missing at every start (db/tenant-wall.repository.ts), and runs without the wall while it is missing.
 *
 * SQLite has no row-level security: nothing changes there.
 */
const TENANT_TABLES_QUERY = sql<{ table_name: string }>`
  select c.table_name from information_schema.columns c
  join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
  where c.table_schema = current_schema() and c.column_name = 'tenant_id' and t.table_type = 'BASE TABLE'
  order by c.table_name`;

export const up = async (db: AnyKysely): Promise<void> => {
  if (isSqlite(db)) return;
  await sql`DO $$
    BEGIN
      IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'portico_tenant') THEN
        BEGIN
          CREATE ROLE portico_tenant NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE NOINHERIT;
        EXCEPTION
          WHEN insufficient_privilege THEN
            RAISE NOTICE 'portico_tenant was not created (no CREATEROLE): create it as docs/deploy.md shows';
          -- Another installation on the same server created it at the same moment.
          WHEN duplicate_object OR unique_violation THEN NULL;
        END;
      END IF;
      IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'portico_tenant')
         AND NOT pg_has_role(current_user, 'portico_tenant', 'MEMBER') THEN
        BEGIN
          EXECUTE format('GRANT portico_tenant TO %I', current_user);
        EXCEPTION WHEN insufficient_privilege THEN NULL;
        END;
      END IF;
    END $$`.execute(db);

  const { rows } = await TENANT_TABLES_QUERY.execute(db);
  const rule = sql`tenant_id = current_setting('portico.tenant_id', true)`;
  for (const { table_name } of rows) {
    await sql`alter table ${sql.table(table_name)} enable row level security`.execute(db);
    await sql`create policy tenant_wall on ${sql.table(table_name)} using (${rule}) with check (${rule})`.execute(
      db,
    );
  }
  await sql`create view scoped_items as select * from items where ${rule}`.execute(db);
  // What requests use, now and in tables later migrations make (the migration bookkeeping excepted). The
  // start-up check (db/tenant-wall.repository.ts) grants the same when the role came later; a migration
  // stays as released, so it does not call into code that may change.
  await sql`DO $$
    DECLARE t record;
    BEGIN
      IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'portico_tenant') THEN RETURN; END IF;
      EXECUTE format('GRANT USAGE ON SCHEMA %I TO portico_tenant', current_schema());
      FOR t IN SELECT c.relname, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'S')
          AND c.relname NOT LIKE 'kysely\_%' LOOP
        IF t.relkind = 'S' THEN
          EXECUTE format('GRANT USAGE, SELECT ON SEQUENCE %I TO portico_tenant', t.relname);
        ELSE
          EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO portico_tenant', t.relname);
        END IF;
      END LOOP;
      EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO portico_tenant', current_schema());
      EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT USAGE, SELECT ON SEQUENCES TO portico_tenant', current_schema());
    END $$`.execute(db);
};

export const down = async (db: AnyKysely): Promise<void> => {
  if (isSqlite(db)) return;
  await sql`drop view if exists scoped_items`.execute(db);
  await sql`DO $$
    BEGIN
      IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'portico_tenant') THEN RETURN; END IF;
      EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I REVOKE ALL ON TABLES FROM portico_tenant', current_schema());
      EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I REVOKE ALL ON SEQUENCES FROM portico_tenant', current_schema());
    END $$`.execute(db);
  const { rows } = await sql<{ tablename: string }>`
    select tablename from pg_policies where schemaname = current_schema() and policyname = 'tenant_wall'`.execute(
    db,
  );
  for (const { tablename } of rows) {
    await sql`drop policy tenant_wall on ${sql.table(tablename)}`.execute(db);
    await sql`alter table ${sql.table(tablename)} disable row level security`.execute(db);
  }
};
