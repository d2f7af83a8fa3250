import { Readable } from 'node:stream';
import { type ExportCsvQuery, columnDefinition, readStoredValue } from '@portico/contract';
import type { BoardColumn } from '../boards';
import { type ConsoleWalker, parseStoredValues } from '../items';
import type { PeopleService } from '../people';
import type { StaffActor } from '../policy';
import { guardFormula } from './csv-formula';

/**
 * A cell that a spreadsheet would read as a formula is written as text (csv-formula.ts), header cells
 * included; then RFC 4180: a cell with a quote, comma or line break is quoted, its quotes doubled.
 */
const cell = (value: string) => {
  const text = guardFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};
const line = (cells: string[]) => `${cells.map(cell).join(',')}\r\n`;

/**
 * A stored value as the CSV cell import reads back (csv-values.ts cellValue): the column type's
 * `toInput` (the input that stores the value again), written as `fromCsv` reads it — text as it is,
 * tags as a comma-separated list, people by email (unambiguous, unlike names).
 */
export const csvCell = (
  column: BoardColumn,
  stored: unknown,
  emailOf: (id: string) => string | undefined,
) => {
  const value = readStoredValue(column.type, stored);
  if (value === null) return '';
  const input = columnDefinition(column.type).toInput(value);
  if (input.persons_and_teams)
    return input.persons_and_teams
      .map((p) => emailOf(p.id))
      .filter((e): e is string => Boolean(e))
      .join(', ');
  if (input.selectedTags) return input.selectedTags.join(', ');
  return input.text ?? '';
};

/**
 * The console's CSV export: the staff board's rows (same search, group and sort, read a batch at a time
 * and streamed, so a large board is never one string in memory) under the header `portico import-csv`
 * reads: the Name column's title, Group, then every other column's title. File columns are left out (an
 * import cannot bring files).
 */
export const createCsvExportService = (deps: { walk: ConsoleWalker; people: PeopleService }) => ({
  async exportCsv(actor: StaffActor, boardId: string, query: ExportCsvQuery) {
    const walk = await deps.walk(actor, boardId, query);
    const nameColumn = walk.columns.find((c) => c.type === 'name');
    const columns = walk.columns.filter((c) => c.type !== 'name' && c.type !== 'file');
    const emails = new Map((await deps.people.list(actor.tenant.id)).map((p) => [p.id, p.email]));
    const emailOf = (id: string) => emails.get(id);
    async function* chunks() {
      // The BOM makes spreadsheets read the file as UTF-8; import skips it.
      yield `\uFEFF${line([nameColumn?.title ?? 'Name', 'Group', ...columns.map((c) => c.title)])}`;
      for await (const rows of walk.batches()) {
        let text = '';
        for (const row of rows) {
          const values = parseStoredValues(row.values_json);
          text += line([row.name, row.group_title, ...columns.map((c) => csvCell(c, values[c.id], emailOf))]);
        }
        yield text;
      }
    }
    return { filename: `${walk.board.name}.csv`, body: Readable.from(chunks()) };
  },
});

export type CsvExportService = ReturnType<typeof createCsvExportService>;
