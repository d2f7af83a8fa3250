import { describe, expect, it } from 'vitest';
import {
  RESET_PASSWORD_PATH,
  checkResetTokenResponseSchema,
  messageResponseSchema,
  passwordResetMessages,
  sessionResponseSchema,
} from '@portico/contract';
import { tenantUrl } from '../../config';
import type { Tenant } from '../../domain/tenant';
import { STRONG_PASSWORD, makeTenant, makeUser, useTestApp } from '../../../test/support/app';
import { clientFor, expectBody, expectError } from '../../../test/support/http';
import { listOutbox } from '../mail';
import { AUTH_LIMITS } from '../rate-limits/rate-limits.service';

const t = useTestApp();
const NEW_PASSWORD = 'Brand-new-Pa55';

let ipCounter = 0;
const nextIp = () => `198.51.100.${(ipCounter++ % 250) + 1}`;

const post = (slug: string, url: string, body: unknown, ip = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { host: `${slug}.localhost`, 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress: ip,
  });

/** Asks for a reset link, and waits for the link that is written after the answer (if any). */
const forgot = async (tenant: Tenant, email: string, ip?: string) => {
  const res = await post(tenant.slug, '/api/auth/forgot-password', { slug: tenant.slug, email }, ip);
  await t.services.passwordReset.settled();
  return res;
};
const check = (tenant: Tenant, token: string) =>
  post(tenant.slug, '/api/auth/reset-password/check', { slug: tenant.slug, token });
const reset = (tenant: Tenant, token: string, password = NEW_PASSWORD) =>
  post(tenant.slug, '/api/auth/reset-password', { slug: tenant.slug, token, password });

/** The tokens of the reset emails a tenant's outbox holds for an address, newest first. */
const tokensFor = async (tenant: Tenant, email: string, kind = 'password-reset') => {
  const rows = (await listOutbox(t.ctx.db.kysely, tenant.id)).filter(
    (r) => r.to_address === email && r.kind === kind,
  );
  return rows.map((r) => {
    const link = new RegExp(`${tenantUrl(t.ctx.config, tenant.slug, RESET_PASSWORD_PATH)}\\?token=([\\w-]+)`);
    const match = link.exec(r.text);
    expect(match, r.text).not.toBeNull();
    expect(r.html).toContain(match?.[0]);
    // Every email links to the recipient's notification settings (issue #8).
    expect(r.text).toContain(tenantUrl(t.ctx.config, tenant.slug, '/settings/notifications'));
    return match?.[1] as string;
  });
};

