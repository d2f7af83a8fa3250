import { Readable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CsvRow, parseCsv } from './csv-parse';

/** Step 1 of a CSV import: rows as a spreadsheet reads them, and work that grows with the file only. */

const CHUNK = 64 * 1024;

/** The text in chunks of the size a file is read in (createReadStream's default). */
const streamOf = (text: string) => {
  const bytes = Buffer.from(text);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += CHUNK) chunks.push(bytes.subarray(at, at + CHUNK));
  return Readable.from(chunks);
};

const rowsOf = async (text: string) => {
  const rows: CsvRow[] = [];
  for await (const row of parseCsv(streamOf(text))) rows.push(row);
  return rows;
};

describe('line endings', () => {
  it('reads CRLF, LF and CR files alike, and a CRLF is one row break', async () => {
    const expected = [
      { row: 1, cells: ['Name', 'Notes'] },
      { row: 2, cells: ['A', 'one'] },
      { row: 4, cells: ['B', 'two\r\nlines'] },
    ];
    for (const eol of ['\r\n', '\n', '\r'])
      expect(await rowsOf(['Name,Notes', 'A,one', '', 'B,"two\r\nlines"', ''].join(eol))).toEqual(expected);
  });

  it('ends a row at any line ending, as a spreadsheet does, even when one file mixes them', async () => {
    expect((await rowsOf('Name\r\nA\nB\rC\r\n')).map((r) => r.cells[0])).toEqual(['Name', 'A', 'B', 'C']);
  });

  it('finds a CRLF split between two chunks', async () => {
    const text = `Name\r\n${'x'.repeat(CHUNK - 7)}\r\nB\r\n`;
    // The CR is the first chunk's last byte, its LF the second's first.
    expect(
      Buffer.from(text)
        .subarray(CHUNK - 1, CHUNK + 1)
        .toString(),
    ).toBe('\r\n');
    expect((await rowsOf(text)).map((r) => r.cells[0]?.length)).toEqual([4, CHUNK - 7, 1]);
  });
});

describe('work done for a long first row (issue 24: one 5 MB header cell took 51 s to check)', () => {
  afterEach(() => vi.restoreAllMocks());

  /** Buffers allocated while the parser reads a file that is one header cell of `bytes` bytes. */
  const allocationsFor = async (bytes: number) => {
    const text = `${'x'.repeat(bytes)}\r\n`;
    const from = vi.spyOn(Buffer, 'from');
    const rows = await rowsOf(text);
    const calls = from.mock.calls.length;
    from.mockRestore();
    expect(rows).toEqual([{ row: 1, cells: ['x'.repeat(bytes)] }]);
    return calls;
  };

  it('allocates per chunk read, never per byte of the cell', async () => {
    // Left to find out the file's line ending, csv-parse allocated four buffers for every byte before the
    // first one: 4,194,304 for this megabyte.
    const small = await allocationsFor(CHUNK);
    const large = await allocationsFor(16 * CHUNK);
    expect(large).toBeLessThan(16 * CHUNK);
    // Fifteen more chunks cost at most a few allocations each.
    expect(large - small).toBeLessThanOrEqual(15 * 4);
  });
});
