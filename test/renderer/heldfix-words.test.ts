/**
 * heldfix (walk 3b): words around posts waiting for approval. A held post's line is a sentence naming
 * whom it waits for, in the reader's language, with no code in it; "@bao" finds "Bảo" and never offers
 * myself; a toast that starts with "the client (via Lan)" starts with a capital.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_TABLE } from '../../src-main/team';
import { heldSentence } from '../../src-renderer/src/lib/held';
import { mentionMatches, sentenceStart } from '../../src-renderer/src/lib/mentionMatch';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

describe('a held post, said as a sentence', () => {
  it('names the approvers in the reader language, with no code in the line', () => {
    const both = ['owner', 'approver'];
    expect(heldSentence({ code: 'waiting_approval', who: 'an owner or an approver' }, both, tr('en'))).toBe('Waits for approval by an owner or an approver.');
    expect(heldSentence({ code: 'waiting_review', who: 'Lan' }, ['owner'], tr('en'))).toBe('Waits for approval by an owner: send it for review first.');
    expect(heldSentence({ code: 'changes_requested', who: 'Bảo' }, both, tr('en'))).toBe('Bảo asked for changes: edit the post and send it for review again.');
    const viLine = heldSentence({ code: 'waiting_approval', who: 'an owner or an approver' }, both, tr('vi'));
    expect(viLine).toBe('Đang chờ chủ nhóm hoặc người duyệt phê duyệt.');
    for (const code of ['waiting_approval', 'waiting_review', 'changes_requested', 'role_cannot_publish', 'resend_needs_approval']) {
      for (const lang of ['en', 'vi'] as const) {
        const line = heldSentence({ code }, both, tr(lang)) ?? '';
        expect(line).not.toMatch(/[a-z]+_[a-z]+|\(|\{/);
        expect(line).toMatch(/^\p{Lu}/u);
        if (lang === 'vi') expect(line).not.toMatch(/\b(owner|approver|waiting)\b/);
      }
    }
    expect(heldSentence({ code: 'caption_too_long' }, both, tr('en'))).toBeNull();
  });
});

describe('Publish again on a published team post', () => {
  it('names the step to a new approval (the review table allows it: approved → withdraw → draft → send for review)', () => {
    // walk 39b: whose step it is (its authors or an owner), never an order to whoever reads it.
    expect(tr('en')('truth.reason.needs_new_approval')).toMatch(/Its authors or an owner withdraw it in Review, then send it for review again\.$/);
    expect(tr('vi')('truth.reason.needs_new_approval')).toMatch(/rút lại.*gửi duyệt lại\.$/);
    // The words say only what the one review table allows.
    expect(REVIEW_TABLE.approved.withdraw).toEqual({ who: 'author', to: 'draft' });
    expect(REVIEW_TABLE.draft.submit).toEqual({ who: 'writer', to: 'in_review' });
  });
});

describe('mention suggestions', () => {
  const known = ['Bảo', 'Lan', 'Minh', 'Đức'];
  it('match without accents or case, and never offer myself', () => {
    expect(mentionMatches(known, 'bao', 'Lan')).toEqual(['Bảo']);
    expect(mentionMatches(known, 'B', 'Lan')).toEqual(['Bảo']);
    expect(mentionMatches(known, 'BẢO', 'Lan')).toEqual(['Bảo']);
    expect(mentionMatches(known, 'duc', 'Lan')).toEqual(['Đức']);
    expect(mentionMatches(known, '', 'Lan')).toEqual(['Bảo', 'Minh', 'Đức']);
    expect(mentionMatches(known, 'l', 'lan')).toEqual([]);
    expect(mentionMatches(known, null, 'Lan')).toEqual([]);
  });
});

describe('toasts start a sentence with a capital', () => {
  it('"the client (via Lan) approved…" reads "The client (via Lan) approved…"', () => {
    expect(sentenceStart('the client (via Lan) approved “x”')).toBe('The client (via Lan) approved “x”');
    expect(sentenceStart('đã duyệt', 'vi')).toBe('Đã duyệt');
    expect(sentenceStart('')).toBe('');
  });
});

describe('the campaign dry run: waiting for approval is its own group', () => {
  it('says whom the posts waiting for review wait for (the grouping is the core\'s: test/campaigns/heldsend-core.test.ts)', () => {
    expect(tr('en')('heldfix.dryWaiting', { values: { n: 2, who: 'an owner or an approver' } })).toMatch(/^2 posts wait for approval by an owner or an approver and are not sent until approved: send them for review, or ask an approver/);
    expect(tr('vi')('heldfix.dryWaiting', { values: { n: 1, who: 'chủ nhóm' } })).toMatch(/^1 bài đang chờ chủ nhóm phê duyệt/);
  });
});
