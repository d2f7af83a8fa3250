import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { serverMessages } from '@portico/contract';
import type { Config } from '../../src/config';
import type { TestApp } from './app';
import { expectError } from './http';

/**
 * A clock for the sign-in throttle and rate limits (`useTestApp({ now: clock.now })`): it stands still
 * until a test moves it, so waits are exact and no test sleeps.
 */
export const testClock = () => {
  let ms = Date.parse('2026-01-05T09:00:00.000Z');
  return {
    now: (() => ms) satisfies Config['now'],
    advance: (byMs: number) => {
      ms += byMs;
    },
  };
};

/** POST /api/auth/login on a tenant's host from a given client address. */
export const loginFrom = (
  t: TestApp,
  slug: string,
  ip: string,
  email: string,
  password: string,
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host: `${slug}.localhost`, 'content-type': 'application/json' },
    payload: JSON.stringify({ email, password, slug }),
    remoteAddress: ip,
  });

/** Asserts the throttle's 429 and returns its Retry-After in seconds. */
export const expectThrottled = (res: LightMyRequestResponse): number => {
  expectError(res, 429, serverMessages.tooManyAttempts);
  const header = res.headers['retry-after'];
  expect(header, 'Retry-After header').toMatch(/^[1-9]\d*$/);
  return Number(header);
};
