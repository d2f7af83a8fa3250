import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkUserAuthResponseSchema,
  oidcAuthorizeResponseSchema,
  serverMessages,
  sessionResponseSchema,
} from '@portico/contract';
import { makeUser, signIn, useTestApp } from '../../../test/support/app';
import { clientFor, expectBody, expectError } from '../../../test/support/http';
import {
  type TestProvider,
  callbackSlugs,
  oidcConfigFor,
  startTestProvider,
} from '../../../test/support/oidc-provider';
import { type StartedSignIn, finishSignIn, startSignIn } from '../../../test/support/oidc-sign-in';
import type { Tenant } from '../../domain/tenant';

// Sign-in CSRF: a /callback link made by someone else's sign-in must not sign anyone in. Every sign-in is
// bound to the browser that started it by a cookie set when it starts.
const { slugs, redirectUris } = callbackSlugs('bind', 12);
let provider: TestProvider;

beforeAll(async () => {
  provider = await startTestProvider({ redirectUris });
});
afterAll(async () => {
  await provider?.close();
});

const oidcConfig = () => oidcConfigFor(provider);
const t = useTestApp(() => ({ oidc: oidcConfig() }));

const makeTenant = async (app = t): Promise<Tenant> => {
  const slug = slugs.shift();
  if (!slug) throw new Error('The slug pool is exhausted; add more to it');
  return app.services.tenants.create(slug, {
    name: 'Acme Agency',
    signupMethod: 'signup-without-admin-approval',
  });
};

let accountSeq = 0;
const providerAccount = (email: string) => {
  const id = `bind-${++accountSeq}`;
  provider.accounts.set(id, { email, email_verified: true, name: email.split('@')[0] });
  return id;
};

const finish = (slug: string, { code, state }: StartedSignIn, cookie: string | undefined) =>
  finishSignIn(t.app, slug, { code, state }, cookie);

const sessionCount = async (tenant: Tenant) =>
  (await t.ctx.db.kysely.selectFrom('sessions').select('id').where('tenant_id', '=', tenant.id).execute())
    .length;

const setCookieOf = (res: { headers: Record<string, unknown> }): string[] => {
  const header = res.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? (header as string[]) : [String(header)];
};

