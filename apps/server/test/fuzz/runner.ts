import fc from 'fast-check';
import { type Rendered, describeRequest, named, render } from './draft';
import { type FuzzInput, baselineDraft, inputArbitrary } from './inputs';
import { knownCases } from './known-cases';
import type { EndpointModel } from './models';
import { type Problem, judge, send } from './oracle';
import {
  type PrototypeSnapshot,
  prototypeChanges,
  restorePrototypes,
  snapshotPrototypes,
} from './prototypes';
import type { captureServerErrors } from './server-errors';
import { type FuzzSettings, endpointSeed } from './settings';
import type { World } from './world';

export interface Finding {
  cause: string;
  count: number;
  /** The smallest request seen with this cause: fewest mutations first, then fewest bytes. */
  example: { mutations: string[]; request: string; answer: string; serverErrors: string[] };
  input: FuzzInput;
  /** Other single mutations that showed the same cause (one cause, e.g. a hang, may have several roots). */
  variants: Set<string>;
  size: number;
  minimizeTries: number;
  reduced: boolean;
}

export interface EndpointReport {
  name: string;
  inputs: number;
  findings: Finding[];
  ms: number;
}

interface Execution {
  problems: Problem[];
  rendered: Rendered;
  names: Map<string, string>;
  serverErrors: string[];
}

const blur = (s: string, names: Map<string, string>) =>
  named(s.slice(0, 160), names)
    .replace(/[0-9a-f]{16,}/gi, '{id}')
    .replace(/\d{3,}/g, 'N');

/**
 * Fuzzes one endpoint: the known hostile cases, then `settings.runs` generated inputs. Every input is
 * judged (oracle.ts) and checked for prototype pollution; findings are grouped by cause rather than
 * stopping at the first, so one run lists every defect class of the endpoint. The example of a finding
 * is made small: an input of several mutations is retried with each alone, and a multipart body is
 * retried without each of its valid parts in turn.
 */
