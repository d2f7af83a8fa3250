import { Readable } from 'node:stream';
import type { NewBoard } from '../../modules/boards';
import type { Tenant } from '../../domain/tenant';
import type { Services } from '../../services';
import { demoAttachments } from './attachments';
import { CLIENT_REQUESTS, CONTENT_CALENDAR, DEMO_PEOPLE, WEBSITE_REDESIGN } from './catalog';
import { type DemoContext, clientRequests, contentCalendar, seededRandom, websiteRedesign } from './items';
import { addLargeBoard, largeBoardName } from './large-board';
import { DEMO } from './tenant';
import { avatarPng } from './png';

/** The directory's people, created once with generated avatars; returns their ids by email. */
export const seedPeople = async (services: Services, tenant: Tenant): Promise<Map<string, string>> => {
  const ids = new Map<string, string>();
  for (const p of DEMO_PEOPLE) {
    const existing = await services.people.findByEmail(tenant.id, p.email);
    if (existing) {
      ids.set(p.email, existing.id);
      continue;
    }
    const photo = p.color
      ? await services.files.storeUpload({
          tenantId: tenant.id,
          createdBy: null,
          kind: 'person',
          filename: `${p.name}.png`,
          stream: Readable.from(avatarPng(p.color)),
          accept: 'image',
        })
      : null;
    ids.set(p.email, (await services.people.create(tenant.id, { name: p.name, email: p.email, photo })).id);
  }
  return ids;
};

const BOARDS: Array<[NewBoard, (ctx: DemoContext, count: number) => Promise<unknown[]>, number]> = [
  [CLIENT_REQUESTS, clientRequests, 160],
  [WEBSITE_REDESIGN, websiteRedesign, 80],
  [CONTENT_CALENDAR, contentCalendar, 120],
];

/**
 * The demo boards: an agency's client requests, a website redesign and a content calendar — every column
 * type, a few hundred items, people with avatars and attached files. Boards that exist are left alone.
 */
export const seedDemoBoards = async (
  services: Services,
  tenant: Tenant,
  people: Map<string, string>,
  myEmail: string,
) => {
  const existing = new Set((await services.boards.listBoards(tenant.id)).map((b) => b.name));
  const attachments = demoAttachments();
  const team = DEMO_PEOPLE.filter((p) => p.team).map((p) => people.get(p.email) as string);
  const clients = DEMO_PEOPLE.filter((p) => !p.team && p.email !== myEmail).map(
    (p) => people.get(p.email) as string,
  );
  let added = 0;
  for (const [definition, generate, count] of BOARDS) {
    if (existing.has(definition.name)) continue;
    const created = await services.boards.createBoard(tenant, definition);
    const rnd = seededRandom(definition.name.length * 7919 + count);
    const ctx: DemoContext = {
      rnd,
      col: (title) => created.columns.find((c) => c.title === title)?.id as string,
      group: (title) => created.groups.find((g) => g.title === title)?.id as string,
      team,
      clients,
      me: people.get(myEmail) as string,
      attach: async () => {
        const a = rnd.pick(attachments);
        const file = await services.files.storeUpload({
          tenantId: tenant.id,
          createdBy: null,
          kind: 'column',
          filename: a.name,
          stream: Readable.from(a.bytes),
          accept: 'any',
        });
        return { fileId: file.id, name: file.name };
      },
    };
    const items = (await generate(ctx, count)) as Parameters<Services['items']['addItems']>[2];
    await services.items.addItems(tenant.id, created.board.id, items);
    added += 1;
  }
  return added;
};

/** `--items N`: one large board for benchmarks, unless a board of that size exists. */
export const seedLargeBoard = async (
  services: Services,
  tenant: Tenant,
  items: number,
  people: Map<string, string>,
) => {
  const name = largeBoardName(items);
  const existing = (await services.boards.listBoards(tenant.id)).find((b) => b.name === name);
  if (existing) return { id: existing.id, created: false };
  return { id: await addLargeBoard(services, tenant, items, [...people.values()]), created: true };
};

export interface DemoSeedResult {
  tenant: Tenant;
  boardsAdded: number;
  large: { id: string; created: boolean } | null;
}

/** Everything `portico demo` creates; what exists already is kept, so it can run at every start. */
export const seedDemo = async (
  services: Services,
  options: { items?: number } = {},
): Promise<DemoSeedResult> => {
  let tenant = await services.tenants.findBySlug(DEMO.slug);
  if (!tenant) {
    tenant = await services.tenants.create(DEMO.slug, {
      name: DEMO.name,
      description: DEMO.description,
      signupMethod: 'signup-with-admin-approval',
      subscriptionStatus: 'valid',
      subscriptionPlan: 'Pro',
      allowUsersToCreateNewItems: true,
      allowNewValueCreation: true,
      filterItemsByEmail: false,
    });
  }
  if (!(await services.users.findByEmail(tenant, DEMO.email))) {
    await services.users.create(tenant, {
      email: DEMO.email,
      name: DEMO.userName,
      password: DEMO.password,
      status: 'active',
    });
  }
  const people = await seedPeople(services, tenant);
  for (const member of DEMO.staff) {
    if (await services.users.findByEmail(tenant, member.email)) continue;
    await services.users.create(tenant, { ...member, status: 'active' });
  }
  const boardsAdded = await seedDemoBoards(services, tenant, people, DEMO.email);
  const large = options.items ? await seedLargeBoard(services, tenant, options.items, people) : null;
  return { tenant, boardsAdded, large };
};
