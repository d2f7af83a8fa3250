import { beforeAll, describe, expect, it } from 'vitest';
import { activityActorsResponseSchema, activityResponseSchema, consoleMessages } from '@portico/contract';
import type { Tenant } from '../../domain/tenant';
import { makeTenant, makeUser, signIn, useTestApp } from '../../../test/support/app';
import { cliOk } from '../../../test/support/cli';
import { type Client, clientFor, expectBody, expectError } from '../../../test/support/http';
import { OPERATOR } from './activity.service';

/**
 * The people the activity log can be filtered by (GET /api/console/activity/actors): every staff member,
 * editors included, gets the staff, the clients and the operator of their own tenant only.
 */
const t = useTestApp();
let tenant: Tenant;
let admin: Client & { token: string };
let editor: Client;
let client: Client;
let other: Client & { token: string };
const ids: Record<string, string> = {};

beforeAll(async () => {
  tenant = await makeTenant(t.services);
  const make = async (name: string, role?: 'admin' | 'editor', email?: string) => {
    const account = await makeUser(t.services, tenant, {
      name,
      ...(role && { role }),
      ...(email && { email }),
    });
    ids[name || (email as string)] = account.id;
    return account;
  };
  admin = await signIn(t, tenant, await make('Ada Admin', 'admin'));
  editor = await signIn(t, tenant, await make('Ed Editor', 'editor'));
  await make('Zoe Editor', 'editor');
  client = await signIn(t, tenant, await make('Cleo Client'));
  await make('', undefined, 'nameless@example.com');
  const otherTenant = await makeTenant(t.services);
  other = await signIn(
    t,
    otherTenant,
    await makeUser(t.services, otherTenant, { role: 'admin', name: 'Olga Other' }),
  );
});

const actorsOf = async (api: Client) =>
  expectBody(await api.get('/api/console/activity/actors'), 200, activityActorsResponseSchema).data.actors;

describe('the people of the activity filter', () => {
  it('gives an editor every staff member, the clients and the operator, staff first by name', async () => {
    const actors = await actorsOf(editor);
    expect(actors.map((a) => [a.kind, a.name])).toEqual([
      ['staff', 'Ada Admin'],
      ['staff', 'Ed Editor'],
      ['staff', 'Zoe Editor'],
      ['client', 'Cleo Client'],
      ['client', 'nameless@example.com'],
      ['operator', OPERATOR.name],
    ]);
    expect(actors.find((a) => a.name === 'Zoe Editor')?.id).toBe(ids['Zoe Editor']);
    expect(actors.at(-1)?.id).toBeNull();
  });

  it('gives an administrator the same list, and no credentials', async () => {
    const res = await admin.get('/api/console/activity/actors');
    expect(await actorsOf(admin)).toEqual(await actorsOf(editor));
    expect(res.body).not.toMatch(/password|hash|email/i);
  });

  it('refuses a client (403) and an unknown token (401)', async () => {
    expectError(await client.get('/api/console/activity/actors'), 403, consoleMessages.staffOnly);
    expectError(await clientFor(t.app, tenant.slug).get('/api/console/activity/actors'), 401);
    expectError(await clientFor(t.app, tenant.slug, other.token).get('/api/console/activity/actors'), 401);
  });

  it("answers another tenant's staff with their own tenant's people only", async () => {
    const actors = await actorsOf(other);
    expect(actors.map((a) => a.name)).toEqual(['Olga Other', OPERATOR.name]);
    for (const id of Object.values(ids)) expect(JSON.stringify(actors)).not.toContain(id);
  });
});

describe('filtering the log by the operator', () => {
  it('finds the CLI changes by actorKind, and refuses an unknown kind with a 400', async () => {
    await cliOk(t, 'staff', 'create', tenant.slug, 'cli@example.com', 'editor', '--name', 'Cli Made');
    await admin.patch('/api/console/settings', { description: 'By the admin' });
    const { entries } = expectBody(
      await admin.get('/api/console/activity?actorKind=operator'),
      200,
      activityResponseSchema,
    ).data;
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.actor.kind === 'operator' && e.actor.id === null)).toBe(true);
    const staffOnly = expectBody(
      await admin.get('/api/console/activity?actorKind=staff'),
      200,
      activityResponseSchema,
    ).data.entries;
    expect(staffOnly.some((e) => e.actor.name === 'Ada Admin')).toBe(true);
    expect(staffOnly.every((e) => e.actor.kind === 'staff')).toBe(true);
    const res = await admin.get('/api/console/activity?actorKind=robot');
    expect(res.statusCode).toBe(400);
    expectError(res, 400);
  });
});
