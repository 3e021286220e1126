/**
 * w12words (walk 12): "Publish again…" on one approved post said two things on two laptops: Bảo (approver, not its
 * author) read "waits for Lan to send it for review again", Lan (its author) "withdraw it in Review, then send it for
 * review again". Same state, same instruction, named for the reader: Bảo reads that it waits for Lan to withdraw it,
 * then send it for review again.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PostReviewDto, ReviewVerdictDto } from '../../src-main/bridge/contract';
import { againHint } from '../../src-renderer/src/lib/reviewtruth';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

const approved = (withdraw: ReviewVerdictDto): Pick<PostReviewDto, 'state' | 'author' | 'actions'> => ({
  state: 'approved', author: 'Lan',
  actions: { submit: { do: 'refused', reason: 'already_approved' }, approve: { do: 'refused', reason: 'already_approved' }, request_changes: { do: 'allowed' }, withdraw, comment: { do: 'allowed' } },
});

describe('Publish again on an approved post: one instruction, named for the reader', () => {
  it("its author (who may withdraw) and an approver (who may not) read the same steps", () => {
    expect(againHint(approved({ do: 'allowed' }), ['approver'], tr('en'))).toBe('It was sent to the Hub under its current approval: to send it again as a new post, withdraw it in Review, then send it for review again.');
    const bao = againHint(approved({ do: 'refused', reason: 'not_author' }), ['approver'], tr('en'));
    expect(bao).toBe('It was sent to the Hub under its current approval: sending it again as a new post waits for Lan or an owner to withdraw it in Review, then send it for review again.');
    const vi = againHint(approved({ do: 'refused', reason: 'not_author' }), ['approver'], tr('vi'));
    expect(vi).toContain('chờ Lan hoặc chủ nhóm rút bài khỏi duyệt trong mục Xét duyệt rồi gửi duyệt lại');
  });
});
