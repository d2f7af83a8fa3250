import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { makeTenant, makeUser, signIn, useTestApp } from '../../test/support/app';
import { addItems, columnForm, makeBoard } from '../../test/support/boards';
import { clientFor } from '../../test/support/http';
import { testDialect } from '../../test/support/context';
import { TENANT_SETTING, poolOf } from './connection';
import { outsideTenantScope, withTenantScope } from './tenant-scope';
import { roleBypassesTenantWall, tenantTables } from './tenant-wall.repository';

/**
 * Issue 9: PostgreSQL row-level security as a second wall between tenants. The tests here leave out the
 * first wall (each query's own tenant filter) on purpose and check that the second one holds alone.
 */
const describeOnPostgres = testDialect() === 'postgres' ? describe : describe.skip;

describeOnPostgres('the tenant wall (PostgreSQL row-level security)', () => {
  const t = useTestApp();

  const twoTenants = async () => {
    const [a, b] = [await makeTenant(t.services), await makeTenant(t.services)];
    for (const tenant of [a, b]) {
      await makeUser(t.services, tenant);
      const board = await makeBoard(t.services, tenant, { columns: [{ type: 'text', title: 'Notes' }] });
      await addItems(t.services, tenant, board, [
        { name: `${tenant.slug} one` },
        { name: `${tenant.slug} two` },
      ]);
    }
    return { a, b };
  };

  it('stands on every table with a tenant_id, forced for the owner the app connects as', async () => {
    const tables = await tenantTables(t.ctx.db.kysely);
    expect(tables.map((w) => w.table)).toEqual(
      expect.arrayContaining(['items', 'users', 'sessions', 'files']),
    );
    expect(tables.filter((w) => !(w.enabled && w.forced && w.policy))).toEqual([]);
    // The tests connect as an ordinary role that owns the tables, as production does; a superuser would
    // pass through the wall and prove nothing.
    expect(await roleBypassesTenantWall(t.ctx.db.kysely)).toBe(false);
  });

  it('shows a query without a tenant filter only the rows of the tenant in scope', async () => {
    const { a, b } = await twoTenants();
    const db = t.ctx.db.kysely;
    const seen = await withTenantScope(a.id, () =>
      db.selectFrom('items').select('tenant_id').distinct().execute(),
    );
    expect(seen.map((r) => r.tenant_id)).toEqual([a.id]);
    const users = await withTenantScope(b.id, () =>
      db.selectFrom('users').select('tenant_id').distinct().execute(),
    );
    expect(users.map((r) => r.tenant_id)).toEqual([b.id]);
    // Installation-wide work sees every tenant.
    const all = await outsideTenantScope(() =>
      db.selectFrom('items').select('tenant_id').distinct().where('tenant_id', 'in', [a.id, b.id]).execute(),
    );
    expect(all.map((r) => r.tenant_id).sort()).toEqual([a.id, b.id].sort());
  });

  it('keeps a write without a tenant filter to the tenant in scope, in and out of transactions', async () => {
    const { a, b } = await twoTenants();
    const db = t.ctx.db.kysely;
    const renamed = await withTenantScope(a.id, () =>
      db
        .transaction()
        .execute((trx) => trx.updateTable('items').set({ name: 'Overwritten' }).executeTakeFirst()),
    );
    expect(Number(renamed.numUpdatedRows)).toBe(2);
    const names = await db
      .selectFrom('items')
      .select(['tenant_id', 'name'])
      .where('tenant_id', 'in', [a.id, b.id])
      .execute();
    expect(names.filter((r) => r.name === 'Overwritten').map((r) => r.tenant_id)).toEqual([a.id, a.id]);
    const deleted = await withTenantScope(b.id, () =>
      db.deleteFrom('sessions').where('tenant_id', '=', a.id).executeTakeFirst(),
    );
    expect(Number(deleted.numDeletedRows)).toBe(0);
  });

  it('refuses a row written for another tenant', async () => {
    const { a, b } = await twoTenants();
    const db = t.ctx.db.kysely;
    const board = await db
      .selectFrom('boards')
      .selectAll()
      .where('tenant_id', '=', b.id)
      .executeTakeFirstOrThrow();
    await expect(
      withTenantScope(a.id, () =>
        db
          .insertInto('boards')
          .values({ ...board, id: 'smuggled-board', name: 'Smuggled' })
          .execute(),
      ),
    ).rejects.toThrow(/row-level security/);
    // Moving a row of one's own tenant to another is refused too.
    await expect(
      withTenantScope(a.id, () =>
        db.updateTable('boards').set({ tenant_id: b.id }).where('tenant_id', '=', a.id).execute(),
      ),
    ).rejects.toThrow(/row-level security/);
  });

  it('sets each connection to the scope of the work that checks it out, whatever it was set to before', async () => {
    const { a, b } = await twoTenants();
    const db = t.ctx.db.kysely;
    const setting = (tenant: string | null) => {
      const read = () =>
        sql<{ value: string }>`select current_setting(${TENANT_SETTING}, true) as value`
          .execute(db)
          .then((r) => r.rows[0]?.value);
      return tenant ? withTenantScope(tenant, read) : outsideTenantScope(read);
    };
    // Interleaved on a small pool, the same connections serve all three scopes in turn.
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => [a.id, b.id, null][i % 3] ?? null).map(async (scope) => ({
        scope,
        value: await setting(scope),
      })),
    );
    for (const { scope, value } of results) expect(value).toBe(scope ?? '');
  });

  it('puts a request in its tenant’s scope from the host on, through a multipart body to the write', async () => {
    const tenant = await makeTenant(t.services);
    const user = await makeUser(t.services, tenant);
    const board = await makeBoard(t.services, tenant, { columns: [{ type: 'text', title: 'Notes' }] });
    const api = await signIn(t, tenant, user);
    const pool = poolOf(t.ctx.db.kysely) as unknown as { _clients: Array<{ porticoTenant?: string }> };
    // Every connection of the pool set to no tenant first, by installation-wide work.
    await outsideTenantScope(() =>
      Promise.all(Array.from({ length: 12 }, () => sql`select pg_sleep(0.02)`.execute(t.ctx.db.kysely))),
    );
    expect(pool._clients.map((c) => c.porticoTenant ?? '')).not.toContain(tenant.id);
    const res = await api.multipart(
      'POST',
      `/api/boards/create-new-item/${board.id}/${board.groups[0]?.id}?itemName=Scoped`,
      columnForm([{ column: board.col.text, text: 'written in scope' }]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(pool._clients.map((c) => c.porticoTenant)).toContain(tenant.id);
    // An unknown host is answered before any scope, and a health check belongs to no tenant.
    expect((await clientFor(t.app, 'no-such-tenant').get('/api/health')).statusCode).toBe(200);
  });
});
