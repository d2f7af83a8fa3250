import { describe, expect, it } from 'vitest';
import {
  checkUserAuthResponseSchema,
  messageResponseSchema,
  screenTexts,
  serverMessages,
  sessionResponseSchema,
  signupResponseSchema,
  validationMessages,
} from '@portico/contract';
import { STRONG_PASSWORD, makeTenant, makeUser, signIn, useTestApp } from '../../../test/support/app';
import { clientFor, expectBody, expectError } from '../../../test/support/http';

const t = useTestApp();

describe('POST /api/auth/login', () => {
  it('signs in with email and password and returns the user and an opaque token', async () => {
    const tenant = await makeTenant(t.services, { subscriptionPlan: 'Enterprise' });
    const user = await makeUser(t.services, tenant, { email: 'Dana@Example.com', name: 'Dana' });
    const res = await clientFor(t.app, tenant.slug).post('/api/auth/login', {
      email: 'dana@example.com',
      password: STRONG_PASSWORD,
      slug: tenant.slug,
    });
    const body = expectBody(res, 200, sessionResponseSchema);
    expect(body.data.user).toMatchObject({
      id: user.id,
      name: 'Dana',
      email: 'dana@example.com',
      subscriptionStatus: 'valid',
      subscriptionPlan: 'Enterprise',
      allowUsersToCreateNewItems: 'true',
      filterItemsByEmail: 'false',
    });
    expect(body.data.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
  });

  it('stores only a hash of the token', async () => {
    const tenant = await makeTenant(t.services);
    const user = await makeUser(t.services, tenant);
    const client = await signIn(t, tenant, user);
    const rows = await t.ctx.db.kysely
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain(client.token);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers a wrong password and an unknown account alike', async () => {
    const tenant = await makeTenant(t.services);
    const user = await makeUser(t.services, tenant);
    const api = clientFor(t.app, tenant.slug);
    const wrong = await api.post('/api/auth/login', {
      email: user.email,
      password: 'Nope-nope-1',
      slug: tenant.slug,
    });
    const unknown = await api.post('/api/auth/login', {
      email: 'nobody@example.com',
      password: 'Nope-nope-1',
      slug: tenant.slug,
    });
    expectError(wrong, 401, serverMessages.invalidCredentials);
    expectError(unknown, 401, serverMessages.invalidCredentials);
  });

  it('refuses pending and disabled accounts once the password is right', async () => {
    const tenant = await makeTenant(t.services);
    const pending = await makeUser(t.services, tenant, { status: 'pending' });
    const disabled = await makeUser(t.services, tenant, { status: 'disabled' });
    const api = clientFor(t.app, tenant.slug);
    const login = (email: string) =>
      api.post('/api/auth/login', { email, password: STRONG_PASSWORD, slug: tenant.slug });
    expectError(await login(pending.email), 403, serverMessages.accountPending);
    expectError(await login(disabled.email), 403, serverMessages.accountDisabled);
  });

  it('validates the email with the spec message', async () => {
    const tenant = await makeTenant(t.services);
    const res = await clientFor(t.app, tenant.slug).post('/api/auth/login', {
      email: 'not an email',
      password: 'x',
      slug: tenant.slug,
    });
    expectError(res, 400, validationMessages.invalidEmail);
  });

  it('rejects malformed JSON and wrong types with a 400', async () => {
    const tenant = await makeTenant(t.services);
    const api = clientFor(t.app, tenant.slug);
    const malformed = await api.request('POST', '/api/auth/login', {
      body: '{"email": "a@b.c", ',
      headers: { 'content-type': 'application/json' },
    });
    expectError(malformed, 400, serverMessages.invalidJson);
    const wrongTypes = await api.post('/api/auth/login', { email: 42, password: [], slug: tenant.slug });
    expectError(wrongTypes, 400, validationMessages.invalidEmail);
  });

  it('refuses a slug that is not the host tenant', async () => {
    const tenant = await makeTenant(t.services);
    const other = await makeTenant(t.services);
    const user = await makeUser(t.services, tenant);
    const res = await clientFor(t.app, tenant.slug).post('/api/auth/login', {
      email: user.email,
      password: STRONG_PASSWORD,
      slug: other.slug,
    });
    expectError(res, 404, serverMessages.slugMismatch);
  });

  it('does not sign in to another tenant with the same email', async () => {
    const a = await makeTenant(t.services);
    const b = await makeTenant(t.services);
    const user = await makeUser(t.services, a, { email: 'shared@example.com' });
    const res = await clientFor(t.app, b.slug).post('/api/auth/login', {
      email: user.email,
      password: STRONG_PASSWORD,
      slug: b.slug,
    });
    expectError(res, 401, serverMessages.invalidCredentials);
  });

  it('rate-limits repeated attempts on one account', async () => {
    const tenant = await makeTenant(t.services);
    const user = await makeUser(t.services, tenant);
    const api = clientFor(t.app, tenant.slug);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await api.post('/api/auth/login', {
        email: user.email,
        password: 'Wrong-pass-1',
        slug: tenant.slug,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Even the right password is refused until the window passes.
    const right = await api.post('/api/auth/login', {
      email: user.email,
      password: STRONG_PASSWORD,
      slug: tenant.slug,
    });
    expectError(right, 429, serverMessages.tooManyAttempts);
  });
});

describe('unknown tenants', () => {
  it('answers 404 for a host whose tenant does not exist', async () => {
    const res = await clientFor(t.app, 'no-such-tenant').post('/api/auth/login', {
      email: 'a@b.c',
      password: 'x',
      slug: 'no-such-tenant',
    });
    expectError(res, 404, serverMessages.tenantNotFound);
  });
});

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

describe('POST /api/auth/signup', () => {
  const signup = (slug: string, body: Record<string, unknown>, querySlug: string | null = slug) =>
    clientFor(t.app, slug).post(`/api/auth/signup${querySlug ? `?slug=${querySlug}` : ''}`, body);

  it('with admin approval: creates a pending account that cannot sign in until approved', async () => {
    const tenant = await makeTenant(t.services, { signupMethod: 'signup-with-admin-approval' });
    const res = await signup(tenant.slug, {
      name: 'Fox',
      email: 'fox@example.com',
      password: STRONG_PASSWORD,
    });
    const body = expectBody(res, 200, signupResponseSchema);
    expect(body.message).toBe(screenTexts.signupPendingApproval);
    expect(body.data).toBeNull();
    const login = () =>
      clientFor(t.app, tenant.slug).post('/api/auth/login', {
        email: 'fox@example.com',
        password: STRONG_PASSWORD,
        slug: tenant.slug,
      });
    expectError(await login(), 403, serverMessages.accountPending);
    const user = await t.services.users.requireUser(tenant, 'fox@example.com');
    await t.services.users.setStatus(tenant, user, 'active');
    expect((await login()).statusCode).toBe(200);
  });

  it('with admin approval: an existing email gets the same answer and changes nothing', async () => {
    const tenant = await makeTenant(t.services, { signupMethod: 'signup-with-admin-approval' });
    const existing = await makeUser(t.services, tenant, { email: 'taken@example.com', name: 'Original' });
    const res = await signup(tenant.slug, {
      name: 'Imposter',
      email: 'taken@example.com',
      password: 'Other-pass-1!',
    });
    expect(expectBody(res, 200, signupResponseSchema).message).toBe(screenTexts.signupPendingApproval);
    const after = await t.services.users.requireUser(tenant, 'taken@example.com');
    expect(after).toEqual(existing);
  });

  it('without approval: signs the new user in', async () => {
    const tenant = await makeTenant(t.services, { signupMethod: 'signup-without-admin-approval' });
    const res = await signup(tenant.slug, {
      name: 'Walter',
      email: 'walter@example.com',
      password: STRONG_PASSWORD,
    });
    const body = expectBody(res, 200, sessionResponseSchema);
    expect(body.data.user.email).toBe('walter@example.com');
    const me = await clientFor(t.app, tenant.slug, body.data.accessToken).get('/api/auth/check-user-auth');
    expect(me.statusCode).toBe(200);
  });

  it('is refused when signup is closed', async () => {
    const tenant = await makeTenant(t.services, { signupMethod: 'closed' });
    const res = await signup(tenant.slug, { name: 'X', email: 'x@example.com', password: STRONG_PASSWORD });
    expectError(res, 403, serverMessages.signupClosed);
  });

  it('enforces the §5 rules with the spec messages', async () => {
    const tenant = await makeTenant(t.services);
    expectError(
      await signup(tenant.slug, { name: '   ', email: 'a@example.com', password: STRONG_PASSWORD }),
      400,
      validationMessages.nameRequired,
    );
    expectError(
      await signup(tenant.slug, { name: 'A', email: 'no-at-sign', password: STRONG_PASSWORD }),
      400,
      validationMessages.invalidEmail,
    );
    for (const weak of ['short1!', 'alllowercase1!', 'ALLUPPERCASE1!', 'NoDigits!!', 'NoSpecial123']) {
      expectError(
        await signup(tenant.slug, { name: 'A', email: 'a@example.com', password: weak }),
        400,
        validationMessages.passwordRule,
      );
    }
    expect(await t.services.users.list(tenant)).toHaveLength(0);
  });

  it('refuses a query slug of another tenant', async () => {
    const tenant = await makeTenant(t.services);
    const other = await makeTenant(t.services);
    const res = await signup(
      tenant.slug,
      { name: 'A', email: 'a@example.com', password: STRONG_PASSWORD },
      other.slug,
    );
    expectError(res, 404, serverMessages.slugMismatch);
  });
});

describe('POST /api/auth/token-login', () => {
  const tokenOf = (url: string) => new URL(url).searchParams.get('token') as string;

  it('signs in once with a one-time token and refuses it the second time', async () => {
    const tenant = await makeTenant(t.services);
    const user = await makeUser(t.services, tenant, { password: null });
    const link = await t.services.auth.createLoginLink(tenant, user);
    expect(link.url).toContain(`${tenant.slug}.localhost:3000/auth/token-login?token=`);
    const api = clientFor(t.app, tenant.slug);
    const first = await api.post('/api/auth/token-login', { slug: tenant.slug, token: tokenOf(link.url) });
    expect(expectBody(first, 200, sessionResponseSchema).data.user.id).toBe(user.id);
    const second = await api.post('/api/auth/token-login', { slug: tenant.slug, token: tokenOf(link.url) });
    expectError(second, 401, serverMessages.invalidLoginToken);
  });

  it('refuses an expired token and a token of another tenant', async () => {
    const a = await makeTenant(t.services);
    const b = await makeTenant(t.services);
    const user = await makeUser(t.services, a);
    const expired = await t.services.auth.createLoginLink(a, user);
    await t.ctx.db.kysely
      .updateTable('login_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    expectError(
      await clientFor(t.app, a.slug).post('/api/auth/token-login', {
        slug: a.slug,
        token: tokenOf(expired.url),
      }),
      401,
      serverMessages.invalidLoginToken,
    );
    const fresh = await t.services.auth.createLoginLink(a, user);
    expectError(
      await clientFor(t.app, b.slug).post('/api/auth/token-login', {
        slug: b.slug,
        token: tokenOf(fresh.url),
      }),
      401,
      serverMessages.invalidLoginToken,
    );
  });

  it('works exactly once under concurrent use', async () => {
    const tenant = await makeTenant(t.services);
    const user = await makeUser(t.services, tenant);
    const link = await t.services.auth.createLoginLink(tenant, user);
    const api = clientFor(t.app, tenant.slug);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        api.post('/api/auth/token-login', { slug: tenant.slug, token: tokenOf(link.url) }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 401)).toHaveLength(4);
  });
});
