import {
  OPEN_SIGNUP_METHODS,
  PLANS_ALLOWED_TO_ADD_LABELS,
  PLANS_ALLOWED_TO_CREATE_ITEMS,
  SUBSCRIPTION_VALID,
  type User,
} from '@portico/contract';

/** §6 capability rules, in one place so screens and tests agree. The user's flags are 'true'/'false' strings. */
type Flags = Pick<
  User,
  'allowUsersToCreateNewItems' | 'allowNewValueCreation' | 'filterItemsByEmail' | 'subscriptionPlan'
>;

/** 'Add New Item': allowUsersToCreateNewItems 'true' and a Pro or Enterprise plan. */
export const canCreateItems = (user: Flags | null | undefined): boolean =>
  user?.allowUsersToCreateNewItems === 'true' &&
  PLANS_ALLOWED_TO_CREATE_ITEMS.includes(user.subscriptionPlan);

/** 'Add New Label': allowNewValueCreation 'true' and a Standard, Pro or Enterprise plan. */
export const canAddLabels = (user: Flags | null | undefined): boolean =>
  user?.allowNewValueCreation === 'true' && PLANS_ALLOWED_TO_ADD_LABELS.includes(user.subscriptionPlan);

/** Users with filterItemsByEmail 'true' only ever see items assigned to them. */
export const seesOnlyAssignedItems = (user: Flags | null | undefined): boolean =>
  user?.filterItemsByEmail === 'true';

/** The 'Show only assigned to me' filter exists only when filterItemsByEmail is the string 'false'. */
export const canFilterAssignedToMe = (user: Flags | null | undefined): boolean =>
  user?.filterItemsByEmail === 'false';

export const isSubscriptionValid = (status: string | null | undefined): boolean =>
  status === SUBSCRIPTION_VALID;

/** Signup (and the login screen's OR / sign-up link) exists only for the two open signup methods. */
export const isSignupOpen = (method: string | null | undefined): boolean =>
  (OPEN_SIGNUP_METHODS as readonly string[]).includes(method ?? '');
