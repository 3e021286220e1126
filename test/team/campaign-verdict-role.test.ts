/**
 * w13waits (walk 13, issue 34): Lan, an editor, read "Approve all: not now — changes requested by Bảo — waits for your
 * edit" on her campaign's Review tab: an editor approves nothing, so the campaign step's refusal is the ROLE's
 * ("only approvers and owners approve") when the member may take the step on none; the laptop's own refusals
 * (left_team, revoked) still come first, and a member whose role allows the step reads the first post's reason as before.
 */
import { describe, expect, it } from 'vitest';
import { campaignVerdict, campaignVerdicts, roleRefusal, type CampaignPost } from '../../src-main/team/campaign-verdict';
import { DEFAULT_REVIEW_SETTINGS } from '../../src-main/team/review';

type V = CampaignPost['actions']['submit'];
const no = (reason: string): V => ({ do: 'refused', reason });
const post = (draftId: string, state: CampaignPost['state'], actions: Partial<CampaignPost['actions']>, names: { author?: string; by?: string } = {}): CampaignPost => ({
  draftId, state, actions: { submit: actions.submit ?? no('already_in_review'), approve: actions.approve ?? no('not_submitted') },
  author: names.author ?? null, last: names.by ? { by: names.by } : null,
});
const settings = DEFAULT_REVIEW_SETTINGS;
const lan = { role: 'editor' as const, settings };
const bao = { role: 'approver' as const, settings };
const vy = { role: 'viewer' as const, settings };

describe('a campaign step refused by the member role says the role first (w13waits)', () => {
  it('roleRefusal, row by row: editor approve → not_an_approver; viewer → read_only; approver/owner approve and editor submit → none', () => {
    expect(roleRefusal(lan, 'approve')).toBe('not_an_approver');
    expect(roleRefusal(vy, 'approve')).toBe('read_only');
    expect(roleRefusal(vy, 'submit')).toBe('read_only');
    expect(roleRefusal(bao, 'approve')).toBeNull();
    expect(roleRefusal({ role: 'owner', settings }, 'approve')).toBeNull();
    expect(roleRefusal(lan, 'submit')).toBeNull();
    expect(roleRefusal({ role: 'approver', settings: { ...settings, approvers: ['owner'] } }, 'approve')).toBe('not_an_approver');
  });

  it('walk 13: Lan (editor), her post with changes requested by Bảo first: Approve all is refused as not_an_approver, not changes_requested', () => {
    const posts = [
      post('a', 'changes_requested', { approve: no('changes_requested') }, { author: 'Lan', by: 'Bảo' }),
      post('b', 'in_review', { approve: no('not_an_approver') }, { author: 'Lan', by: 'Lan' }),
    ];
    expect(campaignVerdict(posts, 'approve', lan)).toEqual({ do: 'refused', reason: 'not_an_approver', draftId: 'a' });
    expect(campaignVerdicts(posts, lan).approve).toEqual({ do: 'refused', reason: 'not_an_approver', draftId: 'a' });
  });

  it('every post with changes requested or not sent: still the role (the editor never approves them)', () => {
    const posts = [post('a', 'draft', { approve: no('not_submitted') }), post('b', 'changes_requested', { approve: no('changes_requested') }, { by: 'Bảo' })];
    expect(campaignVerdict(posts, 'approve', lan)).toEqual({ do: 'refused', reason: 'not_an_approver', draftId: 'a' });
  });

  it('Bảo (approver): his refusal is the first post s reason as before', () => {
    const posts = [post('a', 'changes_requested', { approve: no('changes_requested') }, { author: 'Lan', by: 'Bảo' })];
    expect(campaignVerdict(posts, 'approve', bao)).toEqual({ do: 'refused', reason: 'changes_requested', draftId: 'a' });
  });

  it('a revoked laptop or a team left: that refusal stays first, before the role', () => {
    expect(campaignVerdict([post('a', 'in_review', { approve: no('revoked') })], 'approve', lan)).toEqual({ do: 'refused', reason: 'revoked', draftId: 'a' });
    expect(campaignVerdict([post('a', 'in_review', { approve: no('left_team') })], 'approve', lan)).toEqual({ do: 'refused', reason: 'left_team', draftId: 'a' });
  });

  it('every post already approved: nothing to do, whatever the role', () => {
    expect(campaignVerdict([post('a', 'approved', {})], 'approve', lan)).toEqual({ do: 'nothing' });
  });
});
