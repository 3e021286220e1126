/**
 * w16import2: a time a file writes with its own offset ("2026-12-03T21:05:00+01:00") is kept with a zone that reads it
 * as written (import-zones.ts zoneForOffsetTime), never the import's default zone the file did not say: the instant
 * sent is the file's, the Hub gets an IANA name that agrees with the offset, Compose's picker shows 21:05.
 */
import { describe, expect, it } from 'vitest';
import { cache, campaignImport, drafts, scheduledInstant, workspaces, zoneForOffsetTime } from '../../src-main/library';
import { publishFields } from '../../src-main/publisher';
import { formatInZone, toLocalInput } from '../../src-renderer/src/lib/schedule';
import { tempLibrary } from './helpers';

describe('zoneForOffsetTime: the zone kept beside a time written with its offset', () => {
  it.each([
    ['2026-12-03T21:05:00+01:00', 'Asia/Ho_Chi_Minh', 'Etc/GMT-1'],
    ['2026-12-03T21:05:00+07:00', 'Asia/Ho_Chi_Minh', 'Asia/Ho_Chi_Minh'], // the default reads that offset then: kept
    ['2026-12-03T21:05:00+01:00', 'Europe/Berlin', 'Europe/Berlin'],
    ['2026-07-03T21:05:00+01:00', 'Europe/Berlin', 'Etc/GMT-1'], // Berlin is +02:00 in July
    ['2026-12-03T21:05:00-05:00', null, 'Etc/GMT+5'],
    ['2026-12-03T21:05:00Z', 'Asia/Ho_Chi_Minh', 'UTC'],
    ['2026-12-03T21:05:00+00:00', null, 'UTC'],
    ['2026-12-03T21:05:00+05:30', 'Asia/Ho_Chi_Minh', 'UTC'], // no fixed IANA zone for half hours
    ['2026-12-03T21:05:00+05:30', 'Asia/Kolkata', 'Asia/Kolkata'],
    ['2026-12-03T21:05', 'Asia/Ho_Chi_Minh', null],
    ['not a time+01:00', 'Asia/Ho_Chi_Minh', null],
  ])('%s (default %s) → %s', (at, zone, want) => {
    expect(zoneForOffsetTime(at, zone)).toBe(want);
  });
});

describe("the Library's import of a file whose times carry their offset", () => {
  it('stores the zone the offset says, sends the file\'s instant with it, and Compose shows the time as written', async () => {
    const t = tempLibrary(); // the clock reads 2026-11-01
    const ws = workspaces.getCurrent(t.lib.db).id;
    cache.putProfiles(t.lib.db, ws, [{ profile_id: 'prof_lumen', name: 'Studio Lumen', connections: [{ platform: 'instagram' }] }]);
    const text = [
      'profile_id,platforms,caption,photos,scheduled_at,timezone',
      'prof_lumen,instagram,Berlin evening,https://example.com/a.jpg,2026-12-03T21:05:00+01:00,',
      'prof_lumen,instagram,Saigon evening,https://example.com/b.jpg,2026-12-03T21:05:00+07:00,',
      'prof_lumen,instagram,Wall clock,https://example.com/c.jpg,2026-12-03T21:05:00,',
      'prof_lumen,instagram,Own zone,https://example.com/d.jpg,2026-12-03T21:05:00+01:00,Europe/Paris',
    ].join('\n');
    const r = await campaignImport.importSheet(t.lib.db, { name: 'offsets.csv', text, partial: false, checkOnly: false, dateOrder: null, defaults: { timezone: 'Asia/Ho_Chi_Minh' } });
    expect(r.problems).toEqual([]);
    const got = r.ids.map((id) => drafts.get(t.lib.db, id));
    expect(got.map((d) => [d.scheduled_at, d.timezone])).toEqual([
      ['2026-12-03T21:05:00+01:00', 'Etc/GMT-1'],
      ['2026-12-03T21:05:00+07:00', 'Asia/Ho_Chi_Minh'],
      ['2026-12-03T21:05:00', 'Asia/Ho_Chi_Minh'],
      ['2026-12-03T21:05:00+01:00', 'Europe/Paris'],
    ]);
    const berlin = got[0]!;
    // The instant is the file's; the Hub gets the time as written with a zone that agrees with it.
    expect(scheduledInstant(berlin.scheduled_at ?? '', berlin.timezone)).toBe(Date.parse('2026-12-03T20:05:00Z'));
    expect(publishFields(berlin as never, ['https://example.com/a.jpg'])).toMatchObject({ scheduled_at: '2026-12-03T21:05:00+01:00', timezone: 'Etc/GMT-1' });
    // Compose's picker and every time shown read 21:05, as the file wrote it (not 03:05 the next day in Saigon).
    expect(toLocalInput(berlin.scheduled_at ?? '', berlin.timezone ?? '')).toBe('2026-12-03T21:05');
    expect(formatInZone(berlin.scheduled_at ?? '', berlin.timezone, 'en-US')).toBe('Dec 3, 2026, 9:05 PM');
    // The report still says those rows were read at the offset written with the time.
    expect(r.zones).toMatchObject({ offset: 3, fromDefault: 1 });
  });

  it('with no default zone (the Library before any choice) an offset time still gets its zone: the Hub refuses a scheduled_at without one', async () => {
    const t = tempLibrary();
    const text = 'profile_id,platforms,caption,photos,scheduled_at\np1,instagram,Evening,https://example.com/a.jpg,2026-12-03T21:05:00-05:00\n';
    const r = await campaignImport.importSheet(t.lib.db, { name: 'offsets.csv', text, partial: false, checkOnly: false, dateOrder: null, defaults: {} });
    expect(r.problems).toEqual([]);
    const d = drafts.get(t.lib.db, r.ids[0] ?? '');
    expect([d.scheduled_at, d.timezone]).toEqual(['2026-12-03T21:05:00-05:00', 'Etc/GMT+5']); // before: null, and nothing told the Hub a zone
    expect(toLocalInput(d.scheduled_at ?? '', d.timezone ?? '')).toBe('2026-12-03T21:05');
  });
});
