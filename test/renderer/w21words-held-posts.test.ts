/**
 * w21words (walk 19, finding 4): the Hub holds a post as 2 posts at the same time (an X-only caption). "Send it as a
 * new post…" asked "The one the Hub holds still goes out at Dec 5, 9:00 AM and Dec 5, 9:00 AM", and the Review panel
 * said "does not stop the Hub's post". Each post is named by its channels, one time said once, the sentence plural.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { heldTimesWords } from '../../src-renderer/src/lib/heldwords';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

const at = (time: string, channels: string[]) => ({ time, zone: 'Asia/Ho_Chi_Minh', state: 'scheduled', channels });

describe("the Hub's posts still going out, named by their channels", () => {
  it('two posts at one time: the time once, each post by its channels', () => {
    const two = [at('Dec 5, 2026, 9:00 AM', ['Facebook', 'Instagram']), at('Dec 5, 2026, 9:00 AM', ['X'])];
    expect(heldTimesWords(two, tr('en'))).toBe('Dec 5, 2026, 9:00 AM (Asia/Ho_Chi_Minh: Facebook, Instagram; X)');
    expect(heldTimesWords(two, tr('vi'))).toBe('Dec 5, 2026, 9:00 AM (Asia/Ho_Chi_Minh: Facebook, Instagram; X)');
  });
  it('two times: each with its own channels, joined', () => {
    const two = [at('Dec 5, 2026, 9:00 AM', ['Facebook']), at('Dec 6, 2026, 9:00 AM', ['X'])];
    expect(heldTimesWords(two, tr('en'))).toBe('Dec 5, 2026, 9:00 AM (Asia/Ho_Chi_Minh: Facebook) and Dec 6, 2026, 9:00 AM (Asia/Ho_Chi_Minh: X)');
    expect(heldTimesWords(two, tr('vi'))).toBe('Dec 5, 2026, 9:00 AM (Asia/Ho_Chi_Minh: Facebook) và Dec 6, 2026, 9:00 AM (Asia/Ho_Chi_Minh: X)');
  });
  it('a post with no time says its state', () => {
    expect(heldTimesWords([{ time: null, zone: 'UTC', state: 'In the Hub’s queue', channels: ['X'] }, at('Dec 5, 2026, 9:00 AM', ['Facebook'])], tr('en')))
      .toBe('In the Hub’s queue (X) and Dec 5, 2026, 9:00 AM (Asia/Ho_Chi_Minh: Facebook)');
  });
});

describe('the sentences agree with how many posts the Hub holds', () => {
  const held = 'Dec 5, 2026, 9:00 AM (Asia/Ho_Chi_Minh: Facebook, Instagram; X)';
  const v = { time: 'Dec 12, 2026, 9:00 AM', zone: 'Asia/Ho_Chi_Minh', held, who: 'Bảo', reason: 'Waits.' };
  it('the confirm box of "Send it as a new post…"', () => {
    expect(tr('en')('truth.compose.sendNewConfirm', { values: { ...v, count: 2 } })).toBe(`Send a NEW post at Dec 12, 2026, 9:00 AM (Asia/Ho_Chi_Minh)? The Hub’s 2 posts still go out at ${held}.`);
    expect(tr('en')('truth.compose.sendNewConfirm', { values: { ...v, count: 1 } })).toBe(`Send a NEW post at Dec 12, 2026, 9:00 AM (Asia/Ho_Chi_Minh)? The one the Hub holds still goes out at ${held}.`);
    expect(tr('vi')('truth.compose.sendNewConfirm', { values: { ...v, count: 2 } })).toBe(`Gửi một bài MỚI lúc Dec 12, 2026, 9:00 AM (Asia/Ho_Chi_Minh)? 2 bài Hub đang giữ vẫn được đăng lúc ${held}.`);
    expect(tr('en')('w16asnew.confirmReview', { values: { ...v, count: 2 } })).toMatch(/The Hub’s 2 posts still go out at Dec 5/);
    expect(tr('vi')('w16asnew.confirmReview', { values: { ...v, count: 2 } })).toMatch(/2 bài Hub đang giữ vẫn được đăng lúc Dec 5/);
  });
  it('the toasts after it', () => {
    for (const key of ['truth.compose.sentNew', 'sendasnew.savedNew', 'sendasnew.notSent', 'w16asnew.sentForReview']) {
      expect(tr('en')(key, { values: { ...v, count: 2 } })).toMatch(/The Hub’s 2 earlier posts still go out at Dec 5/);
      expect(tr('en')(key, { values: { ...v, count: 1 } })).toMatch(/The first one still goes out at Dec 5/);
      expect(tr('vi')(key, { values: { ...v, count: 2 } })).toMatch(/2 bài trước vẫn được đăng lúc Dec 5/);
    }
  });
  it('the Review panel: withdrawing does not stop the Hub’s 2 posts', () => {
    expect(tr('en')('reviewtruth.atHub.withdraw', { values: { count: 2 } })).toBe('Withdrawing it from review does not stop the Hub’s 2 posts.');
    expect(tr('en')('reviewtruth.atHub.withdraw', { values: { count: 1 } })).toBe('Withdrawing it from review does not stop the Hub’s post.');
    expect(tr('vi')('reviewtruth.atHub.withdraw', { values: { count: 2 } })).toBe('Rút khỏi duyệt không dừng được 2 bài trên Hub.');
    expect(tr('vi')('reviewtruth.atHub.withdraw', { values: { count: 1 } })).toBe('Rút khỏi duyệt không dừng được bài trên Hub.');
  });
});
