import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { postsZone, spread, type SpreadPlan, type SpreadPost, type SpreadQueue } from '../../src-main/campaigns';

const NOW = Date.parse('2027-03-01T00:00:00Z');
const posts = (n: number, platforms: string[] = ['instagram'], profileId = 'prof_lumen'): SpreadPost[] =>
  Array.from({ length: n }, (_, i) => ({ id: `d${i + 1}`, profileId, platforms, scheduledAt: null, timezone: null }));
const plan = (p: Partial<SpreadPlan>): SpreadPlan => ({ mode: 'queue_slots', timezone: null, start: null, intervalMinutes: 60, minGapMinutes: 0, ...p });
// Studio Lumen's queue in the sandbox: weekdays 09:00 and 17:30, Berlin time.
const weekdays = [1, 2, 3, 4, 5].flatMap((weekday) => [{ weekday, time: '09:00' }, { weekday, time: '17:30' }]);
const lumen: SpreadQueue = { timezone: 'Europe/Berlin', slots: weekdays };
const queues = new Map([['prof_lumen', lumen]]);

describe('spread over queue slots', () => {
  it('keeps the queue\'s wall-clock times across the spring-forward change and names the shift', () => {
    // Friday 26 March 2027; Berlin moves from +01:00 to +02:00 on Sunday 28 March.
    const items = spread(posts(4), plan({ start: '2027-03-26T00:00' }), queues, NOW);
    expect(items.map((i) => i.local)).toEqual(['2027-03-26T09:00', '2027-03-26T17:30', '2027-03-29T09:00', '2027-03-29T17:30']);
    expect(items.map((i) => new Date(i.at ?? 0).toISOString())).toEqual(['2027-03-26T08:00:00.000Z', '2027-03-26T16:30:00.000Z', '2027-03-29T07:00:00.000Z', '2027-03-29T15:30:00.000Z']);
    expect(items.map((i) => i.offset)).toEqual(['+01:00', '+01:00', '+02:00', '+02:00']);
    expect(items.map((i) => i.dstShift)).toEqual([null, null, { from: '+01:00', to: '+02:00', on: '2027-03-28' }, null]);
    expect(items.every((i) => i.timezone === 'Europe/Berlin' && i.problem === null)).toBe(true);
  });

  it('shows the times in the plan\'s zone when it names one, the slots still read in the queue\'s zone', () => {
    const [first] = spread(posts(1), plan({ start: '2027-03-26T00:00', timezone: 'America/New_York' }), queues, NOW);
    // 09:00 Berlin (+01:00) is 04:00 in New York, already on daylight time (-04:00) since 14 March.
    expect(first).toMatchObject({ local: '2027-03-26T04:00', timezone: 'America/New_York', offset: '-04:00' });
  });

  it('moves a slot that falls in the skipped hour forward by the gap', () => {
    const night: SpreadQueue = { timezone: 'Europe/Berlin', slots: [{ weekday: 0, time: '02:30' }] };
    const [it0] = spread(posts(1), plan({ start: '2027-03-27T00:00' }), new Map([['prof_lumen', night]]), NOW);
    expect(it0?.local).toBe('2027-03-28T03:30');
    expect(new Date(it0?.at ?? 0).toISOString()).toBe('2027-03-28T01:30:00.000Z');
  });

  it('keeps the minimum gap per channel: a post that would be too close takes the next slot, and the skipped slot serves another channel', () => {
    const close: SpreadQueue = { timezone: 'UTC', slots: [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => [{ weekday, time: '09:00' }, { weekday, time: '09:30' }]) };
    const list: SpreadPost[] = [
      { id: 'a', profileId: 'p', platforms: ['x'], scheduledAt: null, timezone: null },
      { id: 'b', profileId: 'p', platforms: ['x'], scheduledAt: null, timezone: null },
      { id: 'c', profileId: 'p', platforms: ['threads'], scheduledAt: null, timezone: null },
    ];
    const items = spread(list, plan({ start: '2027-05-03T00:00', minGapMinutes: 60 }), new Map([['p', close]]), NOW);
    expect(items.map((i) => [i.id, i.local, i.movedForGapMinutes])).toEqual([
      ['a', '2027-05-03T09:00', 0],
      ['b', '2027-05-04T09:00', 1410], // the 09:30 slot is 30 min after a on x: b waits for the next 09:00
      ['c', '2027-05-03T09:30', 0],
    ]);
  });

  it('names the posts it cannot place instead of inventing a time', () => {
    const items = spread([
      { id: 'a', profileId: null, platforms: ['x'], scheduledAt: null, timezone: null },
      { id: 'b', profileId: 'prof_unknown', platforms: ['x'], scheduledAt: null, timezone: null },
      { id: 'c', profileId: 'prof_new', platforms: ['x'], scheduledAt: null, timezone: null },
    ], plan({}), new Map([['prof_new', { timezone: 'UTC', slots: [] }]]), NOW);
    expect(items.map((i) => [i.at, i.problem?.code])).toEqual([[null, 'no_profile'], [null, 'no_queue_settings'], [null, 'no_slots']]);
  });
});

