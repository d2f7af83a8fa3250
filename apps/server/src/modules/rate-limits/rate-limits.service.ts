import { serverMessages } from '@portico/contract';
import type { AppContext } from '../../context';
import { hitCounter, pruneCounters } from './rate-limits.repository';
import { type BatchOptions, inBatches } from '../../lib/batches';
import { tooManyRequests } from '../../lib/errors';
import { createSignInThrottle } from './sign-in-throttle';
import { KNOWN_PAIR_MS } from './sign-in-throttle.policy';
import { pruneThrottle } from './sign-in-throttle.repository';

/** How long a counter is kept after its window began. */
const COUNTER_KEEP_MS = 86_400_000;
/** How long a throttle row is kept after its last failure (no policy counts failures that old). */
const THROTTLE_KEEP_MS = 7 * 86_400_000;

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
    if (count > limit) throw tooManyRequests(serverMessages.tooManyAttempts, windowStart + windowMs - now);
  },
  signIn: createSignInThrottle(ctx),

  /**
   * Housekeeping (a job of the scheduler, src/jobs.ts): counters of windows that ended (every window is
   * at most an hour; a day leaves room), and throttle rows of keys that have nothing left to count.
   */
  async prune(now: Date, options: BatchOptions = {}) {
    const at = now.getTime();
    const db = ctx.db.kysely;
    const counters = await inBatches((n) => pruneCounters(db, at - COUNTER_KEEP_MS, n), options);
    const throttle = await inBatches(
      (n) => pruneThrottle(db, at - THROTTLE_KEEP_MS, at - KNOWN_PAIR_MS, n),
      options,
    );
    return { counters, throttle };
  },
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
