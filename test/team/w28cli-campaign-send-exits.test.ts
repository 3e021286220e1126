/**
 * w28cli (walk 24, 2): every exit of `campaign send` is honest, its code and its count line. Before, a send after this
 * computer LEFT the team exited 0 with "done (nothing sent: every post was held back)", counting the posts "held back by
 * the team" and "for their problems"; and a send that held posts back exited 0 too.
 * - all sent: exit 0; some held (not approved): exit 1, each named; every post held: exit 1;
 * - the team server offline: the approved posts go, exit 0, counted as sent (a control: it was honest before too);
 * - left the team: exit 1, one sentence (the core's leftSendEnglish: the team left, by its name, and how to rejoin),
 *   nothing sent, no "held back by the team"; a campaign made here since holding the team's posts: each held post named
 *   with the same cause, exit 1.
 * One REAL team server ('Sóng Agency') and sandbox Hub, started once for the file; Lan (editor) and Bảo (owner) are CLI
 * laptops. Each assertion on the left send failed on the old code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../src-main/library';
import type { SandboxHandle } from '../../src-main/sandbox';
import { MemorySecretStore } from '../../src-main/secrets';
import { leaveTeam } from '../../src-main/team';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w28cli-exits-', teamName: 'Sóng Agency', hub: { seed: 34 } });
let sandbox: SandboxHandle;
let lan: CliLaptop;
let bao: CliLaptop;
const tag = `w28exit-${Date.now().toString(36)}`;
const today = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date());

const post = (caption: string) => ({ profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/w28exit.jpg'], caption: `${tag} ${caption}` });
const published = (): string[] => sandbox.control.publishedPosts().map((p) => p.caption ?? '').filter((c) => c.startsWith(tag));

/** A campaign of Lan's posts (`approve`: Bảo approves them), sent for review and synced both ways. */
async function campaignOf(name: string, captions: string[], approve: boolean[]): Promise<{ id: string; posts: string[] }> {
  const made = lan.lib((l) => {
    const posts = captions.map((c) => l.drafts.create(l.db, post(c)).id);
    return { id: campaigns.create(l.db, { name, draftIds: posts }).id, posts };
  });
  for (const p of made.posts) await lan.ok(['review', 'submit', p]);
  await lan.sync();
  await bao.sync();
  for (const [i, p] of made.posts.entries()) if (approve[i]) await bao.ok(['review', 'approve', p]);
  await bao.sync();
  await lan.sync();
  return made;
}

let kept: { id: string; posts: string[] };
beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  sandbox = team.sandbox();
  for (const l of [lan, bao]) await l.ok(['team', 'status']);
}, 60_000);
afterAll(() => team.stop());

describe('w28cli: campaign send exits honestly', () => {
  it('every post sent: exit 0, nothing named as held', async () => {
    const c = await campaignOf('all', ['all 1', 'all 2'], [true, true]);
    const r = await lan.run(['campaign', 'send', c.id]);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toContain(`campaign ${c.id}: done; 2 posts · 2 sent`);
    expect(r.stdout + r.stderr).not.toContain('held back:');
  });

  it('some held back: exit 1, the held post named with whom it waits for', async () => {
    const c = await campaignOf('some', ['some 1', 'some 2'], [true, false]);
    const r = await lan.run(['campaign', 'send', c.id]);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.stdout).toContain(`post 2 “${tag} some 2” (draft ${c.posts[1]}) held back: waiting for approval by Bảo`);
    expect(r.stdout).toContain('2 posts · 1 sent · 1 held back (1 waiting for approval by Bảo)');
  });

  it('every post held back: exit 1', async () => {
    const c = await campaignOf('none', ['none 1'], [false]);
    const r = await lan.run(['campaign', 'send', c.id, '--json']);
    expect(r.code).toBe(1);
    expect(r.json()).toMatchObject({ ok: false, final: true });
  });

  it('after this computer left the team: exit 1, one sentence naming the team and how to rejoin; nothing sent nor counted', async () => {
    kept = await campaignOf('kept', ['kept 1', 'kept 2'], [true, true]);
    await lan.lib((x) => leaveTeam(x, new MemorySecretStore(), x.workspaces.getCurrent(x.db)));
    const before = published().length;
    const r = await lan.run(['campaign', 'send', kept.id]);
    expect({ code: r.code, stdout: r.stdout, stderr: r.stderr }).toEqual({
      code: 1, stdout: '',
      stderr: `postroom: You left Sóng Agency on ${today}: this campaign's posts are published through the team only. Rejoin it (postroom workspace join NAME --team URL), then send it again (or in the app: Duplicate, to send a copy of your own). Nothing was sent.\n`,
    });
    const j = await lan.run(['campaign', 'send', kept.id, '--json']);
    expect(j.code).toBe(1);
    expect(j.json()).toMatchObject({ ok: false, error: { code: 'left_team' } });
    expect(published().length).toBe(before);
    // Nothing recorded as sent or held by a send: the status says no send held them back "by the team".
    const s = await lan.run(['campaign', 'status', kept.id]);
    expect(s.stdout + s.stderr).not.toContain('held back by the team');
  });

  it("a campaign made here since, of the team's posts: each named with the same cause, exit 1", async () => {
    const id = lan.lib((l) => campaigns.create(l.db, { name: 'since', draftIds: kept.posts }).id);
    const r = await lan.run(['campaign', 'send', id]);
    const out = r.stdout + r.stderr;
    expect(r.code, out).toBe(1);
    expect(out).toContain(`post 1 “${tag} kept 1” (draft ${kept.posts[0]}) held back: you left the team Sóng Agency: published through the team only (rejoin it (postroom workspace join NAME --team URL)`);
    expect(out).not.toContain('held back by the team');
    expect(out).not.toContain('for their problems');
  });

  it('the team server offline: the approved posts go (their claims wait for the next sync), exit 0, counted as sent', async () => {
    const id = bao.lib((l) => campaigns.create(l.db, { name: 'offline', draftIds: kept.posts }).id);
    await team.server().stop();
    const r = await bao.run(['campaign', 'send', id]);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toContain(`campaign ${id}: done; 2 posts · 2 sent`);
    expect(published()).toEqual(expect.arrayContaining([`${tag} kept 1`, `${tag} kept 2`]));
  });
});
