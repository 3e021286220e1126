import { describe, expect, it } from 'vitest';
import { predictQueueSlots } from '../../src-main/campaigns';

/** Studio Lumen's queue: weekdays 09:00 and 17:30, Berlin (0 = Sunday). */
const berlin = { timezone: 'Europe/Berlin', slots: [1, 2, 3, 4, 5].flatMap((weekday) => [{ weekday, time: '09:00' }, { weekday, time: '17:30' }]) };
/** A Sunday slot at 02:30, a time the spring change skips in Berlin. */
const night = { timezone: 'Europe/Berlin', slots: [{ weekday: 0, time: '02:30' }] };
const ny = { timezone: 'America/New_York', slots: [{ weekday: 1, time: '08:00' }] };

describe('predicted queue slots', () => {
  it('gives each profile\'s queued posts its next slots after now, in order, across the spring clock change', () => {
    const now = Date.parse('2027-03-25T12:00:00Z'); // Thursday, 13:00 in Berlin
    const posts = ['a1', 'a2', 'a3', 'a4', 'a5'].map((id) => ({ id, profileId: 'lumen' }));
    const p = predictQueueSlots(posts, new Map([['lumen', berlin]]), now);
    expect(posts.map((x) => p.get(x.id)?.local)).toEqual(['2027-03-25T17:30', '2027-03-26T09:00', '2027-03-26T17:30', '2027-03-29T09:00', '2027-03-29T17:30']);
    // Before the change 09:00 is 08:00 UTC; after it, 07:00 UTC.
    expect(new Date(p.get('a2')?.at ?? 0).toISOString()).toBe('2027-03-26T08:00:00.000Z');
    expect(new Date(p.get('a4')?.at ?? 0).toISOString()).toBe('2027-03-29T07:00:00.000Z');
    expect(p.get('a4')?.timezone).toBe('Europe/Berlin');
  });

  it('a slot the clock change skips goes forward by the gap, as the Hub reads it', () => {
    const now = Date.parse('2027-03-27T12:00:00Z');
    const p = predictQueueSlots([{ id: 'n1', profileId: 'night' }, { id: 'n2', profileId: 'night' }], new Map([['night', night]]), now);
    expect(new Date(p.get('n1')?.at ?? 0).toISOString()).toBe('2027-03-28T01:30:00.000Z'); // 03:30 CEST
    expect(p.get('n2')?.local).toBe('2027-04-04T02:30');
  });

  it('keeps one cursor per profile, takes no slot at now itself, and gives none without a profile, settings or slots', () => {
    const now = Date.parse('2027-03-22T08:00:00Z'); // Monday 09:00 in Berlin exactly: that slot is past
    const p = predictQueueSlots([
      { id: 'l1', profileId: 'lumen' }, { id: 'y1', profileId: 'ny' }, { id: 'l2', profileId: 'lumen' },
      { id: 'none', profileId: null }, { id: 'unknown', profileId: 'other' }, { id: 'empty', profileId: 'empty' },
    ], new Map([['lumen', berlin], ['ny', ny], ['empty', { timezone: 'UTC', slots: [] }]]), now);
    expect(p.get('l1')?.local).toBe('2027-03-22T17:30');
    expect(p.get('l2')?.local).toBe('2027-03-23T09:00');
    expect(p.get('y1')).toMatchObject({ local: '2027-03-22T08:00', timezone: 'America/New_York' }); // 12:00 UTC, after now
    expect(p.has('none') || p.has('unknown') || p.has('empty')).toBe(false);
  });

  it('works slots out only up to `until`: the posts after it get none', () => {
    const now = Date.parse('2027-03-25T12:00:00Z');
    const posts = ['a1', 'a2', 'a3', 'a4', 'a5'].map((id) => ({ id, profileId: 'lumen' }));
    const p = predictQueueSlots(posts, new Map([['lumen', berlin]]), now, Date.parse('2027-03-26T12:00:00Z'));
    expect(posts.map((x) => p.get(x.id)?.local ?? null)).toEqual(['2027-03-25T17:30', '2027-03-26T09:00', '2027-03-26T17:30', null, null]);
  });
});
