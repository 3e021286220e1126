/**
 * w19cosmetic (walk 17): the words of a campaign's "Send all for review" about posts not changed since a teammate asked
 * for changes (the core's verdict `unchanged`, team/campaign-verdict.ts), and of those it left: who asked, "you" for the
 * reader (reader.ts sayName), in English and Vietnamese.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { leftLine, unchangedQuestion } from '../../src-renderer/src/lib/campaignLeft';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());
const unchanged = (by: string, n = 1) => [{ reason: 'unchanged_since_request', n, draftId: 'd2', by, author: 'Lan' }];

describe("Send all for review's question", () => {
  it('some of the posts: how many, of how many, and who asked', () => {
    expect(unchangedQuestion(2, unchanged('Bảo'), 'Lan', tr('en'))).toEqual({ n: 1, all: false, words: 'Of the 2 posts to send, 1 was not changed since Bảo asked for changes. Send it for review again unchanged, or leave it out?' });
    expect(unchangedQuestion(5, unchanged('Bảo', 3), 'Lan', tr('vi'))?.words).toBe('Trong 5 bài sẽ gửi, có 3 bài chưa được sửa từ khi Bảo yêu cầu thay đổi. Vẫn gửi duyệt lại nguyên như cũ, hay bỏ các bài đó ra?');
  });

  it('every post: no leaving out (it would send nothing); the reader who asked is "you"', () => {
    expect(unchangedQuestion(1, unchanged('Bảo'), 'Lan', tr('en'))).toMatchObject({ all: true, words: 'The post to send was not changed since Bảo asked for changes. Send it for review again unchanged?' });
    expect(unchangedQuestion(2, unchanged('Lan', 2), 'Lan', tr('en'))?.words).toBe('All 2 posts to send were not changed since you asked for changes. Send them for review again unchanged?');
    expect(unchangedQuestion(2, undefined, 'Lan', tr('en'))).toBeNull();
  });

  it('a post left out is said in the result line', () => {
    expect(leftLine(unchanged('Bảo'), 0, 'Lan', tr('en'))).toBe('1 left: not changed since Bảo asked for changes');
    expect(leftLine(unchanged('Bảo'), 0, 'Lan', tr('vi'))).toBe('còn lại 1 bài: chưa sửa từ khi Bảo yêu cầu thay đổi');
  });
});
