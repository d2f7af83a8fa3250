import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkUserAuthResponseSchema,
  clientResponseSchema,
  consoleMessages,
  consoleOverviewResponseSchema,
  inviteClientResponseSchema,
  listClientsResponseSchema,
  resetPasswordResponseSchema,
  serverMessages,
  sessionResponseSchema,
  signInLinkResponseSchema,
} from '@portico/contract';
import type { Tenant } from '../../domain/tenant';
import { STRONG_PASSWORD, makeTenant, makeUser, signIn, useTestApp } from '../../../test/support/app';
import { makeBoard } from '../../../test/support/boards';
import { type Client, clientFor, expectBody, expectError } from '../../../test/support/http';

/** The console's clients, as staff use them: approve a signup, invite, disable, links and passwords. */
const t = useTestApp();

let tenant: Tenant;
let staff: Client;
let anon: Client;
beforeAll(async () => {
  tenant = await makeTenant(t.services, { signupMethod: 'signup-with-admin-approval', grantAllBoards: true });
  await makeBoard(t.services, tenant, { name: 'Website' });
  staff = await signIn(t, tenant, await makeUser(t.services, tenant, { role: 'editor' }));
  anon = clientFor(t.app, tenant.slug);
});

const tokenOf = (url: string) => new URL(url).searchParams.get('token') as string;
const login = (email: string, password = STRONG_PASSWORD) =>
  anon.post('/api/auth/login', { email, password, slug: tenant.slug });

describe('a signup awaiting approval', () => {
  it('is listed on the overview, approved in the console, and then signs in', async () => {
    const email = `new-${Date.now()}@example.com`;
    await anon.post(`/api/auth/signup?slug=${tenant.slug}`, {
      name: 'Nina New',
      email,
      password: STRONG_PASSWORD,
    });
    expectError(await login(email), 403, serverMessages.accountPending);

    const overview = expectBody(await staff.get('/api/console/overview'), 200, consoleOverviewResponseSchema);
    const pending = overview.data.pending.find((c) => c.email === email);
    expect(pending).toMatchObject({ name: 'Nina New', status: 'pending' });
    expect(overview.data.counts.pendingClients).toBeGreaterThanOrEqual(1);
    expect(overview.data.counts.boards).toBe(1);

    const approved = expectBody(
      await staff.post(`/api/console/clients/${pending?.id}/approve`),
      200,
      clientResponseSchema,
    );
    expect(approved.data.status).toBe('active');
    expect(approved.message).toBe(consoleMessages.clientApproved);
    const session = expectBody(await login(email), 200, sessionResponseSchema);
    expect(session.data.user.role).toBe('client');
    expect(session.data.user.boardsData.map((b) => b.boardName)).toEqual(['Website']);

    // Approving twice is refused, not repeated.
    expectError(
      await staff.post(`/api/console/clients/${pending?.id}/approve`),
      409,
      consoleMessages.notPending,
    );
  });

  it('is removed when rejected, and may sign up again', async () => {
    const email = `reject-${Date.now()}@example.com`;
    const signup = { name: 'Rex Rejected', email, password: STRONG_PASSWORD };
    await anon.post(`/api/auth/signup?slug=${tenant.slug}`, signup);
    const list = expectBody(
      await staff.get(`/api/console/clients?status=pending&search=${encodeURIComponent(email)}`),
      200,
      listClientsResponseSchema,
    );
    expect(list.data.clients.map((c) => c.email)).toEqual([email]);
    const id = list.data.clients[0]?.id as string;
    const res = expectBody(
      await staff.post(`/api/console/clients/${id}/reject`),
      200,
      clientResponseSchema.pick({ success: true, message: true }),
    );
    expect(res.message).toBe(consoleMessages.clientRejected);
    expectError(await staff.post(`/api/console/clients/${id}/reject`), 404, consoleMessages.clientNotFound);
    expect((await anon.post(`/api/auth/signup?slug=${tenant.slug}`, signup)).statusCode).toBe(200);
  });

  it('cannot be rejected once active, so an approval is never undone by a late rejection', async () => {
    const user = await makeUser(t.services, tenant);
    expectError(await staff.post(`/api/console/clients/${user.id}/reject`), 409, consoleMessages.notPending);
    expect(await t.services.users.findById(tenant, user.id)).toBeDefined();
  });
});

describe('the clients list', () => {
  it('searches name and email (case-insensitive, LIKE characters taken literally) and filters by status', async () => {
    const tag = `q${Date.now().toString(36)}`;
    await makeUser(t.services, tenant, {
      name: `Olga ${tag.toUpperCase()}`,
      email: `olga-${tag}@example.com`,
    });
    await makeUser(t.services, tenant, {
      name: 'Percy 100%',
      email: `percy-${tag}@example.com`,
      status: 'disabled',
    });
    await makeUser(t.services, tenant, { name: `Staff ${tag}`, role: 'admin' });
    const search = async (query: string) =>
      expectBody(
        await staff.get(`/api/console/clients?${query}`),
        200,
        listClientsResponseSchema,
      ).data.clients.map((c) => c.name);
    expect((await search(`search=${tag}`)).sort()).toEqual([`Olga ${tag.toUpperCase()}`, 'Percy 100%']);
    expect(await search(`search=${tag}&status=disabled`)).toEqual(['Percy 100%']);
    expect(await search(`search=${encodeURIComponent('100%')}`)).toEqual(['Percy 100%']);
    expect(await search(`search=${encodeURIComponent('_')}`)).toEqual([]);
  });

  it('refuses a bad status or an over-long search with a clear 400', async () => {
    expectError(await staff.get('/api/console/clients?status=banned'), 400, /active, pending or disabled/);
    expectError(await staff.get(`/api/console/clients?search=${'x'.repeat(300)}`), 400, /too long/);
  });
});

