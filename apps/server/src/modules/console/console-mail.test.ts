import { describe, expect, it } from 'vitest';
import { RESET_PASSWORD_PATH, checkResetTokenResponseSchema, sessionResponseSchema } from '@portico/contract';
import { tenantUrl } from '../../config';
import type { Tenant } from '../../domain/tenant';
import { makeTenant, makeUser, signIn, useTestApp } from '../../../test/support/app';
import { clientFor, expectBody } from '../../../test/support/http';
import { listOutbox } from '../mail';

const t = useTestApp();

const emailsOf = async (tenant: Tenant, kind: string) =>
  (await listOutbox(t.ctx.db.kysely, tenant.id)).filter((r) => r.kind === kind);

const tokenIn = (tenant: Tenant, text: string) => {
  const link = new RegExp(`${tenantUrl(t.ctx.config, tenant.slug, RESET_PASSWORD_PATH)}\\?token=([\\w-]+)`);
  const match = link.exec(text);
  expect(match, text).not.toBeNull();
  return match?.[1] as string;
};

describe('console emails', () => {
  it('an invited client gets a set-your-password link that works once; the sign-in link stays', async () => {
    const tenant = await makeTenant(t.services);
    const admin = await makeUser(t.services, tenant, { role: 'admin' });
    const staff = await signIn(t, tenant, admin);
    const res = await staff.post('/api/console/clients', {
      name: 'Carla Client',
      email: 'carla@example.com',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { data: { signInLink: { url: string } } }).data.signInLink.url).toMatch(/token=/);
    const [email] = await emailsOf(tenant, 'invitation');
    expect(email).toMatchObject({
      to_address: 'carla@example.com',
      subject: "You're invited to Acme Agency",
    });
    expect(email?.text).toMatch(/client portal/);
    expect(email?.text).toContain(tenantUrl(t.ctx.config, tenant.slug, '/settings/notifications'));
    const token = tokenIn(tenant, email?.text ?? '');
    const anon = clientFor(t.app, tenant.slug);
    const checked = expectBody(
      await anon.post('/api/auth/reset-password/check', { slug: tenant.slug, token }),
      200,
      checkResetTokenResponseSchema,
    );
    expect(checked.data.email).toBe('carla@example.com');
    // The invitation lasts PORTICO_INVITE_TOKEN_TTL (7 days by default), not the reset's hour.
    expect(Date.parse(checked.data.expiresAt)).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    const set = { slug: tenant.slug, token, password: 'Carla-pa55word' };
    expectBody(await anon.post('/api/auth/reset-password', set), 200, sessionResponseSchema);
    expect((await anon.post('/api/auth/reset-password', set)).statusCode).toBe(400);
  });

  it('an invited staff member gets the team invitation', async () => {
    const tenant = await makeTenant(t.services);
    const admin = await makeUser(t.services, tenant, { role: 'admin' });
    const staff = await signIn(t, tenant, admin);
    const res = await staff.post('/api/console/staff', {
      name: 'Eddie Editor',
      email: 'eddie@example.com',
      role: 'editor',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [email] = await emailsOf(tenant, 'invitation');
    expect(email?.to_address).toBe('eddie@example.com');
    expect(email?.text).toMatch(/added to the Acme Agency team/);
    tokenIn(tenant, email?.text ?? '');
  });

  it('approving a signup emails the client (a notification, by their preference) a link to the portal; a refused approval emails nothing', async () => {
    const tenant = await makeTenant(t.services);
    const admin = await makeUser(t.services, tenant, { role: 'admin' });
    const pending = await makeUser(t.services, tenant, { status: 'pending', email: 'pat@example.com' });
    const staff = await signIn(t, tenant, admin);
    const toPat = async () =>
      (await emailsOf(tenant, 'notification')).filter((e) => e.to_address === 'pat@example.com');
    expect((await staff.post(`/api/console/clients/${pending.id}/approve`)).statusCode).toBe(200);
    const emails = await toPat();
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toBe(`Your account on ${tenant.name} was approved`);
    expect(emails[0]?.text).toContain(tenantUrl(t.ctx.config, tenant.slug, '/'));
    expect(emails[0]?.text).toContain(tenantUrl(t.ctx.config, tenant.slug, '/settings/notifications'));
    expect((await staff.post(`/api/console/clients/${pending.id}/approve`)).statusCode).toBe(409);
    expect(await toPat()).toHaveLength(1);
  });
});
