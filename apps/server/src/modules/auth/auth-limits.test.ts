import { describe, expect, it } from 'vitest';
import { serverMessages } from '@portico/contract';
import { STRONG_PASSWORD, makeTenant, makeUser, useTestApp } from '../../../test/support/app';
import { expectError } from '../../../test/support/http';
import { AUTH_LIMITS } from '../rate-limits/rate-limits.service';

const t = useTestApp();

/** A request from a given client address (rate limits are per IP). */
const post = (slug: string, url: string, body: unknown, ip: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { host: `${slug}.localhost`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
    remoteAddress: ip,
  });

describe('rate limits of unauthenticated auth calls', () => {
  it('signup: 10 per IP per window, then 429 without creating anything; other IPs are unaffected', async () => {
    const tenant = await makeTenant(t.services, { signupMethod: 'signup-with-admin-approval' });
    const signup = (i: number, ip: string) =>
      post(
        tenant.slug,
        `/api/auth/signup?slug=${tenant.slug}`,
        { name: `Person ${i}`, email: `person-${i}@example.com`, password: STRONG_PASSWORD },
        ip,
      );
    const limit = AUTH_LIMITS.signupPerIp.limit;
    expect(limit).toBe(10);
    for (let i = 0; i < limit; i++) expect((await signup(i, '203.0.113.7')).statusCode).toBe(200);
    const refused = await signup(limit, '203.0.113.7');
    expectError(refused, 429, serverMessages.tooManyAttempts);
    // Told when the window ends: within its 15 minutes.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(await t.services.users.findByEmail(tenant, `person-${limit}@example.com`)).toBeUndefined();
    expect((await signup(99, '198.51.100.1')).statusCode).toBe(200);
  });

  it('token login: 30 per IP per window, then 429 even for a valid link', async () => {
    const tenant = await makeTenant(t.services);
    const user = await makeUser(t.services, tenant);
    const tokenLogin = (token: string, ip: string) =>
      post(tenant.slug, '/api/auth/token-login', { slug: tenant.slug, token }, ip);
    const limit = AUTH_LIMITS.tokenLoginPerIp.limit;
    expect(limit).toBe(30);
    for (let i = 0; i < limit; i++) {
      expectError(await tokenLogin(`guess-${i}`, '203.0.113.8'), 401, serverMessages.invalidLoginToken);
    }
    const link = new URL((await t.services.auth.createLoginLink(tenant, user)).url);
    const token = link.searchParams.get('token') as string;
    expectError(await tokenLogin(token, '203.0.113.8'), 429, serverMessages.tooManyAttempts);
    // The refused attempt did not spend the link: it still works from another address.
    expect((await tokenLogin(token, '198.51.100.2')).statusCode).toBe(200);
  });

  it('counts per tenant: one portal being hammered does not lock out another', async () => {
    const a = await makeTenant(t.services);
    const b = await makeTenant(t.services);
    const tokenLogin = (slug: string) =>
      post(slug, '/api/auth/token-login', { slug, token: 'nope' }, '203.0.113.9');
    for (let i = 0; i < AUTH_LIMITS.tokenLoginPerIp.limit; i++) await tokenLogin(a.slug);
    expectError(await tokenLogin(a.slug), 429, serverMessages.tooManyAttempts);
    expectError(await tokenLogin(b.slug), 401, serverMessages.invalidLoginToken);
  });
});
