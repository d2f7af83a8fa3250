import fc from 'fast-check';
import type { Draft, Mutation } from './draft';
import { PROTO_KEYS, headerSafe, hostileString } from './hostile';
import type { World } from './world';

const setHeader = (d: Draft, name: string, value: string) => {
  d.removedHeaders.delete(name);
  d.headers[name] = value;
};

const tokenOf = (d: Draft) => /^Bearer (.*)$/.exec(d.headers.authorization ?? '')?.[1] ?? 'no-token';

/** Authorization headers: missing, malformed, oversized, of another tenant. */
const authorization = (w: World): fc.Arbitrary<Mutation> =>
  fc
    .oneof(
      fc.constantFrom<[string, (d: Draft) => string | null]>(
        ['removed', () => null],
        ['"Bearer"', () => 'Bearer'],
        ['"Bearer "', () => 'Bearer '],
        ['Basic credentials', () => 'Basic ZGFuYTpDb3JyZWN0LWhvcnNlLTk='],
        ['a foreign tenant’s token', () => `Bearer ${w.foreign.token}`],
        ['a 513-character token', () => `Bearer ${'a'.repeat(513)}`],
        ['a 100000-character token', () => `Bearer ${'a'.repeat(100_000)}`],
        ['lower-case scheme', (d) => `bearer ${tokenOf(d)}`],
        ['two spaces', (d) => `Bearer  ${tokenOf(d)}`],
        ['a trailing word', (d) => `Bearer ${tokenOf(d)} extra`],
        ['the token twice', (d) => `Bearer ${tokenOf(d)}, Bearer ${tokenOf(d)}`],
        ['a truncated token', (d) => `Bearer ${tokenOf(d).slice(0, -1)}`],
      ),
      hostileString.map((s): [string, (d: Draft) => string] => [
        `Bearer ${JSON.stringify(s).slice(0, 60)}`,
        () => `Bearer ${headerSafe(s)}`,
      ]),
    )
    .map(([note, value]) => ({
      note: `authorization: ${note}`,
      apply: (d: Draft) => {
        const v = value(d);
        if (v === null) d.removedHeaders.add('authorization');
        else setHeader(d, 'authorization', v);
      },
    }));

/** Host headers: other tenants, no tenant, prototype keys as tenant, malformed. */
const host = (w: World): fc.Arbitrary<Mutation> =>
  fc
    .oneof(
      fc.constantFrom(
        `${w.foreign.slug}.localhost`,
        'unknown-tenant.localhost',
        'localhost',
        '127.0.0.1',
        '[::1]:3000',
        `${w.slug}.localhost:99999`,
        `${w.slug.toUpperCase()}.LOCALHOST`,
        `${w.slug}.localhost.`,
        `.localhost`,
        `${w.slug}..localhost`,
        `${'a'.repeat(70)}.localhost`,
        `${'a'.repeat(5000)}.localhost`,
        ...PROTO_KEYS.map((k) => `${k}.localhost`),
        '',
      ),
      hostileString.map((s) => `${headerSafe(s)}.localhost`),
    )
    .map((value) => ({
      note: `host: ${JSON.stringify(value.slice(0, 80))}`,
      apply: (d: Draft) => setHeader(d, 'host', value),
    }));

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json; charset=nonsense',
  'application/json, text/plain',
  'APPLICATION/JSON',
  'application/jsonx',
  'application/vnd.api+json',
  'application/octet-stream',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/mixed; boundary=x',
  '*/*',
  ';',
  '',
];

/** Content-Type and Content-Length that do not fit the body. */
const framing: fc.Arbitrary<Mutation> = fc.oneof(
  fc.oneof(fc.constantFrom(...CONTENT_TYPES), hostileString.map(headerSafe)).map((value) => ({
    note: `content-type: ${JSON.stringify(value.slice(0, 80))}`,
    apply: (d: Draft) => setHeader(d, 'content-type', value),
  })),
  fc.constant<Mutation>({
    note: 'no content-type',
    apply: (d) => void d.removedHeaders.add('content-type'),
  }),
  fc.constantFrom<string | number>(-1, 1, 1000, '0', '-1', 'abc', '99999999999', '1, 2').map((v) => ({
    note:
      typeof v === 'number' ? `content-length: body length ${v > 0 ? '+' : ''}${v}` : `content-length: ${v}`,
    apply: (d: Draft) => void (d.contentLength = v),
  })),
);

/** Headers the app reads indirectly (request id, proxies) or not at all, with hostile values. */
const other: fc.Arbitrary<Mutation> = fc
  .tuple(
    fc.constantFrom(
      'x-request-id',
      'x-forwarded-for',
      'x-forwarded-host',
      'x-forwarded-proto',
      'accept',
      'accept-encoding',
      'accept-language',
      'cookie',
      'origin',
      'referer',
      'x-http-method-override',
      'if-none-match',
      'range',
    ),
    fc.oneof(
      hostileString.map(headerSafe),
      fc.constantFrom('__proto__=x; constructor=y', 'a'.repeat(100_000), 'bytes=0-0,1-1', '*'),
    ),
  )
  .map(([name, value]) => ({
    note: `${name}: ${JSON.stringify(value.slice(0, 60))}`,
    apply: (d: Draft) => setHeader(d, name, value),
  }));

/** Another method on the same URL. */
const method: fc.Arbitrary<Mutation> = fc
  .constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS')
  .map((m) => ({ note: `method ${m}`, apply: (d: Draft) => void (d.method = m) }));

export const headerMutations = (w: World): fc.Arbitrary<Mutation>[] => [
  authorization(w),
  host(w),
  framing,
  other,
  method,
];
