/**
 * w23csv (walk 20): the Outbox's rows and CSV on the sender's laptop and on a teammate's. Lan (owner) and Bảo
 * (editor) are CLI laptops on one REAL team server beside one sandbox Hub (started once for the file); each laptop is
 * then opened as the app's core and asked `outcomes.list` / `outcomes.export` as its Outbox Table does.
 * 1. Bảo's `publish P --again` of a campaign's post: its rows carried no campaign_id (his campaign filter: "7 of 10").
 *    Every row of a job whose draft belongs to a campaign carries the campaign, on both laptops.
 * 2. Lan's Instagram refused, Lan retried it (`postroom retry`) and it was published: Bảo's row of the refusal said
 *    the first post's own state where Lan's said "sent again by the retry → Published". Both laptops' rows now say
 *    the same (state, post state, retriedBy), whether Bảo's laptop replayed Lan's call or never pressed anything.
 * 3. A caption of 2,140 characters: Bảo's export cut it at 1,000 (the team outcome's cap); Lan's was whole.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src-main/bridge';
import type { ExportFileDto, OutcomeDeskDto } from '../../src-main/bridge/contract';
import { campaigns, publishJobs } from '../../src-main/library';
import { readCsvRecords } from '../../src-main/library/transfer-csv';
import { MemorySecretStore } from '../../src-main/secrets';
import { call, cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w23csv-', hub: { seed: 23 } });
let lan: CliLaptop;
let bao: CliLaptop;
const cores: Core[] = [];
const tag = `w23csv-${Date.now().toString(36)}`;
const post = (caption: string, platforms: string[] = ['facebook']) => ({ profile_id: 'prof_caphe', platforms, photos: ['https://cdn.example.com/w23csv.jpg'], caption });
let campaignId = '';
const inCampaign: string[] = [];
let again = '';
let replayed = '';
let retriedHere = '';
let long = '';
const LONG = `${tag} Bánh chưng nhà làm — `.padEnd(2140, 'gạo nếp, đậu xanh, thịt ba chỉ; ');

const jobsOf = (l: CliLaptop, id: string) => l.lib((x) => publishJobs.listJobs(x.db, { draftId: id }));
const open = async (name: 'lan' | 'bao'): Promise<Core> => {
  const c = await createCore({ dataDir: join(team.root(), name), shell: 'web', env: { POSTROOM_TEAM_TOKEN: team.token(name === 'lan' ? 'Lan' : 'Bảo'), POSTROOM_API_KEY: team.sandbox().apiKey }, secretStore: new MemorySecretStore(), embeddedSandbox: false, connectivityIntervalMs: 0, resume: false });
  cores.push(c);
  return c;
};
/** A publish or retry whose channels may refuse (`--wait` then exits 1): it must have sent, nothing more. */
const send = async (l: CliLaptop, argv: string[]) => {
  const r = await l.run([...argv, '--json']);
  expect(r.lines().some((x) => typeof x.jobId === 'string' || typeof x.id === 'string'), `${argv.join(' ')}: ${r.stderr}${r.stdout}`).toBe(true);
};
const syncAll = async () => {
  for (const l of [lan, bao, lan, bao]) await l.sync();
};

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'owner' }, { dir: 'bao', name: 'Bảo', role: 'editor' }] as const);
  const hub = team.sandbox();

  // 2, with approval (the team's default): a post Bảo wrote and Lan approved goes out under the approval's key. Lan sends
  // it; Bảo, not told yet, sends it too (the Hub replays Lan's answer: his journal holds the key). Instagram refuses.
  replayed = bao.lib((x) => x.drafts.create(x.db, post(`${tag} replayed`, ['instagram'])).id);
  await bao.ok(['review', 'submit', replayed]);
  await bao.sync();
  await lan.sync();
  await lan.ok(['review', 'approve', replayed]);
  await lan.sync();
  await bao.sync();
  hub.control.setFaults({ channel_refusal: 1, processing_ms: 0 });
  await send(lan, ['publish', replayed, '--wait']);
  await send(bao, ['publish', replayed, '--wait']);
  expect(hub.control.publishedPosts().filter((p) => p.caption === `${tag} replayed`)).toHaveLength(1);
  hub.control.setFaults({ processing_ms: 0 });
  await syncAll();
  await lan.ok(['retry', jobsOf(lan, replayed)[0]!.id, '--wait']);
  await syncAll();

  await lan.ok(['team', 'settings', '--approval-required', 'no']);
  await syncAll();

  // 1: a campaign of three posts, sent by Lan; Bảo sends one of them again as a new post from the CLI.
  lan.lib((x) => {
    for (const k of ['A', 'B', 'C']) inCampaign.push(x.drafts.create(x.db, post(`${tag} campaign ${k}`)).id);
    campaignId = campaigns.create(x.db, { name: `Tết — ${tag}`, draftIds: inCampaign }).id;
  });
  await lan.ok(['publish', '--campaign', campaignId, '--wait']);
  await syncAll();
  again = inCampaign[0]!;
  await bao.ok(['publish', again, '--again', '--wait']);

  // 2, no replay: Facebook live and Instagram refused (the first seed that does it), then Lan retries Instagram.
  for (let i = 0; i < 16 && !retriedHere; i++) {
    hub.control.setFaults({ channel_refusal: 0.5, processing_ms: 0 }, 300 + i);
    const id = lan.lib((x) => x.drafts.create(x.db, post(`${tag} retried ${i}`, ['facebook', 'instagram'])).id);
    await send(lan, ['publish', id, '--wait']);
    const j = jobsOf(lan, id)[0]!;
    const ok = (ch: string) => j.outcomes?.find((o) => o.channel === ch)?.success;
    if (ok('facebook') === true && ok('instagram') === false) retriedHere = id;
  }
  expect(retriedHere, 'a seed with Facebook live and Instagram refused').not.toBe('');
  hub.control.setFaults({ processing_ms: 0 });
  await lan.ok(['retry', jobsOf(lan, retriedHere)[0]!.id, '--wait']);

  // 3: a long caption, sent by Lan.
  long = lan.lib((x) => x.drafts.create(x.db, post(LONG)).id);
  await lan.ok(['publish', long, '--wait']);
  await syncAll();
  await open('lan');
  await open('bao');
}, 300_000);
afterAll(async () => {
  for (const c of cores) await c.close();
  await team.stop();
});

