import { serverMessages } from '@portico/contract';
import type { AppContext } from '../../context';
import { hitCounter, pruneCounters } from './rate-limits.repository';
import { tooManyRequests } from '../../lib/errors';
import { createSignInThrottle } from './sign-in-throttle';

export interface Limit {
  limit: number;
  windowMs: number;
}

/**
 * Fixed-window counters in the database, so every instance behind a load balancer shares them; and the
 * throttle of password sign-ins, which counts failures only (sign-in-throttle.ts).
 */
export const createRateLimitService = (ctx: AppContext) => ({
  /** Counts one attempt under `key`; throws 429 once more than `limit` fall in the current window. */
  async hit(tenantId: string, key: string, { limit, windowMs }: Limit): Promise<void> {
    const now = ctx.config.now();
    const windowStart = now - (now % windowMs);
    const count = await hitCounter(ctx.db.kysely, tenantId, key, windowStart);
    if (Math.random() < 0.01) await pruneCounters(ctx.db.kysely, now - 86_400_000);
    if (count > limit) throw tooManyRequests(serverMessages.tooManyAttempts, windowStart + windowMs - now);
  },
  signIn: createSignInThrottle(ctx),
});

export type RateLimitService = ReturnType<typeof createRateLimitService>;

/**
 * The limits of the unauthenticated auth calls other than the password sign-in (per IP, 15-minute
 * windows). Password sign-ins go through the sign-in throttle (sign-in-throttle.policy.ts).
 */
export const AUTH_LIMITS = {
  signupPerIp: { limit: 10, windowMs: 15 * 60_000 },
  tokenLoginPerIp: { limit: 30, windowMs: 15 * 60_000 },
  oidcPerIp: { limit: 30, windowMs: 15 * 60_000 },
  /** Forgot-password requests from one address (answered 429). */
  resetRequestPerIp: { limit: 10, windowMs: 15 * 60_000 },
  /** Reset emails to one account's address (beyond it, none is sent, with the same answer). */
  resetEmailPerAddress: { limit: 3, windowMs: 60 * 60_000 },
  /** Reset-link checks and uses from one address. */
  resetTokenPerIp: { limit: 30, windowMs: 15 * 60_000 },
} as const satisfies Record<string, Limit>;
