import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TenantExport } from '@portico/contract';
import { makeTenant, makeUser, useTestApp } from '../../../test/support/app';
import { type TestBoard, addItems, makeBoard, makePerson } from '../../../test/support/boards';
import { PNG, makeFile } from '../../../test/support/files';
import type { Tenant } from '../../domain/tenant';
import { OPERATOR } from '../activity';
import { textSource } from './document-walk';

const t = useTestApp();
let tenant: Tenant;
let board: TestBoard;
let text: string;

const exportText = async (of: Tenant) => {
  let out = '';
  for await (const chunk of (await t.services.tenantExport.exportTenant(of)).chunks()) out += chunk;
  return out;
};

/** Imports a document handed over in small pieces, so parts straddle them as in a large file. */
const importText = (t: ReturnType<typeof useTestApp>, raw: string, slug: string) =>
  t.services.tenantImport.importTenant(textSource(raw, 997), OPERATOR, { slug });

/** Every tenant's rows, every stored file and directory: what a refused import must leave as it was. */
const snapshot = async () => {
  const k = t.ctx.db.kysely;
  const count = async (
    table: 'tenants' | 'users' | 'files' | 'items' | 'item_people' | 'item_sort_keys' | 'feedback',
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
      (['tenants', 'users', 'files', 'items', 'item_people', 'item_sort_keys', 'feedback'] as const).map(
        count,
      ),
    ),
    // Directories too: a failed import leaves no empty tenant directory behind.
    stored: fs
      .readdirSync(root, { recursive: true, withFileTypes: true })
      .map((e) => path.join(e.parentPath, e.name))
      .sort(),
  };
};

const importFails = async (doc: unknown, message: string | RegExp) => {
  const before = await snapshot();
  const raw = typeof doc === 'string' ? doc : JSON.stringify(doc);
  await expect(importText(t, raw, 'refused')).rejects.toThrow(message);
  expect(await snapshot()).toEqual(before);
};

beforeAll(async () => {
  tenant = await makeTenant(t.services, { name: 'Source' });
  const user = await makeUser(t.services, tenant, { email: 'ann@example.com' });
  const ann = await makePerson(t.services, tenant, { user, name: 'Ann' });
  const bob = await makePerson(t.services, tenant, { name: 'Bob' });
  board = await makeBoard(t.services, tenant);
  const file = await makeFile(t.services, tenant, 'brief.png', PNG, { createdBy: user.id });
  const c = board.col;
  await addItems(t.services, tenant, board, [
    {
      name: 'Landing page',
      values: {
        [c.status.id]: { label: 'Done' },
        [c.people.id]: { personIds: [ann.id, bob.id] },
        [c.file.id]: { files: [{ fileId: file.id, name: file.name }] },
        [c.tags.id]: { tags: ['urgent'] },
        [c.timeline.id]: { from: '2025-03-01', to: '2025-03-14' },
        [c.checkbox.id]: { checked: true },
      },
    },
    { name: 'Pricing', groupId: board.groups[1]!.id, values: { [c.text.id]: { text: 'Quarterly' } } },
    { name: 'Checkout', values: { [c.people.id]: { personIds: [bob.id] } } },
  ]);
  await t.services.feedback.send({ tenant, user } as never, { summary: 'Hi', details: 'Thanks' });
  text = await exportText(tenant);
});

const docOf = () => JSON.parse(text) as TenantExport;

