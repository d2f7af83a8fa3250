import {
  type ConsoleClient,
  type ConsoleOverview,
  type InviteRequest,
  type InviteStaffRequest,
  type ListClientsQuery,
  MAX_CONSOLE_CLIENTS,
  type SignInLink,
  type StaffMember,
  type StaffRole,
  type UpdateClientRequest,
  consoleMessages,
} from '@portico/contract';
import type { AppContext } from '../../context';
import type { UserStatus, UsersTable } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { generatePassword } from '../../lib/passwords';
import { nowIso } from '../../lib/time';
import type { AuthService } from '../auth/auth.service';
import type { FilesService } from '../files/files.service';
import { type StaffActor, isStaff } from '../policy/policy';
import type { Tenant } from '../tenants/tenants.repository';
import type { UsersService } from '../users/users.service';
import { type Account, findUserById } from '../users/users.repository';
import {
  countGrants,
  countOtherAdmins,
  countTenant,
  deleteAccount,
  listClientRows,
  listPendingClientRows,
  listStaffRows,
  setRole,
} from './console.repository';
import { createConsolePresenter } from './console.present';

export interface ConsoleDeps {
  users: UsersService;
  auth: Pick<AuthService, 'createLoginLink'>;
  files: FilesService;
}

const rowOf = (account: Account): UsersTable => ({
  id: account.id,
  tenant_id: account.tenantId,
  email: account.email,
  name: account.name,
  password_hash: account.passwordHash,
  status: account.status,
  avatar_file_id: account.avatarFileId,
  filter_items_by_email: account.filterItemsByEmail === null ? null : account.filterItemsByEmail ? 1 : 0,
  role: account.role,
  created_at: account.createdAt,
  updated_at: account.updatedAt,
});

/**
 * The console's clients, staff and overview (docs/decisions.md, "Staff and the console"). Callers have
 * authorized the actor (policy `authorizeConsole`); the CLI calls the same functions as the operator.
 * Rules live here once: the last administrator, who may be approved, who may get a sign-in link.
 */
