import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import {
  type ColumnType,
  type ColumnValue,
  ITEMS_PAGE_SIZE,
  type Item,
  getAllItemsResponseSchema,
} from '@portico/contract';
import type { NewColumn } from '../../src/modules/boards';
import type { BoardColumn } from '../../src/modules/boards';
import type { NewItemData } from '../../src/modules/items';
import type { Tenant } from '../../src/domain/tenant';
import type { Account } from '../../src/domain/account';
import type { Services } from '../../src/services';
import { type TestApp, makeTenant, makeUser, signIn } from './app';
import { type Client, expectBody } from './http';

export const STATUS_LABELS = [
  { name: 'Working on it', color: '#fdab3d' },
  { name: 'Done', color: '#00c875' },
  { name: 'Stuck', color: '#e2445c' },
];
export const PRIORITY_LABELS = [
  { name: 'Critical', color: '#333333' },
  { name: 'High', color: '#e2445c' },
  { name: 'Low', color: '#579bfc' },
];

/** One column of each of the 16 types, keyed by type (titles are what the tests look for). */
export const ALL_TYPE_COLUMNS: Record<ColumnType, NewColumn> = {
  status: { type: 'status', title: 'Status', settings: { labels: STATUS_LABELS } },
  priority: { type: 'priority', title: 'Priority', settings: { labels: PRIORITY_LABELS } },
  dropdown: {
    type: 'dropdown',
    title: 'Category',
    settings: { options: [{ name: 'Design' }, { name: 'Copy' }] },
  },
  tags: { type: 'tags', title: 'Tags', settings: { options: [{ name: 'urgent' }, { name: 'client' }] } },
  people: { type: 'people', title: 'Owner' },
  file: { type: 'file', title: 'Files' },
  doc: { type: 'doc', title: 'Brief' },
  timeline: { type: 'timeline', title: 'Timeline' },
  date: { type: 'date', title: 'Due date' },
  email: { type: 'email', title: 'Contact' },
  numbers: { type: 'numbers', title: 'Budget' },
  phone: { type: 'phone', title: 'Phone' },
  text: { type: 'text', title: 'Notes' },
  long_text: { type: 'long_text', title: 'Description' },
  name: { type: 'name', title: 'Title' },
  checkbox: { type: 'checkbox', title: 'Approved' },
};

/**
 * A stored value in each column of the board's types that hold one (the name is the item's own), as the API
 * stores them: the person and file are the caller's; `overrides` replace values by type.
 */
export const everyTypeValues = (
  board: TestBoard,
  refs: { personId: string; file: { id: string; name: string } },
  overrides: Partial<Record<ColumnType, Record<string, unknown>>> = {},
): Record<string, Record<string, unknown>> => {
  const values: Partial<Record<ColumnType, Record<string, unknown>>> = {
    status: { label: 'Done' },
    priority: { label: 'High' },
    dropdown: { labels: ['Design', 'Copy'] },
    tags: { tags: ['urgent'] },
    people: { personIds: [refs.personId] },
    file: { files: [{ fileId: refs.file.id, name: refs.file.name }] },
    doc: { title: 'Spec', url: 'https://docs.example.com/spec' },
    timeline: { from: '2025-03-01', to: '2025-03-14' },
    date: { date: '2024-02-29' },
    email: { email: 'Dana@FBI.gov' },
    numbers: { number: '-12.5' },
    phone: { phone: '14155552671' },
    text: { text: 'Quarterly' },
    long_text: { text: 'Line 1\nLine 2' },
    checkbox: { checked: false },
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(values).map(([type, value]) => [board.col[type as ColumnType].id, value]),
  );
};

export interface TestBoard {
  id: string;
  name: string;
  groups: Array<{ id: string; title: string }>;
  /** The first column of each type (the board has one of each unless `columns` was given). */
  col: Record<ColumnType, BoardColumn>;
  columns: BoardColumn[];
}

/** A board with every column type and two groups, granted to the tenant's users (grant_all_boards). */
export const makeBoard = async (
  services: Services,
  tenant: Tenant,
  options: { name?: string; columns?: NewColumn[]; allowItemCreation?: boolean; groups?: string[] } = {},
): Promise<TestBoard> => {
  const created = await services.boards.createBoard(tenant, {
    name: options.name ?? `Board ${randomBytes(3).toString('hex')}`,
    allowItemCreation: options.allowItemCreation,
    groups: (options.groups ?? ['Backlog', 'In progress']).map((title) => ({ title })),
    columns: options.columns ?? Object.values(ALL_TYPE_COLUMNS),
  });
  // The first column of each type (later ones of the same type are found through `columns`).
  const col = {} as Record<ColumnType, BoardColumn>;
  for (const c of created.columns) col[c.type] ??= c;
  return {
    id: created.board.id,
    name: created.board.name,
    groups: created.groups.map((g) => ({ id: g.id, title: g.title })),
    col,
    columns: created.columns,
  };
};

