/**
 * Formula injection (OWASP "CSV Injection", ASVS 1.2.10): a spreadsheet opening a CSV file reads a cell
 * whose first character is `=`, `+`, `-`, `@`, a tab or a carriage return as a formula (`=HYPERLINK(…)`,
 * `+cmd|' /C calc'!A0`), and anyone who may write a text value can plant one for the staff member who
 * exports the board. The export writes such a cell with a leading `'`, which spreadsheets take as "this is
 * text", and the import (console and `portico import-csv`) removes exactly that `'`, so that a round trip
 * gives back every value as it was. NUL is in the set too (ASVS), though no stored text can hold one.
 *
 * Exactness: a value that already starts with apostrophes before such a character (`'=x`, `''+y`) gets one
 * more (`''=x`) and loses one on import, so the two are inverse on every text. A cell that is a plain
 * decimal number (`-5`, `-0.25`) is written as it is: it has nothing a spreadsheet could evaluate but the
 * number itself, and a `'` would turn every negative amount into text no sum can add. docs/security.md.
 */
const GUARDED = /^'*[=+\-@\t\r\0]/;
const ESCAPED = /^'+[=+\-@\t\r\0]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** A cell's text as the export writes it. */
export const guardFormula = (text: string): string =>
  GUARDED.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;

/** A cell's text as the export had it (the inverse of guardFormula; any other text is left as it is). */
export const unguardFormula = (text: string): string => (ESCAPED.test(text) ? text.slice(1) : text);
