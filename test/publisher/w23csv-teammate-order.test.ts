/**
 * w23csv (walk 20, 2): on a teammate's laptop, the row of a refusal a retry sent again follows the retry's row of its
 * channel, as the sender's laptop puts it (outcome-rows.ts rule 7): Lan's Table read "Instagram published (the
 * retry) · Instagram refused, sent again by the retry · Facebook published", Bảo's put Facebook between the two.
 * The e2e ui-w23csv compares both laptops' Tables; here, withTeammateRows over the teammate rows alone.
 */
import { describe, expect, it } from 'vitest';
import { withTeammateRows, type OutcomeRow } from '../../src-main/publisher';

const row = (jobId: string, channel: string, state: OutcomeRow['state'], at: string, retriedBy: string | null = null): OutcomeRow => ({
  postId: 'd1', draftId: 'd1', jobId, channel, state, postState: 'published', outcome: state === 'published' ? 'published' : 'refused', at,
  scheduledAt: null, timezone: null, profileId: 'prof_lumen', campaignId: null, caption: 'Bánh chưng', code: null, message: null, vietnamese: null,
  url: null, supersededBy: null, by: 'Lan', ...(retriedBy ? { retriedBy } : {}),
});

describe("a teammate's retried refusal in the Table", () => {
  it('follows its retry, as on the sender\'s laptop; every row kept', () => {
    const theirs = [
      row('j1', 'facebook', 'published', '2026-11-28T03:23:01.000Z'),
      row('j1', 'instagram', 'refused', '2026-11-28T03:23:01.000Z', 'j2'),
      row('j2', 'instagram', 'refused', '2026-11-28T03:23:02.000Z', 'j3'),
      row('j3', 'instagram', 'published', '2026-11-28T03:23:03.000Z'),
      row('j9', 'x', 'published', '2026-11-28T03:23:02.500Z'),
    ];
    const mine = [{ ...row('m1', 'threads', 'published', '2026-11-28T03:22:00.000Z'), by: null }];
    expect(withTeammateRows(mine, theirs).map((r) => `${r.jobId} ${r.channel}`)).toEqual([
      'j3 instagram', 'j2 instagram', 'j1 instagram', 'j9 x', 'j1 facebook', 'm1 threads',
    ]);
  });
  it('a retry not among the rows: the refusal stays at its own time', () => {
    const theirs = [row('j1', 'facebook', 'published', '2026-11-28T03:23:01.000Z'), row('j1', 'instagram', 'refused', '2026-11-28T03:23:01.000Z', 'gone')];
    expect(withTeammateRows([], theirs).map((r) => `${r.jobId} ${r.channel}`)).toEqual(['j1 facebook', 'j1 instagram']);
  });
});
