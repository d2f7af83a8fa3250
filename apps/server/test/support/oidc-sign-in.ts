import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TestProvider } from './oidc-provider';

// The portal's side of a sign-in with the test provider (oidc-provider.ts): start it at the portal, pass
// the provider's pages as a browser would, and finish it at the portal's callback.

/** The `Cookie` header a browser would send back for the cookies a response set (none: undefined). */
export const cookieHeaderOf = (res: LightMyRequestResponse): string | undefined => {
  const pairs = res.cookies.filter((c) => c.value !== '').map((c) => `${c.name}=${c.value}`);
  return pairs.length > 0 ? pairs.join('; ') : undefined;
};

/**
 * What one browser holds after starting a sign-in at the portal and passing the provider's login and
 * consent: the code and state the provider sent to /callback, and the cookie the portal set when the
 * sign-in started (as a `Cookie` header).
 */
export interface StartedSignIn {
  url: URL;
  code: string;
  state: string;
  cookie: string | undefined;
}

/**
 * GET authorize from the portal, then the provider's login and consent, up to the redirect to /callback.
 * (Neither vitest nor the contract here: the browser tests start this provider too.)
 */
export const startSignIn = async (
  app: FastifyInstance,
  provider: TestProvider,
  slug: string,
  accountId: string,
): Promise<StartedSignIn> => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/auth/oidc/authorize?slug=${slug}`,
    headers: { host: `${slug}.localhost` },
  });
  const url = res.statusCode === 200 ? (res.json() as { data?: { url?: unknown } }).data?.url : undefined;
  if (typeof url !== 'string') throw new Error(`authorize: ${res.statusCode} ${res.body}`);
  const callback = await provider.signInAt(url, accountId);
  if (`${callback.origin}${callback.pathname}` !== `http://${slug}.localhost/callback`) {
    throw new Error(`The provider redirected to ${callback.href}, not to the portal's /callback`);
  }
  return {
    url: new URL(url),
    code: callback.searchParams.get('code') as string,
    state: callback.searchParams.get('state') as string,
    cookie: cookieHeaderOf(res),
  };
};

/** POST signin-with-google as the page at /callback does, with the browser's cookies (if any). */
export const finishSignIn = (
  app: FastifyInstance,
  slug: string,
  body: Record<string, unknown>,
  cookie?: string,
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/signin-with-google',
    headers: { host: `${slug}.localhost`, 'content-type': 'application/json', ...(cookie && { cookie }) },
    payload: JSON.stringify({ slug, ...body }),
  });
