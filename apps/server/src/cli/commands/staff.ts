import { Argument, type Command } from 'commander';
import { STAFF_ROLES, type StaffRole, emailSchema, nameSchema, newPasswordSchema } from '@portico/contract';
import { OPERATOR } from '../../modules/activity';
import { isStaff } from '../../modules/policy';
import type { Tenant } from '../../domain/tenant';
import type { Services } from '../../services';
import { CliError, withServices } from '../run';
import { bySchema, generatePassword, printTable, requireTenant, requireUser } from '../support';

const email = bySchema(emailSchema);
const password = bySchema(newPasswordSchema);
const roleArgument = () => new Argument('<role>', 'admin or editor').choices(STAFF_ROLES);

/** The staff member named by `<slug> <email>` (a client is not staff: say how to see the staff). */
const findStaff = async (services: Services, slug: string, address: string) => {
  const tenant = await requireTenant(services, slug);
  const user = await requireUser(services, tenant, address);
  if (!isStaff(user))
    throw new CliError(
      `${user.email} is a client of ${tenant.slug}, not staff (see portico staff list ${tenant.slug}).`,
    );
  return { tenant, user };
};

/**
 * `portico staff …`: the tenant's staff accounts (docs/decisions.md, "Staff and the console"). The same
 * console service as the browser's Staff screen, so the last-administrator rule holds here too.
 */
export const registerStaffCommands = (program: Command) => {
  const staff = program
    .command('staff')
    .description('Create and manage the staff (administrators and editors) of a tenant')
    .showHelpAfterError(false);

  staff
    .command('create <slug>')
    .argument('<email>', 'email address (the sign-in name)', email)
    .addArgument(roleArgument())
    .description('Create a staff account; without --password a strong one is generated and printed')
    .requiredOption('--name <name>', 'display name', bySchema(nameSchema))
    .option(
      '--password <password>',
      'at least 8 characters with upper and lower case, digit and symbol',
      password,
    )
    .action((slug: string, address: string, role: StaffRole, options: { name: string; password?: string }) =>
      withServices(async (services) => {
        const tenant: Tenant = await requireTenant(services, slug);
        const secret = options.password ?? generatePassword();
        const input = {
          email: address,
          name: options.name,
          role,
          password: secret,
          status: 'active' as const,
        };
        const created = await services.console.accounts.create(tenant, input, OPERATOR);
        console.log(`Created ${role} ${created.email} (${created.name}) in tenant ${tenant.slug}.`);
        if (!options.password) console.log(`Password: ${secret}`);
      }),
    );

  staff
    .command('list <slug>')
    .description('List the staff of a tenant')
    .option('--json', 'print JSON instead of a table')
    .action((slug: string, options: { json?: boolean }) =>
      withServices(async (services) => {
        const tenant = await requireTenant(services, slug);
        const rows = await services.console.listStaff(tenant);
        if (options.json) return console.log(JSON.stringify(rows, null, 2));
        printTable(
          ['EMAIL', 'NAME', 'ROLE', 'STATUS', 'CREATED'],
          rows.map((r) => [r.email, r.name, r.role, r.status, r.createdAt.slice(0, 10)]),
        );
      }),
    );

  staff
    .command('set-role <slug> <email>')
    .addArgument(roleArgument())
    .description('Make a staff member an administrator or an editor (a tenant keeps one administrator)')
    .action((slug: string, address: string, role: StaffRole) =>
      withServices(async (services) => {
        const { tenant, user } = await findStaff(services, slug, address);
        if (user.role === role)
          return console.log(`${user.email} is already ${role === 'admin' ? 'an admin' : 'an editor'}.`);
        await services.console.setStaffRole(tenant, user.id, role, OPERATOR);
        console.log(`${user.email} is now ${role === 'admin' ? 'an admin' : 'an editor'}.`);
      }),
    );

  staff
    .command('remove <slug> <email>')
    .description('Remove a staff account and end its sessions (its person stays in the directory)')
    .action((slug: string, address: string) =>
      withServices(async (services) => {
        const { tenant, user } = await findStaff(services, slug, address);
        await services.console.removeStaff(tenant, user.id, OPERATOR);
        console.log(`Removed ${user.email} from the staff of ${tenant.slug}.`);
      }),
    );
};
