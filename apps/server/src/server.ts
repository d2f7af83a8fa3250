import { buildApp } from './app';
import { createContext } from './bootstrap';
import { ConfigError, loadConfig } from './config';

const main = async () => {
  const config = loadConfig();
  const ctx = await createContext(config);
  const { app } = await buildApp(ctx);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await ctx.db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
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