describe('forgotten passwords', () => {
  it('answers the same for a known and an unknown address, and emails only the known one', async () => {
    const tenant = await makeTenant(t.services);
    const user = await makeUser(t.services, tenant);
    const known = expectBody(await forgot(tenant, user.email.toUpperCase()), 200, messageResponseSchema);
    const unknown = expectBody(await forgot(tenant, 'nobody@example.com'), 200, messageResponseSchema);
    expect(known).toEqual({ success: true, message: passwordResetMessages.sent });
    expect(unknown).toEqual(known);
    const rows = await listOutbox(t.ctx.db.kysely, tenant.id);
    expect(rows.map((r) => r.to_address)).toEqual([user.email]);
    expect(rows[0]?.subject).toBe('Reset your Acme Agency password');
    expect(await tokensFor(tenant, user.email)).toHaveLength(1);
  });

  it('sends nothing to pending or disabled accounts', async () => {
    const tenant = await makeTenant(t.services);
    const pending = await makeUser(t.services, tenant, { status: 'pending' });
    const disabled = await makeUser(t.services, tenant, { status: 'disabled' });
    for (const u of [pending, disabled])
      expectBody(await forgot(tenant, u.email), 200, messageResponseSchema);
    expect(await listOutbox(t.ctx.db.kysely, tenant.id)).toEqual([]);
  });

  it('resets once: signs in, ends every other session and the old password', async () => {
    const tenant = await makeTenant(t.services);
    const user = await makeUser(t.services, tenant);
    const login = await post(tenant.slug, '/api/auth/login', {
      slug: tenant.slug,
      email: user.email,
      password: STRONG_PASSWORD,
    });
    const oldToken = (login.json() as { data: { accessToken: string } }).data.accessToken;
    await forgot(tenant, user.email);
    const [token] = await tokensFor(tenant, user.email);
    const checked = expectBody(await check(tenant, token as string), 200, checkResetTokenResponseSchema);
    expect(checked.data.email).toBe(user.email);
    expect(Date.parse(checked.data.expiresAt)).toBeGreaterThan(Date.now());

    const done = expectBody(await reset(tenant, token as string), 200, sessionResponseSchema);
    expect(done.message).toBe(passwordResetMessages.done);
    expect(done.data.user.email).toBe(user.email);
    const me = await clientFor(t.app, tenant.slug, done.data.accessToken).get('/api/auth/check-user-auth');
    expect(me.statusCode).toBe(200);
    expect((await clientFor(t.app, tenant.slug, oldToken).get('/api/auth/check-user-auth')).statusCode).toBe(
      401,
    );

    expectError(
      await reset(tenant, token as string, 'Another-Pa55w0rd'),
      400,
      passwordResetMessages.invalidLink,
    );
    expectError(await check(tenant, token as string), 400, passwordResetMessages.invalidLink);
    const oldLogin = await post(tenant.slug, '/api/auth/login', {
      slug: tenant.slug,
      email: user.email,
      password: STRONG_PASSWORD,
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await post(tenant.slug, '/api/auth/login', {
      slug: tenant.slug,
      email: user.email,
      password: NEW_PASSWORD,
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('of two concurrent resets with one link, exactly one wins', async () => {
    const tenant = await makeTenant(t.services);
    const user = await makeUser(t.services, tenant);
    await forgot(tenant, user.email);
    const [token] = await tokensFor(tenant, user.email);
    const results = await Promise.all([
      reset(tenant, token as string, 'First-Pa55word'),
      reset(tenant, token as string, 'Second-Pa55word'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('ends the earlier links when a new password is set', async () => {
    const tenant = await makeTenant(t.services);
    const user = await makeUser(t.services, tenant);
    await forgot(tenant, user.email);
    await forgot(tenant, user.email);
    const [newer, older] = await tokensFor(tenant, user.email);
    expect(newer).not.toBe(older);
    expectBody(await reset(tenant, older as string), 200, sessionResponseSchema);
    expectError(await reset(tenant, newer as string), 400, passwordResetMessages.invalidLink);
  });

  it('refuses an expired link and one of another tenant', async () => {
    const tenant = await makeTenant(t.services);
    const other = await makeTenant(t.services);
    const user = await makeUser(t.services, tenant);
    await forgot(tenant, user.email);
    const [token] = await tokensFor(tenant, user.email);
    expectError(await check(other, token as string), 400, passwordResetMessages.invalidLink);
    expectError(await reset(other, token as string), 400, passwordResetMessages.invalidLink);
    await t.ctx.db.kysely
      .updateTable('password_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('tenant_id', '=', tenant.id)
      .execute();
    expectError(await check(tenant, token as string), 400, passwordResetMessages.invalidLink);
    expectError(await reset(tenant, token as string), 400, passwordResetMessages.invalidLink);
    expectError(await reset(tenant, 'x'.repeat(43)), 400, passwordResetMessages.invalidLink);
  });

  it('rate limits per IP with 429, and per address silently', async () => {
    const tenant = await makeTenant(t.services);
    const user = await makeUser(t.services, tenant);
    const perAddress = AUTH_LIMITS.resetEmailPerAddress.limit;
    for (let i = 0; i < perAddress + 2; i++)
      expectBody(await forgot(tenant, user.email), 200, messageResponseSchema);
    expect(await tokensFor(tenant, user.email)).toHaveLength(perAddress);

    const ip = '203.0.113.50';
    for (let i = 0; i < AUTH_LIMITS.resetRequestPerIp.limit; i++)
      expect((await forgot(tenant, `someone-${i}@example.com`, ip)).statusCode).toBe(200);
    const refused = await forgot(tenant, 'another@example.com', ip);
    expectError(refused, 429, passwordResetMessages.tooMany);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it.each([
    ['NUL byte in the email', (slug: string) => ({ slug, email: 'a\u0000@example.com' })],
    ['a number as email', (slug: string) => ({ slug, email: 42 })],
    ['no email', (slug: string) => ({ slug })],
  ])('forgot-password: 400 for %s', async (_name, body) => {
    const tenant = await makeTenant(t.services);
    expect((await post(tenant.slug, '/api/auth/forgot-password', body(tenant.slug))).statusCode).toBe(400);
  });

  it.each([
    ['NUL byte in the token', (slug: string) => ({ slug, token: 'ab\u0000cd', password: NEW_PASSWORD })],
    ['an object as token', (slug: string) => ({ slug, token: { $ne: '' }, password: NEW_PASSWORD })],
    ['a weak password', (slug: string) => ({ slug, token: 'x'.repeat(43), password: 'short' })],
    ['an array as password', (slug: string) => ({ slug, token: 'x'.repeat(43), password: [NEW_PASSWORD] })],
  ])('reset-password: 400 for %s', async (_name, body) => {
    const tenant = await makeTenant(t.services);
    expectError(await post(tenant.slug, '/api/auth/reset-password', body(tenant.slug)), 400);
  });

  it('400 for malformed JSON', async () => {
    const tenant = await makeTenant(t.services);
    expectError(await post(tenant.slug, '/api/auth/reset-password/check', '{"slug":'), 400);
  });
});
