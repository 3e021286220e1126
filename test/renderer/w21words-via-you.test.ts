/**
 * w21words (walk 19, finding 3): on Lan's own laptop the client's approvals said "Client approved (relayed by you)" while
 * the client's request for changes on the same laptop said "the client (via you)". A client's step relayed by a member
 * has one form for the reader, named through the one function (reader.ts sayName): "The client approved (via you)".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sayName } from '../../src-renderer/src/lib/reader';
import { loadWords, tr } from './helpers';
import { en } from '../../src-renderer/src/lib/i18n/en';
import { vi } from '../../src-renderer/src/lib/i18n/vi';

beforeAll(() => loadWords());

const say = (lang: 'en' | 'vi', key: string, values: Record<string, string>, me: string | null): string => {
  const t = tr(lang);
  return t(key, { values: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, k === 'by' ? sayName(v, me, t) : v])) });
};

describe("the client's approval relayed by the reader says 'via you', as the client's request does", () => {
  it('ClientWaiting, to a member who may confirm and to one who may not', () => {
    expect(say('en', 'clientfix.clientApproved', { by: 'Lan' }, 'Lan')).toBe('The client approved (via you) — confirm');
    expect(say('vi', 'clientfix.clientApproved', { by: 'Lan' }, 'Lan')).toBe('Khách đã duyệt (qua bạn) — cần xác nhận');
    expect(say('en', 'reviewtruth.clientWaiting', { by: 'Lan' }, 'Lan')).toBe('The client approved (via you) — waits for an approver to confirm');
    expect(say('en', 'clientfix.clientApproved', { by: 'Lan' }, 'Bảo')).toBe('The client approved (via Lan) — confirm');
    expect(say('vi', 'reviewtruth.clientWaiting', { by: 'Lan' }, 'Bảo')).toBe('Khách đã duyệt (qua Lan) — chờ người duyệt xác nhận');
  });

  it("the client's request for changes in the same form", () => {
    expect(say('en', 'clientnote.askedNoComment', { by: 'Lan', date: 'Nov 27' }, 'Lan')).toBe('The client asked for changes (via you, Nov 27) — the approval stands until an approver decides');
    expect(say('vi', 'clientnote.askedNoComment', { by: 'Lan', date: '27 thg 11' }, 'Lan')).toBe('Khách yêu cầu sửa (qua bạn, 27 thg 11) — bài vẫn được duyệt cho đến khi một người duyệt quyết định');
  });

  it('no sentence of the app says "relayed by" or "chuyển lại" of a client\'s step any more', () => {
    const all = (o: unknown): string[] => (typeof o === 'string' ? [o] : o && typeof o === 'object' ? Object.values(o).flatMap(all) : []);
    expect(all(en).filter((s) => /relayed by \{/.test(s))).toEqual([]);
    expect(all(vi).filter((s) => /\{\w+\} chuyển lại/.test(s))).toEqual([]);
  });
});
