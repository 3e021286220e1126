/**
 * What a fresh-eyes walk of the campaign journey found in the importer (issue 31, mend 31), with the walk's
 * own files (test/fixtures/import/walk-*, as the tester's tools saved them): Windows-1252 read as Windows-1252,
 * line numbers as an editor shows them after a quoted CRLF, and headers read as people write them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cache, campaignImport, decodeSheet, drafts, readSheetRows, workspaces } from '../../src-main/library';
import { tempLibrary } from './helpers';

const FIXTURES = join(__dirname, '..', 'fixtures', 'import');
const bytes = (name: string): Buffer => readFileSync(join(FIXTURES, name));
const fixture = (name: string): string => decodeSheet(bytes(name));

function setup() {
  const t = tempLibrary(); // the clock reads 2026-11-01
  const ws = workspaces.getCurrent(t.lib.db).id;
  cache.putProfiles(t.lib.db, ws, [{ profile_id: 'prof_caphe', name: 'Cà Phê Sữa Đá', connections: [{ platform: 'instagram' }] }]);
  return t;
}
const defaults = { profile_id: 'prof_caphe', platforms: ['instagram'], timezone: 'Europe/Paris' };
const captions = (lib: ReturnType<typeof setup>['lib'], ids: readonly string[]): string[] => drafts.getMany(lib.db, [...ids]).map((d) => d.caption);

describe('a file Excel saved in Windows-1252 (no BOM)', () => {
  it('reads €, –, —, quotes and … as themselves, never as invisible control characters', async () => {
    expect(fixture('walk-excel-1252.csv')).toBe('caption;scheduled_at\r\nCafé crème – prix 3€;01.12.2026 09:00\r\n');
    expect(decodeSheet(Uint8Array.from([0x80, 0x85, 0x91, 0x92, 0x93, 0x94, 0x96, 0x97, 0x99, 0x9c, 0xe9]))).toBe('€…‘’“”–—™œé');
    const { lib } = setup();
    const r = await campaignImport.importSheet(lib.db, { name: 'excel_1252.csv', text: fixture('walk-excel-1252.csv'), defaults });
    expect(r.problems).toEqual([]);
    expect(captions(lib, r.ids)).toEqual(['Café crème – prix 3€']);
  });

  it('a cell still holding a C1 control character (a byte the code page leaves undefined) is its row\'s problem, said, never posted', async () => {
    const { lib } = setup();
    const text = decodeSheet(Uint8Array.from([...Buffer.from('caption;scheduled_at\r\nok;01.12.2026 09:00\r\nbad '), 0x81, ...Buffer.from(';02.12.2026 09:00\r\n')]));
    const r = await campaignImport.importSheet(lib.db, { name: 'c1.csv', text, defaults, partial: true });
    expect(r.problems.map((p) => [p.line, p.field, p.say?.key, p.say?.values?.code])).toEqual([[3, 'caption', 'controlChar', '0081']]);
    expect(r.problems[0]?.message).toMatch(/^the caption holds a character that is not text \(U\+0081\)/);
    expect(captions(lib, r.ids)).toEqual(['ok']);
  });
});

describe('line numbers after a quoted CRLF are the lines an editor shows', () => {
  it('rows start on their physical lines (fr_bad.csv, excel_fr_hs.csv)', () => {
    const lines = (name: string) => {
      const r = readSheetRows(fixture(name));
      return r.ok ? r.rows.map((x) => x.line) : [];
    };
    expect(lines('walk-fr-bad.csv')).toEqual([1, 3, 4, 5]);
    expect(lines('walk-excel-fr-hs.csv')).toEqual([1, 2, 4]);
    expect(lines('walk-excel-eu.csv')).toEqual([1, 2, 4, 5, 6]); // a quoted LF alone was right already
  });

  it('the impossible date and the row that decided the order are named by those lines', async () => {
    const { lib } = setup();
    const r = await campaignImport.importSheet(lib.db, { name: 'fr_bad.csv', text: fixture('walk-fr-bad.csv'), defaults, partial: true });
    expect(r.dates).toMatchObject({ order: 'dmy', why: 'row', decidedBy: { line: 5, value: '13/12/2026' } });
    expect(r.problems.map((p) => [p.line, p.say?.key])).toEqual([[4, 'notDateDayFirst']]);
    const hs = await campaignImport.importSheet(lib.db, { name: 'excel_fr_hs.csv', text: fixture('walk-excel-fr-hs.csv'), defaults, checkOnly: true });
    expect(hs.dates).toMatchObject({ order: 'dmy', decidedBy: { line: 4, value: '13/12/2026' } });
  });
});

describe('headers as people write them', () => {
  it('Date;Caption;Link (excel_eu.csv), Caption;scheduled_at and date;caption;link import, the link appended to the caption', async () => {
    const { lib } = setup();
    const eu = await campaignImport.importSheet(lib.db, { name: 'excel_eu.csv', text: fixture('walk-excel-eu.csv'), defaults: { ...defaults, timezone: 'Asia/Ho_Chi_Minh' } });
    expect(eu.problems).toEqual([]);
    expect(eu.layout).toMatchObject({ id: 'postroom', used: [{ column: 'Date', as: 'scheduled_at' }, { column: 'Caption', as: 'caption' }, { column: 'Link', as: 'caption (appended)' }], ignored: [] });
    expect(eu.imported).toBe(4);
    expect(captions(lib, eu.ids)[0]).toBe('Frühlingsmenü startet morgen!\nAb 9 Uhr geöffnet. https://example.com/fr');
    const cap = await campaignImport.importSheet(lib.db, { name: 'capcase.csv', text: fixture('walk-capcase.csv'), defaults });
    expect([cap.problems, cap.imported, captions(lib, cap.ids)]).toEqual([[], 1, ['Hello']]);
    const lower = await campaignImport.importSheet(lib.db, { name: 'lower.csv', text: fixture('walk-lower.csv'), defaults });
    expect([lower.problems, lower.imported, captions(lib, lower.ids)]).toEqual([[], 1, ['hi']]);
  });

  it('synonyms of other tools and locales map; a separate time column completes the date; accents and spaces do not count', async () => {
    const { lib } = setup();
    const r = await campaignImport.importSheet(lib.db, { name: 'x.csv', text: 'Datum;Uhrzeit;Nachricht;Bild\r\n01.12.2026;09:30;Hallo;\r\n', defaults });
    expect(r.problems).toEqual([]);
    expect(drafts.getMany(lib.db, r.ids).map((d) => [d.caption, d.scheduled_at])).toEqual([['Hallo', '2026-12-01T09:30']]);
    const vi = await campaignImport.importSheet(lib.db, { name: 'v.csv', text: ' Nội dung ;Thời gian;Ghi chú\nXin chào;2026-12-02 10:00;nội bộ\n', defaults });
    expect(vi.layout.used.map((u) => u.as)).toEqual(['caption', 'scheduled_at', 'notes']);
    expect(vi.imported).toBe(1);
  });

  it('an unknown column is a warning naming it; with no caption column the file is refused, never imported captionless', async () => {
    const { lib } = setup();
    const extra = await campaignImport.importSheet(lib.db, { name: 'e.csv', text: 'Caption;scheduled_at;Kampagne\nHello;01.12.2026 09:00;Winter\n', defaults });
    expect([extra.problems, extra.imported, extra.layout.ignored]).toEqual([[], 1, ['Kampagne']]);
    const none = await campaignImport.importSheet(lib.db, { name: 'n.csv', text: 'Beschreibung;scheduled_at\nHello;01.12.2026 09:00\n', defaults, partial: true });
    expect(none.imported).toBe(0);
    expect(none.problems.map((p) => [p.field, p.say?.key, p.say?.values?.columns])).toEqual([['(file)', 'noCaptionColumn', '“Beschreibung”']]);
  });
});
