/**
 * Walk 12 (w12cli, c): a batch's post skipped because it was already sent under its approval and sent again as new
 * without a new approval (the core's skip kind `resend`, campaigns/review-hold.ts) is said as that, in en and vi —
 * before, the core counted it "held back: waiting for approval", though nobody had been asked to approve it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { skippedParts } from '../../src-renderer/src/lib/batchProgress';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());
describe("a batch's post sent again as new without a new approval", () => {
  it('is said by its own words, not "waiting for approval"', () => {
    const parts = skippedParts({ skipped: 2, skippedFor: { problems: 1, changes: 0, approval: 0, submit: 0, resend: 1, teamSent: 0, other: 0 } })!;
    expect(parts.map((x) => `${x.n} ${tr('en')(x.key)}`)).toEqual(['1 not sent (problems)', '1 held back: already sent under its approval, a new approval is needed']);
    expect(parts.map((x) => `${x.n} ${tr('vi')(x.key)}`)).toEqual(['1 không gửi (có lỗi)', '1 bị giữ lại: đã gửi theo lần duyệt này, cần duyệt lại']);
  });
});
