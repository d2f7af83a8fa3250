import { beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_UPLOAD_BYTES,
  activityResponseSchema,
  consoleMessages,
  consolePersonResponseSchema,
  getItemDetailsResponseSchema,
  listPeopleResponseSchema,
  peopleMessages,
  removePersonResponseSchema,
  serverMessages,
  validationMessages,
} from '@portico/contract';
import type { Tenant } from '../../domain/tenant';
import { makeTenant, makeUser, signIn, useTestApp } from '../../../test/support/app';
import {
  type TestBoard,
  addItems,
  itemRow,
  makeBoard,
  makePerson,
  walkAll,
} from '../../../test/support/boards';
import { JPEG, PNG, fileBlob, pngOfSize, storedFiles } from '../../../test/support/files';
import { type Client, expectBody, expectError } from '../../../test/support/http';

/** The console's people directory through HTTP: add, edit, photos, remove, and the items that show them. */
const t = useTestApp();

let tenant: Tenant;
let editor: Client;
let client: Client;
let board: TestBoard;
beforeAll(async () => {
  tenant = await makeTenant(t.services);
  editor = await signIn(
    t,
    tenant,
    await makeUser(t.services, tenant, { role: 'editor', name: 'Eve Editor' }),
  );
  client = await signIn(t, tenant, await makeUser(t.services, tenant, { name: 'Carl Client' }));
  board = await makeBoard(t.services, tenant, {
    columns: [
      { type: 'people', title: 'Owner' },
      { type: 'people', title: 'Reviewer', visible: false },
      { type: 'text', title: 'Notes' },
    ],
  });
});

const col = (title: string) => board.columns.find((c) => c.title === title) as { id: string };
const add = async (name: string, email: string) =>
  expectBody(await editor.post('/api/console/people', { name, email }), 200, consolePersonResponseSchema)
    .data;
const list = async (search?: string) =>
  expectBody(
    await editor.get(`/api/console/people${search ? `?search=${encodeURIComponent(search)}` : ''}`),
    200,
    listPeopleResponseSchema,
  ).data;
const upload = (personId: string, bytes: Buffer, type: string, name = 'photo.png', field = 'photo') => {
  const form = new FormData();
  form.set(field, fileBlob(bytes, type), name);
  return editor.multipart('PUT', `/api/console/people/${personId}/photo`, form);
};
const details = async (itemId: string) =>
  expectBody(
    await client.get(`/api/boards/getItemDetails/${itemId}?boardId=${board.id}`),
    200,
    getItemDetailsResponseSchema,
  ).data;
const ownerText = async (itemId: string) =>
  (await details(itemId)).column_values.find((v) => v.column.title === 'Owner')?.text;

