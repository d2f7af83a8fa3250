import { z } from 'zod';
import { envelope, idSchema } from './common';
import { consoleItemsQuerySchema } from './console-items';

/**
 * CSV import and export of a board from the console (staff). The import runs the operator's
 * `portico import-csv` (the same parse, rules and all-or-none write); the export writes the columns that
 * import reads back, so exporting a board and importing the file again reproduces its values.
 */

/** The largest CSV file the console takes (the operator's CLI has no limit). */
export const CSV_MAX_BYTES = 20 * 1024 * 1024;
/** Problems answered in full; the rest of a bad file's are only counted (`problemCount`). */
export const CSV_PROBLEMS_SHOWN = 200;

export const consoleCsvMessages = {
  fileMissing: 'Choose a CSV file to import.',
  oneFile: 'Send one CSV file at a time.',
  fileEmpty: 'The file is empty.',
  fileTooLarge: `The file is too large. A CSV import is at most ${CSV_MAX_BYTES / 1024 / 1024} MB.`,
  notText: 'The file is not a CSV text file (it holds binary data). Save it as "CSV UTF-8" and try again.',
  groupNotOnBoard: 'This group is not on the board.',
  imported: (n: number) => `${n} ${n === 1 ? 'item was' : 'items were'} imported.`,
  checked: (n: number) => `All ${n} ${n === 1 ? 'row is' : 'rows are'} valid. Nothing was written yet.`,
  problems: (n: number) => `The file has ${n} ${n === 1 ? 'problem' : 'problems'}: nothing was imported.`,
} as const;

/** The text fields of POST /api/console/boards/:boardId/import (beside the `file` part). */
export const importCsvFieldsSchema = z.object({
  /** Rows without a Group cell go here (default: the board's first group). */
  groupId: idSchema.optional(),
  /** Unknown status, priority, dropdown and tags labels are added to their columns. */
  addLabels: z.enum(['true', 'false'], { error: 'addLabels is true or false' }).optional(),
  /** Check the whole file, write nothing. */
  dryRun: z.enum(['true', 'false'], { error: 'dryRun is true or false' }).optional(),
});
export type ImportCsvFields = z.input<typeof importCsvFieldsSchema>;

/** One problem of the file: its row as a spreadsheet numbers it (the header is row 1) and column title. */
export const csvProblemSchema = z.object({
  row: z.number().int(),
  /** The column's title; null for the row as a whole. */
  column: z.string().nullable(),
  message: z.string(),
});
export type CsvProblem = z.infer<typeof csvProblemSchema>;

export const csvImportResultSchema = z
  .object({
    /** Rows without a problem (all rows of a file that has none). */
    rows: z.number().int(),
    groups: z.array(z.object({ title: z.string(), items: z.number().int() })),
    newLabels: z.array(z.object({ column: z.string(), labels: z.array(z.string()) })),
    /** The first CSV_PROBLEMS_SHOWN problems, by row. */
    problems: z.array(csvProblemSchema),
    problemCount: z.number().int(),
    /** Whether the rows were written: never with a problem (all or none), never for a dry run. */
    written: z.boolean(),
  })
  .meta({ id: 'CsvImportResult' });
export type CsvImportResult = z.infer<typeof csvImportResultSchema>;

export const importCsvResponseSchema = envelope(csvImportResultSchema).extend({ message: z.string() });

/** GET /api/console/boards/:boardId/export: what the staff board shows (search, sort, group). */
export const exportCsvQuerySchema = consoleItemsQuerySchema.pick({
  search: true,
  sort: true,
  dir: true,
  groupId: true,
});
export type ExportCsvQuery = z.input<typeof exportCsvQuerySchema>;

/** The export's answer is the file itself (text/csv), not JSON. */
export const csvFileSchema = z.string().meta({ id: 'CsvFile', description: 'A CSV file (text/csv)' });
