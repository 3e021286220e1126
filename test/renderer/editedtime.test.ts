/**
 * editedtime (walk 6): the time the review screens put beside the Who line. "edited by Lan after Bảo approved"
 * says the EDIT's time (the core's editedAt), not the approval's (before: the queue's When column and Compose's
 * review panel said last.at, the approval's time); any other step says its own time.
 */
import { describe, expect, it } from 'vitest';
import { whoWhen } from '../../src-renderer/src/lib/reviewtruth';

const approvedAt = '2026-11-27T02:00:00.000Z';
const editedAt = '2026-11-27T05:30:00.000Z';
const last = { action: 'approve' as const, by: 'Bảo', at: approvedAt };

describe('whoWhen', () => {
  it('an approval edited since: the edit\'s time', () => {
    expect(whoWhen({ last, stale: true, editedAt })).toBe(editedAt);
  });
  it('an approval that holds, or another step: the step\'s time', () => {
    expect(whoWhen({ last, stale: false, editedAt: null })).toBe(approvedAt);
    expect(whoWhen({ last: { action: 'submit', by: 'Lan', at: approvedAt }, stale: false })).toBe(approvedAt);
  });
  it('an edit whose time is not known (an older host): the approval\'s, as before; no step: nothing', () => {
    expect(whoWhen({ last, stale: true })).toBe(approvedAt);
    expect(whoWhen({ last: null, stale: false })).toBeNull();
  });
});
