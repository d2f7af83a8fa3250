import fc from 'fast-check';
import type { BodyDraft, Draft, Mutation } from './draft';
import {
  type JsonNode,
  POLLUTED,
  fromValue,
  hostileJson,
  hostileString,
  jsonText,
  plausibleString,
  protoKey,
  protoObject,
} from './hostile';
import type { EndpointModel } from './models';
import { newMultipart, textPart } from './multipart-encoding';
import { schemaPaths } from './url-mutations';

type Path = Array<string | number>;

/** Every path of a tree: object keys and array indexes, the root excluded. */
const treePaths = (node: JsonNode, prefix: Path = []): Path[] => {
  if (node.t === 'obj')
    return node.entries.flatMap(([k, v]) => [[...prefix, k], ...treePaths(v, [...prefix, k])]);
  if (node.t === 'arr')
    return node.items.flatMap((v, i) => [[...prefix, i], ...treePaths(v, [...prefix, i])]);
  return [];
};

const objectPaths = (node: JsonNode, prefix: Path = []): Path[] => {
  if (node.t === 'obj') return [prefix, ...node.entries.flatMap(([k, v]) => objectPaths(v, [...prefix, k]))];
  if (node.t === 'arr') return node.items.flatMap((v, i) => objectPaths(v, [...prefix, i]));
  return [];
};

/** The node at `path`, created as objects where missing (a mutation may have replaced a parent). */
const parentOf = (root: JsonNode, path: Path): JsonNode | null => {
  let node = root;
  for (const step of path.slice(0, -1)) {
    if (node.t === 'obj' && typeof step === 'string') {
      let entry = node.entries.find(([k]) => k === step);
      if (!entry || (entry[1].t !== 'obj' && entry[1].t !== 'arr')) {
        entry = [step, { t: 'obj', entries: [] }];
        node.entries = node.entries.filter(([k]) => k !== step);
        node.entries.push(entry);
      }
      node = entry[1];
    } else if (node.t === 'arr' && typeof step === 'number' && node.items[step]) {
      node = node.items[step];
    } else return null;
  }
  return node;
};

const setAt = (root: JsonNode, path: Path, value: JsonNode | undefined) => {
  const parent = parentOf(root, path);
  const last = path[path.length - 1];
  if (parent?.t === 'obj' && typeof last === 'string') {
    const i = parent.entries.findIndex(([k]) => k === last);
    if (value === undefined) parent.entries = parent.entries.filter(([k]) => k !== last);
    else if (i >= 0) parent.entries[i] = [last, value];
    else parent.entries.push([last, value]);
  } else if (parent?.t === 'arr' && typeof last === 'number') {
    if (value === undefined) parent.items.splice(last, 1);
    else parent.items[Math.min(last, parent.items.length)] = value;
  }
};

const onJson = (d: Draft, change: (root: JsonNode) => void) => {
  if (d.body.kind === 'json') change(d.body.node);
};

const show = (p: Path) => (p.length ? p.map(String).join('.') : '(root)');
const brief = (n: JsonNode) => {
  const text = jsonText(n);
  return text.length > 80 ? `${text.slice(0, 80)}… (${text.length} chars)` : text;
};

/** Breaks the JSON text itself: the server must answer "invalid JSON", not fail. */
const TEXT_BREAKS: Array<[string, (text: string) => Buffer]> = [
  ['cut in half', (t) => Buffer.from(t.slice(0, Math.floor(t.length / 2)))],
  ['a trailing "}"', (t) => Buffer.from(`${t}}`)],
  ['trailing garbage', (t) => Buffer.from(`${t} x`)],
  ['a trailing NUL', (t) => Buffer.from(`${t}\u0000`)],
  ['a leading BOM', (t) => Buffer.from(`\ufeff${t}`)],
  [
    'invalid UTF-8',
    (t) =>
      Buffer.concat([Buffer.from(t.slice(0, -2)), Buffer.from([0xff, 0xfe, 0xc0]), Buffer.from(t.slice(-2))]),
  ],
  ['UTF-16', (t) => Buffer.from(t, 'utf16le')],
  ['a comment', (t) => Buffer.from(`/* x */${t}`)],
  ['single quotes', (t) => Buffer.from(t.replaceAll('"', "'"))],
  ['NaN', () => Buffer.from('{"a":NaN}')],
  ['whitespace only', () => Buffer.from(' \n\t ')],
  ['empty', () => Buffer.alloc(0)],
  ['1 MB + 1 byte', () => Buffer.from(JSON.stringify({ a: 'a'.repeat(1_048_577) }))],
];

