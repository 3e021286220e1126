/**
 * w15resend (issue 34): "publish again as a new post" is refused when the post was sent AFTER its current approval
 * under a key of no approval (w13again), and that "after" no longer depends on two laptops' clocks. Each send records
 * the approval that was current on the sender's laptop when it was made (its journal, and the team's outcome); the
 * check compares approvals. Before, it compared the send's time on Lan's laptop with the approval's on Bảo's:
 * - Lan's clock 10 minutes SLOW: her send after the approval looked older than it, and "again" (hers, and Bảo's
 *   `publish --again`) made a second Hub post of a post already sent under that approval;
 * - Lan's clock 10 minutes FAST: her send before the approval looked newer, and "again" under the approval was refused.
 * A REAL team server and sandbox Hub (started once for the file); Lan's sends are a Publisher on her library with her
 * laptop's port (teamPublishPort) and a skewed clock; Bảo (owner) approves and publishes with the CLI.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HubClient } from '../../src-main/hub';
import { openLibrary } from '../../src-main/library';
import { MediaCache } from '../../src-main/media';
import { hubPort, libraryDrafts, mediaPort, Publisher, type RunReport } from '../../src-main/publisher';
import type { SandboxHandle } from '../../src-main/sandbox';
import { teamPublishPort } from '../../src-main/team';
import { FAST } from '../publisher/fixture';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w15skew-', hub: { seed: 1516 } });
let sandbox: SandboxHandle;
let lan: CliLaptop;
let bao: CliLaptop;
const tag = `w15skew ${Date.now().toString(36)}`;
const MINUTES_10 = 10 * 60_000;

const hubPosts = (caption: string): number => (sandbox.control.db.prepare('SELECT count(*) AS n FROM posts WHERE caption = ?').get(caption) as { n: number }).n;

/** Lan's laptop publishing with her clock `skewMs` off (her library and team port, as her app's publisher has them). */
async function lanPublishes(id: string, skewMs: number, again: boolean): Promise<RunReport> {
  const lib = openLibrary(join(team.root(), 'lan', 'library.sqlite'));
  const client = new HubClient({ baseUrl: sandbox.url, apiKey: sandbox.apiKey });
  try {
    const ws = lib.workspaces.getCurrent(lib.db);
    const port = teamPublishPort(lib, ws);
    const p = new Publisher({
      db: lib.db, hub: hubPort(client), media: mediaPort({ cache: new MediaCache(join(team.root(), 'lan', 'media-cache')) }), drafts: libraryDrafts(lib, ws.id, port),
      workspaceId: ws.id, team: port, clock: { now: () => Date.now() + skewMs }, options: FAST,
    });
    return await p.publish({ draftIds: [id], ...(again ? { again: true } : {}) }, { wait: true });
  } finally {
    await client.close().catch(() => undefined);
    lib.close();
  }
}

async function settings(required: boolean): Promise<void> {
  await bao.sync();
  await bao.ok(['team', 'settings', '--approval-required', required ? 'yes' : 'no']);
  await bao.sync();
  await lan.sync();
}

async function submitted(caption: string): Promise<string> {
  const id = lan.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/w15skew.jpg'], caption }).id);
  await lan.ok(['review', 'submit', id]);
  await lan.sync();
  await bao.sync();
  return id;
}

async function approve(id: string): Promise<void> {
  await bao.ok(['review', 'approve', id]);
  await bao.sync();
  await lan.sync();
}

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  sandbox = team.sandbox();
}, 90_000);
afterAll(() => team.stop());

describe("sent after its approval, whatever the sender's clock", () => {
  it('Lan 10 minutes slow sends after the approval (approval off meanwhile): "again" by her and by Bảo needs a new approval; the Hub holds one', async () => {
    const caption = `${tag} slow sender`;
    const id = await submitted(caption);
    await approve(id);
    await settings(false);
    const first = await lanPublishes(id, -MINUTES_10, false);
    expect(first.jobs.map((j) => j.state)).toEqual(['done']);
    expect(first.jobs[0]!.idempotencyKey.startsWith('pra_')).toBe(false); // not required then: a random key
    expect(hubPosts(caption)).toBe(1);
    await lan.sync();
    await settings(true);

    const again = await lanPublishes(id, -MINUTES_10, true);
    expect(again.jobs).toHaveLength(0);
    expect(again.skipped[0]?.problems.map((p) => p.message)).toEqual(['sending again as a new post is a reviewed decision: it was sent by Lan after its approval; it needs a new approval first']);
    expect(hubPosts(caption)).toBe(1);

    await bao.sync();
    const r = await bao.run(['publish', id, '--again', '--wait', '--json']);
    expect(r.stdout + r.stderr).toContain('it was sent by Lan after its approval; it needs a new approval first');
    expect(r.code, r.stdout).not.toBe(0);
    expect(hubPosts(caption)).toBe(1);
  }, 60_000);

  it('Lan 10 minutes fast sent BEFORE the approval: "again" under the approval goes (a new post under its key)', async () => {
    const caption = `${tag} fast sender`;
    const id = await submitted(caption);
    await settings(false);
    const first = await lanPublishes(id, MINUTES_10, false);
    expect(first.jobs.map((j) => j.state)).toEqual(['done']);
    expect(hubPosts(caption)).toBe(1);
    await lan.sync();
    await settings(true);
    await bao.sync();
    await approve(id);

    const again = await lanPublishes(id, MINUTES_10, true);
    expect(again.skipped.flatMap((s) => s.problems.map((p) => p.message))).toEqual([]);
    expect(again.jobs.map((j) => j.idempotencyKey.slice(0, 4))).toEqual(['pra_']);
    expect(hubPosts(caption)).toBe(2);
  }, 60_000);
});
