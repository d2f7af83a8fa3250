import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkUserAuthResponseSchema,
  oidcAuthorizeResponseSchema,
  pendingApprovalResponseSchema,
  screenTexts,
  serverMessages,
  sessionResponseSchema,
  type SignupMethod,
} from '@portico/contract';
import { STRONG_PASSWORD, makeUser, useTestApp } from '../../../test/support/app';
import { clientFor, expectBody, expectError } from '../../../test/support/http';
import {
  type TestProvider,
  callbackSlugs,
  oidcConfigFor,
  startTestProvider,
} from '../../../test/support/oidc-provider';
import { type StartedSignIn, finishSignIn, startSignIn } from '../../../test/support/oidc-sign-in';
import type { Tenant } from '../../domain/tenant';

// Tenants get slugs from this pool, whose callback URLs are registered at the provider.
const { slugs, redirectUris } = callbackSlugs('oidc', 16);
let provider: TestProvider;

beforeAll(async () => {
  provider = await startTestProvider({ redirectUris });
});
afterAll(async () => {
  await provider?.close();
});

const t = useTestApp(() => ({ oidc: oidcConfigFor(provider) }));

const makeTenant = (signupMethod: SignupMethod = 'signup-without-admin-approval'): Promise<Tenant> => {
  const slug = slugs.shift();
  if (!slug) throw new Error('The slug pool is exhausted; add more to it');
  return t.services.tenants.create(slug, { name: 'Acme Agency', signupMethod });
};

let accountSeq = 0;
const providerAccount = (claims: { email?: string; email_verified?: boolean; name?: string }) => {
  const id = `acct-${++accountSeq}`;
  provider.accounts.set(id, claims);
  return id;
};

/** One browser: starts the sign-in at the portal and passes the provider, up to /callback. */
const authorizeAndSignIn = (tenant: Tenant, accountId: string) =>
  startSignIn(t.app, provider, tenant.slug, accountId);

/** The page at /callback posting the code and state, from the browser that started the sign-in. */
const finish = (slug: string, { code, state, cookie }: Partial<StartedSignIn>) =>
  finishSignIn(t.app, slug, { code, state }, cookie);

const usersOf = (tenant: Tenant) => t.services.users.list(tenant);