describe('adding and editing people', () => {
  it('adds a person, lists and finds them, refuses a duplicate email in any case', async () => {
    const added = await add('  Dana Katz ', 'Dana.Katz@Example.com');
    expect(added).toMatchObject({
      name: 'Dana Katz',
      email: 'dana.katz@example.com',
      photo: null,
      hasOwnPhoto: false,
      account: 'none',
      itemCount: 0,
    });
    expectError(
      await editor.post('/api/console/people', { name: 'Other', email: 'DANA.KATZ@example.com' }),
      409,
      peopleMessages.emailTaken('dana.katz@example.com'),
    );
    expectError(await editor.post('/api/console/people', { name: '', email: 'x@example.com' }), 400);
    expectError(await editor.post('/api/console/people', { name: 'X', email: 'not an email' }), 400);
    expect((await list('katz')).people.map((p) => p.id)).toEqual([added.id]);
    expect((await list('DANA.K')).people.map((p) => p.id)).toEqual([added.id]);
    expect((await list('nobody-like-this')).people).toEqual([]);
    // Staff are in the directory as themselves.
    expect((await list('Eve Editor')).people[0]?.account).toBe('staff');
    // The portal's people picker shows them too.
    const thumbs = (await client.get('/api/boards/getPhotothumbs')).json() as {
      data: { users: Array<{ id: string }> };
    };
    expect(thumbs.data.users.map((u) => u.id)).toContain(added.id);
  });

  it('changes name and email; an email of someone else is a conflict; an account keeps its email', async () => {
    const a = await add('Ann Alpha', 'ann.alpha@example.com');
    await add('Bob Beta', 'bob.beta@example.com');
    const saved = expectBody(
      await editor.patch(`/api/console/people/${a.id}`, { name: 'Ann Gamma', email: 'ANN.G@example.com' }),
      200,
      consolePersonResponseSchema,
    );
    expect(saved.data).toMatchObject({ name: 'Ann Gamma', email: 'ann.g@example.com' });
    expectError(
      await editor.patch(`/api/console/people/${a.id}`, { email: 'Bob.Beta@example.com' }),
      409,
      peopleMessages.emailTaken('bob.beta@example.com'),
    );
    expectError(await editor.patch(`/api/console/people/${a.id}`, {}), 400, 'Nothing to change.');

    const user = await makeUser(t.services, tenant, { name: 'Cleo Client' });
    const linked = await makePerson(t.services, tenant, { user, name: 'Cleo Client' });
    expectError(
      await editor.patch(`/api/console/people/${linked.id}`, { email: 'elsewhere@example.com' }),
      409,
      peopleMessages.accountEmail('client'),
    );
    const renamed = expectBody(
      await editor.patch(`/api/console/people/${linked.id}`, { name: 'Cleo C.' }),
      200,
      consolePersonResponseSchema,
    );
    expect(renamed.data).toMatchObject({ name: 'Cleo C.', account: 'client' });
  });

  it('sets, replaces and removes a photo, and refuses what is not an image', async () => {
    const p = await add('Pia Photo', 'pia@example.com');
    const files = storedFiles(t, tenant.id).length;
    const first = expectBody(await upload(p.id, PNG, 'image/png'), 200, consolePersonResponseSchema);
    expect(first.data.hasOwnPhoto).toBe(true);
    expect((await editor.get(first.data.photo as string)).headers['content-type']).toBe('image/png');
    expectBody(await upload(p.id, JPEG, 'image/jpeg', 'me.jpg'), 200, consolePersonResponseSchema);
    expect(storedFiles(t, tenant.id).length).toBe(files + 1);
    // The portal's picker shows the photo.
    const thumbs = (await client.get('/api/boards/getPhotothumbs')).json() as {
      data: { users: Array<{ id: string; photo_thumb: string | null }> };
    };
    expect(thumbs.data.users.find((u) => u.id === p.id)?.photo_thumb).toMatch(/^\/api\/files\//);

    expectError(await upload(p.id, Buffer.alloc(0), 'image/png'), 400, serverMessages.emptyFile('photo.png'));
    expectError(
      await upload(p.id, Buffer.from('just some text, renamed'), 'image/png', 'notes.png'),
      400,
      validationMessages.notAnImage,
    );
    expectError(
      await upload(p.id, Buffer.from('%PDF-1.4 not an image'), 'application/pdf', 'doc.pdf'),
      400,
      validationMessages.notAnImage,
    );
    expectError(
      await upload(p.id, pngOfSize(MAX_UPLOAD_BYTES + 1), 'image/png'),
      413,
      serverMessages.fileTooLarge,
    );
    expectError(await upload(p.id, PNG, 'image/png', 'x.png', 'picture'), 400);
    expectError(
      await editor.multipart('PUT', `/api/console/people/${p.id}/photo`, new FormData()),
      400,
      peopleMessages.photoMissing,
    );
    expectError(await upload('missing', PNG, 'image/png'), 404, peopleMessages.personNotFound);
    expect(storedFiles(t, tenant.id).length).toBe(files + 1);

    const removed = expectBody(
      await editor.delete(`/api/console/people/${p.id}/photo`),
      200,
      consolePersonResponseSchema,
    );
    expect(removed.data).toMatchObject({ photo: null, hasOwnPhoto: false });
    expect(storedFiles(t, tenant.id).length).toBe(files);
  });
});

describe('the items that show a person', () => {
  it('shows a new name in every item after a rename, in their text and search', async () => {
    const p = await add('Rita Rename', 'rita@example.com');
    const ids = await addItems(t.services, tenant, board, [
      { name: 'Website', values: { [col('Owner').id]: { personIds: [p.id] } } },
      { name: 'Logo', values: { [col('Owner').id]: { personIds: [p.id] } } },
      { name: 'Unrelated', values: { [col('Notes').id]: { text: 'rita' } } },
    ]);
    expect((await list('rita@')).people[0]?.itemCount).toBe(2);
    await editor.patch(`/api/console/people/${p.id}`, { name: 'Rita Newname' });
    expect(await ownerText(ids[0] as string)).toBe('Rita Newname');
    expect((await itemRow(t, ids[1] as string)).search_text).toContain('rita newname');
    const found = await walkAll(client, board, { compareValue: 'newname' });
    expect(found.items.map((i) => i.name).sort()).toEqual(['Logo', 'Website']);
  });

  it('removes a person from every item at once, hidden columns too, and records it', async () => {
    const gone = await add('Gus Gone', 'gus@example.com');
    const stays = await add('Stan Stays', 'stan@example.com');
    const [both, alone, hidden] = (await addItems(t.services, tenant, board, [
      { name: 'Both', values: { [col('Owner').id]: { personIds: [gone.id, stays.id] } } },
      { name: 'Alone', values: { [col('Owner').id]: { personIds: [gone.id] } } },
      { name: 'Hidden', values: { [col('Reviewer').id]: { personIds: [gone.id] } } },
    ])) as [string, string, string];
    expect((await list('gus@')).people[0]?.itemCount).toBe(2);
    const res = expectBody(
      await editor.delete(`/api/console/people/${gone.id}`),
      200,
      removePersonResponseSchema,
    );
    expect(res.data.itemsChanged).toBe(3);
    expect(res.message).toBe(peopleMessages.personRemoved(3));
    expect(await ownerText(both)).toBe('Stan Stays');
    expect(await ownerText(alone)).toBe('');
    for (const id of [both, alone, hidden]) {
      const row = await itemRow(t, id);
      expect(row.values_json).not.toContain(gone.id);
      expect(row.view_json).not.toContain(gone.id);
      expect(row.search_text).not.toContain('gus gone');
    }
    expect((await walkAll(client, board, { compareValue: 'gus gone' })).items).toEqual([]);
    expect((await list('gus@')).people).toEqual([]);
    expectError(await editor.delete(`/api/console/people/${gone.id}`), 404, peopleMessages.personNotFound);

    const activity = expectBody(await editor.get('/api/console/activity'), 200, activityResponseSchema).data;
    const removal = activity.entries.find((e) => e.subject === 'person' && e.subjectId === gone.id);
    expect(removal).toMatchObject({ action: 'deleted', subjectName: 'Gus Gone <gus@example.com>' });
    const itemEntry = activity.entries.find((e) => e.subjectId === both && e.field === 'Owner');
    expect(itemEntry).toMatchObject({ oldValue: 'Gus Gone, Stan Stays', newValue: 'Stan Stays' });
  });

  it('changes nothing when the removal fails part way', async () => {
    const p = await add('Hal Half', 'hal@example.com');
    const [itemId] = (await addItems(t.services, tenant, board, [
      { name: 'Half', values: { [col('Owner').id]: { personIds: [p.id] } } },
    ])) as [string];
    const before = await itemRow(t, itemId);
    // The record hears the removal through the change pipeline, in its transaction: it fails there.
    const subscriber = t.services.activity.subscriber;
    const handle = subscriber.handle;
    subscriber.handle = () => Promise.reject(new Error('the record is unavailable'));
    try {
      expect((await editor.delete(`/api/console/people/${p.id}`)).statusCode).toBe(500);
    } finally {
      subscriber.handle = handle;
    }
    expect(await itemRow(t, itemId)).toEqual(before);
    expect((await list('hal@')).people[0]).toMatchObject({ id: p.id, itemCount: 1 });
  });

  it('refuses to remove a person with an account', async () => {
    const user = await makeUser(t.services, tenant, { name: 'Acc Ount' });
    const linked = await makePerson(t.services, tenant, { user, name: 'Acc Ount' });
    expectError(
      await editor.delete(`/api/console/people/${linked.id}`),
      409,
      peopleMessages.accountRemove('client'),
    );
  });
});

describe('who may', () => {
  it("answers another tenant's person ids as unknown and refuses clients", async () => {
    const other = await makeTenant(t.services);
    const foreign = await makePerson(t.services, other, { name: 'Far Away' });
    expectError(await editor.patch(`/api/console/people/${foreign.id}`, { name: 'X' }), 404);
    expectError(await editor.delete(`/api/console/people/${foreign.id}`), 404);
    expectError(await editor.delete(`/api/console/people/${foreign.id}/photo`), 404);
    expectError(await upload(foreign.id, PNG, 'image/png'), 404);
    expect((await list('Far Away')).people).toEqual([]);
    expectError(await client.get('/api/console/people'), 403, consoleMessages.staffOnly);
    expectError(await client.post('/api/console/people', { name: 'C', email: 'c@example.com' }), 403);
  });
});
