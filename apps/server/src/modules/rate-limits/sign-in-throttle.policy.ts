import { isIPv6 } from 'node:net';
import type { ThrottleState } from './sign-in-throttle.repository';

/**
 * One throttled key: the first `free` failures cost nothing; from then on each further attempt must wait
 * `baseMs · 2^(failures − free)` after the last failure, at most `maxMs`. Every `forgiveMs` since the last
 * failure takes one failure back, so occasional typing errors never add up. The policy and its reasons are
 * in docs/decisions.md ("Sign-in throttle").
 */
export interface ThrottlePolicy {
  free: number;
  baseMs: number;
  maxMs: number;
  forgiveMs: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const SIGN_IN_THROTTLE = {
  /** One account from one address: the brute-force guard. */
  pair: { free: 5, baseMs: SECOND, maxMs: 15 * MINUTE, forgiveMs: 15 * MINUTE },
  /** One address across all accounts: the password-spraying guard, loose for shared office addresses. */
  address: { free: 30, baseMs: SECOND, maxMs: 15 * MINUTE, forgiveMs: 5 * MINUTE },
  /**
   * One account across all addresses, for a guesser with many addresses. It only slows (a minute at
   * most), and never applies from an address that signed in to the account within `KNOWN_PAIR_MS`.
   */
  account: { free: 20, baseMs: SECOND, maxMs: MINUTE, forgiveMs: MINUTE },
} as const satisfies Record<string, ThrottlePolicy>;

/** How long a successful sign-in makes its address a known one for the account. */
export const KNOWN_PAIR_MS = 30 * 24 * 60 * MINUTE;

/** The failures still held at `now`: one fewer for each whole `forgiveMs` since the last failure. */
export const heldFailures = (state: ThrottleState, policy: ThrottlePolicy, now: number): number => {
  const forgiven = Math.floor(Math.max(0, now - state.failedAt) / policy.forgiveMs);
  return Math.max(0, state.failures - forgiven);
};

/** How long after the last failure the next attempt may be made, with `failures` held. */
export const delayAfter = (failures: number, policy: ThrottlePolicy): number =>
  failures < policy.free ? 0 : Math.min(policy.maxMs, policy.baseMs * 2 ** (failures - policy.free));

/** Milliseconds until the key may be tried again; 0 when it may now. */
export const waitFor = (state: ThrottleState, policy: ThrottlePolicy, now: number): number =>
  Math.max(0, state.failedAt + delayAfter(heldFailures(state, policy, now), policy) - now);

/**
 * The client address as the throttle counts it: an IPv4 address as is (also IPv4-mapped IPv6); an IPv6
 * address by its /64 network, the block one subscriber is usually given, so that hopping between the
 * addresses of one's own network does not start afresh.
 */
export const addressKey = (ip: string): string => {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1] as string;
  const bare = ip.split('%')[0] as string;
  if (!isIPv6(bare)) return ip;
  const [head = '', tail] = bare.split('::');
  const groups = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const all = [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return `${all
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
};
