/**
 * h-pubsync (walk 41a): an editor's CLI send asks the team server first. Bảo (owner) took his approval back (a request
 * for changes the team server holds, Lan's laptop not yet); Lan's `publish` 0.8 s later went out under the approval
 * her laptop still had. Now `publish` and `campaign send` exchange with the team server first, and hold the post as
 * they would have had Lan synced before; a server that does not answer is said in one line, and the send goes on from
 * the last synced state (the offline model). One REAL team server and sandbox Hub for the file; Lan and Bảo on the CLI.
 * Before h-pubsync: both sends published the post whose approval was taken back; the offline send said nothing of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, publishJobs } from '../../src-main/library';
import type { SandboxHandle } from '../../src-main/sandbox';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-pubsync-', hub: { seed: 41 } });
let sandbox: SandboxHandle;
let lan: CliLaptop;
let bao: CliLaptop;
const tag = `pubsync-${Date.now().toString(36)}`;
const post = (caption: string) => ({ profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/pubsync.jpg'], caption: `${tag} ${caption}` });
const published = (caption: string) => sandbox.control.publishedPosts().filter((p) => p.caption === `${tag} ${caption}`);

/** Lan's post approved by Bảo, both laptops in step; then Bảo asks for changes, synced to the server only. */
async function approvedThenTakenBack(caption: string): Promise<string> {
  const id = lan.lib((l) => l.drafts.create(l.db, post(caption)).id);
  await lan.ok(['review', 'submit', id]);
  await lan.sync();
  await bao.sync();
  await bao.ok(['review', 'approve', id]);
  await bao.sync();
  await lan.sync();
  await bao.ok(['review', 'changes', id, '--comment', 'Wrong price in the caption']);
  await bao.sync();
  return id;
}

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  sandbox = team.sandbox();
}, 60_000);

afterAll(() => team.stop());

describe('a send after the approval was taken back on another laptop', () => {
  it('publish syncs first: the post is held for the changes Bảo asked for, nothing reaches the Hub', async () => {
    const id = await approvedThenTakenBack('A');
    const r = await lan.run(['publish', id]);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(published('A')).toHaveLength(0);
    expect(r.stdout).toContain(`draft ${id} not sent`);
    expect(r.stdout).toContain('Bảo');
    expect(r.stderr).not.toContain('Could not reach the team server');
  });

  it('campaign send syncs first too', async () => {
    const id = await approvedThenTakenBack('B');
    const campaignId = lan.lib((l) => campaigns.create(l.db, { name: `Campaign ${tag}`, draftIds: [id] }).id);
    const r = await lan.run(['campaign', 'send', campaignId]);
    expect(published('B')).toHaveLength(0);
    expect(r.stdout + r.stderr).toMatch(/changes/);
  });

  it('a team server that does not answer: publish and retry go on from the last synced state and say so in one line', async () => {
    const id = lan.lib((l) => l.drafts.create(l.db, { ...post('C'), platforms: ['x', 'threads'] }).id);
    await lan.ok(['review', 'submit', id]);
    await lan.sync();
    await bao.sync();
    await bao.ok(['review', 'approve', id]);
    await bao.sync();
    await lan.sync();
    await team.server().stop();
    sandbox.control.setFaults({ channel_refusal: 1, refusing_channels: ['threads'], processing_ms: 0 });
    const started = Date.now();
    const r = await lan.run(['publish', id, '--wait']);
    sandbox.control.setFaults({ processing_ms: 0 });
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(published('C')).toHaveLength(1);
    const said = (stderr: string) => stderr.split('\n').filter((l) => l.includes('Could not reach the team server'));
    expect(said(r.stderr), r.stdout + r.stderr).toHaveLength(1);
    expect(said(r.stderr)[0]).toMatch(/; sending on the approvals as last synced at \d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
    // Its refused Threads, retried with the team server still down: the same one line.
    const job = lan.lib((l) => publishJobs.listJobs(l.db, { draftId: id }))[0]!.id;
    const again = await lan.run(['retry', job, '--wait']);
    expect(again.code, again.stdout + again.stderr).toBe(0);
    expect(said(again.stderr)).toHaveLength(1);
  });
});
