import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { endpoints } from '@portico/contract';

/**
 * Sign-in CSRF protection: each provider sign-in is bound to the browser that started it. Starting one
 * sets a cookie with a random secret; the state row keeps only the secret's hash; finishing it requires
 * the cookie. A /callback link made by someone else's sign-in arrives in a browser without that cookie,
 * so it signs no one in.
 *
 * - One cookie per sign-in, named after its state, so two sign-ins started in two tabs both complete.
 * - Path: only the call that finishes a sign-in ever receives it (the SPA posts it from /callback).
 * - SameSite=Lax: the cookie travels on the same-origin POST from /callback, and on no cross-site
 *   request a page elsewhere could make (a Lax cookie goes cross-site only with top-level GET navigations,
 *   and its path serves no GET). Strict would add nothing for a POST-only path.
 * - HttpOnly: no script reads it; Secure when the browser reached the portal over https; no Domain, so
 *   it stays on the tenant's host.
 */

/** As long as the state lives (oidc.service.ts STATE_TTL_MS). */
export const BINDING_TTL_S = 10 * 60;
const COOKIE_PREFIX = 'portico_oidc_';
const COOKIE_PATH = endpoints.signinWithGoogle.path;
/** Longer cookie headers than browsers send are not parsed. */
const MAX_COOKIE_HEADER = 8192;

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/** A fresh secret for the browser: 256 random bits, base64url. */
export const newBrowserSecret = (): string => randomBytes(32).toString('base64url');

/** What the state row keeps of the secret. */
export const browserHash = (secret: string): string => sha256(secret).toString('base64url');

/** Whether the browser's secret is the one the sign-in was started with (constant time). */
export const isSameBrowser = (storedHash: string, secret: string | undefined): boolean => {
  if (!secret || !storedHash) return false;
  const expected = Buffer.from(storedHash, 'base64url');
  const actual = sha256(secret);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
};

/** The cookie of one sign-in, named after its state (hashed: the name needs only to tell sign-ins apart). */
export const bindingCookieName = (state: string): string =>
  `${COOKIE_PREFIX}${sha256(`portico-oidc-cookie:${state}`).toString('base64url').slice(0, 22)}`;

const attributes = (maxAge: number, secure: boolean) =>
  `Max-Age=${maxAge}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/** Set-Cookie for a started sign-in. */
export const bindingCookie = (state: string, secret: string, secure: boolean): string =>
  `${bindingCookieName(state)}=${secret}; ${attributes(BINDING_TTL_S, secure)}`;

/** Set-Cookie that removes a sign-in's cookie once the sign-in is finished (or failed). */
export const clearedBindingCookie = (state: string, secure: boolean): string =>
  `${bindingCookieName(state)}=; ${attributes(0, secure)}`;

/**
 * The value of the cookie `name` in a Cookie header. Our values are base64url, so anything else (quoted,
 * percent-encoded, oversized) is not ours and reads as absent.
 */
export const readCookie = (header: string | undefined, name: string): string | undefined => {
  if (!header || header.length > MAX_COOKIE_HEADER) return undefined;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    const value = pair.slice(at + 1).trim();
    if (/^[\w-]{1,128}$/.test(value)) return value;
  }
  return undefined;
};