export const createConsoleService = (ctx: AppContext, deps: ConsoleDeps) => {
  const { db } = ctx;
  const present = createConsolePresenter(deps.files);

  const presentClients = async (tenant: Tenant, rows: UsersTable[]): Promise<ConsoleClient[]> => {
    const grants = await countGrants(
      db.kysely,
      tenant.id,
      rows.map((r) => r.id),
    );
    return rows.map((r) => present.client(tenant, r, grants.get(r.id) ?? 0));
  };
  const presentClient = async (tenant: Tenant, account: Account) =>
    (await presentClients(tenant, [rowOf(account)]))[0] as ConsoleClient;

  /** A client of the tenant (404 for staff, other tenants' and unknown ids alike). */
  const requireClient = async (tenant: Tenant, userId: string): Promise<Account> => {
    const account = await findUserById(db.kysely, tenant.id, userId);
    if (!account || isStaff(account)) throw notFound(consoleMessages.clientNotFound);
    return account;
  };

  const requireStaff = async (tenant: Tenant, userId: string): Promise<Account> => {
    const account = await findUserById(db.kysely, tenant.id, userId);
    if (!account || !isStaff(account)) throw notFound(consoleMessages.staffNotFound);
    return account;
  };

  const signInLink = async (tenant: Tenant, account: Account): Promise<SignInLink> => {
    if (account.status !== 'active') throw badRequest(consoleMessages.cannotSignIn(account.status));
    return deps.auth.createLoginLink(tenant, account);
  };

  const createAccount = async (tenant: Tenant, input: InviteRequest, role: Account['role']) => {
    if (await deps.users.findByEmail(tenant, input.email))
      throw conflict(consoleMessages.emailTaken(input.email.trim().toLowerCase()));
    try {
      return await deps.users.create(tenant, { ...input, password: null, status: 'active', role });
    } catch (error) {
      // Created concurrently: the users service answers with its own conflict; say it in console words.
      if (await deps.users.findByEmail(tenant, input.email))
        throw conflict(consoleMessages.emailTaken(input.email.trim().toLowerCase()));
      throw error;
    }
  };

  /** The last active administrator may be neither demoted nor removed. */
  const keepAnAdmin = async (tenant: Tenant, account: Account) => {
    if (account.role === 'admin' && (await countOtherAdmins(db.kysely, tenant.id, account.id)) === 0)
      throw conflict(consoleMessages.lastAdmin);
  };

  return {
    requireClient,

    async overview(tenant: Tenant): Promise<ConsoleOverview> {
      const [counts, pending] = await Promise.all([
        countTenant(db.kysely, tenant.id),
        listPendingClientRows(db.kysely, tenant.id, 10),
      ]);
      return {
        counts,
        pending: await presentClients(tenant, pending),
        subscriptionPlan: tenant.subscriptionPlan,
        subscriptionStatus: tenant.subscriptionStatus,
      };
    },

    async listClients(tenant: Tenant, query: ListClientsQuery) {
      const { rows, total } = await listClientRows(db.kysely, tenant.id, {
        search: query.search || undefined,
        status: query.status,
        limit: MAX_CONSOLE_CLIENTS,
      });
      return { clients: await presentClients(tenant, rows), total };
    },

    async inviteClient(tenant: Tenant, input: InviteRequest) {
      const account = await createAccount(tenant, input, 'client');
      return { client: await presentClient(tenant, account), signInLink: await signInLink(tenant, account) };
    },

    async approve(tenant: Tenant, userId: string): Promise<ConsoleClient> {
      const account = await requireClient(tenant, userId);
      if (account.status !== 'pending') throw conflict(consoleMessages.notPending);
      await deps.users.setStatus(tenant, account, 'active');
      return presentClient(tenant, { ...account, status: 'active' });
    },

    async reject(tenant: Tenant, userId: string): Promise<void> {
      const account = await requireClient(tenant, userId);
      if (account.status !== 'pending') throw conflict(consoleMessages.notPending);
      // Only while still pending: an approval that won the race is not undone.
      if (!(await deleteAccount(db.kysely, tenant.id, account.id, 'pending')))
        throw conflict(consoleMessages.notPending);
    },

    async updateClient(tenant: Tenant, userId: string, change: UpdateClientRequest): Promise<ConsoleClient> {
      let account = await requireClient(tenant, userId);
      if (change.status && change.status !== account.status) {
        if (account.status === 'pending') throw conflict(consoleMessages.notPending);
        await deps.users.setStatus(tenant, account, change.status as UserStatus);
        account = { ...account, status: change.status };
      }
      if (change.filterItemsByEmail !== undefined) {
        await deps.users.setFilterItemsByEmail(tenant, account, change.filterItemsByEmail);
        account = { ...account, filterItemsByEmail: change.filterItemsByEmail };
      }
      return presentClient(tenant, account);
    },

    async clientSignInLink(tenant: Tenant, userId: string): Promise<SignInLink> {
      return signInLink(tenant, await requireClient(tenant, userId));
    },

    /** A generated password, shown once; every session of the client ends. */
    async resetClientPassword(tenant: Tenant, userId: string): Promise<string> {
      const account = await requireClient(tenant, userId);
      const password = generatePassword();
      await deps.users.resetPassword(tenant, account, password);
      return password;
    },

    async listStaff(tenant: Tenant): Promise<StaffMember[]> {
      return (await listStaffRows(db.kysely, tenant.id)).map((r) => present.staff(tenant, r));
    },

    async inviteStaff(tenant: Tenant, input: InviteStaffRequest) {
      const account = await createAccount(tenant, input, input.role);
      return { staff: present.staff(tenant, rowOf(account)), signInLink: await signInLink(tenant, account) };
    },

    /** Creates a staff account with a password (the CLI; the console invites with a sign-in link). */
    async createStaff(tenant: Tenant, input: InviteRequest & { role: StaffRole; password: string }) {
      if (await deps.users.findByEmail(tenant, input.email))
        throw conflict(consoleMessages.emailTaken(input.email.trim().toLowerCase()));
      return deps.users.create(tenant, { ...input, status: 'active' });
    },

    requireStaff,

    async setStaffRole(tenant: Tenant, userId: string, role: StaffRole): Promise<StaffMember> {
      const account = await requireStaff(tenant, userId);
      if (account.role !== role) {
        if (role !== 'admin') await keepAnAdmin(tenant, account);
        await setRole(db.kysely, tenant.id, account.id, role, nowIso());
      }
      return present.staff(tenant, rowOf({ ...account, role }));
    },

    /** `by`: who removes (null: the operator's CLI); nobody removes their own account here. */
    async removeStaff(tenant: Tenant, userId: string, by: StaffActor | null): Promise<void> {
      const account = await requireStaff(tenant, userId);
      if (by && by.user.id === account.id) throw conflict(consoleMessages.removeSelf);
      await keepAnAdmin(tenant, account);
      await deleteAccount(db.kysely, tenant.id, account.id);
    },
  };
};

export type ConsoleService = ReturnType<typeof createConsoleService>;
