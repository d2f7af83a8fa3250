import type { NewItemData } from '../../modules/items';
import { CONTENT_TITLES, FILLERS, REDESIGN_TASKS, REQUEST_TITLES } from './catalog';

/** A small deterministic random source, so every demo install has the same data. */
export const seededRandom = (seed: number) => {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
    chance: (p: number) => next() < p,
    some: <T>(list: readonly T[], max: number): T[] => {
      const count = Math.floor(next() * (max + 1));
      return [...new Set(Array.from({ length: count }, () => list[Math.floor(next() * list.length)] as T))];
    },
  };
};
export type Random = ReturnType<typeof seededRandom>;

const fill = (template: string, rnd: Random) =>
  template.replace(/\{(\w+)\}/g, (_m, key: string) => rnd.pick(FILLERS[key] ?? ['']));

/** A calendar date `days` from today (YYYY-MM-DD), so the demo always looks current. */
export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export interface DemoContext {
  rnd: Random;
  /** Column id by title. */
  col: (title: string) => string;
  /** Group id by title. */
  group: (title: string) => string;
  team: string[];
  clients: string[];
  /** The person id of the demo user. */
  me: string;
  /** Stores a copy of a demo attachment and returns its file reference. */
  attach: () => Promise<{ fileId: string; name: string }>;
}

const PHONES = ['+1 415 555 0134', '+44 20 7946 0321', '+49 30 901820', '+1 212 555 0198'];
const DETAILS = [
  'Please see the attached screenshot. It happens on every page load since the last release.',
  'Our legal team needs this live before the end of the month.',
  'Low urgency, but customers keep asking about it in support chats.',
  'Copy is final and approved by Hannah. Images are in the shared drive.',
  'Can we discuss this in Thursday’s call? There are two options we like.',
];

export const clientRequests = async (ctx: DemoContext, count: number): Promise<NewItemData[]> => {
  const { rnd, col } = ctx;
  const stages: Array<[string, string[]]> = [
    ['New requests', ['New']],
    ['In progress', ['Working on it', 'Working on it', 'Stuck']],
    ['Waiting on client', ['Waiting on client']],
    ['Done', ['Done']],
  ];
  const items: NewItemData[] = [];
  for (let i = 0; i < count; i++) {
    const [group, statuses] = rnd.pick(stages);
    const waiting = group === 'Waiting on client';
    const assignees = [
      rnd.pick(ctx.team),
      ...(waiting || rnd.chance(0.15) ? [rnd.chance(0.6) ? ctx.me : rnd.pick(ctx.clients)] : []),
    ];
    const values: Record<string, unknown> = {
      [col('Status')]: { label: rnd.pick(statuses) },
      [col('Priority')]: { label: rnd.pick(['Urgent', 'High', 'Medium', 'Medium', 'Low', 'Low']) },
      [col('Assignee')]: { personIds: [...new Set(assignees)] },
      [col('Request type')]: {
        labels: [rnd.pick(['Content update', 'Bug', 'New page', 'Design', 'Analytics', 'Access'])],
      },
      [col('Due date')]: { date: dayFromToday(group === 'Done' ? -rnd.int(1, 60) : rnd.int(-5, 45)) },
      [col('Requested by')]: {
        email: rnd.pick(['hannah@acme-retail.example', 'tom@acme-retail.example', 'demo@portico.test']),
      },
      [col('Details')]: { text: rnd.pick(DETAILS) },
      [col('Approved')]: { checked: group === 'Done' || rnd.chance(0.2) },
    };
    const tags = rnd.some(['website', 'mobile', 'seo', 'brand', 'quick win', 'billing'], 3);
    if (tags.length) values[col('Tags')] = { tags };
    if (rnd.chance(0.3)) values[col('Call-back number')] = { phone: rnd.pick(PHONES).replace(/\D/g, '') };
    if (rnd.chance(0.25))
      values[col('Internal notes')] = {
        text: rnd.pick(['Bill as change request', 'Covered by retainer', 'Check scope with Priya']),
      };
    if (rnd.chance(0.12)) values[col('Attachments')] = { files: [await ctx.attach()] };
    items.push({ groupId: ctx.group(group), name: fill(rnd.pick(REQUEST_TITLES), rnd), values });
  }
  return items;
};

