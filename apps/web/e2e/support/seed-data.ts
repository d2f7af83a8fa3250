/**
 * The tenants and users the browser tests run against, seeded into a fresh database before the server
 * starts (seed.mjs). Each flow that changes an account has its own user, so tests stay independent and can
 * run in parallel.
 */
export const PASSWORD = 'Portico-e2e-1';

export interface SeedUser {
  email: string;
  name: string;
  status?: 'active' | 'pending';
  /** The per-user override of the tenant's filterItemsByEmail (`portico user set-filter`). */
  filterItemsByEmail?: boolean;
}

/** A board with its items, built through the services; values are keyed by column title. */
export interface SeedBoard {
  name: string;
  /** Whether users may add items to it (the board's own switch; on by default). */
  allowItemCreation?: boolean;
  groups: string[];
  /** Columns in board order; editable defaults to what the type allows, required to false, visible to true. */
  columns: {
    type: string;
    title: string;
    settings?: unknown;
    editable?: boolean;
    required?: boolean;
    visible?: boolean;
  }[];
  /**
   * Values as stored by the server's column registry, except: people are given by email
   * (`{ emails: [...] }`) and files by name (`{ files: ['name.pdf'] }`); the seed resolves both.
   */
  items: { group: string; name: string; values: Record<string, unknown> }[];
}

export interface SeedTenant {
  slug: string;
  name: string;
  description: string;
  signupMethod: 'signup-with-admin-approval' | 'signup-without-admin-approval' | 'closed';
  subscriptionStatus: string;
  subscriptionPlan: string;
  allowUsersToCreateNewItems?: boolean;
  /** The tenant's allowNewValueCreation ('Add New Label'); on by default. */
  allowNewValueCreation?: boolean;
  users: SeedUser[];
  /** The tenant's people directory (portal users are the person with their email). */
  people?: { name: string; email: string }[];
  /**
   * The operator's demo data (`portico demo`): its people with photos and its three boards (every column
   * type, a few hundred items); `me` is the person the demo assigns "my" items to.
   */
  demo?: { me: string };
  /** Boards created before the users, so every user is granted them (the tenant grants all boards). */
  boards?: (string | SeedBoard)[];
  /** Users (by email) who get one-time login links, three each. */
  loginLinks?: string[];
  /**
   * Every active user gets a session from the seed, so board tests open the portal signed in without
   * spending the login rate limit (30 sign-ins per IP and tenant per 15 minutes, 10 per account).
   */
  sessions?: boolean;
}

/** The demo's people (apps/server/src/cli/demo/catalog.ts) the tests meet by name. */
export const PEOPLE = {
  priya: { name: 'Priya Raman', email: 'priya@northwind.studio' },
  marcus: { name: 'Marcus Chen', email: 'marcus@northwind.studio' },
  jordan: { name: 'Jordan Ellis', email: 'jordan@northwind.studio' },
  sam: { name: 'Sam Okafor', email: 'sam@northwind.studio' },
  lena: { name: 'Lena Fischer', email: 'lena@northwind.studio' },
  diego: { name: 'Diego Alvarez', email: 'diego@northwind.studio' },
  alex: { name: 'Alex Morgan', email: 'demo@portico.test' },
  hannah: { name: 'Hannah Brooks', email: 'hannah@acme-retail.example' },
} as const;

const emails = (...people: { email: string }[]) => ({ emails: people.map((p) => p.email) });

/**
 * A small board whose first five columns are the types the demo boards keep further right (phone,
 * checkbox) beside status, people and date, with exact values to assert on: fixed dates, a status
 * label the board does not define (fallback colours), five people on one item (+2), empty values (N/A),
 * an impossible date, an untitled item and an untitled group.
 */
