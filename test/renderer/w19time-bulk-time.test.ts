/**
 * w19time: the bulk preview's before and after times (calendar and Posts tab) read on the post's zone's clock, as the
 * chips show them, whatever form the time is kept in: Compose keeps "2027-03-10T09:00:00.000+01:00", the Hub "…08:00:00Z".
 * Before, the preview printed the kept string ("2027-03-10 09:00:00.000+01:00 Europe/Berlin").
 */
import { describe, expect, it } from 'vitest';
import { valuesTime } from '../../src-renderer/src/lib/bulk';

const words = { queued: 'queued', noTime: 'no time' };
const v = (scheduled_at: string | null, timezone: string | null) => ({ scheduled_at, timezone, add_to_queue: false, profile_id: null, platforms: [] });

describe('a bulk preview\'s time', () => {
  it('reads the same for every kept form of one time', () => {
    for (const at of ['2027-03-10T09:00', '2027-03-10T09:00:00.000+01:00', '2027-03-10T08:00:00Z']) expect(valuesTime(v(at, 'Europe/Berlin'), words), at).toBe('2027-03-10 09:00 Europe/Berlin');
  });
  it('names a fixed-offset zone by its offset and leaves a wall clock as written', () => {
    expect(valuesTime(v('2027-12-03T21:05:00+01:00', 'Etc/GMT-1'), words)).toBe('2027-12-03 21:05 UTC+01:00');
    expect(valuesTime(v('2027-03-28T02:30', 'Europe/Berlin'), words)).toBe('2027-03-28 02:30 Europe/Berlin');
    expect(valuesTime(v(null, null), words)).toBe('no time');
  });
});
