/**
 * Files read as the person meant (issue 31, part 1): the dates' order inferred from the file's own rows
 * (or asked), and files as Excel, Google Sheets, Hootsuite and Buffer really save them. The fixtures in
 * test/fixtures/import/ are written byte for byte as those tools write them (see its README); the
 * generated variants below keep the inference honest beyond those few samples.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cache, campaignImport, campaigns, decodeSheet, detectDelimiter, drafts, readDateOrder, readSheetDate, toOurDate, workspaces, type DateOrder } from '../../src-main/library';
import { tempLibrary } from './helpers';

const FIXTURES = join(__dirname, '..', 'fixtures', 'import');
const fixture = (name: string): string => decodeSheet(readFileSync(join(FIXTURES, name)));

function setup() {
  const t = tempLibrary(); // the clock reads 2026-11-01
  const ws = workspaces.getCurrent(t.lib.db).id;
  cache.putProfiles(t.lib.db, ws, [
    { profile_id: 'prof_lumen', name: 'Studio Lumen', connections: [{ platform: 'instagram' }, { platform: 'pinterest' }] },
    { profile_id: 'prof_caphe', name: 'Cà Phê Sữa Đá', connections: [{ platform: 'instagram' }, { platform: 'google_business' }] },
    { profile_id: 'prof_aodai', name: 'Áo Dài Hội An', connections: [{ platform: 'instagram' }] },
  ]);
  cache.putBoards(t.lib.db, ws, 'prof_lumen', [{ id: 'brd_lumen_bts', name: 'Behind the scenes' }, { id: 'brd_lumen_weddings', name: 'Weddings' }]);
  cache.putLocations(t.lib.db, ws, 'prof_caphe', [{ id: 'loc_caphe_q1', name: 'Quận 1, TP.HCM' }]);
  const c = campaigns.create(t.lib.db, { name: 'Winter' });
  return { ...t, ws, c };
}

const caphe = { profile_id: 'prof_caphe', platforms: ['instagram'], timezone: 'Asia/Ho_Chi_Minh' };

describe('the order of day and month, from the file\'s own rows', () => {
  const at = (...values: string[]) => values.map((value, i) => ({ line: i + 1, value }));

  it('a row that fits only one order decides, and the reading names it', () => {
    expect(readDateOrder(at('12/01/2027 09:00', '12/13/2027 12:30'))).toEqual({ order: 'mdy', why: 'row', decidedBy: { line: 2, value: '12/13/2027' }, rows: 2 });
    expect(readDateOrder(at('01/12/2027 09:00', '13/12/2027 12:30'))).toEqual({ order: 'dmy', why: 'row', decidedBy: { line: 2, value: '13/12/2027' }, rows: 2 });
    // 31 April fits no order: it proves nothing, and 04/30 decides.
    expect(readDateOrder(at('31/04/2027 09:00', '04/30/2027 09:00'))?.order).toBe('mdy');
  });

  it('asks when every date fits both orders, or when rows disagree; never guesses', () => {
    expect(readDateOrder(at('03/04/2027 09:00', '05/06/2027 10:00'))).toEqual({ order: null, why: 'both', decidedBy: { line: 1, value: '03/04/2027' }, rows: 2 });
    expect(readDateOrder(at('25/03/2027 09:00', '03/26/2027 09:00'))).toEqual({ order: null, why: 'disagree', decidedBy: { line: 1, value: '25/03/2027' }, against: { line: 2, value: '03/26/2027' }, rows: 2 });
  });

  it('the person\'s answer wins; dotted dates are day first; ISO dates need no order', () => {
    expect(readDateOrder(at('03/04/2027 09:00'), 'mdy')).toEqual({ order: 'mdy', why: 'chosen', rows: 1 });
    expect(readDateOrder(at('03.04.2027 09:00', '05.06.2027 10:00'))).toMatchObject({ order: 'dmy', why: 'dots' });
    expect(readDateOrder(at('2027-03-04T09:00', '2027-03-04 09:00', 'next tuesday'))).toBeNull();
  });

  it('reads 12-hour times, seconds, short years, SA/CH, and says what cannot be read', () => {
    const read = (v: string, o: DateOrder | null = 'mdy') => toOurDate(v, o);
    expect(read('1/14/2027 9:00 AM')).toEqual({ value: '2027-01-14T09:00' });
    expect(read('1/14/2027 9:00 PM')).toEqual({ value: '2027-01-14T21:00' });
    expect(read('1/15/2027 12:30 am')).toEqual({ value: '2027-01-15T00:30' });
    expect(read('1/20/27 12:00 PM')).toEqual({ value: '2027-01-20T12:00' });
    expect(read('1/20/2027 7:05 p.m.')).toEqual({ value: '2027-01-20T19:05' });
    expect(read('3/27/2027 9:00:00')).toEqual({ value: '2027-03-27T09:00:00' });
    expect(read('15/01/2027 7:30 CH', 'dmy')).toEqual({ value: '2027-01-15T19:30' });
    expect(read('26.11.2027 21:30', 'dmy')).toEqual({ value: '2027-11-26T21:30' });
    expect(read('2027/03/28 9:00 PM')).toEqual({ value: '2027-03-28T21:00' });
    expect(read('2027-03-28 09:00')).toEqual({ value: '2027-03-28T09:00' });
    expect(read('2027-03-28T09:00+01:00')).toEqual({ value: '2027-03-28T09:00+01:00' }); // ours: untouched
    expect(read('02/30/2027 10:00')).toEqual({ problem: 'notDateMonthFirst' });
    expect(read('12/13/2027 10:00', 'dmy')).toEqual({ problem: 'notDateDayFirst' });
    expect(read('12/01/2027')).toEqual({ problem: 'noTime' });
    expect(read('12/01/2027 13:00 PM')).toEqual({ problem: 'notTime' });
    expect(read('12/01/2027 25:00')).toEqual({ problem: 'noSuchTime' });
    expect(read('2027-02-29 09:00')).toEqual({ problem: 'notDate' });
    expect(read('next tuesday')).toEqual({ value: 'next tuesday' }); // the row checks say it
    expect(readSheetDate('12/01/2027 9')).toMatchObject({ kind: 'dm', time: 'bad' });
  });

  // Beyond the fixtures: random dates written as people's tools write them, in either order.
  it('generated files: whatever the order, separator and clock, a file with a telling row is read as written', () => {
    let seed = 31;
    const rnd = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let file = 0; file < 200; file++) {
      const order: DateOrder = rnd(2) === 0 ? 'dmy' : 'mdy';
      const sep = order === 'mdy' ? '/' : ['/', '-', '/'][rnd(3)] ?? '/';
      const twelve = rnd(2) === 0;
      const rows = Array.from({ length: 2 + rnd(8) }, () => {
        const y = 2027 + rnd(3);
        const mo = 1 + rnd(12);
        const d = 1 + rnd(28);
        const h = rnd(24);
        const mi = rnd(60);
        const time = twelve ? `${h % 12 === 0 ? 12 : h % 12}:${String(mi).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}` : `${h}:${String(mi).padStart(2, '0')}`;
        const [a, b] = order === 'dmy' ? [d, mo] : [mo, d];
        const pad = rnd(2) === 0 ? (n: number) => String(n).padStart(2, '0') : String;
        return { text: `${pad(a)}${sep}${pad(b)}${sep}${y} ${time}`, iso: `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}T${String(h).padStart(2, '0')}:${String(mi).padStart(2, '0')}` };
      });
      const reading = readDateOrder(rows.map((r, i) => ({ line: i + 2, value: r.text })));
      const telling = rows.some((r) => {
        const d = readSheetDate(r.text);
        return d?.kind === 'dm' && d.a !== d.b && (d.a > 12 || d.b > 12);
      });
      if (!telling) {
        expect(reading?.order ?? null, rows.map((r) => r.text).join(' ; ')).toBeNull();
        continue;
      }
      expect(reading?.order, rows.map((r) => r.text).join(' ; ')).toBe(order);
      for (const r of rows) expect(toOurDate(r.text, order)).toEqual({ value: r.iso });
    }
  });
});

describe('files as spreadsheets save them', () => {
  it('finds the delimiter: comma, semicolon, tab; a sep= line; commas inside a semicolon file\'s captions', () => {
    expect(detectDelimiter('a,b,c\n1,2,3\n')).toBe(',');
    expect(detectDelimiter('a;b;c\r\n"x, y";2;3\r\nz, w;2;3\r\n')).toBe(';');
    expect(detectDelimiter('a\tb\n"1\t2"\t3\n')).toBe('\t');
    expect(detectDelimiter('sep=;\na,b;c\n')).toBe(';');
  });

  it('decodes UTF-8 with and without BOM, UTF-16 with a BOM, and Windows-1252', () => {
    expect(decodeSheet(Buffer.from('\uFEFFGrüße', 'utf8'))).toBe('Grüße');
    expect(decodeSheet(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Hội An', 'utf16le')]))).toBe('Hội An');
    expect(decodeSheet(Buffer.from([0x47, 0x72, 0xfc, 0xdf, 0x65]))).toBe('Grüße');
    expect(fixture('excel-de-ansi.csv')).toBe(fixture('excel-de-semicolon-bom.csv'));
  });
});

describe('other tools\' files, imported', () => {
  it('Hootsuite with US dates: read month first, saying which row decided; the impossible date is its own row\'s problem, quoted', async () => {
    const { lib, c } = setup();
    const text = fixture('hootsuite-us-dates.csv');
    const check = await campaignImport.importIntoCampaign(lib.db, c.id, { name: 'hootsuite.csv', text, defaults: caphe });
    expect(check.layout.id).toBe('hootsuite');
    expect(check.dates).toEqual({ order: 'mdy', why: 'row', decidedBy: { line: 4, value: '12/13/2027' }, rows: 12 });
    expect(check.problems.map((p) => [p.line, p.field, p.code, p.message])).toEqual([[6, 'scheduled_at', 'invalid_value', '"02/30/2027 10:00" is not a date when read month first (month/day/year)']]);
    expect(check).toMatchObject({ imported: 0, badRows: 1, skipped: 11 });
    const r = await campaignImport.importIntoCampaign(lib.db, c.id, { name: 'hootsuite.csv', text, defaults: caphe, partial: true });
    expect(r.imported).toBe(11);
    const ds = drafts.getMany(lib.db, r.ids);
    expect(ds.slice(0, 4).map((d) => d.scheduled_at)).toEqual(['2027-12-01T09:00', '2027-12-03T18:30', '2027-12-05T08:00', '2027-12-13T12:30']);
    expect(ds[4]?.caption).toBe('"Quiet corner" reservations now open https://caphe.example/book');
  });

  it('a file whose every date fits both orders: nothing imported, the report asks; the answer reads it', async () => {
    const { lib, c } = setup();
    const text = fixture('hootsuite-ambiguous.csv');
    const asked = await campaignImport.importIntoCampaign(lib.db, c.id, { name: 'h.csv', text, defaults: caphe });
    expect(asked).toMatchObject({ imported: 0, rows: 4, problems: [], dates: { order: null, why: 'both', decidedBy: { line: 1, value: '03/04/2027' } } });
    expect(campaigns.getCampaign(lib.db, c.id).draftIds).toEqual([]);
    const mdy = await campaignImport.importIntoCampaign(lib.db, c.id, { name: 'h.csv', text, defaults: caphe, dateOrder: 'mdy' });
    expect(mdy.dates).toEqual({ order: 'mdy', why: 'chosen', rows: 4 });
    expect(drafts.getMany(lib.db, mdy.ids).map((d) => d.scheduled_at)).toEqual(['2027-03-04T09:00', '2027-04-05T09:00', '2027-05-06T18:00', '2027-06-07T08:00']);
    const dmy = await campaignImport.importSheet(lib.db, { name: 'h.csv', text, defaults: caphe, dateOrder: 'dmy' });
    expect(drafts.getMany(lib.db, dmy.ids).map((d) => d.scheduled_at)).toEqual(['2027-04-03T09:00', '2027-05-04T09:00', '2027-06-05T18:00', '2027-07-06T08:00']);
  });

  it('rows that disagree: asked, naming both rows; an answer makes the other row that row\'s problem alone', async () => {
    const { lib, c } = setup();
    const text = fixture('hootsuite-disagree.csv');
    const asked = await campaignImport.importIntoCampaign(lib.db, c.id, { name: 'h.csv', text, defaults: caphe });
    expect(asked.dates).toEqual({ order: null, why: 'disagree', decidedBy: { line: 2, value: '25/03/2027' }, against: { line: 3, value: '03/26/2027' }, rows: 4 });
    expect(asked.imported).toBe(0);
    const dmy = await campaignImport.importIntoCampaign(lib.db, c.id, { name: 'h.csv', text, defaults: caphe, dateOrder: 'dmy', partial: true });
    expect(dmy.problems.map((p) => [p.line, p.say?.key, p.say?.values])).toEqual([[3, 'notDateDayFirst', { value: '03/26/2027 18:00' }]]);
    expect(dmy.imported).toBe(3);
  });

  it('Buffer: columns mapped, a quoted newline kept, times read', async () => {
    const { lib, c } = setup();
    const r = await campaignImport.importIntoCampaign(lib.db, c.id, { name: 'buffer.csv', text: fixture('buffer-bulk.csv'), defaults: { profile_id: 'prof_lumen', platforms: ['instagram'], timezone: 'Europe/Berlin' } });
    expect(r).toMatchObject({ imported: 3, problems: [], dates: null, layout: { id: 'buffer' } });
    const ds = drafts.getMany(lib.db, r.ids);
    expect(ds.map((d) => [d.caption, d.scheduled_at, d.tags])).toEqual([
      ['New lookbook is live.\nLink in bio.', '2027-03-30T10:00', ['lookbook', 'spring']],
      ['Behind the scenes of the wedding shoot', '2027-03-31T17:30', ['weddings']],
      ['Portrait sessions, "golden hour" edition', '2027-04-02T19:15', []],
    ]);
  });

  const locales: Array<[string, string, { delimiter: string; order: DateOrder; why: string }, string[], string]> = [
    ['excel-de-semicolon-bom.csv', 'German Excel, CSV UTF-8', { delimiter: ';', order: 'dmy', why: 'row' }, ['2027-03-26T09:00', '2027-04-02T17:30', '2027-04-05T12:00'], 'Neue Öffnungszeiten; ab Montag\nbis 20 Uhr'], // the quoted CRLF stored as LF (crlf)
    ['excel-de-ansi.csv', 'German Excel, plain CSV (Windows-1252)', { delimiter: ';', order: 'dmy', why: 'row' }, ['2027-03-26T09:00', '2027-04-02T17:30', '2027-04-05T12:00'], 'Neue Öffnungszeiten; ab Montag\nbis 20 Uhr'], // the quoted CRLF stored as LF (crlf)
    ['excel-fr-semicolon-bom.csv', 'French Excel', { delimiter: ';', order: 'dmy', why: 'row' }, ['2027-04-05T09:00', '2027-04-18T18:00', '2027-05-02T10:30'], 'Les coulisses d\'un mariage'],
    ['excel-vi-semicolon-bom.csv', 'Vietnamese Excel, SA/CH times', { delimiter: ';', order: 'dmy', why: 'row' }, ['2027-01-15T08:00', '2027-01-15T19:30', '2027-01-20T12:15'], 'Giờ mở cửa Tết; từ 7:00'],
    ['gsheets-export.tsv', 'Google Sheets TSV (US)', { delimiter: '\t', order: 'mdy', why: 'row' }, ['2027-03-27T09:00:00', '2027-04-13T17:30:00', '2027-04-03T10:00:00'], 'Two lines:\nsecond line'],
    ['twelve-hour.csv', '12-hour times', { delimiter: ',', order: 'mdy', why: 'row' }, ['2027-01-14T09:00', '2027-01-14T21:00', '2027-01-15T00:30', '2027-01-20T12:00'], 'Just after midnight'],
    ['excel-fr-trailing-empties.csv', 'French Excel, a sheet formatted beyond its data (trailing ;; and rows of ; alone)', { delimiter: ';', order: 'dmy', why: 'row' }, ['2027-03-13T10:00', '2027-03-14T18:00'], 'Les coulisses'],
    ['excel-unicode-text.txt', 'Excel Unicode text (UTF-16, tabs)', { delimiter: '\t', order: 'dmy', why: 'row' }, ['2027-02-14T10:00', '2027-02-15T16:00'], 'Chụp ảnh phố cổ'],
  ];
  for (const [file, what, reading, times, caption] of locales) {
    it(`${what} (${file}): delimiter, dates and names read, every row imported`, async () => {
      const { lib } = setup();
      const r = await campaignImport.importSheet(lib.db, { name: file, text: fixture(file) });
      expect(r.problems).toEqual([]);
      expect(r.delimiter).toBe(reading.delimiter);
      expect(r.dates).toMatchObject({ order: reading.order, why: reading.why });
      const ds = drafts.getMany(lib.db, r.ids);
      expect(ds.map((d) => d.scheduled_at)).toEqual(times);
      expect(ds.map((d) => d.caption)).toContain(caption);
      expect(new Set(ds.map((d) => d.profile_id)).size).toBe(1);
      expect(ds[0]?.profile_id).toMatch(/^prof_/);
    });
  }
});

describe('one importer for the Library and campaigns: names stored as ids', () => {
  it('a profile, board and location named as the UI shows them are stored as their ids; an unknown one is its row\'s problem', async () => {
    const { lib } = setup();
    const text = fixture('library-names.csv');
    const check = await campaignImport.importSheet(lib.db, { name: 'names.csv', text });
    expect(check.problems.map((p) => [p.line, p.field, p.code, p.suggestion])).toEqual([[5, 'profile_id', 'unknown_profile', 'Studio Lumen']]);
    expect(check.imported).toBe(0);
    const r = await campaignImport.importSheet(lib.db, { name: 'names.csv', text, partial: true });
    const ds = drafts.getMany(lib.db, r.ids);
    expect(ds.map((d) => [d.profile_id, d.fields.pinterest_board_id ?? null, d.fields.gmb_location_id ?? null])).toEqual([
      ['prof_lumen', null, null],
      ['prof_lumen', 'brd_lumen_bts', null],
      ['prof_caphe', null, 'loc_caphe_q1'],
    ]);
  });

  it('the app\'s own CSV export still imports back through it unchanged (formulas, captions per channel)', async () => {
    const { lib } = setup();
    const first = await campaignImport.importSheet(lib.db, { name: 'a.csv', text: 'profile_id,platforms,caption,captions,scheduled_at,timezone\nprof_lumen,instagram|facebook,"=SUM(1,2)","{""facebook"":{""caption"":""For Facebook""}}",2027-03-28T09:00,Europe/Berlin\n' });
    expect(first.problems).toEqual([]);
    const exported = lib.transfer.exportText(lib.db, { format: 'csv', ids: first.ids });
    const again = await campaignImport.importSheet(lib.db, { name: 'b.csv', text: exported.text });
    expect(again.problems).toEqual([]);
    const [a, b] = drafts.getMany(lib.db, [...first.ids, ...again.ids]);
    expect(b?.caption).toBe('=SUM(1,2)');
    expect(b?.captions).toEqual(a?.captions);
    expect(b?.scheduled_at).toBe(a?.scheduled_at);
  });
});

describe('the one importer keeps the Library\'s guards', () => {
  it('a "__proto__" column is a column not used (never the record\'s prototype) and a column named twice is refused: nothing imported, even with partial', async () => {
    const { lib } = setup();
    // Mend 31.3: a column Postroom does not know is named as not used (a warning), not a refusal of every row.
    const proto = await campaignImport.importSheet(lib.db, { name: 'p.csv', text: 'platforms,caption,__proto__\ninstagram,x,"{""profile_id"":""prof_lumen""}"\n', partial: true });
    expect(proto.imported).toBe(0);
    expect(proto.layout.ignored).toEqual(['__proto__']);
    expect(proto.problems.map((p) => [p.line, p.say?.key])).toEqual([[2, 'profileRequired']]);
    const twice = await campaignImport.importSheet(lib.db, { name: 't.csv', text: 'profile_id;platforms;caption;caption\r\nprof_lumen;instagram;a;b\r\n', partial: true });
    expect(twice).toMatchObject({ imported: 0, delimiter: ';', problems: [{ line: 1, field: 'caption', code: 'duplicate_column' }] });
  });

  it('a relative photo path in a file with no folder (an upload) is its row\'s problem, never read from the host', async () => {
    const { lib } = setup();
    const r = await campaignImport.importSheet(lib.db, { name: 'u.csv', text: 'profile_id,platforms,caption,photos\nprof_lumen,instagram,x,../../etc/passwd\n' });
    expect(r.problems.map((p) => p.say?.key)).toEqual(['relativePhoto']);
  });
});

describe('the schema\'s refusals in the person\'s words', () => {
  it('a value too long says its limit; anything else the schema refuses says so, its own words kept as the detail', async () => {
    const { lib } = setup();
    const r = await campaignImport.importSheet(lib.db, { name: 'l.json', text: JSON.stringify([{ profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'a', tags: ['x'.repeat(65)] }, { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'ok', tags: ['a|b'] }]) });
    const [tooLong, tag] = r.problems;
    expect(tooLong).toMatchObject({ index: 0, field: 'tags', say: { key: 'tooLong' }, message: 'longer than 64 characters' });
    expect(tooLong?.detail).toMatch(/^tags\.0: /);
    expect(tag).toMatchObject({ index: 1, field: 'tags', message: 'this value is not accepted here (the detail says why)' });
    expect(tag?.detail).toContain('a tag cannot contain | or ,');
  });
});
