/**
 * Walk 36 (Lan editor, Bảo owner, two CLI laptops of one team): the CLI on a teammate's job.
 * 1. Bảo's `status` lists Lan's job "outcome unknown … only Lan's computer can ask the Hub about it", then `postroom ask
 *    <that id>` said "postroom: no job <id>" (exit 1, `job_not_found`); so did `retry <Bảo's job>` on Lan's laptop and
 *    `resend <Lan's job>` on Bảo's. The job is the team's (its shared outcome; `status` shows it): only its sender's computer
 *    may act on it. Now each says so in the words `status` and `publish --again` use, as `teammate_job` (exit 1, a refusal),
 *    `--json` too, and nothing changes on either laptop or at the Hub.
 * 2. Lan's `status` line of Bảo's partly published post said "threads:refused" where Bảo's own says
 *    "threads:refused (The user is restricted from posting at this time.)": one wording of a job's channels now.
 * 3. After Lan's `ask` settled her post as scheduled, Bảo's line still ends "only Lan's computer can ask the Hub about it":
 *    the app's teammate card says the same of it (one derivation, team-actions.ts teammateSenderOnly): the Hub holds the
 *    post, asking it is offered for a scheduled post (actions.ts scheduled_ahead), and only Lan's journal has its key.
 * One REAL team server and one sandbox Hub, started once for the file.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from '../../src-main/bridge';
import type { TeammateSendDto } from '../../src-main/bridge/contract';
import { publishJobs } from '../../src-main/library';
import { MemorySecretStore } from '../../src-main/secrets';
import { call, cliTeam, until, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w36teammate-', hub: { seed: 3636 } });
let lan: CliLaptop;
let bao: CliLaptop;
const tag = `w36teammate-${Date.now().toString(36)}`;
const unknownPost = { draft: '', job: '', caption: `${tag} bánh mì lúc 7h` };
const partialPost = { draft: '', job: '', caption: `${tag} trà sen Hồ Tây` };
const hubPosts = (caption: string): number => (team.sandbox().control.db.prepare('SELECT count(*) AS n FROM posts WHERE caption = ?').get(caption) as { n: number }).n;
const jobsOf = (l: CliLaptop) => l.lib((x) => publishJobs.listJobs(x.db, {}).map((j) => ({ id: j.id, state: j.state, key: j.idempotencyKey, updatedAt: j.updatedAt })));
const syncAll = async (): Promise<void> => {
  for (const l of [lan, bao, lan, bao]) await l.sync();
};

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  await bao.ok(['team', 'settings', '--approval-required', 'no']);
  await syncAll();
  // Lan's post for 5 days ahead: the Hub holds it (scheduled), and answered upstream_timeout: outcome unknown.
  const at = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 16);
  unknownPost.draft = lan.lib((x) => x.drafts.create(x.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/w36a.jpg'], caption: unknownPost.caption, scheduled_at: at, timezone: 'Asia/Ho_Chi_Minh' }).id);
  team.sandbox().control.setFaults({ upstream_timeout: 1, processing_ms: 0 });
  await lan.run(['publish', unknownPost.draft, '--wait']);
  team.sandbox().control.setFaults({ processing_ms: 0 });
  await until(() => lan.lib((x) => publishJobs.listJobs(x.db, { draftId: unknownPost.draft })).some((j) => j.state === 'unknown'), 30_000);
  unknownPost.job = lan.lib((x) => publishJobs.listJobs(x.db, { draftId: unknownPost.draft }))[0]!.id;
  // Bảo's post: Instagram published, Threads refused it.
  partialPost.draft = bao.lib((x) => x.drafts.create(x.db, { profile_id: 'prof_caphe', platforms: ['instagram', 'threads'], photos: ['https://cdn.example.com/w36b.jpg'], caption: partialPost.caption }).id);
  team.sandbox().control.setFaults({ channel_refusal: 1, refusing_channels: ['threads'], processing_ms: 0 });
  await bao.run(['publish', partialPost.draft, '--wait']);
  team.sandbox().control.setFaults({ processing_ms: 0 });
  partialPost.job = bao.lib((x) => publishJobs.listJobs(x.db, { draftId: partialPost.draft }))[0]!.id;
  await syncAll();
}, 200_000);
afterAll(async () => {
  await team.stop();
});

describe("walk 36 (1): ask, retry and resend of a teammate's job say only the sender's computer can", () => {
  it("Bảo's `ask` of Lan's unknown job: only Lan's computer can ask the Hub about it (teammate_job, exit 1), nothing asked", async () => {
    const listed = (await bao.run(['status'])).stdout.split('\n').find((l) => l.startsWith(unknownPost.job)) ?? '';
    expect(listed).toContain("only Lan's computer can ask the Hub about it]");
    const before = { lan: jobsOf(lan), bao: jobsOf(bao), hub: hubPosts(unknownPost.caption) };
    const r = await bao.run(['ask', unknownPost.job]);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).not.toContain('no job');
    expect(r.stderr).toMatch(new RegExp(`^postroom: nothing to ask the Hub from this computer: job ${unknownPost.job}, outcome unknown \\(not due yet: the Hub may hold it for [^)]+\\), was sent by Lan at \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z; only Lan's computer can ask the Hub about it\\n$`));
    const j = await bao.run(['ask', unknownPost.job, '--json']);
    expect(j.code).toBe(1);
    expect(j.json()).toMatchObject({ ok: false, error: { code: 'teammate_job', message: expect.stringContaining("only Lan's computer can ask the Hub about it") } });
    expect({ lan: jobsOf(lan), bao: jobsOf(bao), hub: hubPosts(unknownPost.caption) }).toEqual(before);
    expect(before.bao.some((x) => x.id === unknownPost.job)).toBe(false);
  });

  it("Bảo's `resend` of Lan's unknown job: publish --again's words, it is not sent again before Lan's computer asks the Hub", async () => {
    const before = { lan: jobsOf(lan), bao: jobsOf(bao), hub: hubPosts(unknownPost.caption) };
    for (const argv of [['resend', unknownPost.job, '--confirm', '--wait'], ['resend', unknownPost.job]]) {
      const r = await bao.run(argv);
      expect(r.code, `${argv.join(' ')}: ${r.stderr}`).toBe(1);
      expect(r.stderr).not.toContain('no job');
      expect(r.stderr).toContain(`cannot resend job ${unknownPost.job}: Lan's computer sent it at `);
      expect(r.stderr).toContain("(outcome unknown: only Lan's computer can ask the Hub); it is not sent again before Lan's computer asks the Hub");
      expect((await bao.run([...argv, '--json'])).json()).toMatchObject({ ok: false, error: { code: 'teammate_job' } });
    }
    // `publish --again` of the same post says the same.
    const again = await bao.run(['publish', unknownPost.draft, '--again']);
    expect(again.stdout + again.stderr).toContain("(outcome unknown: only Lan's computer can ask the Hub); it is not sent again before Lan's computer asks the Hub");
    expect({ lan: jobsOf(lan), bao: jobsOf(bao), hub: hubPosts(unknownPost.caption) }).toEqual(before);
  });

  it("Lan's `retry` of Bảo's partly published job: only Bảo's computer can retry its refused channels, nothing sent", async () => {
    const listed = (await lan.run(['status'])).stdout.split('\n').find((l) => l.startsWith(partialPost.job)) ?? '';
    expect(listed).toContain("only Bảo's computer can retry its refused channels]");
    const before = { lan: jobsOf(lan), bao: jobsOf(bao), hub: hubPosts(partialPost.caption) };
    const r = await lan.run(['retry', partialPost.job, '--now']);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`^postroom: cannot retry from this computer: job ${partialPost.job}, partly published \\(1 of 2; refused: threads\\), was sent by Bảo at [^;]+; only Bảo's computer can retry its refused channels\\n$`));
    expect((await lan.run(['retry', partialPost.job, '--json'])).json()).toMatchObject({ ok: false, error: { code: 'teammate_job' } });
    expect({ lan: jobsOf(lan), bao: jobsOf(bao), hub: hubPosts(partialPost.caption) }).toEqual(before);
  });

  it("a table's own refusal of a teammate's job keeps the table's reason: Lan's `ask` of Bảo's partly published job", async () => {
    const r = await lan.run(['ask', partialPost.job]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`nothing to ask the Hub: the Hub has already given its final answer for this post (job ${partialPost.job}, partly published (1 of 2; refused: threads), was sent by Bảo at `);
    expect((await lan.run(['ask', partialPost.job, '--json'])).json()).toMatchObject({ ok: false, error: { code: 'teammate_job' } });
  });

  it("Lan's `resend` of Bảo's partly published job: no send of it here; how the post goes again from here", async () => {
    const before = { lan: jobsOf(lan), hub: hubPosts(partialPost.caption) };
    const r = await lan.run(['resend', partialPost.job, '--confirm']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`cannot resend from this computer: job ${partialPost.job}, partly published (1 of 2; refused: threads), was sent by Bảo at `);
    expect(r.stderr).toContain(`this computer has no send of it to resend (to send the post again as a new post from here: postroom publish ${partialPost.draft} --again)`);
    expect({ lan: jobsOf(lan), hub: hubPosts(partialPost.caption) }).toEqual(before);
  });

  it('an id neither here nor among the teammates’ sends is still `job_not_found`', async () => {
    const r = await bao.run(['ask', '01NOTAJOB0000000000000000', '--json']);
    expect(r.code).toBe(1);
    expect(r.json()).toMatchObject({ ok: false, error: { code: 'job_not_found' } });
  });
});

describe("walk 36 (2): a teammate's `status` line quotes the channel's refusal as the sender's does", () => {
  it("Lan's line of Bảo's job says Threads' words, as Bảo's own line", async () => {
    const words = 'threads:refused (The user is restricted from posting at this time.)';
    const own = (await bao.run(['status', partialPost.job])).stdout;
    expect(own).toContain(words);
    const theirs = (await lan.run(['status', partialPost.job])).stdout;
    expect(theirs).toContain('[sent by Bảo at');
    expect(theirs).toContain(words);
  });
});

describe("walk 36 (3): Lan's ask settled her post as scheduled; Bảo's line and card say only Lan's computer can ask the Hub", () => {
  it('the CLI line and the app card read one derivation: asking the Hub stays, and only Lan’s computer can', async () => {
    const asked = await lan.run(['ask', unknownPost.job]);
    expect(asked.code, asked.stderr).toBe(0);
    expect(asked.stdout).toContain('scheduled for ');
    await syncAll();
    const line = (await bao.ok(['status', unknownPost.job])).lines()[0]!;
    expect(line.post.state).toBe('scheduled');
    const words = (await bao.run(['status', unknownPost.job])).stdout;
    // The Hub holds it for its time: asking the Hub is offered of a scheduled post (actions.ts scheduled_ahead), on Lan's computer alone.
    expect(words).toMatch(/ scheduled for [^[]+\[sent by Lan at [^;\]]+; only Lan's computer can ask the Hub about it\]/);
    const core = await createCore({ dataDir: join(team.root(), 'bao'), shell: 'web', env: { POSTROOM_TEAM_TOKEN: team.token('Bảo'), POSTROOM_API_KEY: team.sandbox().apiKey }, secretStore: new MemorySecretStore(), embeddedSandbox: false, connectivityIntervalMs: 0, resume: false });
    try {
      const card = (await call<TeammateSendDto[]>(core, 'jobs.team', {})).find((s) => s.id === unknownPost.job);
      expect(card?.post.state).toBe('scheduled');
      expect(card?.senderOnly).toEqual(['ask_hub']);
    } finally {
      await core.close();
    }
    // And Bảo's `ask` now: still Lan's to ask.
    const r = await bao.run(['ask', unknownPost.job]);
    expect(r.stderr).toContain(`job ${unknownPost.job}, scheduled for `);
    expect(r.stderr).toContain("only Lan's computer can ask the Hub about it");
  }, 60_000);
});