export const fuzzEndpoint = async (
  model: EndpointModel,
  world: World,
  settings: FuzzSettings,
  serverErrors: ReturnType<typeof captureServerErrors>,
): Promise<EndpointReport> => {
  const started = Date.now();
  const me = await world.userFor(model.name);
  const valid = model.valid(world, me);
  const sharedToken = model.auth ? await world.token(me) : null;
  const snapshot: PrototypeSnapshot = snapshotPrototypes();
  const findings = new Map<string, Finding>();
  let hangs = 0;
  let inputs = 0;

  const execute = async (input: FuzzInput): Promise<Execution> => {
    const token = model.auth ? (valid.freshSession ? await world.token(me) : sharedToken) : null;
    const draft = baselineDraft(model, valid, world, token);
    draft.remoteAddress = input.remoteAddress;
    for (const m of input.mutations) m.apply(draft);
    const { body } = draft;
    if (input.drop && body.kind === 'multipart')
      body.form.parts = body.form.parts.filter(
        (p) => p.origin === undefined || !input.drop?.includes(p.origin),
      );
    const rendered = render(draft);
    const names = new Map(world.names);
    if (token) names.set(token, '{token}');
    names.set(me.email, '{email}');
    serverErrors.take();
    const timeout = hangs >= settings.maxFullHangs ? settings.afterHangsTimeoutMs : settings.timeoutMs;
    const observed = await send(world.t.app, rendered, timeout);
    if (observed.kind === 'hang') hangs += 1;
    const problems = judge(model, rendered, observed, names);
    const logged = serverErrors.take();
    for (const p of problems)
      if (/^5\d\d /.test(p.cause) && logged[0]) p.cause = `${p.cause} — logged ${blur(logged[0], names)}`;
    const changes = prototypeChanges(snapshot);
    if (changes.length) {
      const canary = await world.canary();
      restorePrototypes(snapshot);
      const targets = new Set(changes.map((c) => c.replace(/\.[^.]+ (added|changed|removed).*$/, '')));
      problems.push({
        cause: `prototype pollution of ${[...targets].join(', ')}`,
        detail: [
          ...changes,
          canary
            ? `and a normal request of another tenant afterwards: ${canary}`
            : 'normal requests of another tenant still answered as before',
        ].join('\n'),
      });
    }
    return { problems, rendered, names, serverErrors: logged };
  };

  /** Counts a finding (unless `retry`: a smaller copy of an input already counted) and keeps the smallest. */
  const record = (input: FuzzInput, run: Execution, problem: Problem, retry = false): Finding => {
    const size =
      input.mutations.length * 10_000_000 + run.rendered.url.length + (run.rendered.payload?.length ?? 0);
    const example = {
      mutations: input.mutations.map((m) => named(m.note, run.names)),
      request: describeRequest(run.rendered, run.names),
      answer: problem.detail,
      serverErrors: run.serverErrors,
    };
    let finding = findings.get(problem.cause);
    if (!finding) {
      const variants = new Set<string>();
      finding = {
        cause: problem.cause,
        count: 0,
        example,
        input,
        variants,
        size,
        minimizeTries: 0,
        reduced: false,
      };
      findings.set(problem.cause, finding);
    } else if (size < finding.size) Object.assign(finding, { example, input, size });
    if (!retry) finding.count += 1;
    if (example.mutations.length === 1) finding.variants.add(example.mutations[0] as string);
    return finding;
  };

  const reproduces = async (input: FuzzInput, finding: Finding) => {
    const run = await execute(input);
    const same = run.problems.find((p) => p.cause === finding.cause);
    if (same) record(input, run, same, true);
    return Boolean(same);
  };

  const waitsLong = (finding: Finding) =>
    finding.cause.startsWith('no answer') && hangs < settings.maxFullHangs;

  const minimize = async (finding: Finding) => {
    const { input } = finding;
    if (input.mutations.length < 2 || finding.minimizeTries >= 2 || waitsLong(finding)) return;
    finding.minimizeTries += 1;
    for (const mutation of input.mutations)
      if (await reproduces({ ...input, mutations: [mutation] }, finding)) return;
  };

  const reduce = async (finding: Finding) => {
    if (finding.reduced || valid.body?.kind !== 'multipart' || finding.input.mutations.length > 1) return;
    if (waitsLong(finding)) return;
    finding.reduced = true;
    const all = valid.body.model.valid.map((_, i) => i);
    // Most findings need none of the valid parts: one retry settles it (a hang costs its time-out).
    if (await reproduces({ ...finding.input, drop: all }, finding)) return;
    let drop: number[] = [];
    for (const i of all) {
      const attempt = { ...finding.input, drop: [...drop, i] };
      if (await reproduces(attempt, finding)) drop = attempt.drop;
    }
  };

  const examples = knownCases(model, valid).map((input): [FuzzInput] => [input]);
  await fc.assert(
    fc.asyncProperty(inputArbitrary(model, valid, world), async (input) => {
      inputs += 1;
      const run = await execute(input);
      for (const problem of run.problems) {
        const finding = record(input, run, problem);
        await minimize(finding);
        await reduce(finding);
      }
    }),
    {
      seed: endpointSeed(settings.seed, model.name),
      numRuns: settings.runs + examples.length,
      examples,
      endOnFailure: true,
    },
  );

  const canary = await world.canary();
  if (canary)
    findings.set('unhealthy afterwards', {
      cause: 'a normal request of another tenant answers differently after the fuzzing',
      count: 1,
      example: { mutations: [], request: '', answer: canary, serverErrors: [] },
      input: { mutations: [], remoteAddress: '' },
      variants: new Set(),
      size: 0,
      minimizeTries: 0,
      reduced: true,
    });
  return { name: model.name, inputs, findings: [...findings.values()], ms: Date.now() - started };
};

export const formatReport = (report: EndpointReport, replay: string): string => {
  const lines = [
    `${report.name}: ${report.findings.length} kind(s) of failure in ${report.inputs} inputs (${report.ms} ms)`,
    `replay: ${replay}`,
  ];
  for (const f of report.findings) {
    lines.push(
      '',
      `✘ ${f.cause}  [${f.count}×]`,
      `  input: ${f.example.mutations.join(' + ') || '(the valid request)'}`,
      ...f.example.request.split('\n').map((l) => `  | ${l}`),
      ...f.example.answer.split('\n').map((l) => `  → ${l.slice(0, 400)}`),
      ...f.example.serverErrors.slice(0, 2).map((e) => `  server logged: ${e.slice(0, 300)}`),
      ...[...f.variants]
        .filter((v) => v !== f.example.mutations[0])
        .slice(0, 8)
        .map((v) => `  also with: ${v.slice(0, 160)}`),
    );
  }
  return lines.join('\n');
};
