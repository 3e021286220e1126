/**
 * w11all (walk 11, issue 34): a campaign's "Approve all" / "Send all for review" take every post this member may
 * take the step on now and LEAVE the others, counted by the table's reason (team/campaign-verdict.ts). Walk 11: two
 * posts waiting + one with changes requested shut "Approve all" (all or nothing) and Bảo approved the two one by one.
 * Refused only when it would take none (the first post's reason, as before).
 */
import { describe, expect, it } from 'vitest';
import { campaignVerdict, countLeft, type CampaignPost } from '../../src-main/team/campaign-verdict';

type V = CampaignPost['actions']['submit'];
const allowed: V = { do: 'allowed' };
const no = (reason: string): V => ({ do: 'refused', reason });
const post = (draftId: string, state: CampaignPost['state'], actions: Partial<CampaignPost['actions']>, names: { author?: string; by?: string } = {}): CampaignPost => ({
  draftId, state, actions: { submit: actions.submit ?? no('already_in_review'), approve: actions.approve ?? no('not_submitted') },
  author: names.author ?? null, last: names.by ? { by: names.by } : null,
});

describe('a campaign step takes what it may and says what it left (w11all)', () => {
  it('walk 11: 2 waiting + 1 with changes requested: Approve all approves 2 and leaves 1, changes requested by Bảo, waiting for Lan', () => {
    const posts = [
      post('a', 'in_review', { approve: allowed }, { author: 'Lan', by: 'Lan' }),
      post('b', 'changes_requested', { approve: no('changes_requested') }, { author: 'Lan', by: 'Bảo' }),
      post('c', 'in_review', { approve: allowed }, { author: 'Lan', by: 'Lan' }),
    ];
    expect(campaignVerdict(posts, 'approve')).toEqual({ do: 'allowed', n: 2, left: [{ reason: 'changes_requested', n: 1, draftId: 'b', by: 'Bảo', author: 'Lan' }] });
  });

  it('leaves each kind of post the table refuses, counted by reason (and names) in the campaign order', () => {
    const posts = [
      post('a', 'draft', { approve: no('not_submitted') }, { author: 'Lan' }),
      post('b', 'in_review', { approve: no('own_post') }, { author: 'Bảo', by: 'Bảo' }),
      post('c', 'in_review', { approve: allowed }, { author: 'Lan', by: 'Lan' }),
      post('d', 'draft', { approve: no('not_submitted') }, { author: 'Lan' }),
      post('e', 'changes_requested', { approve: no('changes_requested') }, { author: 'Lan', by: 'Bảo' }),
      post('f', 'changes_requested', { approve: no('changes_requested') }, { author: 'Minh', by: 'Bảo' }),
    ];
    expect(campaignVerdict(posts, 'approve')).toEqual({
      do: 'allowed', n: 1, left: [
        { reason: 'not_submitted', n: 2, draftId: 'a', author: 'Lan' },
        { reason: 'own_post', n: 1, draftId: 'b' },
        { reason: 'changes_requested', n: 1, draftId: 'e', by: 'Bảo', author: 'Lan' },
        { reason: 'changes_requested', n: 1, draftId: 'f', by: 'Bảo', author: 'Minh' },
      ],
    });
  });

  it('Send all for review sends what may be sent and leaves an empty draft', () => {
    expect(campaignVerdict([post('a', 'draft', { submit: allowed }), post('b', 'draft', { submit: no('nothing_to_publish') }), post('c', 'in_review', {})], 'submit'))
      .toEqual({ do: 'allowed', n: 1, left: [{ reason: 'nothing_to_publish', n: 1, draftId: 'b' }] });
  });

  it('a client approval over the agency request is still left flagged, beside the posts left', () => {
    const flagged: CampaignPost = { ...post('f', 'changes_requested', { approve: no('changes_requested') }), clientWaiting: { overRequest: { by: 'Bảo' } } };
    expect(campaignVerdict([post('a', 'in_review', { approve: allowed }), flagged, post('b', 'draft', {})], 'approve'))
      .toEqual({ do: 'allowed', n: 1, flagged: 1, left: [{ reason: 'not_submitted', n: 1, draftId: 'b', author: null }] });
  });

  it('shut only when it would take none: the first post\'s reason, as before', () => {
    expect(campaignVerdict([post('a', 'changes_requested', { approve: no('changes_requested') }), post('b', 'in_review', { approve: no('own_post') })], 'approve'))
      .toEqual({ do: 'refused', reason: 'changes_requested', draftId: 'a' });
    expect(campaignVerdict([post('a', 'approved', {}), post('b', 'approved', {})], 'approve')).toEqual({ do: 'nothing' });
  });

  it('countLeft keeps posts apart whose words would differ', () => {
    expect(countLeft([{ draftId: 'a', reason: 'own_post', by: 'X', author: 'Y' }, { draftId: 'b', reason: 'own_post', by: 'Z', author: 'W' }]))
      .toEqual([{ reason: 'own_post', n: 2, draftId: 'a' }]);
  });
});
