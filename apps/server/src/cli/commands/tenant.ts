import fs from 'node:fs';
import path from 'node:path';
import { type Command, InvalidArgumentError, Option } from 'commander';
import {
  LANGUAGES,
  type Language,
  SIGNUP_METHODS,
  SUBSCRIPTION_PLANS,
  SUBSCRIPTION_VALID,
  nameSchema,
} from '@portico/contract';
import { type Config, tenantUrl } from '../../config';
import { OPERATOR } from '../../modules/activity';
import type { Tenant } from '../../domain/tenant';
import type { TenantSettings } from '../../modules/tenants';
import type { Services } from '../../services';
import { CliError, withServices } from '../run';
import { bySchema, checkImage, flag, printTable, requireTenant } from '../support';

const MAX_DESCRIPTION_LENGTH = 500;
const MAX_LABEL_LENGTH = 40;

/** Free text such as a plan name: trimmed, non-empty, short; a known value in any case gets its spelling. */
const label = (name: string, known: readonly string[]) => (value: string) => {
  const text = value.trim();
  if (!text || text.length > MAX_LABEL_LENGTH) {
    throw new InvalidArgumentError(`A ${name} of 1 to ${MAX_LABEL_LENGTH} characters is required.`);
  }
  return known.find((k) => k.toLowerCase() === text.toLowerCase()) ?? text;
};

const description = (value: string) => {
  const text = value.trim();
  if (text.length > MAX_DESCRIPTION_LENGTH) {
    throw new InvalidArgumentError(`At most ${MAX_DESCRIPTION_LENGTH} characters.`);
  }
  return text;
};

interface TenantOptions {
  name?: string;
  description?: string;
  signupMethod?: TenantSettings['signupMethod'];
  subscriptionStatus?: string;
  subscriptionPlan?: string;
  allowCreateItems?: boolean;
  allowNewValues?: boolean;
  filterItemsByEmail?: boolean;
  grantAllBoards?: boolean;
  language?: Language;
  browserLanguage?: boolean;
  logo?: string;
}

/** The options `tenant create` and `tenant update` share. */
const settingsOptions = (command: Command, nameRequired: boolean): Command => {
  const name = new Option('--name <name>', 'display name').argParser(bySchema(nameSchema));
  return command
    .addOption(nameRequired ? name.makeOptionMandatory() : name)
    .option('--description <text>', 'shown on the login and signup screens', description)
    .addOption(new Option('--signup-method <method>', 'who may sign up').choices(SIGNUP_METHODS))
    .option(
      '--subscription-status <status>',
      `"${SUBSCRIPTION_VALID}" allows use; anything else blocks it`,
      label('subscription status', [SUBSCRIPTION_VALID]),
    )
    .option(
      '--subscription-plan <plan>',
      `${SUBSCRIPTION_PLANS.join(', ')} or another plan name`,
      label('subscription plan', SUBSCRIPTION_PLANS),
    )
    .option('--allow-create-items <true|false>', 'users may add items (Pro and Enterprise plans)', flag)
    .option('--allow-new-values <true|false>', 'users may add new labels (Standard plan and up)', flag)
    .option('--filter-items-by-email <true|false>', 'users see only items assigned to them', flag)
    .option('--grant-all-boards <true|false>', 'new users get access to every board', flag)
    .addOption(
      new Option('--language <code>', 'the default language (each user may choose their own)').choices(
        LANGUAGES,
      ),
    )
    .option('--browser-language <true|false>', "the login page follows the visitor's browser language", flag)
    .option('--logo <image file>', 'PNG, JPEG, GIF, WebP or AVIF, at most 5 MB');
};

const toSettings = (o: TenantOptions): Partial<TenantSettings> => ({
  ...(o.name !== undefined && { name: o.name }),
  ...(o.description !== undefined && { description: o.description }),
  ...(o.signupMethod !== undefined && { signupMethod: o.signupMethod }),
  ...(o.subscriptionStatus !== undefined && { subscriptionStatus: o.subscriptionStatus }),
  ...(o.subscriptionPlan !== undefined && { subscriptionPlan: o.subscriptionPlan }),
  ...(o.allowCreateItems !== undefined && { allowUsersToCreateNewItems: o.allowCreateItems }),
  ...(o.allowNewValues !== undefined && { allowNewValueCreation: o.allowNewValues }),
  ...(o.filterItemsByEmail !== undefined && { filterItemsByEmail: o.filterItemsByEmail }),
  ...(o.grantAllBoards !== undefined && { grantAllBoards: o.grantAllBoards }),
  ...(o.language !== undefined && { language: o.language }),
  ...(o.browserLanguage !== undefined && { browserLanguage: o.browserLanguage }),
});

