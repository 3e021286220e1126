/**
 * Walk 13 (w13revoked, b): after a rejoin, Bảo's Send tab listed the batch his revoked laptop sent nothing of as
 * "Batch 1: 4 posts · 4 held back" (and the send "nothing sent: every post has problems"). The batch and the state
 * say the revocation (the core's skip kind `revoked`, state word `notSentRevoked`), in en and vi.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sendStateWordKey, skippedParts } from '../../src-renderer/src/lib/batchProgress';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());
describe('a batch the revocation held back', () => {
  it("says so: \"4 held back: this computer's access was revoked\"", () => {
    const parts = skippedParts({ skipped: 4, skippedFor: { problems: 0, changes: 0, approval: 0, submit: 0, resend: 0, teamSent: 0, revoked: 4, other: 0 } })!;
    expect(parts.map((x) => `${x.n} ${tr('en')(x.key)}`)).toEqual(["4 held back: this computer's access was revoked"]);
    expect(parts.map((x) => `${x.n} ${tr('vi')(x.key)}`)).toEqual(['4 bị giữ lại: quyền truy cập của máy này đã bị thu hồi']);
  });

  it('the state word: not sent for the revocation, never "done" nor "every post has problems"', () => {
    const key = sendStateWordKey('idle', { word: 'notSentRevoked', handed: 0, skipped: 4 });
    expect(tr('en')(key)).toBe("not sent: this computer's access was revoked");
    expect(tr('vi')(key)).toBe('chưa gửi: quyền truy cập của máy này đã bị thu hồi');
  });
});
