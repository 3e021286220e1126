import { describe, expect, it } from 'vitest';
import { approvalKey, canonicalJson, contentRevision, HUB_KEY_PATTERN, reviewState, type RevisionSubject } from '../../src-main/team/review';

const post: RevisionSubject = {
  caption: 'Giảm giá 20% 🎉', title: 'Sale', captions: [{ channel: 'linkedin', caption: 'For LinkedIn', title: null }, { channel: 'facebook', caption: 'For Facebook', title: 'FB' }],
  platforms: ['instagram', 'facebook', 'linkedin'], profile_id: 'p1',
  photos: [{ sha256: 'a'.repeat(64) }, { sha256: 'b'.repeat(64) }], scheduled_at: '2026-12-01T09:00', timezone: 'Asia/Ho_Chi_Minh', add_to_queue: false,
  fields: { first_comment: 'link in bio', pinterest_board_id: '' },
};

describe('contentRevision', () => {
  it('is a SHA-256 hex, the same for the same content in another key or channel order', () => {
    const r = contentRevision(post);
    expect(r).toMatch(/^[0-9a-f]{64}$/);
    expect(contentRevision({ ...post, platforms: ['linkedin', 'instagram', 'facebook'], captions: [...post.captions!].reverse(), fields: { pinterest_board_id: '', first_comment: 'link in bio' } })).toBe(r);
    expect(contentRevision({ ...post, fields: { first_comment: 'link in bio' } })).toBe(r); // an empty field is not sent
  });

  const changes: Array<[string, Partial<RevisionSubject>]> = [
    ['caption', { caption: 'Giảm giá 30% 🎉' }],
    ['title', { title: 'Sale!' }],
    ['a channel caption', { captions: [{ channel: 'linkedin', caption: 'For LinkedIn.', title: null }, post.captions![1]!] }],
    ['a channel title', { captions: [post.captions![0]!, { channel: 'facebook', caption: 'For Facebook', title: null }] }],
    ['channels', { platforms: ['instagram', 'facebook'] }],
    ['profile', { profile_id: 'p2' }],
    ['a photo', { photos: [{ sha256: 'a'.repeat(64) }, { sha256: 'c'.repeat(64) }] }],
    ['photo order', { photos: [{ sha256: 'b'.repeat(64) }, { sha256: 'a'.repeat(64) }] }],
    ['time', { scheduled_at: '2026-12-01T10:00' }],
    ['zone', { timezone: 'UTC' }],
    ['queue', { add_to_queue: true }],
    ['an option', { fields: { first_comment: 'link below' } }],
  ];
  for (const [what, patch] of changes) {
    it(`changes with the ${what}`, () => expect(contentRevision({ ...post, ...patch })).not.toBe(contentRevision(post)));
  }

  it('the own caption of a channel not ticked does not count (it is not sent)', () => {
    const extra = [...post.captions!, { channel: 'x', caption: 'kept for later', title: null }];
    expect(contentRevision({ ...post, captions: extra })).toBe(contentRevision(post));
    expect(contentRevision({ ...post, captions: extra, platforms: [...post.platforms, 'x'] })).not.toBe(contentRevision({ ...post, platforms: [...post.platforms, 'x'] }));
  });

  it('a caption cannot pass for a title (fields are named, not concatenated)', () => {
    expect(contentRevision({ ...post, caption: 'ab', title: '' })).not.toBe(contentRevision({ ...post, caption: 'a', title: 'b' }));
  });

  it('canonical JSON sorts keys at every depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[2,{"y":2,"z":1}]},"b":1}');
  });
});

describe('reviewState: an approval is bound to a content revision', () => {
  it('an approved post whose content changed is back in review (derived, stale); the same revision stays approved', () => {
    const r = contentRevision(post);
    expect(reviewState({ state: 'approved', revision: r }, r)).toEqual({ state: 'approved', stale: false });
    expect(reviewState({ state: 'approved', revision: r }, contentRevision({ ...post, caption: 'changed' }))).toEqual({ state: 'in_review', stale: true });
    expect(reviewState({ state: 'changes_requested', revision: r }, 'other')).toEqual({ state: 'changes_requested', stale: false });
    expect(reviewState(null, r)).toEqual({ state: 'draft', stale: false });
  });
});

describe('approvalKey', () => {
  it('is the same on every laptop for one approval and part, and a Hub-valid key', () => {
    const k = approvalKey('01HAPPROVAL', '01HDRAFT', 0);
    expect(k).toBe(approvalKey('01HAPPROVAL', '01HDRAFT', '0'));
    expect(k).toMatch(HUB_KEY_PATTERN);
    expect(k).toMatch(/^pra_[A-Za-z0-9_-]{43}$/);
  });

  it('differs by approval, draft and part (a new approval, another post, another caption group)', () => {
    const keys = new Set([approvalKey('a1', 'd1', 0), approvalKey('a2', 'd1', 0), approvalKey('a1', 'd2', 0), approvalKey('a1', 'd1', 1)]);
    expect(keys.size).toBe(4);
    // The separator cannot be forged by moving characters between parts.
    expect(approvalKey('a', 'bc', 0)).not.toBe(approvalKey('ab', 'c', 0));
  });

  it('refuses an empty part or one with a line break', () => {
    expect(() => approvalKey('', 'd', 0)).toThrow(RangeError);
    expect(() => approvalKey('a\nd', 'd', 0)).toThrow(RangeError);
    expect(() => approvalKey('a', 'd', '')).toThrow(RangeError);
  });

  it('is fixed: a known input gives a known key (a change of derivation would split two laptops)', () => {
    expect(approvalKey('approval-1', 'draft-1', 0)).toMatchInlineSnapshot(`"pra_ywg7Twqo9TSjxnOGYRrr4Y8UQ3UVyrM8Sk0mHaonD74"`);
  });
});
