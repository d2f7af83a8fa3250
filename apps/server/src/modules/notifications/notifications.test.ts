import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  followResponseSchema,
  mentionToken,
  listNotificationsResponseSchema,
  notificationPreferencesResponseSchema,
  unreadCountResponseSchema,
} from '@portico/contract';
import type { Tenant } from '../tenants/tenants.repository';
import type { Account } from '../users/users.repository';
import { makeTenant, makeUser, signIn, useTestApp } from '../../../test/support/app';
import {
  STATUS_LABELS,
  type TestBoard,
  addItems,
  columnForm,
  makeBoard,
  makePerson,
} from '../../../test/support/boards';
import { type Client, clientFor, expectBody, expectError } from '../../../test/support/http';

/**
 * Notifications through HTTP: who is told of an assignment and a status change (only those who may open
 * the item, never the one who made the change), following, preferences, the bell's calls, and the
 * notifications of signing up and being approved.
 */
const t = useTestApp();
let tenant: Tenant;
let board: TestBoard;
let staff: Client;
let staffAccount: Account;
let cleo: Client;
let cleoAccount: Account;
let cleoPerson: string;
let rita: Client;
let ritaPerson: string;
let ritaAccount: Account;
let outsider: Client;

const col = (title: string) => {
  const c = board.columns.find((x) => x.title === title);
  if (!c) throw new Error(`no column ${title}`);
  return c;
};

beforeAll(async () => {
  tenant = await makeTenant(t.services, { signupMethod: 'signup-with-admin-approval' });
  board = await makeBoard(t.services, tenant, {
    columns: [
      { type: 'people', title: 'Owner' },
      { type: 'status', title: 'Status', settings: { labels: STATUS_LABELS } },
      { type: 'status', title: 'Internal status', settings: { labels: STATUS_LABELS }, visible: false },
      { type: 'text', title: 'Notes' },
    ],
  });
  staffAccount = await makeUser(t.services, tenant, { role: 'admin', name: 'Sam Staff' });
  staff = await signIn(t, tenant, staffAccount);
  cleoAccount = await makeUser(t.services, tenant, { name: 'Cleo Client' });
  cleo = await signIn(t, tenant, cleoAccount);
  cleoPerson = (await makePerson(t.services, tenant, { user: cleoAccount, name: 'Cleo Client' })).id;
  // Rita sees only the items assigned to her.
  ritaAccount = await makeUser(t.services, tenant, { name: 'Rita Restricted' });
  await t.services.users.setFilterItemsByEmail(tenant, ritaAccount, true);
  rita = await signIn(t, tenant, ritaAccount);
  ritaPerson = (await makePerson(t.services, tenant, { user: ritaAccount, name: 'Rita Restricted' })).id;
  const otherTenant = await makeTenant(t.services);
  outsider = await signIn(t, otherTenant, await makeUser(t.services, otherTenant, { role: 'admin' }));
});

const bell = async (api: Client, query = '') =>
  expectBody(await api.get(`/api/notifications${query}`), 200, listNotificationsResponseSchema).data;
const unread = async (api: Client) =>
  expectBody(await api.get('/api/notifications/unread-count'), 200, unreadCountResponseSchema).data.unread;
const titles = async (api: Client) => (await bell(api)).notifications.map((n) => n.title);

/** A staff edit in the console's staff board. */
const staffEdit = (itemId: string, values: Parameters<typeof columnForm>[0]) =>
  staff.multipart('POST', `/api/console/boards/${board.id}/items/${itemId}`, columnForm(values));

const newItem = async (name: string, values: Record<string, unknown> = {}) =>
  (await addItems(t.services, tenant, board, [{ name, values }]))[0] as string;

const readAll = (api: Client) => api.post('/api/notifications/read-all');

describe('assignments', () => {
  it('tells a client assigned to an item, once, and not the staff member who assigned', async () => {
    await readAll(cleo);
    const itemId = await newItem('Homepage copy');
    const assign = (persons: string[]) => staffEdit(itemId, [{ column: col('Owner'), persons }]);
    expect((await assign([cleoPerson])).statusCode).toBe(200);
    const { notifications } = await bell(cleo);
    expect(notifications[0]).toMatchObject({
      kind: 'assigned',
      title: 'Sam Staff assigned you to Homepage copy',
      itemId,
      boardId: board.id,
      link: `/board/${board.id}/item-details/${itemId}`,
      readAt: null,
      actor: { id: staffAccount.id, name: 'Sam Staff' },
    });
    expect(await unread(cleo)).toBe(1);
    expect(await titles(staff)).not.toContain('Sam Staff assigned you to Homepage copy');

    // Another column's edit, or the same people again, is no new assignment.
    await staffEdit(itemId, [{ column: col('Notes'), text: 'Draft two' }]);
    expect(await unread(cleo)).toBe(1);
    // Taken off and put back: told again.
    await assign([]);
    await assign([cleoPerson]);
    expect(await unread(cleo)).toBe(2);
  });

  it('tells a client restricted to assigned items of the item that now is theirs', async () => {
    const itemId = await newItem('Pricing page');
    await staffEdit(itemId, [{ column: col('Owner'), persons: [ritaPerson] }]);
    expect((await bell(rita)).notifications.map((n) => n.itemId)).toContain(itemId);
  });
});