export const PHOTO_SHOOTS = {
  name: 'Photo shoots',
  groups: ['This month', 'Next month', ''],
  columns: [
    {
      type: 'status',
      title: 'Status',
      settings: {
        labels: [
          { name: 'Confirmed', color: '#00c875' },
          { name: 'Tentative', color: '#fdab3d' },
          { name: 'Cancelled', color: '#e2445c' },
        ],
      },
    },
    { type: 'people', title: 'Crew' },
    { type: 'date', title: 'Shoot date' },
    { type: 'phone', title: 'On-site contact' },
    { type: 'checkbox', title: 'Releases signed' },
    { type: 'file', title: 'Shot list' },
    { type: 'text', title: 'Location' },
  ],
  items: [
    {
      group: 'This month',
      name: 'Spring lookbook studio day',
      values: {
        Status: { label: 'Confirmed' },
        Crew: emails(PEOPLE.priya, PEOPLE.marcus, PEOPLE.jordan, PEOPLE.sam, PEOPLE.lena),
        'Shoot date': { date: '2025-03-14' },
        'On-site contact': { phone: '+44 20 7946 0321' },
        'Releases signed': { checked: true },
        'Shot list': { files: ['Shot list - lookbook.pdf'] },
        Location: { text: 'Studio A, Harbour Street' },
      },
    },
    {
      group: 'This month',
      name: 'Harbour Foods kitchen portraits',
      values: {
        Status: { label: 'Tentative' },
        Crew: emails(PEOPLE.jordan, PEOPLE.alex),
        'Shoot date': { date: '2025-03-21' },
        'On-site contact': { phone: '+1 415 555 0134' },
        'Releases signed': { checked: false },
        Location: { text: 'Harbour Foods test kitchen' },
      },
    },
    {
      group: 'This month',
      name: 'Gift card flat lays',
      values: {
        Status: { label: 'On hold' },
        Crew: emails(PEOPLE.diego),
        'Shoot date': { date: '2025-03-03' },
        'On-site contact': { phone: '2125550198' },
        'Releases signed': { checked: false },
      },
    },
    {
      group: 'This month',
      name: 'Studio B lighting test',
      values: {
        Status: { label: 'Confirmed' },
        Crew: emails(PEOPLE.sam),
        'Shoot date': { date: '2025-03-09' },
        'Releases signed': { checked: true },
      },
    },
    {
      group: 'Next month',
      name: 'Rooftop launch event',
      values: {
        Status: { label: 'Confirmed' },
        Crew: emails(PEOPLE.alex, PEOPLE.hannah),
        'Shoot date': { date: '2025-04-09' },
        'Releases signed': { checked: true },
      },
    },
    {
      group: 'Next month',
      name: 'Kettle & Co packaging shots',
      values: {
        Status: { label: 'Cancelled' },
        Crew: emails(PEOPLE.sam),
        'Shoot date': { date: '2025-04-22' },
      },
    },
    {
      group: 'Next month',
      name: 'Brightline Travel brochure',
      values: {
        Status: { label: 'Tentative' },
        Crew: emails(PEOPLE.lena, PEOPLE.alex),
        'Shoot date': { date: '2025-04-02' },
      },
    },
    { group: '', name: 'Team headshots refresh', values: { 'Shoot date': { date: '2025-02-30' } } },
    { group: '', name: '', values: { Status: { label: 'Tentative' }, Crew: emails(PEOPLE.marcus) } },
  ],
} as const satisfies SeedBoard;

/** Another tenant's board with the same name as one of Northwind's: names never decide what is shown. */
export const BLUEBIRD_REQUESTS = {
  name: 'Client Requests',
  groups: ['Open', 'Closed'],
  columns: [
    {
      type: 'status',
      title: 'Status',
      settings: {
        labels: [
          { name: 'Open', color: '#579bfc' },
          { name: 'Closed', color: '#00c875' },
        ],
      },
    },
    { type: 'people', title: 'Dispatcher' },
    { type: 'date', title: 'Pickup date' },
  ],
  items: [
    {
      group: 'Open',
      name: 'Pallet pickup at Dock 4',
      values: {
        Status: { label: 'Open' },
        Dispatcher: { emails: ['ravi@bluebird.test'] },
        'Pickup date': { date: '2025-06-02' },
      },
    },
    {
      group: 'Open',
      name: 'Cold-chain container to Rotterdam',
      values: { Status: { label: 'Open' }, 'Pickup date': { date: '2025-06-05' } },
    },
    {
      group: 'Closed',
      name: 'Customs papers for order 5531',
      values: { Status: { label: 'Closed' }, Dispatcher: { emails: ['ravi@bluebird.test'] } },
    },
  ],
} as const satisfies SeedBoard;

