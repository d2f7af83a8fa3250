import type { Draft, Mutation } from './draft';
import { POLLUTED, PROTO_KEYS } from './hostile';
import type { FuzzInput } from './inputs';
import type { EndpointModel, ValidRequest } from './models';
import { namelessPart, textPart } from './multipart-encoding';
import { topKeys } from './url-mutations';

const one = (note: string, apply: (d: Draft) => void): FuzzInput => ({
  mutations: [{ note, apply } satisfies Mutation],
  remoteAddress: '127.0.0.1',
});

const onForm = (d: Draft, change: (parts: Draft['body'] & { kind: 'multipart' }) => void) => {
  if (d.body.kind === 'multipart') change(d.body);
};

/**
 * Inputs every run tries before the generated ones, whatever the seed: the hostile requests of the
 * security issue (12), and those the fuzzing found since, in every position of this endpoint they apply
 * to. They keep the known defects found even with few runs.
 */
export const knownCases = (model: EndpointModel, valid: ValidRequest): FuzzInput[] => {
  const cases: FuzzInput[] = [];
  for (const [, key] of model.path.matchAll(/:([A-Za-z]+)/g))
    for (const raw of ['%00', '%E0%A4%A', 'a'.repeat(301)])
      cases.push(
        one(`path :${key} = raw "${raw.slice(0, 20)}"`, (d) => void (d.params[key as string] = raw)),
      );
  for (const key of topKeys(model.query, valid.query))
    cases.push(
      one(`query ${key} = raw "a%00b"`, (d) => {
        d.query = d.query.filter(([k]) => k !== key);
        d.query.push([key, 'a%00b']);
      }),
    );
  for (const p of PROTO_KEYS)
    cases.push(
      one(`query ${p}[polluted]=${POLLUTED}`, (d) => void d.query.push([`${p}[polluted]`, POLLUTED])),
    );
  if (valid.body?.kind === 'json') {
    for (const raw of [
      `{"__proto__":{"polluted":"${POLLUTED}"}}`,
      `{"constructor":{"prototype":{"polluted":"${POLLUTED}"}}}`,
    ])
      cases.push(
        one(`JSON body ${raw}`, (d) => {
          d.body = { kind: 'raw', bytes: Buffer.from(raw), contentType: 'application/json' };
        }),
      );
  }
  if (valid.body?.kind === 'multipart') {
    const fields = valid.body.model;
    for (const p of PROTO_KEYS)
      for (const name of fields.keyPositions(p))
        cases.push(
          one(`field ${name}=${POLLUTED}`, (d) =>
            onForm(d, (b) => void b.form.parts.push(textPart(name, POLLUTED))),
          ),
        );
    for (const name of fields.fileFields)
      cases.push(
        one(`file part ${name} of 0 bytes`, (d) =>
          onForm(d, (b) => {
            b.form.parts = b.form.parts.filter((p) => p.filename === undefined);
            b.form.parts.push({
              name,
              filename: 'empty.png',
              contentType: 'image/png',
              data: Buffer.alloc(0),
            });
          }),
        ),
      );
    cases.push(
      one('multipart: no closing boundary', (d) => onForm(d, (b) => void (b.form.close = false))),
      one('multipart: cut at 50%', (d) => onForm(d, (b) => void (b.form.truncate = 0.5))),
      one('multipart: a CR in a field name, then 64 kB', (d) =>
        onForm(d, (b) => void b.form.parts.push(textPart('a\rb', 'x'.repeat(65_536)))),
      ),
      one('multipart: boundary of 257 characters', (d) =>
        onForm(d, (b) => void (b.form.boundary = 'b'.repeat(257))),
      ),
      one('multipart: a part without a name', (d) =>
        onForm(d, (b) => void b.form.parts.push(namelessPart())),
      ),
      one('multipart: a file part without a name', (d) =>
        onForm(d, (b) => void b.form.parts.push(namelessPart('a.png'))),
      ),
    );
  }
  return cases;
};
