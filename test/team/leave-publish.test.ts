/**
 * leave (walk 4, issue 34): a workspace that LEFT its team keeps the team's drafts readable, but they
 * are neither approved nor published outside the team: refused with one typed reason (`left_team`),
 * the same in the app core, the CLI and the publish path. A Duplicate (a new draft, no team link) is
 * the workspace's own and goes out. On rejoining, an outcome this laptop holds for a team draft the
 * team does not know (made by an older build while outside) is shared: the teammate sees who sent
 * it, and their Publish of that post makes no second Hub post.
 * A REAL team server and a REAL sandbox Hub, each started once for the file; the sandbox's own records
 * count the posts. Before leave: Lan approved her team's post alone and the Hub got it twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../src-main/bridge';
import { publishJobs } from '../../src-main/library';
import { draftPostState } from '../../src-main/publisher';
import { teamPublishPort } from '../../src-main/team';
import type { TeamServer } from '../../src-main/team-server';
import type { SandboxHandle } from '../../src-main/sandbox';
import { appCores, cliLaptop } from './helpers';
import { startStudioHub, stopStudioHub, type StudioHub } from './studio-hub';

let studio: StudioHub;
let root: string;
let server: TeamServer;
let sandbox: SandboxHandle;
const tag = `leave-${Date.now().toString(36)}`;
const LEFT = 'You left the team Studio: its posts are published through the team. Rejoin it (postroom workspace join NAME --team URL), or in the app: Duplicate, to publish a copy as your own.';
const tokens: Record<string, string> = {};

const laptop = (name: string, token: () => string) => {
  const l = cliLaptop(root, name, token, { POSTROOM_API_KEY: sandbox.apiKey });
  const post = (draftId: string) => l.lib((x) => draftPostState(x.db, draftId, teamPublishPort(x, x.workspaces.getCurrent(x.db)) ?? undefined));
  return { ...l, post };
};
let L: ReturnType<typeof laptop>;
let B: ReturnType<typeof laptop>;
const coreEnv: Record<string, string> = {};
const { core, call, closeCores } = appCores({ root: () => root, env: coreEnv });

beforeAll(async () => {
  studio = await startStudioHub({ prefix: 'postroom-leave-', seed: 34, coreEnv, tokens, members: [{ key: 'lan', name: 'Lan', role: 'editor' }, { key: 'bao', name: 'Bảo', role: 'approver' }, { key: 'chi', name: 'Chi', role: 'editor' }] });
  ({ root, sandbox, server } = studio);
  L = laptop('lan', () => tokens.lan!);
  B = laptop('bao', () => tokens.bao!);
  for (const l of [L, B]) await l.ok(['workspace', 'join', 'Studio', '--team', server.httpUrl, '--hub', sandbox.url]);
}, 60_000);
afterAll(() => stopStudioHub(studio, closeCores));

const postsOf = (caption: string) => sandbox.control.publishedPosts().filter((p) => p.caption === caption);
const join_ = (l: ReturnType<typeof laptop>) => l.ok(['workspace', 'join', 'Studio', '--team', server.httpUrl]);
/** Leaves the team as the app's Leave does (team/join.ts leaveTeam: the workspace row's team goes). */
const leave = (l: ReturnType<typeof laptop>) => l.lib((x) => x.workspaces.setTeam(x.db, x.workspaces.getCurrent(x.db).id, null));
/** A team draft of Lan's, sent for review and known to Bảo. */
async function teamDraft(caption: string): Promise<string> {
  const id = L.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/leave.jpg'], caption }).id);
  await L.ok(['review', 'submit', id]);
  await L.sync();
  await B.sync();
  return id;
}

