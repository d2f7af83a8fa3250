import fs from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { emailSchema, nameSchema } from '@portico/contract';
import { OPERATOR } from '../../modules/activity';
import { CliError, withServices } from '../run';
import { bySchema, checkImage, printTable, requireTenant } from '../support';

export const registerPersonCommands = (program: Command) => {
  const person = program
    .command('person')
    .description('The people directory: who can be assigned in people columns')
    .showHelpAfterError(false);

  person
    .command('create <slug>')
    .argument('<email>', 'email address; a portal user with it is this person', bySchema(emailSchema))
    .description('Add a person to the directory (linked to the portal user with the same email)')
    .requiredOption('--name <name>', 'display name', bySchema(nameSchema))
    .option('--photo <image file>', 'PNG, JPEG, GIF, WebP or AVIF, at most 5 MB')
    .action((slug: string, email: string, options: { name: string; photo?: string }) =>
      withServices(async (services) => {
        const tenant = await requireTenant(services, slug);
        const photoFile = options.photo && (await checkImage(options.photo));
        if (await services.people.findByEmail(tenant.id, email))
          throw new CliError(`A person ${email.toLowerCase()} already exists in tenant ${tenant.slug}.`);
        const photo = photoFile
          ? await services.files.storeUpload({
              tenantId: tenant.id,
              createdBy: null,
              kind: 'person',
              filename: path.basename(photoFile),
              stream: fs.createReadStream(photoFile),
              accept: 'image',
            })
          : null;
        const add = async () => {
          const added = await services.consolePeople.add(tenant, { name: options.name, email }, OPERATOR);
          return photo ? services.consolePeople.usePhoto(tenant, added.id, photo.id, OPERATOR) : added;
        };
        const added = await add().catch(async (error: unknown) => {
          if (photo) await services.files.discard(tenant.id, photo.id);
          throw error;
        });
        const linked = added.account === 'none' ? '' : ' (the portal user with this email)';
        console.log(`Added ${added.name} <${added.email}>${linked} to the people of ${tenant.slug}.`);
      }),
    );

  person
    .command('list <slug>')
    .description('List the people directory of a tenant')
    .option('--json', 'print JSON instead of a table')
    .action((slug: string, options: { json?: boolean }) =>
      withServices(async (services) => {
        const tenant = await requireTenant(services, slug);
        const rows = (await services.people.list(tenant.id)).map((p) => ({
          id: p.id,
          name: p.name,
          email: p.email,
          photo: p.photo_file_id !== null,
        }));
        if (options.json) return console.log(JSON.stringify(rows, null, 2));
        printTable(
          ['ID', 'NAME', 'EMAIL', 'PHOTO'],
          rows.map((r) => [r.id, r.name, r.email, r.photo ? 'yes' : 'no']),
        );
      }),
    );
};
