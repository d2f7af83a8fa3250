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

/**
 * `portico …`: the operator CLI, every command registered (main.ts runs it; a test walks it to find
 * every command that writes). Every command works on the database the environment configures.
 */
export const buildProgram = (): Command => {
  const program = new Command('portico')
    .description(
      'Operate a Portico installation (configured by the same environment variables as the server)',
    )
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
  return program;
};
