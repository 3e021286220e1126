/**
 * sendtab (issue 34, walk 6): the Send tab's numbers are the core's, with or without a dry run on
 * this laptop.
 * - Walk 6: Bảo's Send tab, on a laptop that never ran a dry run, offered "Send 1 post" when the one
 *   post left had changes requested. The status's `now` reads the team's review state live: 0 to send.
 * - Changes requested names who asked (`now.changesBy`, the dry run's `summary.changesBy`).
 * - The dry run's `summary.errors` counted rows that only wait for approval ("N rows with errors" in
 *   `campaign status`, and the app's "Last dry run" line after a restart): waiting is not an error.
 * - "Ready to send now" (of the posts a send skipped) is the core's count, not derived on screen.
 */
import { describe, expect, it } from 'vitest';
import { CampaignSender, dryRun, runDryRun, type SpreadItem } from '../../src-main/campaigns';
import { campaignPlans, campaigns, drafts, workspaces, type Draft, type Library } from '../../src-main/library';
import type { Problem, TeamApproval, TeamPublishPort, TeamWaiting } from '../../src-main/publisher';
import { dryRunLine, sendNowLine } from '../../src-main/cli/commands/campaign';
import { heldReasons, heldSplit } from '../../src-renderer/src/lib/sendwords';
import { tempLibrary } from '../library/helpers';

/** A team as the review model shows it: each post approved (revision 'r1'), or waiting for something. */
function teamOf(approvals: Map<string, TeamApproval | TeamWaiting>): TeamPublishPort {
  return {
    me: { memberId: 'm-bao', name: 'Bảo' },
    approval: (id) => approvals.get(id) ?? { waiting: 'review' },
    contentRevision: () => 'r1',
    keyFor: (d, a, p) => `k-${d}-${a}-${p}`,
    claim: () => undefined,
    sharedOutcome: () => null,
    sharedOutcomes: () => [],
  };
}
const approved = (n: number): TeamApproval => ({ approvalId: `apr-${n}`, revision: 'r1' });

function campaignOf(lib: Library, n: number): { id: string; posts: Draft[] } {
  const posts = Array.from({ length: n }, (_, i) => drafts.create(lib.db, { profile_id: 'p1', platforms: ['threads'], caption: `Tết post ${i + 1}`, photos: [{ url: 'https://cdn.example.com/tet.jpg' }], scheduled_at: `2027-01-2${i}T09:00`, timezone: 'Asia/Ho_Chi_Minh' }));
  return { id: campaigns.create(lib.db, { name: 'Tết', draftIds: posts.map((d) => d.id) }).id, posts };
}

/** A sender as the app's bridge makes one; its publisher only answers a batch's progress (nothing is sent here). */
const senderOf = (lib: Library, team: TeamPublishPort) => new CampaignSender({
  library: lib, team: () => team,
  publisher: async () => ({ batchProgress: (id: string) => ({ id, total: 0, pending: 0, skipped: 0, byState: {} }) }) as never,
});

describe('the Send tab on a laptop with no dry run (walk 6, Bảo)', () => {
  it('the one post left has changes requested by Lan: nothing to send, and who asked is said', async () => {
    const { lib } = tempLibrary();
    const { id, posts } = campaignOf(lib, 1);
    const team = teamOf(new Map([[posts[0]!.id, { waiting: 'changes_requested', who: 'Lan' }]]));
    const s = await senderOf(lib, team).status(id);
    expect(s.dryRun).toBeNull();
    // Before sendtab the Send tab offered "Send {unsent}" = 1 here: the core had no count of a send now.
    expect(s.now).toMatchObject({ checked: false, posts: 1, toSend: 0, held: 1, waiting: 1, changes: 1, changesBy: ['Lan'], problems: 0, teamSent: 0 });
    expect(sendNowLine(s.now)).toBe('a send now: 0 to send, 1 with changes requested by Lan (problems to fix not checked: no current dry run)');
  });

  it('of three posts, one approved goes; one waits for an approver, one came back: Send offers 1', async () => {
    const { lib } = tempLibrary();
    const { id, posts } = campaignOf(lib, 3);
    const [a, b, c] = posts.map((d) => d.id) as [string, string, string];
    const team = teamOf(new Map<string, TeamApproval | TeamWaiting>([[a, approved(1)], [b, { waiting: 'approval', who: 'an owner or an approver' }], [c, { waiting: 'changes_requested', who: 'Chi' }]]));
    const s = await senderOf(lib, team).status(id);
    expect(s.now).toMatchObject({ checked: false, toSend: 1, held: 2, waiting: 2, changes: 1, changesBy: ['Chi'] });
    // A dry run later says the same, and the status then has the problems checked.
    const dry = runDryRun({ library: lib, workspaceId: workspaces.getCurrent(lib.db).id, now: () => Date.parse('2026-11-01T08:00:00Z'), pins: () => null, team }, id);
    expect(dry.summary).toMatchObject({ going: 1, held: 2, waiting: 2, changes: 1, changesBy: ['Chi'], errors: 0 });
    const sender = senderOf(lib, team);
    await sender.dryRunSeen(id, dry);
    const after = await sender.status(id);
    expect(after.dryRun).toMatchObject({ current: true, toSend: 1, held: 2, found: { errors: 0 } });
    expect(after.now).toMatchObject({ checked: true, toSend: 1, held: 2, problems: 0, waiting: 2, changes: 1 });
    // `campaign status`: no "rows with errors" for posts that only wait.
    expect(dryRunLine(after.dryRun)).toContain(': 0 rows with errors, 0 with warnings, 2 posts held back;');
  });
});

