import { richTextToPlain } from '@portico/contract';
import type { AppContext } from './context';
import { createActivityService } from './modules/activity';
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
import { createLiveService } from './modules/live';
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
  // Notifications hear of item changes through the activity record, in the changes' transactions.
  const notificationMailer = createNotificationMailer(ctx, mail);
  const notify = createNotificationTriggers(ctx, { mailer: notificationMailer });
  activity.onRecorded(notify.fromActivity);
  const rateLimits = createRateLimitService(ctx);
  const tenants = createTenantsService(ctx, { files });
  const people = createPeopleService(ctx, { files });
  // One bulk writer of items: board changes re-render through it, imports write through it.
  const bulk = createItemsBulkService(ctx);
  const boards = createBoardsService(ctx, { people, bulk });
  const items = createItemsService(ctx, { boards, files, bulk, activity });
  const itemsConsole = createItemsConsoleService(ctx, { boards, items, bulk, files, activity });
  const boardAdmin = createBoardAdminService(ctx, { boards, bulk });
  const boardConsole = createBoardConsoleService(ctx, { boards, admin: boardAdmin, activity });
  const columnConsole = createColumnConsoleService(ctx, { admin: boardAdmin, bulk, activity });
  const csvImport = createCsvImportService(ctx, { boards, people, bulk, activity });
  const csvExport = createCsvExportService({ walk: createConsoleWalk(ctx, { boards }), people });
  const tenantExport = createTenantExportService(ctx);
  const tenantImport = createTenantImportService(ctx, { tenants, bulk, activity });
  const users = createUsersService(ctx, {
    files,
    rateLimits,
    boardsOf: boards.boardsOf,
    onUserCreated: async (tenant, user) => {
      await boards.onUserCreated(tenant, user);
      if (user.status === 'pending') await notify.signupPending(tenant, user);
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
  const staffConsole = createConsoleService(ctx, { users, auth, files, activity, notify, passwordReset });
  const consoleSettings = createConsoleSettingsService(ctx, {
    tenants,
    files,
    console: staffConsole,
    boardAccess: boardAdmin,
    activity,
  });
  const updates = createUpdatesService(ctx, { boards, files, activity });
  // A posted update tells whom it concerns, in the transaction that writes it.
  updates.onUpdatePosted((e) =>
    notify.updatePosted(e.executor, {
      tenant: e.tenant,
      by: e.author,
      boardId: e.board.id,
      itemId: e.item.id,
      itemName: e.item.name,
      updateId: e.updateId,
      text: richTextToPlain(e.body),
      internal: e.internal,
      mentionedIds: e.mentionedUserIds,
    }),
  );
  const consolePeople = createConsolePeopleService(ctx, { files, flushSearch: bulk.flushSearch, activity });
  const notifications = createNotificationsService(ctx, { boards });
  const digest = createDigest(ctx, { mailer: notificationMailer });
  // The jobs of the installation; the server starts the scheduler (src/server.ts), the CLI never does.
  const { batchSize, ...schedulerOptions } = options.scheduler ?? {};
  const scheduler = createScheduler(ctx, { log: ctx.log, ...schedulerOptions });
  const authHousekeeping = createAuthHousekeeping(ctx);
  registerJobs(scheduler, ctx, { digest, auth: authHousekeeping, live, rateLimits }, { batchSize });
  // Draining or not (shutdown.ts sets it; the health checks and the Connection header read it).
  const lifecycle = createLifecycle();
  return {
    files,
    notify,
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
