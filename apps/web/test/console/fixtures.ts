import type {
  ActivityEntry,
  ConsoleClient,
  ConsoleOverview,
  PortalSettings,
  StaffMember,
} from '@portico/contract';

/** A client as the console lists it; every field can be overridden. */
export const consoleClient = (overrides: Partial<ConsoleClient> = {}): ConsoleClient => ({
  id: 'c1',
  name: 'Riley Chen',
  email: 'riley@acme.test',
  status: 'active',
  profilePicture: null,
  filterItemsByEmail: null,
  onlyAssignedItems: false,
  boardCount: 2,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

export const staffMember = (overrides: Partial<StaffMember> = {}): StaffMember => ({
  id: 's1',
  name: 'Adele Admin',
  email: 'admin@acme.test',
  role: 'admin',
  status: 'active',
  profilePicture: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  ...overrides,
});

export const consoleOverview = (overrides: Partial<ConsoleOverview> = {}): ConsoleOverview => ({
  counts: { boards: 3, items: 1240, clients: 12, pendingClients: 1, staff: 2 },
  pending: [consoleClient({ id: 'p1', name: 'Pat Pending', email: 'pat@acme.test', status: 'pending' })],
  subscriptionPlan: 'Pro',
  subscriptionStatus: 'valid',
  activity: [],
  ...overrides,
});

export const activityEntry = (overrides: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id: 'a1',
  at: '2026-03-04T09:30:00.000Z',
  actor: { kind: 'client', id: 'c1', name: 'Riley Chen' },
  subject: 'item',
  action: 'updated',
  subjectName: 'Landing page',
  subjectId: 'i1',
  boardId: 'b1',
  boardName: 'Website',
  field: 'Status',
  columnId: 'status',
  oldValue: 'Working on it',
  newValue: 'Done',
  ...overrides,
});

export const portalSettings = (overrides: Partial<PortalSettings> = {}): PortalSettings => ({
  slug: 'acme',
  name: 'Acme Agency',
  description: 'Campaigns in one place.',
  logo: null,
  signupMethod: 'signup-with-admin-approval',
  allowNewValueCreation: true,
  allowUsersToCreateNewItems: true,
  filterItemsByEmail: false,
  grantAllBoards: true,
  language: 'en',
  browserLanguage: false,
  subscriptionPlan: 'Pro',
  subscriptionStatus: 'valid',
  ...overrides,
});
