/**
 * The CSV side of import and export, kept apart from the draft checks:
 *
 * 1. Formula escaping: the writer and `escapeCell` are common/csv.ts, the one CSV writer of
 *    every export; import removes exactly the one `'` it adds (`unescapeCell`).
 * 2. Reading files as spreadsheets really save them: the bytes decoded (UTF-8 with or without BOM,
 *    UTF-16 with a BOM as Excel's "Unicode text" saves, else Windows-1252 as Excel's plain "CSV" saves
 *    in Western locales, or Windows-1258 in Vietnamese ones: src-shared/sheet-decode.ts), the delimiter
 *    found (`,`, `;` as Excel writes in German, French or Vietnamese
 *    locales, tab as Google Sheets' TSV and Excel's Unicode text; a `sep=;` first line is obeyed),
 *    CRLF, LF or CR alone (old Mac files; w26bom: read as LF, so the separator is found line by line), quoted newlines in a cell.
 * 3. The header row is read as a list, so a duplicated column (`caption,caption`)
 *    is refused instead of the last one silently winning, and each record is built field
 *    by field on a null-prototype object (a `__proto__` column is a column like any other,
 *    never the record's prototype).
 */
import { parse as parseCsv } from 'csv-parse/sync';
import { unescapeCell } from '../common';
import { decodeSheetBytes } from '../../src-shared/sheet-decode';

/** The writer and its escape live in common/csv.ts (one writer for every export); re-exported for the library's callers. */
export { escapeCell, unescapeCell, writeCsv } from '../common';

/** A file's bytes as text (see 2. above; src-shared/sheet-decode.ts, the renderer's pickers read with it too). Never throws. */
export const decodeSheet = (bytes: Uint8Array): string => decodeSheetBytes(bytes).text;
export { decodeSheetBytes, decodeWindows1252, type SheetEncoding } from '../../src-shared/sheet-decode';

/** A C1 control character (U+0080–U+009F): never typed by a person, only left by a file decoded in the wrong code page. */
export const hasControlChar = (s: string): boolean => /[\u0080-\u009F]/.test(s);

export type Delimiter = ',' | ';' | '\t';
const DELIMITERS: readonly Delimiter[] = [',', ';', '\t'];
const SEP_LINE = /^\uFEFF?sep=(.)\r?\n/i;

/**
 * The delimiter of a CSV text: of `,` `;` and tab, the one that splits the first line (outside quotes)
 * and gives the next lines (up to 20) the same number of cells most often; ties go to the comma.
 */
/**
 * w26bom (walk 22): in a file whose lines end in a CR alone (Excel for Mac's "CSV (Macintosh)", old Mac tools) each
 * CR outside quotes ends a line: read as LF, lines keep their numbers. A file with any LF is left as it is: a CR in a
 * quoted cell there is the cell's own (a caption exported starting with CR must come back as it went).
 */
function lfLines(text: string): string {
  if (text.includes('\n') || !text.includes('\r')) return text;
  let out = '';
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    out += ch === '\r' && !quoted ? '\n' : ch;
  }
  return out;
}

export function detectDelimiter(raw: string): Delimiter {
  const text = lfLines(raw);
  const sep = SEP_LINE.exec(text)?.[1];
  if (sep === ',' || sep === ';' || sep === '\t') return sep;
  const counts: Array<Record<Delimiter, number>> = [];
  let cur: Record<Delimiter, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (let i = 0; i < text.length && counts.length < 20; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (ch === ',' || ch === ';' || ch === '\t') cur[ch]++;
    else if (ch === '\n') {
      counts.push(cur);
      cur = { ',': 0, ';': 0, '\t': 0 };
    }
  }
  if (counts.length < 20 && Object.values(cur).some((n) => n > 0)) counts.push(cur);
  let best: Delimiter = ',';
  let bestScore = -1;
  for (const d of DELIMITERS) {
    const first = counts[0]?.[d] ?? 0;
    if (first === 0) continue;
    const score = counts.filter((c) => c[d] === first).length / counts.length + first / 1000;
    if (score > bestScore) [best, bestScore] = [d, score];
  }
  return best;
}

/** A `sep=X` first line (written for Excel) blanked, so lines keep their numbers. */
const withoutSepLine = (text: string): string => text.replace(SEP_LINE, '\n');

/**
 * The physical line (what Excel or an editor shows) where each record starts, fed the records in order.
 * csv-parse counts a CRLF inside a quoted cell as two lines, so every later line would be one too high:
 * those are taken back out.
 */
function startLines(): (record: string[], info: { lines: number; empty_lines: number }) => number {
  let prevEnd = 0;
  let prevEmpty = 0;
  let extra = 0;
  return (record, info) => {
    const line = prevEnd + 1 + (info.empty_lines - prevEmpty) - extra;
    prevEnd = info.lines;
    prevEmpty = info.empty_lines;
    for (const cell of record) extra += cell.split('\r\n').length - 1;
    return line;
  };
}

/** A row as parsed: its cells and the 1-based file line where it starts (quoted newlines counted). */
export interface SheetRow { line: number; cells: string[] }

/** Parses CSV text (any delimiter above) into rows with their file lines; rows may differ in length. Never throws. */
export function readSheetRows(raw: string): { ok: true; rows: SheetRow[]; delimiter: Delimiter } | { ok: false; line?: number; message: string } {
  const text = lfLines(raw);
  const delimiter = detectDelimiter(text);
  try {
    const parsed = parseCsv(withoutSepLine(text), { delimiter, columns: false, info: true, bom: true, skip_empty_lines: true, relax_column_count: true }) as unknown as Array<{ record: string[]; info: { lines: number; empty_lines: number } }>;
    const lineOf = startLines();
    const rows = parsed.map(({ record, info }) => ({ line: lineOf(record, info), cells: record }));
    // A row of delimiters alone (`;;;;`: Excel writes one for each formatted but empty row) is no row.
    return { ok: true, rows: rows.filter((r) => r.cells.some((c) => c.trim() !== '')), delimiter };
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    return { ok: false, ...(line !== undefined ? { line } : {}), message: `not valid CSV: ${err instanceof Error ? err.message : String(err)}` };
  }
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
export function readCsvRecords(raw: string): CsvReadResult {
  const text = lfLines(raw);
  let parsed: { record: string[]; info: { lines: number; empty_lines: number } }[];
  try {
    parsed = parseCsv(withoutSepLine(text), { delimiter: detectDelimiter(text), columns: false, info: true, bom: true, skip_empty_lines: true, relax_column_count: false, trim: false }) as unknown as typeof parsed;
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
  const lineOf = startLines();
  lineOf(head.record, head.info);
  const records = body.map(({ record, info }) => {
    const line = lineOf(record, info);
    const cells = Object.create(null) as Record<string, string>;
    header.forEach((col, i) => {
      cells[col] = unescapeCell(record[i] ?? '');
    });
    return { line, cells };
  });
  return { ok: true, header, records };
}
