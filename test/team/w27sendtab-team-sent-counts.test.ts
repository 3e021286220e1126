/**
 * w27sendtab (walk 23, 1): a campaign's Send tab counts its teammates' posts over ONE set of posts on every laptop.
 * Walk 23: Lan (editor) and Bảo (approver), one campaign of 9 posts the Hub all holds. Lan's Send tab said "partly sent ·
 * 1 ready · 8 sent by Bảo" and, in the same panel, "5 posts were already sent by Bảo"; then "9 sent by Bảo" beside "All 5
 * posts left were already sent by Bảo". The header's `sentBy` counted the posts Lan's own send had handed whose calls were
 * replays of Bảo's (the Hub ran his first: same keys), the status's `now.teamSent` only the posts a send still takes.
 * Now `now.teamSent` is the same set as `teamSent` and `sentBy`: 8, then 9.
 * A REAL team server and a REAL sandbox Hub (started once for the file); Lan and Bảo are CLI laptops (each `team sync`
 * is the moment a laptop hears the team), `campaign status --json` is the status the app's Send tab reads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../src-main/library';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w27sendtab-', hub: { seed: 27 } });
let lan: CliLaptop;
let bao: CliLaptop;
let campaignId = '';
const ids: string[] = [];
const tag = `w27sendtab-${Date.now().toString(36)}`;
const atHub = () => team.sandbox().control.publishedPosts().filter((p) => (p.caption ?? '').startsWith(tag)).length;
type Status = { sendState: string; teamSent: number; sentBy: Array<{ name: string; posts: number }>; split: { posts: number; sent: number; ready: number; held: number }; now: { toSend: number; held: number; teamSent: number; waiting: number } };
const status = async (l: CliLaptop): Promise<Status> => (await l.ok(['campaign', 'status', campaignId])).lines().find((x) => x.status)?.status as Status;
const syncAll = async () => {
  for (const l of [bao, lan, bao, lan]) await l.sync();
};
/** The counts the Send tab says: the header's (split, sentBy) and its "already sent by …" line (now.teamSent). */
const counts = (s: Status) => ({ sent: s.split.sent, ready: s.split.ready, held: s.split.held, sentBy: s.sentBy, teamSent: s.teamSent, nowTeamSent: s.now.teamSent, toSend: s.now.toSend });

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'approver' }] as const);
  const post = (i: number) => ({ profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/w27sendtab.jpg'], caption: `${tag} post ${i}` });
  lan.lib((l) => {
    for (let i = 1; i <= 9; i++) ids.push(l.drafts.create(l.db, post(i)).id);
    campaignId = campaigns.create(l.db, { name: 'Tết 2027 – chín bài', draftIds: ids }).id;
  });
  for (const id of ids) await lan.ok(['review', 'submit', id]);
  await syncAll();
  for (const id of ids.slice(0, 8)) await bao.ok(['review', 'approve', id]);
  await syncAll();
  // Bảo publishes posts 1–5 (Lan hears of it), then sends the campaign (6–8 go) before Lan hears of that: Lan's send
  // hands 6–8 too, and the Hub answers her calls with his posts (the same keys: replays). Post 9 waits for approval.
  await bao.ok(['publish', ...ids.slice(0, 5), '--wait']);
  await syncAll();
  // w28cli: a send that holds a post back (post 9 waits for approval) exits 1.
  for (const l of [bao, lan]) {
    const r = await l.run(['campaign', 'send', campaignId]);
    expect(r.code, r.stdout + r.stderr).toBe(1);
  }
  await syncAll();
  expect(atHub()).toBe(8);
}, 180_000);
afterAll(() => team.stop());

describe("Lan's campaign, 8 of its 9 posts sent by Bảo (3 of them also handed by Lan's send, replays of his)", () => {
  it('post 9 approved: 1 ready, 8 sent by Bảo — the "already sent by Bảo" count is 8 too (was 5)', async () => {
    await bao.ok(['review', 'approve', ids[8]!]);
    await syncAll();
    expect(counts(await status(lan))).toEqual({ sent: 8, ready: 1, held: 0, sentBy: [{ name: 'Bảo', posts: 8 }], teamSent: 8, nowTeamSent: 8, toSend: 1 });
  });

  it('Bảo sends the one more: 9 sent by Bảo on both laptops, as the Hub holds 9 — and "already sent" says 9 (was 6)', async () => {
    await bao.ok(['campaign', 'send', campaignId]);
    await syncAll();
    expect(atHub()).toBe(9);
    expect(counts(await status(lan))).toEqual({ sent: 9, ready: 0, held: 0, sentBy: [{ name: 'Bảo', posts: 9 }], teamSent: 9, nowTeamSent: 9, toSend: 0 });
    const b = await status(bao);
    expect({ sent: b.split.sent, ready: b.split.ready, held: b.split.held, toSend: b.now.toSend }).toEqual({ sent: 9, ready: 0, held: 0, toSend: 0 });
  });
});
