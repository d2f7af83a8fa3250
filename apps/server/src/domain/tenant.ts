import { DEFAULT_LANGUAGE, type Language, SIGNUP_METHODS, type SignupMethod } from '@portico/contract';
import { languageOf } from './language';
import type { TenantsTable } from '../db/schema';

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
  /** The default language; a stored code this version does not know reads as DEFAULT_LANGUAGE. */
  language: Language;
  /** Whether the login page follows the visitor's browser language rather than `language`. */
  browserLanguage: boolean;
  createdAt: string;
  updatedAt: string;
}

const KNOWN_METHODS: ReadonlySet<string> = new Set(SIGNUP_METHODS);

/** Runs on every tenant lookup (each API request resolves its host's tenant), so it is plain code. */
export const toTenant = (row: TenantsTable): Tenant => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  description: row.description,
  logoFileId: row.logo_file_id,
  signupMethod: KNOWN_METHODS.has(row.signup_method) ? (row.signup_method as SignupMethod) : 'closed',
  subscriptionStatus: row.subscription_status,
  subscriptionPlan: row.subscription_plan,
  allowUsersToCreateNewItems: row.allow_users_to_create_new_items === 1,
  allowNewValueCreation: row.allow_new_value_creation === 1,
  filterItemsByEmail: row.filter_items_by_email === 1,
  grantAllBoards: row.grant_all_boards === 1,
  language: languageOf(row.language) ?? DEFAULT_LANGUAGE,
  browserLanguage: row.browser_language === 1,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});
