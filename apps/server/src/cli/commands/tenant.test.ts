import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, serverMessages, signupPermissionResponseSchema } from '@portico/contract';
import { uniqueSlug, useTestApp } from '../../../test/support/app';
import { cliFails, cliOk, runCli } from '../../../test/support/cli';
import { JPEG, PNG, fileRows, pngOfSize, storedFiles } from '../../../test/support/files';
import { clientFor, expectBody } from '../../../test/support/http';

const t = useTestApp();

/** Writes a file into the test's data directory and returns its path. */
const writeFile = (name: string, bytes: Buffer) => {
  const file = path.join(t.ctx.config.dataDir, name);
  fs.writeFileSync(file, bytes);
  return file;
};

const publicInfo = async (slug: string) =>
  expectBody(
    await clientFor(t.app, slug).get(`/api/auth/check-signup-permission?slug=${slug}`),
    200,
    signupPermissionResponseSchema,
  ).data;

describe('portico tenant list (empty)', () => {
  it('says so when there are no tenants', async () => {
    expect(await cliOk(t, 'tenant', 'list')).toBe('(none)\n');
  });
});

describe('portico tenant create', () => {
  it('creates a tenant with every setting and a logo the portal then shows', async () => {
    const slug = uniqueSlug('cli');
    const logo = writeFile('logo.png', PNG);
    const out = await cliOk(
      t,
      ...['tenant', 'create', slug, '--name', 'Acme Agency', '--description', 'Client workspace'],
      ...['--signup-method', 'signup-without-admin-approval', '--subscription-status', 'VALID'],
      ...['--subscription-plan', 'enterprise', '--allow-create-items', 'false', '--allow-new-values', 'no'],
      ...['--filter-items-by-email', 'true', '--grant-all-boards', 'false', '--logo', logo],
      ...['--language', 'pt-BR', '--browser-language', 'yes'],
    );
    expect(out).toContain(`Created tenant ${slug}:`);
    expect(out).toContain(`http://${slug}.localhost:3000/`);
    const row = await t.services.tenants.findBySlug(slug);
    expect(row).toMatchObject({
      name: 'Acme Agency',
      description: 'Client workspace',
      signupMethod: 'signup-without-admin-approval',
      subscriptionStatus: 'valid',
      subscriptionPlan: 'Enterprise',
      allowUsersToCreateNewItems: false,
      allowNewValueCreation: false,
      filterItemsByEmail: true,
      grantAllBoards: false,
      language: 'pt-BR',
      browserLanguage: true,
    });
    expect(out).toMatch(/ language: +pt-BR\n/);
    expect(out).toMatch(/ browser language: +true\n/);
    const info = await publicInfo(slug);
    expect(info).toMatchObject({
      name: 'Acme Agency',
      signupMethod: 'signup-without-admin-approval',
      language: 'pt-BR',
      browserLanguage: true,
    });
    const served = await clientFor(t.app, slug).get(info.logo as string);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('uses the defaults for options not given', async () => {
    const slug = uniqueSlug('cli');
    await cliOk(t, 'tenant', 'create', slug, '--name', 'Defaults Ltd');
    expect(await t.services.tenants.findBySlug(slug)).toMatchObject({
      signupMethod: 'signup-with-admin-approval',
      subscriptionStatus: 'valid',
      subscriptionPlan: 'Pro',
      logoFileId: null,
      language: 'en',
      browserLanguage: false,
    });
  });

  it('refuses bad values with one line and creates nothing', async () => {
    const slug = uniqueSlug('cli');
    const create = (...extra: string[]) => cliFails(t, 'tenant', 'create', slug, '--name', 'X', ...extra);
    expect(await cliFails(t, 'tenant', 'create', slug)).toMatch(
      /required option '--name <name>' not specified/,
    );
    expect(await cliFails(t, 'tenant', 'create', 'Not_A_Slug', '--name', 'X')).toMatch(
      /Invalid slug "Not_A_Slug"/,
    );
    expect(await create('--name', '  ')).toMatch(/Name is required/);
    expect(await create('--signup-method', 'open')).toMatch(/Allowed choices are signup-with-admin-approval/);
    expect(await create('--language', 'xx')).toMatch(/Allowed choices are en, de, fr, es, pt-BR, ar/);
    expect(await create('--browser-language', 'maybe')).toMatch(/--browser-language.*Must be true or false/);
    expect(await create('--allow-create-items', 'maybe')).toMatch(
      /--allow-create-items.*Must be true or false/,
    );
    expect(await create('--subscription-plan', ' ')).toMatch(/subscription plan of 1 to 40 characters/);
    expect(await create('--description', 'x'.repeat(501))).toMatch(/At most 500 characters/);
    expect(await create('--logo', path.join(t.ctx.config.dataDir, 'missing.png'))).toMatch(/^No such file: /);
    expect(await create('--logo', t.ctx.config.dataDir)).toMatch(/^Not a file: /);
    expect(await create('--logo', writeFile('notes.png', Buffer.from('plain text')))).toMatch(
      /notes\.png: The file given is not an image$/,
    );
    expect(await create('--logo', writeFile('huge.png', pngOfSize(MAX_UPLOAD_BYTES + 1)))).toContain(
      serverMessages.fileTooLarge,
    );
    expect(await t.services.tenants.findBySlug(slug)).toBeUndefined();
  });

  it('refuses an existing slug and leaves that tenant as it was', async () => {
    const slug = uniqueSlug('cli');
    await cliOk(t, 'tenant', 'create', slug, '--name', 'First');
    expect(await cliFails(t, 'tenant', 'create', slug, '--name', 'Second')).toBe(
      `Tenant "${slug}" already exists (change it with portico tenant update).`,
    );
    expect((await t.services.tenants.findBySlug(slug))?.name).toBe('First');
  });
});

describe('portico tenant update', () => {
  it('changes only the options given, and replaces the logo', async () => {
    const slug = uniqueSlug('cli');
    await cliOk(t, 'tenant', 'create', slug, '--name', 'Acme', '--logo', writeFile('a.png', PNG));
    const tenant = (await t.services.tenants.findBySlug(slug))!;
    const out = await cliOk(
      t,
      ...['tenant', 'update', slug, '--subscription-status', 'expired', '--signup-method', 'closed'],
      ...['--logo', writeFile('b.jpg', JPEG), '--language', 'ar'],
    );
    expect(out).toContain(`Updated tenant ${slug}:`);
    expect(await t.services.tenants.findBySlug(slug)).toMatchObject({
      name: 'Acme',
      subscriptionStatus: 'expired',
      signupMethod: 'closed',
      subscriptionPlan: 'Pro',
      language: 'ar',
      browserLanguage: false,
    });
    expect((await fileRows(t, tenant.id)).map((f) => f.content_type)).toEqual(['image/jpeg']);
    expect(storedFiles(t, tenant.id)).toHaveLength(1);
    expect((await publicInfo(slug)).subscriptionStatus).toBe('expired');
  });

  it('refuses an unknown tenant, no options, and a bad logo without changing anything', async () => {
    const slug = uniqueSlug('cli');
    await cliOk(t, 'tenant', 'create', slug, '--name', 'Acme');
    expect(await cliFails(t, 'tenant', 'update', 'no-such-tenant', '--name', 'X')).toBe(
      'No tenant "no-such-tenant" (see portico tenant list).',
    );
    expect(await cliFails(t, 'tenant', 'update', slug)).toMatch(/^Nothing to change/);
    // SVG can carry script, so it is no logo.
    const bad = writeFile('logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'));
    expect(await cliFails(t, 'tenant', 'update', slug, '--name', 'Renamed', '--logo', bad)).toMatch(
      /not an image/,
    );
    expect((await t.services.tenants.findBySlug(slug))?.name).toBe('Acme');
  });
});

describe('portico tenant list', () => {
  it('lists tenants with their settings and user counts, as a table or JSON', async () => {
    const slug = uniqueSlug('cli');
    await cliOk(t, 'tenant', 'create', slug, '--name', 'Listed Co', '--subscription-plan', 'Standard');
    const tenant = (await t.services.tenants.findBySlug(slug))!;
    await t.services.users.create(tenant, { email: 'a@example.com', name: 'A', status: 'active' });
    const table = (await cliOk(t, 'tenant', 'list')).trimEnd().split('\n');
    expect(table[0]).toMatch(/^SLUG +NAME +SIGNUP +SUBSCRIPTION +PLAN +USERS +URL$/);
    expect(table.find((l) => l.startsWith(`${slug} `))).toMatch(
      new RegExp(
        `^${slug} +Listed Co +signup-with-admin-approval +valid +Standard +1 +http://${slug}\\.localhost:3000/$`,
      ),
    );
    const json = JSON.parse(await cliOk(t, 'tenant', 'list', '--json')) as Array<Record<string, unknown>>;
    expect(json.find((r) => r.slug === slug)).toEqual({
      slug,
      name: 'Listed Co',
      signupMethod: 'signup-with-admin-approval',
      subscriptionStatus: 'valid',
      subscriptionPlan: 'Standard',
      users: 1,
      url: `http://${slug}.localhost:3000/`,
    });
  });
});

/**
 * The tests above run commands in the test's process (test/support/cli.ts); these run the built `portico`
 * as an operator does, for what only a process shows: configured by its environment, its exit codes as a
 * shell sees them, its standard output and error apart.
 */
describe('the portico process', () => {
  it('works on the installation its environment names, answers on standard output and exits 0', async () => {
    const slug = uniqueSlug('cli');
    const created = await runCli(t, ['tenant', 'create', slug, '--name', 'Process Ltd']);
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toMatch(new RegExp(`^Created tenant ${slug}:\n`));
    expect(created.stderr).toBe('');
    expect((await t.services.tenants.findBySlug(slug))?.name).toBe('Process Ltd');
    const listed = await runCli(t, ['tenant', 'list', '--json']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(JSON.parse(listed.stdout)).toContainEqual(expect.objectContaining({ slug, name: 'Process Ltd' }));
  });

  it('exits 1 with one line on standard error for a refused command or a usage error', async () => {
    const refused = await runCli(t, ['tenant', 'update', 'no-such-tenant', '--name', 'X']);
    expect(refused).toEqual({
      code: 1,
      stdout: '',
      stderr: 'error: No tenant "no-such-tenant" (see portico tenant list).\n',
    });
    const usage = await runCli(t, ['tenant', 'create', uniqueSlug('cli')]);
    expect(usage).toEqual({
      code: 1,
      stdout: '',
      stderr: "error: required option '--name <name>' not specified\n",
    });
  });

  it('stops with exit code 2 and the variable named when the configuration is bad', async () => {
    const result = await runCli(t, ['tenant', 'list'], { PORTICO_SESSION_TTL: 'forever' });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/PORTICO_SESSION_TTL: must be a duration/);
    expect(result.stderr).not.toMatch(/\bat .+\.(ts|js):\d+/);
  });
});
