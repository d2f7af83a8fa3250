import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The tenant a piece of work belongs to, carried through its async calls. On PostgreSQL every connection
 * the work checks out of the pool is set to it and to the tenant role (db/tenant-wall.ts), and row-level
 * security (migration 0017) then shows and accepts only that tenant's rows: a query that forgot its `tenant_id` filter still cannot
 * reach another tenant. Requests enter their tenant's scope as soon as the host names it
 * (plugins/request-context.ts). Work of the whole installation — the email sender, the live-event reader,
 * the CLI, migrations — runs outside any scope and sees every tenant.
 */
const scope = new AsyncLocalStorage<string>();

/** Runs `fn` (and everything it starts) confined to `tenantId`. */
export const withTenantScope = <T>(tenantId: string, fn: () => T): T => scope.run(tenantId, fn);

/**
 * Runs `fn` outside any tenant's scope: for installation-wide work that a request may set going (a nudge
 * to the email sender), which must not inherit the request's tenant.
 */
export const outsideTenantScope = <T>(fn: () => T): T => scope.exit(fn);

/** The tenant of the current work, or undefined outside any scope. */
export const currentTenantScope = (): string | undefined => scope.getStore();
