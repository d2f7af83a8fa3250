import {
  type ClientBoard,
  LANGUAGE_NAMES,
  type Language,
  type PortalSettings,
  type UpdatePortalSettingsRequest,
  settingsMessages,
} from '@portico/contract';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import type { ActivityActor } from '../activity';
import type { Change, ChangePipeline } from '../changes';
import type { BoardAdminService } from '../boards';
import type { FilesService } from '../files';
import type { Account } from '../../domain/account';
import type { Tenant } from '../../domain/tenant';
import type { TenantSettings, TenantsService } from '../tenants';
import { listBoardsWithGrant, replaceGrants } from './console.repository';
import type { ConsoleService } from './console.service';

export interface ConsoleSettingsDeps {
  tenants: TenantsService;
  files: FilesService;
  console: Pick<ConsoleService, 'requireClient'>;
  /** Grants and revokes one board (the CLI's `board grant` and `board revoke`). */
  boardAccess: Pick<BoardAdminService, 'grant' | 'revoke'>;
  changes: ChangePipeline;
}

/**
 * The settings as the activity record names them and shows their values. The subscription is the
 * operator's (the CLI's `tenant update`); the console changes the others (UpdatePortalSettingsRequest).
 */
const SETTING_NAMES: Record<keyof TenantSettings, string> = {
  name: 'Portal name',
  description: 'Description',
  signupMethod: 'Signup',
  allowNewValueCreation: 'Clients may add labels',
  allowUsersToCreateNewItems: 'Clients may add items',
  filterItemsByEmail: 'Only items assigned to them (default)',
  grantAllBoards: 'New clients see every board',
  language: 'Language',
  browserLanguage: 'Sign-in page in the browser’s language',
  subscriptionStatus: 'Subscription status',
  subscriptionPlan: 'Subscription plan',
};
const settingText = (key: keyof TenantSettings, value: unknown) =>
  key === 'language'
    ? `${LANGUAGE_NAMES[value as Language]} (${String(value)})`
    : typeof value === 'boolean'
      ? value
        ? 'Yes'
        : 'No'
      : String(value);

/** Which boards a client may open, and the portal's settings and branding (docs/decisions.md). */
export const createConsoleSettingsService = (ctx: AppContext, deps: ConsoleSettingsDeps) => {
  const { db } = ctx;

  /** A change of the portal's settings or a client's boards: what only the record keeps. */
  const record = (tenantId: string, by: ActivityActor, changes: Change[]) =>
    deps.changes.emit(db.kysely, { tenantId, by, events: [{ type: 'tenant.changed', changes }] });

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
    language: tenant.language,
    browserLanguage: tenant.browserLanguage,
    subscriptionPlan: tenant.subscriptionPlan,
    subscriptionStatus: tenant.subscriptionStatus,
  });

  /** A client's boards before and after a change, as one entry (nothing when the names are the same). */
  const recordBoards = async (
    tenant: Tenant,
    by: ActivityActor,
    client: Account,
    before: ClientBoard[],
    after: ClientBoard[],
  ) => {
    const names = (boards: ClientBoard[]) =>
      boards
        .filter((b) => b.granted)
        .map((b) => b.name)
        .join(', ');
    if (names(before) === names(after)) return;
    await record(tenant.id, by, [
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
  };

  const useLogo = async (tenant: Tenant, fileId: string | null, by: ActivityActor) => {
    const had = tenant.logoFileId !== null;
    const after = settingsOf(await deps.tenants.useLogo(tenant, fileId));
    await record(tenant.id, by, [
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
  };

  return {
    /** A new tenant (the CLI), whose record starts with its creation. */
    async createPortal(
      slug: string,
      settings: Partial<TenantSettings> & { name: string },
      by: ActivityActor,
    ): Promise<Tenant> {
      const tenant = await deps.tenants.create(slug, settings);
      await record(tenant.id, by, [
        { subject: 'settings', action: 'created', subjectId: null, subjectName: tenant.name },
      ]);
      return tenant;
    },

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
      const before = await listBoardsWithGrant(db.kysely, tenant.id, client.id);
      if (!(await replaceGrants(db.kysely, tenant.id, client.id, boardIds, nowIso())))
        throw notFound(settingsMessages.unknownBoards);
      const after = await listBoardsWithGrant(db.kysely, tenant.id, client.id);
      await recordBoards(tenant, by, client, before, after);
      return after;
    },

    /** Grants (or revokes) one board to a client; false when they could (or could not) see it already. */
    async setBoardAccess(
      tenant: Tenant,
      userId: string,
      boardId: string,
      granted: boolean,
      by: ActivityActor,
    ): Promise<boolean> {
      const client = await deps.console.requireClient(tenant, userId);
      const before = await listBoardsWithGrant(db.kysely, tenant.id, client.id);
      const change = granted ? deps.boardAccess.grant : deps.boardAccess.revoke;
      if (!(await change(tenant.id, boardId, client.id))) return false;
      const after = before.map((b) => (b.id === boardId ? { ...b, granted } : b));
      await recordBoards(tenant, by, client, before, after);
      return true;
    },

    settings: settingsOf,

    async update(
      tenant: Tenant,
      change: UpdatePortalSettingsRequest | Partial<TenantSettings>,
      by: ActivityActor,
    ): Promise<PortalSettings> {
      const before = settingsOf(tenant);
      const after = settingsOf(await deps.tenants.update(tenant, change));
      const changed = (Object.keys(SETTING_NAMES) as Array<keyof TenantSettings>).filter(
        (key) => (change as Partial<TenantSettings>)[key] !== undefined && before[key] !== after[key],
      );
      await record(
        tenant.id,
        by,
        changed.map((key) => ({
          subject: 'settings',
          action: 'updated',
          subjectId: null,
          subjectName: after.name,
          field: SETTING_NAMES[key],
          oldValue: settingText(key, before[key]),
          newValue: settingText(key, after[key]),
        })),
      );
      return after;
    },

    useLogo,

    /** A logo from an image file (the CLI; the console's arrives as an upload, then `useLogo`). */
    async storeLogo(tenant: Tenant, filename: string, stream: Readable, by: ActivityActor) {
      const file = await deps.files.storeUpload({
        tenantId: tenant.id,
        createdBy: null,
        kind: 'logo',
        filename,
        stream,
        accept: 'image',
      });
      return useLogo(tenant, file.id, by);
    },
  };
};

export type ConsoleSettingsService = ReturnType<typeof createConsoleSettingsService>;
