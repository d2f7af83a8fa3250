import type { SeedBoard, SeedTenant } from './seed-types';

/**
 * Conversations (conversations.spec.ts, forgot-password.spec.ts): a client and the agency's staff talk on
 * an item, staff keep internal notes, and a client who forgot a password resets it from the email. Its own
 * tenant, so the threads and the emails of these tests are nobody else's.
 */
export const HARBOR_WEBSITE = {
  name: 'Website',
  groups: ['In progress', 'Review'],
  columns: [
    {
      type: 'status',
      title: 'Status',
      settings: {
        labels: [
          { name: 'Working on it', color: '#fdab3d' },
          { name: 'Done', color: '#00c875' },
        ],
      },
    },
    { type: 'people', title: 'Owner' },
  ],
  items: [
    { group: 'In progress', name: 'Homepage copy', values: { Owner: { emails: ['cleo@harbor.test'] } } },
    { group: 'In progress', name: 'Pricing page', values: {} },
    { group: 'Review', name: 'Launch checklist', values: {} },
  ],
} as const satisfies SeedBoard;

export const HARBOR = {
  slug: 'harbor',
  name: 'Harbor & Co',
  description: 'Harbor & Co builds websites with its clients.',
  signupMethod: 'closed',
  subscriptionStatus: 'valid',
  subscriptionPlan: 'Pro',
  people: [
    { name: 'Cleo Client', email: 'cleo@harbor.test' },
    { name: 'Hana Staff', email: 'hana@harbor.test' },
  ],
  boards: [HARBOR_WEBSITE],
  users: [
    { email: 'hana@harbor.test', name: 'Hana Staff', role: 'admin' },
    { email: 'cleo@harbor.test', name: 'Cleo Client' },
    // Reset a forgotten password (forgot-password.spec.ts), one per attempt: a reset changes the account
    // for good, so a retry needs an account the first attempt did not touch. Nobody else signs in as them.
    { email: 'rosa@harbor.test', name: 'Rosa Reset' },
    { email: 'remy@harbor.test', name: 'Remy Reset' },
  ],
  sessions: true,
} as const satisfies SeedTenant;
