/**
 * w29time (walk 25, 1): every date-time a screen sends through the bridge is read by the one strict parser
 * (src-shared/wall-time.ts parseDateTime): a draft's scheduled_at, a plan's start, a bulk re-spread's start. Before,
 * `Date.parse` let 2027-02-30 through (V8 rolls it into March) and the regexes took 2027-13-45.
 */
import { describe, expect, it } from 'vitest';
import { METHODS } from '../src-main/bridge/contract/methods';

const ok = (name: keyof typeof METHODS, input: unknown): boolean => METHODS[name].input.safeParse(input).success;

describe('the bridge refuses a date or hour that does not exist', () => {
  it.each(['2027-02-30T09:00', '2027-13-45T02:30', '2027-04-31T09:00:00.000+02:00', '2027-03-01T24:00'])('%s', (bad) => {
    expect(ok('drafts.update', { id: 'd1', patch: { scheduled_at: bad } })).toBe(false);
    expect(ok('posts.bulkPreview', { ids: ['d1'], change: { kind: 'spread', start: bad.slice(0, 16), timezone: 'Europe/Berlin', intervalMinutes: 60 } })).toBe(false);
    expect(ok('campaigns.preview', { id: 'c1', plan: { start: bad.slice(0, 16) } })).toBe(false);
  });
  it('takes those that exist', () => {
    expect(ok('drafts.update', { id: 'd1', patch: { scheduled_at: '2027-02-28T09:00:00.000+01:00' } })).toBe(true);
    expect(ok('drafts.update', { id: 'd1', patch: { scheduled_at: '2027-02-28T09:00' } })).toBe(true);
    expect(ok('posts.bulkPreview', { ids: ['d1'], change: { kind: 'spread', start: '2027-02-28T09:00', timezone: 'Europe/Berlin', intervalMinutes: 60 } })).toBe(true);
    expect(ok('campaigns.preview', { id: 'c1', plan: { start: '2028-02-29T09:00' } })).toBe(true);
  });
});
