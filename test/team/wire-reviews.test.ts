/**
 * Review rows shared by the team (issue 34 item 1, team-wire): two laptops through the CLI and one
 * real team server (started once for the file). A's submit and comment reach B through the
 * `reviews` document; B's approval reaches A through `approvals`. An editor cannot forge an
 * approval: not through the laptop (its `approvals` writes are dropped by the server), not through a
 * raw provider writing `approvals`, not by putting an approve step in `reviews` (ignored).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../src-main/library';
import { reviewOf } from '../../src-main/team';
import type { TeamServer } from '../../src-main/team-server';
import { connect } from '../team-server/clients';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-wire-reviews-' });
let server: TeamServer;
const tokens: Record<string, string> = {};

let A: CliLaptop;
let B: CliLaptop;
let draftId = '';

beforeAll(async () => {
  [A, B] = await team.start([{ dir: 'a', name: 'Ann', role: 'editor' }, { dir: 'b', name: 'Bob', role: 'approver' }]);
  server = team.server();
  tokens.ann = team.token('Ann');
  tokens.bob = team.token('Bob');
});
afterAll(() => team.stop());

const approvalsOn = (l: CliLaptop): string[] => l.lib((x) => reviews.approvalsOf(x.db, draftId).map((a) => a.by));
const stateOn = (l: CliLaptop): string => l.lib((x) => reviewOf(x.db, draftId).state);

describe('review rows between two laptops', () => {
  it("A (editor) submits with a comment; B (approver) has the step and the comment after a sync", async () => {
    draftId = A.lib((l) => l.drafts.create(l.db, { caption: 'Launch day', platforms: ['instagram'] }).id);
    const s = await A.run(['review', 'submit', draftId, '--comment', 'Ready for @Bob', '--json']);
    expect(s.code, s.stderr + s.stdout).toBe(0);
    await A.sync();
    await B.sync();
    expect(stateOn(B)).toBe('in_review');
    expect(B.lib((l) => reviews.history(l.db, draftId).map((r) => [r.action, r.by]))).toEqual([['submit', 'Ann']]);
    expect(B.lib((l) => reviews.commentsOf(l.db, draftId).map((c) => [c.author, c.body]))).toEqual([['Ann', 'Ready for @Bob']]);
  });

  it("B approves; A has the approval after a sync (both read 'approved')", async () => {
    const r = await B.run(['review', 'approve', draftId, '--json']);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    await B.sync();
    await A.sync();
    expect(approvalsOn(A)).toEqual(['Bob']);
    expect(stateOn(A)).toBe('approved');
    expect(stateOn(B)).toBe('approved');
  });

  it("an editor's forged approval reaches nobody: written in A's library, by a raw provider into 'approvals', or as a step in 'reviews'", async () => {
    const other = A.lib((l) => l.drafts.create(l.db, { caption: 'Not approved', platforms: ['instagram'] }).id);
    expect((await A.run(['review', 'submit', other, '--json'])).code).toBe(0);
    // 1. A's own library gets an approval row (a tampered laptop): the binding carries it to 'approvals'; the server drops it.
    A.lib((l) => {
      const d = l.drafts.get(l.db, other);
      const revision = reviewOf(l.db, d).revision;
      const a = reviews.addApproval(l.db, { draftId: other, revision, by: 'Ann', workspaceId: d.workspaceId });
      reviews.addStep(l.db, { draftId: other, action: 'approve', state: 'approved', revision, by: 'Ann', approvalId: a.id, workspaceId: d.workspaceId });
    });
    await A.sync();
    // 2. A raw provider with the editor's token writes 'approvals' directly: a read-only connection.
    const raw = connect(server.url, { token: tokens.ann!, name: 'approvals' });
    expect((await raw.authenticated).readOnly).toBe(true);
    await raw.synced;
    raw.doc.getMap('approvals').set('forged-1', { id: 'forged-1', draft_id: other, revision: 'x', actor: 'Bob', at: '2026-11-27T00:00:00.000Z' });
    // 3. The same editor writes an approve step into 'reviews' (editors may write there): ignored by every laptop.
    const rawReviews = connect(server.url, { token: tokens.ann!, name: 'reviews' });
    expect((await rawReviews.authenticated).readOnly).toBe(false);
    await rawReviews.synced;
    rawReviews.doc.getMap('steps').set('forged-2', {
      id: 'forged-2', draft_id: other, action: 'approve', state: 'approved', revision: 'x', actor: 'Bob', at: '2026-11-27T00:00:01.000Z', comment_id: null, approval_id: 'forged-1',
    });
    await new Promise((r) => setTimeout(r, 400));
    raw.destroy();
    rawReviews.destroy();

    await B.sync();
    expect(B.lib((l) => reviews.approvalsOf(l.db, other))).toEqual([]);
    expect(B.lib((l) => reviews.history(l.db, other).map((r) => [r.action, r.by]))).toEqual([['submit', 'Ann']]);
    expect(stateOn(B)).toBe('approved'); // the first post's approval is untouched
    expect(B.lib((l) => reviewOf(l.db, other).state)).toBe('in_review');
    // A's own tampered row stays on A alone; the server's approvals never had it.
    const check = connect(server.url, { token: tokens.bob!, name: 'approvals' });
    await check.synced;
    expect([...check.doc.getMap('approvals').keys()].sort()).toEqual(B.lib((l) => reviews.approvalsOf(l.db, draftId).map((a) => a.id)));
    check.destroy();
  });
});
