import type { NewBoard } from '../../modules/boards';
import type { NewItemData } from '../../modules/items';
import type { Tenant } from '../../domain/tenant';
import type { Services } from '../../services';
import { dayFromToday, seededRandom } from './items';

/** A word that occurs in exactly RARE_COUNT items of the large board (the benchmark's rare search). */
export const RARE_TERM = 'zanzibar';
export const RARE_COUNT = 5;
/** A word in about a fifth of the items (the benchmark's common search). */
export const COMMON_TERM = 'design';

export const largeBoardName = (items: number) => `Support backlog (${items.toLocaleString('en-US')} items)`;

/** 12 columns of the common types, as a busy real board would have. */
const definition = (items: number): NewBoard => ({
  name: largeBoardName(items),
  allowItemCreation: true,
  groups: ['Inbox', 'Triaged', 'In progress', 'Review', 'Closed'].map((title) => ({ title })),
  columns: [
    {
      type: 'status',
      title: 'Status',
      settings: {
        labels: [
          { name: 'Open', color: '#579bfc' },
          { name: 'Working on it', color: '#fdab3d' },
          { name: 'Stuck', color: '#e2445c' },
          { name: 'Done', color: '#00c875' },
        ],
      },
    },
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
    { type: 'people', title: 'Owner' },
    { type: 'date', title: 'Due date' },
    {
      type: 'dropdown',
      title: 'Category',
      settings: { options: ['Design', 'Billing', 'Content', 'Bug', 'Access'].map((name) => ({ name })) },
    },
    {
      type: 'tags',
      title: 'Tags',
      settings: { options: ['web', 'mobile', 'api', 'email', 'vip'].map((name) => ({ name })) },
    },
    { type: 'numbers', title: 'Budget' },
    { type: 'email', title: 'Contact' },
    { type: 'phone', title: 'Phone' },
    { type: 'text', title: 'Notes' },
    { type: 'long_text', title: 'Summary' },
    { type: 'checkbox', title: 'Approved' },
  ],
});

const VERBS = [
  'Update',
  'Fix',
  'Review',
  'Migrate',
  'Prepare',
  'Check',
  'Plan',
  'Draft',
  'Publish',
  'Archive',
];
const OBJECTS = [
  'invoice layout',
  'landing page',
  'order export',
  'password reset email',
  'FAQ entries',
  'mobile menu',
  'search results',
  'onboarding checklist',
  'pricing table',
  'newsletter template',
  'holiday banner',
  'API keys',
];
const CLIENTS = [
  'Acme Retail',
  'Harbour Foods',
  'Kettle & Co',
  'Brightline Travel',
  'Orchard Bank',
  'Lumen Health',
  'Parcel Post',
  'Fieldstone',
];

/**
 * Adds one large board for benchmarks (`portico demo --items N`): N items in 5 groups with 12 columns of
 * realistic values, generated deterministically. Returns the board id.
 */
export const addLargeBoard = async (
  services: Services,
  tenant: Tenant,
  items: number,
  personIds: string[],
) => {
  const created = await services.boards.createBoard(tenant, definition(items));
  const col = (title: string) => created.columns.find((c) => c.title === title)?.id as string;
  const groups = created.groups.map((g) => g.id);
  const rnd = seededRandom(items);
  const rare = new Set(
    Array.from({ length: RARE_COUNT }, (_, i) => Math.floor(((i * 2 + 1) * items) / (RARE_COUNT * 2))),
  );
  const batch: NewItemData[] = [];
  for (let i = 0; i < items; i++) {
    const client = rnd.pick(CLIENTS);
    const category = rnd.pick(['Design', 'Billing', 'Content', 'Bug', 'Access']);
    batch.push({
      groupId: groups[Math.min(groups.length - 1, Math.floor((i / items) * groups.length))] as string,
      name: `${rnd.pick(VERBS)} ${rnd.pick(OBJECTS)} for ${client}`,
      values: {
        [col('Status')]: { label: rnd.pick(['Open', 'Working on it', 'Stuck', 'Done']) },
        [col('Priority')]: { label: rnd.pick(['High', 'Medium', 'Low']) },
        [col('Owner')]: { personIds: [rnd.pick(personIds)] },
        [col('Due date')]: { date: dayFromToday(rnd.int(-60, 90)) },
        [col('Category')]: { labels: [category] },
        [col('Tags')]: { tags: rnd.some(['web', 'mobile', 'api', 'email', 'vip'], 2) },
        [col('Budget')]: { number: String(rnd.int(100, 25_000)) },
        [col('Contact')]: { email: `${client.split(' ')[0]?.toLowerCase()}@clients.example` },
        [col('Phone')]: { phone: `1415555${String(rnd.int(0, 9999)).padStart(4, '0')}` },
        [col('Notes')]: {
          text: rare.has(i) ? `Escalated by the ${RARE_TERM} office` : `Ticket ${i + 1} from ${client}`,
        },
        [col('Summary')]: {
          text: `Customer asked to ${rnd.pick(VERBS).toLowerCase()} the ${rnd.pick(OBJECTS)}; see thread.`,
        },
        [col('Approved')]: { checked: rnd.chance(0.4) },
      },
    });
    if (batch.length === 5000 || i === items - 1)
      await services.items.addItems(tenant.id, created.board.id, batch.splice(0));
  }
  return created.board.id;
};
