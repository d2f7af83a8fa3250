import {
  type ClientBoard,
  type PortalSettings,
  type UpdatePortalSettingsRequest,
  settingsMessages,
} from '@portico/contract';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import type { ActivityActor, ActivityService } from '../activity';
import type { FilesService } from '../files/files.service';
import type { Tenant } from '../tenants/tenants.repository';
import type { TenantsService } from '../tenants/tenants.service';
import { listBoardsWithGrant, replaceGrants } from './console.repository';
import type { ConsoleService } from './console.service';

export interface ConsoleSettingsDeps {
  tenants: TenantsService;
  files: FilesService;
  console: Pick<ConsoleService, 'requireClient'>;
  activity: ActivityService;
}

/** The settings as the activity record names them and shows their values. */
const SETTING_NAMES: Record<keyof UpdatePortalSettingsRequest, string> = {
  name: 'Portal name',
  description: 'Description',
  signupMethod: 'Signup',
  allowNewValueCreation: 'Clients may add labels',
  allowUsersToCreateNewItems: 'Clients may add items',
  filterItemsByEmail: 'Only items assigned to them (default)',
  grantAllBoards: 'New clients see every board',
};
const settingText = (value: unknown) => (typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value));

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

    async setClientBoards(
      tenant: Tenant,
      userId: string,
      boardIds: string[],
      by: ActivityActor,
    ): Promise<ClientBoard[]> {
      const client = await deps.console.requireClient(tenant, userId);
      const names = (boards: ClientBoard[]) =>
        boards
          .filter((b) => b.granted)
          .map((b) => b.name)
          .join(', ');
      const before = await listBoardsWithGrant(db.kysely, tenant.id, client.id);
      if (!(await replaceGrants(db.kysely, tenant.id, client.id, boardIds, nowIso())))
        throw notFound(settingsMessages.unknownBoards);
      const after = await listBoardsWithGrant(db.kysely, tenant.id, client.id);
      if (names(before) !== names(after))
        await deps.activity.record(tenant.id, by, [
          {
            subject: 'client',
            action: 'boardsChanged',
            subjectId: client.id,
            subjectName: `${client.name} <${client.email}>`,
            field: 'Boards',
            oldValue: names(before) || 'None',
            newValue: names(after) || 'None',
          },
        ]);
      return after;
    },

    settings: settingsOf,

    async update(
      tenant: Tenant,
      change: UpdatePortalSettingsRequest,
      by: ActivityActor,
    ): Promise<PortalSettings> {
      const before = settingsOf(tenant);
      const after = settingsOf(await deps.tenants.update(tenant, change));
      const changed = (Object.keys(SETTING_NAMES) as Array<keyof UpdatePortalSettingsRequest>).filter(
        (key) => change[key] !== undefined && before[key] !== after[key],
      );
      await deps.activity.record(
        tenant.id,
        by,
        changed.map((key) => ({
          subject: 'settings',
          action: 'updated',
          subjectId: null,
          subjectName: after.name,
          field: SETTING_NAMES[key],
          oldValue: settingText(before[key]),
          newValue: settingText(after[key]),
        })),
      );
      return after;
    },

    async useLogo(tenant: Tenant, fileId: string | null, by: ActivityActor): Promise<PortalSettings> {
      const had = tenant.logoFileId !== null;
      const after = settingsOf(await deps.tenants.useLogo(tenant, fileId));
      await deps.activity.record(tenant.id, by, [
        {
          subject: 'settings',
          action: 'updated',
          subjectId: null,
          subjectName: after.name,
          field: 'Logo',
          oldValue: had ? 'A logo' : 'None',
          newValue: fileId ? 'A new logo' : 'None',
        },
      ]);
      return after;
    },
  };
};

export type ConsoleSettingsService = ReturnType<typeof createConsoleSettingsService>;
