import { describe, expect, it } from 'vitest';
import { checkUserAuthResponseSchema, messageResponseSchema, serverMessages } from '@portico/contract';
import { makeTenant, makeUser, signIn, useTestApp } from '../../../test/support/app';
import { clientFor, expectBody, expectError } from '../../../test/support/http';

const t = useTestApp();

describe('GET /api/auth/check-user-auth and tokens', () => {
  it('returns the signed-in user', async () => {
    const tenant = await makeTenant(t.services);
    const user = await makeUser(t.services, tenant);
    const client = await signIn(t, tenant, user);
    const body = expectBody(await client.get('/api/auth/check-user-auth'), 200, checkUserAuthResponseSchema);
    expect(body.user.id).toBe(user.id);
  });

  it('answers 401 without a token, with an unknown token and with a token of another tenant', async () => {
    const a = await makeTenant(t.services);
    const b = await makeTenant(t.services);
    const userA = await makeUser(t.services, a);
    const clientA = await signIn(t, a, userA);
    expectError(
      await clientFor(t.app, a.slug).get('/api/auth/check-user-auth'),
      401,
      serverMessages.authRequired,
    );
    expectError(
      await clientFor(t.app, a.slug, 'made-up-token').get('/api/auth/check-user-auth'),
      401,
      serverMessages.sessionExpired,
    );
    // Tenant A's token on tenant B's host.
    expectError(
      await clientFor(t.app, b.slug, clientA.token).get('/api/auth/check-user-auth'),
      401,
      serverMessages.sessionExpired,
    );
  });

  it('answers 401 for an expired session', async () => {
    const tenant = await makeTenant(t.services);
    const user = await makeUser(t.services, tenant);
    const client = await signIn(t, tenant, user);
    await t.ctx.db.kysely
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    expectError(await client.get('/api/auth/check-user-auth'), 401, serverMessages.sessionExpired);
  });

  it('logout revokes the token', async () => {
    const tenant = await makeTenant(t.services);
    const user = await makeUser(t.services, tenant);
    const client = await signIn(t, tenant, user);
    expectBody(await client.post('/api/auth/logout'), 200, messageResponseSchema);
    expectError(await client.get('/api/auth/check-user-auth'), 401, serverMessages.sessionExpired);
    expectError(await client.post('/api/auth/logout'), 401, serverMessages.sessionExpired);
  });

  it('a disabled user loses access at once', async () => {
    const tenant = await makeTenant(t.services);
    const user = await makeUser(t.services, tenant);
    const client = await signIn(t, tenant, user);
    await t.services.users.setStatus(tenant, user, 'disabled');
    expectError(await client.get('/api/auth/check-user-auth'), 401);
  });
});
