// First: the process-wide wall against prototype pollution, before any other module runs (harden.ts).
import './harden';
import { buildApp } from './app';
import { createContext } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { type Logger, createLogger } from './lib/logger';
import { installShutdown } from './shutdown';

/** The process's logger, once the configuration has named its level. */
let log: Logger | undefined;

/**
 * What Node itself would print as text — a process warning, the stack of a crash — goes to the log too. A
 * crash still ends the process (exit 1), as it does by default.
 */
const logProcessEvents = (logger: Logger) => {
  process.removeAllListeners('warning');
  process.on('warning', (warning) => logger.warn({ err: warning }, `process warning: ${warning.message}`));
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught exception: the server stops');
    process.exit(1);
  });
};

const main = async () => {
  const config = loadConfig();
  log = createLogger(config.logLevel);
  logProcessEvents(log);
  const ctx = await createContext(config, log);
  const { app, services } = await buildApp(ctx);

  installShutdown(app, {
    timeoutMs: config.shutdownTimeoutMs,
    drainDelayMs: config.drainDelayMs,
    startDraining: services.lifecycle.startDraining,
    // Reset links asked for before the stop are written; then the email sender and the scheduler stop before
    // the database closes: an email in flight stays in the outbox, and a job run in flight is interrupted and
    // let go of, for another instance or the next start to run at once.
    release: async () => {
      await services.passwordReset.settled();
      await Promise.all([services.mail.outbox.stop(), services.scheduler.stop()]);
      await ctx.db.destroy();
    },
  });

  await app.listen({ port: config.port, host: config.host });
  services.mail.outbox.start();
  services.scheduler.start();
  if (!config.smtpUrl) app.log.info('PORTICO_SMTP_URL is not set: emails are written to this log');
  const example = new URL(config.baseUrl.toString());
  example.hostname = `<tenant>.${example.hostname}`;
  app.log.info(`Portico is serving tenants at ${example.toString().replace('%3Ctenant%3E', '<tenant>')}`);
};

// A server that cannot start says why in the log's own format, like every other line it writes; before
// the configuration is read, at the default level.
main().catch((error: unknown) => {
  const fatal = log ?? createLogger('info');
  if (error instanceof ConfigError) {
    fatal.fatal(error.message);
    process.exit(2);
  }
  fatal.fatal({ err: error }, 'the server could not start');
  process.exit(1);
});
