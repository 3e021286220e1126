/**
 * h-again (walk 31, 1): the walk's case with a real team server and sandbox Hub. Lan's first send of an approved post
 * timed out (outcome unknown) while the Hub published it; Lan edited it, it went back to review, Bảo approved it again.
 * `postroom publish ID --again` then sent a second post (the new text) to the Hub without asking it about the first.
 * Now Bảo's --again is held (only Lan's computer can ask the Hub), and Lan's asks the Hub first, says what it answered
 * and sends nothing: the Hub's own list holds one post. Publishing again after that is the user's plain choice.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { publishJobs } from '../../src-main/library';
import type { SandboxHandle } from '../../src-main/sandbox';
import { useApprovingTeam, type CliLaptop } from './helpers';

const t = useApprovingTeam({ prefix: 'postroom-h-again-', hub: { seed: 3131 } });
const { approve, hubPosts } = t;
let sandbox: SandboxHandle;
let lan: CliLaptop;
let bao: CliLaptop;
beforeAll(() => {
  [lan, bao, sandbox] = [t.lan(), t.bao(), t.sandbox()];
});
const tag = `h-again ${Date.now().toString(36)}`;

const jobsOf = (id: string) => lan.lib((l) => publishJobs.listJobs(l.db, { draftId: id }));

describe('publish --again of a post whose first send has an unknown outcome', () => {
  it('asks the Hub first and sends nothing when the Hub published it; a teammate is told only the sender can ask', async () => {
    const oldText = `${tag} Lụa tơ tằm`;
    const newText = `${tag} Lụa tơ tằm, edited`;
    const id = lan.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/h-again.jpg'], caption: oldText }).id);
    await approve(id, true);
    sandbox.control.setFaults({ upstream_timeout: 1, processing_ms: 0 });
    try {
      await lan.run(['publish', id, '--wait', '--json']);
    } finally {
      sandbox.control.setFaults({ processing_ms: 0 });
    }
    const [first] = jobsOf(id);
    expect(jobsOf(id).map((j) => j.state)).toEqual(['unknown']);
    expect(hubPosts(oldText)).toBe(1); // the Hub published it, and said it timed out
    lan.lib((l) => l.drafts.update(l.db, id, { caption: newText }));
    await lan.sync();
    await bao.sync();
    // h-again (walk 31, 3): Bảo's approval note says what is known (was "note: at the Hub since … (sent by Lan)").
    const a = await bao.run(['review', 'approve', id]);
    expect(a.code, a.stdout + a.stderr).toBe(0);
    expect(a.stdout + a.stderr).toContain("sent by Lan on ");
    expect(a.stdout + a.stderr).toContain("the outcome is unknown: only Lan's computer can ask the Hub");
    expect(a.stdout + a.stderr).not.toContain('at the Hub since');
    await bao.sync();
    await lan.sync();

    // Bảo's computer holds no job of it: it cannot ask, and does not send.
    const b = await bao.run(['publish', id, '--again', '--wait']);
    expect(b.code, b.stdout + b.stderr).toBe(1);
    expect(b.stdout + b.stderr).toContain("only Lan's computer can ask the Hub");
    expect(b.stdout + b.stderr).toContain("it is not sent again before Lan's computer asks the Hub");
    expect(hubPosts(newText)).toBe(0);

    const r = await lan.run(['publish', id, '--again', '--wait']);
    const out = r.stdout + r.stderr;
    expect(r.code, out).toBe(1);
    expect(out).toContain('asked the Hub first: already published on its channel; nothing was sent again');
    // walk 38, 3: the hint says a new post needs its approval where the team requires it (it read "publish again now", then was refused).
    // Walk 44b: approved again since (Bảo, after the edit), nothing else holds it: it may go as new, said plainly.
    expect(out).toContain('nothing was sent again (publishing it again now sends it as a new post)');
    expect(out).toContain('the Hub was asked first and answered');
    expect(hubPosts(newText)).toBe(0); // was 1: two versions at the Hub
    expect(hubPosts(oldText)).toBe(1);
    expect(lan.lib((l) => publishJobs.getJob(l.db, first!.id).state)).toBe('done');
  }, 120_000);

  it('walk 44b: the Hub answered for a post still under the approval it was sent with: the advice is the new approval, as the next --again says', async () => {
    const text = `${tag} Q6 giữ nguyên`;
    const id = lan.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/h-again-q6.jpg'], caption: text }).id);
    await approve(id, true);
    sandbox.control.setFaults({ upstream_timeout: 1, processing_ms: 0 });
    try {
      await lan.run(['publish', id, '--wait', '--json']);
    } finally {
      sandbox.control.setFaults({ processing_ms: 0 });
    }
    expect(jobsOf(id).map((j) => j.state)).toEqual(['unknown']);
    expect(hubPosts(text)).toBe(1);

    const r = await lan.run(['publish', id, '--again', '--wait']);
    const out = r.stdout + r.stderr;
    expect(r.code, out).toBe(1);
    expect(out).toContain('asked the Hub first: already published on its channel; nothing was sent again (sending again as a new post is a reviewed decision');
    expect(out).toContain('it needs a new approval first');
    expect(out).toContain(`review withdraw ${id}`); // who may withdraw it, as the held line of a new approval says
    expect(out).toContain('nothing new to send: every draft was sent before (sending one again as a new post needs a new approval first');
    expect(out).not.toContain('publish --again now sends them as new posts'); // was the advice; the next --again was refused
    // The next --again says the same (the one derivation: Publisher.againHold).
    const next = await lan.run(['publish', id, '--again', '--wait']);
    expect(next.code).toBe(1);
    expect(next.stdout + next.stderr).toContain('it needs a new approval first');
    expect(hubPosts(text)).toBe(1);
  }, 120_000);
});
