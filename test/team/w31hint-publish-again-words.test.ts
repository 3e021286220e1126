/**
 * w31hint (walk 29, 3): `publish ID` of an approved post of a team that requires approval, already published from this
 * computer, said 'choose "publish again" to send it as a new post' and "add --again to send them again as new posts";
 * `publish --again` then refused it: "it needs a new approval first". The held post's words now say what the again
 * would need (Publisher.againHold, the check the send again makes), in the app's answer and the CLI alike.
 * A REAL team server and a REAL sandbox Hub, started once for the file; Lan's laptop is an app core (and her CLI on its
 * data dir), Bảo (owner) approves from the CLI.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../src-main/bridge';
import { publishJobs } from '../../src-main/library';
import type { TeamServer } from '../../src-main/team-server';
import type { SandboxHandle } from '../../src-main/sandbox';
import { appCores, cliLaptop, type CliLaptop } from './helpers';
import { startStudioHub, stopStudioHub, type StudioHub } from './studio-hub';

let studio: StudioHub;
let root: string;
let server: TeamServer;
let sandbox: SandboxHandle;
const tokens: Record<string, string> = {};
const coreEnv: Record<string, string> = {};
const { core, call, until, closeCores } = appCores({ root: () => root, env: coreEnv, untilMs: 15_000 });
const tag = `w31hint ${Date.now().toString(36)}`;
let lan: Core;
let bao: CliLaptop;
type Batch = { sent?: number; notSent?: Array<{ draftId: string; problems: Array<{ code: string; message: string; againHeld?: string }> }> };

beforeAll(async () => {
  studio = await startStudioHub({ prefix: 'postroom-w31hint-', seed: 3131, coreEnv, tokens, members: [{ key: 'lan', name: 'Lan', role: 'editor' }, { key: 'bao', name: 'Bảo', role: 'owner' }] });
  ({ root, sandbox, server } = studio);
  lan = await core('lan');
  await call(lan, 'team.join', { name: 'Studio', url: server.httpUrl, token: tokens.lan, hubUrl: sandbox.url });
  await until(async () => (await call<{ state: string }>(lan, 'team.status', {})).state === 'online');
  bao = cliLaptop(root, 'bao', () => tokens.bao!, { POSTROOM_API_KEY: sandbox.apiKey });
  await bao.ok(['workspace', 'join', 'Studio', '--team', server.httpUrl, '--hub', sandbox.url]);
}, 120_000);

afterAll(() => stopStudioHub(studio, closeCores));

describe('publish of a post already sent under its approval, without --again', () => {
  it('says sending it again needs a new approval first (app and CLI), never "choose publish again" or "add --again"', async () => {
    const caption = `${tag} Bánh chưng xanh`;
    const d = await call<{ id: string }>(lan, 'drafts.create', { draft: { caption, platforms: ['x'], profile_id: 'prof_caphe' } });
    await call(lan, 'photos.add', { draftId: d.id, urls: ['https://cdn.example.com/w31hint.jpg'] });
    await call(lan, 'review.act', { draftId: d.id, action: 'submit' });
    await until(async () => {
      await bao.sync();
      return (await bao.run(['review', 'approve', d.id, '--json'])).code === 0;
    });
    await bao.sync();
    await until(async () => (await call<{ held: unknown }>(lan, 'drafts.publishHold', { id: d.id })).held === null);
    expect((await call<Batch>(lan, 'publish.start', { draftIds: [d.id] })).sent).toBe(1);
    const lanCli = cliLaptop(root, 'lan', () => tokens.lan!, { POSTROOM_API_KEY: sandbox.apiKey });
    await until(() => lanCli.lib((l) => publishJobs.listJobs(l.db, { draftId: d.id })).some((j) => j.state === 'done'));

    // The app: the publish holds it back, and says what the again needs.
    const app = await call<Batch>(lan, 'publish.start', { draftIds: [d.id] });
    expect(app.sent).toBe(0);
    const problem = app.notSent?.[0]?.problems[0];
    expect(problem).toMatchObject({ code: 'already_sent', againHeld: 'resend_needs_approval' });
    expect(problem?.message).toContain('it needs a new approval first');
    expect(problem?.message).not.toContain('publish again');

    // Her CLI on the same data dir: the same words, and its last line no "add --again".
    const r = await lanCli.run(['publish', d.id]);
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).toContain('it needs a new approval first');
    expect(r.stdout + r.stderr).not.toMatch(/choose "publish again"|add --again/);
    expect(r.stdout + r.stderr).toContain('sending one again as a new post needs a new approval first');
    expect(sandbox.control.publishedPosts().filter((p) => p.caption === caption)).toHaveLength(1);

    // w32withdraw (walk 30, 2): the steps the hint names run: withdraw, submit, approve, then publish --again sends one new post.
    await lanCli.ok(['review', 'withdraw', d.id]);
    await lanCli.ok(['review', 'submit', d.id]);
    await lanCli.sync();
    await until(async () => {
      await bao.sync();
      return (await bao.run(['review', 'approve', d.id, '--json'])).code === 0;
    });
    await bao.sync();
    await lanCli.sync();
    const again = await lanCli.run(['publish', d.id, '--again', '--wait']);
    expect(again.code, again.stdout + again.stderr).toBe(0);
    expect(sandbox.control.publishedPosts().filter((p) => p.caption === caption)).toHaveLength(2);
  }, 120_000);
});