describe('the CLI on a laptop that left the team', () => {
  it("refuses to approve or publish the team's draft it kept, with the reason; nothing reaches the Hub", async () => {
    const caption = `${tag} kept`;
    const id = await teamDraft(caption);
    await leave(L);
    expect(L.lib((l) => l.drafts.get(l.db, id).caption)).toBe(caption); // still readable
    const approve = await L.run(['review', 'approve', id, '--json']);
    expect(approve.code, approve.stdout).toBe(1);
    expect(approve.json().error.message).toMatch(/you left the team this post belongs to/);
    const pub = await L.run(['publish', id, '--wait', '--json']);
    expect(pub.stdout + pub.stderr).toContain(LEFT);
    expect(pub.stdout + pub.stderr).toContain('left_team');
    expect(postsOf(caption)).toHaveLength(0);
    expect(L.lib((l) => publishJobs.listJobs(l.db, { draftId: id }))).toEqual([]);
  });

  it('a Duplicate of it is the workspace\'s own: it publishes, once', async () => {
    const caption = `${tag} copy`;
    const L2 = L; // still outside the team
    const id = L2.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/leave.jpg'], caption }).id);
    // Made before leaving would make it the team's: mark it so, as a kept draft is.
    L2.lib((l) => l.db.prepare("INSERT INTO team_left_drafts (workspace_id, draft_id, team_id, team_url, left_at) SELECT workspace_id, id, 'team', 'http://x', '' FROM drafts WHERE id = ?").run(id));
    expect((await L2.run(['publish', id, '--wait', '--json'])).stdout).toContain('left_team');
    const copy = L2.lib((l) => l.drafts.duplicate(l.db, id).id);
    expect(copy).not.toBe(id);
    const r = await L2.run(['publish', copy, '--wait', '--json']);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(postsOf(caption)).toHaveLength(1);
  });
});

describe('rejoining shares what was sent while outside', () => {
  it("an outcome an older build made while outside reaches the team: Bảo sees it sent by Lan, and his Publish makes no second Hub post", async () => {
    await join_(L);
    await L.sync();
    const caption = `${tag} solo`;
    const id = await teamDraft(caption);
    await leave(L);
    // An older build (no team_left_drafts) let Lan publish the team's post alone.
    L.lib((l) => l.db.prepare('DELETE FROM team_left_drafts WHERE draft_id = ?').run(id));
    const solo = await L.run(['publish', id, '--wait', '--json']);
    expect(solo.code, solo.stderr + solo.stdout).toBe(0);
    expect(postsOf(caption)).toHaveLength(1);
    await join_(L);
    await L.sync();
    await B.sync();
    expect(B.post(id)).toMatchObject({ state: 'published', by: { name: 'Lan' } });
    await B.ok(['review', 'approve', id]);
    await B.sync();
    const r = await B.run(['publish', id, '--wait', '--json']);
    expect(r.stdout + r.stderr).toMatch(/already|Lan/);
    expect(postsOf(caption)).toHaveLength(1);
  });

  it('after rejoining, the kept drafts are the team\'s again (published through it)', async () => {
    const caption = `${tag} back`;
    const id = await teamDraft(caption);
    await leave(L);
    expect((await L.run(['publish', id, '--wait', '--json'])).stdout).toContain('left_team');
    await join_(L);
    await L.sync();
    // In the team again: the team's review holds it (in review), not the left-team refusal.
    const r = await L.run(['publish', id, '--wait', '--json']);
    expect(r.stdout + r.stderr).not.toContain('left_team');
    expect(r.stdout + r.stderr).toMatch(/waiting_approval|waiting for approval/);
  });
});

describe('the app core on a laptop that left the team', () => {
  let chi: Core;
  it('Publish is held back with the reason before and when pressed; approve refused; Duplicate may go', async () => {
    chi = await core('chi');
    await call(chi, 'team.join', { name: 'Studio', url: server.httpUrl, token: tokens.chi, hubUrl: sandbox.url });
    const d = await call<{ id: string }>(chi, 'drafts.create', { draft: { caption: `${tag} app`, platforms: ['x'], profile_id: 'prof_caphe' } });
    await call(chi, 'review.act', { draftId: d.id, action: 'submit' });
    await call(chi, 'team.leave', {});
    expect((await call<{ held: { code: string; message: string } | null }>(chi, 'drafts.publishHold', { id: d.id })).held).toMatchObject({ code: 'left_team', message: LEFT });
    const approve = await chi.dispatch('review.act', { draftId: d.id, action: 'approve' });
    expect(approve.ok).toBe(false);
    const batch = await call<{ sent?: number; notSent?: Array<{ draftId: string; problems: Array<{ code: string }> }> }>(chi, 'publish.start', { draftIds: [d.id] });
    expect(batch.sent).toBe(0);
    expect(batch.notSent?.[0]?.problems.map((p) => p.code)).toContain('left_team');
    const [copy] = await call<Array<{ id: string }>>(chi, 'drafts.duplicate', { ids: [d.id] });
    expect((await call<{ held: unknown }>(chi, 'drafts.publishHold', { id: copy!.id })).held).toBeNull();
  });
});
