/**
 * w43cal (walk 43a): the two chips of a post whose channels go at two times (campaigns channel-time-chips.ts: Instagram
 * published at once on Nov 29, X scheduled for Dec 5) have keys of their own, so a week or month holding both shows both.
 * Failed before: both keyed by the draft's id (a keyed each's duplicate key).
 */
import { describe, expect, it } from 'vitest';
import { chipKey } from '../../src-renderer/src/lib/calendar';

describe('the chips of one post’s parts', () => {
  it('are keyed apart, by each part’s time', () => {
    const now = { id: 'd1', scheduled_at: null, sent_at: '2026-11-29T08:27:00.000Z', part: true as const };
    const later = { id: 'd1', scheduled_at: '2026-12-05T10:00', sent_at: null, part: true as const };
    expect(chipKey(now)).not.toBe(chipKey(later));
    expect(chipKey({ id: 'd2', scheduled_at: '2026-12-05T10:00', sent_at: null })).toBe('d2');
  });
});