const textBreak: fc.Arbitrary<Mutation> = fc.constantFrom(...TEXT_BREAKS).map(([note, breakIt]) => ({
  note: `JSON text: ${note}`,
  apply: (d: Draft) => {
    const text = d.body.kind === 'json' ? jsonText(d.body.node) : '{"a":1}';
    d.body = { kind: 'raw', bytes: breakIt(text), contentType: 'application/json' };
  },
}));

/** Mutations of a JSON body: values, keys (prototype keys at every object), shape and text. */
export const jsonMutations = (model: EndpointModel, valid: unknown): fc.Arbitrary<Mutation>[] => {
  const tree = fromValue(valid);
  const paths = [...treePaths(tree), ...schemaPaths(model.body === 'multipart' ? undefined : model.body)];
  const objects = objectPaths(tree);
  const path = fc.constantFrom(...(paths.length ? paths : [['a']]));
  const objectPath = fc.constantFrom(...objects);
  const newKey = fc.oneof(
    { weight: 3, arbitrary: protoKey },
    { weight: 1, arbitrary: hostileString },
    { weight: 1, arbitrary: fc.constantFrom(...paths.map((p) => String(p[p.length - 1] ?? 'a'))) },
  );
  const newValue = fc.oneof(protoObject, hostileJson, fc.constant(fromValue(POLLUTED)));
  return [
    fc.tuple(path, hostileJson).map(([p, v]) => ({
      note: `JSON ${show(p)} = ${brief(v)}`,
      apply: (d: Draft) => onJson(d, (root) => setAt(root, p, structuredClone(v))),
    })),
    fc.tuple(path, plausibleString).map(([p, v]) => ({
      note: `JSON ${show(p)} = ${JSON.stringify(v)}`,
      apply: (d: Draft) => onJson(d, (root) => setAt(root, p, fromValue(v))),
    })),
    path.map((p) => ({
      note: `JSON ${show(p)} removed`,
      apply: (d: Draft) => onJson(d, (root) => setAt(root, p, undefined)),
    })),
    fc.tuple(objectPath, newKey, newValue).map(([p, key, v]) => ({
      note: `JSON key ${JSON.stringify(key.slice(0, 40))} at ${show(p)} = ${brief(v)}`,
      // Appended even when the key exists: a duplicate key is part of the test.
      apply: (d: Draft) =>
        onJson(d, (root) => {
          const parent = p.length ? parentOf(root, [...p, '']) : root;
          if (parent?.t === 'obj') parent.entries.push([key, structuredClone(v)]);
        }),
    })),
    fc.oneof(hostileJson, protoObject).map((v) => ({
      note: `JSON body = ${brief(v)}`,
      apply: (d: Draft) => void (d.body = { kind: 'json', node: structuredClone(v) }),
    })),
    textBreak,
  ];
};

const urlencoded = (pairs: string) => Buffer.from(pairs);

/** Bodies of another kind than the endpoint takes (or a body where it takes none). */
export const foreignBodies: fc.Arbitrary<Mutation> = fc
  .oneof(
    fc
      .oneof(hostileJson, protoObject)
      .map((v): [string, () => BodyDraft] => [
        `JSON ${brief(v)}`,
        () => ({ kind: 'json', node: structuredClone(v) }),
      ]),
    fc.constantFrom<[string, () => BodyDraft]>(
      [
        'form-urlencoded with prototype keys',
        () => ({
          kind: 'raw',
          bytes: urlencoded('__proto__[polluted]=POLLUTED&constructor[prototype][polluted]=POLLUTED'),
          contentType: 'application/x-www-form-urlencoded',
        }),
      ],
      [
        'an empty JSON body',
        () => ({ kind: 'raw', bytes: Buffer.alloc(0), contentType: 'application/json' }),
      ],
      ['no body', () => ({ kind: 'none' })],
      [
        'multipart with prototype field names',
        () => ({
          kind: 'multipart',
          form: newMultipart([
            textPart('__proto__[polluted]', POLLUTED),
            textPart('columnValues[__proto__][polluted]', POLLUTED),
            textPart('constructor[prototype][polluted]', POLLUTED),
          ]),
        }),
      ],
    ),
    fc
      .tuple(
        fc.uint8Array({ maxLength: 300 }),
        fc.constantFrom('application/json', 'text/plain', 'application/octet-stream'),
      )
      .map(([bytes, type]): [string, () => BodyDraft] => [
        `${bytes.length} random bytes as ${type}`,
        () => ({ kind: 'raw', bytes: Buffer.from(bytes), contentType: type }),
      ]),
  )
  .map(([note, body]) => ({ note: `body: ${note}`, apply: (d: Draft) => void (d.body = body()) }));
