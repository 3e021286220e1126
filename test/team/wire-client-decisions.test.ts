/**
 * A client's decisions come back whoever made the preview (issue 34, reviewcore): three laptops on
 * one real team server (started once for the file), through the CLI. Ann (editor) exports the
 * preview; the export record reaches Bob (approver) and Cy (editor) through the team's `reviews`
 * document, so either may import the client's file:
 * - Bob's import approves as Bob (his own approval, recorded as the client's decision relayed by
 *   him), and Ann's laptop has the approval after a sync;
 * - Cy's import (an editor) requests the client's changes and keeps the client's approval waiting
 *   for an approver: no approval anywhere, Bob's review queue says "client approved — confirm";
 * - a file with a post list edited, or for another campaign, is still refused on any laptop.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../src-main/library';
import { reviewOf } from '../../src-main/team';
import { campaignInReview, clientDecisionsFile, clientPageData, cliTeam, type CliLaptop, type ClientDecision, type ClientPageData } from './helpers';

const team = cliTeam({ prefix: 'postroom-wire-client-' });
let root: string;

let Ann: CliLaptop;
let Bob: CliLaptop;
let Cy: CliLaptop;
let posts: string[] = [];
let campaignId = '';

/** Ann exports the campaign as a client page; returns the page's data (what the client's file answers). */
async function exportPage(file: string): Promise<ClientPageData> {
  const p = await Ann.run(['review', 'preview', campaignId, '--out', file, '--zone', 'Asia/Ho_Chi_Minh', '--json']);
  expect(p.code, p.stderr + p.stdout).toBe(0);
  const html = readFileSync(file, 'utf8');
  expect(html).toContain('Prepared by Ann.');
  expect(html).toContain('confirmed by one of the team&#39;s approvers');
  await Ann.sync();
  return clientPageData(html);
}

const decisionsFile = (data: ClientPageData, decisions: ClientDecision[], patch?: Record<string, unknown>): string => clientDecisionsFile(root, data, decisions, patch);

beforeAll(async () => {
  [Ann, Bob, Cy] = await team.start([{ dir: 'ann', name: 'Ann', role: 'editor' }, { dir: 'bob', name: 'Bob', role: 'approver' }, { dir: 'cy', name: 'Cy', role: 'editor' }]);
  root = team.root();
  // Ann sends her posts for review before showing them to the client (she is their author).
  ({ posts, campaignId } = await campaignInReview(Ann, 'Launch', ['Launch day', 'Behind the scenes', 'Thank you']));
}, 60_000);
afterAll(() => team.stop());

