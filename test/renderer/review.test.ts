import { describe, expect, it } from 'vitest';
import { groupReasons, mentionQuery, mentionsIn, reviewCounts, sayWho, threadOrder } from '../../src-renderer/src/lib/review';
import type { ReviewCommentDto } from '../../src-main/bridge/contract';

const c = (id: string, at: string, parentId: string | null = null): ReviewCommentDto => ({ id, draftId: 'd', parentId, author: 'Lan', body: id, mentions: [], at });

describe('review on screen', () => {
  it('orders comments as threads: each followed by its replies, oldest first; a reply to an unknown comment stands alone', () => {
    const out = threadOrder([c('r2', '2026-01-01T03:00:00Z', 'a'), c('b', '2026-01-01T02:00:00Z'), c('a', '2026-01-01T01:00:00Z'), c('r1', '2026-01-01T02:30:00Z', 'a'), c('rr', '2026-01-01T04:00:00Z', 'r1'), c('lost', '2026-01-01T00:00:00Z', 'gone')]);
    expect(out.map((x) => `${x.id}:${x.depth}`)).toEqual(['lost:0', 'a:0', 'r1:1', 'rr:2', 'r2:1', 'b:0']);
  });

  it('finds the members a comment mentions, whole names only, the longest first', () => {
    const members = ['Anh', 'Anh Tú', 'Lan'];
    expect(mentionsIn('@Anh Tú xem giúp, cc @Lan.', members)).toEqual(['Anh Tú', 'Lan']);
    expect(mentionsIn('@Anh ơi', members)).toEqual(['Anh']);
    // Walk 41a (3): a name pasted decomposed (NFD) mentions the member as the composed one does.
    expect(mentionsIn('@Hạnh please add a lantern'.normalize('NFD'), ['Hạnh', 'Marc'])).toEqual(['Hạnh']);
    expect(mentionsIn('@Hạnh ơi', ['Hạnh'.normalize('NFD')])).toEqual(['Hạnh'.normalize('NFD')]);
    expect(mentionsIn('@Lana and mail@Lan', members)).toEqual([]); // "@Lana" is not Lan, nor is an address
    expect(mentionsIn('no one', members)).toEqual([]);
  });

  it('knows the @word being typed', () => {
    expect(mentionQuery('hello @La')).toBe('La');
    expect(mentionQuery('@')).toBe('');
    expect(mentionQuery('mail@La')).toBeNull();
    expect(mentionQuery('hello')).toBeNull();
  });

  it('counts review states, says a relayed client decision in words, groups refusals by reason', () => {
    expect(reviewCounts([{ state: 'approved' }, { state: 'in_review' }, { state: 'approved' }])).toEqual({ draft: 0, in_review: 1, approved: 2, changes_requested: 0, total: 3 });
    const t = (k: string, o?: { values: Record<string, string> }) => `${k}:${o?.values.name ?? ''}`;
    expect(sayWho('client (via Lan)', t)).toBe('review.client:Lan');
    expect(sayWho('Minh', t)).toBe('Minh');
    expect(groupReasons([{ action: 'submit', reason: 'already_approved' }, { action: 'withdraw', reason: 'not_author' }, { action: 'approve', reason: 'already_approved' }]))
      .toEqual([{ reason: 'already_approved', actions: ['submit', 'approve'] }, { reason: 'not_author', actions: ['withdraw'] }]);
  });
});
