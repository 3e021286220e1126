/**
 * Issue 31 part 3: every export is safe to open. One CSV writer (common/csv.ts) serves the
 * Library's export and the campaign dry run's; each is run through the same hostile captions and
 * no cell of either may start as a formula, while every caption reads back exactly.
 */
import { parse as parseCsv } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { dryRun, dryRunCsv, type SpreadItem } from '../../src-main/campaigns';
import { escapeCell, unescapeCell, writeCsv } from '../../src-main/common/csv';
import { lf } from '../../src-main/common/line-breaks';
import { tempLibrary } from '../library/helpers';

/** Captions a spreadsheet would run, or that break naive CSV. */
export const HOSTILE = [
  '=HYPERLINK("http://x","y")', '+1', '-2', '@SUM(A1)', '\t=1+1', '\r=1+1', "'=1+1", "''+2",
  'say "hi"', 'line one\nline two', 'a, b, c', 'a; b; c', '  edge spaces  ', '=cmd|\' /C calc\'!A0',
] as const;

const FORMULA = /^[=+\-@\t\r]/;

/** Every cell of a CSV text, parsed as a spreadsheet would see it (no unescaping). */
function cells(text: string): string[][] {
  return parseCsv(text, { bom: true, relax_column_count: false }) as string[][];
}

function expectSafe(text: string, captionColumn: string): void {
  const [head, ...body] = cells(text);
  for (const row of [head ?? [], ...body]) for (const c of row) expect(c, `cell ${JSON.stringify(c)}`).not.toMatch(FORMULA);
  const col = (head ?? []).indexOf(captionColumn);
  expect(col).toBeGreaterThanOrEqual(0);
  // A caption is stored with LF line breaks (crlf, walk 7): '\r=1+1' is kept as '\n=1+1', which reads back exactly.
  expect(body.map((r) => unescapeCell(r[col] ?? ''))).toEqual(HOSTILE.map(lf));
}

describe('the one CSV writer', () => {
  it('escapes every formula start, reversibly, and quotes what needs quoting', () => {
    for (const s of HOSTILE) {
      expect(escapeCell(s)).not.toMatch(FORMULA);
      expect(unescapeCell(escapeCell(s))).toBe(s);
    }
    const text = writeCsv(['=head', 'n', 'b', 'empty'], [['=1', 3, true, null]]);
    expect(cells(text)).toEqual([["'=head", 'n', 'b', 'empty'], ["'=1", '3', 'true', '']]);
  });
});

describe('every export goes through it with the same hostile captions', () => {
  it('the Library export (CSV)', () => {
    const { lib } = tempLibrary();
    for (const caption of HOSTILE) lib.drafts.create(lib.db, { profile_id: 'prof_lumen', platforms: ['instagram'], caption });
    const { text } = lib.transfer.exportText(lib.db, { format: 'csv' });
    expectSafe(text, 'caption');
  });

  it('the campaign dry run CSV (it wrote =HYPERLINK unescaped before)', () => {
    const { lib } = tempLibrary();
    const drafts = HOSTILE.map((caption) => lib.drafts.create(lib.db, { profile_id: '=prof', platforms: ['instagram'], caption }));
    const times = new Map<string, SpreadItem>(drafts.map((d, i) => [d.id, { id: d.id, at: Date.parse('2027-03-01T09:00:00Z') + i * 3_600_000, local: '2027-03-01T10:00', timezone: 'Europe/Berlin', offset: '+01:00', dstShift: null, movedForGapMinutes: 0, problem: null }]));
    const { rows } = dryRun({ drafts, times, delivery: 'schedule', minGapMinutes: 0, duplicateDays: 0, pins: () => null });
    const text = dryRunCsv(rows);
    expectSafe(text, 'caption');
  });
});