/** A person of the directory; with `user`, the portal user who is that person. */
export const makePerson = (
  services: Services,
  tenant: Tenant,
  input: { name?: string; email?: string; user?: Account } = {},
) =>
  services.people.create(tenant.id, {
    name: input.name ?? 'Fox Mulder',
    email: input.user?.email ?? input.email ?? `person-${randomBytes(4).toString('hex')}@example.com`,
  });

/** Adds items straight through the service (stored values as NewItemData). */
export const addItems = (
  services: Services,
  tenant: Tenant,
  board: TestBoard,
  items: Array<Partial<NewItemData>>,
) =>
  services.items.addItems(
    tenant.id,
    board.id,
    items.map((i, n) => ({
      groupId: i.groupId ?? (board.groups[0] as { id: string }).id,
      name: i.name ?? `Item ${n + 1}`,
      values: i.values ?? {},
    })),
  );

/** An item's stored row (to check that a refused write changed nothing, updated_at included). */
export const itemRow = (t: TestApp, itemId: string) =>
  t.ctx.db.kysely.selectFrom('items').selectAll().where('id', '=', itemId).executeTakeFirstOrThrow();

/** A multipart body in the §7 encoding, as the web app sends it. */
export const columnForm = (
  values: Array<{
    column: { id: string; type: ColumnType };
    text?: string;
    persons?: string[];
    tags?: string[];
    file?: { name: string; bytes: Buffer | string; type?: string };
  }>,
  keys: { id: 'id' | 'columnId'; type: 'type' | 'columnType' } = { id: 'id', type: 'type' },
): FormData => {
  const form = new FormData();
  for (const v of values) {
    const at = (key: string) => `columnValues[${v.column.id}][${key}]`;
    form.append(at(keys.id), v.column.id);
    form.append(at(keys.type), v.column.type);
    if (v.text !== undefined) form.append(at('text'), v.text);
    if (v.persons)
      form.append(at('persons_and_teams'), JSON.stringify(v.persons.map((id) => ({ id, kind: 'person' }))));
    if (v.tags) form.append(at('selectedTags'), JSON.stringify(v.tags));
    if (v.file)
      form.append(
        at('newlyUploadedFile'),
        new Blob([v.file.bytes], { type: v.file.type ?? 'application/octet-stream' }),
        v.file.name,
      );
  }
  return form;
};

export const listUrl = (board: { id: string }, query: Record<string, string> = {}) =>
  `/api/boards/getAllItems?${new URLSearchParams({ boardId: board.id, ...query })}`;

/** One page of getAllItems, checked against the contract. */
export const getPage = async (api: Client, board: { id: string }, query: Record<string, string> = {}) =>
  expectBody(await api.get(listUrl(board, query)), 200, getAllItemsResponseSchema).data;

/** Follows cursors to the end; returns every item in the order received, the totals seen and the pages. */
export const walkAll = async (api: Client, board: { id: string }, query: Record<string, string> = {}) => {
  const items: Item[] = [];
  const totals = new Set<number>();
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await getPage(api, board, { ...query, ...(cursor && { cursor }) });
    expect(page.items.length).toBeLessThanOrEqual(ITEMS_PAGE_SIZE);
    items.push(...page.items);
    totals.add(page.total_items);
    cursor = page.cursor;
    pages += 1;
  } while (cursor && pages < 500);
  return { items, totals, pages };
};

/** A signed-in user (Dana Scully) with one board of the given columns: the starting point of the list tests. */
export const setupBoardReader = async (t: TestApp, columns?: NewColumn[]) => {
  const tenant = await makeTenant(t.services);
  const user = await makeUser(t.services, tenant, { name: 'Dana Scully' });
  const board = await makeBoard(t.services, tenant, columns ? { columns } : {});
  const api = await signIn(t, tenant, user);
  return { tenant, user, board, api };
};

/**
 * A signed-in user with one board holding one item, and a helper that posts updateItem for it: the
 * starting point of the update and file-column tests.
 */
export const setupItemUpdate = async (
  t: TestApp,
  tenantSettings: Parameters<typeof makeTenant>[1] = {},
  columns?: NewColumn[],
) => {
  const tenant = await makeTenant(t.services, tenantSettings);
  const user = await makeUser(t.services, tenant);
  const board = await makeBoard(t.services, tenant, columns ? { columns } : {});
  const [itemId] = (await addItems(t.services, tenant, board, [{ name: 'Landing page' }])) as [string];
  const api = await signIn(t, tenant, user);
  const update = (values: Parameters<typeof columnForm>[0], id = itemId, boardId = board.id) =>
    api.multipart('POST', `/api/boards/updateItem/${id}?boardId=${boardId}`, columnForm(values));
  const valueOf = (body: { data: { column_values: ColumnValue[] } }, columnId: string) =>
    body.data.column_values.find((v) => v.id === columnId) as ColumnValue;
  return { tenant, user, board, itemId, api, update, valueOf };
};
