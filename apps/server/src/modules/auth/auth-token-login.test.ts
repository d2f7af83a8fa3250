import { describe, expect, it } from 'vitest';
import { serverMessages, sessionResponseSchema } from '@portico/contract';
import { makeTenant, makeUser, useTestApp } from '../../../test/support/app';
import { clientFor, expectBody, expectError } from '../../../test/support/http';

const t = useTestApp();

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
