// The browser tests (apps/web/e2e) import this file too; their project must see these types as well.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./types/oidc-provider.d.ts" />
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type JWTPayload, SignJWT, exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/** The claims an account of the test provider has (all optional, to test what is missing). */
export interface ProviderAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface TestProviderOptions {
  /** Redirect URIs registered for the client (`http://<slug>.localhost/callback`). */
  redirectUris: string[];
  clientId?: string;
  clientSecret?: string;
  /** Whether the provider offers token introspection (RFC 7662); on unless told otherwise. */
  introspection?: boolean;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The provider's accounts by id; tests add to it. */
  accounts: Map<string, ProviderAccount>;
  /**
   * Follows an authorization URL as a browser would: the provider's login form (signing in as `accountId`)
   * and consent form. Returns the URL the provider finally redirects to (our /callback).
   */
  signInAt(authorizeUrl: string, accountId: string): Promise<URL>;
  /**
   * The tokens a page gets from the provider directly (as with Google's script): a real ID token with
   * the email claims in it (unless `claimsInIdToken` is false: then only in userinfo, the provider's
   * default for the code flow), and the access token issued with it.
   */
  tokensFor(
    accountId: string,
    options?: { clientId?: string; claimsInIdToken?: boolean },
  ): Promise<{ idToken: string; accessToken: string }>;
  /** Asks the provider's introspection endpoint about a token, as the client `clientId` (ours by default). */
  introspect(token: string): Promise<Record<string, unknown>>;
  /** A JWT signed with the provider's own key: to make tokens the provider would never issue as ID tokens. */
  sign(payload: JWTPayload, header?: { typ?: string }): Promise<string>;
  close(): Promise<void>;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** A minimal cookie jar: the provider keeps its interaction in cookies between redirects. */
const cookieJar = () => {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    store(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const [name = '', value = ''] = pair.trim().split(/=(.*)/s);
        const expired = attributes.some((a) => /expires=Thu, 01 Jan 1970/i.test(a));
        if (expired || value === '') cookies.delete(name);
        else cookies.set(name, value);
      }
    },
  };
};

/** The one form on a provider page: its action and fields, filled as the user would. */
const fillForm = (html: string, pageUrl: string, accountId: string) => {
  const form = /<form[^>]*action="([^"]+)"[^>]*method="post"/i.exec(html);
  if (!form?.[1]) throw new Error(`No form on the provider page:\n${html.slice(0, 500)}`);
  const fields = new URLSearchParams();
  for (const input of html.matchAll(/<input([^>]*)>/gi)) {
    const attrs = input[1] ?? '';
    const name = /name="([^"]+)"/.exec(attrs)?.[1];
    if (!name) continue;
    const value = /value="([^"]*)"/.exec(attrs)?.[1] ?? '';
    fields.set(name, name === 'login' ? accountId : name === 'password' ? 'any-password' : value);
  }
  return { action: new URL(form[1].replaceAll('&amp;', '&'), pageUrl).href, fields };
};

/**
 * A real OpenID Connect provider (oidc-provider) on a random loopback port, with one confidential client,
 * PKCE required, and its development login and consent screens.
 */
/**
 * Tenant slugs for tests against a provider: the provider must know every redirect URI in advance, so a
 * test file takes a pool of slugs and its tenants take one each.
 */
export const callbackSlugs = (prefix: string, count: number) => {
  const slugs = Array.from({ length: count }, () => `${prefix}-${randomBytes(5).toString('hex')}`);
  return { slugs, redirectUris: slugs.map((s) => `http://${s}.localhost/callback`) };
};

/** The app's OIDC configuration for a test provider on loopback (plain http). */
export const oidcConfigFor = (provider: TestProvider) => ({
  issuer: provider.issuer,
  clientId: provider.clientId,
  clientSecret: provider.clientSecret,
  allowHttp: true,
});

