/**
 * w20libimport: the w19import files as the tests on the real clock read them (test/fixtures/w19import/dated.ts):
 * their years moved ahead of "now", nothing else. Proven on the library's clock, which the importer reads for
 * "has already passed": on a clock set a month later than today (and later still), every file moved to that clock
 * reads as the committed file reads on the clock it was made for (2026-11-01), the same rows imported and the same
 * problems; while the committed file on a clock a month later has rows already passed (the time bomb the e2e and
 * CLI tests carried).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src-main/common';
import { cache, campaignImport, campaigns, decodeSheetBytes, workspaces, type DateOrder } from '../../src-main/library';
import { shiftYears, w19Bytes, w19Text, w19Year } from '../fixtures/w19import/dated';
import { tempLibrary } from './helpers';

const FIXTURES = join(__dirname, '..', 'fixtures', 'w19import');
const FILES = readdirSync(FIXTURES).filter((f) => f.endsWith('.csv')).sort();
/** The answer to "day or month first?" for the two files that ask it (as the other tests answer). */
const ORDER: Record<string, DateOrder> = { 'hootsuite-eu-all-ambiguous.csv': 'dmy', 'hootsuite-us-ampm-all-ambiguous.csv': 'mdy' };

async function read(name: string, bytes: Buffer, now: number) {
  const t = tempLibrary(new ManualClock(now));
  const ws = workspaces.getCurrent(t.lib.db).id;
  cache.putProfiles(t.lib.db, ws, [{ profile_id: 'prof_pho', name: 'Phở Hà Nội', connections: [{ platform: 'instagram' }, { platform: 'facebook' }] }]);
  const c = campaigns.create(t.lib.db, { name: 'Winter' });
  const { text, encoding } = decodeSheetBytes(bytes);
  const r = await campaignImport.importIntoCampaign(t.lib.db, c.id, {
    name, text, encoding, dateOrder: ORDER[name] ?? null, defaults: { timezone: 'Europe/Berlin', profile_id: 'prof_pho', platforms: ['instagram'] },
  });
  return { imported: r.imported, problems: r.problems.map((p) => [p.line ?? p.index, p.field, p.say?.key ?? p.code]) };
}

describe('the w19import files with their years moved ahead of now', () => {
  it('only the years change, digit for digit: BOM, separators, quotes and line ends as make.mjs wrote them', () => {
    for (const name of FILES) {
      const written = readFileSync(join(FIXTURES, name));
      const moved = w19Bytes(name, new Date('2031-06-15T00:00:00Z'));
      expect(moved.length, name).toBe(written.length);
      const changed = [...written].flatMap((b, i) => (b === moved[i] ? [] : [String.fromCharCode(b, moved[i] ?? 0)]));
      expect(changed.every((pair) => /^\d\d$/.test(pair)), `${name}: ${changed.join(' ')}`).toBe(true);
    }
    expect(shiftYears('12/3/26 9:05 · 03.12.26 09:05 · 13/12/2026 · 4. März 2027 · 45,5 · 2026-12-03 09:05', 2031)).toBe('12/3/31 9:05 · 03.12.31 09:05 · 13/12/2031 · 4. März 2032 · 45,5 · 2031-12-03 09:05');
    expect([w19Year(new Date('2026-11-27T23:00:00Z')), w19Year(new Date('2026-12-31T23:59:00Z'))]).toEqual([2027, 2027]);
    expect(w19Text('13/12/2026', new Date('2027-01-02T00:00:00Z'))).toBe('13/12/2028');
  });

  it('on a clock a month from today, and later, each moved file reads as the committed one did on 2026-11-01', async () => {
    const made = Date.parse('2026-11-01T08:00:00Z');
    for (const name of FILES) {
      const expected = await read(name, readFileSync(join(FIXTURES, name)), made);
      for (const at of ['2026-11-27T23:00:00Z', '2026-12-28T12:00:00Z', '2027-12-31T22:00:00Z', '2031-06-15T00:00:00Z']) {
        const now = new Date(at);
        expect(await read(name, w19Bytes(name, now), now.getTime()), `${name} at ${at}`).toEqual(expected);
      }
    }
  });

  it('the committed files on a clock a month later: rows already passed (what the tests on the real clock would have met)', async () => {
    const later = Date.parse('2026-12-28T12:00:00Z');
    const r = await read('hootsuite-eu-some.csv', readFileSync(join(FIXTURES, 'hootsuite-eu-some.csv')), later);
    expect(r.imported).toBe(0);
    expect(r.problems).toEqual([[1, 'scheduled_at', 'pastSchedule'], [2, 'scheduled_at', 'pastSchedule'], [3, 'scheduled_at', 'pastSchedule']]);
  });
});
