import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverMessages } from '@portico/contract';
import { makeTenant, useTestApp } from '../../../test/support/app';
import { PNG, makeFile } from '../../../test/support/files';
import { clientFor, expectError } from '../../../test/support/http';
import { hmac } from '../../lib/tokens';

const t = useTestApp();

/** A URL signed with the instance key, for expiries the service would never hand out. */
const signedUrl = (tenantId: string, fileId: string, expires: number) =>
  `/api/files/${fileId}/f?expires=${expires}&signature=${hmac(t.ctx.signingSecret, `file:${tenantId}:${fileId}:${expires}`)}`;

describe('GET /api/files/:fileId/:name (signed URLs)', () => {
  it('serves the bytes with their type, a safe disposition and caching until expiry', async () => {
    const tenant = await makeTenant(t.services);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    const text = Buffer.from('minutes of the kick-off meeting');
    const api = clientFor(t.app, tenant.slug);
    const cases = [
      { bytes: PNG, name: 'logo.png', type: 'image/png', inline: true },
      { bytes: pdf, name: 'brief.pdf', type: 'application/pdf', inline: true },
      { bytes: text, name: 'notes.html', type: 'application/octet-stream', inline: false },
    ];
    for (const c of cases) {
      const file = await makeFile(t.services, tenant, c.name, c.bytes);
      const res = await api.get(t.services.files.url(tenant.id, file.id, c.name));
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(c.bytes)).toBe(true);
      expect(res.headers['content-type']).toBe(c.type);
      expect(res.headers['content-length']).toBe(String(c.bytes.length));
      expect(res.headers['content-disposition']).toBe(
        `${c.inline ? 'inline' : 'attachment'}; filename="${c.name}"; filename*=UTF-8''${c.name}`,
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
    }
  });

  it('names a file with non-ASCII characters in both disposition forms', async () => {
    const tenant = await makeTenant(t.services);
    const file = await makeFile(t.services, tenant, 'Ünïcode "plan".png');
    const res = await clientFor(t.app, tenant.slug).get(t.services.files.url(tenant.id, file.id, 'x'));
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="_n_code _plan_.png"; filename*=UTF-8''${encodeURIComponent('Ünïcode "plan".png')}`,
    );
  });

  it('refuses an expired URL, even with a valid signature', async () => {
    const tenant = await makeTenant(t.services);
    const file = await makeFile(t.services, tenant, 'a.png');
    const past = Math.floor(Date.now() / 1000) - 1;
    const api = clientFor(t.app, tenant.slug);
    expectError(await api.get(signedUrl(tenant.id, file.id, past)), 403, serverMessages.fileLinkInvalid);
    // The same signing with a future expiry works, so only the expiry made the difference.
    expect((await api.get(signedUrl(tenant.id, file.id, past + 3600))).statusCode).toBe(200);
  });

  it('refuses a tampered signature, a lengthened expiry and another file id', async () => {
    const tenant = await makeTenant(t.services);
    const a = await makeFile(t.services, tenant, 'a.png');
    const b = await makeFile(t.services, tenant, 'b.png');
    const url = new URL(t.services.files.url(tenant.id, a.id, 'a.png'), 'http://x');
    const api = clientFor(t.app, tenant.slug);
    const signature = url.searchParams.get('signature') as string;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const expires = Number(url.searchParams.get('expires'));
    const variants = [
      `${url.pathname}?expires=${expires}&signature=${flipped}`,
      `${url.pathname}?expires=${expires + 86_400}&signature=${signature}`,
      `/api/files/${b.id}/b.png?expires=${expires}&signature=${signature}`,
    ];
    for (const variant of variants) expectError(await api.get(variant), 403, serverMessages.fileLinkInvalid);
    expect((await api.get(`${url.pathname}${url.search}`)).statusCode).toBe(200);
  });

  it("refuses tenant A's URL on tenant B's host", async () => {
    const a = await makeTenant(t.services);
    const b = await makeTenant(t.services);
    const file = await makeFile(t.services, a, 'a.png');
    const url = t.services.files.url(a.id, file.id, 'a.png');
    expectError(await clientFor(t.app, b.slug).get(url), 403, serverMessages.fileLinkInvalid);
    expect((await clientFor(t.app, a.slug).get(url)).statusCode).toBe(200);
  });

  it('answers 404 for a file that does not exist or whose bytes are gone', async () => {
    const tenant = await makeTenant(t.services);
    const api = clientFor(t.app, tenant.slug);
    expectError(
      await api.get(t.services.files.url(tenant.id, 'no-such-file', 'x')),
      404,
      serverMessages.fileNotFound,
    );
    const file = await makeFile(t.services, tenant, 'a.png');
    fs.rmSync(path.join(t.ctx.config.dataDir, 'files', file.storage_key));
    expectError(
      await api.get(t.services.files.url(tenant.id, file.id, 'x')),
      404,
      serverMessages.fileNotFound,
    );
  });

  it('answers 400 for a URL without expiry or signature', async () => {
    const tenant = await makeTenant(t.services);
    const file = await makeFile(t.services, tenant, 'a.png');
    const api = clientFor(t.app, tenant.slug);
    expectError(await api.get(`/api/files/${file.id}/a.png`), 400);
    expectError(await api.get(`/api/files/${file.id}/a.png?expires=soon&signature=x`), 400);
  });
});
