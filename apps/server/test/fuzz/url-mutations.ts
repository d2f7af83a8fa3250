import fc from 'fast-check';
import { z } from 'zod';
import type { Draft, Mutation } from './draft';
import { POLLUTED, hostileString, percentEncode, plausibleString, protoKey } from './hostile';
import type { EndpointModel } from './models';
import type { World } from './world';

/** The property paths a zod schema declares (objects walked through optional, default and pipe). */
export const schemaPaths = (schema: z.ZodType | undefined, prefix: string[] = []): string[][] => {
  let s: unknown = schema;
  for (;;) {
    if (s instanceof z.ZodOptional || s instanceof z.ZodNullable || s instanceof z.ZodDefault) s = s.unwrap();
    else if (s instanceof z.ZodPipe) s = s.in;
    else break;
  }
  if (!(s instanceof z.ZodObject)) return [];
  return Object.entries(s.shape as Record<string, z.ZodType>).flatMap(([key, inner]) => [
    [...prefix, key],
    ...schemaPaths(inner, [...prefix, key]),
  ]);
};

export const topKeys = (schema: z.ZodType | undefined, valid: Record<string, string> = {}) => [
  ...new Set([...schemaPaths(schema).flatMap((p) => (p.length === 1 ? p : [])), ...Object.keys(valid)]),
];

const enc = percentEncode;

/** Percent escapes a decoder chokes on, and encoded characters that mean something to a router or a DB. */
const MALFORMED = [
  '%',
  '%E0%A4%A',
  '%zz',
  '%00',
  'a%00b',
  '%C0%AF',
  '%ED%A0%80',
  '%FF%FE',
  '%2e%2e',
  '%2F',
  '%5C',
  '%25',
  '%u0000',
  '%0d%0a',
  '%F0%9F%98',
];
const malformed = fc
  .tuple(fc.constantFrom(...MALFORMED), fc.boolean())
  .map(([m, prefixed]) => (prefixed ? `abc${m}` : m));

/** Ids of the world that are valid somewhere, only not here (another tenant, another kind of thing). */
const misplacedIds = (w: World) =>
  fc.constantFrom(
    w.foreign.boardId,
    w.foreign.itemId,
    w.foreign.groupId,
    w.board.id,
    w.itemId,
    w.groupId,
    w.personId,
    w.file.fileId,
    w.board.col.text.id,
    (w.board.groups[1] as { id: string }).id,
  );

/** A raw (already encoded) value for a path or query position. */
const rawValue = (w: World): fc.Arbitrary<{ raw: string; note: string }> =>
  fc.oneof(
    { weight: 4, arbitrary: hostileString.map((s) => ({ raw: enc(s), note: JSON.stringify(s) })) },
    { weight: 3, arbitrary: malformed.map((m) => ({ raw: m, note: `raw "${m}"` })) },
    { weight: 2, arbitrary: misplacedIds(w).map((id) => ({ raw: enc(id), note: `a misplaced id ${id}` })) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(299, 300, 301, 1000, 10_000)
        .map((n) => ({ raw: 'a'.repeat(n), note: `${n} characters` })),
    },
    { weight: 2, arbitrary: protoKey.map((k) => ({ raw: k, note: k })) },
    { weight: 1, arbitrary: fc.constant({ raw: '', note: 'empty' }) },
    { weight: 2, arbitrary: plausibleString.map((s) => ({ raw: enc(s), note: JSON.stringify(s) })) },
  );

export const pathMutations = (model: EndpointModel, w: World): fc.Arbitrary<Mutation>[] => {
  const keys = [...model.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);
  const suffix = fc
    .constantFrom('/', '//', '/extra', '/..', '/%2e%2e/x', ';x=1', '/%00', `/${'a'.repeat(2000)}`)
    .map((s): Mutation => ({ note: `path + "${s.slice(0, 40)}"`, apply: (d) => void (d.pathSuffix += s) }));
  if (!keys.length) return [suffix];
  const param = fc.tuple(fc.constantFrom(...keys), rawValue(w)).map(([key, v]): Mutation => ({
    note: `path :${key} = ${v.note.slice(0, 80)}`,
    apply: (d) => void (d.params[key] = v.raw),
  }));
  return [param, param, suffix];
};

const setQuery = (d: Draft, key: string, value: string | null) => {
  const i = d.query.findIndex(([k]) => k === key);
  if (i >= 0) d.query[i] = [key, value];
  else d.query.push([key, value]);
};

/** Query mutations: values, keys in every position (prototype keys included), repetition, syntax. */
export const queryMutations = (model: EndpointModel, w: World): fc.Arbitrary<Mutation>[] => {
  const known = topKeys(model.query);
  const key = fc.oneof(
    ...(known.length ? [fc.constantFrom(...known)] : []),
    hostileString.map((s) => enc(s)),
    fc.constantFrom('slug', 'boardId', 'cursor', 'searchQuery', 'compareValue', 'filterByEmail'),
  );
  const k = known.length ? fc.constantFrom(...known) : fc.constant('q');
  const protoPair = fc
    .tuple(protoKey, k)
    .chain(([p, name]) =>
      fc.constantFrom<[string, string]>(
        [p, POLLUTED],
        [`${p}[${name}]`, POLLUTED],
        [`${p}[polluted]`, POLLUTED],
        [`${name}[${p}]`, POLLUTED],
        [`${p}[${p}]`, POLLUTED],
        ['constructor[prototype][polluted]', POLLUTED],
        [`${p}.polluted`, POLLUTED],
        [name, p],
        [enc(`${p}[polluted]`), POLLUTED],
      ),
    );
  return [
    fc.tuple(key, rawValue(w)).map(([name, v]) => ({
      note: `query ${name.slice(0, 40)} = ${v.note.slice(0, 80)}`,
      apply: (d: Draft) => setQuery(d, name, v.raw),
    })),
    protoPair.map(([name, value]) => ({
      note: `query ${name}=${value}`,
      apply: (d: Draft) => void d.query.push([name, value]),
    })),
    fc.tuple(k, fc.constantFrom('drop', 'repeat', 'array', 'object', 'bare', 'empty')).map(([name, op]) => ({
      note: `query ${name}: ${op}`,
      apply: (d: Draft) => {
        const current = d.query.find(([q]) => q === name)?.[1] ?? 'x';
        if (op === 'drop') d.query = d.query.filter(([q]) => q !== name);
        else if (op === 'repeat') d.query.push([name, current]);
        else if (op === 'array') d.query.push([`${name}[]`, current], [`${name}[]`, current]);
        else if (op === 'object') d.query.push([`${name}[a]`, current]);
        else setQuery(d, name, op === 'bare' ? null : '');
      },
    })),
    fc
      .constantFrom(
        { note: '1000 parameters', raw: Array.from({ length: 1000 }, (_, i) => [`p${i}`, '1']) },
        {
          note: 'empty pairs',
          raw: [
            ['', ''],
            ['', null],
          ],
        },
        {
          note: '"=" and "&&"',
          raw: [
            ['=', '='],
            ['&&', null],
          ],
        },
        { note: 'a 70000-character value', raw: [['searchQuery', 'x'.repeat(70_000)]] },
      )
      .map(({ note, raw }) => ({
        note: `query: ${note}`,
        apply: (d: Draft) => void d.query.push(...(raw as Array<[string, string | null]>)),
      })),
  ];
};
