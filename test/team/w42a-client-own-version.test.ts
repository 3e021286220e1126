/**
 * Walk 42a (1, 2): a client's decisions import never approves what the importer may not approve. Bảo (the owner, the team's
 * only approver; authors may not approve their own posts) asked for changes on Lan's post, rewrote its caption himself and
 * sent it for review again: `review approve` is refused ("you changed what goes out in this version…"). Then the client
 * approved it on a preview page and Bảo imported the file: the import said "approved by you, for the client", exit 0, and
 * the team server refused the approval a moment later (with the server stopped, `publish` had sent it meanwhile).
 * Now the import applies `review approve`'s rule: the client's approval is kept waiting, not approved, and the CLI says why
 * and that nobody else in this team may approve it; no approval is written, nothing for the server to refuse. The page
 * (Bảo's, or Lan's in Vietnamese) no longer promises "your approvals are confirmed by one of the team's approvers": nobody may.
 * Failed on the old code: outcome `approved`, state approved, Bảo's approval in the library.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reviews } from '../../src-main/library';
import { reviewOf } from '../../src-main/team';
import { campaignInReview, clientDecisionsFile, clientPageData, useLanAndOwner } from './helpers';

const team = useLanAndOwner({ prefix: 'postroom-w42a-own-version-' });

describe("a client's approval of a version the importer changed", () => {
  it('is kept waiting, never approved; the CLI says nobody else may approve it', async () => {
    const [lan, bao] = [team.lan(), team.bao()];
    const { posts: [id], campaignId } = await campaignInReview(lan, 'Spring', ['Lan wrote this']);
    await bao.sync();
    await bao.ok(['review', 'changes', id!, '--comment', 'Wrong price']);
    bao.lib((x) => x.drafts.update(x.db, id!, { caption: 'Bảo fixed the price himself' }));
    await bao.ok(['review', 'submit', id!]);
    await bao.sync();
    const own = await bao.run(['review', 'approve', id!]);
    expect(own.code, own.stdout).toBe(1);
    expect(own.stderr).toContain('you changed what goes out in this version');

    const page = join(bao.dir, 'page.html');
    expect((await bao.run(['review', 'preview', campaignId, '--out', page, '--zone', 'Asia/Ho_Chi_Minh'])).code).toBe(0);
    // The page promises no approver's confirmation: nobody in this team may approve this version; it says so, en and vi.
    const html = readFileSync(page, 'utf8');
    expect(html).not.toContain('confirmed by one of the team&#39;s approvers');
    expect(html).toContain('data-confirm="nobody"');
    expect(html).toContain('Nobody in the team may approve this version yet');
    // Lan (an editor) makes a page in Vietnamese: no promise either (before: "confirmed by one of the team's approvers").
    await bao.sync();
    await lan.sync();
    const vi = join(lan.dir, 'page-vi.html');
    expect((await lan.run(['review', 'preview', campaignId, '--out', vi, '--zone', 'Asia/Ho_Chi_Minh', '--lang', 'vi'])).code).toBe(0);
    const viHtml = readFileSync(vi, 'utf8');
    expect(viHtml).not.toContain('Các bài bạn duyệt sẽ được một người duyệt của nhóm xác nhận');
    expect(viHtml).toContain('Hiện chưa ai trong nhóm được duyệt phiên bản này');
    await lan.sync();
    await bao.sync();
    const file = clientDecisionsFile(bao.dir, clientPageData(readFileSync(page, 'utf8')), [{ i: 0, decision: 'approve' }]);
    const r = await bao.run(['review', 'decisions', file, '--json']);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(r.lines().find((l) => l.decision)?.decision).toMatchObject({ draftId: id, outcome: 'waiting_for_approver', ownVersion: { reason: 'own_edit', approvers: [] } });
    expect(bao.lib((x) => reviews.approvalsOf(x.db, id!))).toEqual([]);
    expect(bao.lib((x) => reviewOf(x.db, id!).state)).toBe('in_review');
    // In words: not approved, why, and that nobody else may (the core's words, with the team's setting).
    const words = await bao.run(['review', 'decisions', clientDecisionsFile(bao.dir, clientPageData(readFileSync(page, 'utf8')), [{ i: 0, decision: 'approve' }])]);
    expect(words.stderr + words.stdout).toContain('already imported'); // one import per preview (clientfix)
    const page2 = join(bao.dir, 'page2.html');
    expect((await bao.run(['review', 'preview', campaignId, '--out', page2, '--zone', 'Asia/Ho_Chi_Minh'])).code).toBe(0);
    const text = await bao.run(['review', 'decisions', clientDecisionsFile(bao.dir, clientPageData(readFileSync(page2, 'utf8')), [{ i: 0, decision: 'approve' }])]);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain(`post ${id}: the client approved — NOT approved: you changed what goes out in this version`);
    expect(text.stdout).toContain('nobody else in this team may approve it: an owner may let authors approve their own posts');
    expect(text.stdout).not.toContain('approved by you');
    // `review list` never tells him to confirm it: nobody else may (before: "[the client approved (via you) — confirm]").
    const list = await bao.run(['review', 'list']);
    expect(list.stdout).toContain('[the client approved (via you) — not approved: nobody else in this team may approve it: an owner may let authors approve their own posts');
    expect(list.stdout).not.toContain('— confirm]');
    // Nor does confirming it approve it: `review confirm` is `review approve`'s rule too (it read no History: Bảo's own
    // edit was approved); `review confirm --all` leaves it, saying why, and confirms the others.
    const confirm = await bao.run(['review', 'confirm', id!]);
    expect(confirm.code, confirm.stdout).toBe(1);
    expect(confirm.stderr).toContain('you changed what goes out in this version');
    const all = await bao.run(['review', 'confirm', '--all']);
    expect(all.code, all.stderr).toBe(0);
    expect(all.stdout).toContain(`post ${id}: NOT confirmed — you changed what goes out in this version`);
    expect(all.stdout).toContain('confirmed 0 client approvals; 1 left: not yours to approve');
    expect(bao.lib((x) => reviews.approvalsOf(x.db, id!))).toEqual([]);
    // Nothing for the team server to refuse: after a sync, still no approval, on either laptop.
    await bao.sync();
    await lan.sync();
    expect(lan.lib((x) => reviews.approvalsOf(x.db, id!))).toEqual([]);
    expect(lan.lib((x) => reviewOf(x.db, id!).state)).toBe('in_review');
  });
});
