/**
 * Walk 38 (2): confirming a client's approval over an open change request leaves a comment the whole team reads. It was
 * written once in English with the time in UTC, whatever the approver's language (the dialog had said the time in his
 * zone). The app writes it in its reader's language, the request's time in his zone with the offset named, so a teammate
 * in another zone reads it true; no "you" (the comment is read by others).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overRequestComment } from '../../src-renderer/src/lib/over-comment';
import { loadWords, tr } from './helpers';

const zone = process.env.TZ;
beforeAll(() => {
  loadWords();
  process.env.TZ = 'Asia/Ho_Chi_Minh';
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

const request = { by: 'Trang', at: '2026-11-29T01:41:00.000Z', comment: 'Sai giá' };

describe('the comment a confirm over an open request leaves in the history', () => {
  it("in the approver's language, the time in his zone with its offset", () => {
    expect(overRequestComment(request, tr('vi'), 'vi')).toBe('Đã xác nhận bản khách duyệt bất chấp một yêu cầu sửa còn mở: Trang đã yêu cầu sửa lúc 08:41 GMT+7 29 thg 11, 2026: “Sai giá”');
    expect(overRequestComment(request, tr('en'), 'en')).toBe("Confirmed the client's approval over an open change request: Trang asked for changes on Nov 29, 2026, 08:41 AM GMT+7: “Sai giá”");
  });
  it('a request without a comment says so', () => {
    expect(overRequestComment({ ...request, comment: null }, tr('en'), 'en')).toBe("Confirmed the client's approval over an open change request: Trang asked for changes on Nov 29, 2026, 08:41 AM GMT+7 (no comment)");
  });
});
