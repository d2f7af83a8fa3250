import { describe, expect, it } from 'vitest';
import { guardFormula, unguardFormula } from './csv-formula';

/** Cells a spreadsheet would evaluate are written as text, and read back exactly (issue 24, defect 5). */

const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r', '\0'];

describe('guardFormula', () => {
  it.each([
    ['=HYPERLINK("https://evil.example","Open")', `'=HYPERLINK("https://evil.example","Open")`],
    ["+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"],
    ['=1+1', "'=1+1"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['-2+3+cmd|x', "'-2+3+cmd|x"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['--5', "'--5"],
    ['-5e3', "'-5e3"],
    ['+5', "'+5"],
  ])('writes %j as text: %j', (value, written) => {
    expect(guardFormula(value)).toBe(written);
  });

  it('adds one more apostrophe to a value that already starts with apostrophes before a formula', () => {
    expect(guardFormula("'=1+1")).toBe("''=1+1");
    expect(guardFormula("''-x")).toBe("'''-x");
  });

  it('leaves plain numbers, other text and lone apostrophes as they are', () => {
    for (const value of [
      '-5',
      '-0.25',
      '12.50',
      '0',
      'Launch',
      ' =1',
      "'hello",
      "'",
      '',
      'a=b',
      '2026-03-01',
    ])
      expect(guardFormula(value)).toBe(value);
  });
});

describe('unguardFormula', () => {
  it('removes exactly one apostrophe before a formula character', () => {
    expect(unguardFormula("'=1+1")).toBe('=1+1');
    expect(unguardFormula("''=1+1")).toBe("'=1+1");
    expect(unguardFormula("'-5")).toBe('-5');
  });

  it('leaves every other text as it is', () => {
    for (const value of ['=1+1', "'hello", "'", "''", "' =1", '-5', "it's", ''])
      expect(unguardFormula(value)).toBe(value);
  });
});

describe('the round trip', () => {
  /** Every text of up to five characters (271,453 of them) over an alphabet of the characters that matter. */
  const texts = function* (alphabet: string[], max: number): Generator<string> {
    let level = [''];
    yield '';
    for (let n = 1; n <= max; n += 1) {
      level = level.flatMap((t) => alphabet.map((c) => t + c));
      yield* level;
    }
  };
  const alphabet = ["'", ...FORMULA_STARTS, '5', '.', 'a', ' '];

  it('gives back every text exactly, and no written cell starts a formula', () => {
    const changed: string[] = [];
    const formulas: string[] = [];
    let checked = 0;
    for (const value of texts(alphabet, 5)) {
      const written = guardFormula(value);
      if (unguardFormula(written) !== value) changed.push(value);
      if (FORMULA_STARTS.includes(written[0] ?? '') && !/^-?\d+(\.\d+)?$/.test(written))
        formulas.push(written);
      checked += 1;
    }
    expect(changed).toEqual([]);
    expect(formulas).toEqual([]);
    expect(checked).toBeGreaterThan(200_000);
  });
});
