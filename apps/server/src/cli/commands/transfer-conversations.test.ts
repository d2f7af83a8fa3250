import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TenantExport, buildPath, endpoints, mentionToken } from '@portico/contract';
import { STRONG_PASSWORD, type TestApp, signIn, useTestApp } from '../../../test/support/app';
import { columnForm } from '../../../test/support/boards';
import { cliOk, runCli } from '../../../test/support/cli';
import { JPEG, PNG } from '../../../test/support/files';
import type { Client } from '../../../test/support/http';
import { type PreviewWorld, previewWorld } from '../../../test/support/preview';
import { sameFiles } from '../../../test/support/same-files';
import { posted, threadUrl, updateUrl } from '../../modules/updates/updates.fixture';
import { TENANT_TABLES } from '../../modules/transfer/tenant-tables';
import { type TransferCounts, countsSummary } from '../../modules/transfer/transfer-counts';

/**
 * A backup keeps what conversations and the console added (issue 24): a tenant with threads, replies,
 * internal notes, edits, a deleted update, mentions, attachments, activity, notification preferences (an
 * email switched off), read and unread notifications and follows is exported with `portico export` and
 * imported with `portico import` into a fresh database, and answers as the original does.
 */
const source = useTestApp();
const target = useTestApp();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-conversations-'));
const file = path.join(dir, 'tenant.json');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let w: PreviewWorld;
let noteText: string;

const put = (api: Client, url: string, json: unknown) => api.request('PUT', url, { json });
const followUrl = (boardId: string, itemId: string) =>
  buildPath(endpoints.itemFollow.path, { boardId, itemId });

beforeAll(async () => {
  w = await previewWorld(source);
  const [b, item, other] = [w.board.id, w.assignedId, w.otherId];
  const png = (name: string): [Blob, string] => [new Blob([PNG], { type: 'image/png' }), name];
  const question = await posted(w.client, b, item, {
    body: `Is this done, ${mentionToken('Ed Editor', w.staffId)}?`,
    files: [png('screenshot.png')],
  });
  noteText = 'Not yet: the budget is not signed';
  const note = await posted(w.editor, b, item, { body: noteText, internal: 'true' });
  await posted(w.admin, b, item, { body: 'Agreed, wait', parentId: note.id });
  await posted(w.editor, b, item, {
    body: `Soon, ${mentionToken('Cleo Client', w.clientId)}`,
    parentId: question.id,
    files: [[new Blob([JPEG], { type: 'image/jpeg' }), 'proof.jpg'], png('second.png')],
  });
  const edited = await w.client.patch(updateUrl(b, item, question.id), {
    body: `Is this done yet, ${mentionToken('Ed Editor', w.staffId)}?`,
  });
  expect(edited.statusCode, edited.body).toBe(200);
  const typo = await posted(w.client, b, item, { body: 'tpyo' });
  expect((await w.client.delete(updateUrl(b, item, typo.id))).statusCode).toBe(200);
  await posted(w.editor, b, other, { body: 'Kick-off notes for the team' });
  // The editor assigns the other item to the client too: an edit in the activity record, an announcement.
  const owner = w.board.columns.find((c) => c.title === 'Owner')!;
  const person = await source.ctx.db.kysely
    .selectFrom('people')
    .select('id')
    .where('tenant_id', '=', w.tenantId)
    .where('user_id', '=', w.clientId)
    .executeTakeFirstOrThrow();
  const assigned = await w.editor.multipart(
    'POST',
    `/api/boards/updateItem/${other}?boardId=${b}`,
    columnForm([{ column: owner, persons: [person.id] }]),
  );
  expect(assigned.statusCode, assigned.body).toBe(200);
  // Tells the client, who is assigned: an update waiting for their daily digest.
  await posted(w.admin, b, item, { body: 'Deployed to staging' });

  // The client switched mention emails off and stopped following their item; the editor follows another.
  const prefs = await put(w.client, endpoints.updateNotificationPreferences.path, {
    preferences: { mention: { inApp: true, email: 'off' }, update: { inApp: true, email: 'instant' } },
  });
  expect(prefs.statusCode, prefs.body).toBe(200);
  expect((await w.client.delete(followUrl(b, item))).statusCode).toBe(200);
  expect((await put(w.editor, followUrl(b, other), {})).statusCode).toBe(200);
  // One of the client's notifications read, the others not.
  const bell = (await w.client.get('/api/notifications')).json() as {
    data: { notifications: Array<{ id: string }> };
  };
  expect(bell.data.notifications.length).toBeGreaterThan(1);
  const read = await w.client.post(`/api/notifications/${bell.data.notifications.at(-1)!.id}/read`);
  expect(read.statusCode, read.body).toBe(200);
  const feedback = await w.client.post('/api/feedback/send-feedback', {
    summary: 'Thanks',
    details: 'All good',
  });
  expect(feedback.statusCode, feedback.body).toBe(200);
  // Languages (issue 26): the portal speaks German, its sign-in page the browser's; the client chose French.
  const settings = await w.admin.patch(endpoints.updatePortalSettings.path, {
    language: 'de',
    browserLanguage: true,
  });
  expect(settings.statusCode, settings.body).toBe(200);
  const language = await w.client.patch(endpoints.updateLanguage.path, { language: 'fr' });
  expect(language.statusCode, language.body).toBe(200);
});

