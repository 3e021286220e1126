/**
 * Walk 43a (2, 3): a client's decisions import and page say what is true of who approves.
 * 2. Lan (an editor) relays the client's approval of a version nobody else in this team may approve (Bảo, the only
 *    approver, changed it himself; authors may not approve their own posts). Before, the import said "your role does not
 *    approve: kept as the client's approval, waiting for an approver to confirm" while `review list` on the same laptop said
 *    "nobody else in this team may approve it". Now the import says the core's nobody words (who-approves.ts).
 * 3. Lan's page of a post the team already approved promised "your approval of this post is confirmed by one of the team's
 *    approvers" (vi "…sẽ được một người duyệt của nhóm xác nhận…"), and the import then said "already approved: the client
 *    agrees, nothing to confirm". Now the page says the team already approved it and nobody needs to confirm it (en/vi).
 * 1. Bảo made a preview; then he asked for changes on a post; then the client approved it on that page and Lan imported the
 *    file. The import said "NOT approved: the agency's own request for changes is still open …, flagged, for an approver to
 *    confirm (… --over-request)" and the post sat in Bảo's "Waiting for me" (`review list`: "— confirm"), though the client
 *    approved a page made before the request, which answers it. Now (the export's own time, not the client's browser clock)
 *    the import says the request answers it, the post waits for its edit, and nobody is asked to confirm it.
 * Failed on the old code: the page's promise on the approved post, the import's "waiting for an approver to confirm".
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reviewOf } from '../../src-main/team';
import { campaignInReview, clientDecisionsFile, clientPageData, useLanAndOwner } from './helpers';

const team = useLanAndOwner({ prefix: 'postroom-w43client-words-' });

describe("a client's page and import say who approves", () => {
  it('says nobody else may approve (import) and that an approved post needs no confirming (page)', async () => {
    const [lan, bao] = [team.lan(), team.bao()];
    const { posts: [id, done], campaignId } = await campaignInReview(lan, 'Autumn', ['Lan wrote this', 'Lan wrote that']);
    await bao.sync();
    await bao.ok(['review', 'changes', id!, '--comment', 'Wrong price']);
    bao.lib((x) => x.drafts.update(x.db, id!, { caption: 'Bảo fixed the price himself' }));
    await bao.ok(['review', 'submit', id!]);
    await bao.ok(['review', 'approve', done!]);
    await bao.sync();
    await lan.sync();

    const page = join(lan.dir, 'page.html');
    expect((await lan.run(['review', 'preview', campaignId, '--out', page, '--zone', 'Asia/Ho_Chi_Minh'])).code).toBe(0);
    const html = readFileSync(page, 'utf8');
    // 3: the approved post's promise is the truth (the team approved it; nobody confirms the client's approval).
    expect(html).not.toContain('confirmed by one of the team&#39;s approvers');
    expect(html).toContain('data-confirm="approved"');
    expect(html).toContain('The team has already approved this post: your approval tells them you agree, and nobody needs to confirm it.');
    const vi = join(lan.dir, 'page-vi.html');
    expect((await lan.run(['review', 'preview', campaignId, '--out', vi, '--zone', 'Asia/Ho_Chi_Minh', '--lang', 'vi'])).code).toBe(0);
    const viHtml = readFileSync(vi, 'utf8');
    expect(viHtml).not.toContain('Bài này sau khi bạn duyệt sẽ được một người duyệt của nhóm xác nhận');
    expect(viHtml).toContain('Nhóm đã duyệt bài này: nếu bạn duyệt, nhóm biết là bạn đồng ý');

    // 2: Lan relays the client's approvals; nobody else in this team may approve the first post's version.
    const data = clientPageData(html);
    const at = (draftId: string): number => data.posts.findIndex((p) => p.draftId === draftId);
    const r = await lan.run(['review', 'decisions', clientDecisionsFile(lan.dir, data, [{ i: at(id!), decision: 'approve' }, { i: at(done!), decision: 'approve' }])]);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(r.stdout).toContain(`post ${id}: the client approved — NOT approved: your role does not approve posts in this team; kept as the client's approval, waiting: nobody else in this team may approve it`);
    expect(r.stdout).not.toContain('waiting for an approver to confirm');
    expect(r.stdout).toContain(`post ${done}: the client approved — already approved: the client agrees, nothing to confirm`);
    // The same laptop's `review list` says the same nobody words.
    const list = await lan.run(['review', 'list']);
    expect(list.stdout).toContain('nobody else in this team may approve it');
  });

  it("keeps a client's approval of a page made before the agency's request as answered by it (waits for the edit)", async () => {
    const [lan, bao] = [team.lan(), team.bao()];
    const { posts: [id], campaignId } = await campaignInReview(lan, 'Winter', ['Lan wrote the winter post']);
    await bao.sync();
    const page = join(bao.dir, 'winter.html');
    expect((await bao.run(['review', 'preview', campaignId, '--out', page, '--zone', 'Asia/Ho_Chi_Minh'])).code).toBe(0);
    await bao.ok(['review', 'changes', id!, '--comment', 'Wrong date']);
    await bao.sync();
    await lan.sync();
    const r = await lan.run(['review', 'decisions', clientDecisionsFile(lan.dir, clientPageData(readFileSync(page, 'utf8')), [{ i: 0, decision: 'approve' }])]);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(r.stdout).toContain(`post ${id}: the client approved — NOT approved: the client approved the preview made before the agency's request for changes, which answers it: the post waits for its edit, nobody needs to confirm it`);
    expect(r.stdout).not.toContain('--over-request');
    expect(lan.lib((x) => reviewOf(x.db, id!).state)).toBe('changes_requested');
    await lan.sync();
    await bao.sync();
    // Nobody's "Waiting for me": Bảo's `review list` offers no confirm over his request.
    const list = await bao.run(['review', 'list', '--json']);
    const row = list.lines().find((l) => l.review?.draftId === id);
    expect(row?.review.clientApproved ?? null).toBeNull(); // before: { overRequest: { by: 'Bảo', … } }
    const words = await bao.run(['review', 'list']);
    expect(words.stdout).not.toContain('— confirm');
    const confirm = await bao.run(['review', 'confirm', id!, '--over-request']);
    expect(confirm.code, confirm.stdout).toBe(1);
  });
});
