import {
  OPEN_SIGNUP_METHODS,
  PLANS_ALLOWED_TO_ADD_LABELS,
  PLANS_ALLOWED_TO_CREATE_ITEMS,
  SUBSCRIPTION_VALID,
} from './constants';

/**
 * The plan-and-flag rules of §6, in one place: the server's policy decides with them and the portal's
 * screens show or hide with them, so the two cannot disagree. Inputs are the tenant's settings as the
 * code holds them (booleans); the portal converts the account's 'true'/'false' strings first.
 */
export interface PlanFacts {
  subscriptionStatus: string;
  subscriptionPlan: string;
}

export const capabilities = {
  /** The boards (every board call) need a valid subscription. */
  useBoards: (t: Pick<PlanFacts, 'subscriptionStatus'>): boolean =>
    t.subscriptionStatus === SUBSCRIPTION_VALID,

  /** 'Add New Item': the tenant allows it and the plan is Pro or Enterprise (the board must allow it too). */
  createItems: (t: Pick<PlanFacts, 'subscriptionPlan'> & { allowUsersToCreateNewItems: boolean }): boolean =>
    t.allowUsersToCreateNewItems && PLANS_ALLOWED_TO_CREATE_ITEMS.includes(t.subscriptionPlan),

  /** 'Add New Label': the tenant allows new values and the plan is Standard, Pro or Enterprise. */
  addLabels: (t: Pick<PlanFacts, 'subscriptionPlan'> & { allowNewValueCreation: boolean }): boolean =>
    t.allowNewValueCreation && PLANS_ALLOWED_TO_ADD_LABELS.includes(t.subscriptionPlan),

  /** Signup (the screen, the call, and the login screen's link to it) exists for the two open methods. */
  signup: (method: string | null | undefined): boolean =>
    (OPEN_SIGNUP_METHODS as readonly string[]).includes(method ?? ''),

  /** A client sees only the items assigned to them: their own setting, else the tenant's. */
  onlyAssignedItems: (
    tenant: { filterItemsByEmail: boolean },
    user: { filterItemsByEmail: boolean | null },
  ) => user.filterItemsByEmail ?? tenant.filterItemsByEmail,
} as const;
