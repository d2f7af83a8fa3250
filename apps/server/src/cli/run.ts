import { createContext } from '../bootstrap';
import { ConfigError, loadConfig } from '../config';
import type { AppContext } from '../context';
import { AppError } from '../lib/errors';
import { createLogger, standardError } from '../lib/logger';
import { createServices, type Services } from '../services';

/** What a command runs on: the services and context of an installation, and how to close them after. */
interface Installation {
  services: Services;
  ctx: AppContext;
  close(): Promise<void>;
}

/** The installation the environment configures, opened for one command. */
const configured = async (): Promise<Installation> => {
  const config = loadConfig();
  // Log lines (start-up warnings, emails written to the log) go to standard error: standard output is the
  // command's answer, which scripts read (--json).
  const ctx = await createContext(config, createLogger(config.logLevel, standardError()));
  return { services: createServices(ctx), ctx, close: () => ctx.db.destroy() };
};

let open: () => Promise<Installation> = configured;

/** Runs a CLI action with the services over the configured database, then closes it. */
export const withServices = async <T>(
  action: (services: Services, ctx: AppContext) => Promise<T>,
): Promise<T> => {
  const { services, ctx, close } = await open();
  try {
    return await action(services, ctx);
  } finally {
    await close();
  }
};

/**
 * Runs `run` with every command working on an installation that is open already and stays open: a test's
 * app, so that a test runs commands in its own process (a call, where a process costs half a second).
 * How the CLI configures itself from the environment is tested through real processes.
 */
export const onOpenInstallation = async <T>(
  installation: { services: Services; ctx: AppContext },
  run: () => Promise<T>,
): Promise<T> => {
  open = async () => ({ ...installation, close: async () => undefined });
  try {
    return await run();
  } finally {
    open = configured;
  }
};

/** Turns known errors into a one-line message and an exit code; anything else is a bug and shows its stack. */
export const reportCliError = (error: unknown): never => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  if (error instanceof AppError || error instanceof CliError) {
    console.error(`error: ${error.message}`);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
};

/** A usage problem found by a command (bad option value, missing file). */
export class CliError extends Error {}
