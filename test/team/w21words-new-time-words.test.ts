/**
 * w21words (walk 19, finding 2): an approved, unsent post dragged to a new time read three ways — the calendar chip's
 * tooltip "Edited since it was approved", the campaign Posts tab "A new time chosen since it was approved", and
 * `postroom review list` "edited since it was approved" beside "new time chosen by Lan". When only the time changed
 * (the core's editedSinceApproval `onlyTime`), every one says "a new time chosen since it was approved".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { reviewStateEnglish } from '../../src-main/team';
import { staleWords } from '../../src-renderer/src/lib/reviewtruth';
import { loadWords, tr } from '../renderer/helpers';

beforeAll(() => loadWords());

describe('a new time chosen since the approval, in the CLI\'s State column', () => {
  it('only the time changed: "a new time chosen", never "edited"', () => {
    expect(reviewStateEnglish({ state: 'in_review', stale: true }, { onlyTime: true })).toBe('a new time chosen since it was approved: back in review');
  });
  it('an edit, or not known: "edited" as before; not stale: the state', () => {
    expect(reviewStateEnglish({ state: 'in_review', stale: true }, { onlyTime: false })).toBe('edited since it was approved: back in review');
    expect(reviewStateEnglish({ state: 'in_review', stale: true }, null)).toBe('edited since it was approved: back in review');
    expect(reviewStateEnglish({ state: 'approved', stale: false }, null)).toBe('approved');
  });
});

describe("the screens' one stale sentence (the review badge, the calendar chip's tooltip)", () => {
  const choseTime = { at: '2026-12-05T09:00', zone: 'Asia/Ho_Chi_Minh', queue: false };
  it('only the time changed', () => {
    expect(staleWords({ choseTime }, tr('en'))).toBe('A new time chosen since it was approved: back in review');
    expect(staleWords({ choseTime }, tr('vi'))).toBe('Đã chọn giờ mới sau khi được duyệt: đang chờ duyệt lại');
  });
  it('an edit', () => {
    expect(staleWords({ choseTime: null }, tr('en'))).toBe('Edited since it was approved: back in review');
    expect(staleWords({}, tr('vi'))).toBe('Đã sửa sau khi được duyệt: đang chờ duyệt lại');
  });
});
