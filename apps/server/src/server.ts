// First: the process-wide wall against prototype pollution, before any other module runs (harden.ts).
import './harden';
import { buildApp } from './app';
import { createContext } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { installShutdown } from './shutdown';

const main = async () => {
  const config = loadConfig();
  const ctx = await createContext(config);
  const { app, services } = await buildApp(ctx);

  installShutdown(app, {
    timeoutMs: config.shutdownTimeoutMs,
    drainDelayMs: config.drainDelayMs,
    startDraining: services.lifecycle.startDraining,
    // The email sender and the scheduler stop before the database closes: an email in flight stays in
    // the outbox, and a job run in flight is interrupted and let go of, for another instance or the next
    // start to run at once.
    release: async () => {
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

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
