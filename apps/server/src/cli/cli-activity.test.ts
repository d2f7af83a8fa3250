import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityEntry, consoleCsvMessages } from '@portico/contract';
import { STRONG_PASSWORD, makeTenant, makeUser, useTestApp } from '../../test/support/app';
import { makeBoard } from '../../test/support/boards';
import { cliInProcess } from '../../test/support/cli';
import { PNG } from '../../test/support/files';
import { OPERATOR } from '../modules/activity';
import type { Tenant } from '../domain/tenant';
import { buildProgram } from './program';

/**
 * Every change the operator's CLI makes is in the activity record (README, "Staff and the console"),
 * as the same change made in the console is: by the operator, with what changed and its values before
 * and after. The commands are read from the program itself, so a new command fails the first test until
 * it is named here — as a write with the entry it must leave, or as one that records nothing, and why.
 */
const t = useTestApp();

/** Commands that change nothing. */
const READ_ONLY: Record<string, string> = {
  'tenant list': 'lists tenants',
  'user list': 'lists the clients of a tenant',
  'staff list': 'lists the staff of a tenant',
  'person list': 'lists the people directory',
  'board list': 'lists boards',
  'board show': 'shows one board',
  export: 'writes a tenant to a file or standard output; the tenant is not changed',
};

/** Commands that write, but nothing any tenant's record is about (docs/decisions.md, "The CLI's changes"). */
const NOT_RECORDED: Record<string, string> = {
  demo: 'seeds sample data to try Portico on (and benchmark boards); nobody’s portal is changed',
  'storage migrate': 'copies file bytes to another store; no tenant data changes',
};

