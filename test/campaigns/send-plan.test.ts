import { describe, expect, it } from 'vitest';
import { dryRun, planFingerprint, sendTimes, spread } from '../../src-main/campaigns';
import type { Draft } from '../../src-main/library';

const mk = (id: string, o: Partial<Draft> = {}): Draft => ({
  id, workspaceId: 'w', profile_id: 'prof_lumen', platforms: ['instagram'], caption: `caption ${id}`, title: '', fields: {},
  scheduled_at: null, timezone: null, add_to_queue: false,
  photos: [{ id: `${id}-p`, position: 0, source: 'url', path: null, url: 'https://img.example/a.jpg', sha256: null, bytes: null, width: null, height: null, mime: null, name: null }],
  captions: [], tags: [], notes: '', state: 'draft', createdAt: '', updatedAt: '', deletedAt: null, revision: 1, ...o,
});
const NOW = Date.parse('2027-03-20T00:00:00Z');
const lumenQueue = new Map([['prof_lumen', { timezone: 'Europe/Berlin', slots: [{ weekday: 1, time: '09:00' }] }]]);

describe('the send plan', () => {
  it('each post as Send asks for it: its own time (as the Hub reads it), the queue\'s predicted slot, or at once; a time gone is an error', () => {
    const posts = [
      mk('a', { scheduled_at: '2027-03-27T09:00', timezone: 'Europe/Berlin' }),
      mk('b', { scheduled_at: '2027-03-29T09:00', timezone: 'Europe/Berlin' }),
      mk('q', { add_to_queue: true }),
      mk('n'),
      mk('old', { scheduled_at: '2027-03-01T09:00', timezone: 'Europe/Berlin' }),
    ];
    const { times, predicted, deliveries } = sendTimes(posts, lumenQueue, NOW);
    expect([...deliveries.values()]).toEqual(['schedule', 'schedule', 'queue', 'now', 'schedule']);
    expect(times.get('a')).toMatchObject({ local: '2027-03-27T09:00', offset: '+01:00', at: Date.parse('2027-03-27T08:00:00Z') });
    expect(times.get('b')).toMatchObject({ local: '2027-03-29T09:00', offset: '+02:00', dstShift: { from: '+01:00', to: '+02:00' } });
    expect(times.get('q')).toMatchObject({ local: '2027-03-22T09:00', timezone: 'Europe/Berlin' });
    expect(predicted).toEqual(new Set(['q']));
    expect(times.get('n')).toMatchObject({ at: null, local: null });
    expect(times.get('old')?.problem?.code).toBe('past_time');

    const { rows, summary } = dryRun({ drafts: posts, times, deliveries, predicted, minGapMinutes: 0, duplicateDays: 0, pins: () => null });
    expect(rows.map((r) => [r.draftId, r.delivery, r.predicted, r.held])).toEqual([['a', 'schedule', false, false], ['b', 'schedule', false, false], ['q', 'queue', true, false], ['n', 'now', false, false], ['old', 'schedule', false, true]]);
    expect(summary).toMatchObject({ going: 4, held: 1, scheduled: 2, queued: 1, now: 1 });
  });

  it('an error on one channel holds back the whole post (every channel\'s row)', () => {
    const d = mk('p', { platforms: ['instagram', 'pinterest'], scheduled_at: '2027-03-27T09:00', timezone: 'Europe/Berlin' });
    const { times, deliveries } = sendTimes([d], new Map(), NOW);
    const { rows, summary } = dryRun({ drafts: [d], times, deliveries, minGapMinutes: 0, duplicateDays: 0, pins: () => null });
    expect(rows.map((r) => [r.channel, r.held])).toEqual([['instagram', true], ['pinterest', true]]);
    expect(summary).toMatchObject({ going: 0, held: 1 });
  });

  it('the fingerprint changes with the posts, channels, times and options, and not with notes or tags', () => {
    const base = [mk('a', { scheduled_at: '2027-03-27T09:00', timezone: 'Europe/Berlin' }), mk('b')];
    const f = planFingerprint(base);
    expect(planFingerprint([...base])).toBe(f);
    expect(planFingerprint([{ ...(base[0] as Draft), notes: 'n', tags: ['x'] }, base[1] as Draft])).toBe(f);
    for (const changed of [
      [base[0]], // a post fewer
      [{ ...(base[0] as Draft), scheduled_at: '2027-03-27T10:00' }, base[1]],
      [{ ...(base[0] as Draft), timezone: 'Europe/London' }, base[1]],
      [{ ...(base[0] as Draft), platforms: ['instagram', 'threads'] }, base[1]],
      [{ ...(base[0] as Draft), fields: { first_comment: 'hi' } }, base[1]],
      [base[0], { ...(base[1] as Draft), add_to_queue: true }],
      [base[1], base[0]],
    ] as Draft[][]) expect(planFingerprint(changed)).not.toBe(f);
  });
});

describe('a fixed interval across a clock change', () => {
  const posts = ['a', 'b', 'c', 'd'].map((id) => ({ id, profileId: 'p', platforms: ['instagram'], scheduledAt: null, timezone: null }));
  const plan = { mode: 'interval' as const, timezone: 'Europe/Berlin', start: '2027-03-27T09:00', intervalMinutes: 1440, minGapMinutes: 0 };
  it('keeps the wall-clock time by default (09:00 stays 09:00 after the March change)', () => {
    expect(spread(posts, plan, new Map(), NOW).map((i) => i.local)).toEqual(['2027-03-27T09:00', '2027-03-28T09:00', '2027-03-29T09:00', '2027-03-30T09:00']);
    expect(spread(posts, { ...plan, start: '2027-03-27T18:00', intervalMinutes: 720 }, new Map(), NOW).map((i) => i.local)).toEqual(['2027-03-27T18:00', '2027-03-28T06:00', '2027-03-28T18:00', '2027-03-29T06:00']);
  });
  it('steps elapsed time when the person chooses it (09:00 becomes 10:00)', () => {
    expect(spread(posts, { ...plan, intervalClock: 'elapsed' }, new Map(), NOW).map((i) => i.local)).toEqual(['2027-03-27T09:00', '2027-03-28T10:00', '2027-03-29T10:00', '2027-03-30T10:00']);
  });
});

describe('the clock-change mark (fix-send)', () => {
  it('names the date the clocks changed, which may be days before the post marked', () => {
    const posts = [
      mk('a', { scheduled_at: '2027-03-26T09:00', timezone: 'Europe/Berlin' }),
      mk('b', { scheduled_at: '2027-04-02T09:00', timezone: 'Europe/Berlin' }),
      mk('c', { scheduled_at: '2027-10-20T09:00', timezone: 'Europe/Berlin' }),
      mk('d', { scheduled_at: '2027-11-03T09:00', timezone: 'Europe/Berlin' }),
    ];
    const { times } = sendTimes(posts, new Map(), NOW);
    expect(times.get('b')?.dstShift).toEqual({ from: '+01:00', to: '+02:00', on: '2027-03-28' });
    expect(times.get('c')?.dstShift).toBeNull();
    expect(times.get('d')?.dstShift).toEqual({ from: '+02:00', to: '+01:00', on: '2027-10-31' });
  });
});
