import fc from 'fast-check';
import { MAX_UPLOAD_BYTES } from '@portico/contract';
import { PNG } from '../support/files';
import type { Draft, Mutation } from './draft';
import { POLLUTED, hostileJson, hostileString, jsonText, plausibleString, protoKey } from './hostile';
import type { MultipartModel } from './models';
import { type MultipartDraft, type Part, namelessPart, textPart } from './multipart-encoding';

const onForm = (d: Draft, change: (form: MultipartDraft) => void) => {
  if (d.body.kind === 'multipart') change(d.body.form);
};

/** A part chosen by a number, whatever the current count of parts. */
const nth = (form: MultipartDraft, n: number): Part | undefined =>
  form.parts[n % Math.max(1, form.parts.length)];

const cut = (s: string, n = 60) => JSON.stringify(s.length > n ? `${s.slice(0, n)}…(${s.length})` : s);

/** File contents: empty (the part that never answered), wrong, truncated, too large. */
const FILE_BYTES: Array<[string, () => Buffer]> = [
  ['0 bytes', () => Buffer.alloc(0)],
  ['0 bytes', () => Buffer.alloc(0)],
  ['a PNG', () => PNG],
  ['a truncated PNG', () => PNG.subarray(0, 12)],
  ['text', () => Buffer.from('plain text')],
  ['1 byte', () => Buffer.from([0])],
  // More than a stream's 16 kB buffer: what a parser stuck on a bad header never drains.
  ['64 kB', () => Buffer.alloc(65_536, 0x61)],
  ['an HTML page', () => Buffer.from('<html><script>alert(1)</script></html>')],
  [`${MAX_UPLOAD_BYTES + 1} bytes`, () => Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1)],
];

const FILENAMES = [
  'a.png',
  'notes.txt',
  '',
  '../../../etc/passwd',
  '..\\..\\boot.ini',
  'a\u0000.png',
  'a\r\nX-Injected: 1',
  'a"b.png',
  '🙂.png',
  '.htaccess',
  'CON',
  'x'.repeat(1000),
  '__proto__',
];

const fileMutation = (model: MultipartModel): fc.Arbitrary<Mutation> =>
  fc
    .record({
      field: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...model.fileFields) },
        { weight: 1, arbitrary: fc.constantFrom(...model.names) },
        { weight: 1, arbitrary: protoKey.chain((k) => fc.constantFrom(...model.keyPositions(k))) },
        { weight: 1, arbitrary: hostileString },
      ),
      filename: fc.oneof(fc.constantFrom<string | undefined>(...FILENAMES, undefined), hostileString),
      bytes: fc.constantFrom(...FILE_BYTES),
      type: fc.constantFrom(
        'image/png',
        'text/plain',
        'application/octet-stream',
        '',
        'image/svg+xml',
        'x/\u0000',
      ),
      replace: fc.boolean(),
    })
    .map(({ field, filename, bytes: [what, bytes], type, replace }) => ({
      note: `file part ${cut(field)} (filename ${filename === undefined ? 'none' : cut(filename, 30)}, ${what}, ${cut(type, 20)})${replace ? ' instead of the valid files' : ''}`,
      apply: (d: Draft) =>
        onForm(d, (form) => {
          if (replace) form.parts = form.parts.filter((p) => p.filename === undefined);
          form.parts.push({ name: field, filename, contentType: type, data: bytes() });
        }),
    }));

/** Field names with a prototype key in every key position, and other names the endpoint never reads. */
const nameMutation = (model: MultipartModel): fc.Arbitrary<Mutation> => {
  const protoName = protoKey.chain((k) => fc.constantFrom(...model.keyPositions(k)));
  return fc.oneof(
    fc.tuple(protoName, fc.constantFrom(POLLUTED, '{"polluted":"POLLUTED"}', '')).map(([name, value]) => ({
      note: `field ${name}=${value}`,
      apply: (d: Draft) => onForm(d, (form) => void form.parts.push(textPart(name, value))),
    })),
    fc
      .tuple(fc.nat(), fc.oneof(protoName, hostileString, fc.constantFrom(...model.names)))
      .map(([n, name]) => ({
        note: `field #${n} renamed ${cut(name)}`,
        apply: (d: Draft) =>
          onForm(d, (form) => {
            const part = nth(form, n);
            if (part) part.name = name;
          }),
      })),
    fc.tuple(hostileString, hostileString).map(([name, value]) => ({
      note: `field ${cut(name)}=${cut(value)}`,
      apply: (d: Draft) => onForm(d, (form) => void form.parts.push(textPart(name, value))),
    })),
  );
};

const valueMutation = (model: MultipartModel): fc.Arbitrary<Mutation> => {
  const jsonFields = model.names.filter((n) => /persons_and_teams|selectedTags/.test(n));
  return fc.oneof(
    fc.tuple(fc.nat(), fc.oneof(hostileString, plausibleString)).map(([n, value]) => ({
      note: `field #${n} = ${cut(value)}`,
      apply: (d: Draft) =>
        onForm(d, (form) => {
          const part = nth(form, n);
          if (part) part.data = Buffer.from(value);
        }),
    })),
    ...(jsonFields.length
      ? [
          fc.tuple(fc.constantFrom(...jsonFields), hostileJson).map(([name, v]) => ({
            note: `field ${name} = ${cut(jsonText(v), 80)}`,
            apply: (d: Draft) =>
              onForm(d, (form) => {
                form.parts = form.parts.filter((p) => p.name !== name);
                form.parts.push(textPart(name, jsonText(v)));
              }),
          })),
        ]
      : []),
    fc.tuple(fc.nat(), fc.constantFrom('removed', 'duplicated')).map(([n, op]) => ({
      note: `part #${n} ${op}`,
      apply: (d: Draft) =>
        onForm(d, (form) => {
          const part = nth(form, n);
          if (!part) return;
          if (op === 'removed') form.parts = form.parts.filter((p) => p !== part);
          else form.parts.push({ ...part });
        }),
    })),
  );
};

