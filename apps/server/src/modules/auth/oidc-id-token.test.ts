import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcAuthorizeResponseSchema, serverMessages, sessionResponseSchema } from '@portico/contract';
import { makeUser, useTestApp } from '../../../test/support/app';
import { clientFor, expectBody, expectError } from '../../../test/support/http';
import {
  type TestProvider,
  callbackSlugs,
  oidcConfigFor,
  startTestProvider,
} from '../../../test/support/oidc-provider';
import type { Tenant } from '../../domain/tenant';

// The ID-token path: what the provider's own script (e.g. Google's) hands to the page.
const { slugs, redirectUris } = callbackSlugs('idt', 12);
let provider: TestProvider;
let impostor: TestProvider;
let plain: TestProvider;

beforeAll(async () => {
  provider = await startTestProvider({ redirectUris });
  // Another issuer that knows the same client id and secret.
  impostor = await startTestProvider({ redirectUris, clientSecret: provider.clientSecret });
  // A provider without token introspection (as Google).
  plain = await startTestProvider({ redirectUris, introspection: false });
});
afterAll(async () => {
  await Promise.all([provider?.close(), impostor?.close(), plain?.close()]);
});

const oidcConfig = () => oidcConfigFor(provider);

const t = useTestApp(() => ({ oidc: oidcConfig() }));

const makeTenant = (app = t): Promise<Tenant> =>
  app.services.tenants.create(slugs.shift() as string, {
    name: 'Acme Agency',
    signupMethod: 'signup-without-admin-approval',
  });

const signInWith = (slug: string, token: string, idToken?: string, app = t) =>
  clientFor(app.app, slug).post('/api/auth/signin-with-google', {
    slug,
    access_token: token,
    ...(idToken && { id_token: idToken }),
  });

const now = () => Math.floor(Date.now() / 1000);

