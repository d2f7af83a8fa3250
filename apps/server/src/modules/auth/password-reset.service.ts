import {
  type CheckResetTokenResponse,
  type ForgotPasswordRequest,
  type CheckResetTokenRequest,
  type ResetPasswordRequest,
  type SessionResponse,
  passwordResetMessages,
} from '@portico/contract';
import type { AppContext } from '../../context';
import type { PasswordTokenPurpose } from '../../db/schema';
import { withTenantScope } from '../../db/tenant-scope';
import { AppError, badRequest } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { hashPassword } from '../../lib/passwords';
import { generateToken, hashToken } from '../../lib/tokens';
import type { MailService } from '../mail';
import { AUTH_LIMITS, type Limit, type RateLimitService } from '../rate-limits';
import type { Tenant } from '../../domain/tenant';
import type { TenantsService } from '../tenants';
import type { Account } from '../../domain/account';
import { findUserByEmail, findUserById, updateUser } from '../users/users.repository';
import type { AuthService } from './auth.service';
import { revokeUserSessions } from './auth.repository';
import {
  consumePasswordToken,
  endUnusedTokens,
  findLiveToken,
  insertPasswordToken,
} from './password-reset.repository';

export interface PasswordResetDeps {
  tenants: Pick<TenantsService, 'assertSlug'>;
  rateLimits: RateLimitService;
  mail: Pick<MailService, 'passwordReset' | 'invitation'>;
  auth: Pick<AuthService, 'startSession'>;
}

const isTooMany = (error: unknown): error is AppError =>
  error instanceof AppError && error.statusCode === 429;

/**
 * Forgotten passwords and invitations (docs/decisions.md, "Email"): a one-time link by email, its token
 * stored as a hash. Resets and invitations share the link and the screen; only their lifetimes differ.
 */
export const createPasswordResetService = (ctx: AppContext, deps: PasswordResetDeps) => {
  const { db, config } = ctx;
  const iso = (ms: number) => new Date(ms).toISOString();
  /** Reset links being looked up and written after their answers (`settled` waits for them). */
  const pending = new Set<Promise<void>>();

  /** Counts an attempt; over the limit, a 429 in the reset screens' words. */
  const limit = async (tenant: Tenant, key: string, rule: Limit) => {
    try {
      await deps.rateLimits.hit(tenant.id, key, rule);
    } catch (error) {
      if (isTooMany(error)) throw new AppError(429, passwordResetMessages.tooMany, error.headers);
      throw error;
    }
  };

  /** Writes a token and its email in one transaction: no email without a token, no token lost unsent. */
  const issue = async (tenant: Tenant, user: Account, purpose: PasswordTokenPurpose) => {
    const token = generateToken();
    const now = config.now();
    const ttl = purpose === 'reset' ? config.resetTokenTtlMs : config.inviteTokenTtlMs;
    await db.kysely.transaction().execute(async (trx) => {
      await insertPasswordToken(trx, {
        tenant_id: tenant.id,
        id: newId(),
        user_id: user.id,
        purpose,
        token_hash: hashToken(token),
        created_at: iso(now),
        expires_at: iso(now + ttl),
        used_at: null,
      });
      if (purpose === 'reset') await deps.mail.passwordReset(trx, tenant, user, token);
      else await deps.mail.invitation(trx, tenant, user, token);
    });
  };

  const invalid = () => badRequest(passwordResetMessages.invalidLink);

  return {
    /** The console's invitations: a set-your-password link by email. */
    sendInvitation: (tenant: Tenant, user: Account) => issue(tenant, user, 'invite'),

    /**
     * POST /api/auth/forgot-password. Every address gets the same answer after the same work: the slug
     * check and the two rate limits. Whether it has an account is looked up only once `answered` resolves
     * (the route resolves it when the answer is out), so the answer's timing cannot tell (docs/security.md,
     * "Forgotten passwords"); then an account that may sign in gets a link by email (pending and disabled
     * ones get nothing). An address asked for too often gets no more emails for a while.
     */
    async forgotPassword(
      tenant: Tenant,
      body: ForgotPasswordRequest,
      ip: string,
      answered: Promise<unknown> = Promise.resolve(),
    ) {
      deps.tenants.assertSlug(tenant, body.slug);
      await limit(tenant, `reset:ip:${ip}`, AUTH_LIMITS.resetRequestPerIp);
      const email = body.email.trim().toLowerCase();
      const answer = { success: true as const, message: passwordResetMessages.sent };
      try {
        await deps.rateLimits.hit(tenant.id, `reset:email:${email}`, AUTH_LIMITS.resetEmailPerAddress);
      } catch (error) {
        if (isTooMany(error)) return answer;
        throw error;
      }
      const link = answered
        .then(() =>
          withTenantScope(tenant.id, async () => {
            const account = await findUserByEmail(db.kysely, tenant.id, email);
            if (account?.status === 'active') await issue(tenant, account, 'reset');
          }),
        )
        // Nobody waits for it any more: a failure (the database gone for a moment) is the operator's to see.
        .catch((error: unknown) =>
          ctx.log.error({ err: error, tenantId: tenant.id }, 'a password reset link could not be sent'),
        )
        .finally(() => pending.delete(link));
      pending.add(link);
      return answer;
    },

    /** Resolves once every reset link asked for so far has been written (tests; the server's shutdown). */
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.all(pending);
    },

    /** POST /api/auth/reset-password/check: whether a link still works, and for which address. */
    async checkResetToken(
      tenant: Tenant,
      body: CheckResetTokenRequest,
      ip: string,
    ): Promise<CheckResetTokenResponse> {
      deps.tenants.assertSlug(tenant, body.slug);
      await limit(tenant, `reset-token:ip:${ip}`, AUTH_LIMITS.resetTokenPerIp);
      const row = await findLiveToken(db.kysely, tenant.id, hashToken(body.token), iso(config.now()));
      if (!row || row.status !== 'active') throw invalid();
      return { success: true, data: { email: row.email, expiresAt: row.expires_at } };
    },

    /**
     * POST /api/auth/reset-password: in one transaction spends the token (once, whoever else tries at
     * the same time), sets the password, ends the user's other links and every session; then signs in.
     */
    async resetPassword(tenant: Tenant, body: ResetPasswordRequest, ip: string): Promise<SessionResponse> {
      deps.tenants.assertSlug(tenant, body.slug);
      await limit(tenant, `reset-token:ip:${ip}`, AUTH_LIMITS.resetTokenPerIp);
      const tokenHash = hashToken(body.token);
      // Hash first (slow), outside the transaction; a link that does not work costs a lookup only.
      if (!(await findLiveToken(db.kysely, tenant.id, tokenHash, iso(config.now())))) throw invalid();
      const passwordHash = await hashPassword(body.password);
      const user = await db.kysely.transaction().execute(async (trx) => {
        const now = iso(config.now());
        const spent = await consumePasswordToken(trx, tenant.id, tokenHash, now);
        const account = spent && (await findUserById(trx, tenant.id, spent.userId));
        if (!account || account.status !== 'active') throw invalid();
        await updateUser(trx, tenant.id, account.id, { password_hash: passwordHash, updated_at: now });
        await endUnusedTokens(trx, tenant.id, account.id, now);
        await revokeUserSessions(trx, tenant.id, account.id, null);
        return account;
      });
      const session = await deps.auth.startSession(tenant, user);
      return { success: true, message: passwordResetMessages.done, data: session };
    },
  };
};

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
