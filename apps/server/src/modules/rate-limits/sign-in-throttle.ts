import { serverMessages } from '@portico/contract';
import type { AppContext } from '../../context';
import { tooManyRequests } from '../../lib/errors';
import {
  KNOWN_PAIR_MS,
  SIGN_IN_THROTTLE,
  type ThrottlePolicy,
  addressKey,
  heldFailures,
  waitFor,
} from './sign-in-throttle.policy';
import {
  type ThrottleRow,
  type ThrottleState,
  findThrottle,
  forgiveOne,
  insertThrottle,
  recordSuccess,
  swapThrottle,
} from './sign-in-throttle.repository';

const NONE: ThrottleState = { failures: 0, failedAt: 0 };
/** Rounds of compare-and-set one claim may lose to concurrent requests before it gives up with a 429. */
const MAX_ROUNDS = 200;

/** A failure counted in advance against a key, so that it can be taken back if the password is right. */
interface Claim {
  key: string;
  before: ThrottleState;
  after: ThrottleState;
  row: ThrottleRow | undefined;
}

type ClaimResult = { claim: Claim } | { waitMs: number };

/**
 * The throttle of password sign-ins (login, and the current password of a password change): failures
 * only, per account and address pair, per address and per account (sign-in-throttle.policy.ts). Each
 * attempt is counted as a failure before the password is checked — atomically, by compare-and-set in the
 * database — so parallel attempts cannot slip past the count; a right password then takes it back.
 */
export const createSignInThrottle = (ctx: AppContext) => {
  const db = ctx.db.kysely;

  /** Counts one failure against `key` unless it must wait; read and write race-free by compare-and-set. */
  const claim = async (
    tenantId: string,
    key: string,
    policy: ThrottlePolicy,
    now: number,
  ): Promise<ClaimResult> => {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const row = await findThrottle(db, tenantId, key);
      if (!row) {
        const after = { failures: 1, failedAt: now };
        if (await insertThrottle(db, tenantId, key, after))
          return { claim: { key, before: NONE, after, row } };
        continue;
      }
      const waitMs = waitFor(row, policy, now);
      if (waitMs > 0) return { waitMs };
      const after = { failures: heldFailures(row, policy, now) + 1, failedAt: now };
      if (await swapThrottle(db, tenantId, key, row, after)) {
        return { claim: { key, before: { failures: row.failures, failedAt: row.failedAt }, after, row } };
      }
    }
    return { waitMs: 1000 };
  };

  /** Takes a claimed failure back: the state before it if nothing happened since, else one failure. */
  const release = async (tenantId: string, { key, before, after }: Claim) => {
    if (!(await swapThrottle(db, tenantId, key, after, before))) await forgiveOne(db, tenantId, key);
  };

  const releaseAll = (tenantId: string, claims: Claim[]) =>
    Promise.all(claims.map((c) => release(tenantId, c)));

  return {
    /**
     * Checks a password of `email` from `ip` under the throttle: 429 with Retry-After while any of its
     * keys must wait (the password is then not checked at all); otherwise `verify`'s answer, counted as
     * a failure when false. A right password clears the pair's failures and marks the pair as known.
     */
    async checkPassword(
      tenantId: string,
      email: string,
      ip: string,
      verify: () => Promise<boolean>,
    ): Promise<boolean> {
      const now = ctx.config.now();
      const account = email.toLowerCase();
      const address = addressKey(ip);
      const claims: Claim[] = [];
      const take = async (key: string, policy: ThrottlePolicy) => {
        const result = await claim(tenantId, key, policy, now);
        if ('claim' in result) {
          claims.push(result.claim);
          return result.claim;
        }
        await releaseAll(tenantId, claims);
        throw tooManyRequests(serverMessages.tooManyAttempts, result.waitMs);
      };
      const pair = await take(`pair:${address} ${account}`, SIGN_IN_THROTTLE.pair);
      await take(`address:${address}`, SIGN_IN_THROTTLE.address);
      const succeededAt = pair.row?.succeededAt;
      const known = typeof succeededAt === 'number' && now - succeededAt < KNOWN_PAIR_MS;
      if (!known) await take(`account:${account}`, SIGN_IN_THROTTLE.account);
      let matches: boolean;
      try {
        matches = await verify();
      } catch (error) {
        await releaseAll(tenantId, claims);
        throw error;
      }
      if (matches) {
        await releaseAll(tenantId, claims.slice(1));
        await recordSuccess(db, tenantId, pair.key, now);
      }
      return matches;
    },
  };
};

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
