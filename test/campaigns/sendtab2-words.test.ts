/**
 * sendtab2 (issue 34, walk 7): the campaign Send tab's and header's words about the posts a send skipped.
 * - Walk 7 (shot 38): after Bảo approved one of the two posts a send held back (the other had changes
 *   requested), before a new dry run, Lan's Send tab said "2 not sent for their problems": neither had a
 *   problem. The core's `now.skipped` now counts the approved one as `unchecked` (no current dry run says
 *   whether it has a problem), never as `problems`; the words say "not checked since the send".
 * - The state line says only the counts that are not zero ("0 not sent for their problems" with nothing sent).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CampaignSender, runDryRun } from '../../src-main/campaigns';
import { campaignPlans, campaigns, drafts, workspaces, type Library } from '../../src-main/library';
import type { TeamApproval, TeamPublishPort, TeamWaiting } from '../../src-main/publisher';
import { sendNowLine } from '../../src-main/cli/commands/campaign';
import { heldReasons, heldSplit, onlyProblems, sendCountsLine } from '../../src-renderer/src/lib/sendwords';
import { tempLibrary } from '../library/helpers';
import { loadWords, tr } from '../renderer/helpers';

beforeAll(() => loadWords());

function teamOf(approvals: Map<string, TeamApproval | TeamWaiting>): TeamPublishPort {
  return {
    me: { memberId: 'm-lan', name: 'Lan' },
    approval: (id) => approvals.get(id) ?? { waiting: 'review' },
    contentRevision: () => 'r1',
    keyFor: (d, a, p) => `k-${d}-${a}-${p}`,
    claim: () => undefined,
    sharedOutcome: () => null,
    sharedOutcomes: () => [],
  };
}
const senderOf = (lib: Library, team: TeamPublishPort) => new CampaignSender({
  library: lib, team: () => team,
  publisher: async () => ({ batchProgress: (id: string) => ({ id, total: 0, pending: 0, skipped: 0, byState: {} }) }) as never,
});

describe('walk 7: a skipped post approved since, before a new dry run', () => {
  // Walk 39b (5): the draft checks found nothing on it: "ready to send now", as its row says ("nothing holds it now: the next
  // send takes it"); it said "not checked since the send" beside that row.
  it('is ready to send now (the draft checks found nothing), not a problem; the one with changes requested names Bảo', async () => {
    const { lib } = tempLibrary();
    const posts = Array.from({ length: 4 }, (_, i) => drafts.create(lib.db, { profile_id: 'p1', platforms: ['threads'], caption: `Noel ${i + 1}`, photos: [{ url: 'https://cdn.example.com/noel.jpg' }], scheduled_at: `2027-12-1${i}T09:00`, timezone: 'UTC' }));
    const ids = posts.map((d) => d.id) as [string, string, string, string];
    const id = campaigns.create(lib.db, { name: 'Noel', draftIds: ids }).id;
    const approvals = new Map<string, TeamApproval | TeamWaiting>([[ids[0], { approvalId: 'a0', revision: 'r1' }], [ids[1], { approvalId: 'a1', revision: 'r1' }], [ids[2], { waiting: 'approval', who: 'an owner or an approver' }], [ids[3], { waiting: 'changes_requested', who: 'Bảo' }]]);
    const team = teamOf(approvals);
    const sender = senderOf(lib, team);
    await sender.dryRunSeen(id, runDryRun({ library: lib, workspaceId: workspaces.getCurrent(lib.db).id, now: () => Date.parse('2026-11-27T08:00:00Z'), pins: () => null, team }, id));
    // The send handed two and held back two (one waiting for approval, one sent back).
    campaignPlans.recordHanded(lib.db, id, ids, 'batch-1');
    campaignPlans.markSkipped(lib.db, id, [ids[2], ids[3]]);
    // Bảo approves the waiting one (the client's approval confirmed): the dry run is no longer current.
    approvals.set(ids[2], { approvalId: 'a2', revision: 'r1' });
    const s = await sender.status(id);
    expect(s.dryRun?.current).toBe(false);
    // Before sendtab2: { problems: 1, … } — the approved post was told as held "for its problems".
    expect(s.now.skipped).toEqual({ problems: 0, waiting: 1, changes: 1, ready: 1, unchecked: 0, toSubmit: 0, revoked: 0, resend: 0 });
    const split = heldSplit(s.skipped, s.now);
    expect(onlyProblems(split)).toBe(false);
    const words = heldReasons(split!, 'an owner or an approver', tr('en'), 'Bảo');
    expect(words).toBe('1 with changes requested by Bảo, 1 ready to send now');
    expect(words).not.toMatch(/problem/);
    expect(sendCountsLine({ handed: 2, skipped: 2, unsent: 0, withdrawn: 0 }, words, tr('en'))).toBe('2 sent for publishing · 2 held back (1 with changes requested by Bảo, 1 ready to send now)');
    expect(heldReasons(split!, 'x', tr('vi'), 'Bảo')).toBe('1 bài được Bảo yêu cầu sửa, 1 bài giờ đã sẵn sàng gửi');
    // The CLI says the same from the same count.
    expect(sendNowLine(s.now)).toMatch(/of the 2 posts the last send held back: 1 ready to send now, 1 with changes requested by Bảo$/);
    expect(sendNowLine(s.now)).not.toMatch(/their problems/);
  });
});

describe('the Send state line says no zero count', () => {
  it('nothing sent yet: only the posts not sent yet; nothing at all: empty', () => {
    const t = tr('en');
    expect(sendCountsLine({ handed: 0, skipped: 0, unsent: 3, withdrawn: 0 }, null, t)).toBe('3 not sent yet');
    expect(sendCountsLine({ handed: 0, skipped: 0, unsent: 0, withdrawn: 0 }, null, t)).toBe('');
    expect(sendCountsLine({ handed: 45, skipped: 2, unsent: 0, withdrawn: 1 }, null, t)).toBe('45 sent for publishing · 2 not sent for their problems · 1 withdrawn');
    expect(sendCountsLine({ handed: 1, skipped: 1, unsent: 0, withdrawn: 0 }, null, t)).toBe('1 sent for publishing · 1 not sent for its problems');
    expect(sendCountsLine({ handed: 3, skipped: 2, unsent: 1, withdrawn: 0 }, null, tr('vi'))).toBe('3 bài đã chuyển đi đăng · 2 bài không gửi vì có lỗi · 1 bài chưa gửi');
  });
});
