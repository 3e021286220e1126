/**
 * h-reviewwords (walk 44a, 8), on a REAL team server and a sandbox Hub: Bảo's post went out partly (Threads refused), and
 * he retried its refused channels for a later time (the Hub holds the retry). Lan's `retry` of Bảo's first send said
 * "cannot retry: no channel refused this post (job …, partly published (1 of 2; refused: threads); its refused channels
 * (threads) were retried as a new post (job …): scheduled, …)": self-contradicting, read off the whole publish (scheduled)
 * instead of the send's own state. True, as for other teammate jobs: it cannot be retried from this computer, and its
 * refused channels were already retried as a new post by Bảo (as Bảo's own laptop says: "already retried").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishJobs } from '../../src-main/library';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-h-reviewwords-retry-', hub: { seed: 4408 } });
let lan: CliLaptop;
let bao: CliLaptop;
const caption = `h-reviewwords-${Date.now().toString(36)} trà sen`;
let draft = '';
let first = '';
let retry = '';
const syncAll = async (): Promise<void> => {
  for (const l of [lan, bao, lan, bao]) await l.sync();
};

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  await bao.ok(['team', 'settings', '--approval-required', 'no']);
  await syncAll();
  draft = bao.lib((x) => x.drafts.create(x.db, { profile_id: 'prof_caphe', platforms: ['instagram', 'threads'], photos: ['https://cdn.example.com/h44.jpg'], caption }).id);
  team.sandbox().control.setFaults({ channel_refusal: 1, refusing_channels: ['threads'], processing_ms: 0 });
  await bao.run(['publish', draft, '--wait']);
  team.sandbox().control.setFaults({ processing_ms: 0 });
  first = bao.lib((x) => publishJobs.listJobs(x.db, { draftId: draft }))[0]!.id;
  const at = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 16);
  const r = await bao.run(['retry', first, '--at', at, '--zone', 'Asia/Ho_Chi_Minh', '--wait']);
  expect(r.code, r.stderr + r.stdout).toBe(0);
  retry = bao.lib((x) => publishJobs.listJobs(x.db, { draftId: draft }).find((j) => j.id !== first)!.id);
  await syncAll();
}, 200_000);
afterAll(() => team.stop());

describe('walk 44a, 8: a teammate\'s send whose refused channels were retried for later', () => {
  it("Bảo's own laptop: already retried", async () => {
    const r = await bao.run(['retry', first]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('already retried or sent again');
  });

  it("Lan's `retry`: not from this computer, and already retried as a new post by Bảo; never \"no channel refused this post\"", async () => {
    const r = await lan.run(['retry', first]);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).not.toContain('no channel refused this post');
    expect(r.stderr).toMatch(new RegExp(`^postroom: cannot retry from this computer: job ${first}, partly published \\(1 of 2; refused: threads\\); its refused channels \\(threads\\) were retried as a new post \\(job ${retry}\\): scheduled, was sent by Bảo at [^;]+; its refused channels were already retried as a new post by Bảo \\(job ${retry}\\)\\n$`));
    expect((await lan.run(['retry', first, '--json'])).json()).toMatchObject({ ok: false, error: { code: 'teammate_job' } });
  });
});
