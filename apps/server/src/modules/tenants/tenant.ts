import { type SignupMethod, signupMethodSchema } from '@portico/contract';
import type { TenantsTable } from '../../db/schema';

/**
 * A tenant as the code works with it. Repositories map each row once (toTenant); nothing past them reads
 * snake_case columns or 0/1 flags.
 */
export interface Tenant {
  id: string;
  slug: string;
  name: string;
  description: string;
  logoFileId: string | null;
  /** A stored method this version does not know reads as 'closed'. */
  signupMethod: SignupMethod;
  subscriptionStatus: string;
  subscriptionPlan: string;
  allowUsersToCreateNewItems: boolean;
  allowNewValueCreation: boolean;
  filterItemsByEmail: boolean;
  /** Whether a new user is granted every board of the tenant. */
  grantAllBoards: boolean;
  createdAt: string;
  updatedAt: string;
}

export const toTenant = (row: TenantsTable): Tenant => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  description: row.description,
  logoFileId: row.logo_file_id,
  signupMethod: signupMethodSchema.catch('closed').parse(row.signup_method),
  subscriptionStatus: row.subscription_status,
  subscriptionPlan: row.subscription_plan,
  allowUsersToCreateNewItems: row.allow_users_to_create_new_items === 1,
  allowNewValueCreation: row.allow_new_value_creation === 1,
  filterItemsByEmail: row.filter_items_by_email === 1,
  grantAllBoards: row.grant_all_boards === 1,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});