/**
 * The item screens' board: every column type the forms edit (a file column early in the board, listed last
 * by the forms), a required dropdown and long text, doc and timeline (shown, never edited), a column that is
 * not editable and a hidden one. Each flow that saves changes has an item of its own, so tests stay
 * independent; 'Harbour Foods logo refresh' is only read (details, screenshots, axe).
 */
export const BRAND_REFRESH = {
  name: 'Brand refresh',
  groups: ['Identity', 'Rollout'],
  columns: [
    {
      type: 'status',
      title: 'Status',
      settings: {
        labels: [
          { name: 'Not started', color: '#c4c4c4' },
          { name: 'In progress', color: '#fdab3d' },
          { name: 'In review', color: '#579bfc' },
          { name: 'Done', color: '#00c875' },
        ],
      },
    },
    { type: 'file', title: 'Brand assets' },
    {
      type: 'priority',
      title: 'Priority',
      settings: {
        labels: [
          { name: 'High', color: '#e2445c' },
          { name: 'Medium', color: '#fdab3d' },
          { name: 'Low', color: '#579bfc' },
        ],
      },
    },
    { type: 'people', title: 'Owners' },
    {
      type: 'dropdown',
      title: 'Deliverable',
      required: true,
      settings: {
        options: [
          { name: 'Logo' },
          { name: 'Style guide' },
          { name: 'Social templates' },
          { name: 'Signage' },
          { name: 'Packaging' },
        ],
      },
    },
    { type: 'date', title: 'Due date' },
    { type: 'email', title: 'Client contact' },
    { type: 'phone', title: 'Contact phone' },
    {
      type: 'tags',
      title: 'Channels',
      settings: {
        options: [
          { name: 'web' },
          { name: 'print' },
          { name: 'social' },
          { name: 'packaging' },
          { name: 'retail' },
        ],
      },
    },
    { type: 'long_text', title: 'Brief', required: true },
    { type: 'numbers', title: 'Budget (EUR)' },
    { type: 'text', title: 'Notes' },
    { type: 'checkbox', title: 'Approved' },
    { type: 'timeline', title: 'Timeline' },
    { type: 'doc', title: 'Spec' },
    { type: 'people', title: 'Account lead', editable: false },
    { type: 'text', title: 'Internal code', visible: false },
  ],
  items: [
    {
      group: 'Identity',
      name: 'Harbour Foods logo refresh',
      values: {
        Status: { label: 'In progress' },
        'Brand assets': { files: ['Logo concepts.pdf'] },
        Priority: { label: 'High' },
        Owners: emails(PEOPLE.priya, PEOPLE.marcus, PEOPLE.jordan, PEOPLE.sam, PEOPLE.lena),
        Deliverable: { labels: ['Logo', 'Style guide'] },
        'Due date': { date: '2025-05-16' },
        'Client contact': { email: 'brand@harbourfoods.example' },
        'Contact phone': { phone: '442079460321' },
        Channels: { tags: ['web', 'print', 'social'] },
        Brief: {
          text: 'Modernise the wordmark and the anchor symbol for packaging, signage and the new website. Keep the navy.',
        },
        'Budget (EUR)': { number: '12500' },
        Notes: { text: 'Second round of concepts on Friday.' },
        Approved: { checked: false },
        Timeline: { from: '2025-04-01', to: '2025-05-16' },
        Spec: { title: 'Brand brief v2', url: 'https://docs.example.com/harbour-foods/brand-brief' },
        'Account lead': emails(PEOPLE.diego),
        'Internal code': { text: 'HF-22' },
      },
    },
    {
      group: 'Identity',
      name: 'Menu board redesign',
      values: {
        Status: { label: 'Not started' },
        Priority: { label: 'Low' },
        Owners: emails(PEOPLE.diego),
        Deliverable: { labels: ['Signage'] },
        'Due date': { date: '2025-06-02' },
        Channels: { tags: ['print'] },
        Brief: { text: 'Menu boards for the three cafés.' },
        Notes: { text: 'First draft' },
        Approved: { checked: false },
      },
    },
    {
      group: 'Identity',
      name: 'Packaging mock-ups',
      values: {
        Owners: emails(PEOPLE.priya, PEOPLE.marcus, PEOPLE.jordan, PEOPLE.sam, PEOPLE.lena),
        Deliverable: { labels: ['Packaging'] },
        Brief: { text: 'Mock-ups of the new boxes and labels.' },
      },
    },
    {
      group: 'Rollout',
      name: 'Shop window signage',
      values: { Deliverable: { labels: ['Signage'] }, Brief: { text: 'Window stickers for the opening.' } },
    },
    {
      group: 'Rollout',
      name: 'Print catalogue',
      values: { Deliverable: { labels: ['Style guide'] }, Brief: { text: 'The autumn catalogue.' } },
    },
    {
      group: 'Rollout',
      name: 'Trade show banner',
      values: {
        Status: { label: 'Not started' },
        Deliverable: { labels: ['Signage'] },
        Channels: { tags: ['retail'] },
        Brief: { text: 'A 3 m banner for the food fair.' },
      },
    },
    {
      group: 'Rollout',
      name: 'Social launch kit',
      values: {
        Status: { label: 'In review' },
        Deliverable: { labels: ['Social templates'] },
        Brief: { text: 'Templates for the launch posts.' },
      },
    },
  ],
} as const satisfies SeedBoard;

