import type { Language } from '@portico/contract';
import type { UserRole, UserStatus, UsersTable } from '../db/schema';
import { languageOf } from './language';

/**
 * A portal user's account as the code works with it. Repositories map each row once (toAccount); the
 * API's presentation of it is the contract's `User` (users.service `present`).
 */
export interface Account {
  id: string;
  tenantId: string;
  /** Lower-cased; unique per tenant. */
  email: string;
  name: string;
  /** Null for accounts that only sign in through the identity provider or login links. */
  passwordHash: string | null;
  status: UserStatus;
  avatarFileId: string | null;
  /** Per-user override of the tenant's "only items assigned to me"; null inherits it. */
  filterItemsByEmail: boolean | null;
  /** 'client' for portal users; staff ('admin', 'editor') also use the console. */
  role: UserRole;
  /** The language the account chose; null (or a stored code this version does not know) follows the tenant's. */
  language: Language | null;
  createdAt: string;
  updatedAt: string;
}

export const toAccount = (row: UsersTable): Account => ({
  id: row.id,
  tenantId: row.tenant_id,
  email: row.email,
  name: row.name,
  passwordHash: row.password_hash,
  status: row.status,
  avatarFileId: row.avatar_file_id,
  filterItemsByEmail: row.filter_items_by_email === null ? null : row.filter_items_by_email === 1,
  role: row.role,
  language: languageOf(row.language),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});
