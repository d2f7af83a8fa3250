import type { FastifyBaseLogger } from 'fastify';
import { decodeProtectedHeader } from 'jose';
import * as client from 'openid-client';
import {
  type OidcSigninRequest,
  type OidcSigninResponse,
  MAX_NAME_LENGTH,
  capabilities,
  emailSchema,
  serverMessages,
} from '@portico/contract';
import type { AppContext } from '../../context';
import { AppError, forbidden, notFound, unauthorized } from '../../lib/errors';
import { isoIn, nowIso } from '../../lib/time';
import { AUTH_LIMITS, type RateLimitService } from '../rate-limits';
import type { Tenant } from '../../domain/tenant';
import type { TenantsService } from '../tenants';
import type { Account } from '../../domain/account';
import type { UsersService } from '../users';
import { insertOidcState, takeOidcState } from './auth.repository';
import { type AuthService, pendingResponse, stillPendingResponse } from './auth.service';
import { BINDING_TTL_S, browserHash, isSameBrowser, newBrowserSecret } from './oidc.binding';
import { createOidcProvider, hasEmailClaims, type IdentityClaims } from './oidc.provider';

/** How long a started sign-in may take at the provider before its state (and its cookie) expire. */
const STATE_TTL_MS = BINDING_TTL_S * 1000;

export interface OidcDeps {
  auth: AuthService;
  users: UsersService;
  tenants: TenantsService;
  rateLimits: RateLimitService;
}

/** What the service needs of the HTTP request. */
export interface OidcRequest {
  ip: string;
  /** Scheme and host the browser used (`https://acme.portal.example`); the callback lives there. */
  origin: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** The finishing request also carries the secret of the browser binding cookie of its state, if any. */
export interface OidcSigninContext extends OidcRequest {
  browserSecret: string | undefined;
}

/** A started sign-in: the provider URL for the browser, and the secret for its binding cookie. */
export interface StartedSignIn {
  url: string;
  state: string;
  browserSecret: string;
}

const isVerified = (value: unknown) => value === true || value === 'true';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The display name of a new account: the name claim, else given + family name, else the email's local part. */
const nameFrom = (claims: IdentityClaims, email: string): string => {
  const name =
    text(claims.name) ||
    [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ') ||
    (email.split('@')[0] as string);
  return name.slice(0, MAX_NAME_LENGTH).trim() || email;
};

/**
 * Sign-in with the configured OpenID Connect provider (the spec's "signin-with-google"). Accounts are
 * matched by verified email within the host's tenant; unknown emails get an account per the tenant's
 * signup method.
 */
export const createOidcService = (ctx: AppContext, deps: OidcDeps) => {
  const { db, config } = ctx;
  const provider = config.oidc ? createOidcProvider(config.oidc) : null;

  const requireProvider = () => {
    if (!provider) throw notFound(serverMessages.oidcNotConfigured);
    return provider;
  };

  /** Runs a step that talks to the provider; whatever goes wrong there is a 401 to the user and a log line. */
  const atProvider = async <T>(req: OidcRequest, step: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof AppError) throw error;
      req.log.warn({ err: error, oidcStep: step }, 'sign-in with the identity provider failed');
      throw unauthorized(serverMessages.oidcFailed);
    }
  };

  /** A new account from the provider's identity, as the tenant's signup method allows. */
  const createAccount = async (
    tenant: Tenant,
    email: string,
    claims: IdentityClaims,
  ): Promise<{ user: Account; created: boolean }> => {
    const method = tenant.signupMethod;
    if (!capabilities.signup(method)) throw forbidden(serverMessages.signupClosed);
    try {
      const user = await deps.users.create(tenant, {
        email,
        name: nameFrom(claims, email),
        password: null,
        status: method === 'signup-with-admin-approval' ? 'pending' : 'active',
      });
      return { user, created: true };
    } catch (error) {
      // Two sign-ins of the same new person at once: the other one created the account.
      const existing = await deps.users.findByEmail(tenant, email);
      if (existing) return { user: existing, created: false };
      throw error;
    }
  };

  /**
   * Signs in the account of the provider's verified email. The sign-in that creates an account waiting for
   * an administrator gets what signup with approval answers (§4: success, the approval message, no
   * session); a later one is told the account still waits, not that it was created again — the provider
   * proved the email is theirs, so nothing is revealed to a stranger. A disabled account stays refused.
   */
  const signInWithClaims = async (tenant: Tenant, claims: IdentityClaims): Promise<OidcSigninResponse> => {
    const email = emailSchema.safeParse(claims.email);
    if (!email.success) {
      throw forbidden(
        claims.email === undefined ? serverMessages.oidcEmailMissing : serverMessages.oidcEmailUnverified,
      );
    }
    if (!isVerified(claims.email_verified)) throw forbidden(serverMessages.oidcEmailUnverified);
    const address = email.data.toLowerCase();
    const found = await deps.users.findByEmail(tenant, address);
    const { user, created } = found
      ? { user: found, created: false }
      : await createAccount(tenant, address, claims);
    if (user.status === 'pending') return created ? pendingResponse() : stillPendingResponse();
    const session = await deps.auth.signInVerified(tenant, user);
    return { success: true, message: serverMessages.loginSuccess, data: session };
  };

