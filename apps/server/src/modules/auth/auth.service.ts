import {
  type LoginRequest,
  type SessionData,
  type SignupRequest,
  type PendingApprovalResponse,
  type TokenLoginRequest,
  PREVIEW_MINUTES,
  capabilities,
  previewMessages,
  isStaffRole,
  screenTexts,
  serverMessages,
} from '@portico/contract';
import { tenantUrl } from '../../config';
import type { AppContext } from '../../context';
import { AppError, forbidden, notFound, unauthorized } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { isoIn, nowIso } from '../../lib/time';
import { generateToken, hashToken } from '../../lib/tokens';
import { createUnchangedCache } from '../../db/unchanged-cache';
import { inSlugScope } from '../../db/tenant-scope';
import type { AuthContext } from '../../domain/auth-context';
import { AUTH_LIMITS, type RateLimitService } from '../rate-limits';
import type { Tenant } from '../../domain/tenant';
import type { TenantsService } from '../tenants';
import type { Account } from '../../domain/account';
import type { UsersService } from '../users';
import {
  consumeLoginToken,
  findSessionWithUser,
  findTenantWithSession,
  insertLoginToken,
  insertSession,
  revokeSession,
  type SessionPreview,
} from './auth.repository';

export type { AuthContext };

export interface AuthDeps {
  tenants: TenantsService;
  users: UsersService;
  rateLimits: RateLimitService;
}

/** Why an account may not sign in, as the message the user sees; null when it may. */
const statusProblem = (user: Account): string | null =>
  user.status === 'pending'
    ? serverMessages.accountPending
    : user.status === 'disabled'
      ? serverMessages.accountDisabled
      : null;