describe('spread by interval', () => {
  it('a whole number of days keeps the wall-clock time across the autumn change', () => {
    const items = spread(posts(3), plan({ mode: 'interval', timezone: 'Europe/Berlin', start: '2027-10-30T09:00', intervalMinutes: 1440 }), queues, NOW);
    expect(items.map((i) => i.local)).toEqual(['2027-10-30T09:00', '2027-10-31T09:00', '2027-11-01T09:00']);
    expect(items[1]?.dstShift).toEqual({ from: '+02:00', to: '+01:00', on: '2027-10-31' });
    expect((items[1]?.at ?? 0) - (items[0]?.at ?? 0)).toBe(25 * 3600_000);
  });

  it('walk 26 (1): daily at 02:30 across the spring change: 03:30 on the night the clocks skip it, then 02:30 again', () => {
    const items = spread(posts(6), plan({ mode: 'interval', timezone: 'Europe/Berlin', start: '2027-03-26T02:30', intervalMinutes: 1440 }), queues, NOW);
    expect(items.map((i) => i.local)).toEqual(['2027-03-26T02:30', '2027-03-27T02:30', '2027-03-28T03:30', '2027-03-29T02:30', '2027-03-30T02:30', '2027-03-31T02:30']);
    // Hourly across the skipped hour: on from the placed post, never two at 03:30.
    const hourly = spread(posts(3), plan({ mode: 'interval', timezone: 'Europe/Berlin', start: '2027-03-28T01:30', intervalMinutes: 60 }), queues, NOW);
    expect(hourly.map((i) => i.local)).toEqual(['2027-03-28T01:30', '2027-03-28T03:30', '2027-03-28T04:30']);
  });

  it('a shorter interval is elapsed time: an hour after 01:30 on the spring-forward night is 03:30', () => {
    const items = spread(posts(2), plan({ mode: 'interval', timezone: 'Europe/Berlin', start: '2027-03-28T01:30', intervalMinutes: 60 }), queues, NOW);
    expect(items.map((i) => i.local)).toEqual(['2027-03-28T01:30', '2027-03-28T03:30']);
    expect((items[1]?.at ?? 0) - (items[0]?.at ?? 0)).toBe(3600_000);
  });
});

describe('spread by the file\'s times', () => {
  it('keeps each post\'s own time and zone, and refuses missing and past times', () => {
    const items = spread([
      { id: 'a', profileId: 'p', platforms: ['x'], scheduledAt: '2027-03-28T10:00', timezone: 'Asia/Ho_Chi_Minh' },
      { id: 'b', profileId: 'p', platforms: ['x'], scheduledAt: null, timezone: null },
      { id: 'c', profileId: 'p', platforms: ['x'], scheduledAt: '2026-01-01T10:00', timezone: 'UTC' },
    ], plan({ mode: 'file_times' }), queues, NOW);
    expect(items[0]).toMatchObject({ local: '2027-03-28T10:00', timezone: 'Asia/Ho_Chi_Minh', offset: '+07:00', problem: null });
    expect(items[0]?.at).toBe(DateTime.fromISO('2027-03-28T03:00', { zone: 'UTC' }).toMillis());
    expect(items.slice(1).map((i) => i.problem?.code)).toEqual(['no_time', 'past_time']);
  });
});