const flagText = (value: boolean) => (value ? 'true' : 'false');

const printTenant = (config: Config, t: Tenant) => {
  const rows: Array<[string, string]> = [
    ['slug', t.slug],
    ['name', t.name],
    ['url', tenantUrl(config, t.slug)],
    ['description', t.description || '(none)'],
    ['signup method', t.signupMethod],
    ['subscription status', t.subscriptionStatus],
    ['subscription plan', t.subscriptionPlan],
    ['allow create items', flagText(t.allowUsersToCreateNewItems)],
    ['allow new values', flagText(t.allowNewValueCreation)],
    ['filter items by email', flagText(t.filterItemsByEmail)],
    ['grant all boards', flagText(t.grantAllBoards)],
    ['language', t.language],
    ['browser language', flagText(t.browserLanguage)],
    ['logo', t.logoFileId ? 'yes' : '(none)'],
  ];
  for (const [key, value] of rows) console.log(`  ${`${key}:`.padEnd(23)}${value}`);
};

/** Makes an image file the tenant's logo, as the console's logo upload does; the tenant as it is now. */
const storeLogo = async (services: Services, tenant: Tenant, file: string): Promise<Tenant> => {
  await services.consoleSettings.storeLogo(tenant, path.basename(file), fs.createReadStream(file), OPERATOR);
  return requireTenant(services, tenant.slug);
};

export const registerTenantCommands = (program: Command) => {
  const tenant = program
    .command('tenant')
    .description('Create, change and list tenants (portals)')
    // One line per error; the full help is one --help away.
    .showHelpAfterError(false);

  settingsOptions(tenant.command('create <slug>'), true)
    .description('Create a tenant; its portal is at <slug>.<your domain>')
    .action((slug: string, options: TenantOptions) =>
      withServices(async (services, ctx) => {
        const logo = options.logo && (await checkImage(options.logo));
        if (await services.tenants.findBySlug(slug.trim().toLowerCase())) {
          throw new CliError(`Tenant "${slug}" already exists (change it with portico tenant update).`);
        }
        const settings = { ...toSettings(options), name: options.name as string };
        let row = await services.consoleSettings.createPortal(slug, settings, OPERATOR);
        if (logo) row = await storeLogo(services, row, logo);
        console.log(`Created tenant ${row.slug}:`);
        printTenant(ctx.config, row);
      }),
    );

  settingsOptions(tenant.command('update <slug>'), false)
    .description('Change settings of a tenant (only the options given)')
    .action((slug: string, options: TenantOptions) =>
      withServices(async (services, ctx) => {
        const settings = toSettings(options);
        if (Object.keys(settings).length === 0 && !options.logo) {
          throw new CliError(
            'Nothing to change: give at least one option (see portico tenant update --help).',
          );
        }
        let row = await requireTenant(services, slug);
        const logo = options.logo && (await checkImage(options.logo));
        if (Object.keys(settings).length > 0) {
          await services.consoleSettings.update(row, settings, OPERATOR);
          row = await requireTenant(services, slug);
        }
        if (logo) row = await storeLogo(services, row, logo);
        console.log(`Updated tenant ${row.slug}:`);
        printTenant(ctx.config, row);
      }),
    );

  tenant
    .command('list')
    .description('List every tenant')
    .option('--json', 'print JSON instead of a table')
    .action((options: { json?: boolean }) =>
      withServices(async (services, ctx) => {
        const tenants = await services.tenants.list();
        const rows = await Promise.all(
          tenants.map(async (t) => ({
            slug: t.slug,
            name: t.name,
            signupMethod: t.signupMethod,
            subscriptionStatus: t.subscriptionStatus,
            subscriptionPlan: t.subscriptionPlan,
            users: (await services.users.list(t)).length,
            url: tenantUrl(ctx.config, t.slug),
          })),
        );
        if (options.json) {
          console.log(JSON.stringify(rows, null, 2));
          return;
        }
        printTable(
          ['SLUG', 'NAME', 'SIGNUP', 'SUBSCRIPTION', 'PLAN', 'USERS', 'URL'],
          rows.map((r) => [
            r.slug,
            r.name,
            r.signupMethod,
            r.subscriptionStatus,
            r.subscriptionPlan,
            String(r.users),
            r.url,
          ]),
        );
      }),
    );
};
