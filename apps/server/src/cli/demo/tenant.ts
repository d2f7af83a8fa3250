/** The demo tenant, the client to sign in with and its staff (printed by `portico demo`). */
export const DEMO = {
  slug: 'demo',
  name: 'Northwind Studio',
  description:
    'Your projects with Northwind Studio in one place: follow requests, review deliverables and share files with the team.',
  email: 'demo@portico.test',
  password: 'Portico-demo-1',
  userName: 'Alex Morgan',
  /** The studio's staff, who run the portal from the console. */
  staff: [
    { email: 'admin@portico.test', password: 'Portico-admin-1', name: 'Jordan Lee', role: 'admin' },
    { email: 'editor@portico.test', password: 'Portico-editor-1', name: 'Sam Rivera', role: 'editor' },
  ],
} as const;
