import type { AppContext } from './context';
import { createAuthService } from './modules/auth/auth.service';
import { createOidcService } from './modules/auth/oidc.service';
import { createBoardAdminService } from './modules/boards/board-admin.service';
import { createBoardsService } from './modules/boards/boards.service';
import { createItemsService } from './modules/boards/items.service';
import { createPeopleService } from './modules/boards/people.service';
import { createFeedbackService } from './modules/feedback/feedback.service';
import { createFilesService } from './modules/files/files.service';
import { createRateLimitService } from './modules/rate-limits/rate-limits.service';
import { createTenantsService } from './modules/tenants/tenants.service';
import { createCsvImportService } from './modules/transfer/csv-import.service';
import { createTenantExportService } from './modules/transfer/tenant-export.service';
import { createTenantImportService } from './modules/transfer/tenant-import.service';
import { createUsersService } from './modules/users/users.service';

/** Every service, wired once from the context. Routes and the CLI use the same instances. */
export const createServices = (ctx: AppContext) => {
  const files = createFilesService(ctx);
  const rateLimits = createRateLimitService(ctx);
  const tenants = createTenantsService(ctx, { files });
  const people = createPeopleService(ctx, { files });
  const boards = createBoardsService(ctx, { people });
  const items = createItemsService(ctx, { boards, files });
  const boardAdmin = createBoardAdminService(ctx, { boards });
  const csvImport = createCsvImportService(ctx, { boards, people });
  const tenantExport = createTenantExportService(ctx);
  const tenantImport = createTenantImportService(ctx, { tenants });
  const users = createUsersService(ctx, {
    files,
    rateLimits,
    boardsOf: boards.boardsOf,
    onUserCreated: boards.onUserCreated,
  });
  const auth = createAuthService(ctx, { tenants, users, rateLimits });
  const oidc = createOidcService(ctx, { auth, users, tenants, rateLimits });
  const feedback = createFeedbackService(ctx, { rateLimits });
  return {
    files,
    rateLimits,
    tenants,
    users,
    auth,
    oidc,
    feedback,
    people,
    boards,
    items,
    boardAdmin,
    csvImport,
    tenantExport,
    tenantImport,
  };
};

export type Services = ReturnType<typeof createServices>;
