import { createContext } from '../bootstrap';
import { ConfigError, loadConfig } from '../config';
import type { AppContext } from '../context';
import { AppError } from '../lib/errors';
import { createLogger, standardError } from '../lib/logger';
import { createServices, type Services } from '../services';

/** Runs a CLI action with the services over the configured database, then closes it. */
export const withServices = async <T>(
  action: (services: Services, ctx: AppContext) => Promise<T>,
): Promise<T> => {
  const config = loadConfig();
  // Log lines (start-up warnings, emails written to the log) go to standard error: standard output is the
  // command's answer, which scripts read (--json).
  const ctx = await createContext(config, createLogger(config.logLevel, standardError()));
  try {
    return await action(createServices(ctx), ctx);
  } finally {
    await ctx.db.destroy();
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
