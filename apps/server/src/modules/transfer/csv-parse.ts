import type { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { badRequest } from '../../lib/errors';
import { unguardFormula } from './csv-formula';
import { fileProblem } from './csv-problems';

/** One record of a CSV file, numbered as a spreadsheet numbers it: the header is row 1. */
export interface CsvRow {
  row: number;
  cells: string[];
}

/**
 * Any line ending ends a row, as in a spreadsheet, so the parser never has to find out which one the file
 * uses. Left to find out, csv-parse allocates four buffers for every byte before the first line break
 * (issue 24: a file that was one 5 MB header cell took 51 s to check, growing faster than its size).
 * CRLF comes first so that it is one row break, not two.
 */
const CSV_ROW_BREAKS = ['\r\n', '\n', '\r'];

/**
 * Step 1 of a CSV import (csv-import.service.ts): the file's text → rows of cells, read as it streams.
 * Yields the header and every row that is not blank (a blank row still counts in the numbering), each
 * cell as the export had it before guarding it against formulas (csv-formula.ts); a file that is not CSV,
 * or empty, is a 400 naming the row.
 */
export async function* parseCsv(source: Readable): AsyncGenerator<CsvRow> {
  let row = 0;
  try {
    for await (const raw of source.pipe(
      parse({ bom: true, relax_column_count: true, record_delimiter: CSV_ROW_BREAKS }),
    ) as AsyncIterable<string[]>) {
      row += 1;
      const cells = raw.map(unguardFormula);
      if (row === 1 || cells.some((c) => c.trim())) yield { row, cells };
    }
  } catch (error) {
    if (error instanceof CsvError) {
      const message = `not valid CSV (${error.message.replace(/\.$/, '')}).`;
      throw fileProblem(`row ${row + 1}: ${message}`, { row: row + 1, column: null, message });
    }
    throw error;
  }
  if (row === 0) throw badRequest('The file is empty.');
}
