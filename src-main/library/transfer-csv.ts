/**
 * The CSV side of import and export, kept apart from the draft checks:
 *
 * 1. Formula escaping: the writer and `escapeCell` are common/csv.ts, the one CSV writer of
 *    every export; import removes exactly the one `'` it adds (`unescapeCell`).
 * 2. Reading: the header row is read as a list, so a duplicated column (`caption,caption`)
 *    is refused instead of the last one silently winning, and each record is built field
 *    by field on a null-prototype object (a `__proto__` column is a column like any other,
 *    never the record's prototype).
 */
import { parse as parseCsv } from 'csv-parse/sync';
import { unescapeCell } from '../common';

/** The writer and its escape live in common/csv.ts (one writer for every export); re-exported for the library's callers. */
export { escapeCell, unescapeCell, writeCsv } from '../common';

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
