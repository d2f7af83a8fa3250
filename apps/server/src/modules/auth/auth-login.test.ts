import { describe, expect, it } from 'vitest';
import { serverMessages, sessionResponseSchema, validationMessages } from '@portico/contract';
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