describe('tenant import', () => {
  it('derives renderings, search text, assignments, counts and positions as the board code does', async () => {
    const { tenant: copy } = await importText(t, text, 'derived');
    const k = t.ctx.db.kysely;
    // values_json is written in column order on import; the original kept the order it was given in.
    const items = async (of: string) =>
      (
        await k
          .selectFrom('items')
          .select(['id', 'group_id', 'view_json', 'staff_json', 'search_text', 'has_files', 'values_json'])
          .where('tenant_id', '=', of)
          .orderBy('gpos')
          .orderBy('pos')
          .execute()
      ).map((r) => ({ ...r, values_json: JSON.parse(r.values_json) as unknown }));
    expect(await items(copy.id)).toEqual(await items(tenant.id));
    // The staff board's rendering is derived too, not left to be rendered on every read.
    for (const item of await items(copy.id)) expect(item.staff_json).toMatch(/^\[.+\]$/);
    const assigned = (of: string) =>
      k
        .selectFrom('item_people')
        .select(['item_id', 'person_id'])
        .where('tenant_id', '=', of)
        .orderBy('item_id')
        .orderBy('person_id')
        .execute();
    expect(await assigned(copy.id)).toEqual(await assigned(tenant.id));
    expect(await assigned(copy.id)).toHaveLength(3);
    // The staff board's sort keys are written with the imported items.
    const sortKeys = (of: string) =>
      k
        .selectFrom('item_sort_keys')
        .select(['item_id', 'column_id', 'key_num', 'key_text'])
        .where('tenant_id', '=', of)
        .orderBy('item_id')
        .orderBy('column_id')
        .execute();
    expect(await sortKeys(copy.id)).toEqual(await sortKeys(tenant.id));
    expect(await sortKeys(copy.id)).toHaveLength(8);
    const boardRow = (await t.services.boards.listBoards(copy.id))[0]!;
    expect(boardRow).toMatchObject({ id: board.id, item_count: 3, next_item_pos: 4 });
    // A new item goes after the imported ones, and the copy exports as the original.
    const [added] = await t.services.items.addItems(copy.id, board.id, [
      { groupId: board.groups[0]!.id, name: 'New', values: {} },
    ]);
    const ids = await t.services.items.firstItemIds(copy.id, board.id, 10);
    expect(ids.indexOf(added!)).toBe(2);
    expect(await t.services.tenants.findBySlug('derived')).toMatchObject({ name: 'Source' });
  });

  it('names the first problem of a document by its path, and writes nothing', async () => {
    const c = board.col;
    const with_ = (change: (doc: TenantExport) => void) => {
      const doc = docOf();
      change(doc);
      return doc;
    };
    const item = (doc: TenantExport) => doc.boards[0]!.groups[0]!.items[0]!;
    await importFails('{"format": "portico-tenant-export", ', /^Not a JSON document \(/);
    await importFails(
      { hello: 'world' },
      'Not a Portico tenant export (its "format" is not "portico-tenant-export").',
    );
    await importFails(
      with_((d) => Object.assign(d, { version: 4 })),
      'The document is format version 4; this Portico reads versions up to 3. Upgrade Portico to import it.',
    );
    await importFails(
      with_((d) => Object.assign(d.users[0]!, { passwordHash: '$argon2id$v=19$x' })),
      'Invalid export document: users[0]: Unrecognized key: "passwordHash"',
    );
    await importFails(
      with_((d) => (d.exportedAt = '2025-01-01T00:00:00Z')),
      /^Invalid export document: exportedAt: Invalid ISO datetime/,
    );
    await importFails(
      with_((d) => (item(d).values[c.status.id] = { label: 7 })),
      `Invalid export document: boards[0].groups[0].items[0].values.${c.status.id}: not a status value`,
    );
    await importFails(
      with_((d) => (item(d).values[c.people.id] = { personIds: ['nobody'] })),
      `Invalid export document: boards[0].groups[0].items[0].values.${c.people.id}: no person nobody in people`,
    );
    await importFails(
      with_((d) => (item(d).values.elsewhere = { text: 'x' })),
      'Invalid export document: boards[0].groups[0].items[0].values.elsewhere: the board has no column elsewhere',
    );
    await importFails(
      with_((d) => (d.boards[0]!.groups[0]!.items[1]!.id = item(d).id)),
      /^Invalid export document: boards\[0\]\.groups\[0\]\.items\[1\]\.id: the id \w+ is used twice/,
    );
    await importFails(
      with_((d) => (d.users[0]!.boardIds = ['gone'])),
      'Invalid export document: users[0].boardIds[0]: no board gone in boards',
    );
    await importFails(
      with_((d) => {
        d.users[0]!.email = 'Ann@Example.com';
        d.people[1]!.email = 'Bob@Example.com';
      }),
      'Invalid export document: users[0].email: Emails are stored lower-case (and 1 more problem)',
    );
  });

  it('checks file bytes against their stated type before anything is stored', async () => {
    const doc = docOf();
    const file = doc.files.find((f) => f.kind === 'column')!;
    file.data = Buffer.from('<svg onload="alert(1)"/>').toString('base64');
    await importFails(
      doc,
      `Invalid export document: files[0]: the bytes of "brief.png" are application/octet-stream, not image/png.`,
    );
  });

  it('leaves no row and no stored file when the database refuses a row midway', async () => {
    // Feedback is written last, after every file is stored and every other row inserted.
    const k = t.ctx.db.kysely;
    if (t.ctx.db.dialect === 'sqlite')
      await sql`CREATE TRIGGER refuse_feedback BEFORE INSERT ON feedback BEGIN SELECT RAISE(ABORT, 'refused'); END`.execute(
        k,
      );
    else {
      await sql`CREATE FUNCTION refuse_feedback() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`.execute(
        k,
      );
      await sql`CREATE TRIGGER refuse_feedback BEFORE INSERT ON feedback FOR EACH ROW EXECUTE FUNCTION refuse_feedback()`.execute(
        k,
      );
    }
    try {
      await importFails(text, 'refused');
      expect(await t.services.tenants.findBySlug('refused')).toBeUndefined();
    } finally {
      await sql`DROP TRIGGER refuse_feedback${sql.raw(t.ctx.db.dialect === 'sqlite' ? '' : ' ON feedback')}`.execute(
        k,
      );
    }
    await importText(t, text, 'after-refusal');
  });
});

describe('tenant export', () => {
  it('leaves out references that no longer resolve, so every export imports', async () => {
    const other = await makeTenant(t.services);
    const hidden = await makeBoard(t.services, other, {
      columns: [{ type: 'people', title: 'Owner', visible: false }],
    });
    await addItems(t.services, other, hidden, [
      { name: 'Orphan', values: { [hidden.columns[0]!.id]: { personIds: ['gone'] } } },
    ]);
    const doc = JSON.parse(await exportText(other)) as TenantExport;
    expect(doc.boards[0]!.groups[0]!.items[0]!.values).toEqual({
      [hidden.columns[0]!.id]: { personIds: [] },
    });
    const { counts } = await importText(t, JSON.stringify(doc), 'orphans');
    expect(counts.items).toBe(1);
  });

  it('refuses to write a document whose file bytes are missing', async () => {
    const other = await makeTenant(t.services);
    const logo = await t.services.tenants.setLogo(other, 'logo.png', Readable.from([PNG]));
    const row = await t.ctx.db.kysely
      .selectFrom('files')
      .selectAll()
      .where('tenant_id', '=', other.id)
      .executeTakeFirstOrThrow();
    await t.ctx.storage.remove(row.storage_key);
    await expect(exportText(logo)).rejects.toThrow(
      `The bytes of file ${row.id} ("logo.png") are missing from storage.`,
    );
  });
});
