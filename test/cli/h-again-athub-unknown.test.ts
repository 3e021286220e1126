/**
 * h-again (walk 31, 3): Bảo's `postroom review approve` printed "note: at the Hub since 2026-11-28 18:11 UTC (sent by
 * Lan)" of a post whose outcome was unknown (nobody had asked the Hub), while Bảo's app said "the outcome is unknown:
 * only Lan's computer can ask the Hub" (AtHubNote over the same core `atHub`). The CLI's words now say what is known:
 * who sent it and when, that the outcome is unknown and who can ask the Hub, then what an approval does.
 */
import { describe, expect, it } from 'vitest';
import { atHubEnglish } from '../../src-main/cli/commands/review-athub';

const since = Date.parse('2026-11-28T18:11:00Z');

describe('review words of a post whose outcome is unknown', () => {
  it("a teammate's send: sent by Lan, outcome unknown, only Lan's computer can ask; never 'at the Hub since'", () => {
    const words = atHubEnglish({ state: 'unknown', since, by: { memberId: 'm-lan', name: 'Lan' } }, { stale: true, state: 'in_review' }, 'Bảo');
    expect(words).toBe("sent by Lan on 2026-11-28 18:11 UTC; the outcome is unknown: only Lan's computer can ask the Hub. approving this edit lets it be sent again as a NEW post; it does not change a post the Hub may hold");
  });

  it("the reader's own send: ask the Hub from here", () => {
    const words = atHubEnglish({ state: 'unknown', since, by: null }, { stale: false, state: 'approved' }, 'Lan');
    expect(words).toBe('sent by you on 2026-11-28 18:11 UTC; the outcome is unknown: ask the Hub (`postroom ask JOB_ID`, the job in `postroom status`). an edit made now does not change a post the Hub may hold; it can only be sent again as a NEW post');
  });

  it('a post the Hub holds keeps its words', () => {
    expect(atHubEnglish({ state: 'scheduled', since, by: { memberId: 'm-lan', name: 'Lan' } }, { stale: false, state: 'approved' }, 'Bảo'))
      .toBe('at the Hub since 2026-11-28 18:11 UTC (sent by Lan): an edit made now does not change the Hub’s post; it can only be sent again as a NEW post');
  });
});
