import type { Readable } from 'node:stream';
import {
  DEFAULT_LANGUAGE,
  type Language,
  type SignupMethod,
  type TenantPublic,
  languageSchema,
  serverMessages,
  slugSchema,
  signupMethodSchema,
} from '@portico/contract';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { nowIso } from '../../lib/time';
import type { FilesService } from '../files';
import {
  findTenantById,
  findTenantBySlug,
  insertTenant,
  listTenants,
  type Tenant,
  type TenantRow,
  updateTenant,
} from './tenants.repository';
import { toTenant } from '../../domain/tenant';

export interface TenantSettings {
  name: string;
  description: string;
  signupMethod: SignupMethod;
  subscriptionStatus: string;
  subscriptionPlan: string;
  allowUsersToCreateNewItems: boolean;
  allowNewValueCreation: boolean;
  filterItemsByEmail: boolean;
  grantAllBoards: boolean;
  /** The default language (issue 26). */
  language: Language;
  /** Whether the login page follows the visitor's browser language rather than `language`. */
  browserLanguage: boolean;
}

export const DEFAULT_TENANT_SETTINGS: Omit<TenantSettings, 'name'> = {
  description: '',
  signupMethod: 'signup-with-admin-approval',
  subscriptionStatus: 'valid',
  subscriptionPlan: 'Pro',
  allowUsersToCreateNewItems: true,
  allowNewValueCreation: true,
  filterItemsByEmail: false,
  grantAllBoards: true,
  language: DEFAULT_LANGUAGE,
  browserLanguage: false,
};

const toRowPatch = (s: Partial<TenantSettings>) => ({
  ...(s.name !== undefined && { name: s.name }),
  ...(s.description !== undefined && { description: s.description }),
  ...(s.signupMethod !== undefined && { signup_method: signupMethodSchema.parse(s.signupMethod) }),
  ...(s.subscriptionStatus !== undefined && { subscription_status: s.subscriptionStatus }),
  ...(s.subscriptionPlan !== undefined && { subscription_plan: s.subscriptionPlan }),
  ...(s.allowUsersToCreateNewItems !== undefined && {
    allow_users_to_create_new_items: s.allowUsersToCreateNewItems ? (1 as const) : (0 as const),
  }),
  ...(s.allowNewValueCreation !== undefined && {
    allow_new_value_creation: s.allowNewValueCreation ? (1 as const) : (0 as const),
  }),
  ...(s.filterItemsByEmail !== undefined && {
    filter_items_by_email: s.filterItemsByEmail ? (1 as const) : (0 as const),
  }),
  ...(s.grantAllBoards !== undefined && { grant_all_boards: s.grantAllBoards ? (1 as const) : (0 as const) }),
  ...(s.language !== undefined && { language: languageSchema.parse(s.language) }),
  ...(s.browserLanguage !== undefined && {
    browser_language: s.browserLanguage ? (1 as const) : (0 as const),
  }),
});

export const createTenantsService = (ctx: AppContext, deps: { files: FilesService }) => {
  const { db } = ctx;

  return {
    findBySlug: (slug: string) => findTenantBySlug(db.kysely, slug),
    findById: (id: string) => findTenantById(db.kysely, id),
    list: () => listTenants(db.kysely),

    async requireBySlug(slug: string): Promise<Tenant> {
      const tenant = await findTenantBySlug(db.kysely, slug);
      if (!tenant) throw notFound(serverMessages.tenantNotFound);
      return tenant;
    },

    /** Bodies and queries carry the slug too; it must be the host's (§3 payloads). */
    assertSlug(tenant: Tenant, slug: string | undefined): void {
      if (slug !== undefined && slug.toLowerCase() !== tenant.slug)
        throw notFound(serverMessages.slugMismatch);
    },

    publicInfo(tenant: Tenant): TenantPublic {
      return {
        slug: tenant.slug,
        name: tenant.name,
        logo: tenant.logoFileId ? deps.files.url(tenant.id, tenant.logoFileId, 'logo') : null,
        description: tenant.description,
        signupMethod: tenant.signupMethod,
        subscriptionStatus: tenant.subscriptionStatus,
        oidcEnabled: ctx.config.oidc !== null,
        language: tenant.language,
        browserLanguage: tenant.browserLanguage,
      };
    },

    async create(slug: string, settings: Partial<TenantSettings> & { name: string }): Promise<Tenant> {
      const parsedSlug = slugSchema.safeParse(slug);
      if (!parsedSlug.success)
        throw badRequest(`Invalid slug "${slug}": use lowercase letters, digits and dashes.`);
      if (await findTenantBySlug(db.kysely, parsedSlug.data))
        throw conflict(`Tenant "${parsedSlug.data}" already exists.`);
      const now = nowIso();
      const s = { ...DEFAULT_TENANT_SETTINGS, ...settings };
      const row: TenantRow = {
        id: newId(),
        slug: parsedSlug.data,
        logo_file_id: null,
        created_at: now,
        updated_at: now,
        ...(toRowPatch(s) as Required<ReturnType<typeof toRowPatch>>),
      };
      await insertTenant(db.kysely, row);
      return toTenant(row);
    },

    async update(tenant: Tenant, settings: Partial<TenantSettings>): Promise<Tenant> {
      await updateTenant(db.kysely, tenant.id, { ...toRowPatch(settings), updated_at: nowIso() });
      return (await findTenantById(db.kysely, tenant.id)) as Tenant;
    },

    async setLogo(tenant: Tenant, filename: string, stream: Readable): Promise<Tenant> {
      const file = await deps.files.storeUpload({
        tenantId: tenant.id,
        createdBy: null,
        kind: 'logo',
        filename,
        stream,
        accept: 'image',
      });
      return this.useLogo(tenant, file.id);
    },

    /** Makes a stored image the logo (null: no logo); the previous logo's file is discarded. */
    async useLogo(tenant: Tenant, fileId: string | null): Promise<Tenant> {
      const previous = tenant.logoFileId;
      await updateTenant(db.kysely, tenant.id, { logo_file_id: fileId, updated_at: nowIso() });
      if (previous && previous !== fileId) await deps.files.discard(tenant.id, previous);
      return (await findTenantById(db.kysely, tenant.id)) as Tenant;
    },
  };
};

export type TenantsService = ReturnType<typeof createTenantsService>;
export type { Tenant };