describe('status changes', () => {
  it("tells the item's watchers who may see it, and hides a hidden column's change from clients", async () => {
    await readAll(cleo);
    await readAll(rita);
    // Cleo created the item through the portal: she watches it.
    const created = await cleo.multipart(
      'POST',
      `/api/boards/create-new-item/${board.id}/${board.groups[0]?.id}?itemName=Logo`,
      columnForm([{ column: col('Notes'), text: 'A new logo' }], { id: 'columnId', type: 'columnType' }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const itemId = (created.json() as { data: { id: string } }).data.id;
    await staffEdit(itemId, [{ column: col('Status'), text: 'Done' }]);
    const [entry] = (await bell(cleo)).notifications;
    expect(entry).toMatchObject({
      kind: 'status',
      title: 'Sam Staff set Status of Logo to Done',
      excerpt: 'Empty → Done',
    });
    // Rita may not open the item (not assigned to her): she hears nothing of it.
    expect((await bell(rita)).notifications.map((n) => n.itemId)).not.toContain(itemId);

    await staffEdit(itemId, [{ column: col('Internal status'), text: 'Stuck' }]);
    expect(await titles(cleo)).not.toContain('Sam Staff set Internal status of Logo to Stuck');
  });

  it('tells staff who follow an item, until they stop; the creator may stop too', async () => {
    const itemId = await newItem('Launch checklist', { [col('Owner').id]: { personIds: [cleoPerson] } });
    const follow = `/api/boards/${board.id}/items/${itemId}/follow`;
    expect(expectBody(await staff.get(follow), 200, followResponseSchema).data.following).toBe(false);
    // Cleo is assigned: she follows without choosing to.
    expect(expectBody(await cleo.get(follow), 200, followResponseSchema).data.following).toBe(true);
    expect(expectBody(await staff.request('PUT', follow), 200, followResponseSchema).data.following).toBe(
      true,
    );
    await readAll(staff);
    // Cleo changes the status in the portal.
    const edit = await cleo.multipart(
      'POST',
      `/api/boards/updateItem/${itemId}?boardId=${board.id}`,
      columnForm([{ column: col('Status'), text: 'Working on it' }]),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await titles(staff)).toEqual(['Cleo Client set Status of Launch checklist to Working on it']);

    await staff.delete(follow);
    expect(expectBody(await cleo.delete(follow), 200, followResponseSchema).data.following).toBe(false);
    await readAll(staff);
    await readAll(cleo);
    await staffEdit(itemId, [{ column: col('Status'), text: 'Done' }]);
    expect(await unread(cleo)).toBe(0);
  });

  it('refuses to follow an item the caller may not open, as one that is not there', async () => {
    const hidden = await newItem('Not Rita’s');
    expectError(await rita.request('PUT', `/api/boards/${board.id}/items/${hidden}/follow`), 404);
    expectError(await outsider.request('PUT', `/api/boards/${board.id}/items/${hidden}/follow`), 404);
  });
});

describe('preferences', () => {
  it("gives each role its kinds with the defaults, and saves a person's choice", async () => {
    const mine = async (api: Client) =>
      expectBody(await api.get('/api/notifications/preferences'), 200, notificationPreferencesResponseSchema)
        .data.preferences;
    expect(Object.keys(await mine(cleo)).sort()).toEqual([
      'approved',
      'assigned',
      'mention',
      'status',
      'update',
    ]);
    expect(Object.keys(await mine(staff)).sort()).toEqual([
      'assigned',
      'mention',
      'signup',
      'status',
      'update',
    ]);
    expect((await mine(cleo)).mention).toEqual(DEFAULT_NOTIFICATION_PREFERENCES.mention);

    const saved = await cleo.request('PUT', '/api/notifications/preferences', {
      json: { preferences: { assigned: { inApp: false, email: 'off' } } },
    });
    expect(expectBody(saved, 200, notificationPreferencesResponseSchema).data.preferences.assigned).toEqual({
      inApp: false,
      email: 'off',
    });
    // Nothing is made for a kind someone turned off.
    await readAll(cleo);
    const itemId = await newItem('Muted');
    await staffEdit(itemId, [{ column: col('Owner'), persons: [cleoPerson] }]);
    expect(await unread(cleo)).toBe(0);
  });

  it('refuses a kind of another role, an unknown kind, a bad cadence and a malformed body', async () => {
    const put = (body: string) =>
      cleo.request('PUT', '/api/notifications/preferences', {
        body,
        headers: { 'content-type': 'application/json' },
      });
    expectError(await put(JSON.stringify({ preferences: { signup: { inApp: true, email: 'off' } } })), 400);
    expectError(await put(JSON.stringify({ preferences: { weather: { inApp: true, email: 'off' } } })), 400);
    expectError(
      await put(JSON.stringify({ preferences: { mention: { inApp: true, email: 'hourly' } } })),
      400,
    );
    expectError(await put('{"preferences":{"__proto__":{"inApp":true,"email":"off"}}}'), 400);
    expectError(await put('{"preferences": '), 400);
  });
});

describe('the bell', () => {
  it('pages newest first, filters unread, marks one or all read, and keeps each person to their own', async () => {
    await cleo.request('PUT', '/api/notifications/preferences', {
      json: { preferences: { assigned: { inApp: true, email: 'off' } } },
    });
    await readAll(cleo);
    for (const name of ['A', 'B', 'C']) {
      const itemId = await newItem(`Paged ${name}`);
      await staffEdit(itemId, [{ column: col('Owner'), persons: [cleoPerson] }]);
    }
    const unreadOnes = await bell(cleo, '?unread=true');
    expect(unreadOnes.notifications.map((n) => n.title)).toEqual([
      'Sam Staff assigned you to Paged C',
      'Sam Staff assigned you to Paged B',
      'Sam Staff assigned you to Paged A',
    ]);
    expect(unreadOnes.unread).toBe(3);
    const first = unreadOnes.notifications[0]?.id as string;
    expectError(await staff.post(`/api/notifications/${first}/read`), 404);
    expectError(await outsider.post(`/api/notifications/${first}/read`), 404);
    expect(
      expectBody(await cleo.post(`/api/notifications/${first}/read`), 200, unreadCountResponseSchema).data
        .unread,
    ).toBe(2);
    expect((await bell(cleo, '?unread=true')).notifications).toHaveLength(2);
    expectBody(await readAll(cleo), 200, unreadCountResponseSchema);
    expect(await unread(cleo)).toBe(0);

    const all = await bell(cleo);
    if (all.cursor) {
      const next = await bell(cleo, `?cursor=${all.cursor}`);
      expect(next.notifications[0]?.id).not.toBe(all.notifications[0]?.id);
    }
    expectError(await cleo.get('/api/notifications?cursor=bm90LWEtY3Vyc29y'), 400);
    expectError(await clientFor(t.app, tenant.slug).get('/api/notifications'), 401);
  });
});

describe('updates on items', () => {
  it('a posted update tells the mentioned client and commits with it; an internal note does not reach her', async () => {
    await readAll(cleo);
    const itemId = await newItem('Brochure', { [col('Owner').id]: { personIds: [cleoPerson] } });
    const post = (body: string, internal = false) => {
      const form = new FormData();
      form.append('body', body);
      form.append('internal', internal ? 'true' : 'false');
      return staff.multipart('POST', `/api/boards/${board.id}/items/${itemId}/updates`, form);
    };
    const posted = await post(`Hi ${mentionToken('Cleo Client', cleoAccount.id)}, the **proof** is up.`);
    expect(posted.statusCode, posted.body).toBe(200);
    const { notifications } = await bell(cleo);
    expect(notifications[0]).toMatchObject({
      kind: 'mention',
      title: 'Sam Staff mentioned you on Brochure',
      excerpt: 'Hi @Cleo Client, the proof is up.',
      link: `/board/${board.id}/item-details/${itemId}`,
    });
    expect((await post('Internal: print run is late.', true)).statusCode).toBe(200);
    expect(await unread(cleo)).toBe(1);
    // A post refused (a mention of someone who cannot see the item) leaves no notification behind.
    expectError(await post(`For ${mentionToken('Rita', ritaAccount.id)}`), 400);
    expect(await unread(cleo)).toBe(1);
  });
});

describe('signups and approvals', () => {
  it('tells staff of a signup waiting for approval, and the client of the approval', async () => {
    await readAll(staff);
    const email = `new-${Date.now()}@example.com`;
    const signup = await clientFor(t.app, tenant.slug).post(`/api/auth/signup?slug=${tenant.slug}`, {
      name: 'Nina New',
      email,
      password: 'Correct-horse-9',
    });
    expect(signup.statusCode, signup.body).toBe(200);
    const [entry] = (await bell(staff)).notifications;
    expect(entry).toMatchObject({
      kind: 'signup',
      title: 'Nina New signed up and waits for your approval',
      excerpt: email,
      link: '/console/clients?status=pending',
    });
    const nina = await t.services.users.findByEmail(tenant, email);
    expect((await staff.post(`/api/console/clients/${nina?.id}/approve`)).statusCode).toBe(200);
    const ninaApi = await signIn(t, tenant, nina as Account);
    expect((await bell(ninaApi)).notifications[0]).toMatchObject({
      kind: 'approved',
      title: 'Your account on Acme Agency was approved',
      link: '/',
    });
  });
});
