import { beforeAll, describe, expect, it } from 'vitest';
import {
  type EndpointName,
  PREVIEW_MINUTES,
  activityResponseSchema,
  consoleMessages,
  previewMessages,
  endpoints,
  serverMessages,
} from '@portico/contract';
import { makeUser, useTestApp } from '../../../test/support/app';
import { type TestBoard, columnForm } from '../../../test/support/boards';
import { type Client, clientFor, expectBody, expectError } from '../../../test/support/http';
import {
  type PreviewWorld,
  openPreview,
  portalReads,
  previewUrl,
  previewWorld,
} from '../../../test/support/preview';

/**
 * Preview as client (docs/decisions.md, "Preview as client"), through HTTP on both databases: staff open
 * a read-only session of a client that reads exactly as the client's own and changes nothing.
 */
const t = useTestApp();

/** Calls that a preview may make though they are not GETs: a read sent as POST, and signing out. */
const NOT_GET_BUT_ALLOWED: readonly EndpointName[] = ['getDropdownOptions', 'logout'];

let w: PreviewWorld;
beforeAll(async () => {
  w = await previewWorld(t);
});

describe('opening a preview', () => {
  it('gives staff a short-lived token of the client, and records who previewed whom', async () => {
    const before = Date.now();
    const { data, res } = await openPreview(t, w);
    expect(res.json()).toMatchObject({ message: previewMessages.opened });
    expect(data.client).toEqual({ id: w.clientId, name: 'Cleo Client', email: expect.any(String) });
    const minutes = (Date.parse(data.expiresAt) - before) / 60_000;
    expect(minutes).toBeGreaterThan(PREVIEW_MINUTES - 1);
    expect(minutes).toBeLessThanOrEqual(PREVIEW_MINUTES + 1);
    const log = expectBody(await w.admin.get(`/api/console/activity`), 200, activityResponseSchema).data
      .entries;
    expect(log[0]).toMatchObject({
      action: 'previewed',
      subject: 'client',
      subjectId: w.clientId,
      actor: { kind: 'staff', name: 'Ada Admin' },
    });
  });

  it('previews only active clients (409), and only clients (404)', async () => {
    const tenant = (await t.services.tenants.findBySlug(w.slug))!;
    const pending = await makeUser(t.services, tenant, { status: 'pending' });
    const disabled = await makeUser(t.services, tenant, { status: 'disabled' });
    expectError(await w.admin.post(previewUrl(pending.id)), 409, previewMessages.notActive('pending'));
    expectError(await w.admin.post(previewUrl(disabled.id)), 409, previewMessages.notActive('disabled'));
    expectError(await w.admin.post(previewUrl(w.staffId)), 404, consoleMessages.clientNotFound);
    expectError(await w.admin.post(previewUrl('nobody')), 404, consoleMessages.clientNotFound);
  });

  it('is refused to clients (403), to a preview itself, and to another tenant’s staff', async () => {
    expectError(await w.client.post(previewUrl(w.clientId)), 403, consoleMessages.staffOnly);
    const { api } = await openPreview(t, w);
    expectError(await api.post(previewUrl(w.clientId)), 403, previewMessages.readOnly);
    const other = await previewWorld(t);
    // From their own host the client is unknown; on ours their token is.
    expectError(await other.admin.post(previewUrl(w.clientId)), 404, consoleMessages.clientNotFound);
    expectError(await clientFor(t.app, w.slug, other.admin.token).post(previewUrl(w.clientId)), 401);
  });
});

describe('what a preview reads', () => {
  it('answers every read of the portal exactly as the client’s own session', async () => {
    const { api } = await openPreview(t, w);
    const read = (who: Client, [url, body]: [string, unknown?]) =>
      body === undefined ? who.get(url) : who.post(url, body);
    for (const call of portalReads(w)) {
      const [own, preview] = [await read(w.client, call), await read(api, call)];
      expect(preview.statusCode, preview.body).toBe(own.statusCode);
      expect(preview.json()).toEqual(own.json());
    }
  });

  it('shows only the client’s boards, visible columns and assigned items', async () => {
    const { api } = await openPreview(t, w);
    const me = (await api.get('/api/auth/check-user-auth')).json() as {
      user: { name: string; boardsData: Array<{ boardId: string }> };
    };
    expect(me.user.name).toBe('Cleo Client');
    expect(me.user.boardsData.map((b) => b.boardId)).toEqual([w.board.id]);
    const items = await api.get(`/api/boards/getAllItems?boardId=${w.board.id}`);
    expect(items.statusCode).toBe(200);
    expect(items.body).toContain('Assigned to Cleo');
    expect(items.body).not.toContain('Somebody else’s');
    expect(items.body).not.toContain('staff only');
    expectError(await api.get(`/api/boards/getAllItems?boardId=${w.hiddenBoard.id}`), 404);
  });

  it('is not staff: the console refuses it', async () => {
    const { api } = await openPreview(t, w);
    expectError(await api.get('/api/console/overview'), 403, consoleMessages.staffOnly);
    expectError(await api.get('/api/console/clients'), 403, consoleMessages.staffOnly);
  });
});

