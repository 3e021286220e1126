/**
 * h-campcount (walk 41b): a campaign's header, Send tab and Campaigns list say of its sent posts what the rows say: a post the
 * Hub already had from a call no teammate's outcome names is "the Hub already had (replayed here)", never among "sent by you";
 * a revoked teammate's sends whose outcome cannot reach the team say so (the rows' "Outcome not shared"). Before, the header
 * said "3 sent" and "2 sent (by Lan)" of them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sentWords, teamCountWords, unsharedWords } from '../../src-renderer/src/lib/sendwords';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());
const since = Date.parse('2026-11-29T05:00:00Z');

describe('the campaign header: replays of a call no teammate names, and a revoked teammate\'s unshared outcome', () => {
  it('"3 sent (2 the Hub already had (replayed here), 1 by Chi)", never "3 sent" of them', () => {
    expect(sentWords(4, [{ name: 'Chi', posts: 1 }], tr('en'), undefined, 2)).toBe('4 sent (2 the Hub already had (replayed here), 1 by Chi)');
    expect(sentWords(2, [], tr('en'), undefined, 2)).toBe('2 sent (2 the Hub already had (replayed here))');
    expect(sentWords(2, [], tr('vi'), undefined, 2)).toBe('2 bài đã gửi (2 bài Hub đã có (máy này gửi lại))');
    expect(sentWords(2, [], tr('en'))).toBe('2 sent');
  });

  it('"2 sent (by Lan, outcome not shared since Lan’s access was revoked)", in both languages', () => {
    const lan = { name: 'Lan', posts: 2, unshared: { posts: 2, since } };
    expect(sentWords(2, [lan], tr('en'))).toBe('2 sent (by Lan, outcome not shared since Lan’s access was revoked)');
    expect(sentWords(2, [lan], tr('vi'))).toBe('2 bài đã gửi (do Lan gửi, kết quả chưa được chia sẻ từ khi quyền truy cập của Lan bị thu hồi)');
    expect(sentWords(3, [{ ...lan, unshared: { posts: 1, since } }], tr('en'))).toBe('3 sent (2 by Lan, the outcome of 1 of them not shared since Lan’s access was revoked)');
  });

  it('the Send tab and the Campaigns list: "2 sent by Lan (a teammate), outcome not shared since …"', () => {
    expect(teamCountWords({ name: 'Lan', posts: 2, unshared: { posts: 2, since } }, tr('en'))).toBe('2 sent by Lan (a teammate), outcome not shared since Lan’s access was revoked');
    expect(teamCountWords({ name: 'Lan', posts: 2 }, tr('en'))).toBe('2 sent by Lan (a teammate)');
    expect(unsharedWords({ name: 'Lan', posts: 2 }, tr('vi'))).toBe('');
  });
});
