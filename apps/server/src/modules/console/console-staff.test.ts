import { beforeAll, describe, expect, it } from 'vitest';
import {
  consoleMessages,
  inviteStaffResponseSchema,
  listStaffResponseSchema,
  messageResponseSchema,
  photoThumbsResponseSchema,
  sessionResponseSchema,
  signInLinkResponseSchema,
  staffResponseSchema,
} from '@portico/contract';
import type { Tenant } from '../../domain/tenant';
import { makeTenant, makeUser, signIn, useTestApp } from '../../../test/support/app';
import { makeBoard } from '../../../test/support/boards';
import { type Client, clientFor, expectBody, expectError } from '../../../test/support/http';

/** Staff management by administrators: invite, roles, removal, and the last administrator. */
const t = useTestApp();

let tenant: Tenant;
let admin: Client;
let adminId: string;
beforeAll(async () => {
  tenant = await makeTenant(t.services, { grantAllBoards: false });
  const account = await makeUser(t.services, tenant, { role: 'admin', name: 'Ada Admin' });
  adminId = account.id;
  admin = await signIn(t, tenant, account);
});

const roleOf = async (id: string) => (await t.services.users.findById(tenant, id))?.role;

describe('staff', () => {
  it('invites an editor who signs in with the link, sees every board, and is in the directory', async () => {
    await makeBoard(t.services, tenant, { name: 'Ungranted board' });
    const email = `ed-${Date.now()}@example.com`;
    const invited = expectBody(
      await admin.post('/api/console/staff', { name: 'Ed Editor', email, role: 'editor' }),
      200,
      inviteStaffResponseSchema,
    );
    expect(invited.data.staff).toMatchObject({ email, role: 'editor', status: 'active' });
    const token = new URL(invited.data.signInLink.url).searchParams.get('token');
    const session = expectBody(
      await clientFor(t.app, tenant.slug).post('/api/auth/token-login', { slug: tenant.slug, token }),
      200,
      sessionResponseSchema,
    );
    expect(session.data.user.role).toBe('editor');
    expect(session.data.user.boardsData.map((b) => b.boardName)).toContain('Ungranted board');
    const thumbs = expectBody(await admin.get('/api/boards/getPhotothumbs'), 200, photoThumbsResponseSchema);
    expect(JSON.stringify(thumbs)).toContain('Ed Editor');

    const list = expectBody(await admin.get('/api/console/staff'), 200, listStaffResponseSchema);
    expect(list.data.staff.map((s) => [s.name, s.role])).toEqual([
      ['Ada Admin', 'admin'],
      ['Ed Editor', 'editor'],
    ]);
  });

  it('changes roles, and never demotes or removes the last administrator', async () => {
    const other = await makeUser(t.services, tenant, { role: 'editor', name: 'Olive Other' });
    expectError(
      await admin.patch(`/api/console/staff/${adminId}`, { role: 'editor' }),
      409,
      consoleMessages.lastAdmin,
    );
    const promoted = expectBody(
      await admin.patch(`/api/console/staff/${other.id}`, { role: 'admin' }),
      200,
      staffResponseSchema,
    );
    expect(promoted.data.role).toBe('admin');
    expect(await roleOf(other.id)).toBe('admin');
    // Two administrators: one may step down, and the other is then the last one.
    expectBody(
      await admin.patch(`/api/console/staff/${other.id}`, { role: 'editor' }),
      200,
      staffResponseSchema,
    );
    expectError(await admin.delete(`/api/console/staff/${adminId}`), 409, consoleMessages.removeSelf);
  });

  it('keeps an administrator when two step down at the same moment: one succeeds, the other is refused', async () => {
    const other = await makeUser(t.services, tenant, { role: 'admin', name: 'Tia Twin' });
    const otherSession = await signIn(t, tenant, other);
    const [first, second] = await Promise.all([
      admin.patch(`/api/console/staff/${adminId}`, { role: 'editor' }),
      otherSession.patch(`/api/console/staff/${other.id}`, { role: 'editor' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const roles = [await roleOf(adminId), await roleOf(other.id)];
    expect(roles.filter((role) => role === 'admin')).toHaveLength(1);
    // The tenant's first administrator stays one for the tests after this one.
    if (roles[0] !== 'admin')
      expectBody(
        await otherSession.patch(`/api/console/staff/${adminId}`, { role: 'admin' }),
        200,
        staffResponseSchema,
      );
  });

  it('removes a staff member: their sessions end, their person stays in the directory', async () => {
    const gone = await makeUser(t.services, tenant, { role: 'editor', name: 'Gus Gone' });
    const session = await signIn(t, tenant, gone);
    expectBody(await admin.delete(`/api/console/staff/${gone.id}`), 200, messageResponseSchema);
    expectError(await session.get('/api/auth/check-user-auth'), 401);
    expect(await t.services.users.findById(tenant, gone.id)).toBeUndefined();
    const person = await t.services.people.findByEmail(tenant.id, gone.email);
    expect(person).toMatchObject({ name: 'Gus Gone', user_id: null });
    expectError(await admin.delete(`/api/console/staff/${gone.id}`), 404, consoleMessages.staffNotFound);
  });

  it('sends a staff member a new sign-in link', async () => {
    const member = await makeUser(t.services, tenant, { role: 'editor', name: 'Lou Lost' });
    const link = expectBody(
      await admin.post(`/api/console/staff/${member.id}/sign-in-link`),
      200,
      signInLinkResponseSchema,
    );
    const token = new URL(link.data.url).searchParams.get('token');
    const session = expectBody(
      await clientFor(t.app, tenant.slug).post('/api/auth/token-login', { slug: tenant.slug, token }),
      200,
      sessionResponseSchema,
    );
    expect(session.data.user.email).toBe(member.email);
    const client = await makeUser(t.services, tenant);
    expectError(
      await admin.post(`/api/console/staff/${client.id}/sign-in-link`),
      404,
      consoleMessages.staffNotFound,
    );
  });

  it('refuses a client addressed as staff, a bad role and a taken email', async () => {
    const client = await makeUser(t.services, tenant);
    expectError(
      await admin.patch(`/api/console/staff/${client.id}`, { role: 'admin' }),
      404,
      consoleMessages.staffNotFound,
    );
    expect(await roleOf(client.id)).toBe('client');
    expectError(
      await admin.patch(`/api/console/staff/${adminId}`, { role: 'owner' }),
      400,
      /admin or editor/,
    );
    expectError(
      await admin.post('/api/console/staff', { name: 'Dup', email: client.email, role: 'editor' }),
      409,
      consoleMessages.emailTaken(client.email),
    );
  });

  it('refuses an editor every staff call, and a demoted administrator at once', async () => {
    const editor = await signIn(t, tenant, await makeUser(t.services, tenant, { role: 'editor' }));
    expectError(await editor.get('/api/console/staff'), 403, consoleMessages.adminOnly);
    const second = await makeUser(t.services, tenant, { role: 'admin' });
    const secondApi = await signIn(t, tenant, second);
    expect((await secondApi.get('/api/console/staff')).statusCode).toBe(200);
    await admin.patch(`/api/console/staff/${second.id}`, { role: 'editor' });
    expectError(await secondApi.get('/api/console/staff'), 403, consoleMessages.adminOnly);
  });
});
