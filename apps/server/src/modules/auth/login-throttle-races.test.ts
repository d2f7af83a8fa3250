import { describe, expect, it } from 'vitest';
import { serverMessages } from '@portico/contract';
import { STRONG_PASSWORD, makeTenant, makeUser, useTestApp } from '../../../test/support/app';
import { expectError } from '../../../test/support/http';
import { expectThrottled, loginFrom, testClock } from '../../../test/support/sign-in';
import { SIGN_IN_THROTTLE } from '../rate-limits/sign-in-throttle.policy';

// The clock stands still, so every attempt past the free ones falls inside a delay.
const clock = testClock();
const t = useTestApp({ now: clock.now });

const WRONG = 'Wrong-pass-1!';

/** Splits answers into wrong-password answers and throttled ones, and checks there is nothing else. */
const tally = (results: Awaited<ReturnType<typeof loginFrom>>[], wrongStatus = 401) => {
  const wrong = results.filter((r) => r.statusCode === wrongStatus);
  const throttled = results.filter((r) => r.statusCode === 429);
  expect(wrong.length + throttled.length, results.map((r) => r.statusCode).join(' ')).toBe(results.length);
  for (const r of throttled) expectThrottled(r);
  return { wrong: wrong.length, throttled: throttled.length };
};

describe('sign-in throttle under concurrent attempts', () => {
  it('counts every parallel wrong password: no more guesses than the free ones get through', async () => {
    const tenant = await makeTenant(t.services);
    const user = await makeUser(t.services, tenant);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => loginFrom(t, tenant.slug, '203.0.113.60', user.email, WRONG)),
    );
    for (const r of results.filter((x) => x.statusCode === 401)) {
      expectError(r, 401, serverMessages.invalidCredentials);
    }
    expect(tally(results)).toEqual({
      wrong: SIGN_IN_THROTTLE.pair.free,
      throttled: 20 - SIGN_IN_THROTTLE.pair.free,
    });
    // And the count stands: the next attempt from there waits too.
    expectThrottled(await loginFrom(t, tenant.slug, '203.0.113.60', user.email, STRONG_PASSWORD));
  });

  it('counts parallel spraying across accounts from one address', async () => {
    const tenant = await makeTenant(t.services);
    const extra = 15;
    const results = await Promise.all(
      Array.from({ length: SIGN_IN_THROTTLE.address.free + extra }, (_, i) =>
        loginFrom(t, tenant.slug, '203.0.113.61', `victim-${i}@example.com`, WRONG),
      ),
    );
    expect(tally(results)).toEqual({ wrong: SIGN_IN_THROTTLE.address.free, throttled: extra });
  });

  it('counts parallel guesses of one account from many addresses', async () => {
    const tenant = await makeTenant(t.services);
    const user = await makeUser(t.services, tenant);
    const extra = 10;
    const results = await Promise.all(
      Array.from({ length: SIGN_IN_THROTTLE.account.free + extra }, (_, i) =>
        loginFrom(t, tenant.slug, `192.0.2.${i + 1}`, user.email, WRONG),
      ),
    );
    expect(tally(results)).toEqual({ wrong: SIGN_IN_THROTTLE.account.free, throttled: extra });
  });

  it('counts parallel wrong current passwords of a password change', async () => {
    const tenant = await makeTenant(t.services);
    const user = await makeUser(t.services, tenant);
    const ip = '203.0.113.62';
    const signedIn = await loginFrom(t, tenant.slug, '198.51.100.62', user.email, STRONG_PASSWORD);
    const token = (signedIn.json() as { data: { accessToken: string } }).data.accessToken;
    const change = () =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/user/change-password',
        headers: {
          host: `${tenant.slug}.localhost`,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        payload: JSON.stringify({ oldPassword: WRONG, newPassword: 'Brand-new-pass-7' }),
        remoteAddress: ip,
      });
    const results = await Promise.all(Array.from({ length: 12 }, change));
    expect(tally(results, 400)).toEqual({
      wrong: SIGN_IN_THROTTLE.pair.free,
      throttled: 12 - SIGN_IN_THROTTLE.pair.free,
    });
    expectThrottled(await loginFrom(t, tenant.slug, ip, user.email, STRONG_PASSWORD));
  });
});
