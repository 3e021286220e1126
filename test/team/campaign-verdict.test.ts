/**
 * tidy (s19): a campaign's "Send all for review" / "Approve all" verdicts, decided once in the core
 * (team/campaign-verdict.ts) from each post's own verdict, exactly as reviewCampaign takes them (w11all:
 * what may be taken, the rest left). The cases the renderer's copy of the rule was tested with (readonlywhy), now the core's.
 */
import { describe, expect, it } from 'vitest';
import { alreadyThere, campaignVerdict, campaignVerdicts, type CampaignPost } from '../../src-main/team';

type V = CampaignPost['actions']['submit'];
const allowed: V = { do: 'allowed' };
const no = (reason: string): V => ({ do: 'refused', reason });
const post = (draftId: string, state: CampaignPost['state'], actions: Partial<CampaignPost['actions']>): CampaignPost =>
  ({ draftId, state, actions: { submit: actions.submit ?? no('already_in_review'), approve: actions.approve ?? no('not_submitted') } });

describe('campaignVerdict (the core decides; the screens show it)', () => {
  it("an editor's Approve all is refused with not_an_approver, naming the first post", () => {
    expect(campaignVerdict([post('a', 'in_review', { approve: no('not_an_approver') }), post('b', 'in_review', { approve: no('not_an_approver') })], 'approve'))
      .toEqual({ do: 'refused', reason: 'not_an_approver', draftId: 'a' });
  });
  it('an approver may approve all when every post waiting allows it; approved ones are passed over', () => {
    expect(campaignVerdict([post('a', 'in_review', { approve: allowed }), post('b', 'approved', { approve: no('already_approved') })], 'approve')).toEqual({ do: 'allowed', n: 1 });
  });
  // w11all (walk 11): no longer all or nothing: the post refused is left, counted (campaign-verdict-partial.test.ts).
  it("one post refusing (an author's own, a draft not sent) is left; the others are taken", () => {
    expect(campaignVerdict([post('a', 'in_review', { approve: allowed }), post('b', 'in_review', { approve: no('own_post') })], 'approve')).toEqual({ do: 'allowed', n: 1, left: [{ reason: 'own_post', n: 1, draftId: 'b' }] });
    expect(campaignVerdict([post('a', 'in_review', { approve: allowed }), post('b', 'draft', { approve: no('not_submitted') })], 'approve')).toEqual({ do: 'allowed', n: 1, left: [{ reason: 'not_submitted', n: 1, draftId: 'b', author: null }] });
  });
  it('a left team refuses every post with left_team', () => {
    expect(campaignVerdict([post('a', 'draft', { submit: no('left_team'), approve: no('left_team') })], 'submit')).toEqual({ do: 'refused', reason: 'left_team', draftId: 'a' });
  });
  it('send all: approved and in-review posts are already there; a viewer is refused read_only', () => {
    expect(campaignVerdict([post('a', 'in_review', {}), post('b', 'approved', {})], 'submit')).toEqual({ do: 'nothing' });
    expect(campaignVerdict([post('a', 'draft', { submit: no('read_only') })], 'submit')).toEqual({ do: 'refused', reason: 'read_only', draftId: 'a' });
    expect(campaignVerdict([post('a', 'draft', { submit: allowed }), post('b', 'changes_requested', { submit: allowed })], 'submit')).toEqual({ do: 'allowed', n: 2 });
  });
  it("Approve all leaves a client's approval over the agency's open request (its confirm is its own), as reviewCampaign does", () => {
    const flagged = { ...post('b', 'in_review', { approve: allowed }), clientWaiting: { overRequest: { by: 'Bảo' } } };
    expect(campaignVerdict([post('a', 'in_review', { approve: allowed }), flagged], 'approve')).toEqual({ do: 'allowed', n: 1, flagged: 1 });
    expect(campaignVerdict([flagged], 'approve')).toEqual({ do: 'nothing', flagged: 1 }) // w8client: the words say one is left;
    expect(campaignVerdict([flagged], 'submit')).toEqual({ do: 'nothing' });
  });
  it('nothing for a campaign without posts; both steps at once', () => {
    expect(campaignVerdict([], 'approve')).toEqual({ do: 'nothing' });
    expect(campaignVerdicts([post('a', 'draft', { submit: allowed })])).toEqual({ submit: { do: 'allowed', n: 1 }, approve: { do: 'refused', reason: 'not_submitted', draftId: 'a' } });
  });
  it('already there: the states reviewCampaign leaves as they are', () => {
    expect((['draft', 'in_review', 'approved', 'changes_requested'] as const).map((s) => [alreadyThere(s, 'submit'), alreadyThere(s, 'approve')]))
      .toEqual([[false, false], [true, false], [true, true], [false, false]]);
  });
});