describe('the dry run counts errors as errors, waiting as waiting', () => {
  const mk = (id: string): Draft => ({
    id, workspaceId: 'w', profile_id: 'prof_caphe', platforms: ['threads'], caption: `caption ${id}`, title: '', fields: {}, scheduled_at: null, timezone: null, add_to_queue: false,
    photos: [{ id: `${id}-p`, position: 0, source: 'url', path: null, url: 'https://img.example/a.jpg', sha256: null, bytes: null, width: null, height: null, mime: null, name: null }], captions: [], tags: [], notes: '', state: 'draft', createdAt: '', updatedAt: '', deletedAt: null, revision: 1,
  });
  const at = (id: string, iso: string): [string, SpreadItem] => [id, { id, at: Date.parse(iso), local: iso.slice(0, 16), timezone: 'Asia/Ho_Chi_Minh', offset: '+07:00', dstShift: null, movedForGapMinutes: 0, problem: null }];
  const hold = (code: string, who?: string): Problem => ({ severity: 'error', code: code as Problem['code'], channel: null, field: null, message: code, ...(who ? { who } : {}) });

  it('a row that only waits for approval or came back is no error; a real error on a waiting post still is', () => {
    const times = new Map([at('a', '2027-03-01T01:00:00Z'), at('b', '2027-03-01T03:00:00Z'), at('c', '2027-03-01T05:00:00Z'), at('d', '2027-03-01T07:00:00Z')]);
    // c waits and its time is already past (an error to fix either way).
    times.set('c', { ...times.get('c')!, problem: { code: 'past_time', message: 'in the past' } });
    const holds: Record<string, Problem> = { a: hold('waiting_approval', 'an owner'), b: hold('changes_requested', 'Bảo'), c: hold('waiting_approval') };
    const { summary } = dryRun({ delivery: 'schedule', minGapMinutes: 60, duplicateDays: 7, pins: () => null, drafts: ['a', 'b', 'c', 'd'].map(mk), times, approval: (d) => holds[d.id] ?? null });
    // w29sent (walk 25, 8): c's own error (its time is past) is what holds it, counted under errors; its review wait is said
    // on its row but never hides the error: held 3 = waiting 2 (a, b) + the error 1 (c).
    expect(summary).toMatchObject({ held: 3, waiting: 2, changes: 1, going: 1, errors: 1, warnings: 0, changesBy: ['Bảo'] });
  });
});

describe('ready to send now is the core\'s count (of the posts a send skipped)', () => {
  it('approved since the send: ready (the draft checks, then a current dry run found nothing); changes requested: named, not ready', async () => {
    const { lib } = tempLibrary();
    const { id, posts } = campaignOf(lib, 3);
    const [a, b, c] = posts.map((d) => d.id) as [string, string, string];
    // An earlier send handed c and skipped a and b (both waited for review then).
    campaignPlans.recordHanded(lib.db, id, [a, b, c], 'batch-1');
    campaignPlans.markSkipped(lib.db, id, [a, b]);
    const approvals = new Map<string, TeamApproval | TeamWaiting>([[a, approved(1)], [b, { waiting: 'changes_requested', who: 'Bảo' }]]);
    const team = teamOf(approvals);
    const sender = senderOf(lib, team);
    const before = await sender.status(id);
    // No dry run: a is not held by the review, and the draft checks found nothing on it: ready, as its row says (walk 39b, 5:
    // it was counted "not checked since" beside a row saying "nothing holds it now: the next send takes it").
    expect(before.now.skipped).toEqual({ problems: 0, waiting: 1, changes: 1, ready: 1, unchecked: 0, toSubmit: 0, revoked: 0, resend: 0 });
    expect(before.now.notSentWhy?.find((w) => w.draftId === a)).toMatchObject({ why: 'ready', lastSend: true });
    expect(before.now.toSend).toBe(1);
    await sender.dryRunSeen(id, runDryRun({ library: lib, workspaceId: workspaces.getCurrent(lib.db).id, now: () => Date.parse('2026-11-01T08:00:00Z'), pins: () => null, team }, id));
    const s = await sender.status(id);
    expect(s.now.skipped).toEqual({ problems: 0, waiting: 1, changes: 1, ready: 1, unchecked: 0, toSubmit: 0, revoked: 0, resend: 0 });
    expect(sendNowLine(s.now)).toBe('a send now: 1 to send, 1 with changes requested by Bảo; of the 2 posts the last send held back: 1 ready to send now, 1 with changes requested by Bảo');
    // The screens read the split as it comes (no count of their own), naming who asked.
    const split = heldSplit(s.skipped, s.now);
    expect(split).toEqual({ problems: 0, waiting: 0, changes: 1, ready: 1 });
    const t = (key: string, o?: { values?: Record<string, string | number> }) => `${key}(${Object.values(o?.values ?? {}).join('|')})`;
    expect(heldReasons(split!, 'x', t, 'Bảo')).toBe('sendtab.reasonChangesBy(1|Bảo), sendwords.reasonReady(1)');
  });
});