export const createAuthService = (ctx: AppContext, deps: AuthDeps) => {
  const { db, config } = ctx;
  // Live sessions by host and token while the database is unchanged (db/unchanged-cache.ts). Kept by the
  // token itself, which this process holds anyway while it answers: hashing it first cost every request.
  const liveSessions = createUnchangedCache<{ auth: AuthContext; expiresMs: number }>(db);
  const sessionKey = (slug: string, token: string) => `${slug}\u0000${token}`;

  /** Starts a session: a random token for the client, its hash for the database. */
  const startSession = async (tenant: Tenant, user: Account): Promise<SessionData> => {
    const token = generateToken();
    await insertSession(db.kysely, {
      id: newId(),
      tenant_id: tenant.id,
      user_id: user.id,
      token_hash: hashToken(token),
      created_at: nowIso(),
      expires_at: isoIn(config.sessionTtlMs),
      revoked_at: null,
      preview_by: null,
    });
    return { user: await deps.users.present(tenant, user), accessToken: token };
  };

  /**
   * Why a session may not be used, as the 401 message; null when it may. A preview stops when its staff
   * member is no longer active staff, or the account previewed became staff.
   */
  const sessionProblem = (session: {
    revokedAt: string | null;
    expiresAt: string;
    preview: SessionPreview | null;
    user: Account;
  }): string | null => {
    if (session.revokedAt !== null || session.expiresAt <= nowIso()) return serverMessages.sessionExpired;
    const problem = statusProblem(session.user);
    if (problem) return problem;
    if (session.preview && (!session.preview.staff || isStaffRole(session.user.role)))
      return previewMessages.ended;
    return null;
  };
  const previewOf = (session: { preview: SessionPreview | null }) =>
    session.preview ? { by: session.preview.by } : null;

  /** Signs in an account known by other means (identity provider, login link) if its status allows. */
  const signInVerified = async (tenant: Tenant, user: Account): Promise<SessionData> => {
    const problem = statusProblem(user);
    if (problem) throw forbidden(problem);
    return startSession(tenant, user);
  };

  return {
    startSession,
    signInVerified,

    /** Resolves a bearer token within the host's tenant. */
    async authenticate(tenant: Tenant, token: string): Promise<AuthContext> {
      if (token.length > 512) throw unauthorized(serverMessages.sessionExpired);
      const session = await findSessionWithUser(db.kysely, tenant.id, hashToken(token));
      if (!session) throw unauthorized(serverMessages.sessionExpired);
      const problem = sessionProblem(session);
      if (problem) throw unauthorized(problem);
      const preview = previewOf(session);
      return { tenant, user: session.user, sessionId: session.id, preview, memo: new Map() };
    },

    /**
     * The signed-in context of a bearer token on a host, if it was looked up since the database last
     * changed and is still live (db/unchanged-cache.ts): answered at once, without a query or a promise.
     */
    knownSession(slug: string, token: string): AuthContext | undefined {
      if (token.length > 512) return undefined;
      const cached = liveSessions.get(sessionKey(slug, token));
      return cached && cached.expiresMs > Date.now() ? cached.auth : undefined;
    },

    /**
     * The host's tenant and the signed-in user of a bearer token, in one query: 404 for an unknown
     * tenant, 401 as `authenticate` for a token that is not live there.
     */
    async authenticateHost(slug: string, token: string): Promise<AuthContext> {
      if (token.length > 512) {
        if (!(await deps.tenants.findBySlug(slug))) throw notFound(serverMessages.tenantNotFound);
        throw unauthorized(serverMessages.sessionExpired);
      }
      const key = sessionKey(slug, token);
      const cached = liveSessions.get(key);
      if (cached && cached.expiresMs > Date.now()) return cached.auth;
      const tokenHash = hashToken(token);
      const found = await inSlugScope(
        slug,
        () => findTenantWithSession(db.kysely, slug, tokenHash),
        (f) => f?.tenant.id,
      );
      if (!found) throw notFound(serverMessages.tenantNotFound);
      const { tenant, session } = found;
      if (!session) throw unauthorized(serverMessages.sessionExpired);
      const problem = sessionProblem(session);
      if (problem) throw unauthorized(problem);
      // Shared by the requests that hit the cache, so nobody may change it.
      const preview = previewOf(session);
      const auth = Object.freeze({
        tenant: Object.freeze(tenant),
        user: Object.freeze(session.user),
        sessionId: session.id,
        preview: preview && Object.freeze(preview),
        memo: new Map(),
      });
      liveSessions.set(key, { auth, expiresMs: Date.parse(session.expiresAt) });
      return auth;
    },

    /**
     * POST /api/auth/login. Unknown accounts and wrong passwords look and take the same. Failures are
     * throttled per account and address (rate-limits/sign-in-throttle.ts); successes never count.
     */
    async login(tenant: Tenant, body: LoginRequest, ip: string): Promise<SessionData> {
      deps.tenants.assertSlug(tenant, body.slug);
      const email = body.email.toLowerCase();
      const user = await deps.users.findByEmail(tenant, email);
      const matches = await deps.rateLimits.signIn.checkPassword(tenant.id, email, ip, () =>
        user?.passwordHash
          ? verifyPassword(user.passwordHash, body.password)
          : verifyAgainstDummy(body.password),
      );
      if (!user || !matches) throw unauthorized(serverMessages.invalidCredentials);
      return signInVerified(tenant, user);
    },

    /** POST /api/auth/signup, per the tenant's signup method. */
    async signup(tenant: Tenant, body: SignupRequest, querySlug: string | undefined, ip: string) {
      deps.tenants.assertSlug(tenant, querySlug);
      deps.tenants.assertSlug(tenant, body.slug);
      const method = tenant.signupMethod;
      if (!capabilities.signup(method)) throw forbidden(serverMessages.signupClosed);
      await deps.rateLimits.hit(tenant.id, `signup:ip:${ip}`, AUTH_LIMITS.signupPerIp);
      const approval = method === 'signup-with-admin-approval';
      // An existing email is answered as a new account where that cannot be told apart (see decisions.md).
      const alreadyRegistered = () => {
        if (approval) return pendingResponse();
        throw new AppError(409, serverMessages.signupUnavailable);
      };
      if (await deps.users.findByEmail(tenant, body.email)) {
        // Spend the hashing time a new account would.
        await hashPassword(body.password);
        return alreadyRegistered();
      }
      let user: Account;
      try {
        user = await deps.users.create(tenant, {
          email: body.email,
          name: body.name,
          password: body.password,
          status: approval ? 'pending' : 'active',
        });
      } catch (error) {
        // The same signup sent twice at once: the other request created the account.
        if (error instanceof AppError && error.statusCode === 409) return alreadyRegistered();
        throw error;
      }
      if (approval) return pendingResponse();
      const session = await startSession(tenant, user);
      return { success: true as const, message: serverMessages.signupSuccess, data: session };
    },

    /** POST /api/auth/token-login: a one-time login token, used at most once before it expires. */
    async tokenLogin(tenant: Tenant, body: TokenLoginRequest, ip: string): Promise<SessionData> {
      deps.tenants.assertSlug(tenant, body.slug);
      await deps.rateLimits.hit(tenant.id, `token:ip:${ip}`, AUTH_LIMITS.tokenLoginPerIp);
      const userId = await consumeLoginToken(db.kysely, tenant.id, hashToken(body.token));
      const user = userId ? await deps.users.findById(tenant, userId) : undefined;
      if (!user) throw unauthorized(serverMessages.invalidLoginToken);
      return signInVerified(tenant, user);
    },

    /**
     * A preview of the portal as an active client for a staff member (console `previewClient`, which
     * checks both): a read-only session of the client that ends after PREVIEW_MINUTES, never renewed.
     */
    async startPreview(tenant: Tenant, client: Account, byId: string) {
      const token = generateToken();
      const expiresAt = isoIn(PREVIEW_MINUTES * 60_000);
      await insertSession(db.kysely, {
        id: newId(),
        tenant_id: tenant.id,
        user_id: client.id,
        token_hash: hashToken(token),
        created_at: nowIso(),
        expires_at: expiresAt,
        revoked_at: null,
        preview_by: byId,
      });
      return { token, expiresAt };
    },

    async logout(auth: AuthContext): Promise<void> {
      await revokeSession(db.kysely, auth.tenant.id, auth.sessionId);
    },

    /** A one-time login link for the operator CLI. */
    async createLoginLink(tenant: Tenant, user: Account): Promise<{ url: string; expiresAt: string }> {
      const token = generateToken();
      const expiresAt = isoIn(config.loginTokenTtlMs);
      await insertLoginToken(db.kysely, {
        id: newId(),
        tenant_id: tenant.id,
        user_id: user.id,
        token_hash: hashToken(token),
        created_at: nowIso(),
        expires_at: expiresAt,
        used_at: null,
      });
      const url = new URL(tenantUrl(config, tenant.slug, TOKEN_LOGIN_PATH));
      url.searchParams.set('token', token);
      return { url: url.toString(), expiresAt };
    },
  };
};

/** The web route of the token-login screen (its path is not shown in the spec). */
export const TOKEN_LOGIN_PATH = '/auth/token-login';

/** Signup with admin approval (§4), and a provider sign-in of an account that waits for approval. */
export const pendingResponse = (): PendingApprovalResponse => ({
  success: true,
  message: screenTexts.signupPendingApproval,
  data: null,
});

/** A provider sign-in of an account that already waits for approval: told so, not "created" again. */
export const stillPendingResponse = (): PendingApprovalResponse => ({
  success: true,
  message: serverMessages.accountPending,
  data: null,
});

export type AuthService = ReturnType<typeof createAuthService>;
