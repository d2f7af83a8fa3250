import { describe, expect, it } from 'vitest';
import { serverMessages, sessionResponseSchema } from '@portico/contract';
import { STRONG_PASSWORD, makeTenant, makeUser, useTestApp } from '../../../test/support/app';
import { expectBody, expectError } from '../../../test/support/http';
import { expectThrottled, loginFrom, testClock } from '../../../test/support/sign-in';
import { SIGN_IN_THROTTLE } from '../rate-limits/sign-in-throttle.policy';

const clock = testClock();
const t = useTestApp({ now: clock.now });

const WRONG = 'Wrong-pass-1!';

describe('sign-in throttle: one address across all accounts (password spraying)', () => {
  it(`slows an address after ${SIGN_IN_THROTTLE.address.free} failures on any accounts; other addresses go on`, async () => {
    const tenant = await makeTenant(t.services);
    const sprayer = '203.0.113.30';
    for (let i = 0; i < SIGN_IN_THROTTLE.address.free; i++) {
      const res = await loginFrom(t, tenant.slug, sprayer, `victim-${i}@example.com`, WRONG);
      expectError(res, 401, serverMessages.invalidCredentials);
    }
    const user = await makeUser(t.services, tenant);
    // Not a single guess more from that address, not even a right one, until the delay has passed.
    const wait = expectThrottled(await loginFrom(t, tenant.slug, sprayer, user.email, STRONG_PASSWORD));
    expect(wait).toBe(1);
    expect((await loginFrom(t, tenant.slug, '198.51.100.30', user.email, STRONG_PASSWORD)).statusCode).toBe(
      200,
    );
    clock.advance(wait * 1000);
    expect((await loginFrom(t, tenant.slug, sprayer, user.email, STRONG_PASSWORD)).statusCode).toBe(200);
    // A success does not buy the address more guesses: its failures still stand, and the next waits.
    expectError(await loginFrom(t, tenant.slug, sprayer, 'another@example.com', WRONG), 401);
    expect(expectThrottled(await loginFrom(t, tenant.slug, sprayer, 'more@example.com', WRONG))).toBe(2);
  });

  it('counts per tenant: spraying one portal does not slow the same address on another', async () => {
    const a = await makeTenant(t.services);
    const b = await makeTenant(t.services);
    const ip = '203.0.113.31';
    for (let i = 0; i < SIGN_IN_THROTTLE.address.free; i++) {
      await loginFrom(t, a.slug, ip, `victim-${i}@example.com`, WRONG);
    }
    expectThrottled(await loginFrom(t, a.slug, ip, 'next@example.com', WRONG));
    const user = await makeUser(t.services, b);
    expect((await loginFrom(t, b.slug, ip, user.email, STRONG_PASSWORD)).statusCode).toBe(200);
  });
});

describe('sign-in throttle: one account across all addresses (many guessing machines)', () => {
  const { free, maxMs } = SIGN_IN_THROTTLE.account;

  /** `free` failures on the account, from addresses that each stay below their own pair limit. */
  const distributedFailures = async (slug: string, email: string) => {
    for (let i = 0; i < free; i++) {
      const ip = `192.0.2.${Math.floor(i / (SIGN_IN_THROTTLE.pair.free - 1)) + 1}`;
      expectError(await loginFrom(t, slug, ip, email, WRONG), 401, serverMessages.invalidCredentials);
    }
  };

  it('only slows, a minute at most, from addresses that have not signed in to the account', async () => {
    const tenant = await makeTenant(t.services);
    const user = await makeUser(t.services, tenant);
    await distributedFailures(tenant.slug, user.email);
    const fresh = '198.51.100.40';
    expect(expectThrottled(await loginFrom(t, tenant.slug, fresh, user.email, STRONG_PASSWORD))).toBe(1);
    clock.advance(1000);
    expectBody(
      await loginFrom(t, tenant.slug, fresh, user.email, STRONG_PASSWORD),
      200,
      sessionResponseSchema,
    );
    // Under a long attack the wait grows, but never past the cap.
    const waits: number[] = [];
    for (let i = 0; i < 10; i++) {
      const ip = `192.0.2.${100 + i}`;
      expectError(await loginFrom(t, tenant.slug, ip, user.email, WRONG), 401);
      waits.push(expectThrottled(await loginFrom(t, tenant.slug, ip, user.email, WRONG)));
      clock.advance((waits.at(-1) as number) * 1000);
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 60, 60, 60, 60, 60]);
    expect(maxMs).toBe(60_000);
  });

  it('never slows an address the owner signed in from before', async () => {
    const tenant = await makeTenant(t.services);
    const user = await makeUser(t.services, tenant);
    const home = '198.51.100.50';
    expect((await loginFrom(t, tenant.slug, home, user.email, STRONG_PASSWORD)).statusCode).toBe(200);
    await distributedFailures(tenant.slug, user.email);
    expectThrottled(await loginFrom(t, tenant.slug, '198.51.100.51', user.email, STRONG_PASSWORD));
    expectBody(
      await loginFrom(t, tenant.slug, home, user.email, STRONG_PASSWORD),
      200,
      sessionResponseSchema,
    );
  });
});
