/**
 * h-teamwords (walk 32, 2): Lan's post met upstream_timeout (outcome unknown); Lan asked the Hub (`postroom ask`), which
 * said it was published. Lan's `status` says "the Hub said so when you asked, <time>"; Bảo's `status` line of Lan's job
 * named no source. Now the shared outcome carries the read (hub_said_at / hub_said_asked) and Bảo's line says "Lan's
 * laptop asked the Hub, <time>". Lan (editor), Bảo (owner) on CLI laptops; one REAL team server and one sandbox Hub.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishJobs } from '../../src-main/library';
import { cliTeam, until, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-h-teamwords-said-', hub: { seed: 3233 } });
let lan: CliLaptop;
let bao: CliLaptop;
let draft = '';
let jobId = '';
const tag = `h-teamwords-said-${Date.now().toString(36)}`;

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  await bao.ok(['team', 'settings', '--approval-required', 'no']);
  lan.lib((l) => {
    draft = l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x', 'threads'], photos: ['https://cdn.example.com/h-teamwords-said.jpg'], caption: `${tag} mở cửa đến 23h` }).id;
  });
  for (const l of [bao, lan, bao]) await l.sync();
  team.sandbox().control.setFaults({ upstream_timeout: 1, processing_ms: 0 });
  await lan.run(['publish', draft, '--wait']);
  team.sandbox().control.setFaults({ processing_ms: 0 });
  await until(() => lan.lib((l) => publishJobs.listJobs(l.db, { draftId: draft })).some((j) => j.state === 'unknown'), 30_000);
  jobId = lan.lib((l) => publishJobs.listJobs(l.db, { draftId: draft }))[0]!.id;
  expect((await lan.run(['ask', jobId])).code).toBe(0);
  await until(() => lan.lib((l) => publishJobs.listJobs(l.db, { draftId: draft })).some((j) => j.state === 'done'), 30_000);
  for (const l of [lan, bao, lan, bao]) await l.sync();
}, 200_000);
afterAll(async () => {
  await team.stop();
});

describe("Lan asked the Hub about her job: Bảo's `status` says who asked and when", () => {
  it("Lan's own line: the Hub said so when you asked", async () => {
    const r = await lan.run(['status', jobId]);
    expect(r.stdout).toMatch(/\[the Hub said so when you( \(Lan\))? asked, \d{4}-\d\d-\d\dT[\d:.]+Z\]/);
  });

  it("Bảo's line of Lan's job: Lan's laptop asked the Hub, <time>", async () => {
    await until(async () => (await bao.run(['status', jobId])).stdout.includes("Lan's laptop asked the Hub"), 30_000);
    const r = await bao.run(['status', jobId]);
    expect(r.stdout).toMatch(new RegExp(`${jobId} .*\\[sent by Lan at [^;\\]]+; Lan's laptop asked the Hub, \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z`));
  });
});