export const websiteRedesign = async (ctx: DemoContext, count: number): Promise<NewItemData[]> => {
  const { rnd, col } = ctx;
  const phases: Array<[string, string, number]> = [
    ['Discovery', 'Approved', -70],
    ['Design', 'In review', -35],
    ['Build', 'In progress', -5],
    ['Launch', 'Not started', 30],
  ];
  const items: NewItemData[] = [];
  for (let i = 0; i < count; i++) {
    const [group, status, start] = phases[Math.min(3, Math.floor((i / count) * 4))] as [
      string,
      string,
      number,
    ];
    const from = start + rnd.int(0, 20);
    const name = fill(rnd.pick(REDESIGN_TASKS), rnd);
    const values: Record<string, unknown> = {
      [col('Status')]: { label: rnd.chance(0.1) ? 'Blocked' : status },
      [col('Owner')]: { personIds: [rnd.pick(ctx.team), ...(rnd.chance(0.25) ? [ctx.me] : [])] },
      [col('Timeline')]: { from: dayFromToday(from), to: dayFromToday(from + rnd.int(3, 15)) },
      [col('Priority')]: { label: rnd.pick(['High', 'Medium', 'Low']) },
      [col('Estimate (hours)')]: { number: String(rnd.int(2, 40)) },
      [col('Spec')]: { title: `${name} - spec`, url: `https://docs.northwind.studio/redesign/${i + 1}` },
      [col('Signed off')]: { checked: status === 'Approved' },
    };
    const areas = rnd.some(['navigation', 'checkout', 'accessibility', 'performance', 'content'], 2);
    if (areas.length) values[col('Areas')] = { tags: areas };
    if (group !== 'Launch' && rnd.chance(0.3)) values[col('Deliverables')] = { files: [await ctx.attach()] };
    if (rnd.chance(0.2))
      values[col('Client feedback')] = {
        text: rnd.pick(['Love the direction.', 'Can the header be less busy?', 'Approved, thanks!']),
      };
    items.push({ groupId: ctx.group(group), name, values });
  }
  return items;
};

export const contentCalendar = async (ctx: DemoContext, count: number): Promise<NewItemData[]> => {
  const { rnd, col } = ctx;
  const stages: Array<[string, string, number, number]> = [
    ['Ideas', 'Idea', 20, 60],
    ['In production', 'Drafting', 5, 25],
    ['Scheduled', 'Scheduled', 1, 14],
    ['Published', 'Published', -90, -1],
  ];
  const items: NewItemData[] = [];
  for (let i = 0; i < count; i++) {
    const [group, stage, min, max] = rnd.pick(stages);
    const channel = rnd.pick(['Blog', 'Newsletter', 'LinkedIn', 'Instagram', 'YouTube']);
    const name = fill(rnd.pick(CONTENT_TITLES), rnd);
    const values: Record<string, unknown> = {
      [col('Stage')]: { label: group === 'In production' && rnd.chance(0.4) ? 'In review' : stage },
      [col('Channel')]: { labels: [channel] },
      [col('Author')]: { personIds: [rnd.chance(0.15) ? ctx.me : rnd.pick(ctx.team)] },
      [col('Publish date')]: { date: dayFromToday(rnd.int(min, max)) },
      [col('Summary')]: { text: `${channel} piece: ${name.toLowerCase()}` },
      [col('Ready to publish')]: { checked: stage === 'Scheduled' || stage === 'Published' },
      [col('Reviewer')]: { email: rnd.pick(['hannah@acme-retail.example', 'priya@northwind.studio']) },
    };
    const topics = rnd.some(['case study', 'how-to', 'hiring', 'product', 'culture', 'events'], 2);
    if (topics.length) values[col('Topics')] = { tags: topics };
    if (channel === 'Blog' || channel === 'Newsletter')
      values[col('Word count')] = { number: String(rnd.int(4, 24) * 100) };
    if (stage !== 'Idea')
      values[col('Draft')] = {
        title: `Draft: ${name}`,
        url: `https://docs.northwind.studio/content/${i + 1}`,
      };
    if (rnd.chance(0.3))
      values[col('Brief')] = {
        text: 'Audience: operations leads. Goal: one clear takeaway and a link to the case study.',
      };
    if (rnd.chance(0.1)) values[col('Assets')] = { files: [await ctx.attach()] };
    items.push({ groupId: ctx.group(group), name, values });
  }
  return items;
};
