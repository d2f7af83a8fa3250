// First: the process-wide wall against prototype pollution, before any other module runs (harden.ts).
import '../harden';
import { Command } from 'commander';
import { registerBoardCommands } from './commands/board';
import { registerColumnCommands } from './commands/column';
import { registerDemoCommand } from './commands/demo';
import { registerImportCsvCommand } from './commands/import-csv';
import { registerPersonCommands } from './commands/person';
import { registerStaffCommands } from './commands/staff';
import { registerStorageCommands } from './commands/storage';
import { registerTenantCommands } from './commands/tenant';
import { registerTransferCommands } from './commands/transfer';
import { registerUserCommands } from './commands/user';
import { reportCliError } from './run';

/** `portico …`: the operator CLI. Every command works on the database the environment configures. */
const program = new Command('portico')
  .description('Operate a Portico installation (configured by the same environment variables as the server)')
  .showHelpAfterError();

registerDemoCommand(program);
registerTenantCommands(program);
registerUserCommands(program);
registerStaffCommands(program);
registerPersonCommands(program);
registerBoardCommands(program);
registerColumnCommands(program);
registerImportCsvCommand(program);
registerTransferCommands(program);
registerStorageCommands(program);

program.parseAsync(process.argv).catch(reportCliError);
