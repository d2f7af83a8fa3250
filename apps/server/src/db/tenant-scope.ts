import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The tenant a piece of work belongs to, carried through its async calls. On PostgreSQL every connection
 * the work checks out of the pool is set to it and to the tenant role (db/tenant-wall.ts), and row-level
 * security (migration 0017) then shows and accepts only that tenant's rows: a query that forgot its
 * `tenant_id` filter still cannot reach another tenant. Requests enter their tenant's scope as soon as the
 * host names it (plugins/request-context.ts). Work of the whole installation — the email sender, the
 * live-event reader, the CLI, migrations — runs outside any scope and sees every tenant.
 */
const scope = new AsyncLocalStorage<string>();

/**
 * Whether any database of this process follows the scope (db/tenant-wall.ts `raiseTenantWall`). Until one
 * does — on SQLite, which has no row-level security — nothing reads the scope, and carrying it would only
 * cost: the first `run` of an AsyncLocalStorage turns on Node's promise hooks for every promise of the
 * process (measured: about a tenth of the CPU of a page of items). Once on, it stays on.
 */
let carried = false;

/** Starts carrying the scope through async calls: called when a database raises its tenant wall. */
export const carryTenantScopes = (): void => {
  carried = true;
};

/** Whether the scope is carried yet. */
export const tenantScopesCarried = (): boolean => carried;

/** Runs `fn` (and everything it starts) confined to `tenantId`. */
export const withTenantScope = <T>(tenantId: string, fn: () => T): T =>
  carried ? scope.run(tenantId, fn) : fn();

/**
 * Runs `fn` outside any tenant's scope: for installation-wide work that a request may set going (a nudge
 * to the email sender), which must not inherit the request's tenant.
 */
export const outsideTenantScope = <T>(fn: () => T): T => (carried ? scope.exit(fn) : fn());

/** The tenant of the current work, or undefined outside any scope. */
export const currentTenantScope = (): string | undefined => scope.getStore();

/** The tenant each host slug named last: a hint, checked by every lookup that uses it. */
const slugTenants = new Map<string, string>();

/**
 * Runs a lookup by host slug (the tenant, with the session of a bearer token) in the scope of the tenant
 * the slug named before, so that a request's connection serves one tenant from its first query on: a
 * switch of the connection's role and tenant costs a round trip, and a role change makes PostgreSQL plan
 * its statements on walled tables again. `tenantOf` names the tenant of the answer (the `tenants` table is
 * not walled, so it is found in any scope); when it is not the hinted one — a first request, a tenant
 * re-created under the slug — the lookup runs again in the right scope, whose rows the wrong one hid.
 */
export const inSlugScope = async <T>(
  slug: string,
  lookup: () => Promise<T>,
  tenantOf: (found: T) => string | undefined,
): Promise<T> => {
  const hint = slugTenants.get(slug);
  const found = await (hint === undefined ? outsideTenantScope(lookup) : withTenantScope(hint, lookup));
  const tenant = tenantOf(found);
  if (tenant === undefined) {
    slugTenants.delete(slug);
    return found;
  }
  if (tenant === hint) return found;
  slugTenants.set(slug, tenant);
  return hint === undefined ? found : withTenantScope(tenant, lookup);
};
