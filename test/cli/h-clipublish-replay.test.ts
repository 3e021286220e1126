/**
 * h-clipublish (walk 33, 1 and 2), a real team server and sandbox Hub (started once for the file); Lan (editor) and Bảo
 * (owner, the approver) on the CLI, approval required.
 * 1. With the team server down, Bảo's `postroom publish ID` of a post Lan had already sent (the same approved key, so the
 *    Hub answered with Lan's post: a replay) said "1 sent to the Hub … sent 1 draft". The Hub got nothing new. Now the
 *    batch line and the summary say the Hub already had it, and that this computer's call was a replay (who sent it is
 *    not known here until the team answers: how to learn it is said); --json counts it `replayed`, not `sent`. Once the
 *    team server answers again, `status` names Lan. Failed on the old code ("sent 1 draft").
 * 2. `publish` exits 1 when nothing of what was asked was sent (held back for the team's review, with the team server up
 *    or down) and 0 when every post went; a post the Hub already had is at the Hub as asked: 0. Checked here (it held).
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTeamServer, type TeamServer } from '../../src-main/team-server';
import { cliTeam, type CliLaptop } from '../team/helpers';

const team = cliTeam({ prefix: 'postroom-h-clipublish-', hub: { seed: 3303 } });
let lan: CliLaptop;
let bao: CliLaptop;
let again: TeamServer | undefined;
const tag = `h-clipublish ${Date.now().toString(36)}`;
const post = (caption: string) => ({ profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/h-clipublish.jpg'], caption });
const hubPosts = (caption: string): number => (team.sandbox().control.db.prepare('SELECT count(*) AS n FROM posts WHERE caption = ?').get(caption) as { n: number }).n;
const lastLine = (s: string): string => s.trim().split('\n').at(-1) ?? '';

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  await bao.sync();
  await bao.ok(['team', 'settings', '--approval-required', 'yes']);
  await bao.sync();
  await lan.sync();
}, 90_000);
afterAll(async () => {
  await again?.stop();
  await team.stop();
});

/** Lan's post, sent for review and approved by Bảo, both laptops in step. */
async function approved(caption: string): Promise<string> {
  const id = lan.lib((l) => l.drafts.create(l.db, post(caption)).id);
  await lan.ok(['review', 'submit', id]);
  await lan.sync();
  await bao.sync();
  await bao.ok(['review', 'approve', id]);
  await bao.sync();
  await lan.sync();
  return id;
}

describe('publish: what was sent from here, and the exit code', () => {
  it('exits 1 when every post asked was held back, 1 when some were, 0 when all went', async () => {
    const held = lan.lib((l) => l.drafts.create(l.db, post(`${tag} never submitted`)).id);
    const r = await lan.run(['publish', held]);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(lastLine(r.stdout)).toBe('sent 0 drafts; not sent 1 (1 not sent for review yet)');
    const ok = await approved(`${tag} approved`);
    const mixed = await lan.run(['publish', ok, held]);
    expect(mixed.code, mixed.stdout + mixed.stderr).toBe(1);
    expect(lastLine(mixed.stdout)).toBe('sent 1 draft; not sent 1 (1 not sent for review yet)');
    const all = await approved(`${tag} all went`);
    const went = await lan.run(['publish', all]);
    expect(went.code, went.stdout + went.stderr).toBe(0);
    expect(lastLine(went.stdout)).toBe('sent 1 draft; not sent 0');
  }, 120_000);

  it("with the team server down, Bảo's publish of the post Lan sent says the Hub already had it, not 'sent 1 draft'", async () => {
    const caption = `${tag} Lan sent it`;
    const id = await approved(caption);
    const l = await lan.run(['publish', id, '--wait']);
    expect(l.code, l.stdout + l.stderr).toBe(0);
    expect(hubPosts(caption)).toBe(1);
    const port = team.server().port;
    await team.server().stop();

    const b = await bao.run(['publish', id]);
    const out = b.stdout + b.stderr;
    expect(hubPosts(caption)).toBe(1); // the Hub got nothing new
    expect(out).not.toMatch(/sent 1 draft/);
    expect(out).toMatch(/^batch \w{8}: 1 post: 0 sent to the Hub, 1 the Hub already had \(1 published; sent first by an earlier call under the same key: this computer's call was a replay\)$/m);
    expect(lastLine(b.stdout)).toBe("sent 0 drafts; 1 the Hub already had, sent first under the same key by an earlier call (this computer's call was a replay: nothing new was published; `postroom team sync`, then `postroom status`, names who sent it); not sent 0");
    expect(b.stdout).toContain("[the Hub already had it: this computer's call was a replay of an earlier call under the same key]");
    expect(b.code, out).toBe(0); // the post is at the Hub, as asked
    const json = await bao.run(['publish', id, '--json']); // held now: this laptop's own job has it
    expect(json.code).toBe(1);
    const held = await bao.run(['publish', id]);
    expect(lastLine(held.stdout)).toBe('sent 0 drafts; not sent 1 (1 already sent)');

    // Held back while the team server is down: still exit 1.
    const unsent = bao.lib((x) => x.drafts.create(x.db, post(`${tag} Bảo's, not approved`)).id);
    const h = await bao.run(['publish', unsent, '--json']);
    expect(h.code, h.stdout + h.stderr).toBe(1);
    expect(h.json().summary).toMatchObject({ sent: 0, notSent: 1 });

    // The team answers again: Bảo's status names Lan, as it did before.
    again = await startTeamServer({ dataDir: join(team.root(), 'server'), port, storeDebounceMs: 20, storeMaxDebounceMs: 100 });
    await lan.sync();
    await bao.sync();
    const st = await bao.run(['status']);
    expect(st.stdout).toMatch(/\[published by Lan at [^\]]*; this computer's call was a replay of theirs\]/);
  }, 120_000);
});
