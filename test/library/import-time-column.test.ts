/**
 * Walk 12: a spreadsheet with a Hootsuite-looking header (Date, Message) AND a separate Time column, Network and
 * Profile was read "as a Hootsuite file" that left Time, Network and Profile unused, and every row was refused
 * "has a date but no time of day"; channels written as people write them ("Facebook", "X (Twitter)") were refused.
 * A tool's layout now keeps every column the generic reader would use, and a channel name is read whatever its case.
 * Fixtures: test/fixtures/import/sheet-*.csv|tsv and buffer-profile-channel.csv (see its README).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cache, campaignImport, campaigns, decodeSheet, detectLayout, drafts, mapForeign, workspaces, type SourceRow } from '../../src-main/library';
import { channelKeyOf } from '../../src-main/hub';
import { tempLibrary } from './helpers';

const FIXTURES = join(__dirname, '..', 'fixtures', 'import');
const fixture = (name: string): string => decodeSheet(readFileSync(join(FIXTURES, name)));

function setup() {
  const t = tempLibrary(); // the clock reads 2026-11-01
  const ws = workspaces.getCurrent(t.lib.db).id;
  cache.putProfiles(t.lib.db, ws, [
    { profile_id: 'prof_lumen', name: 'Studio Lumen', connections: [{ platform: 'instagram' }, { platform: 'facebook' }] },
    { profile_id: 'prof_caphe', name: 'Cà Phê Sữa Đá', connections: [{ platform: 'google_business' }] },
  ]);
  const c = campaigns.create(t.lib.db, { name: 'Winter' });
  return { ...t, c };
}

const rows = (...lines: string[][]): SourceRow[] => lines.map((cells, i) => ({ line: i + 1, cells }));

describe('a tool\'s header with the sheet\'s own columns', () => {
  it('Date, Time, Message, Network, Profile: read as Hootsuite, Time joined to the date, Network and Profile used; nothing said unused', () => {
    const file = rows(['Date', 'Time', 'Message', 'Network', 'Profile'], ['12/05/2027', '9:00 AM', 'Hi', 'Facebook', 'Studio Lumen'], ['12/06/2027', '', 'No time', 'Instagram', '']);
    const d = detectLayout(file);
    expect(d?.layout.id).toBe('hootsuite');
    const m = mapForeign(file, d!);
    expect(m.info.used).toEqual([
      { column: 'Date', as: 'scheduled_at' },
      { column: 'Time', as: 'scheduled_at (time)' },
      { column: 'Message', as: 'caption' },
      { column: 'Network', as: 'platforms' },
      { column: 'Profile', as: 'profile_id' },
    ]);
    expect(m.info.ignored).toEqual([]);
    expect(m.rows).toEqual([
      { line: 2, record: { scheduled_at: '12/05/2027 9:00 AM', caption: 'Hi', platforms: 'Facebook', profile_id: 'Studio Lumen' } },
      { line: 3, record: { scheduled_at: '12/06/2027', caption: 'No time', platforms: 'Instagram' } },
    ]);
  });

  it('a column neither the tool nor the generic reader knows is the only one said unused; the tool\'s own column wins a clash', () => {
    const file = rows(['Date', 'Message', 'Content', 'Campaign', 'Profile'], ['12/05/2027 09:00', 'Hi', 'Other text', 'Winter', 'Studio Lumen']);
    const m = mapForeign(file, detectLayout(file)!);
    expect(m.info.used).toEqual([{ column: 'Date', as: 'scheduled_at' }, { column: 'Message', as: 'caption' }, { column: 'Profile', as: 'profile_id' }]);
    expect(m.info.ignored).toEqual(['Content', 'Campaign']);
  });
});

describe('files as spreadsheets save them, imported into a campaign', () => {
  it('Excel (US) CSV: the month-first order decided by the LAST row, 12-hour times, channels by their names, profile by name', async () => {
    const { lib, c } = setup();
    const text = fixture('sheet-time-column-us.csv');
    const r = await campaignImport.importIntoCampaign(lib.db, c.id, { name: 'plan.csv', text });
    expect(r.layout).toMatchObject({ id: 'hootsuite', ignored: [] });
    expect(r.dates).toEqual({ order: 'mdy', why: 'row', decidedBy: { line: 5, value: '12/13/2027' }, rows: 4 });
    expect(r.problems).toEqual([]);
    expect(r.imported).toBe(4);
    const ds = drafts.getMany(lib.db, r.ids);
    expect(ds.map((d) => d.scheduled_at)).toEqual(['2027-12-05T09:00', '2027-12-06T14:30', '2027-12-07T00:15', '2027-12-13T19:15']);
    expect(ds.map((d) => d.platforms)).toEqual([['facebook'], ['instagram'], ['x'], ['linkedin']]);
    expect(ds.map((d) => d.profile_id)).toEqual(['prof_lumen', 'prof_lumen', 'prof_lumen', 'prof_lumen']);
    expect(ds[1]?.caption).toBe('Ưu đãi gói chụp gia đình, "giảm 15%" đến hết tháng');
  });

  it('Excel (French) CSV UTF-8: BOM, semicolons, day first from one row, 24-hour; "Twitter" and "facebook, Instagram" read', async () => {
    const { lib, c } = setup();
    const r = await campaignImport.importIntoCampaign(lib.db, c.id, { name: 'plan.csv', text: fixture('sheet-time-column-eu.csv') });
    expect(r.delimiter).toBe(';');
    expect(r.layout.ignored).toEqual([]);
    expect(r.dates).toMatchObject({ order: 'dmy', decidedBy: { line: 4, value: '21/12/2027' } });
    expect(r.problems).toEqual([]);
    const ds = drafts.getMany(lib.db, r.ids);
    expect(ds.map((d) => [d.scheduled_at, d.platforms])).toEqual([['2027-12-05T09:00', ['facebook']], ['2027-12-06T14:30', ['x']], ['2027-12-21T19:15', ['facebook', 'instagram']]]);
  });

  it('Google Sheets TSV whose every date fits both orders: asks, never one row\'s guess; the answer reads 12- and 24-hour times', async () => {
    const { lib, c } = setup();
    const text = fixture('sheet-time-column-ambiguous.tsv');
    const asked = await campaignImport.importIntoCampaign(lib.db, c.id, { name: 'plan.tsv', text });
    expect(asked).toMatchObject({ imported: 0, dates: { order: null, why: 'both' } });
    const mdy = await campaignImport.importIntoCampaign(lib.db, c.id, { name: 'plan.tsv', text, dateOrder: 'mdy' });
    expect(mdy.problems).toEqual([]);
    expect(drafts.getMany(lib.db, mdy.ids).map((d) => [d.scheduled_at, d.platforms])).toEqual([['2027-12-05T09:00', ['facebook']], ['2027-11-12T21:30', ['instagram']]]);
  });

  it('a half-translated Vietnamese sheet (Date, Giờ, Message, Kênh, Thương hiệu; SA/CH times)', async () => {
    const { lib, c } = setup();
    const r = await campaignImport.importIntoCampaign(lib.db, c.id, { name: 'ke-hoach.csv', text: fixture('sheet-time-column-vi.csv') });
    expect(r.layout.ignored).toEqual([]);
    expect(r.problems).toEqual([]);
    expect(drafts.getMany(lib.db, r.ids).map((d) => [d.scheduled_at, d.platforms, d.profile_id])).toEqual([['2027-12-15T09:00', ['facebook'], 'prof_lumen'], ['2027-12-16T14:30', ['instagram'], 'prof_lumen']]);
  });

  it('Buffer\'s columns plus Profile and Channel: all read, Buffer\'s tags still split', async () => {
    const { lib, c } = setup();
    const r = await campaignImport.importIntoCampaign(lib.db, c.id, { name: 'buffer.csv', text: fixture('buffer-profile-channel.csv') });
    expect(r.layout).toMatchObject({ id: 'buffer', ignored: [] });
    expect(r.problems).toEqual([]);
    expect(drafts.getMany(lib.db, r.ids).map((d) => [d.profile_id, d.platforms, d.tags])).toEqual([['prof_lumen', ['instagram'], ['lookbook', 'winter']], ['prof_caphe', ['google_business'], []]]);
  });

  it('a channel that is none stays a typed problem of its row, with the closest channel', async () => {
    const { lib, c } = setup();
    const r = await campaignImport.importIntoCampaign(lib.db, c.id, { name: 'plan.csv', text: fixture('sheet-unknown-channel.csv') });
    expect(r.imported).toBe(0);
    expect(r.problems.map((p) => [p.line, p.field, p.code, p.name])).toEqual([[2, 'platforms', 'unknown_channel', 'Myspace'], [3, 'platforms', 'unknown_channel', 'Facebok']]);
    expect(r.problems[1]?.suggestion).toBe('facebook');
  });
});

describe('channel names as people write them (hub channelKeyOf)', () => {
  it('keys, labels and known other names, whatever the case and spaces; anything else is no channel', () => {
    const cases: Array<[string, string | null]> = [
      ['facebook', 'facebook'], ['Facebook', 'facebook'], [' FACEBOOK ', 'facebook'], ['LinkedIn', 'linkedin'], ['Linked In', 'linkedin'],
      ['X', 'x'], ['X (Twitter)', 'x'], ['Twitter', 'x'], ['twitter/x', 'x'], ['Google Business Profile', 'google_business'],
      ['google business', 'google_business'], ['Google_Business', 'google_business'], ['dev.to', 'devto'], ['Blue Sky', 'bluesky'],
      ['Myspace', null], ['Facebok', null], ['', null], ['()', null],
    ];
    for (const [name, key] of cases) expect(channelKeyOf(name), name).toBe(key);
  });
});
