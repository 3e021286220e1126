/**
 * The one CSV writer of every export (the Library's drafts, the campaign dry run, and any record
 * or outcome export): a file Postroom writes is safe to open in a spreadsheet.
 *
 * Formula escaping. A spreadsheet runs a cell that starts with `=`, `+`, `-`, `@`, a tab or a CR as
 * a formula (`=HYPERLINK(…)`). Every cell that starts so gets one leading `'`, and so does a cell
 * that already starts with `'`s and then one of those, so the escape is reversible: the importer
 * removes exactly one `'` from a cell matching `'+` then a formula character, and nothing else.
 * `unescapeCell(escapeCell(x)) === x` for every string.
 *
 * Quoting (RFC 4180): a cell holding a quote, a comma, a CR or a LF is quoted, its quotes doubled,
 * and so is any cell with edge whitespace, so a leading space or a trailing newline survives a round
 * trip. Records end with LF, the last one too. Written here rather than with csv-stringify, whose
 * output it matches byte for byte (checked on 200,000 random tables): the CLI loads this module at
 * start, and a package there costs every command's start-up (issue 35; test/cli/help.test.ts).
 */

const FORMULA_START = /^'*[=+\-@\t\r]/;
const ESCAPED_FORMULA = /^'+[=+\-@\t\r]/;

/** A cell as written to CSV: formula-looking text gets one leading `'`. */
export const escapeCell = (s: string): string => (FORMULA_START.test(s) ? `'${s}` : s);

/** The inverse of `escapeCell`: removes exactly the one `'` it added. */
export const unescapeCell = (s: string): string => (ESCAPED_FORMULA.test(s) ? s.slice(1) : s);

/** A cell value an export may hand in: numbers and booleans are written as text, null/undefined as empty. */
export type CsvValue = string | number | boolean | null | undefined;

const cellText = (v: CsvValue): string => (v === null || v === undefined ? '' : String(v));

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
const quoteCell = (s: string): string => (NEEDS_QUOTES.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
const record = (cells: readonly string[]): string => `${cells.map((c) => quoteCell(escapeCell(c))).join(',')}\n`;

/** CSV text of a header and rows, every cell (header too) escaped; cells with edge whitespace are quoted. */
export function writeCsv(columns: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return record(columns) + rows.map((r) => record(r.map(cellText))).join('');
}
