/**
 * w12revpub (walk 12, issue 34): `postroom publish P --again` of a post the Hub holds for its time follows the app's
 * "Send it as a new post at another time…": a new approval AND another time. Before: with the edit approved, the
 * CLI sent a second post at the SAME minute (two Black Friday posts at 19:00); the core now holds it back
 * (guard.ts sameTimeHold, problem `held_same_time`) until the draft has another time. One REAL team server and sandbox
 * Hub (started once for the file); Lan (editor) and Bảo (owner) are CLI laptops; the sandbox's own post list counts.
 */
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../src-main/sandbox';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w12revpub-again-', hub: { seed: 1214 } });
let sandbox: SandboxHandle;
let lan: CliLaptop;
let bao: CliLaptop;
let id = '';
const zone = 'Asia/Ho_Chi_Minh';
const caption = `w12revpub-again ${Date.now().toString(36)} Black Friday`;
const at = DateTime.now().setZone(zone).plus({ days: 1 }).set({ hour: 19, minute: 0, second: 0, millisecond: 0 });

const hubPosts = (): Array<{ caption: string; run_at: number }> => sandbox.control.db.prepare('SELECT caption, run_at FROM posts ORDER BY rowid').all() as Array<{ caption: string; run_at: number }>;
const ours = () => hubPosts().filter((p) => p.caption.startsWith(caption));

async function baoApproves(): Promise<void> {
  await lan.sync();
  await bao.sync();
  await bao.ok(['review', 'approve', id]);
  await bao.sync();
  await lan.sync();
}

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  sandbox = team.sandbox();
  id = lan.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/w12again.jpg'], caption, scheduled_at: at.toISO()!, timezone: zone }).id);
  await lan.ok(['review', 'submit', id]);
  await baoApproves();
  await lan.ok(['publish', id]);
  // Edited by Lan, the edit approved by Bảo: a new approval, the time unchanged.
  await lan.ok(['drafts', 'edit', id, '--caption', `${caption}, edited`]);
  await baoApproves();
}, 120_000);

afterAll(() => team.stop());

describe('publish --again of a post the Hub holds', () => {
  it('at the same time, with a new approval: held back (another time needed), the Hub holds one post, no new job', async () => {
    expect(ours()).toHaveLength(1);
    const jobs = lan.lib((l) => (l.db.prepare('SELECT count(*) AS n FROM publish_jobs WHERE draft_id = ?').get(id) as { n: number }).n);
    const r = await lan.run(['publish', id, '--again', '--json']);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    const skipped = r.lines().find((l) => l.state === 'skipped');
    expect(skipped).toMatchObject({ draftId: id, lastError: 'held_same_time' });
    expect(JSON.stringify(skipped)).toContain('a new post goes at another time');
    expect(ours()).toHaveLength(1);
    expect(lan.lib((l) => (l.db.prepare('SELECT count(*) AS n FROM publish_jobs WHERE draft_id = ?').get(id) as { n: number }).n)).toBe(jobs);
  });

  it('at another time (as the app\'s panel saves it) and approved: one new post, at that time', async () => {
    const later = at.plus({ days: 1 });
    // The app's "Send it as a new post at another time…" saves the new time on the draft (composer.sendAsNewAt).
    lan.lib((l) => l.drafts.update(l.db, id, { scheduled_at: later.toISO()!, timezone: zone }));
    await lan.sync();
    const held = await lan.run(['publish', id, '--again', '--json']);
    // A new time is an edit: back to review (the new post needs a new approval AND another time).
    expect(held.code, held.stdout).toBe(1);
    expect(held.lines().find((l) => l.state === 'skipped')?.lastError).toMatch(/^waiting_/);
    expect(ours()).toHaveLength(1);
    await baoApproves();
    const r = await lan.run(['publish', id, '--again']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(ours()).toHaveLength(2);
    expect(ours()[1]!.run_at).toBe(later.toMillis());
  });
});
