import {
  type ClientBoard,
  type PortalSettings,
  type UpdatePortalSettingsRequest,
  settingsMessages,
} from '@portico/contract';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import type { FilesService } from '../files/files.service';
import type { Tenant } from '../tenants/tenants.repository';
import type { TenantsService } from '../tenants/tenants.service';
import { listBoardsWithGrant, replaceGrants } from './console.repository';
import type { ConsoleService } from './console.service';

export interface ConsoleSettingsDeps {
  tenants: TenantsService;
  files: FilesService;
  console: Pick<ConsoleService, 'requireClient'>;
}

/** Which boards a client may open, and the portal's settings and branding (docs/decisions.md). */
export const createConsoleSettingsService = (ctx: AppContext, deps: ConsoleSettingsDeps) => {
  const { db } = ctx;

  const settingsOf = (tenant: Tenant): PortalSettings => ({
    slug: tenant.slug,
    name: tenant.name,
    description: tenant.description,
    logo: tenant.logoFileId ? deps.files.url(tenant.id, tenant.logoFileId, 'logo') : null,
    signupMethod: tenant.signupMethod,
    allowNewValueCreation: tenant.allowNewValueCreation,
    allowUsersToCreateNewItems: tenant.allowUsersToCreateNewItems,
    filterItemsByEmail: tenant.filterItemsByEmail,
    grantAllBoards: tenant.grantAllBoards,
    subscriptionPlan: tenant.subscriptionPlan,
    subscriptionStatus: tenant.subscriptionStatus,
  });

  return {
    async clientBoards(tenant: Tenant, userId: string): Promise<ClientBoard[]> {
      const client = await deps.console.requireClient(tenant, userId);
      return listBoardsWithGrant(db.kysely, tenant.id, client.id);
    },

    async setClientBoards(tenant: Tenant, userId: string, boardIds: string[]): Promise<ClientBoard[]> {
      const client = await deps.console.requireClient(tenant, userId);
      if (!(await replaceGrants(db.kysely, tenant.id, client.id, boardIds, nowIso())))
        throw notFound(settingsMessages.unknownBoards);
      return listBoardsWithGrant(db.kysely, tenant.id, client.id);
    },

    settings: settingsOf,

    async update(tenant: Tenant, change: UpdatePortalSettingsRequest): Promise<PortalSettings> {
      return settingsOf(await deps.tenants.update(tenant, change));
    },

    async useLogo(tenant: Tenant, fileId: string | null): Promise<PortalSettings> {
      return settingsOf(await deps.tenants.useLogo(tenant, fileId));
    },
  };
};

export type ConsoleSettingsService = ReturnType<typeof createConsoleSettingsService>;
