import {
  BLUEBIRD_REQUESTS,
  CARE_REQUESTS,
  EVERGREEN_WEBSITE,
  PEOPLE,
  PHOTO_SHOOTS,
  PRINT_JOBS,
} from './seed-boards';
import { BRAND_REFRESH } from './seed-brand';
import { FERNHILL } from './seed-fernhill';
import { HARBOR } from './seed-harbor';
import type { SeedTenant } from './seed-types';

/**
 * The tenants and users the browser tests run against, seeded into a fresh database before the server
 * starts (seed.mjs). Each flow that changes an account has its own user, so tests stay independent and can
 * run in parallel.
 */
export const PASSWORD = 'Portico-e2e-1';

export type { SeedActivity, SeedBoard, SeedTenant, SeedUser } from './seed-types';
export {
  BLUEBIRD_REQUESTS,
  BRAND_REFRESH,
  CARE_REQUESTS,
  EVERGREEN_WEBSITE,
  PEOPLE,
  PHOTO_SHOOTS,
  PRINT_JOBS,
};

export const TENANTS = {
  acme: {
    slug: 'acme',
    name: 'Acme Agency',
    description: 'Acme keeps your campaigns, requests and approvals in one calm place.',
    signupMethod: 'signup-with-admin-approval',
    subscriptionStatus: 'valid',
    subscriptionPlan: 'Pro',
    users: [
      { email: 'login@acme.test', name: 'Lena Login' },
      { email: 'logout@acme.test', name: 'Liam Logout' },
      { email: 'profile@acme.test', name: 'Priya Profile' },
      { email: 'avatar@acme.test', name: 'Ava Avatar' },
      { email: 'password@acme.test', name: 'Paul Password' },
      { email: 'prefs@acme.test', name: 'Pia Preferences' },
      // Chooses a language of her own (languages.spec.ts).
      { email: 'language@acme.test', name: 'Lina Language' },
      { email: 'feedback@acme.test', name: 'Finn Feedback' },
      { email: 'theme@acme.test', name: 'Theo Theme' },
      { email: 'keyboard@acme.test', name: 'Kira Keyboard' },
      { email: 'phone@acme.test', name: 'Pho Phone' },
      { email: 'session@acme.test', name: 'Sam Session' },
      { email: 'token@acme.test', name: 'Toni Token' },
      { email: 'pending@acme.test', name: 'Pat Pending', status: 'pending' },
      // The console (console.spec.ts): an administrator who approves, invites and manages staff, and an
      // editor, who may manage clients but not staff.
      { email: 'admin@acme.test', name: 'Adele Admin', role: 'admin' },
      { email: 'editor@acme.test', name: 'Eli Editor', role: 'editor' },
    ],
    loginLinks: ['token@acme.test'],
  },
  globex: {
    slug: 'globex',
    name: 'Globex Partners',
    description: 'Globex shares project boards with its clients.',
    signupMethod: 'signup-without-admin-approval',
    subscriptionStatus: 'valid',
    subscriptionPlan: 'Standard',
    users: [{ email: 'owner@globex.test', name: 'Gina Globex' }],
  },
  initech: {
    slug: 'initech',
    name: 'Initech Services',
    description: 'Initech invites its clients personally.',
    signupMethod: 'closed',
    subscriptionStatus: 'valid',
    subscriptionPlan: 'Enterprise',
    users: [
      { email: 'client@initech.test', name: 'Ivan Initech' },
      { email: 'empty@initech.test', name: 'Erin Empty' },
    ],
  },
  umbrella: {
    slug: 'umbrella',
    name: 'Umbrella Studio',
    description: 'Umbrella has not renewed its plan.',
    signupMethod: 'signup-with-admin-approval',
    subscriptionStatus: 'expired',
    subscriptionPlan: 'Pro',
    users: [{ email: 'blocked@umbrella.test', name: 'Uma Umbrella' }],
  },
  nimbus: {
    slug: 'nimbus',
    name: 'Nimbus Design Co.',
    description:
      'Follow requests, review deliverables and share files with the Nimbus team — everything about your projects in one place.',
    signupMethod: 'signup-with-admin-approval',
    subscriptionStatus: 'valid',
    subscriptionPlan: 'Enterprise',
    boards: [
      'Website relaunch',
      'Spring campaign — retail partners, in-store displays and the launch event',
      'Client onboarding',
    ],
    users: [
      { email: 'a11y@nimbus.test', name: 'Morgan Reyes' },
      { email: 'shots@nimbus.test', name: 'Morgan Reyes' },
      { email: 'boards@nimbus.test', name: 'Bo Boards' },
      // The console's screens for axe and the screenshots (read only): staff, signups awaiting approval
      // and a disabled client.
      { email: 'admin@nimbus.test', name: 'Nadia Okafor', role: 'admin' },
      { email: 'editor@nimbus.test', name: 'Elliot Park', role: 'editor' },
      { email: 'riley@nimbus.test', name: 'Riley Chen', status: 'pending' },
      { email: 'samira@nimbus.test', name: 'Samira Patel', status: 'pending' },
      { email: 'former@nimbus.test', name: 'Jonas Weber', status: 'disabled' },
    ],
    // The screenshots of a login link that works, one per theme.
    loginLinks: ['shots@nimbus.test'],
    // The console's Activity and the overview's latest changes, for axe and the screenshots.
    activity: [
      {
        minutesAgo: 4,
        by: 'a11y@nimbus.test',
        subject: 'item',
        action: 'updated',
        subjectName: 'Homepage hero copy',
        board: 'Website relaunch',
        field: 'Status',
        oldValue: 'Working on it',
        newValue: 'Done',
      },
      {
        minutesAgo: 41,
        by: 'admin@nimbus.test',
        subject: 'client',
        action: 'boardsChanged',
        subjectName: 'Bo Boards <boards@nimbus.test>',
        field: 'Boards',
        oldValue: 'Website relaunch',
        newValue: 'Website relaunch, Client onboarding',
      },
      {
        minutesAgo: 130,
        by: 'boards@nimbus.test',
        subject: 'item',
        action: 'updated',
        subjectName: 'In-store display mock-ups',
        board: 'Spring campaign — retail partners, in-store displays and the launch event',
        field: 'Due date',
        oldValue: null,
        newValue: '2026-04-14',
      },
      {
        minutesAgo: 300,
        by: 'boards@nimbus.test',
        subject: 'item',
        action: 'created',
        subjectName: 'Brand photography brief',
        board: 'Client onboarding',
        field: 'Group',
        newValue: 'To do',
      },
      {
        minutesAgo: 1500,
        by: 'editor@nimbus.test',
        subject: 'client',
        action: 'disabled',
        subjectName: 'Jonas Weber <former@nimbus.test>',
      },
      {
        minutesAgo: 1560,
        by: 'admin@nimbus.test',
        subject: 'settings',
        action: 'updated',
        subjectName: 'Nimbus Design Co.',
        field: 'Signup',
        oldValue: 'signup-without-admin-approval',
        newValue: 'signup-with-admin-approval',
      },
      {
        minutesAgo: 4400,
        by: 'operator',
        subject: 'staff',
        action: 'created',
        subjectName: 'Elliot Park <editor@nimbus.test>',
        newValue: 'editor',
      },
    ],
  },
  /**
   * Two tenants side by side (http://a.localhost and http://b.localhost): Northwind has the demo's boards
   * and people plus the boards above; Bluebird has a board of the same name with other items.
   */
  a: {
    slug: 'a',
    name: 'Northwind Studio',
    description: 'Your projects with Northwind Studio in one place.',
    signupMethod: 'closed',
    subscriptionStatus: 'valid',
    subscriptionPlan: 'Pro',
    allowUsersToCreateNewItems: true,
    demo: { me: PEOPLE.alex.email },
    boards: [PHOTO_SHOOTS, 'Archive 2023', BRAND_REFRESH],
    users: [
      // Board views, columns, sorting, search and paging (reads only).
      { email: PEOPLE.marcus.email, name: PEOPLE.marcus.name },
      // Changes preferences (kept in the browser, but a user of its own all the same).
      { email: 'prefs@northwind.test', name: 'Pia Preferences' },
      // Toggle 'Show only assigned to me': one is assigned two photo shoots, the other nothing.
      { email: PEOPLE.jordan.email, name: PEOPLE.jordan.name },
      { email: 'nobody@northwind.test', name: 'Noor Nobody' },
      // Sees only what is assigned to them, without a toggle.
      { email: PEOPLE.alex.email, name: PEOPLE.alex.name, filterItemsByEmail: true },
      { email: 'guest@northwind.test', name: 'Gia Guest', filterItemsByEmail: true },
      { email: 'creator@northwind.test', name: 'Cleo Creator' },
      { email: 'a11y@northwind.test', name: 'Ada Access' },
      { email: PEOPLE.hannah.email, name: PEOPLE.hannah.name },
      // Edits items of Brand refresh (each flow its own item).
      { email: 'editor@northwind.test', name: 'Eddie Editor' },
      // Staff who preview the portal as Alex (console-preview.spec.ts); they change nothing.
      { email: 'preview@northwind.test', name: 'Vera Preview', role: 'editor' },
    ],
    sessions: true,
  },
  b: {
    slug: 'b',
    name: 'Bluebird Logistics',
    description: 'Bluebird shares shipment requests with its customers.',
    signupMethod: 'closed',
    subscriptionStatus: 'valid',
    subscriptionPlan: 'Standard',
    people: [{ name: 'Ravi Patel', email: 'ravi@bluebird.test' }],
    boards: [BLUEBIRD_REQUESTS],
    users: [{ email: 'ops@bluebird.test', name: 'Olu Operations' }],
    sessions: true,
  },
  /**
   * The console's changes (console-settings.spec.ts): a client's boards, the portal's settings and logo,
   * and the activity record of a client's change. Its own tenant, so the sign-in page of the others stays.
   */
  evergreen: {
    slug: 'evergreen',
    name: 'Evergreen Studio',
    description: 'Evergreen keeps your website work in one place.',
    signupMethod: 'signup-with-admin-approval',
    subscriptionStatus: 'valid',
    subscriptionPlan: 'Pro',
    boards: [EVERGREEN_WEBSITE, 'Campaigns', 'Onboarding'],
    users: [
      { email: 'admin@evergreen.test', name: 'Ada Admin', role: 'admin' },
      { email: 'editor@evergreen.test', name: 'Ed Editor', role: 'editor' },
      // Their boards are granted and revoked.
      { email: 'grants@evergreen.test', name: 'Gus Grants' },
      // Changes an item's status in the portal.
      { email: 'maker@evergreen.test', name: 'Mia Maker' },
      // Saves a setting by keyboard only.
      { email: 'keys@evergreen.test', name: 'Kai Keys', role: 'admin' },
    ],
    sessions: true,
  },
  /** A plan that could create items, with item creation and new labels switched off for its users. */
  c: {
    slug: 'c',
    name: 'Contoso Care',
    description: 'Contoso keeps care requests in one place.',
    signupMethod: 'closed',
    subscriptionStatus: 'valid',
    subscriptionPlan: 'Enterprise',
    allowUsersToCreateNewItems: false,
    allowNewValueCreation: false,
    boards: [CARE_REQUESTS],
    users: [{ email: 'nurse@contoso.test', name: 'Nia Nurse' }],
    sessions: true,
  },
  /** A plan outside Standard, Pro and Enterprise: no new items and no new labels, whatever the flags say. */
  d: {
    slug: 'd',
    name: 'Dunmore Print',
    description: 'Dunmore Print shares print jobs with its customers.',
    signupMethod: 'closed',
    subscriptionStatus: 'valid',
    subscriptionPlan: 'Starter',
    allowUsersToCreateNewItems: true,
    allowNewValueCreation: true,
    boards: [PRINT_JOBS],
    users: [{ email: 'clerk@dunmore.test', name: 'Dee Clerk' }],
    sessions: true,
  },
  fernhill: FERNHILL,
  harbor: HARBOR,
} as const satisfies Record<string, SeedTenant>;

export type TenantSlug = keyof typeof TENANTS;

/** What seeding hands back to the tests. */
export interface SeedResult {
  /** One-time login tokens by user email. */
  loginTokens: Record<string, string[]>;
  /** Board ids by tenant and board name. */
  boards: Record<string, Record<string, string>>;
  /** Group ids by tenant, board name and group title. */
  groups: Record<string, Record<string, Record<string, string>>>;
  /** Item ids of the boards defined here (SeedBoard) by tenant, board name and item name. */
  items: Record<string, Record<string, Record<string, string>>>;
  /** Seeded sessions by tenant and user email (see SeedTenant.sessions). */
  sessions: Record<string, Record<string, { accessToken: string; user: unknown }>>;
}
