/**
 * rejoin (walk 7): in a workspace that LEFT its team, Compose's "Publish again" hint said "…waits for Lan to send
 * it for review again", a review that cannot happen there (the bridge refuses every review action with
 * `left_team`). Now it says the left-team reason, as the publish line does.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PostReviewDto, ReviewVerdictDto } from '../../src-main/bridge/contract';
import { againHint } from '../../src-renderer/src/lib/reviewtruth';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

const left = (state: PostReviewDto['state']): Pick<PostReviewDto, 'state' | 'author' | 'actions'> => {
  const actions = {} as Record<'submit' | 'approve' | 'request_changes' | 'withdraw' | 'comment', ReviewVerdictDto>;
  for (const a of ['submit', 'approve', 'request_changes', 'withdraw', 'comment'] as const) actions[a] = { do: 'refused', reason: 'left_team' };
  return { state, author: 'Lan', actions };
};

describe('Publish again in a workspace that left the team', () => {
  it('says the left-team reason, never that it waits for a review', () => {
    for (const s of ['approved', 'in_review', 'draft', 'changes_requested'] as const) {
      expect(againHint(left(s), ['Chi'], tr('en'))).toBe('You left the team this post belongs to: its posts are published through the team. Rejoin it, or Duplicate the post to publish a copy as your own.');
      expect(againHint(left(s), ['Chi'], tr('vi'))).toMatch(/^Bạn đã rời nhóm sở hữu bài này/);
    }
  });
});
