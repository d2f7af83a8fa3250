import { beforeAll, describe, expect, it } from 'vitest';
import {
  boardMessages,
  checkUserAuthResponseSchema,
  getAllGroupsResponseSchema,
  serverMessages,
} from '@portico/contract';
import { makeTenant, makeUser, signIn, useTestApp } from '../../../test/support/app';
import { cliFails, cliOk } from '../../../test/support/cli';
import { type Client, expectBody, expectError } from '../../../test/support/http';
import type { Tenant } from '../../domain/tenant';
import type { Account } from '../../domain/account';

const t = useTestApp();
let tenant: Tenant;
let user: Account;
let api: Client;
beforeAll(async () => {
  tenant = await makeTenant(t.services);
  user = await makeUser(t.services, tenant, { email: 'ann@example.com' });
  api = await signIn(t, tenant, user);
});

const boardsOfUser = async () =>
  expectBody(await api.get('/api/auth/check-user-auth'), 200, checkUserAuthResponseSchema).user.boardsData;

const boardNamed = async (name: string) =>
  (await t.services.boards.listBoards(tenant.id)).find((b) => b.name === name)!;

describe('portico board create / list / show', () => {
  it('creates a board with its groups, granted to the tenant’s users, and lists it', async () => {
    const out = await cliOk(
      t,
      ...['board', 'create', tenant.slug, 'Client work', '--group', 'New', '--group', 'Done'],
      ...['--allow-item-creation', 'false'],
    );
    const board = await boardNamed('Client work');
    expect(out).toBe(
      `Created board "Client work" (${board.id}) in tenant ${tenant.slug}.\nGroups: New, Done. Users with access: 1.\n`,
    );
    expect(board.allow_item_creation).toBe(0);
    expect(await boardsOfUser()).toContainEqual({ boardId: board.id, boardName: 'Client work' });
    const groups = expectBody(
      await api.get(`/api/boards/getAllGroups/${board.id}`),
      200,
      getAllGroupsResponseSchema,
    );
    expect(groups.data.map((g) => g.title)).toEqual(['New', 'Done']);

    const table = (await cliOk(t, 'board', 'list', tenant.slug)).trimEnd().split('\n');
    expect(table[0]).toMatch(/^ID +NAME +ITEMS +GROUPS +COLUMNS +USERS +NEW ITEMS$/);
    // Its one column is the Name column, as for a board the console creates.
    expect(table.find((l) => l.startsWith(board.id))).toMatch(/ Client work +0 +2 +1 +1 +no$/);
    const json = JSON.parse(await cliOk(t, 'board', 'list', tenant.slug, '--json')) as unknown[];
    expect(json).toContainEqual({
      id: board.id,
      name: 'Client work',
      items: 0,
      groups: 2,
      columns: 1,
      users: 1,
      allowItemCreation: false,
    });
  });

  it('shows a board by name or id, with groups, columns and users', async () => {
    await cliOk(t, 'board', 'create', tenant.slug, 'Shown');
    const board = await boardNamed('Shown');
    await t.services.boardAdmin.addColumn(tenant.id, board.id, {
      type: 'status',
      title: 'Stage',
      settings: { labels: [{ name: 'Open', color: '#579bfc' }] },
      required: true,
    });
    const byName = JSON.parse(await cliOk(t, 'board', 'show', tenant.slug, 'Shown', '--json')) as {
      groups: unknown[];
      columns: unknown[];
      users: unknown[];
    };
    expect(byName.groups).toEqual([expect.objectContaining({ title: 'Items', items: 0 })]);
    expect(byName.columns).toEqual([
      expect.objectContaining({ title: 'Name', type: 'name' }),
      expect.objectContaining({ title: 'Stage', type: 'status', required: true, options: ['Open:#579bfc'] }),
    ]);
    expect(byName.users).toEqual([{ email: 'ann@example.com', status: 'active' }]);
    const text = await cliOk(t, 'board', 'show', tenant.slug, board.id);
    expect(text).toContain(`Board "Shown" (${board.id}): 0 items; users may add items: yes`);
    expect(text).toMatch(/Stage +status +yes +yes +yes +Open:#579bfc/);
  });

  it('refuses a bad board with one line and creates nothing', async () => {
    const before = (await t.services.boards.listBoards(tenant.id)).length;
    expect(await cliFails(t, 'board', 'create', 'no-such-tenant', 'X')).toBe(
      'No tenant "no-such-tenant" (see portico tenant list).',
    );
    expect(await cliFails(t, 'board', 'create', tenant.slug, '  ')).toBe('A board needs a name.');
    expect(await cliFails(t, 'board', 'create', tenant.slug, 'X', '--group', 'A', '--group', 'a ')).toBe(
      'The group "a" is given twice.',
    );
    expect(await cliFails(t, 'board', 'create', tenant.slug, 'X', '--allow-item-creation', 'sure')).toMatch(
      /Must be true or false/,
    );
    expect(await cliFails(t, 'board', 'show', tenant.slug, 'Nothing')).toBe(
      `No board "Nothing" in tenant ${tenant.slug} (see portico board list ${tenant.slug}).`,
    );
    expect((await t.services.boards.listBoards(tenant.id)).length).toBe(before);
  });

  it('refuses a name another board has, as the console does', async () => {
    await cliOk(t, 'board', 'create', tenant.slug, 'Twin');
    expect(await cliFails(t, 'board', 'create', tenant.slug, 'twin ')).toBe(
      boardMessages.titleTaken('board', 'twin'),
    );
  });

  it('asks for the id when two boards share a name', async () => {
    // Boards made before names were unique, or by an import, may share one.
    await t.services.boards.createBoard(tenant, { name: 'Twin', groups: [{ title: 'Items' }], columns: [] });
    expect(await cliFails(t, 'board', 'show', tenant.slug, 'Twin')).toBe(
      `2 boards of tenant ${tenant.slug} are called "Twin"; give the id (see portico board list ${tenant.slug}).`,
    );
  });
});

describe('portico board grant / revoke', () => {
  it('takes a board away from a user and gives it back, as the API then answers', async () => {
    await cliOk(t, 'board', 'create', tenant.slug, 'Private');
    const board = await boardNamed('Private');
    expect(await cliOk(t, 'board', 'revoke', tenant.slug, 'Private', 'Ann@Example.com')).toBe(
      'ann@example.com no longer sees "Private".\n',
    );
    expectError(await api.get(`/api/boards/getAllGroups/${board.id}`), 404, serverMessages.boardNotFound);
    expect((await boardsOfUser()).map((b) => b.boardId)).not.toContain(board.id);
    expect(await cliOk(t, 'board', 'revoke', tenant.slug, board.id, 'ann@example.com')).toBe(
      'ann@example.com could not see "Private"; nothing changed.\n',
    );
    expect(await cliOk(t, 'board', 'grant', tenant.slug, board.id, 'ann@example.com')).toBe(
      'ann@example.com may now see "Private".\n',
    );
    expect((await api.get(`/api/boards/getAllGroups/${board.id}`)).statusCode).toBe(200);
    expect(await cliOk(t, 'board', 'grant', tenant.slug, 'Private', 'ann@example.com')).toBe(
      'ann@example.com could already see "Private".\n',
    );
  });

  it('refuses unknown users and boards, and staff (who see every board)', async () => {
    expect(await cliFails(t, 'board', 'grant', tenant.slug, 'Private', 'nobody@example.com')).toBe(
      `No user nobody@example.com in tenant ${tenant.slug} (see portico user list ${tenant.slug}).`,
    );
    const editor = await makeUser(t.services, tenant, { role: 'editor' });
    expect(await cliFails(t, 'board', 'revoke', tenant.slug, 'Private', editor.email)).toBe(
      `${editor.email} is staff of ${tenant.slug} and sees every board.`,
    );
    expect(await cliFails(t, 'board', 'revoke', tenant.slug, 'Gone', 'ann@example.com')).toMatch(
      /^No board "Gone"/,
    );
  });
});

describe('portico group create', () => {
  it('adds a group at the end of the board, where the portal lists it', async () => {
    await cliOk(t, 'board', 'create', tenant.slug, 'Grouped', '--group', 'First');
    const board = await boardNamed('Grouped');
    const out = await cliOk(t, 'group', 'create', tenant.slug, 'Grouped', ' Later ', '--color', '#123abc');
    expect(out).toMatch(/^Added group "Later" \(\w+\) to board "Grouped"\.\n$/);
    const groups = await t.services.boards.listGroups(tenant.id, board.id);
    expect(groups.map((g) => [g.title, g.color])).toEqual([
      ['First', '#579bfc'],
      ['Later', '#123abc'],
    ]);
    const listed = expectBody(
      await api.get(`/api/boards/getAllGroups/${board.id}`),
      200,
      getAllGroupsResponseSchema,
    );
    expect(listed.data.map((g) => g.title)).toEqual(['First', 'Later']);
  });

  it('refuses a repeated title, a bad colour and an empty title', async () => {
    expect(await cliFails(t, 'group', 'create', tenant.slug, 'Grouped', 'later')).toBe(
      'The board has a group "later" already.',
    );
    expect(await cliFails(t, 'group', 'create', tenant.slug, 'Grouped', 'X', '--color', 'red')).toBe(
      'Group colours are #rrggbb, not "red".',
    );
    expect(await cliFails(t, 'group', 'create', tenant.slug, 'Grouped', ' ')).toBe('A title is required.');
    const board = await boardNamed('Grouped');
    expect((await t.services.boards.listGroups(tenant.id, board.id)).length).toBe(2);
  });
});
