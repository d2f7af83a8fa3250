import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TenantExport, mentionToken } from '@portico/contract';
import { useTestApp } from '../../../test/support/app';
import { PNG, makeFile } from '../../../test/support/files';
import { type PreviewWorld, previewWorld } from '../../../test/support/preview';
import { OPERATOR } from '../activity';
import { posted } from '../updates/updates.fixture';
import { textSource } from './document-walk';
import { noCounts } from './transfer-counts';

/**
 * What version 2 of the export added, on import: a document of version 1 still imports, and updates,
 * notifications, follows, preferences and activity that refer to what the document lacks are refused,
 * each named by its place, with nothing written.
 */
const t = useTestApp();
let w: PreviewWorld;
let text: string;

const FIXTURE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../test/fixtures/tenant-export-v1.json',
);

const exportText = async (slug: string) => {
  let out = '';
  const tenant = (await t.services.tenants.findBySlug(slug))!;
  for await (const chunk of (await t.services.tenantExport.exportTenant(tenant)).chunks()) out += chunk;
  return out;
};

const importText = (raw: string, slug: string) =>
  t.services.tenantImport.importTenant(textSource(raw, 997), OPERATOR, { slug });

/** Rows of every table a refused import could have written to, and the stored files. */
const written = async () => {
  const k = t.ctx.db.kysely;
  const count = async (
    table: 'tenants' | 'items' | 'files' | 'item_updates' | 'notifications' | 'activity',
  ) =>
    Number(
      (
        await k
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const root = path.join(t.ctx.config.dataDir, 'files');
  return {
    rows: await Promise.all(
      (['tenants', 'items', 'files', 'item_updates', 'notifications', 'activity'] as const).map(count),
    ),
    stored: fs.readdirSync(root, { recursive: true }).sort(),
  };
};

beforeAll(async () => {
  w = await previewWorld(t);
  const [b, item] = [w.board.id, w.assignedId];
  const question = await posted(w.client, b, item, {
    body: `Ready, ${mentionToken('Ed Editor', w.staffId)}?`,
    files: [[new Blob([PNG], { type: 'image/png' }), 'shot.png']],
  });
  const note = await posted(w.editor, b, item, { body: 'Budget first', internal: 'true' });
  await posted(w.admin, b, item, { body: 'Agreed', parentId: note.id });
  await posted(w.editor, b, item, { body: 'Nearly', parentId: question.id });
  await makeFile(t.services, (await t.services.tenants.findBySlug(w.slug))!, 'brief.png');
  text = await exportText(w.slug);
});

describe('importing a document of version 1', () => {
  it('imports it with none of what versions 2 and 3 added, and exports it as version 3', async () => {
    const v1 = fs.readFileSync(FIXTURE, 'utf8');
    const { counts } = await importText(v1, 'legacy-copy');
    expect(counts).toEqual({
      ...noCounts(),
      ...{ users: 2, people: 3, boards: 1, items: 3, files: 1, feedback: 1 },
    });
    const old = JSON.parse(v1) as TenantExport;
    const again = JSON.parse(await exportText('legacy-copy')) as TenantExport;
    // The same tenant, with the new fields and sections empty: languages follow the default (English).
    for (const u of old.users) Object.assign(u, { notificationPreferences: [], language: null });
    Object.assign(old.tenant, { language: 'en', browserLanguage: false });
    for (const item of old.boards.flatMap((b) => b.groups.flatMap((g) => g.items)))
      Object.assign(item, { follows: [], announcedTo: [] });
    // Its activity is the import's own entry: a document of version 1 carried none.
    expect(again.activity).toMatchObject([
      {
        actor: { kind: 'operator' },
        action: 'created',
        newValue: `imported from an export of ${old.tenant.slug}`,
      },
    ]);
    expect(again).toEqual({
      ...old,
      ...{ version: 3, exportedAt: again.exportedAt, tenant: { ...old.tenant, slug: 'legacy-copy' } },
      ...{ updates: [], notifications: [], activity: again.activity },
    });
  });
});

describe('importing updates, notifications, follows, preferences and activity', () => {
  const fails = async (change: (doc: TenantExport) => void, message: string) => {
    const doc = JSON.parse(text) as TenantExport;
    change(doc);
    const before = await written();
    await expect(importText(JSON.stringify(doc), 'refused')).rejects.toThrow(
      `Invalid export document: ${message}`,
    );
    expect(await written()).toEqual(before);
  };
  const reply = (doc: TenantExport) => doc.updates.findIndex((u) => u.parentId !== null);

  it('refuses references to what the document does not hold, naming each by its place', async () => {
    const doc = JSON.parse(text) as TenantExport;
    expect(doc.updates.length).toBe(4);
    expect(doc.notifications.length).toBeGreaterThan(0);
    expect(doc.activity.length).toBeGreaterThan(0);
    await fails((d) => (d.updates[0]!.itemId = 'gone'), 'updates[0].itemId: no item gone in boards');
    await fails(
      (d) => (d.updates[0]!.mentionedUserIds = ['nobody']),
      'updates[0].mentionedUserIds[0]: no user nobody in users',
    );
    await fails(
      (d) => (d.updates[reply(d)]!.parentId = 'gone'),
      `updates[${reply(doc)}].parentId: no update gone in updates`,
    );
    // A reply before the update it replies to: the database could not hold it while importing.
    await fails(
      (d) => d.updates.unshift(...d.updates.splice(reply(d), 1)),
      `updates[0].parentId: update ${doc.updates[reply(doc)]!.parentId} must come before its replies`,
    );
    const column = doc.files.find((f) => f.kind === 'column')!;
    await fails(
      (d) => (d.updates.find((u) => u.fileIds.length)!.fileIds = [column.id]),
      `updates[${doc.updates.findIndex((u) => u.fileIds.length)}].fileIds[0]: file ${column.id} is a column file, not an attachment`,
    );
    await fails(
      (d) => (d.notifications[0]!.userId = 'nobody'),
      'notifications[0].userId: no user nobody in users',
    );
    await fails(
      (d) => (d.notifications[0]!.updateId = 'gone'),
      'notifications[0].updateId: no update gone in updates',
    );
    await fails(
      (d) => d.activity.push({ ...d.activity[0]! }),
      `activity[${doc.activity.length}].id: the id ${doc.activity[0]!.id} is used twice`,
    );
    await fails(
      (d) =>
        (d.boards[0]!.groups[0]!.items[0]!.follows = [
          { userId: 'nobody', following: true, createdAt: d.exportedAt },
        ]),
      'boards[0].groups[0].items[0].follows[0]: no user nobody in users',
    );
    await fails(
      (d) =>
        (d.users[0]!.notificationPreferences = [
          { kind: 'mention', inApp: true, email: 'off' },
          { kind: 'mention', inApp: false, email: 'off' },
        ]),
      'users[0].notificationPreferences[1].kind: mention is listed twice',
    );
    await fails(
      (d) => Object.assign(d.notifications[0]!, { email: 'maybe' }),
      'notifications[0].email: Invalid option: expected one of "none"|"instant"|"digest"|"sent"|"skipped"',
    );
    // A reply to an internal note made visible to clients: refused, so notes stay internal.
    const noteReply = doc.updates.findIndex(
      (u) => doc.updates.find((p) => p.id === u.parentId)?.internal === true,
    );
    expect(doc.updates[noteReply]!.internal).toBe(true);
    await fails(
      (d) => (d.updates[noteReply]!.internal = false),
      `updates[${noteReply}].internal: update ${doc.updates[noteReply]!.parentId} is an internal note: its replies are internal too`,
    );
    // A link that would lead off the portal.
    await fails(
      (d) => (d.notifications[0]!.link = '//evil.example/x'),
      'notifications[0].link: Links are paths on the portal',
    );
    // The document as exported imports.
    const { counts } = await importText(text, 'accepted');
    expect(counts).toMatchObject({ updates: 4, mentions: 1, notifications: doc.notifications.length });
  });
});
