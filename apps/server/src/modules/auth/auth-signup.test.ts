import { describe, expect, it } from 'vitest';
import {
  screenTexts,
  serverMessages,
  sessionResponseSchema,
  signupResponseSchema,
  validationMessages,
} from '@portico/contract';
import { STRONG_PASSWORD, makeTenant, makeUser, useTestApp } from '../../../test/support/app';
import { clientFor, expectBody, expectError } from '../../../test/support/http';

const t = useTestApp();

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
