import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'node:util';
import { type Command, CommanderError } from 'commander';
import { build } from 'esbuild';
import { vi } from 'vitest';
import { buildProgram } from '../../src/cli/program';
import { onOpenInstallation, reportCliError } from '../../src/cli/run';
import type { TestApp } from './app';

/**
 * A real `portico` process (`runCli`) takes 0.5 s on an idle machine and 5–15 s on a loaded one (CI shares
 * its two cores with PostgreSQL and the other test worker): tests of a command's logic run it in the test's
 * process (`cliOk`, `cliFails`, `runCliInProcess`), and processes are left to what only a process shows.
 * The files that use this support get a timeout for that machine, not for an idle one.
 */
vi.setConfig({ testTimeout: 240_000 });

const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The CLI bundled as `npm run build` bundles it (dist/cli.js), once per test worker (test files share their
 * worker's modules: the server's vitest config does not isolate them): starting the bundle takes a third of
 * the time tsx needs, which adds up over dozens of runs. It is written under the repository's node_modules
 * so its npm imports resolve as they do for dist/, and removed when the worker exits (or, when the worker
 * was killed first, by the next build).
 */
let bundle: Promise<string> | null = null;
const outdir = path.resolve(
  SERVER_ROOT,
  '..',
  '..',
  'node_modules',
  '.cache',
  `portico-cli-test-${process.pid}`,
);

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Bundles of workers that are gone (a worker may be ended before its exit hook runs). */
const removeStaleBundles = () => {
  const cache = path.dirname(outdir);
  if (!fs.existsSync(cache)) return;
  for (const name of fs.readdirSync(cache)) {
    const pid = /^portico-cli-test-(\d+)$/.exec(name)?.[1];
    if (pid && !alive(Number(pid))) fs.rmSync(path.join(cache, name), { recursive: true, force: true });
  }
};

const buildCli = async (): Promise<string> => {
  removeStaleBundles();
  const pkg = JSON.parse(fs.readFileSync(path.join(SERVER_ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  await build({
    entryPoints: { cli: path.join(SERVER_ROOT, 'src/cli/main.ts') },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['node'],
    external: Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@portico/')),
    logLevel: 'warning',
  });
  return path.join(outdir, 'cli.js');
};

process.once('exit', () => {
  fs.rmSync(outdir, { recursive: true, force: true });
});

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs `portico <args>` as its own process on the test app's database and data directory, the way an
 * operator runs it: configured by the environment only.
 */
export const runCli = async (
  t: TestApp,
  args: string[],
  env: Record<string, string> = {},
): Promise<CliResult> => {
  bundle ??= buildCli();
  const cli = await bundle;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [cli, ...args],
      {
        cwd: SERVER_ROOT,
        timeout: 60_000,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          DATABASE_URL: t.ctx.config.databaseUrl,
          PORTICO_DATA_DIR: t.ctx.config.dataDir,
          PORTICO_BASE_URL: t.ctx.config.baseUrl.href,
          PORTICO_LOG_LEVEL: 'silent',
          ...env,
        },
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
};

const okOf = (args: string[], result: CliResult): string => {
  if (result.code !== 0) {
    throw new Error(`portico ${args.join(' ')} exited ${result.code}:\n${result.stderr}${result.stdout}`);
  }
  return result.stdout;
};

/** Every command of a program, the program included. */
const commandsOf = (command: Command): Command[] => [command, ...command.commands.flatMap(commandsOf)];

/** What a process exits with: thrown by `process.exit` while reportCliError runs in the test's process. */
class Exit extends Error {
  constructor(readonly code: number) {
    super(`process.exit(${code})`);
  }
}

/**
 * Runs `portico <args>` in the test's own process, on the test app's services (cli/run.ts
 * `onOpenInstallation`), and returns what the process would have given: standard output (console.log,
 * commander's help), standard error (console.error, commander's usage errors) and the exit code, a failure
 * reported by main.ts's own `reportCliError` (its `process.exit` caught). `env` is set for the call (what
 * a command reads of the environment itself, such as S3 credentials; the installation is the test app's).
 * A call where `runCli` costs a process: `runCli` is for what only a real process shows (configuration of
 * the installation by the environment, exit codes as a shell sees them, standard input, the document
 * `portico export` streams to standard output, which this does not capture).
 */
export const runCliInProcess = async (
  t: TestApp,
  args: string[],
  env: Record<string, string> = {},
): Promise<CliResult> => {
  const program = buildProgram();
  const stdout: string[] = [];
  const stderr: string[] = [];
  for (const command of commandsOf(program))
    command.exitOverride().configureOutput({
      writeOut: (text) => void stdout.push(text),
      writeErr: (text) => void stderr.push(text),
    });
  const log = vi
    .spyOn(console, 'log')
    .mockImplementation((...parts: unknown[]) => void stdout.push(`${format(...parts)}\n`));
  const error = vi
    .spyOn(console, 'error')
    .mockImplementation((...parts: unknown[]) => void stderr.push(`${format(...parts)}\n`));
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  let code = 0;
  try {
    await onOpenInstallation({ services: t.services, ctx: t.ctx }, () =>
      program.parseAsync(args, { from: 'user' }),
    );
  } catch (thrown) {
    if (thrown instanceof CommanderError) {
      // Commander printed the message (or the help) already, and would have exited with this code.
      code = thrown.exitCode;
    } else {
      const exit = vi.spyOn(process, 'exit').mockImplementation((status) => {
        throw new Exit(Number(status ?? 0));
      });
      try {
        reportCliError(thrown);
      } catch (exited) {
        if (!(exited instanceof Exit)) throw exited;
        code = exited.code;
      } finally {
        exit.mockRestore();
      }
    }
  } finally {
    log.mockRestore();
    error.mockRestore();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  return { code, stdout: stdout.join(''), stderr: stderr.join('') };
};

/** Runs `portico <args>` in the test's process and expects success; returns its standard output. */
export const cliOk = async (t: TestApp, ...args: string[]): Promise<string> =>
  okOf(args, await runCliInProcess(t, args));

/**
 * Runs `portico <args>` in the test's process and expects what a process would give for a refused command:
 * exit code 1 with one line on standard error; returns that line without `error: `.
 */
export const cliFails = async (t: TestApp, ...args: string[]): Promise<string> => {
  const result = await runCliInProcess(t, args);
  if (result.code !== 1) {
    throw new Error(`portico ${args.join(' ')} exited ${result.code}:\n${result.stderr}${result.stdout}`);
  }
  const lines = result.stderr.trim().split('\n');
  if (lines.length !== 1 || !lines[0]?.startsWith('error: ')) {
    throw new Error(`Expected one error line from portico ${args.join(' ')}, got:\n${result.stderr}`);
  }
  return lines[0].slice('error: '.length);
};

/**
 * Runs `portico <args>` in the test's process and returns what it printed, standard output and error in
 * order; a command that fails throws its error as the command threw it.
 */
export const cliInProcess = async (t: TestApp, ...args: string[]): Promise<string> => {
  const program = buildProgram();
  const printed: string[] = [];
  const print = (text: string) => void printed.push(text);
  for (const command of commandsOf(program))
    command.exitOverride().configureOutput({ writeOut: print, writeErr: print });
  const line = (...parts: unknown[]) => print(`${parts.map(String).join(' ')}\n`);
  const log = vi.spyOn(console, 'log').mockImplementation(line);
  const error = vi.spyOn(console, 'error').mockImplementation(line);
  try {
    await onOpenInstallation({ services: t.services, ctx: t.ctx }, () =>
      program.parseAsync(args, { from: 'user' }),
    );
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
  return printed.join('');
};
