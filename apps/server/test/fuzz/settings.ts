/**
 * How the fuzz suite runs, from the environment:
 * - PORTICO_FUZZ_SEED: a number replays a run; `random` draws a new seed (printed); unset = the fixed CI seed.
 * - PORTICO_FUZZ_RUNS: generated inputs per endpoint (default 200; the known hostile cases come on top).
 * - PORTICO_FUZZ_ENDPOINTS: a comma-separated list of endpoint names to fuzz (default: all).
 * - PORTICO_FUZZ_TIMEOUT_MS: how long one request may take before it counts as a hang (default 10000).
 */

/** The seed CI runs with: fixed, so a red build is a change in the code and not in the inputs. */
export const DEFAULT_SEED = 20_261_201;

export interface FuzzSettings {
  seed: number;
  seedWasRandom: boolean;
  runs: number;
  only: Set<string> | null;
  timeoutMs: number;
  /**
   * After this many hangs an endpoint already fails; its later inputs then wait only `afterHangsTimeoutMs`,
   * so the rest of the run still finds the other causes without costing minutes.
   */
  maxFullHangs: number;
  afterHangsTimeoutMs: number;
}

const positiveInt = (name: string, raw: string | undefined, fallback: number): number => {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer, not "${raw}"`);
  return value;
};

const readSeed = (raw: string | undefined): { seed: number; random: boolean } => {
  if (raw === undefined || raw === '') return { seed: DEFAULT_SEED, random: false };
  if (raw === 'random') return { seed: (Date.now() ^ (Math.random() * 0x7fffffff)) >>> 0, random: true };
  const seed = Number(raw);
  if (!Number.isInteger(seed))
    throw new Error(`PORTICO_FUZZ_SEED must be an integer or "random", not "${raw}"`);
  return { seed, random: false };
};

export const readSettings = (env: NodeJS.ProcessEnv = process.env): FuzzSettings => {
  const { seed, random } = readSeed(env.PORTICO_FUZZ_SEED);
  const only = env.PORTICO_FUZZ_ENDPOINTS?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    seed,
    seedWasRandom: random,
    runs: positiveInt('PORTICO_FUZZ_RUNS', env.PORTICO_FUZZ_RUNS, 200),
    only: only?.length ? new Set(only) : null,
    timeoutMs: positiveInt('PORTICO_FUZZ_TIMEOUT_MS', env.PORTICO_FUZZ_TIMEOUT_MS, 10_000),
    maxFullHangs: 2,
    afterHangsTimeoutMs: 2000,
  };
};

/** Each endpoint draws from its own stream, so adding an endpoint does not change the others' inputs. */
export const endpointSeed = (seed: number, name: string): number => {
  let h = seed >>> 0;
  for (const ch of name) h = (Math.imul(h ^ ch.charCodeAt(0), 16_777_619) + 1) >>> 0;
  return h | 0;
};

export const replayHint = (settings: FuzzSettings, endpoint: string, project: string) =>
  `PORTICO_FUZZ_SEED=${settings.seed} PORTICO_FUZZ_RUNS=${settings.runs} PORTICO_FUZZ_ENDPOINTS=${endpoint} ` +
  `npx vitest run --project ${project} apps/server/test/fuzz`;
