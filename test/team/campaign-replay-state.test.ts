/**
 * w10camp (walk 10, finding 2): Lan and Bảo both ran a dry run of a campaign (3 approved posts, 1 sent back
 * by Bảo with changes requested) and pressed "Send 3 posts" at the same moment. The Hub holds each post once:
 * Bảo's calls ran first, Lan's were replays. Lan's Send tab said "State: nothing sent: every post has problems"
 * — 3 WERE sent (by Bảo), and the one held back waits for changes requested, not a fix. After the last post
 * was edited, approved and sent, both laptops' batch line still called it "1 not sent (problems)".
 * Now the core's status says the state word ('done': sent, by Bảo) and each batch's skipped posts by what the
 * send recorded held each back (`skippedFor`). A REAL team server and sandbox Hub, started once for the file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../src-main/library';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-campaign-replay-state-', hub: { seed: 101 } });
let lan: CliLaptop;
let bao: CliLaptop;
let campaignId = '';
const ids: string[] = [];
const tag = `w10camp-${Date.now().toString(36)}`;
const atHub = () => team.sandbox().control.publishedPosts().filter((p) => (p.caption ?? '').startsWith(tag)).map((p) => p.caption).sort();
type Batch = { skipped: number; skippedFor?: Record<string, number> };
type Status = { sendState: string; word?: string; handed: number; skipped: number; teamSent: number; sentBy: Array<{ name: string; posts: number }>; batches: Batch[] };
const status = async (l: CliLaptop): Promise<Status> => {
  const lines = (await l.ok(['campaign', 'status', campaignId])).lines();
  return { ...(lines.find((x) => x.status)?.status as Status), batches: lines.filter((x) => x.batch).map((x) => x.batch as Batch) };
};

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  const post = (caption: string) => ({ profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/w10camp.jpg'], caption });
  lan.lib((l) => {
    for (const k of ['A', 'B', 'C', 'D']) ids.push(l.drafts.create(l.db, post(`${tag} ${k}`)).id);
    campaignId = campaigns.create(l.db, { name: 'Lumen F2', draftIds: ids }).id;
  });
  for (const id of ids) await lan.ok(['review', 'submit', id]);
  await lan.sync();
  await bao.sync();
  for (const id of ids.slice(0, 3)) await bao.ok(['review', 'approve', id]);
  await bao.ok(['review', 'changes', ids[3]!, '--comment', 'Warmer caption please']);
  await bao.sync();
  await lan.sync();
  await bao.ok(['campaign', 'dry-run', campaignId]);
  await lan.ok(['campaign', 'dry-run', campaignId]);
  // Bảo's send reaches the Hub first; Lan, not told yet, sends too: the Hub replays Bảo's answers for the same keys.
  await bao.run(['campaign', 'send', campaignId]);
  await lan.run(['campaign', 'send', campaignId]);
  expect(atHub()).toEqual([`${tag} A`, `${tag} B`, `${tag} C`]);
  for (const l of [lan, bao, lan, bao]) await l.sync();
}, 120_000);
afterAll(async () => {
  await team.stop();
});

describe("Lan's laptop, whose send was a replay of Bảo's", () => {
  it("the state word is partly sent (3 by Bảo, 1 held back), never 'nothing sent: every post has problems'", async () => {
    const s = await status(lan);
    expect(s).toMatchObject({ sendState: 'done', handed: 0, skipped: 1, teamSent: 3, sentBy: [{ name: 'Bảo', posts: 3 }] });
    // w12camp (walk 12, b): 1 of the 4 is not sent: "partly sent", no longer 'done'.
    expect(s.word).toBe('donePartly');
  });

  it('its batch line says the post held back waits for changes requested, not problems', async () => {
    const s = await status(lan);
    const b = s.batches.find((x) => x.skipped > 0);
    expect(b?.skippedFor).toMatchObject({ problems: 0, changes: 1 });
    const text = await lan.run(['campaign', 'status', campaignId]);
    // w19campaign (walk 17, 6): the three posts Bảo sent (Lan's calls were replays) are named by him on the batch line.
    expect(text.stdout + text.stderr).toMatch(/^batch .*1 held back \(1 with changes requested\); sent by Bảo \(a teammate\): 3 published$/m);
  });
});

describe('after the last post is edited, approved and sent', () => {
  beforeAll(async () => {
    await lan.ok(['drafts', 'edit', ids[3]!, '--caption', `${tag} D warmer`]);
    await lan.ok(['review', 'submit', ids[3]!]);
    await lan.sync();
    await bao.sync();
    await bao.ok(['review', 'approve', ids[3]!]);
    await bao.sync();
    await lan.sync();
    await lan.run(['campaign', 'send', campaignId]);
    for (const l of [lan, bao, lan, bao]) await l.sync();
    expect(atHub()).toEqual([`${tag} A`, `${tag} B`, `${tag} C`, `${tag} D warmer`]);
  }, 120_000);

  it("both laptops' first batch still tells its skipped post by its hold (changes requested), never problems", async () => {
    for (const l of [lan, bao]) {
      const s = await status(l);
      expect(s.word).toBe('done');
      const held = s.batches.filter((x) => x.skipped > 0);
      expect(held.length).toBeGreaterThan(0);
      for (const b of held) expect(b.skippedFor).toMatchObject({ problems: 0, changes: 1 });
    }
  });
});

describe('a send that sent nothing: its only post held for changes requested', () => {
  it("says 'nothing sent: every post was held back', never 'every post has problems'", async () => {
    let id = '';
    let camp = '';
    lan.lib((l) => {
      id = l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/w10camp-e.jpg'], caption: `${tag} E` }).id;
      camp = campaigns.create(l.db, { name: 'Held F2', draftIds: [id] }).id;
    });
    await lan.ok(['review', 'submit', id]);
    await lan.sync();
    await bao.sync();
    await bao.ok(['review', 'changes', id, '--comment', 'Another photo']);
    await bao.sync();
    await lan.sync();
    await lan.run(['campaign', 'send', camp]);
    const out = await lan.run(['campaign', 'status', camp]);
    expect(out.stdout + out.stderr).toMatch(/^done \(nothing sent: every post was held back\): 1 post · 1 held back \(1 with changes requested by Bảo\)$/m);
    const lines = (await lan.ok(['campaign', 'status', camp])).lines();
    expect(lines.find((x) => x.status)?.status).toMatchObject({ word: 'doneHeld', skipped: 1 });
  });
});
