import { describe, expect, it } from 'vitest';
import { screenTexts, serverMessages } from '@portico/contract';
import { STRONG_PASSWORD, makeTenant, useTestApp } from '../../../test/support/app';
import { clientFor, expectError } from '../../../test/support/http';

const t = useTestApp();

const signupTwice = (slug: string, email: string) => {
  const api = clientFor(t.app, slug);
  const body = { name: 'Double Click', email, password: STRONG_PASSWORD };
  return Promise.all([
    api.post(`/api/auth/signup?slug=${slug}`, body),
    api.post(`/api/auth/signup?slug=${slug}`, body),
  ]);
};

describe('the same signup sent twice at once (a double click)', () => {
  it('with admin approval: both get the approval message and one pending account exists', async () => {
    const tenant = await makeTenant(t.services, { signupMethod: 'signup-with-admin-approval' });
    const results = await signupTwice(tenant.slug, 'twice@example.com');
    for (const res of results) {
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as { message: string }).message).toBe(screenTexts.signupPendingApproval);
    }
    expect((await t.services.users.list(tenant)).map((u) => u.email)).toEqual(['twice@example.com']);
  });

  it('without approval: one is signed in, the other gets the 409 of an existing email', async () => {
    const tenant = await makeTenant(t.services, { signupMethod: 'signup-without-admin-approval' });
    const results = await signupTwice(tenant.slug, 'twice@example.com');
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    expectError(
      results.find((r) => r.statusCode === 409)!,
      409,
      serverMessages.signupUnavailable,
    );
    expect(await t.services.users.list(tenant)).toHaveLength(1);
  });
});
