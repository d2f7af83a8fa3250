import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OPTION_GROUPS,
  type TenantExport,
  checkUserAuthResponseSchema,
  columnDefinition,
  getItemDetailsResponseSchema,
  photoThumbsResponseSchema,
  validateSubdomainResponseSchema,
} from '@portico/contract';
import { type TestApp, makeUser, signIn, useTestApp } from '../../../test/support/app';
import { columnForm, walkAll } from '../../../test/support/boards';
import { cliFails, cliOk } from '../../../test/support/cli';
import { PNG } from '../../../test/support/files';
import { type Client, expectBody } from '../../../test/support/http';
import { sameFiles } from '../../../test/support/same-files';
import type { Tenant } from '../../domain/tenant';
import { seedDemo } from '../demo/seed';
import { DEMO } from '../demo/tenant';

/** The demo tenant in one database (`source`), exported, and imported into a fresh one (`target`). */
const source = useTestApp();
const target = useTestApp();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-transfer-'));
const file = path.join(dir, 'demo.json');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let tenant: Tenant;
let exported: string;

/**
 * The document `portico export <slug>` writes, through a file: in the test's process the command's standard
 * output is the worker's (what a process writes there is tested in transfer-conversations.test.ts).
 */
const exportOf = async (t: TestApp, slug: string) => {
  const out = path.join(dir, `${slug}-export.json`);
  await cliOk(t, 'export', slug, '--out', out);
  return fs.readFileSync(out, 'utf8');
};

/** The document without its one time-dependent line. */
/** An import records itself in the new tenant's activity, after the entries the document carried. */
const isImportEntry = (entry: { actor: { kind: string }; action: string; newValue: string | null }) =>
  entry.actor.kind === 'operator' &&
  entry.action === 'created' &&
  (entry.newValue ?? '').startsWith('imported from an export of ');
const importEntries = (text: string) => (JSON.parse(text) as TenantExport).activity.filter(isImportEntry);
/** The document without its export time and without the entries imports recorded of themselves. */
const payload = (text: string) => {
  const { exportedAt: _at, ...doc } = JSON.parse(text) as TenantExport;
  return JSON.stringify({ ...doc, activity: doc.activity.filter((e) => !isImportEntry(e)) }, null, 2);
};