/** Every row of a tenant's table, without its tenant id, in a stable order. */
const rows = async (t: TestApp, table: keyof typeof TENANT_TABLES, tenantId: string) =>
  (
    (await t.ctx.db.kysely
      .selectFrom(table)
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .execute()) as Array<Record<string, unknown>>
  )
    .map(({ tenant_id: _tenant, ...row }) => row)
    .sort((x, y) => (JSON.stringify(x) < JSON.stringify(y) ? -1 : 1));

const tenantIdOf = async (t: TestApp) => (await t.services.tenants.findBySlug(w.slug))!.id;

/** The import records itself after the activity it carries: the copy's record is the original's and that. */
const isImportEntry = (row: Record<string, unknown>) =>
  row.actor_kind === 'operator' &&
  row.subject === 'settings' &&
  row.action === 'created' &&
  row.new_value === `imported from an export of ${w.slug}`;
/** The console's activity answer without its newest entry, which must be the import's own. */
const carriedEntries = (body: { data: { entries: Array<Record<string, unknown>> } }) => {
  const [own, ...carried] = body.data.entries;
  expect(own).toMatchObject({
    actor: { kind: 'operator' },
    subject: 'settings',
    action: 'created',
    newValue: `imported from an export of ${w.slug}`,
  });
  return { ...body, data: { ...body.data, entries: carried } };
};
const carriedActivity = async (t: TestApp, tenantId: string) => {
  const all = await rows(t, 'activity', tenantId);
  return { carried: all.filter((row) => !isImportEntry(row)), own: all.filter(isImportEntry) };
};

/** What the summaries should say: the source's rows, kind by kind. */
const expectedCounts = async (): Promise<TransferCounts> => {
  const n = async (table: keyof typeof TENANT_TABLES) => (await rows(source, table, w.tenantId)).length;
  return {
    ...{ users: await n('users'), people: await n('people'), boards: await n('boards') },
    ...{ items: await n('items'), files: await n('files'), feedback: await n('feedback') },
    ...{ updates: await n('item_updates'), mentions: await n('item_update_mentions') },
    notificationPreferences: await n('notification_preferences'),
    ...{ notifications: await n('notifications'), follows: await n('item_follows') },
    activity: await n('activity'),
  };
};