describe('sign-in with the identity provider: bound to the browser that started it', () => {
  it('starting a sign-in sets a short-lived HttpOnly SameSite cookie for the sign-in call only; the database keeps a hash', async () => {
    const tenant = await makeTenant();
    const res = await clientFor(t.app, tenant.slug).get(`/api/auth/oidc/authorize?slug=${tenant.slug}`);
    const state = new URL(expectBody(res, 200, oidcAuthorizeResponseSchema).data.url).searchParams.get(
      'state',
    ) as string;
    expect(res.cookies).toHaveLength(1);
    const [cookie] = res.cookies;
    expect(cookie).toMatchObject({
      path: '/api/auth/signin-with-google',
      maxAge: 600,
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.domain).toBeUndefined();
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    const stored = await t.ctx.db.kysely
      .selectFrom('oidc_states')
      .selectAll()
      .where('state', '=', state)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(cookie?.value);
    expect(stored.browser_hash).toBe(
      createHash('sha256')
        .update(cookie?.value as string)
        .digest('base64url'),
    );
  });

  it('signs in the browser that started the sign-in, and clears its cookie', async () => {
    const tenant = await makeTenant();
    const user = await makeUser(t.services, tenant, { email: 'owner@example.com' });
    const started = await startSignIn(t.app, provider, tenant.slug, providerAccount('owner@example.com'));
    expect(started.cookie).toBeDefined();
    const res = await finish(tenant.slug, started, started.cookie);
    expect(expectBody(res, 200, sessionResponseSchema).data.user.id).toBe(user.id);
    const [cleared, ...more] = res.cookies;
    expect(more).toHaveLength(0);
    expect(`${cleared?.name}=`).toBe(`${started.cookie?.split('=')[0]}=`);
    expect(cleared).toMatchObject({ value: '', maxAge: 0, path: '/api/auth/signin-with-google' });
  });

  it("a /callback link from another browser's sign-in signs no one in, and its state is spent", async () => {
    const tenant = await makeTenant();
    await makeUser(t.services, tenant, { email: 'mallory@example.com' });
    // The attacker signs in with their own account in their own browser, and stops at the redirect.
    const attackers = await startSignIn(t.app, provider, tenant.slug, providerAccount('mallory@example.com'));
    const before = await sessionCount(tenant);
    // The victim opens the link in a browser that never started a sign-in: no cookie.
    const res = await finish(tenant.slug, attackers, undefined);
    expectError(res, 401, serverMessages.oidcOtherBrowser);
    expect(await sessionCount(tenant)).toBe(before);
    // The state is gone: the link cannot be tried again, not even from the browser that started it.
    expectError(await finish(tenant.slug, attackers, attackers.cookie), 401, serverMessages.oidcFailed);
    expect(await sessionCount(tenant)).toBe(before);
  });

  it("a /callback link from another browser's sign-in signs no one in where a sign-in of their own was started", async () => {
    const tenant = await makeTenant();
    await makeUser(t.services, tenant, { email: 'eve@example.com' });
    await makeUser(t.services, tenant, { email: 'vic@example.com' });
    const attackers = await startSignIn(t.app, provider, tenant.slug, providerAccount('eve@example.com'));
    const victims = await startSignIn(t.app, provider, tenant.slug, providerAccount('vic@example.com'));
    const before = await sessionCount(tenant);
    // The victim's browser holds only its own sign-in's cookie.
    expectError(await finish(tenant.slug, attackers, victims.cookie), 401, serverMessages.oidcOtherBrowser);
    // A cookie of the right name with another value (made up, or the victim's own secret) is refused too.
    const name = (attackers.cookie as string).split('=')[0] as string;
    const victimSecret = (victims.cookie as string).split('=')[1] as string;
    const again = await startSignIn(t.app, provider, tenant.slug, providerAccount('eve@example.com'));
    const againName = (again.cookie as string).split('=')[0] as string;
    expectError(
      await finish(tenant.slug, again, `${againName}=${victimSecret}`),
      401,
      serverMessages.oidcOtherBrowser,
    );
    const third = await startSignIn(t.app, provider, tenant.slug, providerAccount('eve@example.com'));
    const thirdName = (third.cookie as string).split('=')[0] as string;
    expect(thirdName).not.toBe(name);
    expectError(
      await finish(tenant.slug, third, `${thirdName}=${'A'.repeat(43)}`),
      401,
      serverMessages.oidcOtherBrowser,
    );
    expect(await sessionCount(tenant)).toBe(before);
    // The victim's own sign-in is unaffected.
    const mine = expectBody(await finish(tenant.slug, victims, victims.cookie), 200, sessionResponseSchema);
    expect(mine.data.user.email).toBe('vic@example.com');
  });

  it('leaves the session already open in the victim browser as it was', async () => {
    const tenant = await makeTenant();
    const victim = await makeUser(t.services, tenant, { email: 'open@example.com' });
    await makeUser(t.services, tenant, { email: 'intruder@example.com' });
    const session = await signIn(t, tenant, victim);
    const attackers = await startSignIn(
      t.app,
      provider,
      tenant.slug,
      providerAccount('intruder@example.com'),
    );
    expectError(await finish(tenant.slug, attackers, undefined), 401, serverMessages.oidcOtherBrowser);
    const me = await session.get('/api/auth/check-user-auth');
    expect(expectBody(me, 200, checkUserAuthResponseSchema).user.id).toBe(victim.id);
  });

  it('clears the cookie of a sign-in that fails', async () => {
    const tenant = await makeTenant();
    const started = await startSignIn(t.app, provider, tenant.slug, providerAccount('nobody@example.com'));
    const res = await finishSignIn(
      t.app,
      tenant.slug,
      { code: `${started.code}-wrong`, state: started.state },
      started.cookie,
    );
    expectError(res, 401, serverMessages.oidcFailed);
    const cleared = setCookieOf(res);
    expect(cleared).toHaveLength(1);
    expect(cleared[0]).toMatch(/^portico_oidc_[\w-]+=; Max-Age=0; Path=\/api\/auth\/signin-with-google;/);
  });

  it('two sign-ins started in one browser (two tabs) both complete', async () => {
    const tenant = await makeTenant();
    await makeUser(t.services, tenant, { email: 'tabs@example.com' });
    const account = providerAccount('tabs@example.com');
    const first = await startSignIn(t.app, provider, tenant.slug, account);
    const second = await startSignIn(t.app, provider, tenant.slug, account);
    // The browser sends every cookie it holds for the path.
    const jar = `${first.cookie}; ${second.cookie}`;
    expect((await finish(tenant.slug, second, jar)).statusCode).toBe(200);
    expect((await finish(tenant.slug, first, jar)).statusCode).toBe(200);
  });

  it('a made-up cookie header is no server error', async () => {
    const tenant = await makeTenant();
    const started = await startSignIn(t.app, provider, tenant.slug, providerAccount('odd@example.com'));
    for (const cookie of ['=;;;', 'portico_oidc_=%E0%A4%A', `${'x'.repeat(4000)}=1`]) {
      expectError(await finish(tenant.slug, started, cookie), 401);
    }
  });
});

describe('over https', () => {
  const proxied = useTestApp(() => ({ oidc: oidcConfig(), trustProxy: { hops: 1 } }));

  it('the cookie is Secure when the browser reached the portal over https', async () => {
    const tenant = await makeTenant(proxied);
    const res = await proxied.app.inject({
      method: 'GET',
      url: `/api/auth/oidc/authorize?slug=${tenant.slug}`,
      headers: {
        host: 'internal:3000',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': `${tenant.slug}.portal.example`,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies[0]).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
  });
});
