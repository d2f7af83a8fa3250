import { beforeAll, describe, expect, it } from 'vitest';
import { type EndpointName, endpoints } from '@portico/contract';
import { useTestApp } from '../support/app';
import { testDialect } from '../support/context';
import { NOT_FUZZED, VALID_REQUESTS, endpointModels, modelProblem } from './models';
import { type PrototypeSnapshot, prototypeChanges, snapshotPrototypes } from './prototypes';
import { formatReport, fuzzEndpoint } from './runner';
import { captureServerErrors } from './server-errors';
import { readSettings, replayHint } from './settings';
import { type World, makeWorld } from './world';

/**
 * Issue 12: every endpoint of the contract (and the signed file and health routes) driven with
 * malformed and hostile inputs. Each answer must be a 4xx `{ success: false, message }` — or, for an
 * input that is in fact valid, a 2xx matching the contract — never a 5xx, never a hang, and
 * Object.prototype must stay as it was. See README.md in this folder for seeds and replays.
 */
const settings = readSettings();
const project = `server:${testDialect()}`;
const t = useTestApp();
let world: World;
let serverErrors: ReturnType<typeof captureServerErrors>;
let pristine: PrototypeSnapshot;

beforeAll(async () => {
  world = await makeWorld(t);
  serverErrors = captureServerErrors(t.app);
  pristine = snapshotPrototypes();
  if (settings.seedWasRandom)
    console.warn(`[fuzz] random seed ${settings.seed} (replay: PORTICO_FUZZ_SEED=${settings.seed})`);
});

/** Generous on purpose: a hanging endpoint costs its time-out per input until the run stops waiting long. */
const perEndpointTimeout =
  60_000 + (settings.runs + 60) * 1.2 * settings.afterHangsTimeoutMs + 3 * settings.timeoutMs;

describe('API fuzzing (issue 12)', () => {
  it('has a fuzz model for every endpoint of the contract', async () => {
    const me = await world.userFor('models');
    const problems = (Object.keys(endpoints) as EndpointName[]).flatMap((name) => {
      if (name in NOT_FUZZED) return [];
      const model = endpointModels().find((m) => m.name === name);
      if (!model || !(name in VALID_REQUESTS)) return [`${name}: no fuzz model`];
      return modelProblem(model, world, me) ?? [];
    });
    expect(problems).toEqual([]);
  });

  for (const model of endpointModels()) {
    if (settings.only && !settings.only.has(model.name)) continue;
    it(
      `${model.method} ${model.path} (${model.name}) answers every hostile input with a clean 4xx`,
      async () => {
        const report = await fuzzEndpoint(model, world, settings, serverErrors);
        expect(report.inputs).toBeGreaterThanOrEqual(settings.runs);
        const replay = replayHint(settings, model.name, project);
        expect(report.findings.length, `\n${formatReport(report, replay)}\n`).toBe(0);
      },
      perEndpointTimeout,
    );
  }

  it('leaves Object.prototype and the other built-ins as they were', () => {
    expect(prototypeChanges(pristine)).toEqual([]);
  });
});
