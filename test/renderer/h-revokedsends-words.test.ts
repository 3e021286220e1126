/**
 * h-revokedsends (walk 39b): a teammate's card for a send whose sender the team revoked while its outcome was still to come
 * (core post-state.ts `by.revokedAt`), in English and Vietnamese. Before: "Sending", "On its way: being sent to the Hub, or
 * accepted by it and waiting for the channels.", "no outcome yet" per channel and "Only Tuấn's computer can withdraw it."
 * Now: the badge says its outcome is not shared, the detail that no news of it can come, and the card's line names the
 * revocation and what is possible from here (nothing; the sender's computer shares it once it joins again).
 */
import { strictT } from './helpers';
import { describe, expect, it } from 'vitest';
import { stateDetail, unsharedBadgeKey, unsharedLine } from '../../src-renderer/src/lib/postState';
import type { PostStateDto } from '../../src-main/bridge/contract';

const tEn = strictT('en');
const tVi = strictT('vi');
const REVOKED = Date.parse('2026-11-29T03:00:01Z');
const at = (ms: number) => new Date(ms).toISOString();
const label = (c: string) => c;
const post = (over: Partial<PostStateDto>): PostStateDto => ({ state: 'sending', tone: 'progress', channels: [], published: 0, total: 1, refused: [], scheduledAt: null, timezone: null, retrying: false, reason: null, nextTryAt: null, ...over });
const TUAN = { memberId: 'Tuấn', name: 'Tuấn', at: REVOKED - 1_200 };

describe("a revoked teammate's send, as its card words it", () => {
  it('English: not "On its way"; the line names the revocation, and no computer that could withdraw it', () => {
    const p = post({ by: { ...TUAN, revokedAt: REVOKED } });
    expect(stateDetail(p, tEn, (iso) => iso, label)).toBe('It was being sent when Tuấn’s computer last told the team; what became of it since is not known here.');
    expect(unsharedLine(p, tEn, at)).toBe('Tuấn’s member token was revoked on 2026-11-29T03:00:01.000Z: the team no longer takes news from that computer, so what became of this post cannot reach you. Nothing can withdraw it or ask the Hub about it from here. When the team owner gives Tuấn a new token and Tuấn’s computer joins again, it shares the outcome.');
    expect(tEn(unsharedBadgeKey(p)!)).toBe('Outcome not shared');
    expect(tEn('teamoutbox.unshared.pending')).toBe('outcome not shared');
  });

  it('Vietnamese: the same truths', () => {
    const p = post({ by: { ...TUAN, revokedAt: REVOKED } });
    expect(stateDetail(p, tVi, (iso) => iso, label)).toBe('Bài đang được gửi khi máy của Tuấn báo cho nhóm lần cuối; từ đó tới nay ở đây không biết bài ra sao.');
    expect(unsharedLine(p, tVi, at)).toContain('Mã thành viên của Tuấn đã bị thu hồi lúc 2026-11-29T03:00:01.000Z');
    expect(tVi(unsharedBadgeKey(p)!)).toBe('Kết quả chưa được chia sẻ');
  });

  it('a member not revoked: "On its way", no line, the state\'s own badge (as before)', () => {
    const p = post({ by: TUAN });
    expect(stateDetail(p, tEn, (iso) => iso, label)).toBe('On its way: being sent to the Hub, or accepted by it and waiting for the channels.');
    expect(unsharedLine(p, tEn, at)).toBe('');
    expect(unsharedBadgeKey(p)).toBeNull();
  });
});
