import type { SeedBoard } from './seed-types';

/** The boards the browser tests read and change, and the people they meet (seed-data.ts). */

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

export const emails = (...people: { email: string }[]) => ({ emails: people.map((p) => p.email) });

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

/**
 * Evergreen's board for the console's browser tests (console-settings.spec.ts): clients change its items
 * and staff read the change in the activity record.
 */
export const EVERGREEN_WEBSITE = {
  name: 'Website',
  groups: ['In progress', 'Launched'],
  columns: [
    {
      type: 'status',
      title: 'Status',
      settings: {
        labels: [
          { name: 'Working on it', color: '#fdab3d' },
          { name: 'Done', color: '#00c875' },
          { name: 'Stuck', color: '#e2445c' },
        ],
      },
    },
    { type: 'date', title: 'Due date' },
    // Assigned in the People directory's browser tests (console-people.spec.ts).
    { type: 'people', title: 'Owner' },
  ],
  items: [
    { group: 'In progress', name: 'Landing page', values: { Status: { label: 'Working on it' } } },
    { group: 'In progress', name: 'Pricing page', values: { Status: { label: 'Working on it' } } },
    { group: 'Launched', name: 'Blog', values: { Status: { label: 'Done' } } },
  ],
} as const satisfies SeedBoard;
