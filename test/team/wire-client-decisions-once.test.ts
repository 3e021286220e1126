/**
 * A client's decisions are taken once, never undo an approval through an editor, and say when a
 * post is already at the Hub (branch clientfix; walk 3b findings). Two laptops on one real team
 * server (started once for the file), through the CLI: Bảo (owner) and Lan (editor).
 * - Bảo imports the client's file; Lan then imports a hand-edited copy of the SAME export with the
 *   decisions swapped: refused ("already imported by Bảo ... with other decisions"), nothing
 *   changed on either laptop. The same file again: refused as already imported, the client's note
 *   is not added a second time.
 * - Lan relays a client's request for changes on a post Bảo approved: the approval stands, the note
 *   is a comment (an editor's relay never undoes an approval).
 * - A post already handed to the Hub: the page marks it ("Already scheduled"), and the import
 *   report says the request does not stop it and that the Hub cannot cancel it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../src-main/library';
import { reviewOf } from '../../src-main/team';
import { campaignInReview, clientDecisionsFile, clientPageData, cliTeam, type CliLaptop, type ClientDecision, type ClientPageData } from './helpers';

const team = cliTeam({ prefix: 'postroom-wire-client-once-', workspace: 'Quán' });
let root: string;

let Bao: CliLaptop;
let Lan: CliLaptop;
let posts: string[] = [];
let campaignId = '';

/** Lan exports the campaign as a client page; returns its HTML and data. */
async function exportPage(file: string): Promise<{ html: string; data: ClientPageData }> {
  const p = await Lan.run(['review', 'preview', campaignId, '--out', file, '--zone', 'Asia/Ho_Chi_Minh', '--json']);
  expect(p.code, p.stderr + p.stdout).toBe(0);
  const html = readFileSync(file, 'utf8');
  await Lan.sync();
  return { html, data: clientPageData(html) };
}

const decisionsFile = (data: ClientPageData, decisions: ClientDecision[]): string => clientDecisionsFile(root, data, decisions);

const counts = (l: CliLaptop) => l.lib((x) => x.db.prepare('SELECT (SELECT count(*) FROM reviews) r, (SELECT count(*) FROM approvals) a, (SELECT count(*) FROM comments) c').get());

beforeAll(async () => {
  [Bao, Lan] = await team.start([{ dir: 'bao', name: 'Bảo', role: 'owner' }, { dir: 'lan', name: 'Lan', role: 'editor' }]);
  root = team.root();
  ({ posts, campaignId } = await campaignInReview(Lan, 'Tết', ['Khai trương', 'Thực đơn mới', 'Cảm ơn', 'Friday sale']));
}, 60_000);
afterAll(() => team.stop());

describe("a client's decisions file is taken once", () => {
  it("Bảo imports the client's file; Lan's hand-edited copy of the same export is refused, and so is the same file again; nothing changes", async () => {
    const { data } = await exportPage(join(root, 'page1.html'));
    await Bao.sync();
    const file = decisionsFile(data, [{ i: 0, decision: 'approve' }, { i: 1, decision: 'request_changes', note: 'Đổi ảnh' }]);
    const r = await Bao.run(['review', 'decisions', file, '--json']);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    await Bao.sync();
    await Lan.sync();
    expect(Lan.lib((l) => [reviewOf(l.db, posts[0]!).state, reviewOf(l.db, posts[1]!).state])).toEqual(['approved', 'changes_requested']);
    const before = counts(Lan);

    const tampered = decisionsFile(data, [{ i: 0, decision: 'request_changes', note: 'sửa tay' }, { i: 1, decision: 'approve' }]);
    const t = await Lan.run(['review', 'decisions', tampered, '--json']);
    expect([t.code, t.lines()[0]?.error?.code]).toEqual([1, 'decisions_already_imported']);
    const tText = await Lan.run(['review', 'decisions', tampered]);
    expect(tText.stderr + tText.stdout).toMatch(/already imported by Bảo at \d{4}-\d\d-\d\d \d\d:\d\d UTC, with other decisions: nothing changed/);
    expect(Lan.lib((l) => [reviewOf(l.db, posts[0]!).state, reviewOf(l.db, posts[1]!).state])).toEqual(['approved', 'changes_requested']);

    const again = await Lan.run(['review', 'decisions', file, '--json']);
    expect([again.code, again.lines()[0]?.error?.code]).toEqual([1, 'decisions_already_imported']);
    expect((await Bao.run(['review', 'decisions', file])).stderr).toMatch(/already imported by Bảo at .*: nothing added/);
    expect(counts(Lan)).toEqual(before);
    expect(Lan.lib((l) => reviews.commentsOf(l.db, posts[1]!).map((c) => c.body))).toEqual(['Đổi ảnh']);
  });

  it("Lan relays a client's request for changes on a post Bảo approved: the approval stands, the note is a comment", async () => {
    expect((await Bao.run(['review', 'approve', posts[2]!, '--json'])).code).toBe(0);
    await Bao.sync();
    await Lan.sync();
    const { data } = await exportPage(join(root, 'page2.html'));
    const r = await Lan.run(['review', 'decisions', decisionsFile(data, [{ i: 2, decision: 'request_changes', note: 'Thêm giờ mở cửa' }]), '--json']);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(r.lines().filter((l) => l.decision).map((l) => [l.decision.outcome, l.decision.state])).toEqual([['approval_kept', 'approved']]);
    expect(Lan.lib((l) => reviewOf(l.db, posts[2]!).approval?.by)).toBe('Bảo');
    expect(Lan.lib((l) => reviews.commentsOf(l.db, posts[2]!).map((c) => [c.author, c.body]))).toEqual([['client (via Lan)', 'Thêm giờ mở cửa']]);
  });

  it('a post already handed to the Hub: the page marks it, and the import says the request does not stop it (the Hub cannot cancel it)', async () => {
    // Bảo approved it and it went to the Hub's schedule (the publisher's state for a scheduled post).
    expect((await Bao.run(['review', 'approve', posts[3]!, '--json'])).code).toBe(0);
    await Bao.sync();
    await Lan.sync();
    for (const l of [Lan, Bao]) l.lib((x) => x.drafts.setState(x.db, posts[3]!, 'scheduled'));
    const { html, data } = await exportPage(join(root, 'page3.html'));
    const article = new RegExp(`<article[^>]*data-draft-id="${posts[3]}"[\\s\\S]*?</article>`).exec(html)![0];
    expect(article).toContain('data-at-hub="scheduled"');
    expect(article).toContain('Already scheduled: this post goes out at this time as scheduled. Changes you ask for now can only be sent as a new post');
    expect(html).toContain('Posts marked “Already scheduled” go out as scheduled: the Hub cannot cancel or change them, and changes can only be sent as a new post.');
    expect(html).not.toContain('cancels');
    const other = new RegExp(`<article[^>]*data-draft-id="${posts[0]}"[\\s\\S]*?</article>`).exec(html)![0];
    expect(other).not.toContain('data-at-hub');
    await Bao.sync();
    // Bảo (owner) relays the client's request: changes requested, and the report says it still goes out.
    const file = decisionsFile(data, [{ i: 3, decision: 'request_changes', note: 'Sai ngày' }]);
    const r = await Bao.run(['review', 'decisions', file]);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(r.stdout).toContain(`post ${posts[3]}: the client asked for changes — changes requested`);
    // The Hub has no cancel (hub-api.md): walk 6 was told to run `postroom outbox`, a command that does not exist.
    expect(r.stdout).toContain('it is still scheduled at the Hub: this request does not stop it, and the Hub cannot cancel it');
  });
});
