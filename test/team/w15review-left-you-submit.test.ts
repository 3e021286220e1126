/**
 * w15review (walk 14, issue 34): Bảo (an approver) read "not sent for review — waits for Lan to send it" beside his own
 * "Send for review" on that row (approvers may submit: review.ts, submit is a writer's step). A post Approve all leaves
 * as not sent for review carries whether the READER may send it (the table's submit verdict of that post), counted
 * apart from those he may not; the same from the step pressed (review-actions.ts reviewCampaign) and before (campaignVerdict).
 */
import { describe, expect, it } from 'vitest';
import { campaignVerdict, countLeft, type CampaignPost } from '../../src-main/team/campaign-verdict';

type V = CampaignPost['actions']['submit'];
const allowed: V = { do: 'allowed' };
const no = (reason: string): V => ({ do: 'refused', reason });
const post = (draftId: string, state: CampaignPost['state'], submit: V, approve: V, author: string | null): CampaignPost =>
  ({ draftId, state, actions: { submit, approve }, author, last: null });

describe('a post left as not sent for review says whether the reader may send it (w15review)', () => {
  it('Bảo, an approver: Lan\'s draft is left, and he may send it himself', () => {
    const posts = [post('a', 'in_review', no('already_in_review'), allowed, 'Lan'), post('b', 'draft', allowed, no('not_submitted'), 'Lan')];
    expect(campaignVerdict(posts, 'approve')).toEqual({ do: 'allowed', n: 1, left: [{ reason: 'not_submitted', n: 1, draftId: 'b', author: 'Lan', youSubmit: true }] });
  });

  it('a post the reader may not send (empty, say) is counted apart, with no youSubmit', () => {
    const posts = [
      post('a', 'in_review', no('already_in_review'), allowed, 'Lan'),
      post('b', 'draft', allowed, no('not_submitted'), 'Lan'),
      post('c', 'draft', no('nothing_to_publish'), no('not_submitted'), 'Lan'),
      post('d', 'draft', allowed, no('not_submitted'), 'Lan'),
    ];
    expect(campaignVerdict(posts, 'approve')).toEqual({ do: 'allowed', n: 1, left: [
      { reason: 'not_submitted', n: 2, draftId: 'b', author: 'Lan', youSubmit: true },
      { reason: 'not_submitted', n: 1, draftId: 'c', author: 'Lan' },
    ] });
  });

  it('countLeft: youSubmit is a not_submitted word only', () => {
    expect(countLeft([{ draftId: 'a', reason: 'own_post', youSubmit: true }, { draftId: 'b', reason: 'not_submitted', author: 'Lan', youSubmit: false }]))
      .toEqual([{ reason: 'own_post', n: 1, draftId: 'a' }, { reason: 'not_submitted', n: 1, draftId: 'b', author: 'Lan' }]);
  });
});
