/**
 * w21campaign (walk 19): the campaign screen's words, in both languages.
 * A: the header and the Send tab say the core's one partition (status `split`): ready to send now and held back apart.
 * B: two requesters of changes as one list with "and"/"và", the reader first: never "The client (via Lan), you asked".
 * C: a batch's post held back because a teammate sent it names them: "held back: sent by Lan".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { skippedParts } from '../../src-renderer/src/lib/batchProgress';
import { atStart, changesByWords, heldNowSplit, heldReasons, namesAndWords, splitParts } from '../../src-renderer/src/lib/sendwords';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

describe('two requesters of changes, one phrase (walk 19, B)', () => {
  const by = ['client (via Lan)', 'Bảo'];
  it("Bảo's laptop: you and the client (via Lan)", () => {
    expect(atStart(changesByWords(by, 'Bảo', tr('en')))).toBe('You and the client (via Lan)');
    expect(tr('en')('sendtab.partChangesBy', { values: { n: 2, who: atStart(changesByWords(by, 'Bảo', tr('en'))) } })).toBe('You and the client (via Lan) asked for changes on 2 posts: edit them and send them for review again.');
    expect(changesByWords(by, 'Bảo', tr('vi'))).toBe('bạn và khách hàng (qua Lan)');
    expect(tr('vi')('sendtab.reasonChangesBy', { values: { n: 2, who: changesByWords(by, 'Bảo', tr('vi')) } })).toBe('2 bài được bạn và khách hàng (qua Lan) yêu cầu sửa');
  });
  it("Lan's laptop: the client (via you) and Bảo", () => {
    expect(changesByWords(by, 'Lan', tr('en'))).toBe('the client (via you) and Bảo');
    expect(changesByWords(by, 'Lan', tr('vi'))).toBe('khách hàng (qua bạn) và Bảo');
  });
  it('one requester stays one name', () => expect(changesByWords(['Bảo'], 'Lan', tr('en'))).toBe('Bảo'));
});

describe('a batch held back a post a teammate sent: by whom (walk 19, C)', () => {
  const b = { skipped: 1, skippedFor: { problems: 0, changes: 0, approval: 0, submit: 0, teamSent: 1, other: 0 }, skippedSentBy: ['Lan'] };
  it('names Lan, in both languages', () => {
    const [p] = skippedParts(b) ?? [];
    expect(p?.names).toEqual(['Lan']);
    expect(`${p?.n} ${tr('en')(p?.key ?? '', { values: { name: namesAndWords(p?.names ?? [], 'Bảo', tr('en')) } })}`).toBe('1 held back: sent by Lan');
    expect(`${p?.n} ${tr('vi')(p?.key ?? '', { values: { name: namesAndWords(p?.names ?? [], 'Bảo', tr('vi')) } })}`).toBe('1 bị giữ lại: Lan đã gửi');
  });
});

describe('the partition in words (walk 19, A)', () => {
  const split = { posts: 6, sent: 0, ready: 3, held: 3, withdrawn: 0 };
  const now = { problems: 0, waiting: 3, changes: 0, toSubmit: 0, resend: 0 };
  it('3 ready to send now · 3 held back (3 waiting for approval by Bảo): the ready ones never among the held', () => {
    const line = (lang: 'en' | 'vi') => splitParts(split, heldReasons(heldNowSplit(now), 'Bảo', tr(lang)), tr(lang)).join(' · ');
    expect(line('en')).toBe('3 ready to send now · 3 held back (3 waiting for approval by Bảo)');
    expect(line('vi')).toBe('3 bài sẵn sàng gửi ngay · 3 bài bị giữ lại (3 bài đang chờ Bảo phê duyệt)');
  });
});
