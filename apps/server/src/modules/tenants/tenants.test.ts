import { describe, expect, it } from 'vitest';
import {
  serverMessages,
  signupPermissionResponseSchema,
  validateSubdomainResponseSchema,
} from '@portico/contract';
import { makeTenant, makeUser, signIn, useTestApp } from '../../../test/support/app';
import { clientFor, expectBody, expectError } from '../../../test/support/http';
import { slugFromHost } from '../../lib/tenant-host';

const t = useTestApp();

describe('slugFromHost', () => {
  it('takes the first label of the host name', () => {
    expect(slugFromHost('acme.portal.example')).toBe('acme');
    expect(slugFromHost('Acme.localhost:3000')).toBe('acme');
    expect(slugFromHost('localhost')).toBeNull();
    expect(slugFromHost('-bad-.localhost')).toBeNull();
  });

  it('answers the same from its memo, and past a flood of made-up host names', () => {
    for (let round = 0; round < 2; round++) {
      expect(slugFromHost('acme.portal.example')).toBe('acme');
      expect(slugFromHost('-bad-.localhost')).toBeNull();
    }
    for (let i = 0; i < 2_500; i++) expect(slugFromHost(`t${i}.portal.example`)).toBe(`t${i}`);
    expect(slugFromHost('Acme.localhost:3000')).toBe('acme');
    expect(slugFromHost('localhost')).toBeNull();
  });
});

describe('GET /api/auth/check-signup-permission', () => {
  it('returns the tenant signup method, logo, description and subscription status', async () => {
    const tenant = await makeTenant(t.services, {
      description: 'Client workspace of Acme',
      signupMethod: 'signup-without-admin-approval',
      subscriptionStatus: 'expired',
      language: 'pt-BR',
      browserLanguage: true,
    });
    const res = await clientFor(t.app, tenant.slug).get(
      `/api/auth/check-signup-permission?slug=${tenant.slug}`,
    );
    const body = expectBody(res, 200, signupPermissionResponseSchema);
    expect(body.data).toEqual({
      slug: tenant.slug,
      name: 'Acme Agency',
      logo: null,
      description: 'Client workspace of Acme',
      signupMethod: 'signup-without-admin-approval',
      subscriptionStatus: 'expired',
      oidcEnabled: false,
      language: 'pt-BR',
      browserLanguage: true,
    });
  });

  it('answers 404 for another tenant slug and 400 for a malformed one', async () => {
    const tenant = await makeTenant(t.services);
    const other = await makeTenant(t.services);
    const api = clientFor(t.app, tenant.slug);
    expectError(
      await api.get(`/api/auth/check-signup-permission?slug=${other.slug}`),
      404,
      serverMessages.slugMismatch,
    );
    expectError(await api.get('/api/auth/check-signup-permission?slug=No_Such!'), 400);
    expectError(await api.get('/api/auth/check-signup-permission'), 400);
  });
});

describe('GET /api/subdomain/validateSubDomain/:subdomain', () => {
  it('validates the host subdomain for a signed-in user', async () => {
    const tenant = await makeTenant(t.services);
    const user = await makeUser(t.services, tenant);
    const client = await signIn(t, tenant, user);
    const body = expectBody(
      await client.get(`/api/subdomain/validateSubDomain/${tenant.slug}`),
      200,
      validateSubdomainResponseSchema,
    );
    expect(body.data).toMatchObject({ slug: tenant.slug, language: 'en', browserLanguage: false });
  });

  it('needs a token and refuses another subdomain', async () => {
    const tenant = await makeTenant(t.services);
    const other = await makeTenant(t.services);
    const user = await makeUser(t.services, tenant);
    const client = await signIn(t, tenant, user);
    expectError(await client.withToken(null).get(`/api/subdomain/validateSubDomain/${tenant.slug}`), 401);
    expectError(
      await client.get(`/api/subdomain/validateSubDomain/${other.slug}`),
      404,
      serverMessages.slugMismatch,
    );
  });
});

describe('system routes', () => {
  it('serves health without a tenant', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('serves the OpenAPI document of every contract endpoint', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { host: 'localhost' },
    });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/check-user-auth', '/api/user/update-profile']),
    );
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const tenant = await makeTenant(t.services);
    expectError(await clientFor(t.app, tenant.slug).get('/api/nope'), 404, serverMessages.routeNotFound);
  });
});
