import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { passwordResetMessages, serverMessages, sessionResponseSchema } from '@portico/contract';
import { STRONG_PASSWORD, makeTenant, makeUser, useTestApp } from '../../../test/support/app';
import { expectBody, expectError } from '../../../test/support/http';
import { expectThrottled, testClock } from '../../../test/support/sign-in';
import { loadConfig } from '../../config';
import { AUTH_LIMITS } from '../rate-limits/rate-limits.service';
import { SIGN_IN_THROTTLE } from '../rate-limits/sign-in-throttle.policy';

/**
 * Issue 24: behind the load balancer, configured as docs/deploy.md has always said (PORTICO_TRUST_PROXY=true
 * and HAProxy's `option forwardfor`), a client that writes its own X-Forwarded-For must still be counted by
 * the address the balancer appended. The real balancer: test/process/trusted-proxy.test.ts.
 */
const clock = testClock();
const t = useTestApp({ now: clock.now, trustProxy: loadConfig({ PORTICO_TRUST_PROXY: 'true' }).trustProxy });

const BALANCER = '10.0.0.5';
const [CLIENT, NEIGHBOUR] = ['203.0.113.7', '198.51.100.20'];
const WRONG = 'Wrong-pass-1!';

/** A request through the balancer from `client`, who made up a new X-Forwarded-For address for it. */
let invented = 0;
const through = (
  client: string,
  slug: string,
  url: string,
  body: unknown,
): Promise<LightMyRequestResponse> => {
  invented += 1;
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      host: `${slug}.localhost`,
      'content-type': 'application/json',
      'x-forwarded-for': `192.0.2.${invented % 250}, ${client}`,
    },
    payload: JSON.stringify(body),
    remoteAddress: BALANCER,
  });
};

describe('behind the balancer, with X-Forwarded-For made up by the client', () => {
  it('the sign-in throttle counts wrong passwords against the client’s real address', async () => {
    const tenant = await makeTenant(t.services);
    const user = await makeUser(t.services, tenant);
    const login = (client: string, password: string) =>
      through(client, tenant.slug, '/api/auth/login', { email: user.email, password, slug: tenant.slug });
    for (let i = 0; i < SIGN_IN_THROTTLE.pair.free; i++)
      expectError(await login(CLIENT, WRONG), 401, serverMessages.invalidCredentials);
    expectThrottled(await login(CLIENT, WRONG));
    expectThrottled(await login(CLIENT, WRONG));
    // Another client behind the same balancer is another address: the owner still gets in.
    expectBody(await login(NEIGHBOUR, STRONG_PASSWORD), 200, sessionResponseSchema);
  });

  it('so do the fixed per-address limits (forgotten passwords here)', async () => {
    const tenant = await makeTenant(t.services);
    const forgot = (i: number) =>
      through(CLIENT, tenant.slug, '/api/auth/forgot-password', {
        email: `someone-${i}@example.com`,
        slug: tenant.slug,
      });
    for (let i = 0; i < AUTH_LIMITS.resetRequestPerIp.limit; i++)
      expect((await forgot(i)).statusCode).toBe(200);
    expectError(await forgot(99), 429, passwordResetMessages.tooMany);
  });
});