export const startTestProvider = async (options: TestProviderOptions): Promise<TestProvider> => {
  const clientId = options.clientId ?? 'portico-test';
  const clientSecret = options.clientSecret ?? b64url(randomBytes(24));
  const accounts = new Map<string, ProviderAccount>();
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: b64url(randomBytes(8)) };

  let handler: ((req: http.IncomingMessage, res: http.ServerResponse) => void) | null = null;
  const server = http.createServer((req, res) => handler?.(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = (id: string) => ({
    client_id: id,
    client_secret: clientSecret,
    redirect_uris: options.redirectUris,
    grant_types: ['authorization_code'],
    response_types: ['code'],
  });

  const provider = new Provider(issuer, {
    clients: [client(clientId), client(`${clientId}-other-app`)],
    jwks: { keys: [jwk] },
    cookies: { keys: [b64url(randomBytes(16))] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: {
      devInteractions: { enabled: true },
      claimsParameter: { enabled: true },
      // Any of its confidential clients may ask about any token (the answer names the token's client).
      introspection: { enabled: options.introspection ?? true, allowedPolicy: async () => true },
    },
    pkce: { required: () => true },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    findAccount: async (_ctx, id) => {
      const account = accounts.get(id);
      return account && { accountId: id, claims: () => ({ sub: id, ...account }) };
    },
  });
  handler = provider.callback();

  const signInAt = async (authorizeUrl: string, accountId: string): Promise<URL> => {
    const jar = cookieJar();
    let request: { url: string; init: RequestInit } = { url: authorizeUrl, init: {} };
    for (let hop = 0; hop < 20; hop++) {
      const res = await fetch(request.url, {
        ...request.init,
        redirect: 'manual',
        headers: { ...(request.init.headers as Record<string, string>), cookie: jar.header() },
      });
      jar.store(res);
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        const next = new URL(location, request.url);
        if (next.origin !== issuer) return next;
        request = { url: next.href, init: {} };
        continue;
      }
      const html = await res.text();
      if (res.status !== 200) throw new Error(`Provider answered ${res.status}:\n${html.slice(0, 800)}`);
      const { action, fields } = fillForm(html, request.url, accountId);
      request = {
        url: action,
        init: {
          method: 'POST',
          body: fields.toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
      };
    }
    throw new Error('Too many redirects at the provider');
  };

  const tokensFor: TestProvider['tokensFor'] = async (accountId, tokenOptions = {}) => {
    const id = tokenOptions.clientId ?? clientId;
    const redirectUri = options.redirectUris[0] as string;
    const verifier = b64url(randomBytes(32));
    const authorize = new URL(`${issuer}/auth`);
    authorize.search = new URLSearchParams({
      client_id: id,
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: redirectUri,
      state: b64url(randomBytes(8)),
      nonce: b64url(randomBytes(8)),
      code_challenge: b64url(createHash('sha256').update(verifier).digest()),
      code_challenge_method: 'S256',
      // As Google's script does: the identity claims inside the ID token itself.
      ...(tokenOptions.claimsInIdToken !== false && {
        claims: JSON.stringify({ id_token: { email: null, email_verified: null, name: null } }),
      }),
    }).toString();
    const callback = await signInAt(authorize.href, accountId);
    const code = callback.searchParams.get('code');
    if (!code) throw new Error(`No code in ${callback.href}`);
    const res = await fetch(`${issuer}/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${id}:${clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: verifier,
      }).toString(),
    });
    const body = (await res.json()) as { id_token?: string; access_token?: string };
    if (!body.id_token || !body.access_token) throw new Error(`Token response: ${JSON.stringify(body)}`);
    return { idToken: body.id_token, accessToken: body.access_token };
  };

  const introspect: TestProvider['introspect'] = async (token) => {
    const res = await fetch(`${issuer}/token/introspection`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ token }).toString(),
    });
    return (await res.json()) as Record<string, unknown>;
  };

  const sign: TestProvider['sign'] = (payload, header = {}) =>
    new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: jwk.kid, ...header }).sign(privateKey);

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    signInAt,
    tokensFor,
    introspect,
    sign,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
