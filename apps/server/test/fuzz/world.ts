import { type ColumnType, consoleEndpoints } from '@portico/contract';
import type { Tenant } from '../../src/domain/tenant';
import type { Account } from '../../src/domain/account';
import { type TestApp, makeTenant, makeUser } from '../support/app';
import { type TestBoard, addItems, makeBoard, makePerson } from '../support/boards';
import { PNG } from '../support/files';
import { clientFor } from '../support/http';

export interface SignedFile {
  fileId: string;
  name: string;
  expires: string;
  signature: string;
}

/** What the fuzzed requests are about: one tenant with a full board, a foreign tenant, a signed file. */
export interface World {
  t: TestApp;
  tenant: Tenant;
  slug: string;
  board: TestBoard;
  itemId: string;
  groupId: string;
  personId: string;
  /** An update on the item, by its owner (issue #8). */
  updateId: string;
  /** A client and an editor the console's calls act on. */
  clientId: string;
  staffId: string;
  file: SignedFile;
  foreign: { slug: string; token: string; boardId: string; itemId: string; groupId: string };
  /** Values shown by name in reports (`{board}` instead of a random id). */
  names: Map<string, string>;
  /**
   * A user of the tenant for one endpoint, so a logout or a password change stays in its own test; an
   * administrator for the console's calls (a client would only ever be refused).
   */
  userFor: (endpoint: string) => Promise<Account>;
  token: (user: Account) => Promise<string>;
  /** A normal request of an untouched tenant: null while it answers as at the start, else what changed. */
  canary: () => Promise<string | null>;
}

const sessionOf = async (t: TestApp, tenant: Tenant, user: Account) =>
  (await t.services.auth.startSession(tenant, user)).accessToken;

const signedFile = async (t: TestApp, tenant: Tenant, user: Account): Promise<SignedFile> => {
  const token = await sessionOf(t, tenant, user);
  const form = new FormData();
  form.append('name', user.name);
  form.append('profilePicture', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
  const res = await clientFor(t.app, tenant.slug, token).multipart('PATCH', '/api/user/update-profile', form);
  const url = (res.json() as { data?: { profilePicture?: string } }).data?.profilePicture;
  const m = url && /^\/api\/files\/([^/]+)\/([^?]+)\?expires=(\d+)&signature=([^&]+)$/.exec(url);
  if (!m) throw new Error(`no signed avatar URL: ${res.statusCode} ${res.body}`);
  return { fileId: m[1] as string, name: m[2] as string, expires: m[3] as string, signature: m[4] as string };
};

/** A tenant nobody fuzzes, read before and after: a polluted process or a broken pool shows here. */
const makeCanary = async (t: TestApp) => {
  const tenant = await makeTenant(t.services);
  const user = await makeUser(t.services, tenant, { name: 'Walter Skinner' });
  const board = await makeBoard(t.services, tenant);
  const [itemId] = (await addItems(t.services, tenant, board, [
    {
      name: 'Canary',
      values: {
        [board.col.text.id]: { text: 'quiet' },
        [board.col.status.id]: { label: 'Done' },
        [board.col.checkbox.id]: { checked: true },
      },
    },
  ])) as [string];
  const api = clientFor(t.app, tenant.slug, await sessionOf(t, tenant, user));
  const reads = [
    `/api/boards/getItemDetails/${itemId}?boardId=${board.id}`,
    '/api/auth/check-user-auth',
    `/api/boards/editableColumns?boardId=${board.id}`,
  ];
  const answers = () =>
    Promise.all(reads.map(async (url) => api.get(url).then((r) => `${r.statusCode} ${r.body}`)));
  const expected = await answers();
  if (expected.some((a) => !a.startsWith('200 '))) throw new Error(`canary not readable: ${expected}`);
  return async (): Promise<string | null> => {
    const now = await answers();
    const changed = reads.flatMap((url, i) =>
      now[i] === expected[i] ? [] : [`GET ${url} now answers ${(now[i] ?? '').slice(0, 300)}`],
    );
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    if (health.statusCode !== 200)
      changed.push(`GET /api/health now answers ${health.statusCode} ${health.body}`);
    return changed.length ? changed.join('\n') : null;
  };
};

export const makeWorld = async (t: TestApp): Promise<World> => {
  const tenant = await makeTenant(t.services);
  const owner = await makeUser(t.services, tenant, { name: 'Dana Scully' });
  const board = await makeBoard(t.services, tenant, { allowItemCreation: true });
  const [itemId] = (await addItems(t.services, tenant, board, [{ name: 'Landing page' }])) as [string];
  const person = await makePerson(t.services, tenant, { user: owner });
  const file = await signedFile(t, tenant, owner);
  const updateId = 'fuzz-update';
  await t.ctx.db.kysely
    .insertInto('item_updates')
    .values({
      tenant_id: tenant.id,
      id: updateId,
      board_id: board.id,
      item_id: itemId,
      parent_id: null,
      author_id: owner.id,
      body: 'Hello **there**',
      internal: 0,
      created_at: new Date().toISOString(),
      edited_at: null,
      deleted_at: null,
    })
    .execute();
  const client = await makeUser(t.services, tenant, { name: 'Pending Client', status: 'pending' });
  const editor = await makeUser(t.services, tenant, { name: 'Eddie Editor', role: 'editor' });

  const foreignTenant = await makeTenant(t.services);
  const foreignUser = await makeUser(t.services, foreignTenant);
  const foreignBoard = await makeBoard(t.services, foreignTenant);
  const [foreignItem] = (await addItems(t.services, foreignTenant, foreignBoard, [{}])) as [string];
  const foreign = {
    slug: foreignTenant.slug,
    token: await sessionOf(t, foreignTenant, foreignUser),
    boardId: foreignBoard.id,
    itemId: foreignItem,
    groupId: (foreignBoard.groups[0] as { id: string }).id,
  };

  const groupId = (board.groups[0] as { id: string }).id;
  const names = new Map<string, string>([
    [board.id, '{board}'],
    [itemId, '{item}'],
    [person.id, '{person}'],
    [file.fileId, '{fileId}'],
    [file.signature, '{signature}'],
    [foreign.boardId, '{foreignBoard}'],
    [foreign.itemId, '{foreignItem}'],
    [foreign.token, '{foreignToken}'],
    [foreign.slug, '{foreignSlug}'],
    [tenant.slug, '{slug}'],
  ]);
  board.groups.forEach((g, i) => names.set(g.id, i === 0 ? '{group}' : `{group${i + 1}}`));
  for (const [type, column] of Object.entries(board.col) as Array<[ColumnType, { id: string }]>)
    names.set(column.id, `{col:${type}}`);

  return {
    t,
    tenant,
    slug: tenant.slug,
    board,
    itemId,
    groupId,
    personId: person.id,
    updateId,
    clientId: client.id,
    staffId: editor.id,
    file,
    foreign,
    names,
    userFor: (endpoint) =>
      makeUser(t.services, tenant, {
        name: `Fuzz ${endpoint}`,
        email: `fuzz-${endpoint.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
        role: endpoint in consoleEndpoints ? 'admin' : 'client',
      }),
    token: (user) => sessionOf(t, tenant, user),
    canary: await makeCanary(t),
  };
};
