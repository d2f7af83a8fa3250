import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  checkUserAuthResponseSchema,
  endpoints,
  previewMessages,
  serverMessages,
  sessionResponseSchema,
  updateLanguageResponseSchema,
  validationMessages,
} from '@portico/contract';
import type { Tenant } from '../../domain/tenant';
import { STRONG_PASSWORD, makeTenant, makeUser, signIn, useTestApp } from '../../../test/support/app';
import { type Client, clientFor, expectBody, expectError } from '../../../test/support/http';
import { openPreview, previewWorld } from '../../../test/support/preview';

/** PATCH /api/user/language (issue 26): a person's own language; null follows the tenant's. */
const t = useTestApp();
const URL_PATH = endpoints.updateLanguage.path;

const me = async (api: Client) =>
  expectBody(await api.get('/api/auth/check-user-auth'), 200, checkUserAuthResponseSchema).user;

const login = async (tenant: Tenant, email: string) =>
  expectBody(
    await clientFor(t.app, tenant.slug).post('/api/auth/login', {
      email,
      password: STRONG_PASSWORD,
      slug: tenant.slug,
    }),
    200,
    sessionResponseSchema,
  ).data.user;

describe('PATCH /api/user/language', () => {
  it('sets and clears a client’s language, and every answer with the user carries it', async () => {
    const tenant = await makeTenant(t.services, { language: 'fr' });
    const user = await makeUser(t.services, tenant, { name: 'Cleo Client' });
    const api = await signIn(t, tenant, user);
    // Until they choose, a person follows the tenant's language: null, not the tenant's code.
    expect((await me(api)).language).toBeNull();
    expect((await login(tenant, user.email)).language).toBeNull();

    const saved = expectBody(
      await api.patch(URL_PATH, { language: 'de' }),
      200,
      updateLanguageResponseSchema,
    );
    expect(saved.message).toBe(serverMessages.languageSaved);
    expect(saved.data).toMatchObject({ id: user.id, name: 'Cleo Client', role: 'client', language: 'de' });
    // The whole user, as the session check answers it.
    expect(saved.data).toEqual(await me(api));
    expect((await login(tenant, user.email)).language).toBe('de');

    for (const language of LANGUAGES) {
      const body = expectBody(await api.patch(URL_PATH, { language }), 200, updateLanguageResponseSchema);
      expect(body.data.language).toBe(language);
      expect((await me(api)).language).toBe(language);
    }

    const cleared = expectBody(
      await api.patch(URL_PATH, { language: null }),
      200,
      updateLanguageResponseSchema,
    );
    expect(cleared.data.language).toBeNull();
    expect((await me(api)).language).toBeNull();
    // The tenant's own language is unchanged by any of it.
    expect((await t.services.tenants.findById(tenant.id))?.language).toBe('fr');
  });

  it('lets staff choose theirs too, each person their own', async () => {
    const tenant = await makeTenant(t.services);
    const admin = await signIn(t, tenant, await makeUser(t.services, tenant, { role: 'admin' }));
    const editor = await signIn(t, tenant, await makeUser(t.services, tenant, { role: 'editor' }));
    const client = await signIn(t, tenant, await makeUser(t.services, tenant));
    expectBody(await admin.patch(URL_PATH, { language: 'ar' }), 200, updateLanguageResponseSchema);
    expectBody(await editor.patch(URL_PATH, { language: 'pt-BR' }), 200, updateLanguageResponseSchema);
    expect([(await me(admin)).language, (await me(editor)).language, (await me(client)).language]).toEqual([
      'ar',
      'pt-BR',
      null,
    ]);
    expectBody(await editor.patch(URL_PATH, { language: null }), 200, updateLanguageResponseSchema);
    expect((await me(editor)).language).toBeNull();
    expect((await me(admin)).language).toBe('ar');
  });

  it('refuses what is not a language it speaks with a clear 400, and keeps the saved one', async () => {
    const tenant = await makeTenant(t.services);
    const api = await signIn(t, tenant, await makeUser(t.services, tenant));
    expectBody(await api.patch(URL_PATH, { language: 'es' }), 200, updateLanguageResponseSchema);

    for (const language of ['xx', 'DE', 'pt-br', 'pt', 'en-US', '', ' de', 0, true, ['de'], { code: 'de' }])
      expectError(await api.patch(URL_PATH, { language }), 400, validationMessages.languageUnknown);
    expectError(await api.patch(URL_PATH, {}), 400, validationMessages.languageRequired);
    expectError(await api.patch(URL_PATH, { language: 'de', theme: 'dark' }), 400, 'Unknown field: theme');
    expectError(
      await api.patch(URL_PATH, { language: 'de\u0000' }),
      400,
      serverMessages.nulCharacter('body language'),
    );
    const raw = (body: string, type = 'application/json') =>
      api.request('PATCH', URL_PATH, { body, headers: { 'content-type': type } });
    expectError(
      await raw('{"language":"de","__proto__":{"language":"fr"}}'),
      400,
      serverMessages.prototypeKey('body __proto__'),
    );
    expectError(
      await raw('{"language":"de","constructor":{"prototype":{"x":1}}}'),
      400,
      serverMessages.prototypeKey('body constructor'),
    );
    expectError(await raw('{"language":'), 400, serverMessages.invalidJson);
    expectError(await raw('"de"'), 400);
    expectError(await raw('null'), 400);
    expectError(await raw('language=de', 'application/x-www-form-urlencoded'), 415);
    expect((await me(api)).language).toBe('es');
  });

  it('needs a signed-in person of this tenant, and changes only them', async () => {
    const tenant = await makeTenant(t.services);
    const other = await makeTenant(t.services);
    const email = 'same@example.com';
    const here = await signIn(t, tenant, await makeUser(t.services, tenant, { email }));
    const there = await signIn(t, other, await makeUser(t.services, other, { email }));

    expectError(await clientFor(t.app, tenant.slug).patch(URL_PATH, { language: 'de' }), 401);
    // A valid token of the other tenant, sent to this tenant's host.
    expectError(await clientFor(t.app, tenant.slug, there.token).patch(URL_PATH, { language: 'de' }), 401);
    expectBody(await here.patch(URL_PATH, { language: 'de' }), 200, updateLanguageResponseSchema);
    expect((await me(there)).language).toBeNull();
    expect((await me(here)).language).toBe('de');

    const revoked = await signIn(t, tenant, await makeUser(t.services, tenant));
    expect((await revoked.post('/api/auth/logout')).statusCode).toBe(200);
    expectError(await revoked.patch(URL_PATH, { language: 'de' }), 401);
  });

  it('is refused to a preview, which changes nothing for the client it shows', async () => {
    const w = await previewWorld(t);
    const { api } = await openPreview(t, w);
    expectError(await api.patch(URL_PATH, { language: 'de' }), 403, previewMessages.readOnly);
    expectError(await api.patch(URL_PATH, {}), 403, previewMessages.readOnly);
    expect((await me(w.client)).language).toBeNull();
  });

  it('keeps working for a tenant whose subscription is not valid: it is the person’s own setting', async () => {
    const tenant = await makeTenant(t.services, { subscriptionStatus: 'expired' });
    const api = await signIn(t, tenant, await makeUser(t.services, tenant));
    expectBody(await api.patch(URL_PATH, { language: 'fr' }), 200, updateLanguageResponseSchema);
    expect((await me(api)).language).toBe('fr');
  });
});
