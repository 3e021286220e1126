/**
 * h-replayask (walk 37, 1–3): Hà (editor) and Minh (approver) send the SAME approved key from both laptops while the team
 * server is stopped; the Hub scheduled the post, yet every call of it came back upstream_timeout (outcome unknown). The
 * server starts again, both sync, and Minh asks the Hub: scheduled. Hà's laptop, whose own job of that key stays unknown,
 * kept saying "outcome unknown — sent by Minh": a teammate's shared answer settled only a FINAL outcome ('done'), never a
 * scheduled one ('awaiting', the Hub holds it for its time). Now one answer settles the key on every laptop.
 * On a REAL team server (stopped and started again on its port) and a sandbox Hub; laptops through the CLI.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from '../../src-main/bridge';
import { publishJobs } from '../../src-main/library';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { MemorySecretStore } from '../../src-main/secrets';
import { createMemberToken, startTeamServer, type TeamServer } from '../../src-main/team-server';
import { call, cliLaptop, type CliLaptop } from './helpers';

let root = '';
let sandbox: SandboxHandle;
let server: TeamServer;
let port = 0;
let HA: CliLaptop;
let MINH: CliLaptop;
let haToken = '';
const serve = async (): Promise<TeamServer> => startTeamServer({ dataDir: join(root, 'server'), port, storeDebounceMs: 20, storeMaxDebounceMs: 100 });

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'postroom-h-replayask-'));
  sandbox = await startSandbox({ faults: 'none', seed: 37 });
  sandbox.control.setProcessingMs(0);
  server = await serve();
  port = server.port;
  await createMemberToken(server.store, { name: 'Chủ', role: 'owner' });
  const ha = (haToken = (await createMemberToken(server.store, { name: 'Hà', role: 'editor' })).token);
  const minh = (await createMemberToken(server.store, { name: 'Minh', role: 'approver' })).token;
  HA = cliLaptop(root, 'ha', ha, { POSTROOM_API_KEY: sandbox.apiKey });
  MINH = cliLaptop(root, 'minh', minh, { POSTROOM_API_KEY: sandbox.apiKey });
  for (const l of [HA, MINH]) await l.ok(['workspace', 'join', 'Mây Studio', '--team', server.httpUrl, '--hub', sandbox.url]);
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await sandbox?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

const jobsOf = (l: CliLaptop, id: string) => l.lib((x) => publishJobs.listJobs(x.db, { draftId: id }));
type Row = { draft?: { id: string; state: string }; postState?: { state: string; by?: { name: string; here?: boolean } | null } };
const rowOf = async (l: CliLaptop, id: string): Promise<Row | undefined> => ((await l.ok(['drafts', 'list'])).lines() as unknown as Row[]).find((r) => r.draft?.id === id);

describe('one approved key sent from both laptops, the outcome unknown on both', () => {
  it("one laptop's Ask the Hub settles the other's own job of the key; either may ask", async () => {
    const caption = `Mây Studio post 1 ${Date.now().toString(36)}`;
    const id = HA.lib((x) => x.drafts.create(x.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/h-replayask.jpg'], caption, scheduled_at: '2026-12-15T09:00', timezone: 'Asia/Ho_Chi_Minh' }).id);
    const campaignId = HA.lib((x) => x.campaigns.create(x.db, { name: 'Mây Studio tháng 12', draftIds: [id] }).id);
    await HA.sync();
    await HA.ok(['review', 'submit', id]);
    for (const l of [HA, MINH]) await l.sync();
    await MINH.ok(['review', 'approve', id]);
    for (const l of [MINH, HA]) await l.sync();

    await server.stop(); // the team server is down
    sandbox.control.setFaults({ upstream_timeout: 1, processing_ms: 0 });
    try {
      await MINH.run(['publish', id, '--wait']);
      await HA.run(['publish', id, '--wait']);
    } finally {
      sandbox.control.setFaults({ processing_ms: 0 });
    }
    const [minhJob] = jobsOf(MINH, id);
    const [haJob] = jobsOf(HA, id);
    expect(minhJob!.idempotencyKey).toBe(haJob!.idempotencyKey);
    expect([minhJob!.state, haJob!.state]).toEqual(['unknown', 'unknown']);
    expect(sandbox.control.publishedPosts().filter((p) => p.caption === caption).length + 0).toBeLessThanOrEqual(1);

    server = await serve(); // back, on the same address
    for (const l of [MINH, HA, MINH]) await l.sync();
    const before = await rowOf(HA, id);
    expect(before?.postState).toMatchObject({ state: 'unknown', by: { name: 'Minh', here: true } });

    // 3: Minh's job id on Hà's laptop names Hà's own job of the key (was "no job …: not … among the posts teammates sent").
    const theirs = await HA.run(['ask', minhJob!.id]);
    expect(theirs.code, theirs.stdout + theirs.stderr).toBe(1);
    expect(theirs.stderr).toContain(`job ${minhJob!.id} is Minh's, in their computer's journal; this computer's job ${haJob!.id} holds the same key: postroom ask ${haJob!.id}`);
    // 2: Hà's laptop holds a job of the key, so it may ask the Hub: Compose's verdict (posts.actions, drafts.sendHold) and
    // the publish hold say so, never "only Minh's computer can ask the Hub".
    const held = await HA.run(['publish', id]);
    expect(held.stdout + held.stderr).toContain(`this computer holds a job of its key and can ask the Hub (\`postroom ask ${haJob!.id}\``);
    expect(held.stdout + held.stderr).not.toContain("only Minh's computer can ask the Hub");
    const app = await createCore({ dataDir: HA.dir, shell: 'web', env: { POSTROOM_TEAM_TOKEN: haToken, POSTROOM_API_KEY: sandbox.apiKey }, secretStore: new MemorySecretStore(), embeddedSandbox: false, connectivityIntervalMs: 0, resume: false });
    try {
      type Verdicts = Record<string, { do: string; reason?: string }>;
      const actions = await call<Record<string, { verdicts: Verdicts }>>(app, 'posts.actions', { draftIds: [id] });
      expect(actions[id]!.verdicts.ask_hub).toEqual({ do: 'allowed' });
      // Nothing here reads "only that laptop can ask" (teammate_sends); what only Minh's can do says so as teammate_call.
      expect(Object.values(actions[id]!.verdicts).map((v) => v.reason)).not.toContain('teammate_sends');
      const hold = await call<{ actions: { verdicts: Verdicts } }>(app, 'drafts.sendHold', { id });
      expect(hold.actions.verdicts.ask_hub).toEqual({ do: 'allowed' });
      const card = (await call<Array<{ id: string; actions: { verdicts: Verdicts } }>>(app, 'jobs.list', {})).find((j) => j.id === haJob!.id);
      expect(card?.actions.verdicts.ask_hub).toEqual({ do: 'allowed' });
    } finally {
      await app.close();
    }

    // 1: Minh asks the Hub (scheduled); both sync. Hà's own job of the key, still unknown in her journal, reads as that answer.
    const asked = await MINH.run(['ask', minhJob!.id]);
    expect(asked.code, asked.stdout + asked.stderr).toBe(0);
    expect(asked.stdout).toContain('scheduled for 2026-12-15T09:00');
    for (const l of [MINH, HA]) await l.sync();
    expect(jobsOf(HA, id)[0]!.state).toBe('unknown'); // her journal's own job: nobody asked from her laptop
    const after = await rowOf(HA, id);
    expect(after?.draft).toMatchObject({ state: 'scheduled' }); // the Library's and calendar's mirrored state
    expect(after?.postState).toMatchObject({ state: 'scheduled', by: { name: 'Minh', here: true } });
    const camp = await HA.run(['campaign', 'status', campaignId]);
    expect(camp.stdout).toContain('1 sent (1 by Minh, a teammate)'); // the campaign's reading
    expect(camp.stdout).not.toContain('unknown');
    const st = await HA.run(['status']);
    const line = st.stdout.split('\n').find((l) => l.startsWith(haJob!.id)) ?? '';
    expect(line).toContain('scheduled for 2026-12-15T09:00 in Asia/Ho_Chi_Minh');
    expect(line).toContain("[the Hub's answer, as Minh's laptop read it]");
    expect(line).not.toContain('outcome unknown');
    const app2 = await createCore({ dataDir: HA.dir, shell: 'web', env: { POSTROOM_TEAM_TOKEN: haToken, POSTROOM_API_KEY: sandbox.apiKey }, secretStore: new MemorySecretStore(), embeddedSandbox: false, connectivityIntervalMs: 0, resume: false });
    try {
      const card = (await call<Array<{ id: string; state: string; post: { state: string; by?: { name: string } } }>>(app2, 'jobs.list', {})).find((j) => j.id === haJob!.id);
      expect(card?.post).toMatchObject({ state: 'scheduled', by: { name: 'Minh' } }); // the Outbox card and Table
      const post = await call<{ state: string }>(app2, 'drafts.postState', { id });
      expect(post.state).toBe('scheduled'); // Compose
      const desk = await call<{ rows: Array<{ draftId: string | null; state: string; postState: string }> }>(app2, 'outcomes.list', {});
      expect(desk.rows.filter((r) => r.draftId === id).map((r) => [r.state, r.postState])).toEqual([['scheduled', 'scheduled']]); // the Table
      const chips = await call<Array<{ id: string; state: string }>>(app2, 'calendar.range', { from: '2026-12-01', to: '2026-12-31' });
      expect(chips.find((c) => c.id === id)?.state).toBe('scheduled'); // the calendar (was '?': unknown)
    } finally {
      await app2.close();
    }
  }, 180_000);
});
