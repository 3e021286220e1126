/**
 * w9words (walk 9): words addressed to the reader say "you". Bảo's own toast for a client approval over his own
 * request said "…but Bảo asked for changes on this version", his confirm "Approved over Bảo’s request for changes";
 * now "you asked" / "your own request" in both languages, and a teammate's request still names them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { reviewToastKey } from '../../src-renderer/src/lib/teamsync';
import { askerKey, isMe, sayName } from '../../src-renderer/src/lib/reader';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

const toast = (lang: 'en' | 'vi', me: string): string => {
  const e = { kind: 'client_approved' as const, overRequestBy: 'Bảo' };
  return tr(lang)(reviewToastKey(e, me).key, { values: { by: 'Lan', asker: 'Bảo', caption: 'Chụp ảnh áo dài phố Hội' } });
};

describe('a client approval over a request for changes, told to its asker', () => {
  it('the toast says "you asked", not the reader\'s own name', () => {
    expect(toast('en', 'Bảo')).toBe('The client approved “Chụp ảnh áo dài phố Hội” (via Lan), but you asked for changes on this version: see it in Review.');
    expect(toast('vi', 'Bảo')).toBe('Khách đã duyệt “Chụp ảnh áo dài phố Hội” (qua Lan), nhưng bạn đã yêu cầu sửa bản này: xem trong Xét duyệt.');
  });
  it("a teammate's request still names them", () => {
    expect(toast('en', 'Chi')).toBe('The client approved “Chụp ảnh áo dài phố Hội” (via Lan), but Bảo asked for changes on this version: see it in Review.');
    expect(toast('vi', 'Chi')).toContain('nhưng Bảo đã yêu cầu sửa');
  });
  it('confirming over one\'s own request says "your own request"', () => {
    const say = (lang: 'en' | 'vi', me: string | null) => tr(lang)(askerKey('clientchange.confirmedOver', 'Bảo', me), { values: { asker: 'Bảo' } });
    expect(say('en', 'Bảo')).toBe('Approved over your own request for changes; the history says so.');
    expect(say('vi', 'Bảo')).toBe('Đã duyệt bất chấp yêu cầu sửa của chính bạn; lịch sử có ghi lại.');
    expect(say('en', 'Chi')).toBe('Approved over Bảo’s request for changes; the history says so.');
    expect(say('en', null)).toBe('Approved over Bảo’s request for changes; the history says so.');
  });
  it('the confirm question, the note and the import report line say "you" too', () => {
    const date = '27 Nov 2026, 12:49';
    expect(tr('en')(askerKey('clientchange.question', 'Bảo', 'Bảo'), { values: { asker: 'Bảo', date } })).toMatch(/^Confirming approves this post as it is, over your own request for changes of 27 Nov 2026, 12:49\./);
    expect(tr('en')(askerKey('clientchange.overRequestNoComment', 'Bảo', 'Bảo'), { values: { by: 'Lan', asker: 'Bảo', date } })).toBe('The client approved (via Lan), but you asked for changes on 27 Nov 2026, 12:49 and this version was not changed since.');
    expect(tr('vi')(askerKey('clientchange.overRequest', 'Bảo', 'Bảo'), { values: { by: 'Lan', asker: 'Bảo', date, comment: 'Đổi ảnh' } })).toBe('Khách đã duyệt (qua Lan), nhưng bạn đã yêu cầu sửa lúc 27 Nov 2026, 12:49 và bản này chưa được sửa từ đó: “Đổi ảnh”');
    expect(tr('en')(askerKey('clientchange.outcome', 'Bảo', 'Bảo'), { values: { asker: 'Bảo', date } })).toBe('the client approved it, but you asked for changes on this version on 27 Nov 2026, 12:49: not approved; it waits for an approver to confirm it over that request');
  });
  it('a relay by the reader is "by you"; a client relayed by a teammate is the client', () => {
    expect(sayName('Lan', 'Lan', tr('en'))).toBe('you');
    expect(sayName('Lan', 'Lan', tr('vi'))).toBe('bạn');
    expect(sayName('Lan', 'Bảo', tr('en'))).toBe('Lan');
    expect(sayName('client (via Lan)', 'Bảo', tr('en'))).toBe('the client (via Lan)');
    expect([isMe('', ''), isMe('Lan', null), isMe('Lan', 'Lan')]).toEqual([false, false, true]);
  });
});
