import { describe, expect, it } from 'vitest';
import { serverMessages, sessionResponseSchema } from '@portico/contract';
import { STRONG_PASSWORD, makeTenant, makeUser, signIn, useTestApp } from '../../../test/support/app';
import { expectBody, expectError } from '../../../test/support/http';
import { expectThrottled, loginFrom, testClock } from '../../../test/support/sign-in';
import { SIGN_IN_THROTTLE } from '../rate-limits/sign-in-throttle.policy';

const clock = testClock();
const t = useTestApp({ now: clock.now });

const A = '203.0.113.10';
const B = '198.51.100.20';
const WRONG = 'Wrong-pass-1!';
const FREE = SIGN_IN_THROTTLE.pair.free;

const setup = async () => {
  const tenant = await makeTenant(t.services);
  const user = await makeUser(t.services, tenant);
  const login = (ip: string, password: string, email = user.email) =>
    loginFrom(t, tenant.slug, ip, email, password);
  return { tenant, user, login };
};

/** The free failures of a pair, each answered as a wrong password. */
const failFreely = async (login: (ip: string, password: string) => ReturnType<typeof loginFrom>) => {
  for (let i = 0; i < FREE; i++) expectError(await login(A, WRONG), 401, serverMessages.invalidCredentials);
};

describe('sign-in throttle: successes never count', () => {
  it('a dozen sign-ins in a row from one address are all let in', async () => {
    const { login } = await setup();
    for (let i = 0; i < 12; i++) expectBody(await login(A, STRONG_PASSWORD), 200, sessionResponseSchema);
  });

  it('neither do successes of many people behind one office address', async () => {
    const tenant = await makeTenant(t.services);
    for (let i = 0; i < SIGN_IN_THROTTLE.address.free + 5; i++) {
      const user = await makeUser(t.services, tenant);
      expect((await loginFrom(t, tenant.slug, A, user.email, STRONG_PASSWORD)).statusCode).toBe(200);
    }
  });
});

describe('sign-in throttle: failures of one account from one address', () => {
  it(`${FREE} failures are free, then each attempt waits a doubling delay, told by Retry-After`, async () => {
    const { login } = await setup();
    await failFreely(login);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const wait = expectThrottled(await login(A, WRONG));
      waits.push(wait);
      // One millisecond short of the wait is still too early, and that early try costs nothing.
      clock.advance(wait * 1000 - 1);
      expectThrottled(await login(A, WRONG));
      clock.advance(1);
      expectError(await login(A, WRONG), 401, serverMessages.invalidCredentials);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
  });

  it('refuses even the right password from that address inside the delay, without checking it', async () => {
    const { login } = await setup();
    await failFreely(login);
    expectThrottled(await login(A, STRONG_PASSWORD));
  });

  it('lets the right password in from another address meanwhile: no lock-out of the owner', async () => {
    const { login } = await setup();
    await failFreely(login);
    for (let i = 0; i < 3; i++) {
      expectThrottled(await login(A, WRONG));
      expectBody(await login(B, STRONG_PASSWORD), 200, sessionResponseSchema);
    }
  });

  it('once the delay has passed the address may try again, and a success there clears its failures', async () => {
    const { login } = await setup();
    await failFreely(login);
    const wait = expectThrottled(await login(A, STRONG_PASSWORD));
    clock.advance(wait * 1000);
    expectBody(await login(A, STRONG_PASSWORD), 200, sessionResponseSchema);
    // A fresh start: the free failures again, then the first, shortest delay.
    await failFreely(login);
    expect(expectThrottled(await login(A, WRONG))).toBe(1);
  });

  it('caps the delay at 15 minutes', async () => {
    const { login } = await setup();
    await failFreely(login);
    let wait = 0;
    for (let i = 0; i < 14; i++) {
      wait = expectThrottled(await login(A, WRONG));
      clock.advance(wait * 1000);
      expectError(await login(A, WRONG), 401, serverMessages.invalidCredentials);
    }
    expect(wait).toBe(15 * 60);
    expect(expectThrottled(await login(A, WRONG))).toBe(15 * 60);
  });

  it('forgives one failure for each quarter of an hour without one', async () => {
    const { login } = await setup();
    await failFreely(login);
    clock.advance(SIGN_IN_THROTTLE.pair.forgiveMs);
    // One failure forgiven: one more is free, and the next waits again.
    expectError(await login(A, WRONG), 401, serverMessages.invalidCredentials);
    expect(expectThrottled(await login(A, WRONG))).toBe(1);
  });

  it('treats an unknown email as an account: the same answers, the same delays', async () => {
    const { login } = await setup();
    const unknown = (ip: string, password: string) => login(ip, password, 'nobody@example.com');
    await failFreely(unknown);
    expect(expectThrottled(await unknown(A, WRONG))).toBe(1);
  });

  it('counts an account by its email in any case, and an IPv6 client by its /64 network', async () => {
    const { user, login } = await setup();
    for (let i = 1; i <= FREE; i++) {
      const email = i % 2 ? user.email.toUpperCase() : user.email;
      expectError(await login(`2001:db8:5:7::${i}`, WRONG, email), 401, serverMessages.invalidCredentials);
    }
    expectThrottled(await login('2001:db8:5:7:ffff:1:2:3', STRONG_PASSWORD));
    expectBody(await login('2001:db8:5:8::1', STRONG_PASSWORD), 200, sessionResponseSchema);
  });
});

describe('sign-in throttle: the current password of a password change', () => {
  it('a wrong current password is a failed sign-in of the account from that address', async () => {
    const { tenant, user, login } = await setup();
    const client = await signIn(t, tenant, user);
    // The password change comes from the inject default address, as does the client's sign-in.
    const change = (oldPassword: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/user/change-password',
        headers: {
          host: `${tenant.slug}.localhost`,
          authorization: `Bearer ${client.token}`,
          'content-type': 'application/json',
        },
        payload: JSON.stringify({ oldPassword, newPassword: 'Brand-new-pass-7' }),
        remoteAddress: A,
      });
    for (let i = 0; i < FREE; i++)
      expectError(await change(WRONG), 400, serverMessages.currentPasswordIncorrect);
    expectThrottled(await change(STRONG_PASSWORD));
    expectThrottled(await login(A, STRONG_PASSWORD));
    expectBody(await login(B, STRONG_PASSWORD), 200, sessionResponseSchema);
  });
});
