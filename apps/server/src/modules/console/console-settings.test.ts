import { beforeAll, describe, expect, it } from 'vitest';
import {
  activityResponseSchema,
  checkUserAuthResponseSchema,
  clientBoardsResponseSchema,
  portalSettingsResponseSchema,
  portalSettingsSavedResponseSchema,
  serverMessages,
  setClientBoardsResponseSchema,
  settingsMessages,
  signupPermissionResponseSchema,
  validateSubdomainResponseSchema,
  validationMessages,
} from '@portico/contract';
import type { Tenant } from '../../domain/tenant';
import { consoleCast, makeTenant, makeUser, signIn, useTestApp } from '../../../test/support/app';
import { makeBoard } from '../../../test/support/boards';
import { PNG, fileBlob, pngOfSize, storedFiles } from '../../../test/support/files';
import { type Client, clientFor, expectBody, expectError } from '../../../test/support/http';

/** Board access of clients and the portal's settings, as staff and administrators change them. */
const t = useTestApp();

let tenant: Tenant;
let admin: Client;
type Board = { id: string; name: string };
let boards: Board[];
beforeAll(async () => {
  tenant = await makeTenant(t.services, { grantAllBoards: false });
  boards = [];
  for (const name of ['Alpha', 'Beta', 'Gamma']) boards.push(await makeBoard(t.services, tenant, { name }));
  admin = await signIn(t, tenant, await makeUser(t.services, tenant, { role: 'admin' }));
});

const boardNames = async (api: Client) =>
  expectBody(
    await api.get('/api/auth/check-user-auth'),
    200,
    checkUserAuthResponseSchema,
  ).user.boardsData.map((b) => b.boardName);

describe("a client's boards", () => {
  it('lists every board with the grant, and sets exactly the chosen ones', async () => {
    const user = await makeUser(t.services, tenant);
    const session = await signIn(t, tenant, user);
    const before = expectBody(
      await admin.get(`/api/console/clients/${user.id}/boards`),
      200,
      clientBoardsResponseSchema,
    );
    expect(before.data.boards.map((b) => [b.name, b.granted])).toEqual([
      ['Alpha', false],
      ['Beta', false],
      ['Gamma', false],
    ]);
    const [alpha, beta, gamma] = boards as [Board, Board, Board];
    const set = expectBody(
      await admin.request('PUT', `/api/console/clients/${user.id}/boards`, {
        json: { boardIds: [gamma.id, alpha.id, alpha.id] },
      }),
      200,
      setClientBoardsResponseSchema,
    );
    expect(set.message).toBe(settingsMessages.boardsSaved);
    expect(set.data.boards.filter((b) => b.granted).map((b) => b.name)).toEqual(['Alpha', 'Gamma']);
    expect(await boardNames(session)).toEqual(['Alpha', 'Gamma']);
    expect((await session.get(`/api/boards/getAllGroups/${beta.id}`)).statusCode).toBe(404);

    await admin.request('PUT', `/api/console/clients/${user.id}/boards`, { json: { boardIds: [beta.id] } });
    expect(await boardNames(session)).toEqual(['Beta']);
    expectError(await session.get(`/api/boards/getAllGroups/${alpha.id}`), 404, serverMessages.boardNotFound);
  });

  it("changes nothing when one board is unknown or another tenant's", async () => {
    const user = await makeUser(t.services, tenant);
    const [alpha] = boards as [Board];
    await admin.request('PUT', `/api/console/clients/${user.id}/boards`, { json: { boardIds: [alpha.id] } });
    const other = await makeTenant(t.services);
    const foreign = await makeBoard(t.services, other, { name: 'Foreign' });
    for (const bad of ['missing', foreign.id])
      expectError(
        await admin.request('PUT', `/api/console/clients/${user.id}/boards`, {
          json: { boardIds: [boards[1]!.id, bad] },
        }),
        404,
        settingsMessages.unknownBoards,
      );
    const after = expectBody(
      await admin.get(`/api/console/clients/${user.id}/boards`),
      200,
      clientBoardsResponseSchema,
    );
    expect(after.data.boards.filter((b) => b.granted).map((b) => b.name)).toEqual(['Alpha']);
    expectError(
      await admin.request('PUT', `/api/console/clients/${user.id}/boards`, { json: { boardIds: 'all' } }),
      400,
      'boardIds must be a list of board ids',
    );
  });
});