describe('changing a client', () => {
  it('disables a client (their sessions end) and enables them again', async () => {
    const user = await makeUser(t.services, tenant);
    const session = await signIn(t, tenant, user);
    const off = expectBody(
      await staff.patch(`/api/console/clients/${user.id}`, { status: 'disabled' }),
      200,
      clientResponseSchema,
    );
    expect(off.data.status).toBe('disabled');
    expectError(await session.get('/api/auth/check-user-auth'), 401);
    expectError(await login(user.email), 403, serverMessages.accountDisabled);
    await staff.patch(`/api/console/clients/${user.id}`, { status: 'active' });
    expect((await login(user.email)).statusCode).toBe(200);
  });

  it('sets and clears the "only my items" override', async () => {
    const user = await makeUser(t.services, tenant);
    const on = expectBody(
      await staff.patch(`/api/console/clients/${user.id}`, { filterItemsByEmail: true }),
      200,
      clientResponseSchema,
    );
    expect([on.data.filterItemsByEmail, on.data.onlyAssignedItems]).toEqual([true, true]);
    const session = await signIn(t, tenant, user);
    const me = expectBody(await session.get('/api/auth/check-user-auth'), 200, checkUserAuthResponseSchema);
    expect(me.user.filterItemsByEmail).toBe('true');
    const inherit = expectBody(
      await staff.patch(`/api/console/clients/${user.id}`, { filterItemsByEmail: null }),
      200,
      clientResponseSchema,
    );
    expect([inherit.data.filterItemsByEmail, inherit.data.onlyAssignedItems]).toEqual([null, false]);
  });

  it('refuses an empty change, a pending status and a staff member addressed as a client', async () => {
    const user = await makeUser(t.services, tenant);
    expectError(await staff.patch(`/api/console/clients/${user.id}`, {}), 400, /Nothing to change/);
    expectError(
      await staff.patch(`/api/console/clients/${user.id}`, { status: 'pending' }),
      400,
      consoleMessages.statusChange,
    );
    const admin = await makeUser(t.services, tenant, { role: 'admin' });
    expectError(
      await staff.patch(`/api/console/clients/${admin.id}`, { status: 'disabled' }),
      404,
      consoleMessages.clientNotFound,
    );
    const pending = await makeUser(t.services, tenant, { status: 'pending' });
    expectError(
      await staff.patch(`/api/console/clients/${pending.id}`, { status: 'active' }),
      409,
      consoleMessages.notPending,
    );
  });
});

describe('inviting and signing in', () => {
  it('invites a client whose one-time link signs them in once', async () => {
    const email = `invited-${Date.now()}@example.com`;
    const invited = expectBody(
      await staff.post('/api/console/clients', { name: 'Ivy Invited', email: email.toUpperCase() }),
      200,
      inviteClientResponseSchema,
    );
    expect(invited.data.client).toMatchObject({ email, status: 'active', boardCount: 1 });
    const token = tokenOf(invited.data.signInLink.url);
    expect((await anon.post('/api/auth/token-login', { slug: tenant.slug, token })).statusCode).toBe(200);
    expectError(await anon.post('/api/auth/token-login', { slug: tenant.slug, token }), 401);
    expectError(
      await staff.post('/api/console/clients', { name: 'Ivy Again', email }),
      409,
      consoleMessages.emailTaken(email),
    );
  });

  it('refuses an invitation with a bad email or name', async () => {
    expectError(
      await staff.post('/api/console/clients', { name: 'X', email: 'nope' }),
      400,
      'Invalid email address',
    );
    expectError(
      await staff.post('/api/console/clients', { name: ' ', email: 'a@b.co' }),
      400,
      'Name is required',
    );
  });

  it('sends a new link only to an active client', async () => {
    const user = await makeUser(t.services, tenant);
    const link = expectBody(
      await staff.post(`/api/console/clients/${user.id}/sign-in-link`),
      200,
      signInLinkResponseSchema,
    );
    expect(
      (await anon.post('/api/auth/token-login', { slug: tenant.slug, token: tokenOf(link.data.url) }))
        .statusCode,
    ).toBe(200);
    const pending = await makeUser(t.services, tenant, { status: 'pending' });
    expectError(
      await staff.post(`/api/console/clients/${pending.id}/sign-in-link`),
      400,
      consoleMessages.cannotSignIn('pending'),
    );
  });

  it('resets a password: the generated one works, the old one and the sessions end', async () => {
    const user = await makeUser(t.services, tenant);
    const session = await signIn(t, tenant, user);
    const reset = expectBody(
      await staff.post(`/api/console/clients/${user.id}/reset-password`),
      200,
      resetPasswordResponseSchema,
    );
    expectError(await session.get('/api/auth/check-user-auth'), 401);
    expectError(await login(user.email), 401);
    expect((await login(user.email, reset.data.password)).statusCode).toBe(200);
  });

  it('answers unknown and malformed ids with 404, never a 5xx', async () => {
    for (const id of ['missing', '__proto__', 'x'.repeat(64)])
      expectError(
        await staff.post(`/api/console/clients/${id}/approve`),
        404,
        consoleMessages.clientNotFound,
      );
    expectError(await staff.post(`/api/console/clients/${'x'.repeat(65)}/approve`), 400);
  });
});