/** Rows of every table that belongs to a tenant, to show that a refused import wrote nothing. */
const rowCounts = async (t: TestApp) => {
  const counts: Record<string, number> = {};
  for (const table of ['tenants', 'users', 'people', 'files', 'boards', 'items', 'item_people'] as const)
    counts[table] = Number(
      (
        await t.ctx.db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { counts, stored: fs.readdirSync(path.join(t.ctx.config.dataDir, 'files')).sort() };
};

beforeAll(async () => {
  ({ tenant } = await seedDemo(source.services));
  const s = source.services;
  // What the demo lacks and a tenant may have: a logo, an avatar, a per-user override, a second user
  // who sees one board, a pending user, feedback, a label a user added, sessions and a login token.
  tenant = await s.tenants.setLogo(tenant, 'logo.png', Readable.from([PNG]));
  const demoUser = (await s.users.findByEmail(tenant, DEMO.email))!;
  const avatar = await s.files.storeUpload({
    ...{ tenantId: tenant.id, createdBy: demoUser.id, kind: 'avatar', filename: 'me.png' },
    ...{ stream: Readable.from([PNG]), accept: 'image' },
  });
  await s.users.updateProfile(tenant, demoUser, { name: DEMO.userName }, avatar);
  await s.users.setFilterItemsByEmail(tenant, demoUser, false);
  const client = await makeUser(s, tenant, { email: 'hannah@acme-retail.example', name: 'Hannah Fischer' });
  const boards = await s.boards.listBoards(tenant.id);
  for (const b of boards.slice(1)) await s.boardAdmin.revoke(tenant.id, b.id, client.id);
  await makeUser(s, tenant, { email: 'waiting@example.com', status: 'pending' });
  const api = await signIn(source, tenant, demoUser, DEMO.password);
  await s.auth.createLoginLink(tenant, demoUser);
  await api.post('/api/feedback/send-feedback', { summary: 'Export', details: 'Keep this one.' });
  const tags = (await s.boards.allColumns(tenant.id, boards[0]!.id)).find((c) => c.title === 'Tags')!;
  const [first] = await s.items.firstItemIds(tenant.id, boards[0]!.id, 1);
  const res = await api.multipart(
    'POST',
    `/api/boards/updateItem/${first}?boardId=${boards[0]!.id}`,
    columnForm([{ column: tags, tags: ['exported-label'] }]),
  );
  expect(res.statusCode, res.body).toBe(200);
});

// Each test exports and imports the demo tenant or compares whole boards through the API: generous for a
// loaded machine.
describe('portico export / import', { timeout: 180_000 }, () => {
  it('exports the demo tenant and imports it into a fresh database exactly', async () => {
    const out = await cliOk(source, 'export', 'demo', '--out', file);
    expect(out).toBe(
      `Exported tenant demo to ${file}: 5 users, 12 people, 3 boards, 360 items, 63 files, 1 feedback message, ` +
        '0 updates, 0 mentions, 0 notification preferences, 2 notifications, 0 follows, 1 activity entry.\n',
    );
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    exported = fs.readFileSync(file, 'utf8');
    // The document is JSON.stringify(document, null, 2) although its files were written one by one.
    expect(exported).toBe(`${JSON.stringify(JSON.parse(exported), null, 2)}\n`);

    const imported = await cliOk(target, 'import', file);
    expect(imported).toContain(
      'Imported tenant demo (Northwind Studio): 5 users, 12 people, 3 boards, 360 items, 63 files, 1 feedback message, ' +
        '0 updates, 0 mentions, 0 notification preferences, 2 notifications, 0 follows, 1 activity entry.',
    );
    expect(imported).toContain(
      'Imported users have no password: set one with "portico user reset-password demo',
    );
    const again = await exportOf(target, 'demo');
    expect(importEntries(exported)).toEqual([]);
    expect(importEntries(again)).toMatchObject([{ newValue: 'imported from an export of demo' }]);
    expect(payload(again)).toBe(payload(exported));
  });

  it('keeps user-added labels, grants, overrides, roles and feedback in the document', async () => {
    const doc = JSON.parse(exported) as TenantExport;
    const tags = doc.boards[0]!.columns.find((c) => c.title === 'Tags')!;
    expect((tags.settings as { options: Array<{ name: string }> }).options).toContainEqual({
      name: 'exported-label',
    });
    const users = new Map(doc.users.map((u) => [u.email, u]));
    expect(users.get('hannah@acme-retail.example')!.boardIds).toEqual([doc.boards[0]!.id]);
    expect(users.get(DEMO.email)).toMatchObject({
      filterItemsByEmail: false,
      status: 'active',
      role: 'client',
    });
    // Staff stay staff in the copy.
    for (const member of DEMO.staff) {
      expect(users.get(member.email)?.role).toBe(member.role);
      const copy = await target.services.tenants.findBySlug(doc.tenant.slug);
      expect((await target.services.users.findByEmail(copy!, member.email))?.role).toBe(member.role);
    }
    expect(users.get(DEMO.email)!.boardIds).toHaveLength(3);
    expect(users.get('waiting@example.com')!.status).toBe('pending');
    expect(doc.feedback).toEqual([expect.objectContaining({ summary: 'Export', details: 'Keep this one.' })]);
    expect(doc.tenant.logoFileId).not.toBeNull();
    expect(new Set(doc.files.map((f) => f.kind))).toEqual(new Set(['avatar', 'logo', 'column', 'person']));
  });

  it('never writes a secret', async () => {
    expect(exported).not.toContain('$argon2');
    // No field of the document can hold one: users carry no password, and nothing is a token.
    expect(exported).not.toMatch(/"(password\w*|\w*token\w*|\w*hash\w*)":/i);
    const k = source.ctx.db.kysely;
    const hashes = [
      ...(await k.selectFrom('users').select('password_hash as h').execute()),
      ...(await k.selectFrom('sessions').select('token_hash as h').execute()),
      ...(await k.selectFrom('login_tokens').select('token_hash as h').execute()),
    ];
    expect(hashes.length).toBeGreaterThanOrEqual(3);
    for (const { h } of hashes) if (h) expect(exported).not.toContain(h);
    const imported = await target.ctx.db.kysely.selectFrom('users').select('password_hash').execute();
    expect(imported.map((u) => u.password_hash)).toEqual([null, null, null, null, null]);
  });

  it('serves the imported tenant as the original: items, search, assigned to me, details and files', async () => {
    const sources = await clientsOf(source);
    const targets = await clientsOf(target);
    const same = async (url: string, schema: Parameters<typeof expectBody>[2]) => {
      const [a, b] = [await sources.get(url), await targets.get(url)];
      await sameFiles(sources, targets, expectBody(a, 200, schema), expectBody(b, 200, schema));
    };
    for (const url of ['/api/auth/check-user-auth', '/api/boards/getPhotothumbs'])
      await same(url, url.includes('auth') ? checkUserAuthResponseSchema : photoThumbsResponseSchema);
    await same('/api/subdomain/validateSubDomain/demo', validateSubdomainResponseSchema);
    const queries: Array<Record<string, string>> = [
      {},
      { filterByEmail: 'true' },
      { compareValue: 'website' },
      { compareValue: 'ha' },
    ];
    const found = queries.map(() => 0);
    for (const board of await source.services.boards.listBoards(tenant.id)) {
      for (const [q, query] of queries.entries()) {
        const [a, b] = [await walkAll(sources, board, query), await walkAll(targets, board, query)];
        expect([...b.totals]).toEqual([...a.totals]);
        await sameFiles(sources, targets, a.items, b.items);
        found[q]! += a.items.length;
      }
      for (const id of await source.services.items.firstItemIds(tenant.id, board.id, 30))
        await same(`/api/boards/getItemDetails/${id}?boardId=${board.id}`, getItemDetailsResponseSchema);
      const columns = await source.services.boards.visibleColumns(tenant.id, board.id);
      const columnIds = Object.fromEntries(
        OPTION_GROUPS.map((g) => [g, columns.filter((c) => optionGroupOf(c.type) === g).map((c) => c.id)]),
      );
      const [a, b] = await Promise.all(
        [sources, targets].map((api) =>
          api.post(`/api/boards/getDropdownOptions/${board.id}`, { columnIds }),
        ),
      );
      await sameFiles(sources, targets, a!.json(), b!.json());
    }
    // Every listing compared something: all items, the demo user's, and both kinds of search.
    expect(found[0]).toBe(360);
    for (const n of found) expect(n).toBeGreaterThan(0);
  });

  it('refuses a slug that exists, and imports a copy beside the original under another', async () => {
    const before = await rowCounts(target);
    expect(await cliFails(target, 'import', file)).toBe(
      'Tenant "demo" already exists (import with --slug <new-slug> to make a copy).',
    );
    expect(await rowCounts(target)).toEqual(before);
    await cliOk(target, 'import', file, '--slug', 'demo-copy');
    const copy = await exportOf(target, 'demo-copy');
    expect(importEntries(copy)).toHaveLength(1);
    expect(payload(copy).replace('"slug": "demo-copy"', '"slug": "demo"')).toBe(payload(exported));
  });

  it('refuses a document with a bad field in one line, writing nothing', async () => {
    const doc = JSON.parse(exported) as TenantExport;
    const board = doc.boards[0]!;
    const status = board.columns.findIndex((c) => c.type === 'status');
    (board.columns[status]!.settings as { labels: Array<{ color: string }> }).labels[0]!.color = 'green';
    const bad = path.join(dir, 'bad.json');
    fs.writeFileSync(bad, JSON.stringify(doc));
    const before = await rowCounts(target);
    expect(await cliFails(target, 'import', bad, '--slug', 'bad-copy')).toBe(
      `Invalid export document: boards[0].columns[${status}].settings.labels[0].color: Colours are #rrggbb`,
    );
    // A column id that would reach Object.prototype as a key of item values: one line, no stack trace.
    const proto = path.join(dir, 'proto.json');
    fs.writeFileSync(proto, exported.replaceAll(`"${board.columns[0]!.id}"`, '"__proto__"'));
    expect(await cliFails(target, 'import', proto, '--slug', 'proto-copy')).toBe(
      'Invalid export document: boards[0].columns[0].id: Ids cannot be __proto__, constructor, prototype',
    );
    expect(await cliFails(target, 'import', path.join(dir, 'missing.json'))).toMatch(/^No such file: /);
    expect(await cliFails(target, 'import', file, '--slug', 'Not a slug')).toMatch(/Invalid portal slug/);
    expect(await rowCounts(target)).toEqual(before);
  });
});

/** Signed in as the demo user; the imported one has no password until an operator sets one. */
const clientsOf = async (t: TestApp): Promise<Client> => {
  const demo = (await t.services.tenants.findBySlug('demo'))!;
  const user = (await t.services.users.findByEmail(demo, DEMO.email))!;
  if (!user.passwordHash) await t.services.users.resetPassword(demo, user, DEMO.password);
  return signIn(t, demo, user, DEMO.password);
};

const optionGroupOf = (type: Parameters<typeof columnDefinition>[0]) => columnDefinition(type).optionsGroup;
