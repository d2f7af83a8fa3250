/** The shapes of the browser tests' seed (seed-data.ts): users, boards and tenants. */

export interface SeedUser {
  email: string;
  name: string;
  status?: 'active' | 'pending' | 'disabled';
  /** Staff of the tenant (the console); a client when left out. Staff always get a seeded session. */
  role?: 'admin' | 'editor';
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

/**
 * An entry of the activity record written straight into it, `minutesAgo` before the seed ran, so the
 * console's screenshots show a record of some age (changes made by the tests are all "just now").
 */
export interface SeedActivity {
  minutesAgo: number;
  /** A user's email, or 'operator' for the CLI. */
  by: string;
  subject: 'item' | 'client' | 'staff' | 'settings';
  action: string;
  subjectName: string;
  /** A board of the tenant by name. */
  board?: string;
  field?: string;
  oldValue?: string | null;
  newValue?: string | null;
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
  activity?: SeedActivity[];
}
