import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The portal's security headers: helmet's defaults with a CSP for a same-origin SPA. */
export const SECURITY_HEADER_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** Runs helmet once against a recording response and returns the headers it sets. */
export const computeSecurityHeaders = (options: HelmetOptions): Record<string, string> => {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
};

/**
 * Headers of the JSON API's answers (OWASP REST Security Cheat Sheet). They are no documents, so they need
 * none of a page's policies beyond refusing everything: no script or framing, no sniffing, and personal data
 * is never stored by browsers or proxies. Routes that answer otherwise (files) set their own on top.
 */
export const apiSecurityHeaders = (documentHeaders: Record<string, string>): Record<string, string> => ({
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  ...(documentHeaders['strict-transport-security'] && {
    'strict-transport-security': documentHeaders['strict-transport-security'],
  }),
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

/**
 * Headers of the built app's scripts, styles and fonts (`/assets/*.js|css|woff2`). They are no documents
 * — a policy for framing, referrers, opener or content sources means nothing on them — so they carry what
 * applies to a subresource: no sniffing, readable by this origin only, HTTPS only. A page's set is ~900
 * bytes; a first visit loads some thirty of these files, so the full set on each cost ~25 kB on the wire.
 * Anything else (index.html, images, SVG — which can run script when opened) keeps the page set.
 */
export const assetSecurityHeaders = (documentHeaders: Record<string, string>): Record<string, string> => ({
  'cross-origin-resource-policy': 'same-origin',
  ...(documentHeaders['strict-transport-security'] && {
    'strict-transport-security': documentHeaders['strict-transport-security'],
  }),
  'x-content-type-options': 'nosniff',
});

/** The browsable API documentation is a page, not an API answer. */
const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/** A script, style sheet or font of the web app's build (never a document). */
const isSubresource = (url: string) => url.startsWith('/assets/') && /\.(?:js|css|woff2)$/.test(url);

/**
 * Sets the security headers and the request id on every response, as the request arrives: helmet's set with
 * the portal's CSP on pages and assets, the smaller API set on API answers. They do not depend on the
 * request (no CSP nonces), so they are computed once: @fastify/helmet builds the whole helmet middleware
 * again for every request, which measured ~55 µs per request — more than a whole small API call. Setting
 * them here rather than in an onSend hook also spares every reply Fastify's onSend hook chain.
 */
export const registerSecurityHeaders = (app: FastifyInstance) => {
  const documents = computeSecurityHeaders(SECURITY_HEADER_OPTIONS);
  const api = apiSecurityHeaders(documents);
  const assets = assetSecurityHeaders(documents);
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    reply.headers(isApiAnswer(url) ? api : isSubresource(url) ? assets : documents);
    reply.header('x-request-id', request.id);
    done();
  });
};
