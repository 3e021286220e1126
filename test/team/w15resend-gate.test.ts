/**
 * w15resend (issue 34): "send it again as a new post" after an unknown outcome (`postroom resend JOB --confirm`, the app's
 * jobs.resendUnknown: both are Publisher.resendUnknown) of an OLD job whose key is a random one (sent while approval
 * was not required, or from a workspace that left the team) passes the same team gate as Publish. Before, a job of no
 * approval's key skipped the review: resent under a new random key, a post nobody approved reached the Hub.
 * Rows: approval required now and the post in review → held, waiting for approval (once approved, it goes under the
 * approval's key); approved, then sent while approval was off (so under that approval) → a new approval is needed
 * first; the workspace left the team → the left-team hold; revoked → the revocation, nothing was sent (that row passed
 * before too: a revoked laptop's follow-ups are refused whatever the key, w12revpub).
 * One REAL team server and sandbox Hub (started once for the file); Lan (editor) and Bảo (owner) are CLI laptops;
 * the sandbox's own table counts the posts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishJobs } from '../../src-main/library';
import type { SandboxHandle } from '../../src-main/sandbox';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w15resend-', hub: { seed: 1515 } });
let sandbox: SandboxHandle;
let lan: CliLaptop;
let bao: CliLaptop;
const tag = `w15resend ${Date.now().toString(36)}`;

/** The sandbox Hub's own list of posts of this caption (scheduled ones and timed-out ones it holds included). */
const hubPosts = (caption: string): number => (sandbox.control.db.prepare('SELECT count(*) AS n FROM posts WHERE caption = ?').get(caption) as { n: number }).n;
const jobsOf = (id: string) => lan.lib((l) => publishJobs.listJobs(l.db, { draftId: id }));

async function settings(required: boolean): Promise<void> {
  await bao.sync();
  await bao.ok(['team', 'settings', '--approval-required', required ? 'yes' : 'no']);
  await bao.sync();
  await lan.sync();
}

async function draft(caption: string, submit: boolean): Promise<string> {
  const id = lan.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/w15resend.jpg'], caption }).id);
  if (submit) await lan.ok(['review', 'submit', id]);
  await lan.sync();
  await bao.sync();
  return id;
}

/** Lan's publish of `id` meets upstream_timeout: one unknown job, under a random key (approval is off meanwhile). */
async function unknownSend(id: string, caption: string): Promise<string> {
  sandbox.control.setFaults({ upstream_timeout_lost: 1 });
  try {
    await lan.run(['publish', id, '--wait', '--json']);
  } finally {
    sandbox.control.setFaults('none');
  }
  const jobs = jobsOf(id);
  expect(jobs.map((j) => j.state)).toEqual(['unknown']);
  expect(jobs[0]!.idempotencyKey.startsWith('pra_')).toBe(false); // not required then: a single desk's random key
  expect(hubPosts(caption)).toBeLessThanOrEqual(1);
  return jobs[0]!.id;
}

/** Lan's resend of `jobId` (settle period 0): refused with `words`, no new job, no new Hub post. */
async function resendRefused(id: string, jobId: string, caption: string, words: string): Promise<void> {
  const before = hubPosts(caption);
  const r = await lan.run(['resend', jobId, '--confirm', '--settle-seconds', '0', '--wait', '--json']);
  expect(r.stdout + r.stderr).toContain(words);
  expect(r.code, r.stdout).not.toBe(0);
  expect(jobsOf(id).map((j) => j.state)).toEqual(['unknown']);
  expect(hubPosts(caption)).toBe(before);
}

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  sandbox = team.sandbox();
}, 90_000);
afterAll(() => team.stop());

describe('send again as new of a job under a random key, in a team', () => {
  it('approval required now, the post in review: held, waiting for approval; nothing sent', async () => {
    const caption = `${tag} in review`;
    const id = await draft(caption, false);
    await settings(false);
    const jobId = await unknownSend(id, caption);
    await settings(true);
    await lan.ok(['review', 'submit', id]);
    await lan.sync();
    await resendRefused(id, jobId, caption, 'waiting for approval');
    // Once Bảo approves it, the same resend goes, under the approval's key (the key every laptop derives).
    await bao.sync();
    await bao.ok(['review', 'approve', id]);
    await bao.sync();
    await lan.sync();
    const before = hubPosts(caption);
    const r = await lan.run(['resend', jobId, '--confirm', '--settle-seconds', '0', '--wait', '--json']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const child = jobsOf(id).find((j) => j.parentJobId === jobId)!;
    expect(child.idempotencyKey.startsWith('pra_')).toBe(true);
    expect(hubPosts(caption)).toBe(before + 1);
  }, 60_000);

  it('approved, then sent while approval was off (so under that approval): a new approval is needed first', async () => {
    const caption = `${tag} sent under its approval`;
    const id = await draft(caption, true);
    await bao.ok(['review', 'approve', id]);
    await bao.sync();
    await lan.sync();
    await settings(false);
    const jobId = await unknownSend(id, caption);
    await settings(true);
    await resendRefused(id, jobId, caption, 'it needs a new approval first');
  }, 60_000);

  it('the workspace left the team: the left-team hold; nothing sent', async () => {
    const caption = `${tag} left`;
    const id = await draft(caption, false);
    await settings(false);
    const jobId = await unknownSend(id, caption);
    // Leaves as the app's Leave does (team/join.ts leaveTeam: the workspace row's team goes).
    lan.lib((x) => x.workspaces.setTeam(x.db, x.workspaces.getCurrent(x.db).id, null));
    // w15cli: the hold names the team left (its server's name), not the workspace.
    await resendRefused(id, jobId, caption, 'You left the team');
  }, 60_000);

  it('rejoined, then the team revoked the laptop: held with the revocation, nothing was sent (whatever the key)', async () => {
    await lan.ok(['workspace', 'join', 'Studio', '--team', team.server().httpUrl]);
    const caption = `${tag} revoked`;
    const id = await draft(caption, false);
    await settings(false);
    const jobId = await unknownSend(id, caption);
    await team.server().revokeMember('Lan');
    await lan.run(['team', 'status']); // the laptop learns of it (session.ts keeps the revocation)
    await resendRefused(id, jobId, caption, 'revoked this computer\'s member token');
  }, 60_000);
});
