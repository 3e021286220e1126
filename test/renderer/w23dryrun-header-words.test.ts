/**
 * w23dryrun (walk 20, 3): the campaign header counts each sent post once, who sent it in brackets: "2 sent (by Lan)" (it
 * said "2 sent · … · 2 sent by Lan (a teammate)", the same two posts twice in one line).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sentWords } from '../../src-renderer/src/lib/sendwords';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

describe('the campaign header: each sent post once, who sent it', () => {
  it('all sent by one teammate: "2 sent (by Lan)"; some: "4 sent (2 by Lan, 1 by Bảo)"; from here: "2 sent"', () => {
    expect(sentWords(2, [{ name: 'Lan', posts: 2 }], tr('en'))).toBe('2 sent (by Lan)');
    expect(sentWords(4, [{ name: 'Lan', posts: 2 }, { name: 'Bảo', posts: 1 }], tr('en'))).toBe('4 sent (2 by Lan, 1 by Bảo)');
    expect(sentWords(3, [{ name: 'Lan', posts: 2 }], tr('en'))).toBe('3 sent (2 by Lan)');
    expect(sentWords(2, [], tr('en'))).toBe('2 sent');
    expect(sentWords(2, [{ name: 'Lan', posts: 2 }], tr('vi'))).toBe('2 bài đã gửi (do Lan gửi)');
    expect(sentWords(4, [{ name: 'Lan', posts: 2 }, { name: 'Bảo', posts: 1 }], tr('vi'))).toBe('4 bài đã gửi (2 bài do Lan gửi, 1 bài do Bảo gửi)');
  });
});
