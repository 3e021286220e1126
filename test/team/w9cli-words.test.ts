/**
 * w9cli (walk 9, findings F5 and F9a): the CLI's words for a team's post and for the team, as the app says them.
 * - F5: `postroom publish` of Lan's draft never sent for review said "waiting for review by Lan", as if Lan (its
 *   author) were the reviewer. The app says "Waits for approval by an owner or an approver: send it for review
 *   first." The core's held problem (publisher/team.ts waitingProblem) now says the same, naming the team's approvers.
 * - F9a: `postroom team status` on a laptop whose member token was revoked said "team (name not known yet)": the
 *   team's name, heard from the server at every connection before, is kept on this computer and said; the
 *   revocation is said plainly on the first line.
 * One REAL team server (team "Nhóm Lumen", workspace "Studio") and sandbox Hub, started once for the file; Lan
 * (editor) and Chi (owner) are CLI laptops.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliLaptop, cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w9cli-', teamName: 'Nhóm Lumen', hub: { seed: 9 } });
let lan: CliLaptop;
let chi: CliLaptop;
let draft = '';
const tag = `w9cli-${Date.now().toString(36)}`;

beforeAll(async () => {
  [lan, chi] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'chi', name: 'Chi', role: 'owner' }] as const);
  draft = lan.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/w9cli.jpg'], caption: `${tag} áo dài` }).id);
  await lan.sync();
}, 60_000);

afterAll(() => team.stop());

describe('F5: postroom publish of a draft never sent for review', () => {
  it('says what the app says: waiting for approval by the approvers, send it for review first (never "by Lan", its author)', async () => {
    const r = await lan.run(['publish', draft]);
    expect(r.code).toBe(1);
    const out = r.stdout + r.stderr;
    expect(out).toContain(`draft ${draft} not sent: waiting for approval by an owner or an approver: send it for review first`);
    expect(out).not.toMatch(/by Lan/);
    expect(team.sandbox().control.publishedPosts().filter((p) => (p.caption ?? '').startsWith(tag))).toHaveLength(0);
  });

  it('--json keeps the code (waiting_review) and the same sentence', async () => {
    const r = await lan.run(['publish', draft, '--json']);
    const line = r.lines().find((l) => l.draftId === draft && l.state === 'skipped');
    const p = (line?.problems as Array<{ code: string; message: string }>).find((x) => x.code === 'waiting_review');
    expect(p?.message).toBe('waiting for approval by an owner or an approver: send it for review first');
  });

  it('the owner publishing it says the same (the approvers, not its author)', async () => {
    await chi.sync();
    const r = await chi.run(['publish', draft]);
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).toContain('not sent: waiting for approval by an owner or an approver: send it for review first');
  });

  it('sent for review, it waits for approval (unchanged)', async () => {
    await lan.ok(['review', 'submit', draft]);
    const r = await lan.run(['publish', draft]);
    expect(r.stdout + r.stderr).toContain('not sent: waiting for approval by an owner or an approver: only an approved post is published');
  });
});

describe('F9a: postroom team status while this laptop\'s member token is revoked', () => {
  beforeAll(async () => {
    // Connected once with its token: the team's name was heard.
    const before = await lan.run(['team', 'status']);
    expect(before.stdout).toContain('Studio: team Nhóm Lumen at ');
    await team.server().revokeMember('Lan');
  });

  it("names the team as before, and says plainly that this computer's token was revoked", async () => {
    const r = await lan.run(['team', 'status']);
    const first = r.stdout.split('\n')[0]!;
    expect(first).toContain('Studio: team Nhóm Lumen at ');
    expect(first).toContain("this computer's member token was revoked");
    expect(r.stdout).not.toContain('name not known');
    const j = (await lan.run(['team', 'status', '--json'])).json();
    expect(j).toMatchObject({ state: 'revoked', team: { name: 'Nhóm Lumen' } });
  });

  it('a laptop that never heard the name (kept before this build) says it is revoked, never "name not known yet"', async () => {
    lan.lib((l) => l.db.prepare("DELETE FROM settings WHERE key LIKE 'team.name:%'").run());
    const r = await lan.run(['team', 'status']);
    const first = r.stdout.split('\n')[0]!;
    expect(first).toMatch(/^Studio: team at http:\/\/\S+ \(this computer's member token was revoked/);
    expect(r.stdout).not.toContain('name not known');
  });

  it('a name kept from a team at another address is not said of this one', async () => {
    lan.lib((l) => l.db.prepare("INSERT INTO settings (key, value) SELECT 'team.name:' || id, ? FROM workspaces WHERE name = 'Studio' ON CONFLICT (key) DO UPDATE SET value = excluded.value")
      .run(JSON.stringify({ url: 'http://127.0.0.1:9', id: 'team_old', name: 'Old team' })));
    const r = await lan.run(['team', 'status', '--json']);
    expect(r.json()).toMatchObject({ state: 'revoked', team: { name: null } });
    expect((await lan.run(['team', 'status'])).stdout).not.toContain('Old team');
  });

  it('a laptop with no member token here (joined with POSTROOM_TEAM_TOKEN, not kept) says so, never "name not known yet"', async () => {
    const chiNoToken = cliLaptop(team.root(), 'chi', '');
    const r = await chiNoToken.run(['team', 'status']);
    const first = r.stdout.split('\n')[0]!;
    expect(first).toMatch(/^Studio: team (Nhóm Lumen )?at http:\/\/\S+ \(this computer holds no member token for it\)$/);
    expect(r.stdout).not.toContain('name not known');
    expect(r.stdout).toContain('no member token');
  });
});
