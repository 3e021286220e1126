/**
 * w8client (walk 8): "Approve all" with nothing to approve but a post left for its own confirm (a client's approval
 * over the agency's open request) says how many are left: the screens must not claim every post is approved.
 */
import { describe, expect, it } from 'vitest';
import { campaignVerdict, type CampaignPost } from '../../src-main/team/campaign-verdict';

const allowed = { do: 'allowed' } as const;
const post = (draftId: string, state: CampaignPost['state'], flagged = false): CampaignPost => ({
  draftId, state, actions: { submit: allowed, approve: flagged ? allowed : { do: 'refused', reason: 'already_approved' } }, clientWaiting: flagged ? { overRequest: { by: 'Bảo' } } : null,
});

describe('campaignVerdict names the posts "Approve all" leaves', () => {
  it('nothing to approve, one flagged: nothing, flagged 1', () => {
    expect(campaignVerdict([post('a', 'changes_requested', true), post('b', 'approved'), post('c', 'approved')], 'approve')).toEqual({ do: 'nothing', flagged: 1 });
  });
  it('some to approve and one flagged: allowed with the flagged count; none flagged: as before', () => {
    expect(campaignVerdict([post('a', 'in_review', true), { ...post('b', 'in_review'), actions: { submit: allowed, approve: allowed } }], 'approve')).toEqual({ do: 'allowed', n: 1, flagged: 1 });
    expect(campaignVerdict([post('b', 'approved')], 'approve')).toEqual({ do: 'nothing' });
  });
});
