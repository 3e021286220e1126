/**
 * w16asnew (walk 15, finding 3): Lan chose a new time for an approved post the Hub holds, to send it as a new post.
 * Bảo's screens read "edited by Lan after you approved"; Compose's line read a generic "waits for approval". The Who
 * line and the Publish-again hint now say what the core derived (editedSinceApproval `onlyTime`, the bridge's
 * `choseTime`): a new time was chosen, which one, and that it waits to be sent as a new post at that time.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PostReviewDto } from '../../src-main/bridge/contract';
import { editedSinceApproval } from '../../src-main/team';
import { againHint, whoLine } from '../../src-renderer/src/lib/reviewtruth';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

const approvedAt = '2027-01-10T09:00:00.000Z';
const last = { action: 'approve' as const, by: 'Bảo', at: approvedAt, state: 'approved' as const };
const draftTime = { at: '2027-01-16T08:00', zone: 'Asia/Ho_Chi_Minh', queue: false };

/** The DTO's facts as the bridge makes them (handlers/review.ts truthOf) from the core's derivation. */
function dto(fields: string[], atHub: boolean): PostReviewDto {
  const e = editedSinceApproval({ stale: true, last }, { history: [{ member: 'Lan', at: '2027-01-10T09:05:00.000Z', fields }], savedAt: '2027-01-10T09:05:00.000Z', me: { name: 'Bảo', solo: false } });
  return {
    draftId: 'd1', state: 'in_review', stale: true, author: 'Lan', last, editedBy: e?.by ?? null, editors: e?.editors ?? [],
    choseTime: e?.onlyTime ? draftTime : null,
    atHub: atHub ? { state: 'scheduled_ahead', since: approvedAt, by: 'Lan' } : null,
    actions: { submit: { do: 'refused', reason: 'already_in_review' }, approve: { do: 'refused', reason: 'not_an_approver' }, request_changes: { do: 'refused', reason: 'not_an_approver' }, withdraw: { do: 'allowed' }, comment: { do: 'allowed' } },
  } as unknown as PostReviewDto;
}

describe('w16asnew: a new time chosen since the approval, said as such', () => {
  it('Bảo reads that Lan chose a new time to send it as a new post, with the time (en, vi)', () => {
    const r = dto(['scheduled_at', 'timezone'], true);
    expect(whoLine(r, tr('en'), 'Bảo')).toMatch(/^new time chosen by Lan after you approved: Jan 16, 2027, 8:00\sAM \(Asia\/Ho_Chi_Minh\), to send it as a new post$/);
    expect(whoLine(r, tr('vi'), 'Bảo')).toMatch(/^Lan đã chọn giờ mới sau khi bạn duyệt: 08:00 16.*2027 \(Asia\/Ho_Chi_Minh\), để gửi thành bài mới$/i);
  });
  it('a draft the Hub does not hold: the new time alone', () => {
    expect(whoLine(dto(['scheduled_at'], false), tr('en'), 'Chi')).toMatch(/^new time chosen by Lan after Bảo approved: Jan 16, 2027, 8:00\sAM \(Asia\/Ho_Chi_Minh\)$/);
  });
  it('Lan reads herself as "you"', () => {
    expect(whoLine(dto(['scheduled_at'], true), tr('en'), 'Lan')).toMatch(/^new time chosen by you after Bảo approved: /);
  });
  it('a caption changed too: still "edited"', () => {
    expect(whoLine(dto(['scheduled_at', 'caption'], true), tr('en'), 'Chi')).toBe('edited by Lan after Bảo approved');
  });
  it('Compose\'s Publish-again line: it waits for approval to be sent as a new post at that time', () => {
    expect(againHint(dto(['scheduled_at'], true), ['owner', 'approver'], tr('en'))).toMatch(/^Waits for approval by .+ to be sent as a new post at Jan 16, 2027, 8:00\sAM \(Asia\/Ho_Chi_Minh\)\.$/);
    expect(againHint(dto(['scheduled_at'], true), ['owner', 'approver'], tr('vi'))).toMatch(/^Đang chờ .+ phê duyệt để gửi thành bài mới lúc .*2027.*\(Asia\/Ho_Chi_Minh\)\.$/);
    // Edited otherwise: the generic line, as before.
    expect(againHint(dto(['caption'], true), ['owner', 'approver'], tr('en'))).toMatch(/^Sending it again as a new post waits for approval by /);
  });
});