describe('spread over the audience\'s best hours', () => {
  const best = { hours: [19, 8], timezone: 'Asia/Ho_Chi_Minh' };

  it('takes each best hour every day (weekends too) in the audience\'s zone, earliest first, ignoring the queue', () => {
    // Saturday 1 May 2027, Ho Chi Minh City (+07:00, no DST). The queue (weekdays only, Berlin) is not used.
    const items = spread(posts(5), plan({ mode: 'best_hours', bestHours: best, start: '2027-05-01T09:00' }), queues, NOW);
    expect(items.map((i) => i.local)).toEqual(['2027-05-01T19:00', '2027-05-02T08:00', '2027-05-02T19:00', '2027-05-03T08:00', '2027-05-03T19:00']);
    expect(items.every((i) => i.timezone === 'Asia/Ho_Chi_Minh' && i.offset === '+07:00' && i.problem === null)).toBe(true);
    expect(new Date(items[0]?.at ?? 0).toISOString()).toBe('2027-05-01T12:00:00.000Z');
  });

  it('gives posts of a profile without queue settings their best hours too, and keeps the minimum gap', () => {
    const two: SpreadPost[] = [
      { id: 'a', profileId: 'prof_new', platforms: ['tiktok'], scheduledAt: null, timezone: null },
      { id: 'b', profileId: 'prof_new', platforms: ['tiktok'], scheduledAt: null, timezone: null },
    ];
    const items = spread(two, plan({ mode: 'best_hours', bestHours: { hours: [19, 20], timezone: 'UTC' }, start: '2027-05-01T00:00', minGapMinutes: 120 }), new Map(), NOW);
    expect(items.map((i) => [i.id, i.local, i.movedForGapMinutes])).toEqual([['a', '2027-05-01T19:00', 0], ['b', '2027-05-02T19:00', 1380]]);
  });

  it('names every post when the plan has no best hours, instead of falling back to the queue', () => {
    const items = spread(posts(2), plan({ mode: 'best_hours', bestHours: null }), queues, NOW);
    expect(items.map((i) => [i.at, i.problem?.code])).toEqual([[null, 'no_best_hours'], [null, 'no_best_hours']]);
  });
});

describe('spread by interval with no zone chosen (mend 31.5)', () => {
  it('starts from the zone the posts were imported in, not UTC; mixed zones fall back to UTC', () => {
    const berlin = posts(2).map((p) => ({ ...p, timezone: 'Europe/Berlin' }));
    const items = spread(berlin, plan({ mode: 'interval', start: '2027-05-03T09:00', intervalMinutes: 60 }), queues, NOW);
    expect(items.map((i) => [i.local, i.timezone])).toEqual([['2027-05-03T09:00', 'Europe/Berlin'], ['2027-05-03T10:00', 'Europe/Berlin']]);
    expect(postsZone(berlin)).toBe('Europe/Berlin');
    expect(postsZone([...berlin, { ...berlin[0]!, timezone: 'Asia/Ho_Chi_Minh' }])).toBeNull();
  });
});

describe('a time the clocks skip or show twice is marked, in every zone alike (mend 31.4)', () => {
  it('spring forward (New York and Berlin) is "skipped" with the time used; fall back is "twice" with the offset taken; an ordinary time is not marked', () => {
    const own = (scheduledAt: string, timezone: string, id: string): SpreadPost => ({ id, profileId: 'prof_lumen', platforms: ['instagram'], scheduledAt, timezone });
    const items = spread([
      own('2027-03-14T02:30', 'America/New_York', 'ny'), own('2027-03-28T02:30', 'Europe/Berlin', 'be'),
      own('2027-11-07T01:30', 'America/New_York', 'nyb'), own('2027-10-31T02:30', 'Europe/Berlin', 'beb'), own('2027-05-03T09:00', 'Europe/Berlin', 'ok'),
    ], plan({ mode: 'file_times' }), queues, NOW);
    expect(items.map((i) => [i.id, i.wallClock ?? null])).toEqual([
      ['ny', { kind: 'skipped', written: '2027-03-14T02:30', used: '2027-03-14T03:30', offset: '-04:00' }],
      ['be', { kind: 'skipped', written: '2027-03-28T02:30', used: '2027-03-28T03:30', offset: '+02:00' }],
      ['nyb', { kind: 'twice', written: '2027-11-07T01:30', used: '2027-11-07T01:30', offset: expect.stringMatching(/^-0[45]:00$/) }],
      ['beb', { kind: 'twice', written: '2027-10-31T02:30', used: '2027-10-31T02:30', offset: expect.stringMatching(/^\+0[12]:00$/) }],
      ['ok', null],
    ]);
  });
});
