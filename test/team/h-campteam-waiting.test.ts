/**
 * h-campteam (walk 44b, 1): Lan's campaign Send was cut by a Hub outage (her calls never reached it: retrying on a network
 * error, under their keys). After the team's sync, Bảo's laptop read "done: 3 posts · 3 sent (3 by Lan, a teammate)"
 * (`--json` word "done"), `campaign list` "done", and his own `campaign send` printed "done" of them, while the team's shared
 * outcomes said Lan's jobs were retrying. A teammate's posts still waiting to reach the Hub read as waiting on every laptop:
 * "3 handed to the publisher (3 by Lan, a teammate): 0 at the Hub yet, 3 waiting to reach the Hub (queued on Lan's
 * computer…)", word "waitingHub", never "done"/"sent". Lan (editor), Bảo (owner) on CLI laptops; one REAL team server and
 * one sandbox Hub; the Hub that does not answer is a real closed port for Lan's send.
 */
import { describe, expect, it } from 'vitest';
import { publishJobs } from '../../src-main/library';
import type { CliLaptop } from './helpers';
import { useCutCampaign } from './cut-campaign';

const { made, atHub } = useCutCampaign({ prefix: 'postroom-h-campteam-', seed: 4401 });

type Status = { sendState: string; word: string; teamSent: number; sentBy: Array<{ name: string; posts: number }> };
const status = async (l: CliLaptop): Promise<{ json: Status; toHub: { handed: number; atHub: number; waiting: number }; words: string }> => {
  const line = (await l.ok(['campaign', 'status', made.campaignId])).lines().find((x) => x.status);
  const r = await l.run(['campaign', 'status', made.campaignId]);
  return { json: line?.status as Status, toHub: line?.toHub, words: r.stdout + r.stderr };
};

describe("a teammate's campaign whose Send the Hub outage cut (h-campteam, walk 44b, 1)", () => {
  it("Lan's own laptop: waiting for the Hub, 3 waiting to reach it", async () => {
    const s = await status(made.lan);
    expect(s.words).toMatch(/^waiting for the Hub: 3 posts · 3 handed to the publisher: 0 at the Hub yet, 3 waiting to reach the Hub/m);
  });

  it("Bảo's `campaign status`: Lan's posts wait to reach the Hub on Lan's computer, never 'done'/'sent'", async () => {
    const s = await status(made.bao);
    expect(s.json).toMatchObject({ word: 'waitingHub', teamSent: 3, sentBy: [{ name: 'Lan', posts: 3 }] });
    expect(s.toHub).toMatchObject({ handed: 3, atHub: 0, waiting: 3 });
    expect(s.words).toMatch(/^waiting for the Hub: 3 posts · 3 handed to the publisher \(3 by Lan, a teammate\): 0 at the Hub yet, 3 waiting to reach the Hub \(queued on Lan's computer/m);
    expect(s.words).not.toMatch(/^done|3 sent|postroom resume/m);
  });

  it("Bảo's `campaign list`: waiting for the Hub, not done", async () => {
    const r = await made.bao.ok(['campaign', 'list']);
    const c = r.lines().find((x) => x.campaign?.id === made.campaignId)?.campaign;
    expect(c).toMatchObject({ word: 'waitingHub' });
    const text = await made.bao.run(['campaign', 'list']);
    expect(text.stdout).toMatch(new RegExp(`${made.campaignId}\\s+3 posts\\s+waiting for the Hub`));
  });

  it("Bảo's `campaign send` hands nothing and does not say 'done' of them (exit 1)", async () => {
    const r = await made.bao.run(['campaign', 'send', made.campaignId]);
    expect(r.stdout + r.stderr).toMatch(/waiting for the Hub; 3 posts · 3 handed to the publisher \(3 by Lan, a teammate\): 0 at the Hub yet, 3 waiting/);
    expect(r.code).toBe(1);
    expect(atHub()).toBe(0);
  });
});

describe("Lan's `campaign send` once the Hub answers again (h-campteam, walk 44b, 2)", () => {
  it('resumes her retrying jobs of the campaign under their keys (no new key), says so, and ends done; one truth in --json', async () => {
    const keys = () => made.lan.lib((l) => publishJobs.listJobs(l.db, {}).map((j) => j.idempotencyKey).sort());
    const before = keys();
    const r = await made.lan.run(['campaign', 'send', made.campaignId]);
    expect(atHub(), r.stderr + r.stdout).toBe(3);
    expect(keys()).toEqual(before);
    expect(r.stdout + r.stderr).toMatch(/resumed 3 jobs of this campaign waiting to reach the Hub, under their keys/);
    expect(r.stdout).toMatch(/: done; 3 posts · 3 sent$/m);
    expect(r.stdout + r.stderr).not.toMatch(/did not answer/);
    expect(r.code).toBe(0);
  });
});