const desk = (c: Core) => call<OutcomeDeskDto>(c, 'outcomes.list', {});
const csv = async (c: Core, filter: Record<string, unknown> = {}) => {
  const f = await call<ExportFileDto>(c, 'outcomes.export', { format: 'csv', filter });
  const r = readCsvRecords(f.content);
  if (!r.ok) throw new Error(r.message);
  return r.records.map((x) => x.cells);
};

describe('1: every row of a campaign post carries the campaign, its send-again too, on both laptops', () => {
  it("Bảo's `publish --again` of a campaign's post: his rows and Lan's carry the campaign", async () => {
    expect(jobsOf(bao, again)).toHaveLength(1);
    for (const c of cores) {
      const rows = (await csv(c)).filter((r) => inCampaign.includes(r.draft_id!));
      // Three posts by Lan, and Bảo's again: four Hub posts, four rows.
      expect(rows).toHaveLength(4);
      expect(rows.map((r) => r.campaign_id)).toEqual([campaignId, campaignId, campaignId, campaignId]);
      const filtered = await csv(c, { campaign: campaignId });
      expect(filtered.filter((r) => r.caption!.startsWith(tag))).toHaveLength(4);
    }
  });
});

describe('2: a refusal a retry sent again reads alike on the sender\'s laptop and a teammate\'s', () => {
  const lines = async (c: Core, id: string): Promise<string[]> => (await desk(c)).rows.filter((r) => r.draftId === id)
    .map((r) => `${r.channel} ${r.state} post:${r.postState} retried:${r.retriedBy ?? '-'}`).sort();
  it('Bảo never pressed anything: his rows say what Lan\'s say', async () => {
    const [l, b] = cores as [Core, Core];
    const mine = await lines(l, retriedHere);
    expect(mine.some((x) => x.startsWith('instagram refused') && !x.endsWith('retried:-'))).toBe(true);
    expect(await lines(b, retriedHere)).toEqual(mine);
  });
  it("Bảo's laptop replayed Lan's call: his row of it says the retry sent it again, as Lan's does", async () => {
    const [l, b] = cores as [Core, Core];
    const mine = await lines(l, replayed);
    expect(mine.some((x) => x.startsWith('instagram refused') && !x.endsWith('retried:-'))).toBe(true);
    expect(await lines(b, replayed)).toEqual(mine);
  });
});

describe('3: a long caption is whole in both exports', () => {
  it('2,140 characters on the sender\'s laptop and the teammate\'s', async () => {
    expect(LONG.length).toBe(2140);
    for (const c of cores) expect((await csv(c)).filter((r) => r.draft_id === long).map((r) => r.caption)).toEqual([LONG]);
  });
});
