import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Dynamic compression of JSON answers. The built web app is compressed once at build time (brotli 11 and
 * gzip 9 files beside each asset, served by @fastify/static's `preCompressed`); this covers what the API
 * writes per request. Only JSON held in memory (a string or Buffer) of at least `thresholdBytes` is
 * compressed, and streams (file downloads) are never touched, so they keep their Content-Length, byte
 * ranges and bytes. Below 4 kB an answer is three packets, well inside TCP's first window: compressing it
 * saves no round trip, only ~1 kB, and setting up the compressor costs about as much as for a 50 kB page
 * (an item's details, 2.5 kB: +65–95 µs of CPU on a ~120 µs call).
 * Brotli at quality 1 makes a 49 kB page of items 16× smaller in ~0.1 ms; quality 4 or gzip 6 save only
 * ~10% more for 3–4× the CPU (docs/benchmarks.md). Answers below `syncBelowBytes` are compressed on the
 * event loop (well under 0.1 ms; handing them to zlib's thread pool costs more than that); larger ones on
 * the thread pool, so a big answer never holds up other requests.
 */
export const JSON_COMPRESSION = {
  thresholdBytes: 4096,
  brotliQuality: 1,
  gzipLevel: 1,
  syncBelowBytes: 64 * 1024,
} as const;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to use for an Accept-Encoding header: brotli if acceptable, else gzip, else none.
 * Honours q-values (`br;q=0` refuses brotli) and `*`; a higher q wins, brotli on a tie.
 */
export const negotiateEncoding = (header: string | string[] | undefined): Encoding | null => {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const qParam = params.find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const weight = (name: Encoding) => q.get(name) ?? q.get('*') ?? 0;
  const [br, gz] = [weight('br'), weight('gzip')];
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? 'br' : 'gzip';
};

/** Adds `accept-encoding` to Vary, keeping what is there. */
export const varyOnAcceptEncoding = (reply: FastifyReply) => {
  const current = reply.getHeader('vary');
  // Most answers carry no Vary yet: nothing to read or merge.
  if (current === undefined) {
    reply.header('vary', 'accept-encoding');
    return;
  }
  const value = Array.isArray(current) ? current.join(', ') : String(current);
  const tokens = value.split(',').map((token) => token.trim().toLowerCase());
  if (tokens.includes('accept-encoding') || tokens.includes('*')) return;
  reply.header('vary', value ? `${value}, accept-encoding` : 'accept-encoding');
};

const brotliOptions = (size: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: JSON_COMPRESSION.brotliQuality,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});
const gzipOptions: zlib.ZlibOptions = { level: JSON_COMPRESSION.gzipLevel };

/** Compresses on the event loop when small, on zlib's thread pool when large. */
export const compress = async (body: string | Buffer, encoding: Encoding): Promise<Buffer> => {
  const size = Buffer.byteLength(body);
  if (size < JSON_COMPRESSION.syncBelowBytes)
    return encoding === 'br'
      ? zlib.brotliCompressSync(body, brotliOptions(size))
      : zlib.gzipSync(body, gzipOptions);
  return encoding === 'br' ? brotli(body, brotliOptions(size)) : gzip(body, gzipOptions);
};

/**
 * Whether a body is smaller than the threshold in bytes. A string of n UTF-16 units is n to 3n bytes of
 * UTF-8, so its length mostly answers without measuring it: measuring scans the whole string, and a page of
 * items is measured again anyway, for its content-length (a few µs a page, issue 25).
 */
export const belowThreshold = (payload: string | Buffer): boolean => {
  const threshold = JSON_COMPRESSION.thresholdBytes;
  if (typeof payload !== 'string' || payload.length >= threshold) return payload.length < threshold;
  return payload.length * 3 < threshold || Buffer.byteLength(payload) < threshold;
};

/**
 * Compresses JSON answers above the threshold for clients that accept it. A callback hook, not an async
 * one: the common case (nothing to compress) returns at once.
 */
export const registerJsonCompression = (app: FastifyInstance) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (belowThreshold(payload)) return done(null, payload);
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !JSON_TYPE.test(type) || reply.hasHeader('content-encoding'))
      return done(null, payload);
    varyOnAcceptEncoding(reply);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    compress(payload, encoding).then(
      (body) => {
        reply.header('content-encoding', encoding);
        reply.removeHeader('content-length');
        done(null, body);
      },
      (error: Error) => done(error),
    );
  });
};
