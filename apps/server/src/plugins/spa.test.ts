import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/support/app';
import { SECURITY_HEADER_OPTIONS, assetSecurityHeaders, computeSecurityHeaders } from './security-headers';

// A built web app as `npm run build` leaves it: index.html and a hashed asset with their brotli and gzip
// copies (apps/web/vite-precompress.ts), and a small asset without any.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-spa-'));
const INDEX = `<!doctype html><html lang="en"><head><title>Portico</title>${'<meta name="x" content="y">'.repeat(40)}</head><body><div id="root"></div></body></html>`;
const APP_JS = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, label: "row ${i}" }`).join(', ')}];\n`;
const TINY_JS = 'export const x = 1;\n';

const write = (file: string, text: string, compressed = true) => {
  const full = path.join(dist, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
  if (!compressed) return;
  fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${full}.gz`, zlib.gzipSync(text));
};
write('index.html', INDEX);
write('assets/app-3f9a1c.js', APP_JS);
write('assets/tiny-77aa01.js', TINY_JS, false);
write('.vite/manifest.json', '{"secret":"build details"}', false);
write('assets/logo-5e1d2c.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', false);

const t = useTestApp(() => ({ webDist: dist }));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({
    method,
    url,
    headers: {
      host: 'demo.localhost',
      ...(acceptEncoding !== undefined && { 'accept-encoding': acceptEncoding }),
    },
  });

const varies = (headers: Record<string, unknown>) =>
  String(headers.vary ?? '')
    .toLowerCase()
    .split(',')
    .map((s) => s.trim())
    .includes('accept-encoding');

describe('the built web app, precompressed', () => {
  it('sends the brotli file to a browser that accepts br, with Content-Encoding and Vary', async () => {
    // What Chromium sends: brotli is preferred over gzip.
    const res = await get('/assets/app-3f9a1c.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(varies(res.headers)).toBe(true);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(fs.readFileSync(path.join(dist, 'assets/app-3f9a1c.js.br')))).toBe(true);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(APP_JS);
    expect(res.rawPayload.length).toBeLessThan(APP_JS.length / 4);
  });

  it('sends the gzip file to a client that accepts only gzip', async () => {
    const res = await get('/assets/app-3f9a1c.js', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(varies(res.headers)).toBe(true);
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(APP_JS);
  });

  it('sends the file itself without Accept-Encoding, or when br and gzip are refused', async () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const res = await get('/assets/app-3f9a1c.js', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(varies(res.headers)).toBe(true);
      expect(res.body).toBe(APP_JS);
    }
  });

  it('sends a file that has no compressed copy as it is, still varying on Accept-Encoding', async () => {
    const res = await get('/assets/tiny-77aa01.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(varies(res.headers)).toBe(true);
    expect(res.body).toBe(TINY_JS);
  });

  it('compresses index.html sent for a client-side route (the not-found fallback) and for /', async () => {
    for (const url of ['/', '/boards/123?view=table', '/settings/profile']) {
      const br = await get(url, 'gzip, deflate, br');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/^text\/html/);
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(varies(br.headers)).toBe(true);
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(INDEX);

      const gz = await get(url, 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(INDEX);

      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(varies(plain.headers)).toBe(true);
      expect(plain.body).toBe(INDEX);
    }
  });

  it('answers HEAD like GET, and unknown API paths with the JSON 404, uncompressed', async () => {
    const head = await get('/assets/app-3f9a1c.js', 'br', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body).toBe('');
    const api = await get('/api/nope', 'br');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-encoding']).toBeUndefined();
    expect(api.json()).toMatchObject({ success: false });
  });

  it('sends scripts, styles and fonts with the subresource headers, and pages and images with the page set', async () => {
    const page = computeSecurityHeaders(SECURITY_HEADER_OPTIONS);
    const script = await get('/assets/app-3f9a1c.js', 'br');
    expect(script.statusCode).toBe(200);
    for (const [name, value] of Object.entries(assetSecurityHeaders(page)))
      expect(script.headers[name]).toBe(value);
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-frame-options']).toBeUndefined();
    // An SVG can run script when opened as a page, and index.html is one: both keep the whole set.
    for (const url of ['/assets/logo-5e1d2c.svg', '/', '/boards/123']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      for (const [name, value] of Object.entries(page)) expect(res.headers[name]).toBe(value);
    }
  });

  it('serves nothing under a dot-directory of the build: such a path gets the app', async () => {
    const res = await get('/.vite/manifest.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(INDEX);
  });
});
