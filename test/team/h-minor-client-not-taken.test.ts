/**
 * Walk 44a (minor): the client asked for changes ("Deadline is 12/12 not 15/12"); the author sent the post for review again
 * unchanged with a reason ("Khách nhầm: hạn đúng là 15/12, giữ nguyên"), and the approver approved it. The client's next
 * preview showed it plainly approved: nothing told the client their request was not taken, nor why. Now the page says
 * so, with their note and the agency's reason (review-unchanged.ts clientRequestNotTaken, read by export.ts); a post
 * whose request was answered by an edit says nothing of it. A REAL team server; Lan (editor), Bảo (approver), on the CLI.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignInReview, clientDecisionsFile, clientPageData, cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-h-minor-not-taken-' });
let lan: CliLaptop;
let bao: CliLaptop;

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'approver' }] as const);
}, 90_000);
afterAll(async () => team.stop());

const preview = async (name: string, campaignId: string): Promise<string> => {
  const page = join(team.root(), name);
  const r = await bao.run(['review', 'preview', campaignId, '--out', page, '--zone', 'Asia/Ho_Chi_Minh', ...(name.includes('vi') ? ['--lang', 'vi'] : [])]);
  expect(r.code, r.stderr + r.stdout).toBe(0);
  await bao.sync();
  return readFileSync(page, 'utf8');
};

describe("the client's request for changes, answered by sending the post again unchanged and approved", () => {
  it("the client's next page says it was not taken, with their note and the agency's reason", async () => {
    const { posts, campaignId } = await campaignInReview(lan, 'Đặt may', ['Đặt may trước 15/12', 'Vải mới về']);
    await bao.sync();
    const data = clientPageData(await preview('first.html', campaignId));
    const at = (id: string) => data.posts.findIndex((p) => p.draftId === id);
    const file = clientDecisionsFile(team.root(), data, [{ i: at(posts[0]!), decision: 'request_changes', note: 'Deadline is 12/12 not 15/12' }, { i: at(posts[1]!), decision: 'request_changes', note: 'Ảnh khác' }]);
    expect((await bao.run(['review', 'decisions', file])).code).toBe(0);
    await bao.sync();
    await lan.sync();
    // posts[0]: sent again unchanged with a reason; posts[1]: edited as asked.
    await lan.ok(['review', 'submit', posts[0]!, '--comment', 'Khách nhầm: hạn đúng là 15/12, giữ nguyên']);
    await lan.ok(['drafts', 'edit', posts[1]!, '--caption', 'Vải mới về — ảnh mới']);
    await lan.ok(['review', 'submit', posts[1]!]);
    await lan.sync();
    await bao.sync();
    await bao.ok(['review', 'approve', posts[0]!]);
    await bao.ok(['review', 'approve', posts[1]!]);
    await bao.sync();

    const html = await preview('second.html', campaignId);
    const article = (id: string): string => html.slice(html.indexOf(`data-draft-id="${id}"`), html.indexOf('</article>', html.indexOf(`data-draft-id="${id}"`)));
    expect(article(posts[0]!)).toContain('data-client-not-taken');
    expect(article(posts[0]!)).toContain('You asked for changes to this post (“Deadline is 12/12 not 15/12”); the agency kept it as it is and approved it: “Khách nhầm: hạn đúng là 15/12, giữ nguyên”');
    expect(article(posts[1]!)).not.toContain('data-client-not-taken'); // answered by an edit
    const vi = await preview('second-vi.html', campaignId);
    expect(vi).toContain('Bạn đã yêu cầu sửa bài này (“Deadline is 12/12 not 15/12”); agency giữ nguyên bài và đã duyệt: “Khách nhầm: hạn đúng là 15/12, giữ nguyên”');
  }, 120_000);
});
