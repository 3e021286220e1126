/**
 * w24rows (walk 21): Lan (editor) and Bảo (approver) on two CLI laptops, one REAL team server, one sandbox Hub (started
 * once for the file); each laptop then opened as the app's core and asked for the Outbox CSV as its Table exports it.
 * 1. The CSV left `sent_by` empty on the sender's own rows (a teammate's said "Lan"): her rows name her on both laptops,
 *    and `sent_from_this_computer` says whose laptop sent them.
 * 3. A campaign post Lan sent with `postroom publish P` (not --again) carries `campaign_id` on both laptops.
 * 4. `postroom drafts list` said "draft" for posts approved, in review or sent back, and its unlabelled time was the
 *    last change: it says the Library's review state, the post's own time, and "changed …" for the change.
 * 5. `postroom drafts edit` said "at the next postroom team sync": the app running on the laptop syncs by itself.
 */
import { describe, expect, it } from 'vitest';
import type { Core } from '../../src-main/bridge';
import { campaigns, publishJobs } from '../../src-main/library';
import { daysAhead } from '../helpers/ahead';
import { csv as csvOf, useOutboxCsvTeam } from '../helpers/outbox-csv-team';

const tag = `w24rows-${Date.now().toString(36)}`;
/** w26dates: a day ahead of the real clock (it was 2026-12-01, past from that day: the sends would be refused). */
const DAY = daysAhead(3);
const at = { scheduled_at: `${DAY}T09:00`, timezone: 'Asia/Ho_Chi_Minh' };
const post = (caption: string) => ({ profile_id: 'prof_caphe', platforms: ['facebook'], photos: ['https://cdn.example.com/w24rows.jpg'], caption, ...at });
let sent = '';
let twice = '';
let campaignId = '';
const review: Record<'in_review' | 'approved' | 'changes_requested', string> = { in_review: '', approved: '', changes_requested: '' };

const team = useOutboxCsvTeam({ prefix: 'postroom-w24rows-', seed: 24 }, async ({ lan, bao }, syncAll) => {
  // A campaign post Lan wrote, Bảo approved and Lan sent with `postroom publish P`; three more left in each review state.
  lan.lib((x) => {
    sent = x.drafts.create(x.db, post(`${tag} sent`)).id;
    twice = x.drafts.create(x.db, { ...post(`${tag} twice`), scheduled_at: null, timezone: null }).id;
    for (const k of Object.keys(review) as Array<keyof typeof review>) review[k] = x.drafts.create(x.db, post(`${tag} ${k}`)).id;
    campaignId = campaigns.create(x.db, { name: `Tết — ${tag}`, draftIds: [sent, ...Object.values(review)] }).id;
  });
  for (const id of [sent, twice, ...Object.values(review)]) await lan.ok(['review', 'submit', id]);
  await syncAll();
  for (const id of [sent, twice, review.approved]) await bao.ok(['review', 'approve', id]);
  await bao.ok(['review', 'changes', review.changes_requested, '--comment', 'Thêm giá, nhé']);
  await syncAll();
  await lan.ok(['publish', sent, '--wait']);
  // 1, sent again as a new post: Lan sends it, then Bảo sends it again (`--again`): two Hub posts.
  await lan.ok(['publish', twice, '--wait']);
  await syncAll();
  // Sending again as a new post is a reviewed decision: Lan changes it (back in review), Bảo approves it and sends it.
  await lan.ok(['drafts', 'edit', twice, '--caption', `${tag} twice, lần hai`]);
  await syncAll();
  await bao.ok(['review', 'approve', twice]);
  await bao.ok(['publish', twice, '--again', '--wait']);
  await syncAll();
});

const csv = async (c: Core, draftId = sent) => (await csvOf(c)).rows.filter((x) => x.draft_id === draftId);

describe('1 and 3: the rows of a campaign post Lan sent with `postroom publish`, on both laptops', () => {
  it('name Lan as the sender on her laptop too, say which laptop sent them, and carry the campaign', async () => {
    const [l, b] = team.cores as [Core, Core];
    const mine = await csv(l);
    const theirs = await csv(b);
    expect(mine.map((r) => [r.channel, r.sent_by, r.sent_from_this_computer, r.campaign_id])).toEqual([['facebook', 'Lan', 'yes', campaignId]]);
    expect(theirs.map((r) => [r.channel, r.sent_by, r.sent_from_this_computer, r.campaign_id])).toEqual([['facebook', 'Lan', 'no', campaignId]]);
  });
});

describe('1: a post sent again as a new post, on both laptops', () => {
  it("each Hub post's rows name the other publish: sent_again_as on Lan's, sent_again_from on Bảo's", async () => {
    expect(team.hub.control.publishedPosts().filter((p) => p.caption?.startsWith(`${tag} twice`))).toHaveLength(2);
    const lanJob = team.lan.lib((x) => publishJobs.listJobs(x.db, { draftId: twice }))[0]!.id;
    const baoJob = team.bao.lib((x) => publishJobs.listJobs(x.db, { draftId: twice })).find((j) => j.id !== lanJob)!.id;
    for (const [i, c] of team.cores.entries()) {
      const rows = (await csv(c, twice)).map((r) => [r.job_id, r.sent_by, r.sent_from_this_computer, r.sent_again_as, r.sent_again_from]).sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
      const expected = [[lanJob, 'Lan', i === 0 ? 'yes' : 'no', baoJob, ''], [baoJob, 'Bảo', i === 0 ? 'no' : 'yes', '', lanJob]].sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
      expect(rows, i === 0 ? "Lan's laptop" : "Bảo's laptop").toEqual(expected);
    }
  });
});

describe('4: `postroom drafts list` read as a newcomer', () => {
  const lineOf = (out: string, id: string): string => out.split('\n').find((x) => x.startsWith(id)) ?? '';
  /** A post's line: its review state, then its own time in its zone. */
  const forDay = (state: string): RegExp => new RegExp(` {2}${state} +for ${DAY} 09:00 \\(Asia/Ho_Chi_Minh\\) {2}`);
  it('says the review state the Library shows, the post\'s own time, and labels the last change', async () => {
    const r = await team.lan.run(['drafts', 'list']);
    expect(r.code, r.stderr).toBe(0);
    expect(lineOf(r.stdout, review.in_review)).toMatch(forDay('in review'));
    expect(lineOf(r.stdout, review.approved)).toMatch(forDay('approved'));
    expect(lineOf(r.stdout, review.changes_requested)).toMatch(forDay('changes requested'));
    for (const id of Object.values(review)) {
      expect(lineOf(r.stdout, id)).not.toMatch(/ draft /);
      expect(lineOf(r.stdout, id)).toMatch(/facebook +changed \d{4}-\d\d-\d\d \d\d:\d\d UTC {2}w24rows-/);
    }
    // The post sent says where the Hub holds it (its time once, in its state), then when it last changed.
    expect(lineOf(r.stdout, sent)).toMatch(new RegExp(` {2}scheduled for .*${DAY}.*facebook +changed \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC {2}w24rows-`));
    expect(lineOf(r.stdout, sent)).not.toMatch(new RegExp(` {2}for ${DAY}`));
  });
});

describe('5: `postroom drafts edit` in a team', () => {
  it('says the running app syncs the edit by itself, or postroom team sync', async () => {
    const r = await team.lan.run(['drafts', 'edit', review.changes_requested, '--caption', `${tag} thêm giá 45.000đ`]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('It goes to the team at the next sync: the app does it by itself while it runs on this computer; otherwise postroom team sync.');
  });
});
