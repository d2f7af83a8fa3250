import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';
import {
  type OidcSigninRequest,
  type SessionData,
  type SignupMethod,
  MAX_NAME_LENGTH,
  OPEN_SIGNUP_METHODS,
  emailSchema,
  serverMessages,
} from '@portico/contract';
import type { AppContext } from '../../context';
import { AppError, forbidden, notFound, unauthorized } from '../../lib/errors';
import { isoIn, nowIso } from '../../lib/time';
import { AUTH_LIMITS, type RateLimitService } from '../rate-limits/rate-limits.service';
import type { TenantRow } from '../tenants/tenants.repository';
import type { TenantsService } from '../tenants/tenants.service';
import type { UserRow } from '../users/users.repository';
import type { UsersService } from '../users/users.service';
import { insertOidcState, pruneExpired, takeOidcState } from './auth.repository';
import type { AuthService } from './auth.service';
import { createOidcProvider, type IdentityClaims } from './oidc.provider';

/** How long a started sign-in may take at the provider before its state expires. */
const STATE_TTL_MS = 10 * 60_000;

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
  const createAccount = async (tenant: TenantRow, email: string, claims: IdentityClaims) => {
    const method = tenant.signup_method as SignupMethod;
    if (!OPEN_SIGNUP_METHODS.includes(method)) throw forbidden(serverMessages.signupClosed);
    try {
      return await deps.users.create(tenant, {
        email,
        name: nameFrom(claims, email),
        password: null,
        status: method === 'signup-with-admin-approval' ? 'pending' : 'active',
      });
    } catch (error) {
      // Two sign-ins of the same new person at once: the other one created the account.
      const existing = await deps.users.findByEmail(tenant, email);
      if (existing) return existing;
      throw error;
    }
  };

  const signInWithClaims = async (tenant: TenantRow, claims: IdentityClaims): Promise<SessionData> => {
    const email = emailSchema.safeParse(claims.email);
    if (!email.success || !isVerified(claims.email_verified)) {
      throw forbidden(serverMessages.oidcEmailUnverified);
    }
    const address = email.data.toLowerCase();
    const user: UserRow =
      (await deps.users.findByEmail(tenant, address)) ?? (await createAccount(tenant, address, claims));
    return deps.auth.signInVerified(tenant, user);
  };

  return {
    enabled: provider !== null,

    /** GET /api/auth/oidc/authorize: stores a single-use state and answers the provider URL. */
    async authorize(tenant: TenantRow, slug: string, req: OidcRequest): Promise<{ url: string }> {
      const oidc = requireProvider();
      deps.tenants.assertSlug(tenant, slug);
      await deps.rateLimits.hit(tenant.id, `oidc:authorize:ip:${req.ip}`, AUTH_LIMITS.oidcPerIp);
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
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
        created_at: nowIso(),
        expires_at: isoIn(STATE_TTL_MS),
      });
      // Abandoned sign-ins leave states behind; an occasional sweep keeps the table small.
      if (Math.random() < 0.02) await pruneExpired(db.kysely);
      return { url };
    },

    /**
     * POST /api/auth/signin-with-google: either the code and state the provider redirected to /callback
     * with, or an ID token from the provider's own script (in `access_token`, as the spec names it).
     */
    async signIn(tenant: TenantRow, body: OidcSigninRequest, req: OidcRequest): Promise<SessionData> {
      const oidc = requireProvider();
      deps.tenants.assertSlug(tenant, body.slug);
      await deps.rateLimits.hit(tenant.id, `oidc:signin:ip:${req.ip}`, AUTH_LIMITS.oidcPerIp);
      let claims: IdentityClaims;
      if (body.code && body.state) {
        const { code, state } = body;
        // Taken within the host's tenant only: a state started on another portal is unknown here.
        const pending = await takeOidcState(db.kysely, tenant.id, state);
        if (!pending) {
          req.log.warn({ oidcStep: 'state' }, 'unknown, used or expired sign-in state');
          throw unauthorized(serverMessages.oidcFailed);
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
        const idToken = body.access_token as string;
        claims = await atProvider(req, 'id token', () => oidc.verifyIdToken(idToken));
      }
      return signInWithClaims(tenant, claims);
    },
  };
};

export type OidcService = ReturnType<typeof createOidcService>;