/** What a write must leave in the record of the tenant it names (the `entry` fields, by the operator). */
interface Write {
  args: () => string[];
  /** The tenant whose record gets the entries (default: the world's tenant). */
  tenant?: () => string;
  entries: () => Array<Partial<Record<keyof ActivityEntry, unknown>>>;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-cli-activity-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const file = (name: string, content: string | Buffer) => {
  const at = path.join(dir, name);
  fs.writeFileSync(at, content);
  return at;
};

let tenant: Tenant;
const emails = {
  pending: 'pending@example.com',
  active: 'active@example.com',
  disabled: 'disabled@example.com',
  client: 'client@example.com',
  ungranted: 'ungranted@example.com',
  editor: 'editor@example.com',
  leaving: 'leaving@example.com',
};
const account = (email: string) => ({ subjectName: `Dana Scully <${email}>` });
const newSlug = `cli-new-${Date.now().toString(36)}`;
const importSlug = `cli-imp-${Date.now().toString(36)}`;

beforeAll(async () => {
  const s = t.services;
  tenant = await makeTenant(s, { subscriptionPlan: 'Standard' });
  await makeUser(s, tenant, { role: 'admin' });
  await makeUser(s, tenant, { email: emails.pending, status: 'pending' });
  await makeUser(s, tenant, { email: emails.active });
  await makeUser(s, tenant, { email: emails.disabled, status: 'disabled' });
  await makeUser(s, tenant, { email: emails.client });
  const ungranted = await makeUser(s, tenant, { email: emails.ungranted });
  await makeUser(s, tenant, { email: emails.editor, role: 'editor' });
  await makeUser(s, tenant, { email: emails.leaving, role: 'editor' });
  const board = await makeBoard(s, tenant, {
    name: 'Website',
    groups: ['Backlog', 'Done'],
    columns: [{ type: 'text', title: 'Notes' }],
  });
  await s.boardAdmin.revoke(tenant.id, board.id, ungranted.id);
});

const WRITES: Record<string, Write> = {
  'tenant create': {
    args: () => ['tenant', 'create', newSlug, '--name', 'New Portal'],
    tenant: () => newSlug,
    entries: () => [{ subject: 'settings', action: 'created', subjectName: 'New Portal' }],
  },
  'tenant update': {
    args: () => [
      ...['tenant', 'update', tenant.slug, '--subscription-plan', 'Enterprise'],
      ...['--logo', file('logo.png', PNG)],
    ],
    entries: () => [
      { subject: 'settings', field: 'Subscription plan', oldValue: 'Standard', newValue: 'Enterprise' },
      { subject: 'settings', field: 'Logo', oldValue: 'None', newValue: 'A new logo' },
    ],
  },
  'user create': {
    args: () => [
      'user',
      'create',
      tenant.slug,
      'new@example.com',
      '--name',
      'Nia New',
      '--password',
      STRONG_PASSWORD,
    ],
    entries: () => [{ subject: 'client', action: 'created', subjectName: 'Nia New <new@example.com>' }],
  },
  'user approve': {
    args: () => ['user', 'approve', tenant.slug, emails.pending],
    entries: () => [{ subject: 'client', action: 'approved', ...account(emails.pending) }],
  },
  'user disable': {
    args: () => ['user', 'disable', tenant.slug, emails.active],
    entries: () => [{ subject: 'client', action: 'disabled', ...account(emails.active) }],
  },
  'user enable': {
    args: () => ['user', 'enable', tenant.slug, emails.disabled],
    entries: () => [{ subject: 'client', action: 'enabled', ...account(emails.disabled) }],
  },
  'user login-link': {
    args: () => ['user', 'login-link', tenant.slug, emails.client],
    entries: () => [{ subject: 'client', action: 'signInLink', ...account(emails.client) }],
  },
  'user reset-password': {
    args: () => ['user', 'reset-password', tenant.slug, emails.client, '--password', `${STRONG_PASSWORD}2`],
    entries: () => [{ subject: 'client', action: 'passwordReset', ...account(emails.client) }],
  },
  'user set-filter': {
    args: () => ['user', 'set-filter', tenant.slug, emails.client, 'true'],
    entries: () => [
      {
        subject: 'client',
        action: 'updated',
        field: 'Only items assigned to them',
        oldValue: 'Portal default',
        newValue: 'Yes',
      },
    ],
  },
  'staff create': {
    args: () => ['staff', 'create', tenant.slug, 'ed@example.com', 'editor', '--name', 'Ed Itor'],
    entries: () => [
      { subject: 'staff', action: 'created', subjectName: 'Ed Itor <ed@example.com>', newValue: 'editor' },
    ],
  },
  'staff set-role': {
    args: () => ['staff', 'set-role', tenant.slug, emails.editor, 'admin'],
    entries: () => [{ subject: 'staff', action: 'roleChanged', oldValue: 'editor', newValue: 'admin' }],
  },
  'staff remove': {
    args: () => ['staff', 'remove', tenant.slug, emails.leaving],
    entries: () => [{ subject: 'staff', action: 'removed', ...account(emails.leaving), oldValue: 'editor' }],
  },
  'person create': {
    args: () => [
      ...['person', 'create', tenant.slug, 'pat@example.com', '--name', 'Pat Person'],
      ...['--photo', file('pat.png', PNG)],
    ],
    entries: () => [
      { subject: 'person', action: 'created', subjectName: 'Pat Person <pat@example.com>' },
      { subject: 'person', action: 'updated', field: 'Photo', oldValue: 'None', newValue: 'A new photo' },
    ],
  },
  'board create': {
    args: () => ['board', 'create', tenant.slug, 'Launch', '--group', 'Todo', '--group', 'Done'],
    entries: () => [{ subject: 'board', action: 'created', subjectName: 'Launch' }],
  },
  'board grant': {
    args: () => ['board', 'grant', tenant.slug, 'Website', emails.ungranted],
    entries: () => [
      {
        subject: 'client',
        action: 'boardsChanged',
        ...account(emails.ungranted),
        oldValue: expect.not.stringContaining('Website'),
        newValue: expect.stringContaining('Website'),
      },
    ],
  },
  'board revoke': {
    args: () => ['board', 'revoke', tenant.slug, 'Website', emails.client],
    entries: () => [
      {
        subject: 'client',
        action: 'boardsChanged',
        ...account(emails.client),
        oldValue: expect.stringContaining('Website'),
        newValue: expect.not.stringContaining('Website'),
      },
    ],
  },
  'group create': {
    args: () => ['group', 'create', tenant.slug, 'Website', 'Later'],
    entries: () => [{ subject: 'board', subjectName: 'Website', field: 'Groups', newValue: 'Added "Later"' }],
  },
  'column create': {
    args: () => [
      'column',
      'create',
      tenant.slug,
      'Website',
      'Stage',
      '--type',
      'status',
      '--labels',
      'Open,Done',
    ],
    entries: () => [
      { subject: 'board', field: 'Columns', newValue: expect.stringContaining('Added "Stage"') },
    ],
  },
  'column update': {
    args: () => ['column', 'update', tenant.slug, 'Website', 'Notes', '--required', 'true'],
    entries: () => [{ subject: 'board', field: 'Column "Notes" required', oldValue: 'No', newValue: 'Yes' }],
  },
  'import-csv': {
    args: () => ['import-csv', tenant.slug, 'Website', file('items.csv', 'Name,Notes\r\nOne,a\r\nTwo,b\r\n')],
    entries: () => [{ subject: 'board', field: 'CSV import', newValue: consoleCsvMessages.imported(2) }],
  },
  import: {
    args: () => ['import', path.join(dir, 'export.json'), '--slug', importSlug],
    tenant: () => importSlug,
    entries: () => [
      {
        subject: 'settings',
        action: 'created',
        subjectName: tenant.name,
        newValue: `imported from an export of ${tenant.slug}`,
      },
    ],
  },
};

/** Every command that runs something ("user create"), read from the program. */
const commandNames = (command: Command, prefix: string[] = []): string[] =>
  command.commands.length === 0
    ? [prefix.join(' ')]
    : command.commands.flatMap((sub) => commandNames(sub, [...prefix, sub.name()]));

const recordOf = async (slug: string) => {
  const owner = await t.services.tenants.findBySlug(slug);
  if (!owner) return [];
  return (await t.services.activity.list(owner.id, { limit: 100 })).entries;
};

describe('the operator CLI in the activity record', () => {
  it('names every command of the program: a write with its entries, or why it records nothing', () => {
    const names = commandNames(buildProgram());
    const decided = [...Object.keys(WRITES), ...Object.keys(READ_ONLY), ...Object.keys(NOT_RECORDED)];
    expect(
      names.filter((name) => !decided.includes(name)),
      'commands nobody decided about',
    ).toEqual([]);
    expect(
      decided.filter((name) => !names.includes(name)),
      'names that are no command',
    ).toEqual([]);
    expect(decided.length, 'a command named twice').toBe(new Set(decided).size);
  });

  for (const [name, write] of Object.entries(WRITES))
    it(`${name}: recorded as the operator's change`, async () => {
      // The document `import` reads: a read-only command's output.
      if (name === 'import')
        await cliInProcess(t, 'export', tenant.slug, '--out', path.join(dir, 'export.json'));
      const slug = write.tenant?.() ?? tenant.slug;
      const before = new Set((await recordOf(slug)).map((e) => e.id));
      await cliInProcess(t, ...write.args());
      const added = (await recordOf(slug)).filter((e) => !before.has(e.id));
      expect(added.map((e) => e.actor)).toEqual(added.map(() => OPERATOR));
      expect(added).toEqual(
        expect.arrayContaining(write.entries().map((entry) => expect.objectContaining(entry))),
      );
    });
});
