/**
 * w24rows (walk 21, 1): withSentAgain links a draft's publishes on their rows (sent_again_as / sent_again_from), and
 * never links the Hub posts of ONE publish of a draft whose channels carry different captions (one chain per caption).
 */
import { describe, expect, it } from 'vitest';
import { withSentAgain, type OutcomeRow } from '../../src-main/publisher';

const row = (jobId: string, channel: string): OutcomeRow => ({
  postId: 'd1', draftId: 'd1', jobId, channel, state: 'published', postState: 'published', outcome: 'published', at: '2026-11-28T02:00:00.000Z',
  scheduledAt: null, timezone: null, profileId: 'prof_caphe', campaignId: null, caption: 'Bánh mì', code: null, message: null, vietnamese: null, url: null, supersededBy: null, by: null,
});
const links = (rows: OutcomeRow[]) => rows.map((r) => `${r.jobId} ${r.channel} as:${r.sentAgainAs ?? '-'} from:${r.sentAgainFrom ?? '-'}`);

describe('withSentAgain', () => {
  // j1 (facebook, instagram) and j2 (x, its own caption) are one publish, 5 ms apart; j3 is the same draft sent again.
  const at: Record<string, { id: string; at: number }> = { j1: { id: 'j1', at: 1_000 }, j2: { id: 'j2', at: 1_005 }, j3: { id: 'j3', at: 9_000 }, r3: { id: 'j3', at: 9_000 } };
  const publishOf = (id: string) => at[id] ?? null;
  it('one publish with a caption per channel group: no links', () => {
    expect(links(withSentAgain([row('j1', 'facebook'), row('j1', 'instagram'), row('j2', 'x')], publishOf))).toEqual([
      'j1 facebook as:- from:-', 'j1 instagram as:- from:-', 'j2 x as:- from:-',
    ]);
  });
  it('sent again as a new post (its retry r3 too): each row names the other publish by its first job', () => {
    expect(links(withSentAgain([row('r3', 'instagram'), row('j3', 'facebook'), row('j1', 'facebook'), row('j1', 'instagram'), row('j2', 'x')], publishOf))).toEqual([
      'r3 instagram as:- from:j1', 'j3 facebook as:- from:j1', 'j1 facebook as:j3 from:-', 'j1 instagram as:j3 from:-', 'j2 x as:j3 from:-',
    ]);
  });
  it('sent again within moments on the same channels is still a publish of its own', () => {
    const quick = (id: string) => ({ j1: { id: 'j1', at: 1_000 }, j4: { id: 'j4', at: 1_010 } } as Record<string, { id: string; at: number }>)[id] ?? null;
    expect(links(withSentAgain([row('j4', 'facebook'), row('j1', 'facebook')], quick))).toEqual(['j4 facebook as:- from:j1', 'j1 facebook as:j4 from:-']);
  });
});
