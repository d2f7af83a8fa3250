/** The demo tenant and the user to sign in with (printed by `portico demo`). */
export const DEMO = {
  slug: 'demo',
  name: 'Northwind Studio',
  description:
    'Your projects with Northwind Studio in one place: follow requests, review deliverables and share files with the team.',
  email: 'demo@portico.test',
  password: 'Portico-demo-1',
  userName: 'Alex Morgan',
} as const;