  /** An OAuth access token is an opaque string or a JWT typed `at+jwt` (RFC 9068); anything else is an ID token. */
  const isAccessToken = (token: string): boolean => {
    try {
      const { typ } = decodeProtectedHeader(token);
      return typeof typ === 'string' && /^(application\/)?at\+jwt$/i.test(typ);
    } catch {
      return true;
    }
  };

  /** The identity behind the token(s) of the provider's own script (`access_token`, optional `id_token`). */
  const claimsOfTokens = async (
    oidc: ReturnType<typeof requireProvider>,
    token: string,
    idToken: string | undefined,
  ): Promise<IdentityClaims> => {
    if (idToken === undefined && !isAccessToken(token)) {
      // An ID token alone: nothing to ask userinfo with, so its claims must do.
      return oidc.verifyIdToken(token);
    }
    const idClaims = idToken === undefined ? undefined : await oidc.verifyIdToken(idToken);
    if (idClaims && hasEmailClaims(idClaims)) return idClaims;
    return oidc.identityOfAccessToken(token, idClaims);
  };

  return {
    enabled: provider !== null,

    /**
     * GET /api/auth/oidc/authorize: stores a single-use state bound to this browser (the hash of the
     * secret the route puts in its cookie) and answers the provider URL.
     */
    async authorize(tenant: Tenant, slug: string, req: OidcRequest): Promise<StartedSignIn> {
      const oidc = requireProvider();
      deps.tenants.assertSlug(tenant, slug);
      await deps.rateLimits.hit(tenant.id, `oidc:authorize:ip:${req.ip}`, AUTH_LIMITS.oidcPerIp);
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      const browserSecret = newBrowserSecret();
      const redirectUri = `${req.origin}/callback`;
      const url = await atProvider(req, 'discovery', () =>
        oidc.authorizationUrl({ redirectUri, state, nonce, codeVerifier }),
      );
      await insertOidcState(db.kysely, {
        state,
        tenant_id: tenant.id,
        code_verifier: codeVerifier,
        nonce,
        redirect_uri: redirectUri,
        browser_hash: browserHash(browserSecret),
        created_at: nowIso(),
        expires_at: isoIn(STATE_TTL_MS),
      });
      return { url, state, browserSecret };
    },

    /**
     * POST /api/auth/signin-with-google: either the code and state the provider redirected to /callback
     * with, from the browser that started the sign-in, or a token from the provider's own script (in
     * `access_token`, as the spec names it, with the ID token in `id_token` when the script gives both).
     */
    async signIn(
      tenant: Tenant,
      body: OidcSigninRequest,
      req: OidcSigninContext,
    ): Promise<OidcSigninResponse> {
      const oidc = requireProvider();
      deps.tenants.assertSlug(tenant, body.slug);
      await deps.rateLimits.hit(tenant.id, `oidc:signin:ip:${req.ip}`, AUTH_LIMITS.oidcPerIp);
      let claims: IdentityClaims;
      if (body.code && body.state) {
        const { code, state } = body;
        // Taken (deleted) within the host's tenant only: a state started on another portal is unknown
        // here, and whatever happens next, it is spent.
        const pending = await takeOidcState(db.kysely, tenant.id, state);
        if (!pending) {
          req.log.warn({ oidcStep: 'state' }, 'unknown, used or expired sign-in state');
          throw unauthorized(serverMessages.oidcFailed);
        }
        // Sign-in CSRF: a code and state from a sign-in another browser started (a link someone sent)
        // stop here, before the code is exchanged.
        if (!isSameBrowser(pending.browser_hash, req.browserSecret)) {
          req.log.warn(
            { oidcStep: 'browser binding', cookie: req.browserSecret ? 'mismatch' : 'missing' },
            'sign-in finished in another browser than the one that started it',
          );
          throw unauthorized(serverMessages.oidcOtherBrowser);
        }
        claims = await atProvider(req, 'code exchange', () =>
          oidc.exchangeCode({
            code,
            state,
            nonce: pending.nonce,
            codeVerifier: pending.code_verifier,
            redirectUri: pending.redirect_uri,
          }),
        );
      } else {
        const token = body.access_token as string;
        claims = await atProvider(req, 'provider token', () => claimsOfTokens(oidc, token, body.id_token));
      }
      return signInWithClaims(tenant, claims);
    },
  };
};

export type OidcService = ReturnType<typeof createOidcService>;
