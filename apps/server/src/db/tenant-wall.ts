import type pg from 'pg';
import { type Db, poolOf } from './connection';
import { carryTenantScopes, currentTenantScope } from './tenant-scope';

/**
 * PostgreSQL row-level security as a second wall between tenants (migration 0017): the first wall is every
 * query's own `tenant_id` filter; behind it, PostgreSQL itself shows a request only its tenant's rows and
 * refuses a row written for another, so a query that forgot its filter still cannot cross.
 *
 * Work in a tenant's scope (db/tenant-scope.ts: every request from the moment its host names the tenant)
 * runs as the role `portico_tenant`, which the policies apply to, with `portico.tenant_id` set to the
 * tenant; work outside any scope runs as the role Portico connects as, which owns the tables and passes.
 * Each connection checked out of the pool is switched before its first statement when the scope differs
 * from the one it last served: one round trip, only on a change. Set outside any transaction, the setting
 * holds for the session, so Portico needs its own connections (or a pooler in session mode), never a
 * pooler that hands one session's statements to several connections.
 */
export const TENANT_ROLE = 'portico_tenant';

/** The setting the policies read: the tenant of the connection's work, or '' for none. */
export const TENANT_SETTING = 'portico.tenant_id';

type ScopedClient = pg.PoolClient & { porticoTenant?: string };
type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: () => void,
) => void;

/** Database handles (by their adapter, which transactions share) whose connections follow the scope. */
const walled = new WeakSet<object>();

/**
 * Makes every connection of the database's pool follow the tenant scope of the work that checks it out:
 * Kysely checks one out per query or transaction, and pg's own `pool.query` (db/prepared.ts) goes through
 * `connect` too. Called once the role is known to be usable (db/tenant-wall.repository.ts).
 */
export const raiseTenantWall = (db: Db): void => {
  const pool = poolOf(db.kysely);
  if (!pool) return;
  carryTenantScopes();
  const connect = pool.connect.bind(pool) as () => Promise<ScopedClient>;
  const checkout = async (tenant: string): Promise<pg.PoolClient> => {
    const client = await connect();
    if ((client.porticoTenant ?? '') === tenant) return client;
    try {
      await client.query('select set_config($1, $2, false), set_config($3, $4, false)', [
        'role',
        tenant ? TENANT_ROLE : 'none',
        TENANT_SETTING,
        tenant,
      ]);
    } catch (error) {
      // A connection in an unknown state is not reused.
      client.release(error as Error);
      throw error;
    }
    client.porticoTenant = tenant;
    return client;
  };
  const scoped = (callback?: ConnectCallback) => {
    // Read now, in the caller's context, before any await.
    const ready = checkout(currentTenantScope() ?? '');
    if (!callback) return ready;
    ready.then(
      (client) => callback(undefined, client, () => client.release()),
      (error: Error) => callback(error, undefined, () => {}),
    );
    return undefined;
  };
  (pool as unknown as { connect: typeof scoped }).connect = scoped;
  walled.add(db.kysely.getExecutor().adapter);
};

/**
 * Whether the current work's connections are confined to its tenant: then searches find their candidates
 * through `scoped_items` (migration 0017), where the indexes stay usable; otherwise through `items`.
 */
export const confinedToTenant = (kysely: { getExecutor(): { adapter: object } }): boolean =>
  currentTenantScope() !== undefined && walled.has(kysely.getExecutor().adapter);
