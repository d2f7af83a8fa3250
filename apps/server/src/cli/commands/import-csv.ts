import fs from 'node:fs';
import type { Command } from 'commander';
import { OPERATOR } from '../../modules/activity';
import { requireBoard, requireGroup } from '../board-refs';
import { withServices } from '../run';
import { requireFile, requireTenant } from '../support';

const count = (n: number) => n.toLocaleString('en-US');

export const registerImportCsvCommand = (program: Command) => {
  program
    .command('import-csv <slug> <board> <file>')
    .description(
      'Add items to a board from a CSV file: a header row of column titles plus Name (and optionally Group); all rows or none',
    )
    .option('--group <group>', 'the group of rows without a Group cell (default: the board’s first group)')
    .option('--add-labels', 'add unknown status, priority, dropdown and tags labels to their columns')
    .option('--dry-run', 'check the whole file and report, but write nothing')
    .showHelpAfterError(false)
    .action(
      (
        slug: string,
        boardRef: string,
        file: string,
        options: { group?: string; addLabels?: boolean; dryRun?: boolean },
      ) =>
        withServices(async (services) => {
          const tenant = await requireTenant(services, slug);
          const board = await requireBoard(services, tenant, boardRef);
          const group = options.group && (await requireGroup(services, tenant, board, options.group));
          const started = Date.now();
          const result = await services.csvImport.importCsv(
            tenant.id,
            board,
            fs.createReadStream(requireFile(file)),
            OPERATOR,
            { groupId: group ? group.id : undefined, addLabels: options.addLabels, dryRun: options.dryRun },
          );
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          const groups = result.groups.map((g) => `${g.title}: ${count(g.items)}`).join(', ');
          console.log(
            result.written
              ? `Imported ${count(result.rows)} items into "${board.name}" (${groups}) in ${seconds} s.`
              : `Checked ${count(result.rows)} rows: all valid; would add them to "${board.name}" (${groups}). Nothing was written (--dry-run).`,
          );
          for (const { column, labels } of result.newLabels)
            console.log(
              `${result.written ? 'Added' : 'Would add'} labels to ${column}: ${labels.join(', ')}.`,
            );
        }),
    );
};
