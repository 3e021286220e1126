/**
 * h-replaywho (walk 41b, 3): `publish` without --wait counted a post whose call the Hub answered as a replay, the post
 * still being worked out at the Hub (`processing`: post state `sending`), as "1 sent to the Hub (1 still sending)" in the
 * same output whose job line said it was a replay. The batch's count (batchOutcomes rule 3, what the CLI's batch line and
 * summary say) puts it with the posts the Hub already had. Failed before ("1 sent to the Hub (1 still sending)").
 */
import { describe, expect, it } from 'vitest';
import { batchOutcomes, replayedCount, sentCount } from '../../src-main/publisher';
import { outcomeLine, publishSummary } from '../../src-main/cli/commands/publish-words';

describe('a replay the Hub is still working out', () => {
  it('is the Hub\'s already, not "sent to the Hub (still sending)"; the parts still add up', () => {
    const o = batchOutcomes([{ state: 'sending', replay: true }], { held: 0, total: 1 });
    expect(sentCount(o)).toBe(0);
    expect(o.sending).toBe(0);
    expect(o.replayed.sending).toBe(1);
    expect(replayedCount(o)).toBe(1);
    expect(outcomeLine('01a22610-0000-7000-8000-00000000abcd', o)).toBe("batch 0000abcd: 1 post: 0 sent to the Hub, 1 the Hub already had (1 still being worked out at the Hub; sent first by an earlier call under the same key: this computer's call was a replay)");
    expect(publishSummary([], 1, 0, 0, () => null, o)).toMatch(/^sent 0 drafts; 1 the Hub already had/);
  });

  it('a replay whose later calls never reached the Hub, or a post not a replay, still sending: as before', () => {
    expect(batchOutcomes([{ state: 'sending' }], { held: 0 }).sending).toBe(1);
    const waiting = batchOutcomes([{ state: 'sending', replay: true, unanswered: true }], { held: 0 });
    expect([waiting.sending, waiting.unreached, replayedCount(waiting)]).toEqual([1, 1, 0]);
  });
});
