/**
 * leftview (walk 7, issue 34): a workspace LEFT behind keeps the team's outcomes it had, as read-only facts.
 * Before: on leaving, Bảo's app forgot who sent the team's posts: the Library lost "Published by Lan", Compose
 * said nothing was sent to the Hub of a post Lan published, the Outbox had no card of it, and a post Lan
 * edited after Bảo's approval was said "edited by me" (any change with no History line was blamed on the reader).
 * Now: the sends are still said (Lan's, from the team's outcomes kept), and the edit is Lan's (the team's history
 * lines kept at the leave, migration 0113); with no history kept, nobody is named. Rejoining says who sent as before.
 * A REAL team server and a REAL sandbox Hub, each started once for the file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../src-main/bridge';
import type { TeamServer } from '../../src-main/team-server';
import type { SandboxHandle } from '../../src-main/sandbox';
import { appCores, cliLaptop } from './helpers';
import { lanCliBaoApp, startStudioHub, stopStudioHub, type StudioHub } from './studio-hub';

let studio: StudioHub;
let root: string;
let server: TeamServer;
let sandbox: SandboxHandle;
const tokens: Record<string, string> = {};
const coreEnv: Record<string, string> = {};
const { core, call, until, closeCores } = appCores({ root: () => root, env: coreEnv, untilMs: 15_000 });
let L: ReturnType<typeof cliLaptop>;
let bao: Core;

type Review = { state: string; stale: boolean; editedBy: string | null; editedAt: string | null };
type PostState = { state: string; by?: { name: string } | null };
const review = async (id: string): Promise<Review | undefined> => (await call<Record<string, Review>>(bao, 'review.get', { draftIds: [id] }).catch(() => ({} as Record<string, Review>)))[id];
const postState = (id: string) => call<PostState>(bao, 'drafts.postState', { id });
const sentByInLibrary = async (id: string): Promise<string | null> =>
  (await call<{ items: Array<{ id: string; sentBy?: { name: string } }> }>(bao, 'drafts.list', { limit: 100 })).items.find((d) => d.id === id)?.sentBy?.name ?? null;
const teamSends = async (): Promise<Array<{ draftId: string; by: { name: string } }>> => call(bao, 'jobs.team', { limit: 100 });

beforeAll(async () => {
  studio = await startStudioHub({ prefix: 'postroom-leftview-', seed: 7, coreEnv, tokens, members: [{ key: 'lan', name: 'Lan', role: 'editor' }, { key: 'bao', name: 'Bảo', role: 'approver' }] });
  ({ root, sandbox, server } = studio);
  ({ L, bao } = await lanCliBaoApp(studio, tokens, core, 15_000));
}, 60_000);
afterAll(() => stopStudioHub(studio, closeCores));

/** A draft of Lan's, sent for review, approved by Bảo (in his app), the approval back on Lan's laptop. */
async function approvedDraft(caption: string): Promise<string> {
  const id = L.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/leftview.jpg'], caption }).id);
  await L.ok(['review', 'submit', id]);
  await L.sync();
  await until(async () => (await review(id))?.state === 'in_review');
  await call(bao, 'review.act', { draftId: id, action: 'approve' });
  await until(async () => {
    await L.sync();
    return L.lib((l) => l.db.prepare("SELECT count(*) AS n FROM approvals WHERE draft_id = ?").get(id) as { n: number }).n > 0;
  });
  return id;
}

describe("Bảo's app after he LEFT the team", () => {
  let published: string;
  let edited: string;

  it('before leaving: the post Lan published says her name; the post she edited after his approval names her', async () => {
    published = await approvedDraft('Bánh mì mới ra lò mỗi sáng 7 giờ');
    const pub = await L.run(['publish', published, '--wait', '--json']);
    expect(pub.code, pub.stderr + pub.stdout).toBe(0);
    await L.sync();
    await until(async () => (await postState(published)).by?.name === 'Lan');
    edited = await approvedDraft('Giảm 30% cà phê sữa đá cuối tuần này');
    L.lib((l) => l.drafts.update(l.db, edited, { caption: 'Giảm 30% cà phê sữa đá ngày 29–30/11 (chỉ tại quầy)' }));
    await L.sync();
    await until(async () => (await review(edited))?.editedBy === 'Lan');
  }, 60_000);

  it('after leaving: who sent stays said (Compose, Library, Outbox); who edited too (never as his)', async () => {
    await call(bao, 'team.leave', {});
    const st = await postState(published);
    expect(st.state).toBe('published');
    expect(st.by?.name).toBe('Lan'); // before: by null, "Nothing was sent to the Hub."
    expect(await sentByInLibrary(published)).toBe('Lan'); // before: "Published by Lan" gone
    expect((await teamSends()).filter((s) => s.draftId === published).map((s) => s.by.name)).toEqual(['Lan']); // before: no card
    const r = await review(edited);
    expect(r).toMatchObject({ state: 'in_review', stale: true });
    expect(r?.editedBy).toBe('Lan'); // the team's history kept at the leave; before: 'Bảo' ("edited by me after Bảo approved")
    expect(r?.editedAt).toBeTruthy();
    expect(sandbox.control.publishedPosts().filter((p) => (p.caption ?? '').startsWith('Bánh mì'))).toHaveLength(1);
  });

  it('with no history kept (a leave of an older build), the edit is said without a name, never as his', async () => {
    bao.services.library.db.prepare('DELETE FROM team_left_history').run();
    const r = await review(edited);
    expect(r?.stale).toBe(true);
    expect(r?.editedBy).toBeNull();
  });

  it('rejoining says who sent as before', async () => {
    await call(bao, 'team.join', { name: 'Studio', url: server.httpUrl, token: tokens.bao, hubUrl: sandbox.url });
    // (Who edited after a rejoin is the team session's: its first flush of every draft may add a line by the
    // rejoiner before the team's document arrives — seen here at times, reported, not this file's to test.)
    await until(async () => (await postState(published)).by?.name === 'Lan');
    expect(await sentByInLibrary(published)).toBe('Lan');
  }, 30_000);
});
