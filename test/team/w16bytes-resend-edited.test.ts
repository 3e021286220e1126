/**
 * w16bytes (issue 34; w15resend's finding): "send it again as a new post" (`postroom resend JOB --confirm`, the app's
 * jobs.resendUnknown: both Publisher.resendUnknown) of a post whose draft was EDITED and APPROVED AGAIN since the send.
 * Before, the resend went under the new approval's key with the OLD job's bytes: the old text reached the Hub as a second
 * post, and the Publish of the approved text then replayed that key (the Hub answered with the old-text post): the
 * approved text was never published. Now the resend is refused with the truth table's reason (edited_since_send) and
 * nothing is sent; Publish sends the approved text: the Hub's own list holds ONE post of it.
 * One REAL team server and sandbox Hub (started once for the file); Lan (editor) and Bảo (owner) are CLI laptops.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { publishJobs } from '../../src-main/library';
import type { SandboxHandle } from '../../src-main/sandbox';
import { useApprovingTeam, type CliLaptop } from './helpers';

const t = useApprovingTeam({ prefix: 'postroom-w16bytes-', hub: { seed: 1616 } });
const { approve, hubPosts } = t;
let sandbox: SandboxHandle;
let lan: CliLaptop;
let bao: CliLaptop;
beforeAll(() => {
  [lan, bao, sandbox] = [t.lan(), t.bao(), t.sandbox()];
});
const tag = `w16bytes ${Date.now().toString(36)}`;

const jobsOf = (id: string) => lan.lib((l) => publishJobs.listJobs(l.db, { draftId: id }));

describe('send again as new after the post was edited and approved again', () => {
  it('is refused with the reason, nothing sent; Publish then sends the approved text: one Hub post of it', async () => {
    const oldText = `${tag} old text`;
    const newText = `${tag} the approved text`;
    const id = lan.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/w16bytes.jpg'], caption: oldText }).id);
    await approve(id, true);
    // Lan's publish meets upstream_timeout: one unknown job, under the first approval's key.
    sandbox.control.setFaults({ upstream_timeout_lost: 1 });
    try {
      await lan.run(['publish', id, '--wait', '--json']);
    } finally {
      sandbox.control.setFaults('none');
    }
    const [first] = jobsOf(id);
    expect(jobsOf(id).map((j) => j.state)).toEqual(['unknown']);
    expect(first!.idempotencyKey.startsWith('pra_')).toBe(true);
    const oldPosts = hubPosts(oldText);
    // Edited (an approved post edited goes back to review), approved again.
    lan.lib((l) => l.drafts.update(l.db, id, { caption: newText }));
    await approve(id, false);

    const r = await lan.run(['resend', first!.id, '--confirm', '--settle-seconds', '0', '--wait', '--json']);
    expect(r.stdout + r.stderr).toContain('the post was edited and approved again since this send: publish the approved version instead');
    expect(r.code, r.stdout).not.toBe(0);
    expect(jobsOf(id).map((j) => j.state)).toEqual(['unknown']);
    expect(hubPosts(oldText)).toBe(oldPosts);
    expect(hubPosts(newText)).toBe(0);

    // The approved version goes by Publish (again: the draft was sent before): the Hub's own list holds it once.
    const p = await lan.run(['publish', id, '--again', '--wait', '--json']);
    expect(p.code, p.stdout + p.stderr).toBe(0);
    expect(hubPosts(newText)).toBe(1);
    expect(hubPosts(oldText)).toBe(oldPosts);
  }, 90_000);

  it('sent while approval was off (a random key), then edited and approved: refused the same; nothing sent', async () => {
    const oldText = `${tag} sent while off`;
    const newText = `${tag} sent while off, approved text`;
    const id = lan.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/w16bytes.jpg'], caption: oldText }).id);
    await lan.sync();
    const settings = async (yes: boolean): Promise<void> => {
      await bao.sync();
      await bao.ok(['team', 'settings', '--approval-required', yes ? 'yes' : 'no']);
      await bao.sync();
      await lan.sync();
    };
    await settings(false);
    sandbox.control.setFaults({ upstream_timeout_lost: 1 });
    try {
      await lan.run(['publish', id, '--wait', '--json']);
    } finally {
      sandbox.control.setFaults('none');
    }
    const [first] = jobsOf(id);
    expect(jobsOf(id).map((j) => j.state)).toEqual(['unknown']);
    expect(first!.idempotencyKey.startsWith('pra_')).toBe(false);
    await settings(true);
    lan.lib((l) => l.drafts.update(l.db, id, { caption: newText }));
    await approve(id, true);
    const oldPosts = hubPosts(oldText);
    const r = await lan.run(['resend', first!.id, '--confirm', '--settle-seconds', '0', '--wait', '--json']);
    expect(r.stdout + r.stderr).toContain('the post was edited and approved again since this send: publish the approved version instead');
    expect(r.code, r.stdout).not.toBe(0);
    expect(jobsOf(id).map((j) => j.state)).toEqual(['unknown']);
    expect(hubPosts(oldText)).toBe(oldPosts);
    expect(hubPosts(newText)).toBe(0);
  }, 90_000);
});
