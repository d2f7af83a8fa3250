import type { Command } from 'commander';
import { OPERATOR } from '../../modules/activity';
import type { BoardRow } from '../../modules/boards';
import { isStaff } from '../../modules/policy';
import type { Tenant } from '../../domain/tenant';
import type { Services } from '../../services';
import { requireBoard } from '../board-refs';
import { CliError, withServices } from '../run';
import { flag, printTable, requireTenant, requireUser } from '../support';
import { columnRows } from './column';

/** `--group` may be given several times; each adds one group, in order. */
const collect = (value: string, previous: string[] = []) => [...previous, value];

const yesNo = (value: boolean | number) => (value === true || value === 1 ? 'yes' : 'no');

/** What `board list` shows of each board. */
const summaries = async (services: Services, tenant: Tenant) => {
  const access = await services.boardAdmin.accessCounts(tenant.id);
  return Promise.all(
    (await services.boards.listBoards(tenant.id)).map(async (b) => ({
      id: b.id,
      name: b.name,
      items: b.item_count,
      groups: (await services.boards.listGroups(tenant.id, b.id)).length,
      columns: (await services.boards.allColumns(tenant.id, b.id)).length,
      users: access.get(b.id) ?? 0,
      allowItemCreation: b.allow_item_creation === 1,
    })),
  );
};

/** Everything `board show` prints about one board. */
const details = async (services: Services, tenant: Tenant, board: BoardRow) => {
  const counts = await services.boardAdmin.groupItemCounts(tenant.id, board.id);
  return {
    id: board.id,
    name: board.name,
    items: board.item_count,
    allowItemCreation: board.allow_item_creation === 1,
    users: await services.boardAdmin.boardUsers(tenant.id, board.id),
    groups: (await services.boards.listGroups(tenant.id, board.id)).map((g) => ({
      id: g.id,
      title: g.title,
      color: g.color,
      items: counts.get(g.id) ?? 0,
    })),
    columns: columnRows(await services.boards.allColumns(tenant.id, board.id)),
  };
};

/** Grants (`granted`) or revokes a board on `<slug> <board> <email>`, as the console's Boards of a client. */
const onAccess =
  (
    granted: boolean,
    done: (email: string, board: string) => string,
    unchanged: (email: string, board: string) => string,
  ) =>
  (slug: string, boardRef: string, email: string) =>
    withServices(async (services) => {
      const tenant = await requireTenant(services, slug);
      const board = await requireBoard(services, tenant, boardRef);
      const user = await requireUser(services, tenant, email);
      if (isStaff(user)) throw new CliError(`${user.email} is staff of ${tenant.slug} and sees every board.`);
      const changed = await services.consoleSettings.setBoardAccess(
        tenant,
        user.id,
        board.id,
        granted,
        OPERATOR,
      );
      console.log((changed ? done : unchanged)(user.email, board.name));
    });

