import { describe, expect, it } from 'vitest';
import { makeTenant, useTestApp } from '../../test/support/app';
import { clientFor } from '../../test/support/http';
import { SECURITY_HEADER_OPTIONS, apiSecurityHeaders, computeSecurityHeaders } from './security-headers';

const t = useTestApp();

describe('security headers', () => {
  it("are helmet's headers with the portal's content security policy", () => {
    const headers = computeSecurityHeaders(SECURITY_HEADER_OPTIONS);
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('on API answers, errors included, are the API set, with the request id', async () => {
    const tenant = await makeTenant(t.services);
    const api = clientFor(t.app, tenant.slug);
    const expected = apiSecurityHeaders(computeSecurityHeaders(SECURITY_HEADER_OPTIONS));
    expect(expected).toMatchObject({
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
    for (const res of [
      await api.get(`/api/auth/check-signup-permission?slug=${tenant.slug}`),
      await api.get('/api/nope'),
      await api.get('/api/boards/getAllItems?boardId=x'),
    ]) {
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name]).toBe(value);
      expect(res.headers['x-request-id']).toBeTruthy();
    }
  });

  it("on pages (the API's documentation) are helmet's, with the portal's policy", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    for (const [name, value] of Object.entries(computeSecurityHeaders(SECURITY_HEADER_OPTIONS)))
      expect(res.headers[name]).toBe(value);
  });
});
