import { describe, expect, it } from 'vitest';
import {
  canAddLabels,
  canCreateItems,
  canFilterAssignedToMe,
  isSignupOpen,
  isSubscriptionValid,
  seesOnlyAssignedItems,
} from './gating';

const user = (plan: string, flags: Partial<{ create: string; labels: string; filter: string }> = {}) => ({
  subscriptionPlan: plan,
  allowUsersToCreateNewItems: (flags.create ?? 'true') as 'true' | 'false',
  allowNewValueCreation: (flags.labels ?? 'true') as 'true' | 'false',
  filterItemsByEmail: (flags.filter ?? 'false') as 'true' | 'false',
});

describe('canCreateItems (§6)', () => {
  it('needs the flag and a Pro or Enterprise plan', () => {
    expect(canCreateItems(user('Pro'))).toBe(true);
    expect(canCreateItems(user('Enterprise'))).toBe(true);
    expect(canCreateItems(user('Standard'))).toBe(false);
    expect(canCreateItems(user('Free'))).toBe(false);
    expect(canCreateItems(user('Pro', { create: 'false' }))).toBe(false);
    expect(canCreateItems(null)).toBe(false);
  });
});

describe('canAddLabels (§6)', () => {
  it('needs the flag and a Standard, Pro or Enterprise plan', () => {
    expect(canAddLabels(user('Standard'))).toBe(true);
    expect(canAddLabels(user('Pro'))).toBe(true);
    expect(canAddLabels(user('Enterprise'))).toBe(true);
    expect(canAddLabels(user('Basic'))).toBe(false);
    expect(canAddLabels(user('Enterprise', { labels: 'false' }))).toBe(false);
    expect(canAddLabels(undefined)).toBe(false);
  });
});

describe('assigned-to-me rules (§6)', () => {
  it("only shows the toggle when filterItemsByEmail is the string 'false'", () => {
    expect(canFilterAssignedToMe(user('Pro', { filter: 'false' }))).toBe(true);
    expect(canFilterAssignedToMe(user('Pro', { filter: 'true' }))).toBe(false);
    expect(seesOnlyAssignedItems(user('Pro', { filter: 'true' }))).toBe(true);
    expect(seesOnlyAssignedItems(user('Pro', { filter: 'false' }))).toBe(false);
  });
});

describe('isSubscriptionValid and isSignupOpen', () => {
  it("treats only 'valid' as a valid subscription", () => {
    expect(isSubscriptionValid('valid')).toBe(true);
    expect(isSubscriptionValid('expired')).toBe(false);
    expect(isSubscriptionValid('Valid')).toBe(false);
    expect(isSubscriptionValid(undefined)).toBe(false);
  });

  it('opens signup for the two approval methods only', () => {
    expect(isSignupOpen('signup-with-admin-approval')).toBe(true);
    expect(isSignupOpen('signup-without-admin-approval')).toBe(true);
    expect(isSignupOpen('closed')).toBe(false);
    expect(isSignupOpen(undefined)).toBe(false);
  });
});
