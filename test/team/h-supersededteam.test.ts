/**
 * h-supersededteam (walk 45b, 1): Sam published "Unknown lost D3" into the Hub's `upstream_timeout_lost` (the Hub never
 * held the call): his job's outcome stayed unknown. Tuấn withdrew the post and sent it for review again, Olivia approved it
 * again, and Sam sent it again as new (`resend JOB --confirm`): a new job under the new approval's key, published (the Hub
 * holds ONE post). Sam's laptop reads the first job as "outcome unknown (may be live; sent again as new as …)"; after sync,
 * Olivia's `status` said "published on all channels (2 of 2)" of it, with the resend's URLs in its --json, and her Outbox's
 * teammates card said "Published" (the resend's publish taken for the first send's). Now a teammate reads the first send as
 * its sender does: unknown, sent again as new as the resend's job; no URL of the resend.
 * A REAL team server and a REAL sandbox Hub; Tuấn (editor), Sam (approver) and Olivia (owner) on CLI laptops, Olivia's then
 * opened as the app's core. Needs the keychain: run under scripts/with-keyring.sh.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src-main/bridge';
import type { TeammateSendDto } from '../../src-main/bridge/contract';
import { publishJobs } from '../../src-main/library';
import { MemorySecretStore } from '../../src-main/secrets';
import { call, cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-h-supersededteam-', hub: { seed: 4511 } });
let tuan: CliLaptop;
let sam: CliLaptop;
let olivia: CliLaptop;
let core: Core | undefined;
const caption = `Unknown lost D3 ${Date.now().toString(36)}`;
const hubPosts = (): number => (team.sandbox().control.db.prepare('SELECT count(*) AS n FROM posts WHERE caption = ?').get(caption) as { n: number }).n;
let id = '';
let first = '';
let resend = '';

beforeAll(async () => {
  [tuan, sam, olivia] = await team.start([{ dir: 'tuan', name: 'Tuấn', role: 'editor' }, { dir: 'sam', name: 'Sam', role: 'approver' }, { dir: 'olivia', name: 'Olivia', role: 'owner' }] as const);
  const all = [tuan, sam, olivia];
  const syncAll = async (): Promise<void> => {
    for (const l of [...all, ...all]) await l.sync();
  };
  for (const l of all) await l.ok(['team', 'status']);
  await olivia.ok(['team', 'settings', '--approval-required', 'yes']);
  await olivia.sync();
  id = tuan.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x', 'mastodon'], photos: ['https://cdn.example.com/h-supersededteam.jpg'], caption }).id);
  await tuan.sync();
  await tuan.ok(['review', 'submit', id]);
  await syncAll();
  await olivia.ok(['review', 'approve', id]);
  await syncAll();
  // Sam's call: the Hub never holds it, its answer never comes (outcome unknown).
  team.sandbox().control.setFaults({ upstream_timeout_lost: 1 });
  try {
    await sam.run(['publish', id, '--wait']);
  } finally {
    team.sandbox().control.setFaults('none');
  }
  first = sam.lib((l) => publishJobs.listJobs(l.db, { draftId: id }))[0]!.id;
  await syncAll();
  // The new approval a send again as new needs: Tuấn withdraws it and sends it for review again; Olivia approves it.
  await tuan.ok(['review', 'withdraw', id]);
  await tuan.ok(['review', 'submit', id]);
  await syncAll();
  await olivia.ok(['review', 'approve', id]);
  await syncAll();
  const r = await sam.run(['resend', first, '--confirm', '--settle-seconds', '0', '--wait']);
  expect(r.code, r.stdout + r.stderr).toBe(0);
  resend = sam.lib((l) => publishJobs.listJobs(l.db, { draftId: id })).find((j) => j.parentJobId === first)!.id;
  await syncAll();
  core = await createCore({ dataDir: join(team.root(), 'olivia'), shell: 'web', env: { POSTROOM_TEAM_TOKEN: team.token('Olivia'), POSTROOM_API_KEY: team.sandbox().apiKey }, secretStore: new MemorySecretStore(), embeddedSandbox: false, connectivityIntervalMs: 0, resume: false });
}, 300_000);
afterAll(async () => {
  await core?.close();
  await team.stop();
});

describe("a teammate's laptop reads a send sent again as new as its sender does (h-supersededteam)", () => {
  it('the Hub holds one post; Sam reads his first job as unknown, sent again as new', async () => {
    expect(hubPosts()).toBe(1);
    const line = (await sam.run(['status'])).stdout.split('\n').find((l) => l.startsWith(first)) ?? '';
    expect(line).toContain(`outcome unknown (may be live; sent again as new as ${resend})`);
    // What his computer can still do of it: ask the Hub; never say it is live (it was followed up).
    const json = (await sam.ok(['status'])).lines().find((l) => l['jobId'] === first) as { actions: { verdicts: Record<string, { do: string; reason?: string }> } } | undefined;
    expect(json?.actions.verdicts['ask_hub']?.do).not.toBe('refused');
    expect(json?.actions.verdicts['mark_live']).toMatchObject({ do: 'refused', reason: 'followed_up' });
  });

  it("Olivia's `status`: the first send is unknown, sent again as new as the resend, never published; --json has no URL of the resend", async () => {
    const out = (await olivia.run(['status'])).stdout;
    const line = out.split('\n').find((l) => l.startsWith(first)) ?? '';
    expect(line, out).toContain(`outcome unknown (may be live; sent again as new as ${resend})`);
    expect(line).not.toMatch(/published/);
    expect(line).toContain('sent by Sam at');
    // What only Sam's computer can do, as his own row of it offers (followed up: asking the Hub, never "say it is live").
    expect(line).toContain("only Sam's computer can ask the Hub about it");
    expect(line).not.toContain('say it is live');
    const json = (await olivia.ok(['status'])).lines().find((l) => l['jobId'] === first) as { post: { state: string; resentAs?: string; channels: Array<{ url: string | null }> } } | undefined;
    expect(json?.post.state).toBe('unknown');
    expect(json?.post.resentAs).toBe(resend);
    expect(json?.post.channels.map((c) => c.url)).toEqual([null, null]);
    // The resend is its own send: published, by Sam.
    const again = (await olivia.ok(['status'])).lines().find((l) => l['jobId'] === resend) as { post: { state: string } } | undefined;
    expect(again?.post.state).toBe('published');
  });

  it("Olivia's Outbox card of the first send (jobs.team) reads the same: unknown, sent again as new as the resend", async () => {
    const cards = (await call<TeammateSendDto[]>(core!, 'jobs.team', {})).filter((c) => c.draftId === id);
    expect(cards.map((c) => c.id).sort()).toEqual([first, resend].sort());
    const card = cards.find((c) => c.id === first)!;
    expect(card.post.state).toBe('unknown');
    expect(card.post.resentAs).toBe(resend);
    expect(card.post.channels.every((c) => c.url === null)).toBe(true);
    expect(card.post.by?.name).toBe('Sam');
    expect(card.senderOnly).toEqual(['ask_hub']);
    expect(cards.find((c) => c.id === resend)!.post.state).toBe('published');
  });
});
