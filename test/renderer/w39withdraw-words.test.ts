/**
 * Walk 39b: "withdraw it in Review" said to someone who may not, naming someone who cannot. Sam (approver, not the post's
 * author) read on his Outbox card "Withdraw it in Review, then send it for review again." (the table refuses him), and
 * while Tuấn's token was revoked, Compose said "waits for Tuấn or an owner". Now the Outbox card and Compose say the
 * review's own words (againHint over the core's `withdrawers`: never a revoked member), and the card's line before the
 * review is read states the rule (its authors or an owner), never an instruction to whoever reads it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PostReviewDto, ReviewVerdictDto } from '../../src-main/bridge/contract';
import { againHint } from '../../src-renderer/src/lib/reviewtruth';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

const approved = (withdraw: ReviewVerdictDto, withdrawers?: string[] | null): Pick<PostReviewDto, 'state' | 'author' | 'actions' | 'withdrawers'> => ({
  state: 'approved', author: 'Tuấn',
  actions: { submit: { do: 'refused', reason: 'already_approved' }, approve: { do: 'refused', reason: 'already_approved' }, request_changes: { do: 'allowed' }, withdraw, comment: { do: 'allowed' } },
  ...(withdrawers !== undefined ? { withdrawers } : {}),
});
const refused: ReviewVerdictDto = { do: 'refused', reason: 'not_author' };

describe('sending it again as new waits for a withdrawal: who may, by name', () => {
  it('Sam (refused Withdraw) reads who may, from the core; Tuấn revoked is left out', () => {
    expect(againHint(approved(refused, ['Admin', 'Tuấn']), ['owner', 'approver'], tr('en'))).toBe('It was sent to the Hub under its current approval: sending it again as a new post waits for Admin or Tuấn to withdraw it in Review, then send it for review again.');
    const revoked = againHint(approved(refused, ['Admin']), ['owner', 'approver'], tr('en'));
    expect(revoked).toBe('It was sent to the Hub under its current approval: sending it again as a new post waits for Admin to withdraw it in Review, then send it for review again.');
    expect(revoked).not.toContain('Tuấn');
    const vi = againHint(approved(refused, ['Admin']), ['owner', 'approver'], tr('vi'));
    expect(vi).toContain('phải chờ Admin rút bài khỏi duyệt trong mục Xét duyệt rồi gửi duyệt lại');
    expect(vi).not.toContain('Tuấn');
  });

  it('nobody listed may withdraw it now: said so, with whom to ask; no member list read: the rule as before', () => {
    for (const lang of ['en', 'vi'] as const) {
      const line = againHint(approved(refused, []), ['owner', 'approver'], tr(lang));
      expect(line).not.toMatch(/\{|\}|w39withdraw/);
      expect(line).toMatch(lang === 'en' ? /ask the team owner\.$/ : /hãy hỏi chủ nhóm\.$/);
    }
    expect(againHint(approved(refused, null), ['owner', 'approver'], tr('en'))).toContain('waits for Tuấn or an owner to withdraw it in Review');
  });

  it('the reader who may withdraw it reads "withdraw it in Review" (the same as before)', () => {
    expect(againHint(approved({ do: 'allowed' }), ['owner', 'approver'], tr('en'))).toBe('It was sent to the Hub under its current approval: to send it again as a new post, withdraw it in Review, then send it for review again.');
  });

  it("the card's line before the review is read: the rule (its authors or an owner), not an order to whoever reads it", () => {
    const en = tr('en')('truth.reason.needs_new_approval');
    expect(en).not.toContain('Withdraw it in Review');
    expect(en).toContain('Its authors or an owner withdraw it in Review');
    const vi = tr('vi')('truth.reason.needs_new_approval');
    expect(vi).not.toContain('Hãy rút lại');
    expect(vi).toContain('Tác giả của bài hoặc chủ nhóm rút lại ở phần Xét duyệt');
  });
});
