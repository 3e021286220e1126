/**
 * h-campwords2 (walk 45b, 4): `campaign send` after the Hub came back resumed the campaign's jobs waiting to reach it and
 * said "done; 12 posts · 12 sent", but its last batch line (stderr) read "12 posts: 1 sent to the Hub (1 still sending), 11
 * waiting to reach the Hub (queued, not sent)": the Hub had all 12. Resumed jobs settle without a batch event; the batch's
 * line is read again once the send is over. Set-up of h-campteam-waiting (Lan's send cut by a real closed port); one REAL
 * team server and one sandbox Hub.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, publishJobs } from '../../src-main/library';
import { cliLaptop, cliTeam, type CliLaptop } from './helpers';
import { useClosedPort } from '../helpers/closed-port';

const team = cliTeam({ prefix: 'postroom-h-campwords2-resume-', hub: { seed: 4506 } });
const closed = useClosedPort();
let lan: CliLaptop;
let bao: CliLaptop;
let campaignId = '';
let drafts: string[] = [];
const tag = `h-campteam-${Date.now().toString(36)}`;
const atHub = () => team.sandbox().control.publishedPosts().filter((p) => (p.caption ?? '').startsWith(tag)).length;

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  await bao.ok(['team', 'settings', '--approval-required', 'no']);
  lan.lib((l) => {
    drafts = [1, 2, 3].map((i) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: [`https://cdn.example.com/h-campteam-${i}.jpg`], caption: `${tag} bài ${i}` }).id);
    campaignId = campaigns.create(l.db, { name: 'Cut by the outage', draftIds: drafts }).id;
  });
  for (const l of [bao, lan, bao]) await l.sync();
  // Lan's send while the Hub does not answer: every call refused at the socket; the jobs retry under their keys.
  const lanDown = cliLaptop(team.root(), 'lan', team.token('Lan'), { POSTROOM_API_KEY: team.sandbox().apiKey, POSTROOM_HUB_URL: closed.url() });
  const down = await lanDown.run(['campaign', 'send', campaignId]);
  expect(down.code, down.stderr + down.stdout).toBe(1);
  expect(lan.lib((l) => publishJobs.listJobs(l.db, {}).map((j) => j.state)), down.stderr + down.stdout).toEqual(['retrying', 'retrying', 'retrying']);
  expect(atHub()).toBe(0);
  for (const l of [lan, bao, lan, bao]) await l.sync();
}, 200_000);
afterAll(async () => {
  await team.stop();
});

describe("Lan's `campaign send` once the Hub answers again (h-campwords2, walk 45b, 4)", () => {
  it('its last batch line is read after the resumed jobs settle: 3 sent to the Hub, never "waiting to reach the Hub"', async () => {
    const keys = () => lan.lib((l) => publishJobs.listJobs(l.db, {}).map((j) => j.idempotencyKey).sort());
    const before = keys();
    const r = await lan.run(['campaign', 'send', campaignId]);
    expect(atHub(), r.stderr + r.stdout).toBe(3);
    expect(keys()).toEqual(before);
    expect(r.stdout + r.stderr).toMatch(/resumed 3 jobs of this campaign waiting to reach the Hub, under their keys/);
    expect(r.stdout).toMatch(/: done; 3 posts · 3 sent$/m);
    expect(r.stdout + r.stderr).not.toMatch(/did not answer/);
    expect(r.code).toBe(0);
    const batchLines = r.stderr.split('\n').filter((l) => l.startsWith('batch '));
    expect(batchLines.at(-1), r.stderr).not.toMatch(/waiting to reach|still sending/);
    expect(batchLines.at(-1)).toMatch(/: 3 posts: 3 sent to the Hub/);
  });
});
