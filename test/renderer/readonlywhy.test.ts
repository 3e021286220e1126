/**
 * readonlywhy (issue 34, walk 4): the read-only reason derived once from the team status, and the
 * campaign's "Send all for review" / "Approve all" judged from each post's own verdict exactly as
 * the core's reviewCampaign takes them (all or nothing).
 */
import { describe, expect, it } from 'vitest';
import { campaignVerdict, readOnlyWhy } from '../../src-renderer/src/lib/readonlywhy';
import type { PostReviewDto, ReviewVerdictDto, TeamStatusDto } from '../../src-main/bridge/contract';

const status = (state: TeamStatusDto['state'], canEdit: boolean, role: 'owner' | 'approver' | 'editor' | 'viewer' = 'editor') =>
  ({ state, canEdit, me: { name: 'An', role } });

describe('readOnlyWhy', () => {
  it('is null without a team, and for a member who may edit', () => {
    expect(readOnlyWhy(null)).toBeNull();
    expect(readOnlyWhy(status('not_a_team', false))).toBeNull();
    expect(readOnlyWhy(status('online', true))).toBeNull();
    expect(readOnlyWhy(status('offline', true, 'owner'))).toBeNull();
  });
  it('says viewer for a viewer, online or not', () => {
    expect(readOnlyWhy(status('online', false, 'viewer'))).toBe('viewer');
    expect(readOnlyWhy(status('offline', false, 'viewer'))).toBe('viewer');
  });
  it('says revoked for a revoked laptop, whatever role it held (never the viewer words)', () => {
    expect(readOnlyWhy(status('revoked', false, 'editor'))).toBe('revoked');
    expect(readOnlyWhy(status('revoked', false, 'owner'))).toBe('revoked');
    expect(readOnlyWhy(status('revoked', false, 'viewer'))).toBe('revoked');
    expect(readOnlyWhy(status('unauthorized', false, 'editor'))).toBe('revoked');
  });
});

const allowed: ReviewVerdictDto = { do: 'allowed' };
const no = (reason: string): ReviewVerdictDto => ({ do: 'refused', reason });
function post(id: string, state: PostReviewDto['state'], actions: Partial<Record<'submit' | 'approve', ReviewVerdictDto>>): PostReviewDto {
  return {
    draftId: id, state, stale: false, author: 'An', last: null,
    actions: { submit: actions.submit ?? no('already_in_review'), approve: actions.approve ?? no('not_submitted'), request_changes: no('not_submitted'), withdraw: no('not_submitted'), comment: allowed },
    clientDecided: null, clientWaiting: null, atHub: null, editedBy: null, clientAgreed: null,
  } as unknown as PostReviewDto;
}

describe('campaignVerdict', () => {
  it("an editor's Approve all is shut with not_an_approver (the core refuses it)", () => {
    const reviews = { a: post('a', 'in_review', { approve: no('not_an_approver') }), b: post('b', 'in_review', { approve: no('not_an_approver') }) };
    expect(campaignVerdict(['a', 'b'], reviews, 'approve')).toEqual({ do: 'refused', reason: 'not_an_approver' });
  });
  it('an approver may approve all when every post waiting allows it; approved ones are passed over', () => {
    const reviews = { a: post('a', 'in_review', { approve: allowed }), b: post('b', 'approved', { approve: no('already_approved') }) };
    expect(campaignVerdict(['a', 'b'], reviews, 'approve')).toEqual({ do: 'allowed', n: 1 });
  });
  it("one post refusing (an author's own, a draft not sent) shuts the whole, as all or nothing", () => {
    const own = { a: post('a', 'in_review', { approve: allowed }), b: post('b', 'in_review', { approve: no('own_post') }) };
    expect(campaignVerdict(['a', 'b'], own, 'approve')).toEqual({ do: 'refused', reason: 'own_post' });
    const draft = { a: post('a', 'in_review', { approve: allowed }), b: post('b', 'draft', { approve: no('not_submitted') }) };
    expect(campaignVerdict(['a', 'b'], draft, 'approve')).toEqual({ do: 'refused', reason: 'not_submitted' });
  });
  it('a left team refuses every post with left_team', () => {
    const reviews = { a: post('a', 'draft', { submit: no('left_team'), approve: no('left_team') }) };
    expect(campaignVerdict(['a'], reviews, 'submit')).toEqual({ do: 'refused', reason: 'left_team' });
  });
  it('send all: approved and in-review posts are already there; a viewer is refused read_only', () => {
    const there = { a: post('a', 'in_review', {}), b: post('b', 'approved', {}) };
    expect(campaignVerdict(['a', 'b'], there, 'submit')).toEqual({ do: 'nothing' });
    const viewer = { a: post('a', 'draft', { submit: no('read_only') }) };
    expect(campaignVerdict(['a'], viewer, 'submit')).toEqual({ do: 'refused', reason: 'read_only' });
    const ok = { a: post('a', 'draft', { submit: allowed }), b: post('b', 'changes_requested', { submit: allowed }) };
    expect(campaignVerdict(['a', 'b'], ok, 'submit')).toEqual({ do: 'allowed', n: 2 });
  });
  it('nothing for no posts; unknown until every verdict is read', () => {
    expect(campaignVerdict([], {}, 'approve')).toEqual({ do: 'nothing' });
    expect(campaignVerdict(['a', 'b'], { a: post('a', 'in_review', { approve: allowed }) }, 'approve')).toEqual({ do: 'unknown' });
  });
});
