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
  previewMessages,
} from '@portico/contract';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { generatePassword } from '../../lib/passwords';
import { nowIso } from '../../lib/time';
import type { ActivityActor, ActivityService } from '../activity';
import type { Change, ChangePipeline } from '../changes';
import type { AuthService } from '../auth';
import type { PasswordResetService } from '../auth';
import type { FilesService } from '../files';
import { isStaff } from '../policy';
import type { Tenant } from '../../domain/tenant';
import type { UsersService } from '../users';
import type { Account } from '../../domain/account';
import {
  countGrants,
  countTenant,
  deleteAccount,
  listClientRows,
  listPendingClientRows,
  listStaffRows,
} from './console.repository';
import { createConsolePresenter } from './console.present';
import { removeKeepingAnAdmin, setRoleKeepingAnAdmin } from './console-staff.repository';

export interface ConsoleDeps {
  users: UsersService;
  auth: Pick<AuthService, 'createLoginLink' | 'startPreview'>;
  files: FilesService;
  /** Every change goes out through the pipeline (the record; an approval tells the client). */
  changes: ChangePipeline;
  /** The overview's latest entries of the record. */
  activity: Pick<ActivityService, 'list'>;
  /** Invitations email a set-your-password link (docs/decisions.md, "Email"). */
  passwordReset: Pick<PasswordResetService, 'sendInvitation'>;
}

/**
 * The console's clients, staff and overview (docs/decisions.md, "Staff and the console"). Callers have
 * authorized the actor (policy `authorizeConsole`); the CLI calls the same functions as the operator.
 * Rules live here once: the last administrator, who may be approved, who may get a sign-in link.
 */