describe('sign-in with the identity provider: authorization code flow', () => {
  it('asks for openid email profile with PKCE S256, state and nonce, and a callback on the request origin', async () => {
    const tenant = await makeTenant();
    const res = await clientFor(t.app, tenant.slug).get(`/api/auth/oidc/authorize?slug=${tenant.slug}`);
    expect(res.headers['cache-control']).toBe('no-store');
    const url = new URL(expectBody(res, 200, oidcAuthorizeResponseSchema).data.url);
    expect(url.origin).toBe(provider.issuer);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      client_id: provider.clientId,
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: `http://${tenant.slug}.localhost/callback`,
      code_challenge_method: 'S256',
    });
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(params.state).toMatch(/^[\w-]{20,}$/);
    expect(params.nonce).toMatch(/^[\w-]{20,}$/);
    const stored = await t.ctx.db.kysely
      .selectFrom('oidc_states')
      .selectAll()
      .where('state', '=', params.state as string)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ tenant_id: tenant.id, nonce: params.nonce });
    // Only the challenge leaves the server; the verifier stays in the database.
    expect(url.href).not.toContain(stored.code_verifier);
  });

  it('signs in an existing account matched by verified email and consumes the state', async () => {
    const tenant = await makeTenant('closed');
    const user = await makeUser(t.services, tenant, { email: 'dana@example.com' });
    const account = providerAccount({ email: 'Dana@Example.com', email_verified: true, name: 'D. S.' });
    const started = await authorizeAndSignIn(tenant, account);
    const body = expectBody(await finish(tenant.slug, started), 200, sessionResponseSchema);
    expect(body.data.user).toMatchObject({ id: user.id, email: 'dana@example.com', name: 'Dana Scully' });
    const me = await clientFor(t.app, tenant.slug, body.data.accessToken).get('/api/auth/check-user-auth');
    expect(expectBody(me, 200, checkUserAuthResponseSchema).user.id).toBe(user.id);
    const left = await t.ctx.db.kysely
      .selectFrom('oidc_states')
      .selectAll()
      .where('state', '=', started.state)
      .execute();
    expect(left).toHaveLength(0);
  });

  it('without admin approval: creates an active account without a password and signs it in', async () => {
    const tenant = await makeTenant('signup-without-admin-approval');
    const account = providerAccount({ email: 'new@example.com', email_verified: true, name: 'Nia Newcomer' });
    const started = await authorizeAndSignIn(tenant, account);
    const body = expectBody(await finish(tenant.slug, started), 200, sessionResponseSchema);
    expect(body.data.user).toMatchObject({ email: 'new@example.com', name: 'Nia Newcomer' });
    const [created, ...others] = await usersOf(tenant);
    expect(others).toHaveLength(0);
    expect(created).toMatchObject({ email: 'new@example.com', status: 'active', passwordHash: null });
    // No password exists, so none can be guessed.
    const login = await clientFor(t.app, tenant.slug).post('/api/auth/login', {
      email: 'new@example.com',
      password: STRONG_PASSWORD,
      slug: tenant.slug,
    });
    expectError(login, 401, serverMessages.invalidCredentials);
  });

  it('with admin approval: creates one pending account, answered as signup with approval, and signs it in once approved', async () => {
    const tenant = await makeTenant('signup-with-admin-approval');
    const account = providerAccount({ email: 'wait@example.com', email_verified: true, name: 'Wes Waiting' });
    // The first sign-in creates the account and gets signup's answer; the next ones find it waiting and
    // are told so, not that it was created again (the provider proved the email is theirs).
    for (const message of [
      screenTexts.signupPendingApproval,
      serverMessages.accountPending,
      serverMessages.accountPending,
    ]) {
      const started = await authorizeAndSignIn(tenant, account);
      const body = expectBody(await finish(tenant.slug, started), 200, pendingApprovalResponseSchema);
      expect(body).toEqual({ success: true, message, data: null });
    }
    const users = await usersOf(tenant);
    expect(users.map((u) => [u.email, u.status])).toEqual([['wait@example.com', 'pending']]);
    // No session was started for the waiting account.
    const sessions = await t.ctx.db.kysely
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', users[0]!.id)
      .execute();
    expect(sessions).toHaveLength(0);
    await t.services.users.setStatus(tenant, users[0]!, 'active');
    const started = await authorizeAndSignIn(tenant, account);
    expect(expectBody(await finish(tenant.slug, started), 200, sessionResponseSchema).data.user.id).toBe(
      users[0]!.id,
    );
  });

  it('with admin approval: a disabled account stays refused', async () => {
    const tenant = await makeTenant('signup-with-admin-approval');
    await makeUser(t.services, tenant, { email: 'off@example.com', status: 'disabled' });
    const started = await authorizeAndSignIn(
      tenant,
      providerAccount({ email: 'off@example.com', email_verified: true }),
    );
    expectError(await finish(tenant.slug, started), 403, serverMessages.accountDisabled);
  });

  it('closed signup: refuses an unknown email and creates nothing', async () => {
    const tenant = await makeTenant('closed');
    const account = providerAccount({ email: 'stranger@example.com', email_verified: true });
    const started = await authorizeAndSignIn(tenant, account);
    expectError(await finish(tenant.slug, started), 403, serverMessages.signupClosed);
    expect(await usersOf(tenant)).toHaveLength(0);
  });

  it('refuses an unverified email, and a missing one as missing, and creates nothing', async () => {
    const tenant = await makeTenant('signup-without-admin-approval');
    const cases = [
      [{ email: 'unverified@example.com', email_verified: false }, serverMessages.oidcEmailUnverified],
      [{ name: 'No Email' }, serverMessages.oidcEmailMissing],
    ] as const;
    for (const [claims, message] of cases) {
      const started = await authorizeAndSignIn(tenant, providerAccount(claims));
      expectError(await finish(tenant.slug, started), 403, message);
    }
    expect(await usersOf(tenant)).toHaveLength(0);
  });

  it('refuses a disabled account', async () => {
    const tenant = await makeTenant();
    await makeUser(t.services, tenant, { email: 'gone@example.com', status: 'disabled' });
    const started = await authorizeAndSignIn(
      tenant,
      providerAccount({ email: 'gone@example.com', email_verified: true }),
    );
    expectError(await finish(tenant.slug, started), 403, serverMessages.accountDisabled);
  });
});

