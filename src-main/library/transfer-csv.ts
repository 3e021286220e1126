/**
 * The CSV side of import and export, kept apart from the draft checks:
 *
 * 1. Formula escaping. A spreadsheet runs a cell that starts with `=`, `+`, `-`, `@`,
 *    a tab or a CR as a formula (`=HYPERLINK(…)`). Export puts one `'` before such a
 *    cell, and before a cell that already starts with `'`s and then one of those, so
 *    the escape is reversible: import removes exactly one `'` from a cell matching
 *    `'+` then a formula character, and nothing else. `unescapeCell(escapeCell(x)) === x`
 *    for every string.
 * 2. Reading: the header row is read as a list, so a duplicated column (`caption,caption`)
 *    is refused instead of the last one silently winning, and each record is built field
 *    by field on a null-prototype object (a `__proto__` column is a column like any other,
 *    never the record's prototype).
 */
import { parse as parseCsv } from 'csv-parse/sync';
import { stringify as stringifyCsv } from 'csv-stringify/sync';

const FORMULA_START = /^'*[=+\-@\t\r]/;
const ESCAPED_FORMULA = /^'+[=+\-@\t\r]/;

/** A cell as written to CSV: formula-looking text gets one leading `'`. */
export const escapeCell = (s: string): string => (FORMULA_START.test(s) ? `'${s}` : s);

/** The inverse of `escapeCell`: removes exactly the one `'` it added. */
export const unescapeCell = (s: string): string => (ESCAPED_FORMULA.test(s) ? s.slice(1) : s);

/** CSV text of a header and rows, every cell escaped; cells with edge whitespace are quoted so it survives. */
export function writeCsv(columns: readonly string[], rows: readonly (readonly string[])[]): string {
  return stringifyCsv([columns.map(escapeCell), ...rows.map((r) => r.map(escapeCell))], { quoted_match: /^\s|\s$/ });
}

export interface CsvRecord {
  /** The 1-based file line where the record starts (the header is line 1). */
  line: number;
  /** Column → unescaped cell text. Null prototype: any column name is just a key. */
  cells: Record<string, string>;
}

export type CsvReadResult =
  | { ok: true; header: string[]; records: CsvRecord[] }
  | { ok: false; problem: 'parse_error' | 'duplicate_column'; line?: number; column?: string; message: string };

/** Parses CSV text with a header row. Never throws: a broken file or a duplicated column is a result. */
export function readCsvRecords(text: string): CsvReadResult {
  let parsed: { record: string[]; info: { lines: number; empty_lines: number } }[];
  try {
    parsed = parseCsv(text, { columns: false, info: true, bom: true, skip_empty_lines: true, relax_column_count: false, trim: false }) as unknown as typeof parsed;
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    return { ok: false, problem: 'parse_error', ...(line !== undefined ? { line } : {}), message: `not valid CSV: ${err instanceof Error ? err.message : String(err)}` };
  }
  const [head, ...body] = parsed;
  if (!head) return { ok: true, header: [], records: [] };
  const header = head.record;
  const seen = new Set<string>();
  for (const col of header) {
    if (seen.has(col)) return { ok: false, problem: 'duplicate_column', line: 1, column: col, message: `column "${col}" appears more than once in the header` };
    seen.add(col);
  }
  let prevEnd = head.info.lines;
  let prevEmpty = head.info.empty_lines;
  const records = body.map(({ record, info }) => {
    const line = prevEnd + 1 + (info.empty_lines - prevEmpty);
    prevEnd = info.lines;
    prevEmpty = info.empty_lines;
    const cells = Object.create(null) as Record<string, string>;
    header.forEach((col, i) => {
      cells[col] = unescapeCell(record[i] ?? '');
    });
    return { line, cells };
  });
  return { ok: true, header, records };
}