export const createConsoleService = (ctx: AppContext, deps: ConsoleDeps) => {
  const { db } = ctx;
  const present = createConsolePresenter(deps.files);

  const presentClients = async (tenant: Tenant, rows: Account[]): Promise<ConsoleClient[]> => {
    const grants = await countGrants(
      db.kysely,
      tenant.id,
      rows.map((r) => r.id),
    );
    return rows.map((r) => present.client(tenant, r, grants.get(r.id) ?? 0));
  };
  const presentClient = async (tenant: Tenant, account: Account) =>
    (await presentClients(tenant, [account]))[0] as ConsoleClient;

  /** A client of the tenant (404 for staff, other tenants' and unknown ids alike). */
  const requireClient = async (tenant: Tenant, userId: string): Promise<Account> => {
    const account = await deps.users.findById(tenant, userId);
    if (!account || isStaff(account)) throw notFound(consoleMessages.clientNotFound);
    return account;
  };

  const requireStaff = async (tenant: Tenant, userId: string): Promise<Account> => {
    const account = await deps.users.findById(tenant, userId);
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

  const about = (account: Account, subject: 'client' | 'staff' = isStaff(account) ? 'staff' : 'client') => ({
    subject,
    subjectId: account.id,
    subjectName: `${account.name} <${account.email}>`,
  });
  const record = (tenant: Tenant, by: ActivityActor, ...changes: Change[]) =>
    deps.changes.emit(db.kysely, {
      tenantId: tenant.id,
      by,
      events: [{ type: 'tenant.changed', changes }],
    });

  /*
   * Changes to one account, client or staff, each recorded under the account's kind: the console's calls
   * below make them for clients, and the CLI for any account it names by email.
   */
  const accounts = {
    /** Disables or enables an account; one awaiting approval is approved or rejected instead. */
    async setStatus(tenant: Tenant, account: Account, status: 'active' | 'disabled', by: ActivityActor) {
      if (account.status === status) return account;
      if (account.status === 'pending') throw conflict(consoleMessages.notPending);
      await deps.users.setStatus(tenant, account, status);
      await record(tenant, by, { ...about(account), action: status === 'disabled' ? 'disabled' : 'enabled' });
      return { ...account, status };
    },

    /** "Only items assigned to them" of one account (null: the portal's default). */
    async setFilterItemsByEmail(tenant: Tenant, account: Account, value: boolean | null, by: ActivityActor) {
      if (value === account.filterItemsByEmail) return account;
      const text = (v: boolean | null) => (v === null ? 'Portal default' : v ? 'Yes' : 'No');
      await deps.users.setFilterItemsByEmail(tenant, account, value);
      await record(tenant, by, {
        ...about(account),
        action: 'updated',
        field: 'Only items assigned to them',
        oldValue: text(account.filterItemsByEmail),
        newValue: text(value),
      });
      return { ...account, filterItemsByEmail: value };
    },

    /** Sets a password; every session of the account ends. */
    async resetPassword(tenant: Tenant, account: Account, password: string, by: ActivityActor) {
      await deps.users.resetPassword(tenant, account, password);
      await record(tenant, by, { ...about(account), action: 'passwordReset' });
    },

    /** A one-time sign-in link of an active account. */
    async signInLink(tenant: Tenant, account: Account, by: ActivityActor): Promise<SignInLink> {
      const link = await signInLink(tenant, account);
      await record(tenant, by, { ...about(account), action: 'signInLink' });
      return link;
    },

    /** Creates an account with a password (the CLI; the console invites with a sign-in link instead). */
    async create(
      tenant: Tenant,
      input: InviteRequest & { role: Account['role']; password: string; status: 'active' | 'pending' },
      by: ActivityActor,
    ): Promise<Account> {
      if (await deps.users.findByEmail(tenant, input.email))
        throw conflict(consoleMessages.emailTaken(input.email.trim().toLowerCase()));
      const account = await deps.users.create(tenant, input);
      const role = isStaff(account) ? input.role : null;
      await record(tenant, by, { ...about(account), action: 'created', newValue: role });
      return account;
    },
  };

  return {
    requireClient,
    accounts,

    async overview(tenant: Tenant): Promise<ConsoleOverview> {
      const [counts, pending, latest] = await Promise.all([
        countTenant(db.kysely, tenant.id),
        listPendingClientRows(db.kysely, tenant.id, 10),
        deps.activity.list(tenant.id, { limit: 10 }),
      ]);
      return {
        counts,
        pending: await presentClients(tenant, pending),
        subscriptionPlan: tenant.subscriptionPlan,
        subscriptionStatus: tenant.subscriptionStatus,
        activity: latest.entries,
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

    async inviteClient(tenant: Tenant, input: InviteRequest, by: ActivityActor) {
      const account = await createAccount(tenant, input, 'client');
      await record(tenant, by, { ...about(account, 'client'), action: 'invited' });
      await deps.passwordReset.sendInvitation(tenant, account);
      return { client: await presentClient(tenant, account), signInLink: await signInLink(tenant, account) };
    },

    async approve(tenant: Tenant, userId: string, by: ActivityActor): Promise<ConsoleClient> {
      const account = await requireClient(tenant, userId);
      if (account.status !== 'pending') throw conflict(consoleMessages.notPending);
      await deps.users.setStatus(tenant, account, 'active');
      await deps.changes.emit(db.kysely, {
        tenantId: tenant.id,
        by,
        events: [
          {
            type: 'account.approved',
            account: { id: account.id, name: account.name, email: account.email },
            changes: [{ ...about(account, 'client'), action: 'approved' }],
          },
        ],
      });
      return presentClient(tenant, { ...account, status: 'active' });
    },

    async reject(tenant: Tenant, userId: string, by: ActivityActor): Promise<void> {
      const account = await requireClient(tenant, userId);
      if (account.status !== 'pending') throw conflict(consoleMessages.notPending);
      // Only while still pending: an approval that won the race is not undone.
      if (!(await deleteAccount(db.kysely, tenant.id, account.id, 'pending')))
        throw conflict(consoleMessages.notPending);
      await record(tenant, by, { ...about(account, 'client'), action: 'rejected' });
    },

    async updateClient(
      tenant: Tenant,
      userId: string,
      change: UpdateClientRequest,
      by: ActivityActor,
    ): Promise<ConsoleClient> {
      let account = await requireClient(tenant, userId);
      if (change.status) account = await accounts.setStatus(tenant, account, change.status, by);
      if (change.filterItemsByEmail !== undefined)
        account = await accounts.setFilterItemsByEmail(tenant, account, change.filterItemsByEmail, by);
      return presentClient(tenant, account);
    },

    async clientSignInLink(tenant: Tenant, userId: string, by: ActivityActor): Promise<SignInLink> {
      return accounts.signInLink(tenant, await requireClient(tenant, userId), by);
    },

    /** A read-only session of an active client for the staff member `by` (auth.service `startPreview`). */
    async previewClient(tenant: Tenant, userId: string, by: ActivityActor & { id: string }) {
      const account = await requireClient(tenant, userId);
      if (account.status !== 'active') throw conflict(previewMessages.notActive(account.status));
      const session = await deps.auth.startPreview(tenant, account, by.id);
      await record(tenant, by, { ...about(account, 'client'), action: 'previewed' });
      return { ...session, client: { id: account.id, name: account.name, email: account.email } };
    },

    /** A generated password, shown once; every session of the client ends. */
    async resetClientPassword(tenant: Tenant, userId: string, by: ActivityActor): Promise<string> {
      const password = generatePassword();
      await accounts.resetPassword(tenant, await requireClient(tenant, userId), password, by);
      return password;
    },

    async listStaff(tenant: Tenant): Promise<StaffMember[]> {
      return (await listStaffRows(db.kysely, tenant.id)).map((r) => present.staff(tenant, r));
    },

    async inviteStaff(tenant: Tenant, input: InviteStaffRequest, by: ActivityActor) {
      const account = await createAccount(tenant, input, input.role);
      await record(tenant, by, { ...about(account, 'staff'), action: 'invited', newValue: input.role });
      await deps.passwordReset.sendInvitation(tenant, account);
      return { staff: present.staff(tenant, account), signInLink: await signInLink(tenant, account) };
    },

    requireStaff,

    async staffSignInLink(tenant: Tenant, userId: string, by: ActivityActor): Promise<SignInLink> {
      return accounts.signInLink(tenant, await requireStaff(tenant, userId), by);
    },

    async setStaffRole(
      tenant: Tenant,
      userId: string,
      role: StaffRole,
      by: ActivityActor,
    ): Promise<StaffMember> {
      const account = await requireStaff(tenant, userId);
      if (account.role !== role) {
        const set = await setRoleKeepingAnAdmin(db.kysely, tenant.id, account.id, role, nowIso());
        if (set === 'lastAdmin') throw conflict(consoleMessages.lastAdmin);
        await record(tenant, by, {
          ...about(account, 'staff'),
          action: 'roleChanged',
          oldValue: account.role,
          newValue: role,
        });
      }
      return present.staff(tenant, { ...account, role });
    },

    /** Nobody removes their own account here (`by`'s account). */
    async removeStaff(tenant: Tenant, userId: string, by: ActivityActor): Promise<void> {
      const account = await requireStaff(tenant, userId);
      if (by.id === account.id) throw conflict(consoleMessages.removeSelf);
      const removed = await removeKeepingAnAdmin(db.kysely, tenant.id, account.id);
      if (removed === 'lastAdmin') throw conflict(consoleMessages.lastAdmin);
      if (removed)
        await record(tenant, by, { ...about(account, 'staff'), action: 'removed', oldValue: account.role });
    },
  };
};

export type ConsoleService = ReturnType<typeof createConsoleService>;
