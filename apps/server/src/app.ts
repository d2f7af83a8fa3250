import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { activityRoutes } from './modules/activity';
import { authRoutes } from './modules/auth';
import { oidcRoutes } from './modules/auth';
import { passwordResetRoutes } from './modules/auth';
import { boardsRoutes, consoleBoardsRoutes, consoleColumnsRoutes } from './modules/boards';
import { consolePeopleRoutes, consoleRoutes, consoleSettingsRoutes } from './modules/console';
import { feedbackRoutes } from './modules/feedback';
import { filesRoutes } from './modules/files';
import { healthRoutes } from './modules/health';
import { registerDrainingConnectionClose } from './modules/health';
import { consoleItemsRoutes, itemsRoutes } from './modules/items';
import { notificationsRoutes } from './modules/notifications';
import { liveRoutes } from './modules/live';
import { registerMetrics } from './modules/metrics';
import { peopleRoutes } from './modules/people';
import { tenantsRoutes } from './modules/tenants';
import { usersRoutes } from './modules/users';
import { updatesRoutes } from './modules/updates';
import { consoleCsvRoutes } from './modules/transfer';
import { registerJsonCompression } from './plugins/compression';
import { registerErrorHandler } from './plugins/errors';
import { clientErrorHandler, frameworkErrors, registerInputGuard } from './plugins/input-guard';
import { registerOpenApi } from './plugins/openapi';
import { requestContextPlugin } from './plugins/request-context';
import { registerSearchIndexFlush } from './plugins/search-index';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSpa } from './plugins/spa';
import { registerZodCompilers } from './plugins/zod-compilers';
import { describeTrustProxy, fastifyTrustProxy } from './lib/trust-proxy';
import type { OutboxOptions } from './modules/mail';
import { createServices, type Services } from './services';

export interface BuiltApp {
  app: FastifyInstance;
  services: Services;
}

export interface BuildOptions {
  /** The outbox's sender settings (tests pass their own transport). */
  outbox?: OutboxOptions;
}

/** Builds the whole app without listening; tests drive it through `app.inject`. */
export const buildApp = async (ctx: AppContext, options: BuildOptions = {}): Promise<BuiltApp> => {
  // Seen as Fastify's logger type, so the app keeps the instance type every plugin is written for.
  const logger: FastifyBaseLogger = ctx.log;
  const app = Fastify({
    // The process's logger (lib/logger.ts), which start-up has logged through already: one format.
    loggerInstance: logger,
    // Fastify's per-request lines are logged at info; below that level they are skipped altogether
    // rather than built and then dropped on every request.
    logController: new LogController({
      disableRequestLogging: !['trace', 'debug', 'info'].includes(ctx.config.logLevel),
    }),
    trustProxy: fastifyTrustProxy(ctx.config.trustProxy),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    // No request may hold a connection open indefinitely: the whole request (headers and body) must have
    // arrived within the request time-out, and a connection that sends nothing is dropped sooner.
    requestTimeout: ctx.config.requestTimeoutMs,
    connectionTimeout: ctx.config.connectionTimeoutMs,
    http: {
      // Node enforces the request time-out only while the headers time-out is not longer (it is 60 s by
      // default), and checks every 30 s by default, which would let a short time-out run far over.
      headersTimeout: Math.min(60_000, ctx.config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(5_000, Math.max(250, ctx.config.requestTimeoutMs / 2)),
    },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  const trust = describeTrustProxy(ctx.config.trustProxy);
  if (trust) ctx.log[trust.level](trust.message);

  registerZodCompilers(app);
  registerErrorHandler(app);
  registerInputGuard(app);

  registerSecurityHeaders(app);
  registerJsonCompression(app);
  await registerOpenApi(app);

  const services = createServices(ctx, { outbox: options.outbox });
  registerDrainingConnectionClose(app, services.lifecycle);
  registerMetrics(app, ctx);
  await app.register(requestContextPlugin, { services: { auth: services.auth, tenants: services.tenants } });

  // Each route plugin gets the services it uses, not the container.
  await app.register(healthRoutes, { ctx, lifecycle: services.lifecycle });
  await app.register(tenantsRoutes, { services: { tenants: services.tenants } });
  await app.register(authRoutes, { services: { auth: services.auth, users: services.users } });
  await app.register(passwordResetRoutes, { services: { passwordReset: services.passwordReset } });
  await app.register(oidcRoutes, { services: { oidc: services.oidc } });
  await app.register(usersRoutes, { services: { users: services.users, files: services.files } });
  await app.register(feedbackRoutes, { services: { feedback: services.feedback } });
  await app.register(filesRoutes, { services: { files: services.files } });
  await app.register(boardsRoutes, { services: { boards: services.boards } });
  await app.register(itemsRoutes, { services: { items: services.items, files: services.files } });
  await app.register(peopleRoutes, { services: { people: services.people } });
  await app.register(consoleRoutes, { services: { console: services.console } });
  await app.register(consoleSettingsRoutes, {
    services: { consoleSettings: services.consoleSettings, files: services.files },
  });
  await app.register(activityRoutes, { services: { activity: services.activity } });
  await app.register(consoleBoardsRoutes, { services: { boardConsole: services.boardConsole } });
  await app.register(consoleColumnsRoutes, { services: { columnConsole: services.columnConsole } });
  await app.register(consoleItemsRoutes, {
    services: { itemsConsole: services.itemsConsole, files: services.files },
  });
  await app.register(consoleCsvRoutes, {
    services: { boards: services.boards, csvImport: services.csvImport, csvExport: services.csvExport },
  });
  await app.register(consolePeopleRoutes, {
    services: { consolePeople: services.consolePeople, files: services.files },
  });
  await app.register(updatesRoutes, { services: { updates: services.updates, files: services.files } });
  await app.register(notificationsRoutes, { services: { notifications: services.notifications } });
  await app.register(liveRoutes, { services: { live: services.live } });
  registerSearchIndexFlush(app, services.bulk);

  await registerSpa(app, ctx.config.webDist);
  await app.ready();
  return { app, services };
};
