import { describe, expect, it } from 'vitest';
import { callDefaults, endpoints } from '@portico/contract';
import { mockFetch, ok } from '@test/fetch-mock';
import { testUser } from '@test/render';
import { ApiError, apiCall } from './api-client';
import { errorMessage, isUnauthorized } from './errors';

const TENANT = {
  slug: 'acme',
  name: 'Acme',
  logo: null,
  description: '',
  signupMethod: 'closed' as const,
  subscriptionStatus: 'valid',
  oidcEnabled: false,
  language: 'en' as const,
  browserLanguage: false,
};

describe('apiCall', () => {
  it('sends the stored bearer token to endpoints that need it', async () => {
    localStorage.setItem('accessToken', 'tok-123');
    const { requests } = mockFetch({
      'GET /api/auth/check-user-auth': () => ({
        body: { success: true as const, user: testUser({ id: 'u1' }) },
      }),
    });
    const body = await apiCall(endpoints.checkUserAuth);
    expect(body.user.id).toBe('u1');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer tok-123');
  });

  it('never sends the token to endpoints that do not need it (§6)', async () => {
    localStorage.setItem('accessToken', 'tok-123');
    const { requests } = mockFetch({
      'POST /api/auth/login': () => ({
        body: { success: true as const, message: 'ok', data: { user: testUser(), accessToken: 't' } },
      }),
    });
    await apiCall(endpoints.login, { body: { email: 'a@b.c', password: 'x', slug: 'acme' } });
    expect(requests[0]?.headers.get('authorization')).toBeNull();
    expect(requests[0]?.headers.get('content-type')).toBe('application/json');
    expect(requests[0]?.body).toEqual({ email: 'a@b.c', password: 'x', slug: 'acme' });
  });

  it('fills path parameters and the query string', async () => {
    const { requests } = mockFetch({
      'GET /api/subdomain/validateSubDomain/acme%20x': ok(TENANT),
      'GET /api/auth/check-signup-permission': ok(TENANT),
    });
    await apiCall(endpoints.validateSubDomain, { params: { subdomain: 'acme x' } });
    await apiCall(endpoints.checkSignupPermission, { query: { slug: 'acme' } });
    expect(requests[1]?.url.search).toBe('?slug=acme');
  });

  it('sends multipart bodies as FormData and lets the browser set their content type', async () => {
    const { requests } = mockFetch({
      'PATCH /api/user/update-profile': () => ({
        body: { success: true as const, message: 'ok', data: testUser() },
      }),
    });
    const form = new FormData();
    form.set('name', 'Alex');
    await apiCall(endpoints.updateProfile, { body: form });
    expect(requests[0]?.body).toBe(form);
    expect(requests[0]?.headers.get('content-type')).toBeNull();
  });

  it("turns a non-2xx answer into an ApiError carrying the server's message", async () => {
    mockFetch({
      'POST /api/auth/login': () => ({
        status: 401,
        body: { success: false, message: 'Invalid email or password.' },
      }),
    });
    const error = await apiCall(endpoints.login, {
      body: { email: 'a@b.c', password: 'x', slug: 'acme' },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe('Invalid email or password.');
    expect(errorMessage(error, callDefaults.login)).toBe('Invalid email or password.');
    expect(isUnauthorized(error)).toBe(true);
  });

  it('falls back to the call default when the error has no message (e.g. a proxy page)', async () => {
    mockFetch({ 'POST /api/auth/logout': () => ({ status: 502, body: 'Bad gateway' }) });
    localStorage.setItem('accessToken', 't');
    const error = await apiCall(endpoints.logout).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(502);
    expect((error as ApiError).serverMessage).toBeUndefined();
    expect(errorMessage(error, callDefaults.logout)).toBe('Logout failed. Please try again.');
  });

  it('reports a network failure with the transport message', async () => {
    mockFetch({
      'POST /api/feedback/send-feedback': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const error = await apiCall(endpoints.sendFeedback, { body: { summary: 's', details: 'd' } }).catch(
      (e: unknown) => e,
    );
    expect((error as ApiError).status).toBe(0);
    expect(errorMessage(error, callDefaults.feedback)).toBe(
      'Could not reach the server. Check your connection and try again.',
    );
  });

  it('uses the default for errors that are not API errors', () => {
    expect(errorMessage(new Error('boom'), 'Default.')).toBe('Default.');
    expect(errorMessage(undefined, 'Default.')).toBe('Default.');
  });
});