describe('portal settings', () => {
  it('shows the settings with the plan, and saves what an administrator changes', async () => {
    const current = expectBody(await admin.get('/api/console/settings'), 200, portalSettingsResponseSchema);
    expect(current.data).toMatchObject({
      slug: tenant.slug,
      subscriptionPlan: 'Pro',
      subscriptionStatus: 'valid',
    });
    const saved = expectBody(
      await admin.patch('/api/console/settings', {
        name: '  Acme Portal ',
        description: 'Everything we do for you.',
        signupMethod: 'closed',
        allowNewValueCreation: false,
        filterItemsByEmail: true,
        grantAllBoards: true,
      }),
      200,
      portalSettingsSavedResponseSchema,
    );
    expect(saved.data).toMatchObject({
      name: 'Acme Portal',
      signupMethod: 'closed',
      allowNewValueCreation: false,
      filterItemsByEmail: true,
      grantAllBoards: true,
    });
    const shown = expectBody(
      await clientFor(t.app, tenant.slug).get(`/api/auth/check-signup-permission?slug=${tenant.slug}`),
      200,
      signupPermissionResponseSchema,
    );
    expect(JSON.stringify(shown)).toContain('Everything we do for you.');
    // grantAllBoards: a client created now gets every board.
    const now = (await t.services.tenants.findById(tenant.id)) as Tenant;
    const fresh = await signIn(t, now, await makeUser(t.services, now));
    expect(await boardNames(fresh)).toEqual(['Alpha', 'Beta', 'Gamma']);
  });

  it('keeps the plan and status the operator’s, and refuses bad values', async () => {
    expectError(
      await admin.patch('/api/console/settings', { subscriptionPlan: 'Enterprise' }),
      400,
      'Unknown setting: subscriptionPlan',
    );
    expectError(await admin.patch('/api/console/settings', {}), 400, 'Nothing to change.');
    expectError(await admin.patch('/api/console/settings', { name: ' ' }), 400, 'Name is required');
    expectError(
      await admin.patch('/api/console/settings', { signupMethod: 'open' }),
      400,
      /signup method must be one of/,
    );
    expectError(
      await admin.patch('/api/console/settings', { grantAllBoards: 'yes' }),
      400,
      'grantAllBoards must be true or false',
    );
    const after = expectBody(await admin.get('/api/console/settings'), 200, portalSettingsResponseSchema);
    expect(after.data.subscriptionPlan).toBe('Pro');
  });

  it('sets a logo that is served, replaces it, and removes it', async () => {
    const upload = (bytes: Buffer, type: string, name = 'logo.png', field = 'logo') => {
      const form = new FormData();
      form.set(field, fileBlob(bytes, type), name);
      return admin.multipart('PUT', '/api/console/settings/logo', form);
    };
    const first = expectBody(await upload(PNG, 'image/png'), 200, portalSettingsSavedResponseSchema);
    const logo = first.data.logo as string;
    expect((await admin.get(logo)).headers['content-type']).toBe('image/png');
    const filesBefore = storedFiles(t, tenant.id).length;
    expectBody(await upload(pngOfSize(2000), 'image/png'), 200, portalSettingsSavedResponseSchema);
    expect(storedFiles(t, tenant.id).length).toBe(filesBefore);

    expectError(
      await upload(Buffer.from('%PDF-1.4 not an image'), 'image/png', 'logo.pdf'),
      400,
      validationMessages.notAnImage,
    );
    expectError(await upload(Buffer.alloc(0), 'image/png'), 400, serverMessages.emptyFile('logo.png'));
    expectError(await upload(PNG, 'image/png', 'x.png', 'picture'), 400);
    expectError(
      await admin.multipart('PUT', '/api/console/settings/logo', new FormData()),
      400,
      settingsMessages.logoMissing,
    );
    expect(storedFiles(t, tenant.id).length).toBe(filesBefore);

    const removed = expectBody(
      await admin.delete('/api/console/settings/logo'),
      200,
      portalSettingsSavedResponseSchema,
    );
    expect(removed.data.logo).toBeNull();
    expect(storedFiles(t, tenant.id).length).toBe(filesBefore - 1);
  });
});

