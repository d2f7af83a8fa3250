import type { AppContext } from './context';
import { createActivityService } from './modules/activity';
import { createChangePipeline } from './modules/changes';
import { revokeUserSessions } from './modules/auth/auth.repository';
import { createAuthService } from './modules/auth';
import { createAuthHousekeeping } from './modules/auth';
import { createPasswordResetService } from './modules/auth';
import { createOidcService } from './modules/auth';
import {
  createBoardAdminService,
  createBoardConsoleService,
  createBoardsService,
  createColumnConsoleService,
} from './modules/boards';
import {
  createConsolePeopleService,
  createConsoleService,
  createConsoleSettingsService,
} from './modules/console';
import {
  createConsoleWalk,
  createItemsBulkService,
  createItemsConsoleService,
  createItemsService,
} from './modules/items';
import {
  createDigest,
  createNotificationMailer,
  createNotificationTriggers,
  createNotificationsService,
} from './modules/notifications';
import { createMailService, type OutboxOptions } from './modules/mail';
import { createLiveService, liveSubscriber } from './modules/live';
import { type SchedulerOptions, createScheduler } from './modules/jobs';
import { createPeopleService } from './modules/people';
import { createFeedbackService } from './modules/feedback';
import { createFilesService } from './modules/files';
import { createLifecycle } from './modules/health';
import { createRateLimitService } from './modules/rate-limits';
import { createTenantsService } from './modules/tenants';
import { createCsvExportService } from './modules/transfer';
import { createCsvImportService } from './modules/transfer';
import { createTenantExportService } from './modules/transfer';
import { createTenantImportService } from './modules/transfer';
import { createUsersService } from './modules/users';
import { createUpdatesService } from './modules/updates';
import { type JobOptions, registerJobs } from './jobs';

/** Every service, wired once from the context. Routes and the CLI use the same instances. */
export interface ServiceOptions {
  outbox?: OutboxOptions;
  /** The scheduler's settings and the prune jobs' batch size (tests pass their own clock). */
  scheduler?: Omit<SchedulerOptions, 'log'> & JobOptions;
}

export const createServices = (ctx: AppContext, options: ServiceOptions = {}) => {
  const files = createFilesService(ctx);
  const mail = createMailService(ctx, { files, log: ctx.log, outbox: options.outbox });
  const activity = createActivityService(ctx);
  const notificationMailer = createNotificationMailer(ctx, mail);
  const notify = createNotificationTriggers(ctx, { mailer: notificationMailer });
  // The one change pipeline (docs/decisions.md): every write emits its events here, in its transaction,
  // and these subscribers hear them there, in this order. A new consumer of changes subscribes here.
  const changes = createChangePipeline(ctx.db.kysely);
  changes.subscribe(activity.subscriber);
  changes.subscribe(notify.subscriber);
  changes.subscribe(liveSubscriber);
  const rateLimits = createRateLimitService(ctx);
  const tenants = createTenantsService(ctx, { files });
  const people = createPeopleService(ctx, { files });
  // One bulk writer of items: board changes re-render through it, imports write through it.
  const bulk = createItemsBulkService(ctx);
  const boards = createBoardsService(ctx, { people, bulk });
  const items = createItemsService(ctx, { boards, files, bulk, changes });
  const itemsConsole = createItemsConsoleService(ctx, { boards, items, bulk, files, changes });
  const boardAdmin = createBoardAdminService(ctx, { boards, bulk });
  const boardConsole = createBoardConsoleService(ctx, { boards, admin: boardAdmin, changes });
  const columnConsole = createColumnConsoleService(ctx, { admin: boardAdmin, bulk, changes });
  const csvImport = createCsvImportService(ctx, { boards, people, bulk, changes });
  const csvExport = createCsvExportService({ walk: createConsoleWalk(ctx, { boards }), people });
  const tenantExport = createTenantExportService(ctx);
  const tenantImport = createTenantImportService(ctx, { tenants, bulk, changes });
  const users = createUsersService(ctx, {
    files,
    rateLimits,
    boardsOf: boards.boardsOf,
    onUserCreated: async (tenant, user) => {
      await boards.onUserCreated(tenant, user);
      if (user.status === 'pending')
        await changes.emit(ctx.db.kysely, {
          tenantId: tenant.id,
          by: { kind: 'client', id: user.id, name: user.name || user.email },
          events: [
            { type: 'account.signedUp', account: { id: user.id, name: user.name, email: user.email } },
          ],
        });
    },
    revokeSessions: (tenantId, userId, keepSessionId) =>
      revokeUserSessions(ctx.db.kysely, tenantId, userId, keepSessionId),
  });
  const auth = createAuthService(ctx, { tenants, users, rateLimits });
  const passwordReset = createPasswordResetService(ctx, { tenants, rateLimits, mail, auth });
  const oidc = createOidcService(ctx, { auth, users, tenants, rateLimits });
  const feedback = createFeedbackService(ctx, { rateLimits });
  const live = createLiveService(ctx, {
    auth,
    boards,
    warn: (message, error) => ctx.log.warn({ err: error }, message),
  });
  const staffConsole = createConsoleService(ctx, { users, auth, files, changes, activity, passwordReset });
  const consoleSettings = createConsoleSettingsService(ctx, {
    tenants,
    files,
    console: staffConsole,
    boardAccess: boardAdmin,
    changes,
  });
  const updates = createUpdatesService(ctx, { boards, files, changes });
  const consolePeople = createConsolePeopleService(ctx, { files, flushSearch: bulk.flushSearch, changes });
  const notifications = createNotificationsService(ctx, { boards, changes });
  const digest = createDigest(ctx, { mailer: notificationMailer });
  // The jobs of the installation; the server starts the scheduler (src/server.ts), the CLI never does.
  const { batchSize, ...schedulerOptions } = options.scheduler ?? {};
  const scheduler = createScheduler(ctx, { log: ctx.log, ...schedulerOptions });
  const authHousekeeping = createAuthHousekeeping(ctx);
  registerJobs(
    scheduler,
    ctx,
    { digest, auth: authHousekeeping, live, rateLimits, changes, items: bulk },
    { batchSize },
  );
  // Draining or not (shutdown.ts sets it; the health checks and the Connection header read it).
  const lifecycle = createLifecycle();
  return {
    files,
    changes,
    notifications,
    digest,
    scheduler,
    mail,
    passwordReset,
    activity,
    rateLimits,
    tenants,
    users,
    auth,
    oidc,
    feedback,
    live,
    people,
    boards,
    items,
    bulk,
    boardAdmin,
    boardConsole,
    columnConsole,
    itemsConsole,
    csvImport,
    csvExport,
    tenantExport,
    tenantImport,
    console: staffConsole,
    consoleSettings,
    consolePeople,
    updates,
    lifecycle,
  };
};

export type Services = ReturnType<typeof createServices>;
