/**
 * h-clipublish (walk 33, 1): a batch's count puts a post whose every call from this computer was a replay of an earlier
 * call under the same key (the journal's verdict) apart from `sent`: the Hub already had it. The parts still add up to the
 * batch's posts; who sent it first is named where the team's outcome says it (post-state `by`). Pure.
 */
import { describe, expect, it } from 'vitest';
import { batchOutcomes, replayedCount, replayedDrafts, sentCount, type Job } from '../../src-main/publisher';

describe('batchOutcomes: the posts the Hub already had', () => {
  it('counts a replay apart from sent, by what it is at the Hub, naming who sent it where known', () => {
    const o = batchOutcomes([
      { state: 'published' },
      { state: 'published', replay: true, by: { memberId: 'm1', name: 'Lan', at: 1, here: true } },
      { state: 'scheduled', replay: true },
      { state: 'refused' },
    ], { held: 1, total: 5 });
    expect(o.sent.published).toBe(1);
    expect(o.replayed).toEqual({ published: 1, partial: 0, channels_refused: 0, scheduled: 1, queued: 0, sending: 0 });
    expect(o.replayedBy).toEqual(['Lan']);
    expect(sentCount(o) + replayedCount(o) + o.refused + o.unknown + o.sending + o.cancelled + o.held + o.pending).toBe(o.posts);
  });

  it('a draft is replayed only when every one of its jobs was a replay', () => {
    const job = (id: string, draftId: string) => ({ id, draftId }) as Job;
    const verdicts = new Map([['j1', 'replay'], ['j2', 'replay'], ['j3', 'original'], ['j4', 'replay']] as const);
    expect([...replayedDrafts([job('j1', 'a'), job('j2', 'b'), job('j3', 'b'), job('j4', 'c'), job('j5', 'c')], verdicts)]).toEqual(['a']);
  });
});
