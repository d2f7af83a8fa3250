import { describe, expect, it } from 'vitest';
import {
  changePasswordResponseSchema,
  serverMessages,
  sessionResponseSchema,
  validationMessages,
} from '@portico/contract';
import { STRONG_PASSWORD, makeTenant, makeUser, signIn, useTestApp } from '../../../test/support/app';
import { clientFor, expectBody, expectError } from '../../../test/support/http';
import { testClock } from '../../../test/support/sign-in';
import { SIGN_IN_THROTTLE } from '../rate-limits/sign-in-throttle.policy';

// A clock that stands still, so the throttle's delays are exact (test/support/sign-in.ts).
const clock = testClock();
const t = useTestApp({ now: clock.now });
const URL_PATH = '/api/user/change-password';
const NEW_PASSWORD = 'Brand-new-pass-7';

const signedIn = async () => {
  const tenant = await makeTenant(t.services);
  const user = await makeUser(t.services, tenant);
  return { tenant, user, client: await signIn(t, tenant, user) };
};

describe('PATCH /api/user/change-password', () => {
  it('answers each §5 message for a missing or weak password', async () => {
    const { client } = await signedIn();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ newPassword: NEW_PASSWORD }, validationMessages.currentPasswordRequired],
      [{ oldPassword: '', newPassword: NEW_PASSWORD }, validationMessages.currentPasswordRequired],
      [{ oldPassword: STRONG_PASSWORD }, validationMessages.newPasswordRequired],
      [{ oldPassword: STRONG_PASSWORD, newPassword: '' }, validationMessages.newPasswordRequired],
      [{ oldPassword: STRONG_PASSWORD, newPassword: 'weakpass' }, validationMessages.passwordRule],
      [{ oldPassword: STRONG_PASSWORD, newPassword: 'NoSpecial123' }, validationMessages.passwordRule],
    ];
    for (const [body, message] of cases) expectError(await client.patch(URL_PATH, body), 400, message);
  });

  it('refuses a wrong current password and an unchanged one', async () => {
    const { client } = await signedIn();
    expectError(
      await client.patch(URL_PATH, { oldPassword: 'Wrong-pass-1', newPassword: NEW_PASSWORD }),
      400,
      serverMessages.currentPasswordIncorrect,
    );
    expectError(
      await client.patch(URL_PATH, { oldPassword: STRONG_PASSWORD, newPassword: STRONG_PASSWORD }),
      400,
      serverMessages.newPasswordSameAsOld,
    );
  });

  it('changes the password, keeps the current session and ends the others', async () => {
    const { tenant, user, client } = await signedIn();
    const otherDevice = await signIn(t, tenant, user);
    const res = await client.patch(URL_PATH, { oldPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD });
    expect(expectBody(res, 200, changePasswordResponseSchema).message).toBe(serverMessages.passwordChanged);
    expect((await client.get('/api/auth/check-user-auth')).statusCode).toBe(200);
    expectError(await otherDevice.get('/api/auth/check-user-auth'), 401, serverMessages.sessionExpired);
    const login = (password: string) =>
      clientFor(t.app, tenant.slug).post('/api/auth/login', {
        email: user.email,
        password,
        slug: tenant.slug,
      });
    expectError(await login(STRONG_PASSWORD), 401, serverMessages.invalidCredentials);
    expectBody(await login(NEW_PASSWORD), 200, sessionResponseSchema);
  });

  it('needs a signed-in user', async () => {
    const { client } = await signedIn();
    expectError(
      await client
        .withToken(null)
        .patch(URL_PATH, { oldPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD }),
      401,
      serverMessages.authRequired,
    );
  });

  it('counts wrong current passwords as failed sign-ins: after the free ones each attempt waits', async () => {
    const { client } = await signedIn();
    for (let i = 0; i < SIGN_IN_THROTTLE.pair.free; i++) {
      expectError(
        await client.patch(URL_PATH, { oldPassword: `Guess-${i}-pass!`, newPassword: NEW_PASSWORD }),
        400,
        serverMessages.currentPasswordIncorrect,
      );
    }
    // Even the right password waits for the delay (modules/auth/login-throttle.test.ts has the rest).
    const refused = await client.patch(URL_PATH, { oldPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD });
    expectError(refused, 429, serverMessages.tooManyAttempts);
    expect(refused.headers['retry-after']).toBe('1');
    clock.advance(1000);
    const res = await client.patch(URL_PATH, { oldPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD });
    expectBody(res, 200, changePasswordResponseSchema);
  });
});
