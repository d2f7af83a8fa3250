import type { SeedBoard, SeedTenant } from './seed-types';

/**
 * The console's Boards screens (console-boards.spec.ts): an editor creates a board, sets its groups,
 * deletes a group moving its items, and archives a board a client sees. Its own tenant, because a board
 * created here is granted to every client (the tenant grants all boards) and would change others' counts.
 */
export const FERNHILL_ROADMAP = {
  name: 'Roadmap',
  groups: ['Now', 'Next', 'Later'],
  columns: [{ type: 'text', title: 'Notes' }],
  items: [
    { group: 'Now', name: 'Billing page', values: {} },
    { group: 'Next', name: 'Team invites', values: {} },
    { group: 'Next', name: 'Audit log', values: {} },
    { group: 'Later', name: 'Mobile app', values: {} },
  ],
} as const satisfies SeedBoard;

export const FERNHILL = {
  slug: 'fernhill',
  name: 'Fernhill Labs',
  description: 'Fernhill shares its product roadmap with customers.',
  signupMethod: 'closed',
  subscriptionStatus: 'valid',
  subscriptionPlan: 'Pro',
  boards: [FERNHILL_ROADMAP, 'Support'],
  users: [
    { email: 'editor@fernhill.test', name: 'Fay Editor', role: 'editor' },
    { email: 'admin@fernhill.test', name: 'Finn Admin', role: 'admin' },
    // Sees Roadmap in the portal's sidebar until it is archived.
    { email: 'client@fernhill.test', name: 'Cora Client' },
  ],
  sessions: true,
} as const satisfies SeedTenant;