/** Contoso's board: one item with labels, on a tenant that does not allow new labels. */
export const CARE_REQUESTS = {
  name: 'Care requests',
  groups: ['To do', 'Done'],
  columns: [
    {
      type: 'status',
      title: 'Status',
      settings: {
        labels: [
          { name: 'Open', color: '#579bfc' },
          { name: 'Done', color: '#00c875' },
        ],
      },
    },
    { type: 'date', title: 'Due date' },
    {
      type: 'tags',
      title: 'Needs',
      settings: { options: [{ name: 'mobility' }, { name: 'meals' }, { name: 'transport' }] },
    },
  ],
  items: [
    {
      group: 'To do',
      name: 'Wheelchair pickup for Mrs Lind',
      values: {
        Status: { label: 'Open' },
        'Due date': { date: '2025-06-10' },
        Needs: { tags: ['mobility'] },
      },
    },
  ],
} as const satisfies SeedBoard;

/** Dunmore's board, on a plan outside Standard, Pro and Enterprise (no new labels, no new items). */
export const PRINT_JOBS = {
  name: 'Print jobs',
  groups: ['Queued'],
  columns: [
    {
      type: 'status',
      title: 'Status',
      settings: {
        labels: [
          { name: 'Queued', color: '#c4c4c4' },
          { name: 'Printed', color: '#00c875' },
        ],
      },
    },
    { type: 'dropdown', title: 'Paper', settings: { options: [{ name: 'Matte' }, { name: 'Gloss' }] } },
  ],
  items: [
    { group: 'Queued', name: 'Business cards for R. Dunmore', values: { Status: { label: 'Queued' } } },
  ],
} as const satisfies SeedBoard;

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
      { email: 'feedback@acme.test', name: 'Finn Feedback' },
      { email: 'theme@acme.test', name: 'Theo Theme' },
      { email: 'keyboard@acme.test', name: 'Kira Keyboard' },
      { email: 'phone@acme.test', name: 'Pho Phone' },
      { email: 'session@acme.test', name: 'Sam Session' },
      { email: 'token@acme.test', name: 'Toni Token' },
      { email: 'pending@acme.test', name: 'Pat Pending', status: 'pending' },
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
    ],
    // The screenshots of a login link that works, one per theme.
    loginLinks: ['shots@nimbus.test'],
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
