/**
 * h-wallclock (walk 38): the one post time of the Outbox cards, the desk's table and the Review queue (lib/postTime.ts)
 * carries the clock-change reading of the campaign's Posts tab (lib/wall-clock.ts wallClockOf), so each of those screens
 * shows the same mark. Failed before: postTime had no `wallClock`.
 */
import { describe, expect, it } from 'vitest';
import { postTime } from '../../src-renderer/src/lib/postTime';
import { wallClockOf } from '../../src-renderer/src/lib/wall-clock';

const handed = '2027-03-20T08:00:00.000Z';
const at = (scheduledAt: string | null, timezone: string | null = 'Europe/Paris') => postTime({ scheduledAt, timezone, state: 'scheduled', handedAt: handed }, 'Asia/Ho_Chi_Minh', 'en-GB');

describe('postTime: a time its zone skips or shows twice', () => {
  it('is read as the Posts tab reads it', () => {
    expect(at('2027-03-28T02:30').wallClock).toEqual({ kind: 'skipped', written: '2027-03-28T02:30', used: '2027-03-28T03:30', offset: '+02:00' });
    expect(at('2027-03-28T02:30').wallClock).toEqual(wallClockOf('2027-03-28T02:30', 'Europe/Paris'));
    expect(at('2027-10-31T02:30').wallClock).toMatchObject({ kind: 'twice', written: '2027-10-31T02:30', offset: '+02:00' });
  });

  it('a time kept as an instant reads as the wall time it shows: the second 02:30 as that one (the Posts tab\'s scheduled_second)', () => {
    expect(at('2027-10-31T01:30:00Z').wallClock).toEqual(wallClockOf('2027-10-31T02:30', 'Europe/Paris', true));
    expect(at('2027-10-31T01:30:00Z').wallClock).toMatchObject({ kind: 'twice', written: '2027-10-31T02:30', offset: '+01:00' });
    expect(at('2027-10-31T00:30:00Z').wallClock).toMatchObject({ kind: 'twice', written: '2027-10-31T02:30', offset: '+02:00' });
  });

  it('is null for an ordinary time, an instant, and a post sent at once', () => {
    expect(at('2027-05-03T09:00').wallClock).toBeNull();
    expect(at('2027-03-28T01:30:00Z').wallClock).toBeNull();
    expect(at(null).wallClock).toBeNull();
  });
});
