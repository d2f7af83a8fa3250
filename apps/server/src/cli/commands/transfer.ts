import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Command } from 'commander';
import { slugSchema } from '@portico/contract';
import { tenantUrl } from '../../config';
import { OPERATOR } from '../../modules/activity';
import { type DocumentSource, fileSource } from '../../modules/transfer';
import { countsSummary as summary } from '../../modules/transfer';
import { CliError, withServices } from '../run';
import { bySchema, requireFile, requireTenant } from '../support';

/** Writes chunks to standard output as fast as its reader takes them (standard output stays open). */
const toStdout = async (chunks: AsyncIterable<string>) => {
  try {
    await pipeline(Readable.from(chunks), process.stdout, { end: false });
  } catch (error) {
    // The reader went away (`portico export acme | head`): stop, without a stack trace.
    if ((error as { code?: string }).code === 'EPIPE') throw new CliError('Standard output was closed.');
    throw error;
  }
};

/**
 * Writes chunks to a file through a temporary name beside it, renamed when complete: a failed export
 * never leaves a truncated document where the last good one was. Readable by the owner only, as the
 * document holds personal data.
 */
const toFile = async (file: string, chunks: AsyncIterable<string>) => {
  const dir = path.dirname(path.resolve(file));
  try {
    fs.accessSync(dir, fs.constants.W_OK);
  } catch {
    throw new CliError(`Cannot write to ${dir}.`);
  }
  const temp = path.join(dir, `.${path.basename(file)}.${randomBytes(4).toString('hex')}.part`);
  try {
    await pipeline(Readable.from(chunks), fs.createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
    fs.renameSync(temp, file);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
};

/**
 * Runs an import from a file, or from standard input (`portico export a | portico import -`): an import
 * reads its document twice, so standard input is first copied to a temporary file (owner-only, as the
 * document holds personal data) that is removed afterwards.
 */
const withDocument = async <T>(file: string, run: (source: DocumentSource) => Promise<T>): Promise<T> => {
  if (file !== '-') return run(fileSource(requireFile(file)));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-import-'));
  try {
    const spool = path.join(dir, 'document.json');
    await pipeline(process.stdin, fs.createWriteStream(spool, { flags: 'wx', mode: 0o600 }));
    return await run(fileSource(spool));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

export const registerTransferCommands = (program: Command) => {
  program
    .command('export <slug>')
    .description(
      'Write a whole tenant as one JSON document: settings, users (without passwords), people, boards, items, files, updates, notifications and activity',
    )
    .option('--out <file>', 'write the document to this file (default: standard output)')
    .showHelpAfterError(false)
    .action((slug: string, options: { out?: string }) =>
      withServices(async (services) => {
        const tenant = await requireTenant(services, slug);
        const exported = await services.tenantExport.exportTenant(tenant);
        if (!options.out) {
          await toStdout(exported.chunks());
          // Standard output is the document: the summary goes to standard error, where cron and a terminal see it.
          console.error(`Exported tenant ${tenant.slug}: ${summary(exported.counts)}.`);
          return;
        }
        await toFile(options.out, exported.chunks());
        console.log(`Exported tenant ${tenant.slug} to ${options.out}: ${summary(exported.counts)}.`);
      }),
    );

  program
    .command('import <file>')
    .description(
      'Create a tenant from a document of portico export (all or nothing; - reads standard input); imported users have no password',
    )
    .option('--slug <slug>', 'the new tenant’s slug (default: the one in the document)', bySchema(slugSchema))
    .showHelpAfterError(false)
    .action((file: string, options: { slug?: string }) =>
      withServices(async (services, ctx) => {
        const { tenant, counts } = await withDocument(file, (source) =>
          services.tenantImport.importTenant(source, OPERATOR, options),
        );
        console.log(`Imported tenant ${tenant.slug} (${tenant.name}): ${summary(counts)}.`);
        console.log(`Portal: ${tenantUrl(ctx.config, tenant.slug)}`);
        if (counts.users)
          console.log(
            `Imported users have no password: set one with "portico user reset-password ${tenant.slug} <email>", ` +
              `send a one-time link with "portico user login-link ${tenant.slug} <email>", or let them sign in with the identity provider.`,
          );
      }),
    );
};
