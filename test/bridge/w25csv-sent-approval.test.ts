/**
 * w25csv (walk 22, 2): the export's `sent_approval_at` is the approval a send went out under, for every approved send,
 * and empty only where no approval was needed (a random key), whatever approval the draft holds now.
 */
import { describe, expect, it } from 'vitest';
import { sentApprovalAt } from '../../src-main/bridge/team-send-text';
import { derivedKey } from '../../src-main/publisher';
import { approvalKey } from '../../src-main/team';
import type { Approval } from '../../src-main/library';

const a = (id: string, at: string): Approval => ({ id, workspaceId: 'w', draftId: 'd1', revision: `rev-${id}`, by: 'Minh', at });
const approvals = [a('ap1', '2026-11-28T03:02:24.000Z'), a('ap2', '2026-11-28T03:04:54.000Z')];

describe('sentApprovalAt', () => {
  it("a key derived from an approval: that approval's time (part 0 or later), not the draft's latest", () => {
    expect(sentApprovalAt(approvals, 'd1', approvalKey('ap1', 'd1', 0), undefined)).toBe('2026-11-28T03:02:24.000Z');
    expect(sentApprovalAt(approvals, 'd1', approvalKey('ap2', 'd1', 1), null)).toBe('2026-11-28T03:04:54.000Z');
  });
  it('a new post made from an approved one (a retry: derived key): the approval recorded with the job', () => {
    expect(sentApprovalAt(approvals, 'd1', derivedKey(approvalKey('ap1', 'd1', 0), 'retry'), 'ap1')).toBe('2026-11-28T03:02:24.000Z');
    expect(sentApprovalAt(approvals, 'd1', derivedKey(approvalKey('ap1', 'd1', 0), 'retry'), undefined)).toBeNull();
  });
  it('a random key needed no approval: empty, even with an approval recorded or held', () => {
    expect(sentApprovalAt(approvals, 'd1', 'k-2b1f0c3e', 'ap2')).toBeNull();
  });
});