describe('a client decisions file comes back to whoever is at hand', () => {
  it("Ann (editor) exports; Bob (approver) imports on his laptop: approvals are Bob's own, naming the client's decision; Ann sees them", async () => {
    const data = await exportPage(join(root, 'page1.html'));
    await Bob.sync();
    expect(Bob.lib((l) => reviews.findExport(l.db, data.exportId)?.by)).toBe('Ann');
    const file = decisionsFile(data, [{ i: 0, decision: 'approve', note: 'Lovely' }, { i: 1, decision: 'request_changes', note: 'Brighter photo' }]);
    const r = await Bob.run(['review', 'decisions', file, '--campaign', 'Launch', '--json']);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(r.lines().filter((l) => l.decision).map((l) => [l.decision.draftId, l.decision.outcome, l.decision.state])).toEqual([
      [posts[0], 'approved', 'approved'], [posts[1], 'changes_requested', 'changes_requested'],
    ]);
    expect(r.lines().at(-1)).toMatchObject({ ok: true, exportedBy: 'Ann', relayedBy: 'Bob', mayApprove: true, signed: false });
    expect(r.stderr).toContain('not signed: check it came from your client');
    expect(Bob.lib((l) => reviews.approvalsOf(l.db, posts[0]!).map((a) => a.by))).toEqual(['Bob']);
    const decided = Bob.lib((l) => reviews.latestClientDecision(l.db, posts[0]!));
    expect(decided).toMatchObject({ exportId: data.exportId, decision: 'approve', relayedBy: 'Bob' });
    expect(decided!.approvalId).toBe(Bob.lib((l) => reviews.approvalsOf(l.db, posts[0]!)[0]!.id));
    await Bob.sync();
    await Ann.sync();
    expect(Ann.lib((l) => reviewOf(l.db, posts[0]!).state)).toBe('approved');
    expect(Ann.lib((l) => reviews.approvalsOf(l.db, posts[0]!).map((a) => a.by))).toEqual(['Bob']);
    expect(Ann.lib((l) => reviews.clientDecisionOfApproval(l.db, reviews.approvalsOf(l.db, posts[0]!)[0]!.id)?.relayedBy)).toBe('Bob');
    expect(Ann.lib((l) => reviewOf(l.db, posts[1]!).state)).toBe('changes_requested');
    expect(Ann.lib((l) => reviews.commentsOf(l.db, posts[1]!).map((c) => [c.author, c.body]))).toEqual([['client (via Bob)', 'Brighter photo']]);
  });

  it("Cy (editor) imports another page's file: changes requested, the client's approval waits for an approver — no approval anywhere; Bob's queue says confirm", async () => {
    await Ann.sync();
    const data = await exportPage(join(root, 'page2.html'));
    await Cy.sync();
    const file = decisionsFile(data, [{ i: 2, decision: 'request_changes', note: 'Wrong date' }, { i: 1, decision: 'approve' }]);
    // posts[1] had changes requested (test 1); it was not edited, so its revision is the one exported.
    const r = await Cy.run(['review', 'decisions', file, '--json']);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(r.lines().filter((l) => l.decision).map((l) => [l.decision.draftId, l.decision.outcome])).toEqual([[posts[2], 'changes_requested'], [posts[1], 'waiting_for_approver']]);
    expect(r.lines().at(-1)).toMatchObject({ ok: true, exportedBy: 'Ann', relayedBy: 'Cy', mayApprove: false, signed: false });
    const text = await Cy.run(['review', 'decisions', file]);
    expect(text.code).toBe(1); // the same file again (clientfix): already imported, nothing added
    expect(text.stderr + text.stdout).toContain('already imported by Cy');
    expect(Cy.lib((l) => reviews.approvalsOf(l.db, posts[1]!))).toEqual([]);
    expect(Cy.lib((l) => reviewOf(l.db, posts[1]!).state)).toBe('in_review');
    expect(Cy.lib((l) => reviewOf(l.db, posts[2]!).state)).toBe('changes_requested');
    await Cy.sync();
    await Bob.sync();
    expect(Bob.lib((l) => reviews.approvalsOf(l.db, posts[1]!))).toEqual([]);
    const list = await Bob.run(['review', 'list', '--json']);
    const row = list.lines().find((l) => l.review?.draftId === posts[1])?.review;
    expect(row).toMatchObject({ box: 'waiting_for_me', state: 'in_review', clientApproved: { exportId: data.exportId, relayedBy: 'Cy' } });
    expect((await Bob.run(['review', 'list'])).stdout).toContain('[the client approved (via Cy) — confirm]');
    // Bob confirms: an ordinary approval; the waiting client approval is answered.
    expect((await Bob.run(['review', 'approve', posts[1]!, '--json'])).code).toBe(0);
    expect((await Bob.run(['review', 'list', '--json'])).lines().find((l) => l.review?.draftId === posts[1])?.review?.clientApproved ?? null).toBeNull();
  });

  it('a post list edited by hand, or a file for another campaign, is still refused on a laptop that did not make the page; nothing changes', async () => {
    await Ann.sync();
    const data = await exportPage(join(root, 'page3.html'));
    await Bob.sync();
    const before = Bob.lib((l) => l.db.prepare('SELECT (SELECT count(*) FROM reviews) r, (SELECT count(*) FROM approvals) a, (SELECT count(*) FROM client_decisions) c').get());
    const foreign = decisionsFile(data, [{ i: 0, decision: 'approve' }], { posts: [{ draftId: 'not-in-it', revision: data.posts[0]!.revision, decision: 'approve', note: '' }] });
    const t = await Bob.run(['review', 'decisions', foreign, '--json']);
    expect([t.code, t.lines()[0]?.error?.code]).toEqual([1, 'decisions_posts_changed']); // h-decisions: its own code (was decisions_tampered)
    const swapped = decisionsFile(data, [{ i: 0, decision: 'approve' }], { posts: data.posts.map((p, i) => ({ draftId: p.draftId, revision: data.posts[i === 0 ? 1 : i === 1 ? 0 : i]!.revision, decision: i === 1 ? 'approve' : null, note: '' })) });
    expect((await Bob.run(['review', 'decisions', swapped, '--json'])).lines()[0]?.error?.code).toBe('decisions_tampered');
    const other = Bob.lib((l) => l.campaigns.create(l.db, { name: 'Other', draftIds: [] }).id);
    const wrong = decisionsFile(data, [{ i: 0, decision: 'approve' }], { campaignId: other });
    expect((await Bob.run(['review', 'decisions', wrong, '--json'])).lines()[0]?.error?.code).toBe('decisions_tampered');
    const ok = decisionsFile(data, [{ i: 0, decision: 'approve' }]);
    expect((await Bob.run(['review', 'decisions', ok, '--campaign', 'Other', '--json'])).lines()[0]?.error?.code).toBe('decisions_other_campaign');
    expect(Bob.lib((l) => l.db.prepare('SELECT (SELECT count(*) FROM reviews) r, (SELECT count(*) FROM approvals) a, (SELECT count(*) FROM client_decisions) c').get())).toEqual(before);
  });
});
