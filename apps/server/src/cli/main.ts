// First: the process-wide wall against prototype pollution, before any other module runs (harden.ts).
import '../harden';
import { buildProgram } from './program';
import { reportCliError } from './run';

buildProgram().parseAsync(process.argv).catch(reportCliError);
