/**
 * teamsendtext (issue 34, walk 5): a teammate's send whose draft was edited after it went out. The team
 * outcome carries no text; its key is derived from the approval (approvalKey), and the approval names the
 * revision it approved. A revision that differs now means the caption shown is not what the Hub holds.
 */
import { describe, expect, it } from 'vitest';
import { approvalOfKey, editedSinceSent } from '../../src-main/bridge/team-send-text';
import { approvalKey, contentRevision, type RevisionSubject } from '../../src-main/team';
import type { Approval } from '../../src-main/library';

const draft = (caption: string): RevisionSubject => ({
  caption, title: '', platforms: ['facebook'], profile_id: 'p1', photos: [], scheduled_at: '2026-11-30T02:00:00Z', timezone: 'Asia/Ho_Chi_Minh', add_to_queue: false, fields: {},
});
const sentText = draft('Khuyến mãi cuối tuần.');
const approved: Approval = { id: 'ap-1', workspaceId: 'w', draftId: 'dE', revision: contentRevision(sentText), by: 'Bảo', at: '2026-11-27T06:10:00.000Z' };
const other: Approval = { id: 'ap-0', workspaceId: 'w', draftId: 'dE', revision: 'old', by: 'Bảo', at: '2026-11-26T06:10:00.000Z' };
const key = approvalKey('ap-1', 'dE', 0);
/** The time the send went out with (its job's fields, as sent). */
const sent = { fields: { scheduled_at: '2026-11-30T02:00:00Z', timezone: 'Asia/Ho_Chi_Minh' } };

describe("a teammate's send against the draft now", () => {
  it('Lan added a line after the Hub scheduled it: edited since it was sent, approved on the approval date', () => {
    const now = draft('Khuyến mãi cuối tuần. Chỉ đến 30/11.');
    expect(editedSinceSent([other, approved], 'dE', key, now, sent)).toEqual({ approvedAt: '2026-11-27T06:10:00.000Z' });
  });

  it('unchanged since the approval: nothing to say', () => {
    expect(editedSinceSent([other, approved], 'dE', key, sentText, sent)).toBeNull();
  });

  it('a second caption group (part 1) finds its approval too', () => {
    expect(approvalOfKey([other, approved], 'dE', approvalKey('ap-1', 'dE', 1))?.id).toBe('ap-1');
  });

  it('a key not derived from a known approval (a refit, a random key): nothing claimed', () => {
    expect(editedSinceSent([approved], 'dE', 'k_random_123', draft('anything'), sent)).toBeNull();
    expect(editedSinceSent([approved], 'dOther', key, draft('anything'), sent)).toBeNull();
  });
});
