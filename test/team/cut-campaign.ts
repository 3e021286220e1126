/**
 * The set-up h-campteam-waiting and h-campwords2-resume-batch share: Lan (editor) and Bảo (owner) on CLI laptops, one REAL
 * team server and one sandbox Hub, approval off; Lan's 3-post campaign sent while the Hub does not answer (a real closed
 * port: every call refused at the socket), so its 3 jobs retry under their keys, nothing at the Hub; the team synced.
 * Registers the file's beforeAll/afterAll; the getters read what it made.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { campaigns, publishJobs } from '../../src-main/library';
import { cliLaptop, cliTeam, type CliLaptop } from './helpers';
import { useClosedPort } from '../helpers/closed-port';

export function useCutCampaign(opts: { prefix: string; seed: number }) {
  const team = cliTeam({ prefix: opts.prefix, hub: { seed: opts.seed } });
  const closed = useClosedPort();
  const made = { lan: undefined as unknown as CliLaptop, bao: undefined as unknown as CliLaptop, campaignId: '', drafts: [] as string[] };
  const tag = `h-campteam-${Date.now().toString(36)}`;
  /** Posts of this campaign the Hub published. */
  const atHub = (): number => team.sandbox().control.publishedPosts().filter((p) => (p.caption ?? '').startsWith(tag)).length;

  beforeAll(async () => {
    const [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
    Object.assign(made, { lan, bao });
    await bao.ok(['team', 'settings', '--approval-required', 'no']);
    lan.lib((l) => {
      made.drafts = [1, 2, 3].map((i) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: [`https://cdn.example.com/h-campteam-${i}.jpg`], caption: `${tag} bài ${i}` }).id);
      made.campaignId = campaigns.create(l.db, { name: 'Cut by the outage', draftIds: made.drafts }).id;
    });
    for (const l of [bao, lan, bao]) await l.sync();
    // Lan's send while the Hub does not answer: every call refused at the socket; the jobs retry under their keys.
    const lanDown = cliLaptop(team.root(), 'lan', team.token('Lan'), { POSTROOM_API_KEY: team.sandbox().apiKey, POSTROOM_HUB_URL: closed.url() });
    const down = await lanDown.run(['campaign', 'send', made.campaignId]);
    expect(down.code, down.stderr + down.stdout).toBe(1);
    expect(lan.lib((l) => publishJobs.listJobs(l.db, {}).map((j) => j.state)), down.stderr + down.stdout).toEqual(['retrying', 'retrying', 'retrying']);
    expect(atHub()).toBe(0);
    for (const l of [lan, bao, lan, bao]) await l.sync();
  }, 200_000);
  afterAll(async () => {
    await team.stop();
  });
  return { team, made, atHub };
}
