import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { describeTrustProxy, fastifyTrustProxy, parseTrustProxy } from './trust-proxy';

/**
 * Issue 24: PORTICO_TRUST_PROXY and what Fastify then takes for the client's address, scheme and host. The
 * balancer at 10.0.0.5 appends the address it was reached from (203.0.113.7) to whatever X-Forwarded-For
 * the client wrote (6.6.6.6, made up).
 */

const apps: Array<ReturnType<typeof Fastify>> = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

/** What a server with this setting sees of a request from `remoteAddress` with these headers. */
const seen = async (setting: string, remoteAddress: string, headers: Record<string, string> = {}) => {
  const app = Fastify({
    trustProxy: fastifyTrustProxy(loadConfig({ PORTICO_TRUST_PROXY: setting }).trustProxy),
  });
  apps.push(app);
  app.get('/', async (request) => ({ ip: request.ip, host: request.host, protocol: request.protocol }));
  const res = await app.inject({
    url: '/',
    remoteAddress,
    headers: { host: 'acme.portal.example', ...headers },
  });
  return res.json<{ ip: string; host: string; protocol: string }>();
};

const forged = { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' };

describe('PORTICO_TRUST_PROXY', () => {
  it('reads false, hop counts, true as one hop, and address lists', () => {
    expect(parseTrustProxy('false')).toEqual({ hops: 0 });
    expect(parseTrustProxy('0')).toEqual({ hops: 0 });
    expect(parseTrustProxy(' TRUE ')).toEqual({ hops: 1, fromTrue: true });
    expect(parseTrustProxy('2')).toEqual({ hops: 2 });
    expect(parseTrustProxy('10.0.0.5, 10.0.1.0/24,fd00::/8, loopback')).toEqual({
      addresses: ['10.0.0.5', '10.0.1.0/24', 'fd00::/8', 'loopback'],
    });
    for (const wrong of ['yes', '-1', '1.5', '10.0.0.0/', '10.0.0.0/8/8', 'fd00::/129', 'balancer.internal'])
      expect(parseTrustProxy(wrong), wrong).toEqual(expect.any(String));
  });

  it('says at start-up whom it believes, and warns that true now means one hop', () => {
    expect(describeTrustProxy({ hops: 0 })).toBeNull();
    expect(describeTrustProxy({ hops: 1 })).toEqual({
      level: 'info',
      message: 'client addresses: X-Forwarded-For as written by the nearest proxy',
    });
    expect(describeTrustProxy({ hops: 1, fromTrue: true })).toMatchObject({
      level: 'warn',
      message: expect.stringContaining('PORTICO_TRUST_PROXY=true is read as 1') as unknown,
    });
    expect(describeTrustProxy({ addresses: ['10.0.0.5'] })?.message).toContain('10.0.0.5');
  });

  it('false: the client is the connection’s peer, and no X-Forwarded-* header counts', async () => {
    expect(
      await seen('false', '10.0.0.5', {
        ...forged,
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'x.example',
      }),
    ).toEqual({ ip: '10.0.0.5', host: 'acme.portal.example', protocol: 'http' });
  });

  it.each(['1', 'true'])(
    '%s: the address the balancer appended, never one the client wrote to the left of it',
    async (setting) => {
      expect((await seen(setting, '10.0.0.5', forged)).ip).toBe('203.0.113.7');
      // Without the header (a health check), the peer.
      expect((await seen(setting, '10.0.0.5')).ip).toBe('10.0.0.5');
    },
  );

  it('2: the address the outer of two proxies appended', async () => {
    const chain = { 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 10.0.9.9' };
    expect((await seen('2', '10.0.0.5', chain)).ip).toBe('203.0.113.7');
  });

  it('an address list: the first hop from the right that is not one of ours', async () => {
    expect((await seen('10.0.0.0/24', '10.0.0.5', forged)).ip).toBe('203.0.113.7');
    expect((await seen('10.0.0.0/24', '::ffff:10.0.0.5', forged)).ip).toBe('203.0.113.7');
    const twoOfOurs = { 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 10.0.0.9' };
    expect((await seen('10.0.0.0/24', '10.0.0.5', twoOfOurs)).ip).toBe('203.0.113.7');
    // A client that reaches the server directly is not believed at all.
    expect(
      await seen('10.0.0.0/24', '192.0.2.1', {
        ...forged,
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'x.example',
      }),
    ).toEqual({ ip: '192.0.2.1', host: 'acme.portal.example', protocol: 'http' });
  });

  it('takes the scheme and host from a believed balancer', async () => {
    const headers = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'acme.portal.example' };
    for (const setting of ['1', '10.0.0.5'])
      expect(await seen(setting, '10.0.0.5', { ...headers, host: 'internal:3000' })).toMatchObject({
        protocol: 'https',
        host: 'acme.portal.example',
      });
  });
});
