import type { AppContext } from './context';
import { createActivityService } from './modules/activity';
import { createAuthService } from './modules/auth/auth.service';
import { createOidcService } from './modules/auth/oidc.service';
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
import { createLiveService } from './modules/live';
import { createPeopleService } from './modules/people';
import { createFeedbackService } from './modules/feedback/feedback.service';
import { createFilesService } from './modules/files/files.service';
import { createRateLimitService } from './modules/rate-limits/rate-limits.service';
import { createTenantsService } from './modules/tenants/tenants.service';
import { createCsvExportService } from './modules/transfer/csv-export.service';
import { createCsvImportService } from './modules/transfer/csv-import.service';
import { createTenantExportService } from './modules/transfer/tenant-export.service';
import { createTenantImportService } from './modules/transfer/tenant-import.service';
import { createUsersService } from './modules/users/users.service';

/** Every service, wired once from the context. Routes and the CLI use the same instances. */
export const createServices = (ctx: AppContext) => {
  const files = createFilesService(ctx);
  const activity = createActivityService(ctx);
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
  const csvImport = createCsvImportService(ctx, { boards, people, bulk });
  const csvExport = createCsvExportService({ walk: createConsoleWalk(ctx, { boards }), people });
  const tenantExport = createTenantExportService(ctx);
  const tenantImport = createTenantImportService(ctx, { tenants, bulk });
  const users = createUsersService(ctx, {
    files,
    rateLimits,
    boardsOf: boards.boardsOf,
    onUserCreated: boards.onUserCreated,
  });
  const auth = createAuthService(ctx, { tenants, users, rateLimits });
  const oidc = createOidcService(ctx, { auth, users, tenants, rateLimits });
  const feedback = createFeedbackService(ctx, { rateLimits });
  const live = createLiveService(ctx, {
    auth,
    boards,
    warn: (message, error) => console.warn(message, error instanceof Error ? error.message : ''),
  });
  const staffConsole = createConsoleService(ctx, { users, auth, files, activity });
  const consoleSettings = createConsoleSettingsService(ctx, {
    tenants,
    files,
    console: staffConsole,
    activity,
  });
  const consolePeople = createConsolePeopleService(ctx, { files, flushSearch: bulk.flushSearch, activity });
  return {
    files,
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
  };
};

export type Services = ReturnType<typeof createServices>;
