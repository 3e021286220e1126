/**
 * w15import: files as other tools and spreadsheets really save them, made fresh for this round (see
 * test/fixtures/import-w15/README.md): each is read right, or each row it cannot read is a clear typed
 * problem, quoted; nothing mojibake, nothing guessed in silence; and the report says in which zone the
 * times were read (import-zones.ts), with the layout and the dates' order, for an import that went through at once.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cache, campaignImport, campaigns, decodeSheet, decodeSheetBytes, drafts, readSheetDate, toOurDate, workspaces, zoneReadingText, type DateOrder } from '../../src-main/library';
import { tempLibrary } from './helpers';

const FIXTURES = join(__dirname, '..', 'fixtures', 'import-w15');
const bytes = (name: string): Buffer => readFileSync(join(FIXTURES, name));

async function importFile(name: string, opts: { text?: string; dateOrder?: DateOrder; timezone?: string } = {}) {
  const t = tempLibrary(); // the clock reads 2026-11-01
  const ws = workspaces.getCurrent(t.lib.db).id;
  cache.putProfiles(t.lib.db, ws, [{ profile_id: 'prof_lumen', name: 'Studio Lumen', connections: [{ platform: 'instagram' }] }]);
  const c = campaigns.create(t.lib.db, { name: 'Winter' });
  const r = await campaignImport.importIntoCampaign(t.lib.db, c.id, {
    name, text: opts.text ?? decodeSheet(bytes(name)), dateOrder: opts.dateOrder ?? null, defaults: { timezone: opts.timezone ?? 'Asia/Ho_Chi_Minh' },
  });
  const posts = r.ids.map((id) => drafts.get(t.lib.db, id)).map((d) => ({ caption: d.caption, at: d.scheduled_at, zone: d.timezone, profile: d.profile_id }));
  return { r, posts };
}

describe('fresh foreign files, read right', () => {
  it('Excel "Unicode Text" (UTF-16 LE, BOM, tabs, a quoted cell with "" and a comma): every character kept', async () => {
    expect(bytes('excel-unicode-text.txt').subarray(0, 2)).toEqual(Buffer.from([0xff, 0xfe]));
    const { r, posts } = await importFile('excel-unicode-text.txt');
    expect(r).toMatchObject({ delimiter: '\t', imported: 2, problems: [], dates: { order: 'mdy', why: 'row', decidedBy: { line: 2, value: '12/13/2026' } } });
    expect(posts).toEqual([
      { caption: 'Café au lait — morning special', at: '2026-12-13T09:05', zone: 'Asia/Ho_Chi_Minh', profile: 'prof_lumen' },
      { caption: 'Über-cold brew, "iced" ’til noon', at: '2026-12-14T21:30', zone: 'Asia/Ho_Chi_Minh', profile: 'prof_lumen' },
    ]);
  });

  it('Excel CSV in Windows-1252 (é, ü, û, ’ as 0x92): read as the code page, never mojibake', async () => {
    const raw = bytes('excel-1252.csv');
    expect(raw.includes(0x92)).toBe(true);
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(raw)).toThrow(); // truly not UTF-8
    const { r, posts } = await importFile('excel-1252.csv');
    expect(r.problems).toEqual([]);
    expect(posts.map((p) => p.caption)).toEqual(['Crème brûlée for the café’s birthday', 'Müller’s grüner Tee, 2 for 1']);
    expect(posts.every((p) => !/Ã|â€|\uFFFD|[\u0080-\u009F]/.test(p.caption))).toBe(true);
  });

  it('a byte Windows-1252 leaves undefined (0x81): that row is a typed problem naming the character, nothing imported in silence', async () => {
    const raw = Buffer.from(bytes('excel-1252.csv'));
    raw[raw.indexOf(0x92)] = 0x81;
    const { r } = await importFile('excel-1252.csv', { text: decodeSheet(raw) });
    expect(r.imported).toBe(0);
    expect(r.problems).toEqual([expect.objectContaining({ line: 2, field: 'caption', code: 'invalid_value', say: expect.objectContaining({ key: 'controlChar' }) })]);
  });

  it('Excel CSV saved on a Vietnamese Windows (Windows-1258, tone marks as bytes of their own): read as Vietnamese, never as 1252 mojibake', async () => {
    const raw = bytes('excel-vi-1258.csv');
    expect(decodeSheetBytes(raw).encoding).toBe('windows-1258');
    const { r, posts } = await importFile('excel-vi-1258.csv');
    expect(r).toMatchObject({ imported: 3, problems: [], dates: { order: 'dmy', why: 'row' } });
    expect(posts.map((p) => p.caption)).toEqual(['Phở bò tái - nước dùng 12 giờ', 'Bánh mì chả lụa cho buổi sáng', 'Cà phê sữa đá: ưu đãi cuối tuần']);
    expect(posts.every((p) => p.caption === p.caption.normalize('NFC'))).toBe(true);
  });

  it('Western text in Windows-1252 is not taken for Vietnamese: Italian ò/ì after consonants, Portuguese ã/õ', () => {
    const cp1252 = (s: string): Uint8Array => Uint8Array.from([...s].map((ch) => ({ '’': 0x92 } as Record<string, number>)[ch] ?? ch.charCodeAt(0)));
    for (const text of ['caption\nPerò così è la città, lunedì però sì\n', 'caption\nAções e promoções de São João\n', 'caption\nCafé’s crème brûlée, Müller\n']) {
      expect(decodeSheetBytes(cp1252(text))).toEqual({ text, encoding: 'windows-1252', by: 'guess' });
    }
  });

  it('LibreOffice CSV with ";" and every text quoted: a ";" and a "," inside captions kept, day first read from 13/12', async () => {
    const { r, posts } = await importFile('libreoffice-semicolon.csv');
    expect(r).toMatchObject({ delimiter: ';', imported: 2, dates: { order: 'dmy', why: 'row', decidedBy: { line: 2, value: '13/12/2026' } } });
    expect(posts.map((p) => [p.caption, p.at])).toEqual([['Phở bò tái; nước dùng 12 giờ', '2026-12-13T09:05'], ['Bánh mì, chả lụa', '2026-12-14T21:30']]);
  });

  it('Google Sheets CSV with "12/3/2026 9:05:00 PM": 12-hour with seconds, month first from 12/13', async () => {
    const { r, posts } = await importFile('gsheets-12h.csv');
    expect(r).toMatchObject({ imported: 2, dates: { order: 'mdy', why: 'row', decidedBy: { line: 3, value: '12/13/2026' } } });
    expect(posts.map((p) => p.at)).toEqual(['2026-12-03T21:05:00', '2026-12-13T09:05:00']);
  });

  it('month names ("Dec 3, 2026 9:05 AM", "3 Dec 2026 21:05", "December 14, 2026 9:05 PM"): read, and no order of day and month asked', async () => {
    const { r, posts } = await importFile('month-names.csv');
    expect(r).toMatchObject({ imported: 3, problems: [], dates: null });
    expect(posts.map((p) => p.at)).toEqual(['2026-12-03T09:05', '2026-12-03T21:05', '2026-12-14T21:05']);
  });

  it('the other ways a month is named: Excel\'s 3-Dec-2026, a weekday, "Sept", "at"; a name that is no month stays unread', () => {
    const read = (v: string) => toOurDate(v, null);
    expect(read('3-Dec-2026 9:05')).toEqual({ value: '2026-12-03T09:05' });
    expect(read('Thu, Dec 3, 2026 9:05 PM')).toEqual({ value: '2026-12-03T21:05' });
    expect(read('Sept 30, 2027 at 8:00 am')).toEqual({ value: '2027-09-30T08:00' });
    expect(read('Feb 30, 2027 9:00')).toEqual({ problem: 'notDate' });
    expect(read('Dec 3, 2026')).toEqual({ problem: 'noTime' });
    expect(readSheetDate('Foo 3, 2026 9:05')).toBeNull();
  });

  it('ISO with an offset: kept as written (read at its offset), and the report says so', async () => {
    const { r, posts } = await importFile('iso-offset.csv');
    expect(r).toMatchObject({ imported: 2, problems: [], zones: { zone: 'Asia/Ho_Chi_Minh', fromDefault: 0, offset: 2, ownRows: 0, none: 0 } });
    expect(posts.map((p) => p.at)).toEqual(['2026-12-03T09:05:00+07:00', '2026-12-03T21:05:00+01:00']);
    expect(zoneReadingText(r.zones!)).toBe('times read: 2 rows at the offset written with the time');
  });

  it('trailing empty columns and empty rows at the end: two rows read, no nameless column, nothing else', async () => {
    const { r, posts } = await importFile('trailing-empties.csv');
    expect(r).toMatchObject({ rows: 2, imported: 2, problems: [] });
    expect(r.layout.ignored).toEqual([]);
    expect(posts.map((p) => p.caption)).toEqual(['One', 'Two']);
  });

  it('a CRLF inside a quoted field: one caption of three lines, and the next row keeps its line number', async () => {
    const { r, posts } = await importFile('crlf-in-quote.csv');
    expect(r).toMatchObject({ rows: 2, imported: 2 });
    expect(posts.map((p) => p.caption)).toEqual(['First line\nsecond line\nthird line', 'After it']);
    const bad = await importFile('crlf-in-quote.csv', { text: decodeSheet(bytes('crlf-in-quote.csv')).replace('2026-12-14 09:05', '2026-12-14 9') });
    expect(bad.r.problems).toEqual([expect.objectContaining({ line: 5, field: 'scheduled_at' })]);
  });

  it('every date 3/4: nothing imported, the order asked with the example; the answer reads it and says so', async () => {
    const asked = await importFile('ambiguous-3-4.csv');
    expect(asked.r).toMatchObject({ imported: 0, dates: { order: null, why: 'both', decidedBy: { line: 2, value: '3/4/2027' } } });
    const dmy = await importFile('ambiguous-3-4.csv', { dateOrder: 'dmy' });
    expect(dmy.r.dates).toMatchObject({ order: 'dmy', why: 'chosen' });
    expect(dmy.posts.map((p) => p.at)).toEqual(['2027-04-03T09:05', '2027-04-03T21:05']);
    const mdy = await importFile('ambiguous-3-4.csv', { dateOrder: 'mdy' });
    expect(mdy.posts.map((p) => p.at)).toEqual(['2027-03-04T09:05', '2027-03-04T21:05']);
  });
});

describe('in which zone the times were read', () => {
  it('the default zone, a row\'s own zone, none: each counted, said in the CLI\'s words', async () => {
    const text = 'caption,scheduled_at,timezone,profile_id,platforms\nA,2026-12-13 09:05,,Studio Lumen,instagram\nB,2026-12-13 10:05,Europe/Berlin,Studio Lumen,instagram\nC,,,Studio Lumen,instagram\n';
    const { r } = await importFile('zones.csv', { text });
    expect(r.zones).toEqual({ zone: 'Asia/Ho_Chi_Minh', fromDefault: 1, ownRows: 1, own: ['Europe/Berlin'], offset: 0, none: 0 });
    expect(zoneReadingText(r.zones!)).toBe('times read: 1 row in Asia/Ho_Chi_Minh (the default zone); 1 row in their own zone (Europe/Berlin)');
    const none = await importFile('zones.csv', { text, timezone: '' });
    expect(none.r.zones).toMatchObject({ zone: null, fromDefault: 0, none: 1 });
  });
});
