/**
 * Walk 39b: `campaign import` of a row at "2026-02-30 09:00" said it "is not a date and time Postroom can read (for example
 * 2027-03-28 09:00 …)" — the very form it has. A time written as Postroom writes one that is still no time says why: its
 * date is no day of the calendar, or its time no clock shows.
 */
import { describe, expect, it } from 'vitest';
import { tempLibrary } from './helpers';

const row = (when: string) => `profile_id,platforms,caption,scheduled_at,timezone\nprof_caphe,x,Tết,${when},Asia/Ho_Chi_Minh\n`;
const said = async (when: string) => {
  const { lib } = tempLibrary();
  const r = await lib.transfer.importText(lib.db, row(when), { format: 'csv' });
  expect(r.imported).toBe(0);
  return r.problems.filter((p) => p.field === 'scheduled_at').map((p) => p.message);
};

describe('a time written as Postroom writes one, yet no time', () => {
  it('Feb 30: "is not a date"', async () => {
    expect(await said('2027-02-30 09:00')).toEqual(['"2027-02-30 09:00" is not a date']);
  });
  it('25:00: a time no clock shows', async () => {
    expect((await said('2027-03-01 25:00'))[0]).toMatch(/^"2027-03-01 25:00" has a time no clock shows/);
  });
  it('another shape keeps the examples', async () => {
    expect((await said('next tuesday'))[0]).toMatch(/is not a date and time Postroom can read \(for example/);
  });
});
