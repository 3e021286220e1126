/**
 * w11all (walk 11): the words of what a campaign's "Approve all" / "Send all for review" left, from the core's count
 * (team/campaign-verdict.ts `left`), in both languages: the walk's line "2 approved; 1 left: changes requested by
 * Bảo — waits for Lan’s edit", several reasons with their counts, the reader named "you", the flagged client approvals.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { leftLine, resultLine, willLine } from '../../src-renderer/src/lib/campaignLeft';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

const changes = { reason: 'changes_requested', n: 1, draftId: 'b', by: 'Bảo', author: 'Lan' };

describe('what a campaign step left, in words', () => {
  it("walk 11's line, en and vi", () => {
    expect(resultLine('approve', 2, [changes], 0, 'Bảo', tr('en'))).toBe('2 approved; 1 left: changes requested by you — waits for Lan’s edit');
    expect(resultLine('approve', 2, [changes], 0, 'Chi', tr('en'))).toBe('2 approved; 1 left: changes requested by Bảo — waits for Lan’s edit');
    expect(resultLine('approve', 2, [changes], 0, 'Lan', tr('vi'))).toBe('Đã duyệt 2 bài; còn lại 1 bài: Bảo đã yêu cầu sửa — chờ bạn sửa');
  });
  it('several reasons, each with its count; the client approvals left flagged last', () => {
    const left = [{ ...changes, n: 2 }, { reason: 'not_submitted', n: 1, draftId: 'a', author: 'Lan' }, { reason: 'own_post', n: 1, draftId: 'c' }];
    expect(leftLine(left, 1, 'Bảo', tr('en'))).toBe('5 left: changes requested by you — waits for Lan’s edit (2); not sent for review — waits for Lan to send it (1); your own (this team does not let authors approve their own posts) (1); the client approved a version the team asked to change (confirm each on its own) (1)');
    expect(leftLine([], 0, 'Bảo', tr('en'))).toBeNull();
  });
  it('Send all for review: an empty draft left; nothing left says only what was done', () => {
    expect(resultLine('submit', 3, [{ reason: 'nothing_to_publish', n: 1, draftId: 'e' }], 0, null, tr('en'))).toBe('3 sent for review; 1 left: nothing to review (no caption and no photo)');
    expect(resultLine('submit', 1, [], 0, null, tr('vi'))).toBe('Đã gửi duyệt 1 bài');
  });
  it('before the press, beside the open button', () => {
    expect(willLine('Approve all', 2, [changes], 0, 'Chi', tr('en'))).toBe('Approve all takes 2 posts now and leaves 1 post: changes requested by Bảo — waits for Lan’s edit');
    expect(willLine('Approve all', 2, [], 0, 'Chi', tr('en'))).toBeNull();
  });
  it('walk 43a (2): two posts left for two reasons read as two posts, each reason named apart (was "leaves 1: …, 1: …")', () => {
    const two = [changes, { reason: 'own_post', n: 1, draftId: 'c' }];
    expect(willLine('Approve all', 2, two, 0, 'Chi', tr('en'))).toBe('Approve all takes 2 posts now and leaves 2 posts: changes requested by Bảo — waits for Lan’s edit (1); your own (this team does not let authors approve their own posts) (1)');
    expect(willLine('Duyệt tất cả', 2, two, 0, 'Chi', tr('vi'))).toBe('Duyệt tất cả sẽ xử lý 2 bài ngay và để lại 2 bài: Bảo đã yêu cầu sửa — chờ Lan sửa (1); bài của chính bạn (nhóm không cho người viết tự duyệt bài của mình) (1)');
    expect(resultLine('approve', 2, two, 0, 'Chi', tr('en'))).toBe('2 approved; 2 left: changes requested by Bảo — waits for Lan’s edit (1); your own (this team does not let authors approve their own posts) (1)');
  });
});