export const registerBoardCommands = (program: Command) => {
  const board = program
    .command('board')
    .description('Create boards, list and show them, and decide who may see them')
    .showHelpAfterError(false);

  board
    .command('create <slug> <name>')
    .description('Create a board; with the tenant’s grant-all-boards setting, every user gets it')
    .option(
      '--group <title>',
      'a group of the board (repeat for several; default: one group "Items")',
      collect,
    )
    .option('--allow-item-creation <true|false>', 'portal users may add items to it [true]', flag)
    .action((slug: string, name: string, options: { group?: string[]; allowItemCreation?: boolean }) =>
      withServices(async (services) => {
        const tenant = await requireTenant(services, slug);
        const titles = options.group ?? ['Items'];
        const seen = new Set<string>();
        for (const title of titles) {
          const key = title.trim().toLowerCase();
          if (seen.has(key)) throw new CliError(`The group "${title.trim()}" is given twice.`);
          seen.add(key);
        }
        if (!name.trim()) throw new CliError('A board needs a name.');
        const created = await services.boardConsole.create(
          tenant,
          {
            name: name.trim(),
            allowItemCreation: options.allowItemCreation,
            groups: titles.map((title) => title.trim()),
          },
          OPERATOR,
        );
        const groups = await services.boards.listGroups(tenant.id, created.id);
        const users = (await services.boardAdmin.accessCounts(tenant.id)).get(created.id) ?? 0;
        console.log(`Created board "${created.name}" (${created.id}) in tenant ${tenant.slug}.`);
        console.log(`Groups: ${groups.map((g) => g.title).join(', ')}. Users with access: ${users}.`);
      }),
    );

  board
    .command('list <slug>')
    .description('List the boards of a tenant with their sizes and how many users see them')
    .option('--json', 'print JSON instead of a table')
    .action((slug: string, options: { json?: boolean }) =>
      withServices(async (services) => {
        const rows = await summaries(services, await requireTenant(services, slug));
        if (options.json) return console.log(JSON.stringify(rows, null, 2));
        printTable(
          ['ID', 'NAME', 'ITEMS', 'GROUPS', 'COLUMNS', 'USERS', 'NEW ITEMS'],
          rows.map((r) => [
            r.id,
            r.name,
            String(r.items),
            String(r.groups),
            String(r.columns),
            String(r.users),
            yesNo(r.allowItemCreation),
          ]),
        );
      }),
    );

  board
    .command('show <slug> <board>')
    .description('Show a board’s groups, columns (with their ids, types and flags) and users')
    .option('--json', 'print JSON instead of tables')
    .action((slug: string, boardRef: string, options: { json?: boolean }) =>
      withServices(async (services) => {
        const tenant = await requireTenant(services, slug);
        const d = await details(services, tenant, await requireBoard(services, tenant, boardRef));
        if (options.json) return console.log(JSON.stringify(d, null, 2));
        console.log(
          `Board "${d.name}" (${d.id}): ${d.items} items; users may add items: ${yesNo(d.allowItemCreation)}`,
        );
        console.log(`\nGroups:`);
        printTable(
          ['ID', 'TITLE', 'COLOR', 'ITEMS'],
          d.groups.map((g) => [g.id, g.title, g.color, String(g.items)]),
        );
        console.log(`\nColumns:`);
        printTable(
          ['ID', 'TITLE', 'TYPE', 'EDITABLE', 'REQUIRED', 'VISIBLE', 'OPTIONS'],
          d.columns.map((c) => [
            c.id,
            c.title,
            c.type,
            yesNo(c.editable),
            yesNo(c.required),
            yesNo(c.visible),
            c.options.join(', '),
          ]),
        );
        console.log(`\nUsers:`);
        printTable(
          ['EMAIL', 'STATUS'],
          d.users.map((u) => [u.email, u.status]),
        );
      }),
    );

  board
    .command('grant <slug> <board> <email>')
    .description('Let a user see a board')
    .action(
      onAccess(
        true,
        (email, name) => `${email} may now see "${name}".`,
        (email, name) => `${email} could already see "${name}".`,
      ),
    );

  board
    .command('revoke <slug> <board> <email>')
    .description('Take a board away from a user')
    .action(
      onAccess(
        false,
        (email, name) => `${email} no longer sees "${name}".`,
        (email, name) => `${email} could not see "${name}"; nothing changed.`,
      ),
    );

  program
    .command('group')
    .description('Add groups to boards')
    .showHelpAfterError(false)
    .command('create <slug> <board> <title>')
    .description('Add a group at the end of a board')
    .option('--color <#rrggbb>', 'the group’s colour (default: the next of the board palette)')
    .action((slug: string, boardRef: string, title: string, options: { color?: string }) =>
      withServices(async (services) => {
        const tenant = await requireTenant(services, slug);
        const target = await requireBoard(services, tenant, boardRef);
        const groups = await services.boardConsole.addGroup(
          tenant,
          target.id,
          { title, color: options.color },
          OPERATOR,
        );
        // Added at the end; titles are unique on a board, case aside.
        const group =
          groups.find((g) => g.title.toLowerCase() === title.trim().toLowerCase()) ?? groups.at(-1);
        console.log(`Added group "${group?.title}" (${group?.id}) to board "${target.name}".`);
      }),
    );
};
