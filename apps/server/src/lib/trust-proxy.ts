import { isIP } from 'node:net';

/**
 * Which proxies in front of the server are believed about the client (PORTICO_TRUST_PROXY; docs/deploy.md,
 * "Client addresses"). A proxy appends the address it was reached from to `X-Forwarded-For`, so the list
 * reads from the client on the left to the nearest proxy on the right, and everything left of the first
 * proxy that is not ours was written by the client. The client address is therefore read from the right:
 * - `{ hops: n }`: the connection's peer and the next n − 1 entries are our proxies; the entry after them is
 *   the client. 0 believes no header: the client is the peer.
 * - `{ addresses }`: every hop whose address is in the list (addresses, CIDR ranges, or `loopback`,
 *   `linklocal`, `uniquelocal`) is ours; the first one that is not is the client.
 * `X-Forwarded-Proto` and `X-Forwarded-Host` are read only from a believed peer, and their last entry.
 */
export type TrustProxy = { hops: number; fromTrue?: boolean } | { addresses: string[] };

const MAX_HOPS = 10;
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or one of proxy-addr's named ranges. */
const isProxyAddress = (value: string): boolean => {
  if (NAMED_RANGES.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
};

/**
 * Reads PORTICO_TRUST_PROXY: `false`/`0`, a hop count (`1` for one load balancer), or a comma-separated list
 * of the balancer's addresses. `true` is read as one hop: it used to believe every hop, which let a client
 * choose its own address by writing `X-Forwarded-For` (issue 24). Returns a message for anything else.
 */
export const parseTrustProxy = (raw: string): TrustProxy | string => {
  const value = raw.trim().toLowerCase();
  if (value === 'false' || value === '') return { hops: 0 };
  if (value === 'true') return { hops: 1, fromTrue: true };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= MAX_HOPS ? { hops } : `must be a hop count from 0 to ${MAX_HOPS}, not ${value}`;
  }
  const addresses = value.split(',').map((part) => part.trim());
  const wrong = addresses.filter((part) => !isProxyAddress(part));
  if (wrong.length === 0) return { addresses };
  return (
    'must be false, a hop count (e.g. 1) or the load balancer’s addresses (e.g. 10.0.0.5,10.0.1.0/24), ' +
    `not ${wrong.map((w) => JSON.stringify(w)).join(', ')}`
  );
};

/** Fastify's `trustProxy` for a setting: a trust function over (address, hop), or the address list. */
export const fastifyTrustProxy = (
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) => {
  if ('addresses' in trust) return trust.addresses;
  if (trust.hops === 0) return false;
  // Fastify no longer takes a number (it fails closed, believing nobody); hop i counts from the peer (0).
  const { hops } = trust;
  return (_address, hop) => hop < hops;
};

/**
 * The start-up line that says whom the server believes about client addresses: a warning for `true`, whose
 * meaning changed (an operator should write what they mean), else information.
 */
export const describeTrustProxy = (trust: TrustProxy): { level: 'info' | 'warn'; message: string } | null => {
  if ('addresses' in trust)
    return {
      level: 'info',
      message: `client addresses: X-Forwarded-For as written by the proxies at ${trust.addresses.join(', ')}`,
    };
  if (trust.hops === 0) return null;
  const counted = `the nearest ${trust.hops === 1 ? 'proxy' : `${trust.hops} proxies`}`;
  if (!trust.fromTrue)
    return { level: 'info', message: `client addresses: X-Forwarded-For as written by ${counted}` };
  return {
    level: 'warn',
    message:
      `PORTICO_TRUST_PROXY=true is read as 1: client addresses are X-Forwarded-For as written by ${counted} ` +
      'only; set 1, or the load balancer’s addresses, to say so (docs/deploy.md)',
  };
};
