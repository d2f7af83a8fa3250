import { describe, expect, it } from 'vitest';
import {
  carryTenantScopes,
  currentTenantScope,
  inSlugScope,
  outsideTenantScope,
  tenantScopesCarried,
  withTenantScope,
} from './tenant-scope';

describe('tenant scope', () => {
  // First in the file: carrying, once turned on, stays on for the process (each test file has its own;
  // on PostgreSQL the test set-up has raised a wall already).
  it.skipIf(tenantScopesCarried())(
    'is not carried until a database raises its tenant wall (nothing reads it before)',
    async () => {
      const seen = await withTenantScope('t1', async () => {
        await new Promise((r) => setTimeout(r, 1));
        return currentTenantScope();
      });
      expect(seen).toBeUndefined();
      carryTenantScopes();
      expect(await withTenantScope('t1', async () => currentTenantScope())).toBe('t1');
    },
  );

  it('carries the tenant through async calls, and installation-wide work leaves it', async () => {
    const seen = await withTenantScope('t1', async () => {
      await new Promise((r) => setTimeout(r, 1));
      return { inside: currentTenantScope(), outside: outsideTenantScope(() => currentTenantScope()) };
    });
    expect(seen).toEqual({ inside: 't1', outside: undefined });
    expect(currentTenantScope()).toBeUndefined();
  });

  it('looks a slug up in the scope of the tenant it named before, and again in the right one when that changed', async () => {
    const slug = `slug-${Math.random().toString(36).slice(2)}`;
    let owner = 't1';
    const runs: Array<string | undefined> = [];
    const lookup = async () => {
      runs.push(currentTenantScope());
      return { tenant: owner, scope: currentTenantScope() };
    };
    const look = () => inSlugScope(slug, lookup, (found) => found.tenant);

    // First: no hint yet, so outside any scope.
    expect(await look()).toEqual({ tenant: 't1', scope: undefined });
    // Then in the tenant's scope, one lookup each.
    expect(await look()).toEqual({ tenant: 't1', scope: 't1' });
    expect(runs).toEqual([undefined, 't1']);
    // The slug now names another tenant: the hinted scope hid its rows, so the lookup runs again in its own.
    owner = 't2';
    runs.length = 0;
    expect(await look()).toEqual({ tenant: 't2', scope: 't2' });
    expect(runs).toEqual(['t1', 't2']);
    expect(await look()).toEqual({ tenant: 't2', scope: 't2' });
    // An unknown slug forgets its hint.
    const gone = await inSlugScope(slug, lookup, () => undefined);
    expect(gone.scope).toBe('t2');
    runs.length = 0;
    await look();
    expect(runs).toEqual([undefined]);
  });
});
