import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTenant, makeUser, signIn, useTestApp } from '../../test/support/app';
import { listUrl, makeBoard } from '../../test/support/boards';
import { type Db, openDatabase } from './connection';
import { createUnchangedCache } from './unchanged-cache';

const t = useTestApp();

/**
 * Sessions and board access are served from a cache while the database is unchanged. Another process (the
 * operator CLI, another instance) changing them must count on the very next request, as it would without
 * the cache: each change here is made through a connection of its own.
 */
describe('lookups kept while the database is unchanged', () => {
  let other: Db;
  beforeAll(() => {
    other = openDatabase(t.ctx.config.databaseUrl);
  });
  afterAll(async () => {
    await other.destroy();
  });

  const warm = async () => {
    const tenant = await makeTenant(t.services);
    const user = await makeUser(t.services, tenant);
    const board = await makeBoard(t.services, tenant);
    const api = await signIn(t, tenant, user);
    for (let i = 0; i < 3; i += 1) expect((await api.get(listUrl(board))).statusCode).toBe(200);
    return { tenant, user, board, api };
  };

  it('refuses a session revoked by another process on the next request', async () => {
    const { tenant, board, api } = await warm();
    await other.kysely
      .updateTable('sessions')
      .set({ revoked_at: new Date().toISOString() })
      .where('tenant_id', '=', tenant.id)
      .execute();
    expect((await api.get(listUrl(board))).statusCode).toBe(401);
  });

  it('refuses a user disabled by another process on the next request', async () => {
    const { tenant, user, board, api } = await warm();
    await other.kysely
      .updateTable('users')
      .set({ status: 'disabled' })
      .where('tenant_id', '=', tenant.id)
      .where('id', '=', user.id)
      .execute();
    expect((await api.get(listUrl(board))).statusCode).toBe(401);
  });

  it('refuses a board withdrawn by another process on the next request', async () => {
    const { tenant, user, board, api } = await warm();
    await other.kysely
      .deleteFrom('board_access')
      .where('tenant_id', '=', tenant.id)
      .where('user_id', '=', user.id)
      .execute();
    expect((await api.get(listUrl(board))).statusCode).toBe(404);
  });

  it('keeps nothing read while a commit landed, and forgets everything at the next commit', async () => {
    const cache = createUnchangedCache<string>(t.ctx.db);
    const tenant = await makeTenant(t.services);
    let n = 0;
    const commit = () =>
      other.kysely
        .updateTable('tenants')
        .set({ name: `Renamed ${(n += 1)}` })
        .where('id', '=', tenant.id)
        .execute();
    if (!t.ctx.db.dataVersion) {
      // PostgreSQL has no commit counter: nothing is ever kept.
      cache.get('k');
      cache.set('k', 'v');
      expect(cache.get('k')).toBeUndefined();
      return;
    }
    expect(cache.get('k')).toBeUndefined();
    await commit();
    cache.set('k', 'read while a commit landed');
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', 'v');
    expect(cache.get('k')).toBe('v');
    await commit();
    expect(cache.get('k')).toBeUndefined();
  });
});
