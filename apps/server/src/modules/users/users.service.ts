import {
  type BoardRef,
  type ChangePasswordRequest,
  type Language,
  type User,
  serverMessages,
  toFlagString,
  updateProfileFieldsSchema,
} from '@portico/contract';
import type { AppContext } from '../../context';
import type { UserRole, UserStatus } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { nowIso } from '../../lib/time';
import type { FileRow } from '../files';
import type { FilesService } from '../files';
import { restrictedToAssigned } from '../policy';
import type { RateLimitService } from '../rate-limits';
import type { Tenant } from '../../domain/tenant';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  listUsers,
  type Account,
  type UserRow,
  updateUser,
} from './users.repository';
import { toAccount } from '../../domain/account';

export interface UsersDeps {
  files: FilesService;
  rateLimits: RateLimitService;
  /** The boards an account may see in the portal, in sidebar order (the boards module). */
  boardsOf: (tenantId: string, user: Pick<Account, 'id' | 'role'>) => Promise<BoardRef[]>;
  /** Called after a user is created, e.g. to grant boards (the boards module). */
  onUserCreated: (tenant: Tenant, user: Account) => Promise<void>;
  /**
   * Ends every live session of an account but `keepSessionId` (the auth module's; passed in because auth
   * depends on users, not the other way round).
   */
  revokeSessions: (tenantId: string, userId: string, keepSessionId: string | null) => Promise<unknown>;
}

export interface NewUser {
  email: string;
  name: string;
  password?: string | null;
  status: UserStatus;
  /** 'client' unless given: staff are created as 'admin' or 'editor'. */
  role?: UserRole;
}

export const createUsersService = (ctx: AppContext, deps: UsersDeps) => {
  const { db } = ctx;

  const present = async (tenant: Tenant, user: Account): Promise<User> => ({
    id: user.id,
    name: user.name,
    email: user.email,
    profilePicture: user.avatarFileId ? deps.files.url(tenant.id, user.avatarFileId, 'avatar') : null,
    subscriptionStatus: tenant.subscriptionStatus,
    subscriptionPlan: tenant.subscriptionPlan,
    allowNewValueCreation: toFlagString(tenant.allowNewValueCreation),
    filterItemsByEmail: toFlagString(restrictedToAssigned(tenant, user)),
    allowUsersToCreateNewItems: toFlagString(tenant.allowUsersToCreateNewItems),
    boardsData: await deps.boardsOf(tenant.id, user),
    role: user.role,
    language: user.language,
  });

  const requireUser = async (tenant: Tenant, email: string) => {
    const user = await findUserByEmail(db.kysely, tenant.id, email);
    if (!user) throw notFound(`No user ${email} in ${tenant.slug}.`);
    return user;
  };

  return {
    present,
    findByEmail: (tenant: Tenant, email: string) => findUserByEmail(db.kysely, tenant.id, email),
    findById: (tenant: Tenant, id: string) => findUserById(db.kysely, tenant.id, id),
    list: (tenant: Tenant, status?: UserStatus) => listUsers(db.kysely, tenant.id, status),
    requireUser,

    async create(tenant: Tenant, input: NewUser): Promise<Account> {
      const email = input.email.trim().toLowerCase();
      if (await findUserByEmail(db.kysely, tenant.id, email))
        throw conflict(`A user ${email} already exists.`);
      const now = nowIso();
      const row: UserRow = {
        id: newId(),
        tenant_id: tenant.id,
        email,
        name: input.name.trim(),
        password_hash: input.password ? await hashPassword(input.password) : null,
        status: input.status,
        avatar_file_id: null,
        filter_items_by_email: null,
        role: input.role ?? 'client',
        language: null,
        created_at: now,
        updated_at: now,
      };
      try {
        await insertUser(db.kysely, row);
      } catch (error) {
        // The same email created concurrently (a double-clicked signup): the unique key caught it.
        if (await findUserByEmail(db.kysely, tenant.id, email))
          throw conflict(`A user ${email} already exists.`);
        throw error;
      }
      const account = toAccount(row);
      await deps.onUserCreated(tenant, account);
      return account;
    },

    async setStatus(tenant: Tenant, user: Account, status: UserStatus): Promise<void> {
      await updateUser(db.kysely, tenant.id, user.id, { status, updated_at: nowIso() });
      if (status === 'disabled') await deps.revokeSessions(tenant.id, user.id, null);
    },

    async setFilterItemsByEmail(tenant: Tenant, user: Account, value: boolean | null): Promise<void> {
      await updateUser(db.kysely, tenant.id, user.id, {
        filter_items_by_email: value === null ? null : value ? 1 : 0,
        updated_at: nowIso(),
      });
    },

    /** Sets a password without the current one (operator reset); ends every session of the user. */
    async resetPassword(tenant: Tenant, user: Account, password: string): Promise<void> {
      await updateUser(db.kysely, tenant.id, user.id, {
        password_hash: await hashPassword(password),
        updated_at: nowIso(),
      });
      await deps.revokeSessions(tenant.id, user.id, null);
    },

    /**
     * PATCH /api/user/change-password: needs the current password; ends the user's other sessions. A
     * wrong current password is a failed sign-in of the account from `ip` (rate-limits/sign-in-throttle.ts).
     */
    async changePassword(
      tenant: Tenant,
      user: Account,
      sessionId: string,
      body: ChangePasswordRequest,
      ip: string,
    ): Promise<void> {
      const hash = user.passwordHash;
      const matches = await deps.rateLimits.signIn.checkPassword(tenant.id, user.email, ip, async () =>
        hash ? verifyPassword(hash, body.oldPassword) : false,
      );
      if (!matches) throw badRequest(serverMessages.currentPasswordIncorrect);
      if (body.oldPassword === body.newPassword) throw badRequest(serverMessages.newPasswordSameAsOld);
      await updateUser(db.kysely, tenant.id, user.id, {
        password_hash: await hashPassword(body.newPassword),
        updated_at: nowIso(),
      });
      await deps.revokeSessions(tenant.id, user.id, sessionId);
    },

    /**
     * PATCH /api/user/language: the person's own language (null: the tenant's again), as a preference of
     * theirs like their name — nothing of the tenant changes, so the activity record keeps no line of it.
     */
    async setLanguage(tenant: Tenant, user: Account, language: Language | null): Promise<User> {
      await updateUser(db.kysely, tenant.id, user.id, { language, updated_at: nowIso() });
      return present(tenant, { ...user, language });
    },

    /**
     * PATCH /api/user/update-profile: the fields of the multipart body and the avatar already stored.
     * On invalid fields the caller discards the stored avatar.
     */
    async updateProfile(
      tenant: Tenant,
      user: Account,
      fields: Record<string, unknown>,
      avatar: FileRow | null,
    ): Promise<User> {
      const parsed = updateProfileFieldsSchema.safeParse(fields);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid profile');
      await updateUser(db.kysely, tenant.id, user.id, {
        name: parsed.data.name,
        ...(avatar && { avatar_file_id: avatar.id }),
        updated_at: nowIso(),
      });
      if (avatar && user.avatarFileId) await deps.files.discard(tenant.id, user.avatarFileId);
      const updated = await findUserById(db.kysely, tenant.id, user.id);
      return present(tenant, updated as Account);
    },
  };
};

export type UsersService = ReturnType<typeof createUsersService>;
