import { type Kysely, SqliteAdapter, sql } from 'kysely';

/**
 * The few places where the two dialects' DDL differ. Queries never branch on the dialect; migrations may,
 * through these helpers only.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema state
export type AnyKysely = Kysely<any>;

export const isSqlite = (db: AnyKysely) => db.getExecutor().adapter instanceof SqliteAdapter;

/** timestamptz on PostgreSQL, ISO-8601 text on SQLite; both read back as ISO strings. */
export const timestampType = (db: AnyKysely) => (isSqlite(db) ? 'text' : 'timestamptz');

/**
 * PostgreSQL only: confines a tenant table to the tenant its connection is set to (`portico.tenant_id`,
 * db/connection.ts); connections set to no tenant see every row. FORCE applies it to the table's owner
 * too, which is the role Portico connects as. Superusers and BYPASSRLS roles are never confined (the
 * server warns at start when it runs as one).
 */
export const enableTenantWall = async (db: AnyKysely, table: string): Promise<void> => {
  const scoped = sql`coalesce(current_setting('portico.tenant_id', true), '')`;
  const rule = sql`(${scoped} = '' or tenant_id = ${scoped})`;
  await sql`alter table ${sql.table(table)} enable row level security`.execute(db);
  await sql`alter table ${sql.table(table)} force row level security`.execute(db);
  await sql`create policy tenant_wall on ${sql.table(table)} using ${rule} with check ${rule}`.execute(db);
};