describe('the portal’s language (issue 26)', () => {
  it('is English and not the browser’s until an administrator sets them; both are saved, shown and public', async () => {
    const own = await makeTenant(t.services);
    const ownAdmin = await signIn(t, own, await makeUser(t.services, own, { role: 'admin', name: 'Ada' }));
    const before = expectBody(await ownAdmin.get('/api/console/settings'), 200, portalSettingsResponseSchema);
    expect(before.data).toMatchObject({ language: 'en', browserLanguage: false });

    const saved = expectBody(
      await ownAdmin.patch('/api/console/settings', { language: 'de', browserLanguage: true }),
      200,
      portalSettingsSavedResponseSchema,
    );
    expect(saved.message).toBe(settingsMessages.settingsSaved);
    expect(saved.data).toMatchObject({ language: 'de', browserLanguage: true });
    expect(
      expectBody(await ownAdmin.get('/api/console/settings'), 200, portalSettingsResponseSchema).data,
    ).toMatchObject({ language: 'de', browserLanguage: true });

    // What any visitor of the portal may know: the sign-in page's language comes from it.
    const visitor = clientFor(t.app, own.slug);
    const shown = expectBody(
      await visitor.get(`/api/auth/check-signup-permission?slug=${own.slug}`),
      200,
      signupPermissionResponseSchema,
    );
    expect(shown.data).toMatchObject({ language: 'de', browserLanguage: true });
    const validated = expectBody(
      await ownAdmin.get(`/api/subdomain/validateSubDomain/${own.slug}`),
      200,
      validateSubdomainResponseSchema,
    );
    expect(validated.data).toMatchObject({ language: 'de', browserLanguage: true });
    // Another tenant keeps its own.
    expect(
      expectBody(
        await clientFor(t.app, tenant.slug).get(`/api/auth/check-signup-permission?slug=${tenant.slug}`),
        200,
        signupPermissionResponseSchema,
      ).data,
    ).toMatchObject({ language: 'en', browserLanguage: false });

    // Back to English alone: one setting at a time.
    const english = expectBody(
      await ownAdmin.patch('/api/console/settings', { language: 'en' }),
      200,
      portalSettingsSavedResponseSchema,
    );
    expect(english.data).toMatchObject({ language: 'en', browserLanguage: true });

    // The activity record names each change with the language's own name. The lines of one save share
    // their time, so their order among themselves is not the record's to keep.
    const activity = expectBody(await ownAdmin.get('/api/console/activity'), 200, activityResponseSchema);
    const lines = activity.data.entries
      .filter((e) => e.subject === 'settings' && e.action === 'updated')
      .map((e) => [e.actor.name, e.field, e.oldValue, e.newValue]);
    expect(lines[0]).toEqual(['Ada', 'Language', 'Deutsch (de)', 'English (en)']);
    expect(lines.slice(1)).toHaveLength(2);
    expect(lines.slice(1)).toEqual(
      expect.arrayContaining([
        ['Ada', 'Sign-in page in the browser’s language', 'No', 'Yes'],
        ['Ada', 'Language', 'English (en)', 'Deutsch (de)'],
      ]),
    );
  });

  it('is for administrators only: an editor and a client are refused and change nothing', async () => {
    const cast = await consoleCast(t);
    for (const api of [cast.editor, cast.client])
      expectError(await api.patch('/api/console/settings', { language: 'fr', browserLanguage: true }), 403);
    const now = (await t.services.tenants.findById(cast.tenant.id)) as Tenant;
    expect(now).toMatchObject({ language: 'en', browserLanguage: false });
  });

  it('refuses a language Portico does not speak and a flag that is not true or false', async () => {
    const unknown = validationMessages.languageUnknown;
    for (const language of ['xx', 'DE', 'de-DE', '', 'de\u0000', 7, null, ['de'], { code: 'de' }])
      expectError(
        await admin.patch('/api/console/settings', { language }),
        400,
        language === 'de\u0000' ? /NUL/ : unknown,
      );
    for (const browserLanguage of ['yes', 'true', 1, null])
      expectError(
        await admin.patch('/api/console/settings', { browserLanguage }),
        400,
        'browserLanguage must be true or false',
      );
    expectError(
      await admin.request('PATCH', '/api/console/settings', {
        body: '{"language":"de","__proto__":{"language":"fr"}}',
        headers: { 'content-type': 'application/json' },
      }),
      400,
      serverMessages.prototypeKey('body __proto__'),
    );
    const after = expectBody(await admin.get('/api/console/settings'), 200, portalSettingsResponseSchema);
    expect(after.data).toMatchObject({ language: 'en', browserLanguage: false });
  });
});
