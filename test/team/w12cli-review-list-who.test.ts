/**
 * Walk 12 (w12cli, b): `postroom review list`'s Who column says what the app's Who line says (reviewtruth.ts whoLine,
 * from the same core facts: team/review-actions.ts keepsApproval, editedSinceApproval `editors`): the step and its
 * member ("approved by Bảo", "sent for review by you"), an approver's keep over the client's request as a keep ("Bảo
 * kept the approval over the client’s request"), an edit since the approval with its editors, and the reader as
 * "you", never their own name back. Before: the last step's member alone ("Bảo"), on Bảo's laptop too.
 * A REAL team server (started once for the file); Lan (editor) writes, Bảo (approver) approves; both are CLI laptops.
 */
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whoLineEnglish } from '../../src-main/cli/commands/review';
import { campaignInReview, clientDecisionsFile, clientPageData, cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w12cli-who-' });
let lan: CliLaptop;
let bao: CliLaptop;
let posts: string[] = [];
let campaign = '';

const lineOf = async (l: CliLaptop, id: string): Promise<string> => {
  const r = await l.run(['review', 'list']);
  expect(r.code, r.stderr).toBe(0);
  return r.stdout.split('\n').find((x) => x.includes(id)) ?? '';
};

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'approver' }] as const);
  const made = await campaignInReview(lan, 'Lumen', ['Áo dài phố Hội', 'Đèn lồng Hội An', 'Cà phê sáng']);
  posts = made.posts;
  const campaignId = made.campaignId;
  campaign = campaignId;
  await bao.sync();
  await bao.ok(['review', 'approve', posts[0]!]);
  await bao.ok(['review', 'approve', posts[1]!]);
  await bao.sync();
  await lan.sync();
  // The client asks for changes on posts[0] (relayed by Lan, an editor: the approval stands), and Bảo keeps the approval.
  const page = join(team.root(), 'page.html');
  expect((await lan.run(['review', 'preview', campaignId, '--out', page, '--zone', 'Asia/Ho_Chi_Minh'])).code).toBe(0);
  await lan.sync();
  const data = clientPageData(readFileSync(page, 'utf8'));
  const file = clientDecisionsFile(team.root(), data, [{ i: 0, decision: 'request_changes', note: 'Đổi ảnh khác' }]);
  const d = await lan.run(['review', 'decisions', file]);
  expect(d.code, d.stderr + d.stdout).toBe(0);
  await lan.sync();
  await bao.sync();
  const k = await bao.run(['review', 'keep', posts[0]!]);
  expect(k.code, k.stderr + k.stdout).toBe(0);
  await bao.sync();
  // Lan edits posts[1] after Bảo approved it.
  await lan.ok(['drafts', 'edit', posts[1]!, '--caption', 'Đèn lồng Hội An — giá mới']);
  await lan.sync();
  await bao.sync();
}, 120_000);
afterAll(async () => team.stop());

describe("review list's Who column", () => {
  it('says the step, its member, and the reader as you', async () => {
    expect(await lineOf(lan, posts[2]!)).toContain('  sent for review by you  ');
    expect(await lineOf(bao, posts[2]!)).toContain('  sent for review by Lan  ');
  });

  it("an approver's keep over the client's request is a keep, said to the reader as theirs", async () => {
    const line = await lineOf(lan, posts[0]!);
    expect(line).toContain('  Bảo kept the approval over the client’s request  ');
    expect(line).not.toContain('approved by');
    const row = (await lan.ok(['review', 'list'])).lines().find((x) => x.review?.draftId === posts[0])?.review;
    expect(row).toMatchObject({ lastBy: 'Bảo', lastKept: true });
  });

  it('an edit since the approval names its editors and the approver, the reader as you', async () => {
    expect(await lineOf(lan, posts[1]!)).toContain('  edited by you after Bảo approved  ');
    expect(await lineOf(bao, posts[1]!)).toContain('  edited by Lan after you approved  ');
  });

  it("walks 44a/b: an approval made from the client's decisions file says the client decided (README), as the app's Who line", async () => {
    const page = join(team.root(), 'page-44.html');
    expect((await bao.run(['review', 'preview', campaign, '--out', page, '--zone', 'Asia/Ho_Chi_Minh'])).code).toBe(0);
    await bao.sync();
    const data = clientPageData(readFileSync(page, 'utf8'));
    const i = data.posts.findIndex((p) => p.draftId === posts[2]);
    const d = await bao.run(['review', 'decisions', clientDecisionsFile(team.root(), data, [{ i, decision: 'approve' }])]);
    expect(d.code, d.stderr + d.stdout).toBe(0);
    await bao.sync();
    await lan.sync();
    expect(await lineOf(lan, posts[2]!)).toContain('  approved by Bảo (the client decided)  ');
    const row = (await lan.ok(['review', 'list'])).lines().find((x) => x.review?.draftId === posts[2])?.review;
    expect(row).toMatchObject({ lastBy: 'Bảo', clientDecided: true });
  });
});

describe('whoLineEnglish (the words, row by row)', () => {
  const f = { me: 'Bảo', kept: false, clientAgrees: false, editors: [] as string[] };
  it.each([
    [{ stale: false, last: { action: 'approve', by: 'Bảo' } }, f, 'approved by you'],
    [{ stale: false, last: { action: 'approve', by: 'Lan' } }, f, 'approved by Lan'],
    [{ stale: false, last: { action: 'approve', by: 'Lan' } }, { ...f, clientAgrees: true }, 'approved by Lan — the client agrees'],
    [{ stale: false, last: { action: 'approve', by: 'Lan' } }, { ...f, kept: true }, 'Lan kept the approval over the client’s request'],
    [{ stale: false, last: { action: 'request_changes', by: 'client (via Lan)' } }, f, 'changes requested by the client (via Lan)'],
    [{ stale: false, last: { action: 'withdraw', by: 'Lan' } }, f, 'withdrawn by Lan'],
    [{ stale: false, last: { action: 'approve', by: 'Lan' } }, { ...f, clientDecided: true }, 'approved by Lan (the client decided)'],
    [{ stale: true, last: { action: 'approve', by: 'Bảo' } }, { ...f, editors: ['Lan', 'Bảo'] }, 'edited by you and Lan after you approved'],
    [{ stale: true, last: { action: 'approve', by: 'Bảo' } }, { ...f, editors: ['Lan', 'Minh', 'Chi'] }, 'edited by Lan, Minh and Chi after you approved'],
    [{ stale: true, last: { action: 'approve', by: 'Lan' } }, f, 'edited after Lan approved'],
    [{ stale: false, last: null }, f, ''],
  ])('%j %j → %s', (r, facts, words) => {
    expect(whoLineEnglish(r, facts)).toBe(words);
  });
});