// Each test runs CLI processes or compares whole boards through the API: generous for a loaded machine.
describe('portico export / import of conversations, notifications and activity', { timeout: 180_000 }, () => {
  it('names every kind with its count in both summaries', async () => {
    const counts = await expectedCounts();
    for (const [kind, n] of Object.entries(counts)) expect(n, kind).toBeGreaterThan(0);
    const out = await cliOk(source, 'export', w.slug, '--out', file);
    expect(out).toBe(`Exported tenant ${w.slug} to ${file}: ${countsSummary(counts)}.\n`);
    expect(out).toMatch(/ \d+ updates, \d+ mentions, \d+ notification preferences?, \d+ notifications, /);
    expect(out).toMatch(/ \d+ follows?, \d+ activity entr(y|ies)\.$/m);
    // To standard output, the document is all it writes there; the summary goes to standard error.
    const piped = await runCli(source, ['export', w.slug]);
    expect(piped.code).toBe(0);
    expect(JSON.parse(piped.stdout)).toMatchObject({ version: 3 });
    expect(piped.stderr).toBe(`Exported tenant ${w.slug}: ${countsSummary(counts)}.\n`);
    const imported = await cliOk(target, 'import', file);
    expect(imported).toContain(`Imported tenant ${w.slug} (Acme Agency): ${countsSummary(counts)}.`);
  });

  it('keeps every table it carries or derives, row for row', async () => {
    const copy = await tenantIdOf(target);
    for (const [table, fate] of Object.entries(TENANT_TABLES) as Array<
      [keyof typeof TENANT_TABLES, object]
    >) {
      if ('leftOut' in fate) continue;
      const [a, b] = [await rows(source, table, w.tenantId), await rows(target, table, copy)];
      expect(a.length, `${table} has rows in the test's tenant`).toBeGreaterThan(0);
      expect(b.length, table).toBe(a.length + (table === 'activity' ? 1 : 0));
    }
    for (const table of [
      ...['item_updates', 'item_update_files', 'item_update_mentions', 'notification_preferences'],
      ...['item_follows', 'item_assignees', 'people', 'feedback'],
    ] as const)
      expect(await rows(target, table, copy), table).toEqual(await rows(source, table, w.tenantId));
    // Languages: the tenant's and each account's own (null: the tenant's), though users are not row for row.
    const languages = async (t: TestApp, id: string) =>
      (await rows(t, 'users', id)).map((u) => [u.email, u.language]).sort();
    expect(await languages(target, copy)).toEqual(await languages(source, w.tenantId));
    expect((await languages(target, copy)).map(([, language]) => language)).toContain('fr');
    expect((await languages(target, copy)).map(([, language]) => language)).toContain(null);
    expect(await target.services.tenants.findById(copy)).toMatchObject({
      language: 'de',
      browserLanguage: true,
    });
    // The activity record is the original's, row for row, and one entry more: the import's own.
    const [original, copied] = [
      await carriedActivity(source, w.tenantId),
      await carriedActivity(target, copy),
    ];
    expect(original.own).toEqual([]);
    expect(copied.carried).toEqual(original.carried);
    expect(copied.own).toHaveLength(1);
    // An entry that waited for a digest is done: an import sends no email about the past.
    const [before, after] = [
      await rows(source, 'notifications', w.tenantId),
      await rows(target, 'notifications', copy),
    ];
    expect(before.some((n) => n.email === 'digest')).toBe(true);
    expect(after).toEqual(before.map((n) => (n.email === 'digest' ? { ...n, email: 'skipped' } : n)));
    expect(after.filter((n) => n.read_at !== null).length).toBeGreaterThan(0);
    expect(after.filter((n) => n.read_at === null).length).toBeGreaterThan(0);
    // Attachments are copied with their bytes, under the new tenant.
    const files = (await rows(target, 'files', copy)).filter((f) => f.kind === 'update');
    expect(files).toHaveLength(3);
    for (const f of files) expect(await target.ctx.storage.read(f.storage_key as string)).not.toBeNull();
  });

  it('answers threads, notes, notifications, preferences, follows and activity as the original', async () => {
    const [b, items] = [w.board.id, [w.assignedId, w.otherId]];
    const copyTenant = (await target.services.tenants.findBySlug(w.slug))!;
    const accounts = await rows(source, 'users', w.tenantId);
    for (const { email, role } of accounts) {
      const original = (await source.services.users.findByEmail(
        (await source.services.tenants.findBySlug(w.slug))!,
        email as string,
      ))!;
      const copied = (await target.services.users.findByEmail(copyTenant, email as string))!;
      await target.services.users.resetPassword(copyTenant, copied, STRONG_PASSWORD);
      const [a, c] = [
        await signIn(source, (await source.services.tenants.findBySlug(w.slug))!, original),
        await signIn(target, copyTenant, copied),
      ];
      const urls = [
        ...items.flatMap((item) => [threadUrl(b, item), followUrl(b, item)]),
        ...['/api/notifications', '/api/notifications?unread=true', '/api/notifications/unread-count'],
        endpoints.notificationPreferences.path,
        endpoints.checkUserAuth.path,
        ...(role === 'admin' ? ['/api/console/activity', endpoints.portalSettings.path] : []),
      ];
      for (const url of urls) {
        const [x, y] = [await a.get(url), await c.get(url)];
        expect(y.statusCode, `${role} ${url}`).toBe(x.statusCode);
        await sameFiles(
          a,
          c,
          x.json(),
          url === '/api/console/activity' ? carriedEntries(y.json()) : y.json(),
        );
      }
      // Internal notes stay internal: staff read the note, the client does not.
      const thread = (await c.get(threadUrl(b, w.assignedId))).body;
      if (role === 'client') expect(thread).not.toContain(noteText);
      else expect(thread).toContain(noteText);
    }
    const doc = JSON.parse(fs.readFileSync(file, 'utf8')) as TenantExport;
    expect(doc.version).toBe(3);
    expect(doc.updates.filter((u) => u.internal).map((u) => u.body)).toContain(noteText);
  });
});