describe('sign-in with an ID token from the provider', () => {
  let tenant: Tenant;
  beforeAll(async () => {
    tenant = await makeTenant();
    provider.accounts.set('ada', { email: 'ada@example.com', email_verified: true, name: 'Ada L.' });
    provider.accounts.set('eve', { email: 'eve@example.com', email_verified: false, name: 'Eve' });
    impostor.accounts.set('ada', { email: 'ada@example.com', email_verified: true, name: 'Ada L.' });
  });

  it('signs in with a real ID token of the configured provider', async () => {
    const user = await makeUser(t.services, tenant, { email: 'ada@example.com' });
    const { idToken } = await provider.tokensFor('ada');
    const body = expectBody(await signInWith(tenant.slug, idToken), 200, sessionResponseSchema);
    expect(body.data.user.id).toBe(user.id);
  });

  it('refuses an ID token issued to another application', async () => {
    const { idToken } = await provider.tokensFor('ada', { clientId: `${provider.clientId}-other-app` });
    expectError(await signInWith(tenant.slug, idToken), 401, serverMessages.oidcFailed);
  });

  it('refuses an ID token of another issuer, even for our client id', async () => {
    const { idToken } = await impostor.tokensFor('ada');
    expectError(await signInWith(tenant.slug, idToken), 401, serverMessages.oidcFailed);
  });

  it('refuses a token whose claims were changed after signing', async () => {
    const { idToken } = await provider.tokensFor('eve');
    const [header, payload, signature] = idToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, email_verified: true })).toString('base64url');
    expectError(
      await signInWith(tenant.slug, `${header}.${forged}.${signature}`),
      401,
      serverMessages.oidcFailed,
    );
    expectError(await signInWith(tenant.slug, 'not-a-jwt'), 401, serverMessages.oidcFailed);
  });

  it('checks expiry, audience, authorized party and token type of tokens signed with the right key', async () => {
    const base = {
      iss: provider.issuer,
      aud: provider.clientId,
      sub: 'ada',
      email: 'ada@example.com',
      email_verified: true,
      iat: now() - 60,
      exp: now() + 600,
    };
    // The control: this one is accepted, so each refusal below is down to the one claim changed.
    expect((await signInWith(tenant.slug, await provider.sign(base))).statusCode).toBe(200);
    const refused = [
      await provider.sign({ ...base, iat: now() - 7200, exp: now() - 3600 }),
      await provider.sign({ ...base, aud: 'someone-else' }),
      await provider.sign({ ...base, aud: [provider.clientId, 'someone-else'] }),
      await provider.sign({ ...base, azp: 'someone-else' }),
      await provider.sign({ ...base, iss: impostor.issuer }),
      await provider.sign(base, { typ: 'at+jwt' }),
    ];
    for (const token of refused) {
      expectError(await signInWith(tenant.slug, token), 401, serverMessages.oidcFailed);
    }
  });

  it('refuses an unverified email in the ID token', async () => {
    const { idToken } = await provider.tokensFor('eve');
    expectError(await signInWith(tenant.slug, idToken), 403, serverMessages.oidcEmailUnverified);
    expect(await t.services.users.findByEmail(tenant, 'eve@example.com')).toBeUndefined();
  });

  it('rate-limits sign-in attempts per IP', async () => {
    const other = await makeTenant();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await signInWith(other.slug, `garbage-${i}`)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('sign-in with an access token, asking the provider', () => {
  let tenant: Tenant;
  beforeAll(async () => {
    tenant = await makeTenant();
    provider.accounts.set('bea', { email: 'bea@example.com', email_verified: true, name: 'Bea B.' });
    provider.accounts.set('cal', { email: 'cal@example.com', email_verified: true, name: 'Cal C.' });
    provider.accounts.set('dee', { name: 'Dee Without Email' });
  });

  it('an ID token without email claims: the email comes from userinfo, with the access token issued with it', async () => {
    const user = await makeUser(t.services, tenant, { email: 'bea@example.com' });
    const { idToken, accessToken } = await provider.tokensFor('bea', { claimsInIdToken: false });
    // The control: the email really is not in the ID token.
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1] as string, 'base64url').toString()) as object;
    expect(claims).not.toHaveProperty('email');
    const body = expectBody(await signInWith(tenant.slug, accessToken, idToken), 200, sessionResponseSchema);
    expect(body.data.user.id).toBe(user.id);
  });

  it('an access token issued to this portal alone: checked by introspection, then the identity from userinfo', async () => {
    const user = await t.services.users.findByEmail(tenant, 'bea@example.com');
    const { accessToken } = await provider.tokensFor('bea', { claimsInIdToken: false });
    const body = expectBody(await signInWith(tenant.slug, accessToken), 200, sessionResponseSchema);
    expect(body.data.user.id).toBe(user?.id);
  });

  it('never signs in with an access token issued to another application (token substitution)', async () => {
    const { accessToken, idToken } = await provider.tokensFor('bea', {
      clientId: `${provider.clientId}-other-app`,
      claimsInIdToken: false,
    });
    // The control: the provider vouches for the token; only its client is wrong.
    expect(await provider.introspect(accessToken)).toMatchObject({
      active: true,
      client_id: `${provider.clientId}-other-app`,
      sub: 'bea',
    });
    expectError(await signInWith(tenant.slug, accessToken), 401, serverMessages.oidcFailed);
    // Nor with our own ID token of the same account beside it.
    const ours = await provider.tokensFor('bea', { claimsInIdToken: false });
    expectError(await signInWith(tenant.slug, accessToken, ours.idToken), 401, serverMessages.oidcFailed);
    expectError(await signInWith(tenant.slug, ours.accessToken, idToken), 401, serverMessages.oidcFailed);
  });

  it('refuses an ID token and an access token of two different accounts', async () => {
    await makeUser(t.services, tenant, { email: 'cal@example.com' });
    const bea = await provider.tokensFor('bea', { claimsInIdToken: false });
    const cal = await provider.tokensFor('cal', { claimsInIdToken: false });
    expectError(await signInWith(tenant.slug, cal.accessToken, bea.idToken), 401, serverMessages.oidcFailed);
  });

  it('refuses an access token the provider does not know', async () => {
    expectError(await signInWith(tenant.slug, 'made-up-opaque-token'), 401, serverMessages.oidcFailed);
  });

  it('an ID token without email claims alone is refused as missing the email, not as unconfirmed', async () => {
    const { idToken } = await provider.tokensFor('bea', { claimsInIdToken: false });
    expectError(await signInWith(tenant.slug, idToken), 403, serverMessages.oidcEmailMissing);
  });

  it('an account without an email at the provider is refused as missing the email', async () => {
    const { accessToken, idToken } = await provider.tokensFor('dee', { claimsInIdToken: false });
    expectError(await signInWith(tenant.slug, accessToken, idToken), 403, serverMessages.oidcEmailMissing);
    expect(await t.services.users.list(tenant)).not.toContainEqual(
      expect.objectContaining({ name: 'Dee Without Email' }),
    );
  });

  describe('at a provider without token introspection', () => {
    const noIntrospection = useTestApp(() => ({
      oidc: {
        issuer: plain.issuer,
        clientId: plain.clientId,
        clientSecret: plain.clientSecret,
        allowHttp: true,
      },
    }));

    it('refuses access tokens, whose client cannot be checked, and still takes ID tokens', async () => {
      const other = await makeTenant(noIntrospection);
      plain.accounts.set('bea', { email: 'bea@example.com', email_verified: true });
      await makeUser(noIntrospection.services, other, { email: 'bea@example.com' });
      const { accessToken, idToken } = await plain.tokensFor('bea');
      expectError(await signInWith(other.slug, accessToken, undefined, noIntrospection), 401);
      expect((await signInWith(other.slug, idToken, undefined, noIntrospection)).statusCode).toBe(200);
      const bare = await plain.tokensFor('bea', { claimsInIdToken: false });
      expectError(
        await signInWith(other.slug, bare.accessToken, bare.idToken, noIntrospection),
        401,
        serverMessages.oidcFailed,
      );
    });
  });
});

