/**
 * w24zone (walk 21): a draft with a time and no time zone never reaches the Hub (it refuses `scheduled_at` without
 * `timezone`): preflight holds it back as a problem (an error, not a warning), saying what to do. Before: a warning,
 * the post approved and sent, and the Hub's `invalid_request: scheduled_at needs timezone`.
 */
import { describe, expect, it } from 'vitest';
import { hasErrors, preflight, type PublishDraft } from '../../src-main/publisher/preflight';

const draft = (over: Partial<PublishDraft> = {}): PublishDraft => ({
  id: 'd1', profile_id: 'p1', platforms: ['facebook', 'threads'], caption: 'Áo dài đỏ cho ngày Tết', title: '', fields: {}, scheduled_at: '2027-12-19T20:00', timezone: null, add_to_queue: false,
  photos: [{ id: 'ph0', position: 0, source: 'file', path: '/tmp/aodai.jpg', url: null }], ...over,
});

describe('preflight: a time with no zone is held back', () => {
  it('is an error on the zone field, with what to do', () => {
    const ps = preflight(draft());
    const p = ps.find((x) => x.code === 'timezone_missing');
    expect(p).toMatchObject({ severity: 'error', field: 'timezone', message: 'the time has no time zone: choose one in Compose, under When (until then it is not sent)' });
    expect(hasErrors(ps)).toBe(true);
  });

  it('goes once a zone is stored (UTC too); a draft with no time needs none', () => {
    expect(preflight(draft({ timezone: 'Asia/Ho_Chi_Minh' })).map((p) => p.code)).toEqual([]);
    expect(preflight(draft({ timezone: 'UTC' })).map((p) => p.code)).toEqual([]);
    expect(preflight(draft({ scheduled_at: null })).map((p) => p.code)).toEqual([]);
  });
});
