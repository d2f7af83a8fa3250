import { Argument, type Command, Option } from 'commander';
import { emailSchema, nameSchema, newPasswordSchema } from '@portico/contract';
import type { UserStatus } from '../../db/schema';
import type { Tenant } from '../../domain/tenant';
import type { Account } from '../../domain/account';
import { OPERATOR } from '../../modules/activity';
import { isStaff } from '../../modules/policy';
import type { Services } from '../../services';
import { CliError, withServices } from '../run';
import { bySchema, generatePassword, printTable, requireTenant, requireUser } from '../support';

const USER_STATUSES: readonly UserStatus[] = ['active', 'pending', 'disabled'];
const FILTER_VALUES = ['true', 'false', 'inherit'] as const;

const email = bySchema(emailSchema);
const password = bySchema(newPasswordSchema);

/** The tenant and user named by `<slug> <email>`, or a one-line error. */
const find = async (services: Services, slug: string, address: string) => {
  const tenant = await requireTenant(services, slug);
  return { tenant, user: await requireUser(services, tenant, address) };
};

/** Runs a command on `<slug> <email>`: the action gets the services, tenant and user. */
const onUser =
  (action: (services: Services, tenant: Tenant, user: Account) => Promise<void>) =>
  (slug: string, address: string) =>
    withServices(async (services) => {
      const { tenant, user } = await find(services, slug, address);
      await action(services, tenant, user);
    });

const filterText = (user: Account) =>
  user.filterItemsByEmail === null ? 'inherit' : user.filterItemsByEmail ? 'true' : 'false';

export const registerUserCommands = (program: Command) => {
  const user = program
    .command('user')
    .description('Create and manage the users of a tenant')
    // One line per error; the full help is one --help away.
    .showHelpAfterError(false);

  user
    .command('create <slug>')
    .argument('<email>', 'email address (the sign-in name)', email)
    .description('Create a user; without --password a strong one is generated and printed')
    .requiredOption('--name <name>', 'display name', bySchema(nameSchema))
    .option(
      '--password <password>',
      'at least 8 characters with upper and lower case, digit and symbol',
      password,
    )
    .option('--pending', 'create the account awaiting approval (portico user approve)')
    .action(
      (slug: string, address: string, options: { name: string; password?: string; pending?: boolean }) =>
        withServices(async (services) => {
          const tenant = await requireTenant(services, slug);
          if (await services.users.findByEmail(tenant, address)) {
            throw new CliError(`A user ${address} already exists in tenant ${tenant.slug}.`);
          }
          const secret = options.password ?? generatePassword();
          const created = await services.console.accounts.create(
            tenant,
            {
              email: address,
              name: options.name,
              password: secret,
              role: 'client',
              status: options.pending ? 'pending' : 'active',
            },
            OPERATOR,
          );
          console.log(
            `Created ${created.status} user ${created.email} (${created.name}) in tenant ${tenant.slug}.`,
          );
          if (!options.password) console.log(`Password: ${secret}`);
        }),
    );

  user
    .command('approve <slug> <email>')
    .description('Approve an account awaiting approval, so it can sign in')
    .action(
      onUser(async (services, tenant, u) => {
        if (u.status === 'disabled') {
          throw new CliError(`${u.email} is disabled, not awaiting approval (use portico user enable).`);
        }
        if (u.status === 'active') return console.log(`${u.email} is already active.`);
        await services.console.approve(tenant, u.id, OPERATOR);
        console.log(`Approved ${u.email}: the account is active.`);
      }),
    );

  user
    .command('disable <slug> <email>')
    .description('Disable an account and end its sessions')
    .action(
      onUser(async (services, tenant, u) => {
        if (u.status === 'disabled') return console.log(`${u.email} is already disabled.`);
        await services.console.accounts.setStatus(tenant, u, 'disabled', OPERATOR);
        console.log(`Disabled ${u.email}; every session of the account has ended.`);
      }),
    );

  user
    .command('enable <slug> <email>')
    .description('Enable a disabled account again')
    .action(
      onUser(async (services, tenant, u) => {
        if (u.status === 'pending') {
          throw new CliError(`${u.email} is awaiting approval (use portico user approve).`);
        }
        if (u.status === 'active') return console.log(`${u.email} is already active.`);
        await services.console.accounts.setStatus(tenant, u, 'active', OPERATOR);
        console.log(`Enabled ${u.email}: the account is active.`);
      }),
    );

  user
    .command('list <slug>')
    .description('List the users (clients) of a tenant')
    .addOption(new Option('--status <status>', 'only users with this status').choices(USER_STATUSES))
    .option('--json', 'print JSON instead of a table')
    .action((slug: string, options: { status?: UserStatus; json?: boolean }) =>
      withServices(async (services) => {
        const tenant = await requireTenant(services, slug);
        // Staff are listed by `portico staff list`.
        const clients = (await services.users.list(tenant, options.status)).filter((u) => !isStaff(u));
        const rows = clients.map((u) => ({
          email: u.email,
          name: u.name,
          status: u.status,
          password: u.passwordHash !== null,
          filterItemsByEmail: filterText(u),
          createdAt: u.createdAt,
        }));
        if (options.json) return console.log(JSON.stringify(rows, null, 2));
        printTable(
          ['EMAIL', 'NAME', 'STATUS', 'PASSWORD', 'FILTER', 'CREATED'],
          rows.map((r) => [
            r.email,
            r.name,
            r.status,
            r.password ? 'yes' : 'no',
            r.filterItemsByEmail,
            r.createdAt.slice(0, 10),
          ]),
        );
      }),
    );

  user
    .command('login-link <slug> <email>')
    .description('Print a one-time sign-in URL for the user (it expires, see PORTICO_LOGIN_TOKEN_TTL)')
    .action(
      onUser(async (services, tenant, u) => {
        if (u.status !== 'active') {
          const fix = u.status === 'pending' ? 'portico user approve' : 'portico user enable';
          throw new CliError(`${u.email} is ${u.status} and could not sign in (use ${fix} first).`);
        }
        const link = await services.console.accounts.signInLink(tenant, u, OPERATOR);
        console.log(link.url);
        console.error(`Works once, until ${link.expiresAt}.`);
      }),
    );

  user
    .command('reset-password <slug> <email>')
    .description('Set a new password (generated and printed unless given) and end every session')
    .option('--password <password>', 'the new password (§5 rule)', password)
    .action((slug: string, address: string, options: { password?: string }) =>
      withServices(async (services) => {
        const { tenant, user: u } = await find(services, slug, address);
        const secret = options.password ?? generatePassword();
        await services.console.accounts.resetPassword(tenant, u, secret, OPERATOR);
        console.log(`Password of ${u.email} reset; every session of the account has ended.`);
        if (!options.password) console.log(`Password: ${secret}`);
      }),
    );

  user
    .command('set-filter <slug> <email>')
    .addArgument(
      new Argument('<value>', 'true: only items assigned to the user; inherit: the tenant setting').choices(
        FILTER_VALUES,
      ),
    )
    .description("Override the tenant's filter-items-by-email setting for one user")
    .action((slug: string, address: string, value: (typeof FILTER_VALUES)[number]) =>
      withServices(async (services) => {
        const { tenant, user: u } = await find(services, slug, address);
        const filter = value === 'inherit' ? null : value === 'true';
        await services.console.accounts.setFilterItemsByEmail(tenant, u, filter, OPERATOR);
        const effective = value === 'inherit' ? `inherits ${tenant.filterItemsByEmail}` : value;
        console.log(`filterItemsByEmail of ${u.email}: ${effective}.`);
      }),
    );
};
