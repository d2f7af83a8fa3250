import fc from 'fast-check';

/** Keys that reach an object's prototype (or its constructor) when used as a plain property name. */
export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'] as const;
export const protoKey = fc.constantFrom(...PROTO_KEYS);

/** What a polluting input writes, so a leak is recognisable in a response or on Object.prototype. */
export const POLLUTED = 'POLLUTED';

const CONTROL = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\t',
  '\n',
  '\r',
  '\r\n',
  '\u000b',
  '\u000c',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u2029',
  '\ufeff',
  '\ufffe',
  '\uffff',
  '\ud800',
  '\udfff',
  '\u200b',
  '\u202e',
];

const SPECIAL = [
  '',
  ' ',
  '  \t ',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  'true',
  '[]',
  '{}',
  '[object Object]',
  '0',
  '-1',
  '-0',
  '1e309',
  '9007199254740993',
  '0x1f',
  "' OR '1'='1",
  '"; DROP TABLE items; --',
  '%',
  '%%',
  '%00',
  '_',
  '\\',
  '\\u0000',
  '../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '*',
  '?',
  '#',
  '&',
  '=',
  '/',
  '//',
  ';',
  ',',
  '"',
  "'",
  '`',
  '🙂',
  'ß',
  'İ',
  'ﬀ',
  'a\u0301',
  '日本語',
  'hasOwnProperty',
  'toString',
  'valueOf',
  '__defineGetter__',
  ...PROTO_KEYS,
];

/** Lengths around the limits of the contract (64 ids, 200/255 texts, 300 params, 512 tokens) and beyond. */
const LENGTHS = [63, 64, 65, 128, 200, 201, 255, 256, 257, 299, 300, 301, 512, 513, 1025, 5000, 70_000];

const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

/** Strings a well-behaved client would not send: control characters, lone surrogates, huge, empty, tricky. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SPECIAL) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 4 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 4 }))
      .map(([a, c, b]) => `${a}${c}${b}`),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...LENGTHS), fc.constantFrom('a', 'é', '🙂', '\u0000', '%', '0', ' '))
      .map(([n, c]) => c.repeat(n)),
  },
  { weight: 2, arbitrary: fc.string({ unit: anyUnit, maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
);

/** Strings a real client might send as free text (search, names): mostly valid, sometimes odd. */
export const plausibleString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ minLength: 1, maxLength: 30 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
);

/** Header values Node can send (visible ASCII, space, tab, obs-text); other bytes go through a raw socket. */
export const headerSafe = (s: string) =>
  Array.from(s, (ch) => {
    const c = ch.charCodeAt(0);
    return c === 9 || (c >= 0x20 && c !== 0x7f && c <= 0xff) ? ch : percentEncode(ch);
  }).join('');

/**
 * A JSON document as text-level tree, so a body can carry what `JSON.stringify` never writes: `__proto__`
 * keys, duplicate keys, number tokens beyond double range, nesting deeper than any stack.
 */
export type JsonNode =
  | { t: 'raw'; text: string }
  | { t: 'str'; v: string }
  | { t: 'arr'; items: JsonNode[] }
  | { t: 'obj'; entries: Array<[string, JsonNode]> };

export const fromValue = (value: unknown): JsonNode => {
  if (typeof value === 'string') return { t: 'str', v: value };
  if (Array.isArray(value)) return { t: 'arr', items: value.map(fromValue) };
  if (value && typeof value === 'object')
    return { t: 'obj', entries: Object.entries(value).map(([k, v]) => [k, fromValue(v)]) };
  return { t: 'raw', text: JSON.stringify(value ?? null) };
};

export const jsonText = (node: JsonNode): string => {
  switch (node.t) {
    case 'raw':
      return node.text;
    case 'str':
      return JSON.stringify(node.v);
    case 'arr':
      return `[${node.items.map(jsonText).join(',')}]`;
    case 'obj':
      return `{${node.entries.map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`).join(',')}}`;
  }
};

const raw = (text: string): JsonNode => ({ t: 'raw', text });
const DEPTHS = [64, 1000, 10_000, 100_000];

/** An object whose keys are prototype keys, holding what a pollution would write. */
export const protoObject: fc.Arbitrary<JsonNode> = fc
  .tuple(protoKey, fc.constantFrom('text', 'isAdmin', 'polluted', 'id', 'slug', 'length'))
  .map(([key, inner]) => ({
    t: 'obj',
    entries: [
      [
        key,
        key === 'constructor'
          ? { t: 'obj', entries: [['prototype', { t: 'obj', entries: [[inner, fromValue(POLLUTED)]] }]] }
          : { t: 'obj', entries: [[inner, fromValue(POLLUTED)]] },
      ],
    ],
  }));

/** Values of the wrong type, the wrong size or the wrong shape, for any position of a JSON body. */
export const hostileJson: fc.Arbitrary<JsonNode> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      raw('null'),
      raw('true'),
      raw('false'),
      raw('0'),
      raw('-0'),
      raw('-1'),
      raw('1.5'),
      raw('1e999'),
      raw('-1e999'),
      raw('9007199254740993'),
      raw('123456789012345678901234567890'),
      raw('[]'),
      raw('{}'),
      raw('[null]'),
      raw('[[]]'),
      raw('[{}]'),
    ),
  },
  { weight: 3, arbitrary: hostileString.map((v): JsonNode => ({ t: 'str', v })) },
  {
    weight: 1,
    arbitrary: fc.array(hostileString, { maxLength: 4 }).map((vs) => fromValue(vs)),
  },
  { weight: 2, arbitrary: protoObject },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...DEPTHS), fc.constantFrom(['[', ']'], ['{"a":', '}']))
      .map(([n, [open, close]]) => raw(`${open.repeat(n)}1${close.repeat(n)}`)),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(1000, 100_000)
      .map((n) => raw(`[${Array.from({ length: n }, () => '"x"').join(',')}]`)),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map(fromValue) },
);

/** encodeURIComponent for any string: lone surrogates go out as U+FFFD, as a browser's encoder sends them. */
export const percentEncode = (s: string): string =>
  Array.from(Buffer.from(s, 'utf8'), (byte) => {
    const ch = String.fromCharCode(byte);
    return /[A-Za-z0-9\-_.!~*'()]/.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');