describe('what a preview changes: nothing', () => {
  const writes = (Object.keys(endpoints) as EndpointName[]).filter((name) => {
    const e = endpoints[name];
    return e.auth && e.method !== 'GET' && !NOT_GET_BUT_ALLOWED.includes(name);
  });

  it('covers the writes of the catalogue', () => {
    expect(writes).toEqual(
      expect.arrayContaining(['updateItem', 'createItem', 'changePassword', 'previewClient']),
    );
  });

  /** The tenant's activity record: a refused write records nothing. */
  const recorded = async () =>
    (await t.ctx.db.kysely.selectFrom('activity').select('id').where('tenant_id', '=', w.tenantId).execute())
      .length;

  it.each(writes)('%s is refused with 403 and the preview message', async (name) => {
    const { api } = await openPreview(t, w);
    const e = endpoints[name];
    // Real ids where the path names them (any parameter a later endpoint adds gets a made-up one).
    const ids: Record<string, string> = {
      userId: w.clientId,
      boardId: w.board.id,
      groupId: w.board.groups[0]!.id,
      itemId: w.assignedId,
      columnId: w.board.columns[0]!.id,
    };
    const path = e.path.replace(/:([A-Za-z]+)/g, (_, key: string) => ids[key] ?? 'unknown');
    const before = await recorded();
    const res = await api.request(e.method, `${path}?boardId=${w.board.id}`, { json: {} });
    expectError(res, 403, previewMessages.readOnly);
    expect(await recorded()).toBe(before);
  });

  it('refuses writes the client’s own session may make, and leaves the item as it was', async () => {
    const { api } = await openPreview(t, w);
    const notes = w.board.columns.find((c) => c.title === 'Notes') as TestBoard['columns'][number];
    const edit = (who: Client, text: string) =>
      who.multipart(
        'POST',
        `/api/boards/updateItem/${w.assignedId}?boardId=${w.board.id}`,
        columnForm([{ column: notes, text }]),
      );
    expectError(await edit(api, 'from the preview'), 403, previewMessages.readOnly);
    const create = (who: Client) =>
      who.multipart(
        'POST',
        `/api/boards/create-new-item/${w.board.id}/${w.board.groups[0]!.id}?itemName=Previewed`,
        new FormData(),
      );
    expectError(await create(api), 403, previewMessages.readOnly);
    const password = { currentPassword: 'Correct-horse-9', newPassword: 'Another-horse-10' };
    expectError(await api.patch('/api/user/change-password', password), 403, previewMessages.readOnly);
    const details = await api.get(`/api/boards/getItemDetails/${w.assignedId}?boardId=${w.board.id}`);
    expect(details.body).toContain('for the client');
    expect(details.body).not.toContain('from the preview');
    // The same edit with the client's own session goes through: the refusal is the preview's.
    expect((await edit(w.client, 'from the client')).statusCode).toBe(200);
  });
});

describe('how a preview ends', () => {
  it('signs out, which ends the preview only', async () => {
    const { api } = await openPreview(t, w);
    expect((await api.post('/api/auth/logout')).statusCode).toBe(200);
    expectError(await api.get('/api/auth/check-user-auth'), 401);
    expect((await w.client.get('/api/auth/check-user-auth')).statusCode).toBe(200);
    expect((await w.admin.get('/api/console/overview')).statusCode).toBe(200);
  });

  it('expires, and is never renewed', async () => {
    const { api, data } = await openPreview(t, w);
    expect((await api.get('/api/auth/check-user-auth')).statusCode).toBe(200);
    await t.ctx.db.kysely
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('tenant_id', '=', w.tenantId)
      .where('expires_at', '=', data.expiresAt)
      .execute();
    expectError(await api.get('/api/auth/check-user-auth'), 401, serverMessages.sessionExpired);
  });

  it('stops when the staff member is removed, or is no longer staff', async () => {
    const fresh = await previewWorld(t);
    const byEditor = await openPreview(t, fresh, fresh.editor);
    const byAdmin = await openPreview(t, fresh, fresh.admin);
    // Read once, so the session is known to the cache too.
    expect((await byEditor.api.get('/api/auth/check-user-auth')).statusCode).toBe(200);
    expect((await fresh.admin.delete(`/api/console/staff/${fresh.staffId}`)).statusCode).toBe(200);
    expectError(await byEditor.api.get('/api/auth/check-user-auth'), 401, previewMessages.ended);
    expect((await byAdmin.api.get('/api/auth/check-user-auth')).statusCode).toBe(200);
    const adminRow = (await fresh.admin.get('/api/auth/check-user-auth')).json() as { user: { id: string } };
    await t.ctx.db.kysely
      .updateTable('users')
      .set({ role: 'client' })
      .where('tenant_id', '=', fresh.tenantId)
      .where('id', '=', adminRow.user.id)
      .execute();
    expectError(await byAdmin.api.get('/api/auth/check-user-auth'), 401, previewMessages.ended);
  });

  it('stops when the client is disabled', async () => {
    const fresh = await previewWorld(t);
    const { api } = await openPreview(t, fresh);
    expect((await api.get('/api/auth/check-user-auth')).statusCode).toBe(200);
    const off = await fresh.admin.patch(`/api/console/clients/${fresh.clientId}`, { status: 'disabled' });
    expect(off.statusCode, off.body).toBe(200);
    expectError(await api.get('/api/auth/check-user-auth'), 401);
  });
});
