import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { makeTenant, useTestApp } from '../../test/support/app';
import { addItems, listUrl, setupBoardReader } from '../../test/support/boards';
import { makeFile } from '../../test/support/files';
import { clientFor } from '../../test/support/http';
import { JSON_COMPRESSION, belowThreshold, negotiateEncoding, registerJsonCompression } from './compression';

const t = useTestApp();

const varies = (headers: Record<string, unknown>) =>
  String(headers.vary ?? '')
    .toLowerCase()
    .includes('accept-encoding');

describe('belowThreshold', () => {
  const limit = JSON_COMPRESSION.thresholdBytes;
  it('measures bytes of UTF-8, not characters, wherever the length alone cannot tell', () => {
    for (const [text, below] of [
      ['a'.repeat(limit - 1), true],
      ['a'.repeat(limit), false],
      ['é'.repeat(Math.floor((limit - 1) / 2)), true], // 2 bytes each: under the limit
      ['é'.repeat(limit / 2), false],
      ['✓'.repeat(Math.ceil(limit / 3)), false], // 3 bytes each: fewer characters than the limit, as many bytes
      ['✓'.repeat(Math.floor((limit - 1) / 3)), true],
    ] as const) {
      expect(belowThreshold(text), `${text.length} × ${text[0]}`).toBe(below);
      expect(belowThreshold(Buffer.from(text)), `Buffer of ${text.length} × ${text[0]}`).toBe(below);
      expect(below).toBe(Buffer.byteLength(text) < limit);
    }
  });
});

describe('negotiateEncoding', () => {
  it('prefers brotli, honours q-values and *, and refuses what is refused', () => {
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('')).toBeNull();
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('BR')).toBe('br');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0')).toBeNull();
    expect(negotiateEncoding('gzip;q=0, *;q=0.1')).toBe('br');
    expect(negotiateEncoding(['gzip', 'br'])).toBe('br');
    expect(negotiateEncoding('br;q=nonsense, gzip')).toBe('gzip');
  });
});

describe('JSON answers of the API', () => {
  /** A signed-in user's board with enough items for a page well above the threshold. */
  const bigPage = async () => {
    const { tenant, board, api } = await setupBoardReader(t);
    await addItems(
      t.services,
      tenant,
      board,
      Array.from({ length: 25 }, (_, n) => ({ name: `Quarterly report section ${n + 1}` })),
    );
    return { url: listUrl(board), api };
  };

  it('are compressed with brotli or gzip when asked, above the threshold, and decode to the same JSON', async () => {
    const { url, api } = await bigPage();
    const plain = await api.request('GET', url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(varies(plain.headers)).toBe(true);
    expect(plain.rawPayload.length).toBeGreaterThan(JSON_COMPRESSION.thresholdBytes);
    const expected = plain.json() as unknown;

    const br = await api.request('GET', url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(varies(br.headers)).toBe(true);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(expected);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gz = await api.request('GET', url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(expected);
  });

  it('are left alone below the threshold, and when the client accepts no compression', async () => {
    const tenant = await makeTenant(t.services);
    const api = clientFor(t.app, tenant.slug);
    const small = await api.request('GET', `/api/auth/check-signup-permission?slug=${tenant.slug}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(JSON_COMPRESSION.thresholdBytes);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ success: true });

    const { url, api: reader } = await bigPage();
    const refused = await reader.request('GET', url, { headers: { 'accept-encoding': 'identity' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toMatchObject({ success: true });
  });

  it('the OpenAPI document is compressed too, with either encoding', async () => {
    const tenant = await makeTenant(t.services);
    const api = clientFor(t.app, tenant.slug);
    const res = await api.request('GET', '/api/openapi.json', { headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const json = zlib.brotliDecompressSync(res.rawPayload);
    expect(JSON.parse(json.toString())).toHaveProperty('paths');
    const gz = await api.request('GET', '/api/openapi.json', { headers: { 'accept-encoding': 'gzip' } });
    expect(zlib.gunzipSync(gz.rawPayload).equals(json)).toBe(true);
  });
});

describe('downloads and streams', () => {
  it('a file download is sent byte for byte, with its length, whatever the client accepts', async () => {
    const tenant = await makeTenant(t.services);
    const bytes = Buffer.from(JSON.stringify({ rows: Array.from({ length: 1000 }, (_, i) => ({ i })) }));
    const file = await makeFile(t.services, tenant, 'export.json', bytes);
    const api = clientFor(t.app, tenant.slug);
    const res = await api.request('GET', t.services.files.url(tenant.id, file.id, 'export.json'), {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(bytes.length));
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it('a streamed JSON answer is never compressed (its length and ranges stay intact)', async () => {
    const app = Fastify();
    registerJsonCompression(app);
    const body = JSON.stringify({ rows: Array.from({ length: 1000 }, (_, i) => ({ i })) });
    app.get('/stream', (_request, reply) =>
      reply
        .type('application/json')
        .header('content-length', body.length)
        .send(Readable.from([body])),
    );
    app.get('/string', (_request, reply) => reply.type('application/json').send(body));
    app.get('/text', (_request, reply) => reply.type('text/plain').send(body));
    const headers = { 'accept-encoding': 'br, gzip' };
    const stream = await app.inject({ url: '/stream', headers });
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.body).toBe(body);
    // Only JSON is compressed here: other types are either precompressed files or streams.
    const text = await app.inject({ url: '/text', headers });
    expect(text.headers['content-encoding']).toBeUndefined();
    const string = await app.inject({ url: '/string', headers });
    expect(string.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(string.rawPayload).toString()).toBe(body);
    await app.close();
  });

  it('a JSON answer too large to compress on the event loop is compressed on the thread pool', async () => {
    const app = Fastify();
    registerJsonCompression(app);
    const body = JSON.stringify({ rows: Array.from({ length: 6000 }, (_, i) => ({ i, name: `row ${i}` })) });
    expect(body.length).toBeGreaterThan(JSON_COMPRESSION.syncBelowBytes);
    app.get('/big', (_request, reply) => reply.type('application/json').send(body));
    for (const [accept, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const res = await app.inject({ url: '/big', headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding']).toBe(accept);
      expect(decode(res.rawPayload).toString()).toBe(body);
    }
    await app.close();
  });
});
