import { type User, capabilities } from '@portico/contract';
import { isPreviewing } from './preview';

/**
 * §6 capability rules for the screens: the contract's `capabilities` (the same rules the server's policy
 * decides with), fed from the account the server sent. Its flags are 'true'/'false' strings.
 */
type Flags = Pick<
  User,
  'allowUsersToCreateNewItems' | 'allowNewValueCreation' | 'filterItemsByEmail' | 'subscriptionPlan'
>;

/**
 * Whether this tab may change anything: not in a preview of the portal (lib/preview.ts), which the server
 * refuses every change anyway; the screens hide or disable what would be refused.
 */
export const canChange = (): boolean => !isPreviewing();

/** 'Add New Item': allowUsersToCreateNewItems 'true' and a Pro or Enterprise plan. */
export const canCreateItems = (user: Flags | null | undefined): boolean =>
  !!user &&
  canChange() &&
  capabilities.createItems({
    allowUsersToCreateNewItems: user.allowUsersToCreateNewItems === 'true',
    subscriptionPlan: user.subscriptionPlan,
  });

/** 'Add New Label': allowNewValueCreation 'true' and a Standard, Pro or Enterprise plan. */
export const canAddLabels = (user: Flags | null | undefined): boolean =>
  !!user &&
  canChange() &&
  capabilities.addLabels({
    allowNewValueCreation: user.allowNewValueCreation === 'true',
    subscriptionPlan: user.subscriptionPlan,
  });

/** Users with filterItemsByEmail 'true' only ever see items assigned to them. */
export const seesOnlyAssignedItems = (user: Flags | null | undefined): boolean =>
  user?.filterItemsByEmail === 'true';

/** The 'Show only assigned to me' filter exists only when filterItemsByEmail is the string 'false'. */
export const canFilterAssignedToMe = (user: Flags | null | undefined): boolean =>
  user?.filterItemsByEmail === 'false';

export const isSubscriptionValid = (status: string | null | undefined): boolean =>
  capabilities.useBoards({ subscriptionStatus: status ?? '' });

/** Signup (and the login screen's OR / sign-up link) exists only for the two open signup methods. */
export const isSignupOpen = (method: string | null | undefined): boolean => capabilities.signup(method);