describe('sign-in with the identity provider: state and code checks', () => {
  it('a state works once', async () => {
    const tenant = await makeTenant();
    const started = await authorizeAndSignIn(
      tenant,
      providerAccount({ email: 'once@example.com', email_verified: true }),
    );
    expect((await finish(tenant.slug, started)).statusCode).toBe(200);
    expectError(await finish(tenant.slug, started), 401, serverMessages.oidcFailed);
  });

  it('refuses a made-up state and an expired one', async () => {
    const tenant = await makeTenant();
    const account = providerAccount({ email: 'late@example.com', email_verified: true });
    const first = await authorizeAndSignIn(tenant, account);
    expectError(
      await finish(tenant.slug, { ...first, state: 'made-up-state' }),
      401,
      serverMessages.oidcFailed,
    );
    await t.ctx.db.kysely
      .updateTable('oidc_states')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('state', '=', first.state)
      .execute();
    expectError(await finish(tenant.slug, first), 401, serverMessages.oidcFailed);
  });

  it('a state started on one portal is unknown on another, and stays usable where it was started', async () => {
    const a = await makeTenant();
    const b = await makeTenant();
    const account = providerAccount({ email: 'roamer@example.com', email_verified: true });
    const started = await authorizeAndSignIn(a, account);
    expectError(await finish(b.slug, started), 401, serverMessages.oidcFailed);
    expect(await usersOf(b)).toHaveLength(0);
    expect((await finish(a.slug, started)).statusCode).toBe(200);
  });

  it('refuses a wrong code without a server error, and the state is spent', async () => {
    const tenant = await makeTenant();
    const account = providerAccount({ email: 'typo@example.com', email_verified: true });
    const started = await authorizeAndSignIn(tenant, account);
    expectError(
      await finish(tenant.slug, { ...started, code: `${started.code}x` }),
      401,
      serverMessages.oidcFailed,
    );
    expectError(await finish(tenant.slug, started), 401, serverMessages.oidcFailed);
  });

  it('validates the body and the slug', async () => {
    const tenant = await makeTenant();
    const other = await makeTenant();
    expectError(await finish(tenant.slug, { code: 'only-a-code' }), 400, /code and state/);
    expectError(await finish(tenant.slug, {}), 400, /code and state/);
    expectError(
      await finishSignIn(t.app, tenant.slug, { id_token: 'an-id-token-without-its-access-token' }),
      400,
      /code and state/,
    );
    expectError(
      await clientFor(t.app, tenant.slug).post('/api/auth/signin-with-google', {
        slug: other.slug,
        code: 'c',
        state: 's',
      }),
      404,
      serverMessages.slugMismatch,
    );
    expectError(
      await clientFor(t.app, tenant.slug).get(`/api/auth/oidc/authorize?slug=${other.slug}`),
      404,
      serverMessages.slugMismatch,
    );
  });

  it('tells the login screen that the provider is available', async () => {
    const tenant = await makeTenant();
    const res = await clientFor(t.app, tenant.slug).get(
      `/api/auth/check-signup-permission?slug=${tenant.slug}`,
    );
    expect((res.json() as { data: { oidcEnabled: boolean } }).data.oidcEnabled).toBe(true);
  });
});