/** Bodies that break the multipart framing or its limits. */
const STRUCTURE: Array<[string, (form: MultipartDraft) => void]> = [
  ['no closing boundary', (f) => void (f.close = false)],
  ['no closing boundary', (f) => void (f.close = false)],
  ['cut at 10%', (f) => void (f.truncate = 0.1)],
  ['cut at 50%', (f) => void (f.truncate = 0.5)],
  ['cut at 95%', (f) => void (f.truncate = 0.95)],
  ['boundary of 70 characters', (f) => void (f.boundary = 'b'.repeat(70))],
  ['boundary of 71 characters', (f) => void (f.boundary = 'b'.repeat(71))],
  ['boundary of 257 characters', (f) => void (f.boundary = 'b'.repeat(257))],
  ['boundary of 5000 characters', (f) => void (f.boundary = 'b'.repeat(5000))],
  ['boundary with a space', (f) => void (f.boundary = 'a b')],
  ['boundary "é"', (f) => void (f.boundary = 'é')],
  ['another boundary announced', (f) => void (f.announced = 'somethingElse')],
  ['no boundary announced', (f) => void (f.announced = null)],
  ['empty boundary announced', (f) => void (f.announced = '')],
  ['quoted boundary', (f) => void (f.announced = `"${f.boundary}"`)],
  ['boundary twice', (f) => void (f.contentType = `multipart/form-data; boundary=x; boundary=${f.boundary}`)],
  ['LF line ends', (f) => void (f.eol = '\n')],
  ['a preamble', (f) => void (f.preamble = 'garbage before the first boundary')],
  ['an epilogue', (f) => void (f.epilogue = '\r\n--garbage--\r\n')],
  ['no parts', (f) => void (f.parts = [])],
  [
    'a part without Content-Disposition',
    (f) => void f.parts.push({ name: 'x', data: Buffer.from('x'), disposition: null }),
  ],
  // Busboy names such a part undefined; the field-name check read it and answered a 500 (issue 24).
  ['a part without a name', (f) => void f.parts.push(namelessPart())],
  ['a file part without a name', (f) => void f.parts.push(namelessPart('a.png'))],
  [
    'a part with an empty name',
    (f) => void f.parts.push({ ...textPart('', 'x'), disposition: 'form-data; name=""' }),
  ],
  [
    'Content-Disposition: attachment',
    (f) => void f.parts.push({ name: 'x', data: Buffer.from('x'), disposition: 'attachment; name="x"' }),
  ],
  [
    'an unquoted name',
    (f) => void f.parts.push({ name: 'x', data: Buffer.from('x'), disposition: 'form-data; name=__proto__' }),
  ],
  [
    'an RFC 5987 name',
    (f) =>
      void f.parts.push({
        name: 'x',
        data: Buffer.from('x'),
        disposition: "form-data; name*=UTF-8''__proto__",
      }),
  ],
  [
    'a header line without colon',
    (f) => void f.parts.push({ ...textPart('x', 'x'), extraHeaders: ['no colon here'] }),
  ],
  [
    'a 100 kB header',
    (f) => void f.parts.push({ ...textPart('x', 'x'), extraHeaders: [`X-Big: ${'a'.repeat(100_000)}`] }),
  ],
  [
    'a NUL in a header',
    (f) => void f.parts.push({ ...textPart('x', 'x'), extraHeaders: ['X-Nul: a\u0000b'] }),
  ],
  ['a CR in a field name, then 64 kB', (f) => void f.parts.push(textPart('a\rb', 'x'.repeat(65_536)))],
  [
    'an LF in a file name, then 64 kB',
    (f) => void f.parts.push({ name: 'x', filename: 'a\nb.png', data: Buffer.alloc(65_536, 1) }),
  ],
  [
    'base64 transfer encoding',
    (f) =>
      void f.parts.push({ ...textPart('name', 'Rm94'), extraHeaders: ['Content-Transfer-Encoding: base64'] }),
  ],
  [
    '21 files',
    (f) =>
      void f.parts.push(
        ...Array.from({ length: 21 }, () => ({ name: 'f', filename: 'f.txt', data: Buffer.from('f') })),
      ),
  ],
  ['301 fields', (f) => void f.parts.push(...Array.from({ length: 301 }, (_, i) => textPart(`f${i}`, 'v')))],
  ['321 parts', (f) => void f.parts.push(...Array.from({ length: 321 }, (_, i) => textPart(`p${i}`, 'v')))],
  ['a field of 1 MB + 1 byte', (f) => void f.parts.push(textPart('big', 'a'.repeat(1_048_577)))],
];

const structureMutation: fc.Arbitrary<Mutation> = fc.constantFrom(...STRUCTURE).map(([note, change]) => ({
  note: `multipart: ${note}`,
  apply: (d: Draft) => onForm(d, change),
}));

export const multipartMutations = (model: MultipartModel): Array<fc.WeightedArbitrary<Mutation>> => [
  { weight: 3, arbitrary: fileMutation(model) },
  { weight: 3, arbitrary: nameMutation(model) },
  { weight: 2, arbitrary: valueMutation(model) },
  { weight: 3, arbitrary: structureMutation },
];
