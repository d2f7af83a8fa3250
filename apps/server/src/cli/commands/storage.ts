import { type Command, InvalidArgumentError } from 'commander';
import { loadConfig, storageFromUrl } from '../../config';
import type { AppContext } from '../../context';
import type { FilesService } from '../../modules/files';
import { openStorage } from '../../storage/open';
import type { FileStorage } from '../../storage/storage';
import { type StorageConfig, StorageUrlError, describeStorage, sameStorage } from '../../storage/storage-url';
import { CliError, withServices } from '../run';

/** Copies running at once: enough to hide a remote store's latency, few enough not to be throttled. */
const CONCURRENCY = 8;
/** A target that fails this many copies in a row is taken to be unreachable or refusing: stop asking it. */
const MAX_FAILURES_IN_A_ROW = 10;

interface Counts {
  checked: number;
  copied: number;
  skipped: number;
  missing: number;
  failed: number;
}

type StoredFile = Awaited<ReturnType<FilesService['storedPage']>>[number];

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

const tally = (c: Counts) =>
  `${c.copied.toLocaleString('en-US')} copied, ${c.skipped.toLocaleString('en-US')} already there, ` +
  `${c.missing.toLocaleString('en-US')} missing, ${c.failed.toLocaleString('en-US')} failed`;

const positiveInteger = (value: string): number => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 10_000)
    throw new InvalidArgumentError('A number from 1 to 10000.');
  return n;
};

/** Runs `run` on every item, at most `limit` at a time. */
const eachLimit = async <T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>) => {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
};

const describeFile = (file: StoredFile) =>
  `file ${file.id} of tenant ${file.tenant_id} (${file.storage_key})`;

/**
 * Copies one file's bytes unless the target already holds them (same size), and reads the copy's size back.
 * A copy that does not check out is removed again, so the target holds only complete files.
 */
const copyFile = async (
  file: StoredFile,
  source: FileStorage,
  target: FileStorage,
): Promise<'copied' | 'skipped' | 'missing'> => {
  const key = file.storage_key;
  if ((await target.size(key)) === file.size) return 'skipped';
  const stream = await source.read(key);
  if (!stream) return 'missing';
  const written = await target.write(key, stream, {
    maxBytes: file.size,
    tooLarge: () => new Error(`the source holds more than the ${file.size} bytes the files table records`),
  });
  const stored = await target.size(key);
  if (written !== file.size || stored !== file.size) {
    await target.remove(key);
    throw new Error(
      written !== file.size
        ? `the source holds ${written} bytes, the files table records ${file.size}`
        : `the copy reads back as ${stored ?? 'nothing'} instead of ${file.size} bytes`,
    );
  }
  return 'copied';
};

const migrate = async (
  ctx: AppContext,
  files: FilesService,
  targetConfig: StorageConfig,
  batchSize: number,
): Promise<Counts> => {
  const target = await openStorage(targetConfig);
  console.log(
    `Copying every tenant's files from ${describeStorage(ctx.config.storage)} to ${describeStorage(targetConfig)}.`,
  );
  const counts: Counts = { checked: 0, copied: 0, skipped: 0, missing: 0, failed: 0 };
  let failuresInARow = 0;
  let after: { tenantId: string; id: string } | null = null;
  for (;;) {
    const page = await files.storedPage(after, batchSize);
    if (page.length === 0) break;
    await eachLimit(page, CONCURRENCY, async (file) => {
      if (failuresInARow >= MAX_FAILURES_IN_A_ROW) return;
      try {
        const outcome = await copyFile(file, ctx.storage, target);
        counts[outcome] += 1;
        failuresInARow = 0;
        if (outcome === 'missing') console.error(`missing: ${describeFile(file)} is not in the source store`);
      } catch (error) {
        counts.failed += 1;
        failuresInARow += 1;
        console.error(`failed: ${describeFile(file)}: ${(error as Error).message}`);
      }
      counts.checked += 1;
    });
    if (failuresInARow >= MAX_FAILURES_IN_A_ROW) {
      console.log(`${plural(counts.checked, 'file')} checked: ${tally(counts)}.`);
      throw new CliError(
        `Stopped after ${MAX_FAILURES_IN_A_ROW} failed copies in a row: check that the target is reachable and writable, then run again.`,
      );
    }
    const last = page[page.length - 1] as StoredFile;
    after = { tenantId: last.tenant_id, id: last.id };
    console.log(`${plural(counts.checked, 'file')} checked: ${tally(counts)}.`);
  }
  return counts;
};

export const registerStorageCommands = (program: Command) => {
  const storage = program.command('storage').description('Where file bytes are stored');

  storage
    .command('migrate')
    .description(
      "Copy every tenant's file bytes from the configured storage to another (resumable: files already there are skipped); the configuration is not changed",
    )
    .requiredOption(
      '--to <url>',
      'the target: file:<directory> or s3://<bucket>[/<prefix>][?endpoint=…&region=…&forcePathStyle=true]',
    )
    .option('--batch-size <n>', 'files read from the database at a time', positiveInteger, 500)
    .showHelpAfterError(false)
    .action(async (options: { to: string; batchSize: number }) => {
      let target: StorageConfig;
      try {
        target = storageFromUrl(loadConfig(), options.to);
      } catch (error) {
        if (error instanceof StorageUrlError) throw new CliError(`--to: ${error.message}`);
        throw error;
      }
      await withServices(async (services, ctx) => {
        if (sameStorage(ctx.config.storage, target)) {
          throw new CliError(`--to names the storage already configured (${describeStorage(target)}).`);
        }
        const counts = await migrate(ctx, services.files, target, options.batchSize);
        console.log(`Done: ${plural(counts.checked, 'file')} checked; ${tally(counts)}.`);
        const problems = counts.missing + counts.failed;
        if (problems > 0) {
          throw new CliError(
            `${plural(problems, 'file was', 'files were')} not copied (listed above). Fix what is reported and run the command again: files already copied are skipped.`,
          );
        }
        console.log(
          `The target holds every file. Next: stop the servers, run this command once more to copy files uploaded meanwhile, ` +
            `then set PORTICO_STORAGE_URL='${options.to}' (and the PORTICO_S3_* settings it needs) for every server and the CLI, and start them.`,
        );
      });
    });
};
