/**
 * w19import: files as other tools and spreadsheets really write them, made fresh for this round
 * (test/fixtures/w19import/README.md, written by its make.mjs): every row read right (date order, time,
 * zone, caption, channels), the reading said (layout, date order and why), an ambiguous file asked, never
 * guessed. Each file is read through the one importer (`importIntoCampaign`), as the CLI and the app do.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countChars } from '../../src-shared/counting';
import { cache, campaignImport, campaigns, decodeSheetBytes, drafts, workspaces, type DateOrder } from '../../src-main/library';
import { tempLibrary } from './helpers';

const FIXTURES = join(__dirname, '..', 'fixtures', 'w19import');

async function importFile(name: string, opts: { dateOrder?: DateOrder; platforms?: string[]; titles?: boolean } = {}) {
  const t = tempLibrary(); // the clock reads 2026-11-01
  const ws = workspaces.getCurrent(t.lib.db).id;
  cache.putProfiles(t.lib.db, ws, [{ profile_id: 'prof_pho', name: 'Phở Hà Nội', connections: [{ platform: 'instagram' }, { platform: 'facebook' }, { platform: 'pinterest' }] }]);
  cache.putBoards(t.lib.db, ws, 'prof_pho', [{ id: 'brd_winter', name: 'Winter recipes' }, { id: 'brd_bts', name: 'Behind the scenes' }]);
  const c = campaigns.create(t.lib.db, { name: 'Winter' });
  const read = decodeSheetBytes(readFileSync(join(FIXTURES, name)));
  const { encoding } = read;
  // `titles`: the file with a Title column added at the end (what a person adds for Pinterest; one line a row).
  const text = opts.titles ? read.text.split('\r\n').map((l, n) => (l === '' ? l : `${l},"${n === 0 ? 'Title' : `Pin ${n}`}"`)).join('\r\n') : read.text;
  const r = await campaignImport.importIntoCampaign(t.lib.db, c.id, {
    name, text, encoding, dateOrder: opts.dateOrder ?? null,
    defaults: { timezone: 'Europe/Berlin', profile_id: 'prof_pho', platforms: opts.platforms ?? ['instagram'] },
  });
  const posts = r.ids.map((id) => drafts.get(t.lib.db, id));
  return { r, posts, at: posts.map((d) => d.scheduled_at), captions: posts.map((d) => d.caption), channels: posts.map((d) => d.platforms) };
}

describe('Buffer', () => {
  it('its template as saved (BOM, every field quoted, CRLF): captions with a blank line, emoji and "" kept, tags split, times as written', async () => {
    const { r, posts, at, captions } = await importFile('buffer-template.csv');
    expect(r).toMatchObject({ layout: { id: 'buffer', ignored: [] }, imported: 3, problems: [], dates: null, zones: { zone: 'Europe/Berlin', fromDefault: 3 } });
    expect(captions).toEqual(['Our winter menu is here ❄️\n\nCome taste it this weekend.', 'Phở night, every Friday 🍜', 'Gift cards: "the easy present"']);
    expect(at).toEqual(['2026-12-03T09:05', '2026-12-04T18:30', '2026-12-14T21:00']);
    expect(posts.map((p) => p.tags)).toEqual([['menu', 'winter'], [], ['gifts']]);
  });

  it('its Pinterest file: "Board Name" is the Pinterest board, by the name Postroom shows, stored as its id', async () => {
    const { r } = await importFile('buffer-pinterest.csv', { platforms: ['pinterest'] });
    expect(r.layout).toMatchObject({ id: 'buffer', ignored: [] });
    expect(r.layout.used).toContainEqual({ column: 'Board Name', as: 'pinterest_board_id' });
    expect(r.resolved).toEqual([{ field: 'pinterest_board_id', name: 'Winter recipes', id: 'brd_winter' }, { field: 'pinterest_board_id', name: 'Behind the scenes', id: 'brd_bts' }]);
    // Buffer's file has no title column, and a pin needs one: each row says so (never a board problem).
    expect(r.problems.map((p) => [p.line, p.field, p.say?.key])).toEqual([[2, 'title', 'needsTitle'], [3, 'title', 'needsTitle']]);
    const withTitle = await importFile('buffer-pinterest.csv', { platforms: ['pinterest'], titles: true });
    expect(withTitle.r).toMatchObject({ imported: 2, problems: [] });
    expect(withTitle.posts.map((p) => p.fields.pinterest_board_id)).toEqual(['brd_winter', 'brd_bts']);
  });

  it('its template re-saved by Excel (US) as M/D/YY H:mm: month first, decided by line 3 (12/14/26)', async () => {
    const { r, at } = await importFile('buffer-excel-us.csv');
    expect(r).toMatchObject({ imported: 2, problems: [], dates: { order: 'mdy', why: 'row', decidedBy: { line: 3, value: '12/14/26' } } });
    expect(at).toEqual(['2026-12-03T09:05', '2026-12-14T21:00']);
  });
});

describe('Hootsuite bulk composer', () => {
  it('European day first, 24-hour, only line 3 (13/12) unambiguous: day first, said with the line', async () => {
    const { r, at, captions } = await importFile('hootsuite-eu-some.csv');
    expect(r).toMatchObject({ layout: { id: 'hootsuite' }, imported: 3, dates: { order: 'dmy', why: 'row', decidedBy: { line: 3, value: '13/12/2026' } } });
    expect(at).toEqual(['2026-12-03T09:05', '2026-12-04T18:30', '2026-12-13T21:00']);
    expect(captions[0]).toBe('Winter menu is here https://example.com/menu');
  });

  it('European, every date fits both orders: nothing imported, the order asked; the answer reads it', async () => {
    const asked = await importFile('hootsuite-eu-all-ambiguous.csv');
    expect(asked.r).toMatchObject({ imported: 0, problems: [], dates: { order: null, why: 'both', rows: 3 } });
    const dmy = await importFile('hootsuite-eu-all-ambiguous.csv', { dateOrder: 'dmy' });
    expect(dmy.at).toEqual(['2026-12-03T09:05', '2026-12-04T18:30', '2026-12-05T21:00']);
    const mdy = await importFile('hootsuite-eu-all-ambiguous.csv', { dateOrder: 'mdy' });
    // Month first, they are 12 March to 12 May 2026, past on the clock: each row's own problem, quoted as written.
    expect(mdy.r).toMatchObject({ imported: 0, dates: { order: 'mdy', why: 'chosen' } });
    expect(mdy.r.problems.map((p) => [p.line, p.say?.key, p.say?.values?.when])).toEqual([
      [1, 'pastSchedule', '03/12/2026 09:05 (Europe/Berlin)'], [2, 'pastSchedule', '04/12/2026 18:30 (Europe/Berlin)'], [3, 'pastSchedule', '05/12/2026 21:00 (Europe/Berlin)'],
    ]);
  });

  it('US, 12-hour AM/PM, only line 2 (12/13) unambiguous: month first; 12:15 PM is noon, 12:45 AM after midnight', async () => {
    const { r, at } = await importFile('hootsuite-us-ampm-some.csv');
    expect(r).toMatchObject({ imported: 4, dates: { order: 'mdy', why: 'row', decidedBy: { line: 2, value: '12/13/2026' } } });
    expect(at).toEqual(['2026-12-03T09:05', '2026-12-13T18:30', '2026-12-04T12:15', '2026-12-05T00:45']);
  });

  it('US, 12-hour, every date fits both orders: asked, and read month first when answered', async () => {
    expect((await importFile('hootsuite-us-ampm-all-ambiguous.csv')).r).toMatchObject({ imported: 0, dates: { order: null, why: 'both' } });
    const { at } = await importFile('hootsuite-us-ampm-all-ambiguous.csv', { dateOrder: 'mdy' });
    expect(at).toEqual(['2026-12-03T09:05', '2026-12-04T12:15', '2026-12-05T00:45']);
  });

  it('from an Excel sheet formatted beyond its data (",," after every row): still a Hootsuite file, every row read', async () => {
    const { r, at, captions } = await importFile('hootsuite-trailing-commas.csv');
    expect(r).toMatchObject({ layout: { id: 'hootsuite' }, imported: 2, problems: [], dates: { order: 'dmy', why: 'row', decidedBy: { line: 2 } } });
    expect(r.layout.ignored).toEqual([]);
    expect(at).toEqual(['2026-12-03T09:05', '2026-12-13T21:00']);
    expect(captions).toEqual(['Winter menu is here https://example.com/menu', 'Gift cards, for the last minute']);
  });

  it('from German Excel (";", dotted dates): day first by the dots, a quoted ";" kept', async () => {
    const { r, captions } = await importFile('hootsuite-de-semicolon.csv');
    expect(r).toMatchObject({ delimiter: ';', layout: { id: 'hootsuite' }, imported: 2, dates: { order: 'dmy', why: 'dots' } });
    expect(captions[0]).toBe('Glühwein; Lebkuchen https://example.com/menu');
  });
});

describe('spreadsheets in other locales', () => {
  it('Excel (German) CSV UTF-8: ";", dd.mm.yyyy with an Uhrzeit column, decimal commas elsewhere in the row; channels per row', async () => {
    const { r, at, captions, channels } = await importFile('excel-de-decimal.csv');
    expect(r).toMatchObject({ delimiter: ';', imported: 3, problems: [], dates: { order: 'dmy', why: 'row', decidedBy: { line: 4, value: '13.12.2026' } } });
    expect(r.layout.ignored).toEqual(['Preis', 'Budget']);
    expect(at).toEqual(['2026-12-03T09:05', '2026-12-04T18:30', '2026-12-13T21:00']);
    expect(captions[1]).toBe('Adventsmenü: 3 Gänge; 1 Preis');
    expect(channels).toEqual([['instagram'], ['facebook'], ['instagram', 'facebook']]);
  });

  it('Excel (French) CSV UTF-8: the "Réseau" column is the channel of each row, never the default in silence', async () => {
    const { r, channels } = await importFile('excel-fr-decimal.csv');
    expect(r.problems).toEqual([]);
    expect(r.layout.used).toContainEqual({ column: 'Réseau', as: 'platforms' });
    expect(r.layout.ignored).toEqual(['Prix']);
    expect(channels).toEqual([['instagram'], ['facebook'], ['instagram']]);
  });

  it('Excel (French) with the hours written the French way (9h05, 18h30, 21h): read as times, never a row problem', async () => {
    const { r, at, channels } = await importFile('excel-fr-heures.csv');
    expect(r).toMatchObject({ imported: 3, problems: [], dates: { order: 'dmy', why: 'row', decidedBy: { line: 4, value: '13/12/2026' } } });
    expect(at).toEqual(['2026-12-03T09:05', '2026-12-04T18:30', '2026-12-13T21:00']);
    expect(channels).toEqual([['instagram'], ['facebook'], ['instagram']]);
  });

  it('walk 38: a French sheet names the brand in "Marque": read as the profile, never "Not used"', async () => {
    const { r, posts } = await importFile('excel-fr-marque.csv');
    expect(r.problems).toEqual([]);
    expect(r.layout.used).toContainEqual({ column: 'Marque', as: 'profile_id' });
    expect(r.layout.ignored).toEqual([]);
    expect(posts.map((d) => d.profile_id)).toEqual(['prof_pho', 'prof_pho']);
  });

  it('Excel (German) with times written "09:05 Uhr": read as times', async () => {
    const { r, at } = await importFile('excel-de-uhr.csv');
    expect(r).toMatchObject({ imported: 2, problems: [], dates: { order: 'dmy' } });
    expect(at).toEqual(['2026-12-03T09:05', '2026-12-13T21:00']);
  });

  it('Excel (French) with month names (3 déc. 2026, 4 décembre 2026): the name says the month, no order asked', async () => {
    const { r, at } = await importFile('excel-fr-mois.csv');
    expect(r).toMatchObject({ imported: 3, problems: [], dates: null });
    expect(at).toEqual(['2026-12-03T09:05', '2026-12-04T18:30', '2026-12-13T21:00']);
  });

  it('Excel (German) with month names (3. Dez. 2026, 4. März 2027)', async () => {
    const { r, at } = await importFile('excel-de-monat.csv');
    expect(r).toMatchObject({ imported: 2, problems: [], dates: null });
    expect(at).toEqual(['2026-12-03T09:05', '2027-03-04T18:30']);
  });

  it('LibreOffice, captions of several paragraphs (a blank line inside the quotes), dd.mm.yy: lines counted right', async () => {
    const { r, at, captions } = await importFile('libreoffice-multiline.csv');
    expect(r).toMatchObject({ imported: 3, dates: { order: 'dmy', why: 'row', decidedBy: { line: 10, value: '13.12.26' } } });
    expect(captions[0]).toBe('Winter menu\n\nSoup of the day\nBread from our oven\n\nSee you soon!');
    expect(at).toEqual(['2026-12-03T09:05', '2026-12-04T18:30', '2026-12-13T21:00']);
  });

  it('Google Sheets (Vietnamese locale): a Vietnamese header, d/m/yyyy H:mm:ss, a quoted decimal comma', async () => {
    const { r, at, channels } = await importFile('gsheets-vi.csv');
    expect(r).toMatchObject({ imported: 3, problems: [], dates: { order: 'dmy', why: 'row', decidedBy: { line: 4, value: '13/12/2026' } } });
    expect(r.layout.ignored).toEqual(['Giá']);
    expect(at).toEqual(['2026-12-03T09:05:00', '2026-12-04T18:30:00', '2026-12-13T21:00:00']);
    expect(channels).toEqual([['facebook'], ['instagram'], ['facebook']]);
  });

  it('a time zone column written as an offset (GMT+7, UTC+07:00): read at that offset, kept as its fixed zone, said so', async () => {
    const { r, posts } = await importFile('gsheets-vi-gmt.csv');
    expect(r).toMatchObject({ imported: 2, problems: [], zones: { ownRows: 2, own: ['Etc/GMT-7'], fromDefault: 0 } });
    expect(posts.map((p) => [p.scheduled_at, p.timezone])).toEqual([['2026-12-03T09:05:00', 'Etc/GMT-7'], ['2026-12-13T18:30:00', 'Etc/GMT-7']]);
  });

  it('Excel on Windows, Alt+Enter (LF inside a cell, CRLF between rows): the impossible date said on the file line it starts (6)', async () => {
    const { r } = await importFile('excel-win-alt-enter.csv');
    // Lines as an editor counts them: the first caption takes lines 2 to 4 (Excel numbers these rows 2 to 5).
    expect(r).toMatchObject({ imported: 0, dates: { order: 'dmy', why: 'row', decidedBy: { line: 7, value: '13/12/2026' } } });
    expect(r.problems.map((p) => [p.line, p.field, p.say?.key])).toEqual([[6, 'scheduled_at', 'notDateDayFirst']]);
  });

  it('Numbers (macOS) with CR-only line ends: rows, a caption\'s line break and the deciding line all read', async () => {
    const { r, captions } = await importFile('numbers-cr.csv');
    expect(r).toMatchObject({ imported: 3, dates: { order: 'dmy', why: 'row', decidedBy: { line: 5, value: '13/12/2026' } } });
    expect(captions[0]).toBe('Winter menu\nSoup of the day');
  });

  it('a trailing empty column and trailing empty rows: two posts, nothing said about columns that hold nothing', async () => {
    const { r } = await importFile('trailing-column-rows.csv');
    expect(r).toMatchObject({ rows: 2, imported: 2, problems: [] });
    expect(r.layout.ignored).toEqual([]);
  });

  it('emoji and Vietnamese written decomposed (NFD): stored composed (NFC), as typed text is, and counted so', async () => {
    const { r, captions, posts } = await importFile('emoji-nfd.csv');
    expect(r).toMatchObject({ imported: 2, problems: [], resolved: [{ field: 'profile_id', name: 'Phở Hà Nội'.normalize('NFC'), id: 'prof_pho' }] });
    expect(captions).toEqual(['Phở Hà Nội 🍜 – mở cửa lúc 6 giờ 👩🏽‍🍳', 'Chúc mừng Giáng sinh 🎄🇻🇳 từ cả nhà 👨‍👩‍👧‍👦'].map((s) => s.normalize('NFC')));
    expect(captions.every((c) => c === c.normalize('NFC'))).toBe(true);
    expect(countChars(captions[0] ?? '', 'utf16')).toBe('Phở Hà Nội 🍜 – mở cửa lúc 6 giờ 👩🏽‍🍳'.normalize('NFC').length);
    expect(posts.map((p) => p.platforms)).toEqual([['instagram'], ['facebook']]);
  });
});