describe('behind a trusted proxy', () => {
  const proxied = useTestApp(() => ({ oidc: oidcConfig(), trustProxy: { hops: 1 } }));

  it('builds the callback from X-Forwarded-Proto and X-Forwarded-Host', async () => {
    const tenant = await makeTenant(proxied);
    const headers = {
      host: 'internal:3000',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': `${tenant.slug}.portal.example`,
    };
    const res = await proxied.app.inject({
      method: 'GET',
      url: `/api/auth/oidc/authorize?slug=${tenant.slug}`,
      headers,
    });
    const url = new URL(expectBody(res, 200, oidcAuthorizeResponseSchema).data.url);
    expect(url.searchParams.get('redirect_uri')).toBe(`https://${tenant.slug}.portal.example/callback`);
  });

  it('ignores forwarded headers when the proxy is not trusted', async () => {
    const tenant = await makeTenant();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/oidc/authorize?slug=${tenant.slug}`,
      headers: {
        host: `${tenant.slug}.localhost`,
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'evil.example',
      },
    });
    const url = new URL(expectBody(res, 200, oidcAuthorizeResponseSchema).data.url);
    expect(url.searchParams.get('redirect_uri')).toBe(`http://${tenant.slug}.localhost/callback`);
  });
});

describe('without a usable provider', () => {
  const unconfigured = useTestApp();
  const unreachable = useTestApp({
    // Port 9 (discard) on loopback: nothing answers there.
    oidc: { issuer: 'http://127.0.0.1:9', clientId: 'portico', clientSecret: 'secret', allowHttp: true },
  });

  it('answers that sign-in with a provider is not configured', async () => {
    const tenant = await makeTenant(unconfigured);
    const api = clientFor(unconfigured.app, tenant.slug);
    expectError(
      await api.get(`/api/auth/oidc/authorize?slug=${tenant.slug}`),
      404,
      serverMessages.oidcNotConfigured,
    );
    expectError(
      await api.post('/api/auth/signin-with-google', { slug: tenant.slug, access_token: 'x.y.z' }),
      404,
      serverMessages.oidcNotConfigured,
    );
    const info = await api.get(`/api/auth/check-signup-permission?slug=${tenant.slug}`);
    expect((info.json() as { data: { oidcEnabled: boolean } }).data.oidcEnabled).toBe(false);
  });

  it('answers 401, not a server error, when the provider cannot be reached', async () => {
    const tenant = await makeTenant(unreachable);
    const api = clientFor(unreachable.app, tenant.slug);
    expectError(
      await api.get(`/api/auth/oidc/authorize?slug=${tenant.slug}`),
      401,
      serverMessages.oidcFailed,
    );
    expectError(
      await api.post('/api/auth/signin-with-google', { slug: tenant.slug, access_token: 'x.y.z' }),
      401,
      serverMessages.oidcFailed,
    );
    // Nothing is stored for a sign-in that could not start.
    expect(await unreachable.ctx.db.kysely.selectFrom('oidc_states').selectAll().execute()).toHaveLength(0);
  });
});
