/**
 * w13again (walk 13, issue 34): "Publish again as a new post" of a post sent under its CURRENT approval is refused, for
 * any number of review rounds, by the sender's app and by a teammate's CLI (`publish --again`), and the sandbox Hub's
 * own list holds ONE post after each refused "again". Rows: approved once / approved, edited, approved again / changes
 * requested, edited, sent for review again, approved.
 * The walk's hole: Lan's app made its publisher while she was outside the team, she rejoined with the CLI while it was
 * open, and the app's publisher kept the left workspace's port: her send went out under a random key (no approval
 * asked, no claim), so Bảo's "again" under the same approval found no send of it and the Hub got a second post. The
 * last rows are that: the app's publish after a CLI rejoin takes the approval's key and is gated by the review.
 * A REAL team server and a REAL sandbox Hub, each started once for the file; Lan's laptop is an app core, Bảo (owner)
 * approves and publishes from the CLI.
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
const tag = `w13again ${Date.now().toString(36)}`;

let lan: Core;
let bao: CliLaptop;
type Batch = { sent?: number; notSent?: Array<{ draftId: string; problems: Array<{ code: string; message: string }> }> };

const hubPosts = (caption: string): unknown[] => sandbox.control.publishedPosts().filter((p) => p.caption === caption);
const holdOf = async (id: string): Promise<string | null> => (await call<{ held: { code: string } | null }>(lan, 'drafts.publishHold', { id })).held?.code ?? null;
const lanJobs = (id: string) => cliLaptop(root, 'lan', () => tokens.lan!).lib((l) => publishJobs.listJobs(l.db, { draftId: id }));

async function baoDoes(argv: string[], id: string, waitFor: (hold: string | null) => boolean): Promise<void> {
  // Until Lan's app's last change reached Bảo's laptop (its push takes a moment), then his step reaches her app.
  await until(async () => {
    await bao.sync();
    return (await bao.run([...argv, '--json'])).code === 0;
  });
  await bao.sync();
  await until(async () => waitFor(await holdOf(id)));
}
const approve = (id: string) => baoDoes(['review', 'approve', id], id, (h) => h === null);

async function draft(caption: string): Promise<string> {
  const d = await call<{ id: string }>(lan, 'drafts.create', { draft: { caption, platforms: ['x'], profile_id: 'prof_caphe' } });
  await call(lan, 'photos.add', { draftId: d.id, urls: ['https://cdn.example.com/w13again.jpg'] });
  await call(lan, 'review.act', { draftId: d.id, action: 'submit' });
  return d.id;
}
async function edit(id: string, caption: string): Promise<void> {
  await call(lan, 'drafts.update', { id, patch: { caption } });
  await until(async () => (await holdOf(id)) !== null);
}

/** The three rows: how each post reaches its current approval. Each returns the caption the Hub gets. */
const ROWS: Array<[string, (caption: string) => Promise<{ id: string; caption: string }>]> = [
  ['approved once', async (c) => {
    const id = await draft(c);
    await approve(id);
    return { id, caption: c };
  }],
  ['approved, edited, approved again', async (c) => {
    const id = await draft(c);
    await approve(id);
    await edit(id, `${c} (edited)`);
    await approve(id);
    return { id, caption: `${c} (edited)` };
  }],
  ['changes requested, edited, approved', async (c) => {
    const id = await draft(c);
    await baoDoes(['review', 'changes', id, '--comment', 'shorter please'], id, (h) => h !== null);
    await edit(id, `${c} (shorter)`);
    await call(lan, 'review.act', { draftId: id, action: 'submit' });
    await approve(id);
    return { id, caption: `${c} (shorter)` };
  }],
];

/** Lan sends it from her app; then "again" by her (app) and by Bảo (CLI) are refused; the Hub holds one post. */
async function sendThenAgain(id: string, caption: string): Promise<void> {
  const first = await call<Batch>(lan, 'publish.start', { draftIds: [id] });
  expect(first.sent, JSON.stringify(first)).toBe(1);
  await until(() => hubPosts(caption).length === 1);
  await until(() => lanJobs(id).some((j) => j.state === 'done'));
  // Her send went out under the approval's key (the key every laptop derives), not a random one.
  expect(lanJobs(id).map((j) => j.idempotencyKey.slice(0, 4))).toEqual(['pra_']);

  // The sender's "Publish again…": the truth table and the publisher say the same.
  const actions = await call<Record<string, { verdicts: Record<string, { do: string; reason?: string }> }>>(lan, 'posts.actions', { draftIds: [id] });
  expect(actions[id]!.verdicts.send_again).toEqual({ do: 'refused', reason: 'needs_new_approval' });
  const again = await call<Batch>(lan, 'publish.start', { draftIds: [id], again: true });
  expect(again.sent).toBe(0);
  expect(again.notSent?.[0]?.problems.map((p) => p.code)).toEqual(['resend_needs_approval']);
  expect(hubPosts(caption)).toHaveLength(1);

  // A teammate's `publish --again`, once Lan's send reached him: refused, nothing sent.
  const lanCli = cliLaptop(root, 'lan', () => tokens.lan!, { POSTROOM_API_KEY: sandbox.apiKey });
  await lanCli.sync();
  await bao.sync();
  const r = await bao.run(['publish', id, '--again', '--wait', '--json']);
  expect(r.stdout + r.stderr).toContain('needs a new approval first');
  expect(r.code, r.stdout).not.toBe(0);
  expect(hubPosts(caption)).toHaveLength(1);
}

beforeAll(async () => {
  studio = await startStudioHub({ prefix: 'postroom-w13again-', seed: 1313, coreEnv, tokens, members: [{ key: 'lan', name: 'Lan', role: 'editor' }, { key: 'bao', name: 'Bảo', role: 'owner' }] });
  ({ root, sandbox, server } = studio);
  lan = await core('lan');
  await call(lan, 'team.join', { name: 'Studio', url: server.httpUrl, token: tokens.lan, hubUrl: sandbox.url });
  await until(async () => (await call<{ state: string }>(lan, 'team.status', {})).state === 'online');
  bao = cliLaptop(root, 'bao', () => tokens.bao!, { POSTROOM_API_KEY: sandbox.apiKey });
  await bao.ok(['workspace', 'join', 'Studio', '--team', server.httpUrl, '--hub', sandbox.url]);
}, 120_000);

afterAll(() => stopStudioHub(studio, closeCores));

describe('publish again of a post sent under its current approval, whatever its review rounds', () => {
  for (const [row, make] of ROWS) {
    it(`${row}: sent by Lan; "again" by Lan and by Bảo refused; the Hub holds one`, async () => {
      const { id, caption } = await make(`${tag} ${row}`);
      await sendThenAgain(id, caption);
    }, 60_000);
  }
});

describe('a post sent after its approval under a key of no approval (approval turned off meanwhile, or an older build)', () => {
  it('"again" by the sender and by a teammate needs a new approval; the Hub holds one', async () => {
    const caption = `${tag} sent while approval was off`;
    const id = await draft(caption);
    await approve(id);
    const probe = await draft(`${tag} probe`); // in review: held while approval is required
    const settings = async (yes: boolean): Promise<void> => {
      await until(async () => {
        await bao.sync();
        return (await bao.run(['team', 'settings', '--approval-required', yes ? 'yes' : 'no', '--json'])).code === 0;
      });
      await bao.sync();
      await until(async () => ((await holdOf(probe)) === null) === !yes);
    };
    await settings(false);
    const first = await call<Batch>(lan, 'publish.start', { draftIds: [id] });
    expect(first.sent, JSON.stringify(first)).toBe(1);
    await until(() => hubPosts(caption).length === 1);
    await until(() => lanJobs(id).some((j) => j.state === 'done'));
    expect(lanJobs(id)[0]!.idempotencyKey.startsWith('pra_')).toBe(false); // not required: a single desk's random key
    await settings(true);

    const again = await call<Batch>(lan, 'publish.start', { draftIds: [id], again: true });
    expect(again.sent).toBe(0);
    expect(again.notSent?.[0]?.problems).toEqual([expect.objectContaining({ code: 'resend_needs_approval', message: 'sending again as a new post is a reviewed decision: it was sent by Lan after its approval; it needs a new approval first' })]);
    const actions = await call<Record<string, { verdicts: Record<string, { do: string; reason?: string }> }>>(lan, 'posts.actions', { draftIds: [id] });
    expect(actions[id]!.verdicts.send_again).toEqual({ do: 'refused', reason: 'needs_new_approval' });
    expect(hubPosts(caption)).toHaveLength(1);

    await cliLaptop(root, 'lan', () => tokens.lan!, { POSTROOM_API_KEY: sandbox.apiKey }).sync();
    await bao.sync();
    const r = await bao.run(['publish', id, '--again', '--wait', '--json']);
    expect(r.stdout + r.stderr).toContain('it was sent by Lan after its approval; it needs a new approval first');
    expect(r.code, r.stdout).not.toBe(0);
    expect(hubPosts(caption)).toHaveLength(1);
  }, 60_000);
});

describe("Lan's open app after she left the team and rejoined it with the CLI (walk 13)", () => {
  let approved = '';
  let waiting = '';
  beforeAll(async () => {
    approved = await draft(`${tag} rejoined, approved`);
    await approve(approved);
    await edit(approved, `${tag} rejoined, approved (edited)`);
    await approve(approved);
    waiting = await draft(`${tag} rejoined, not approved`);
    await bao.sync();
    // She leaves in the app; the app's publisher is made while she is outside (the Outbox lists its jobs).
    await call(lan, 'team.leave', {});
    await call(lan, 'jobs.list', {});
    // She rejoins from the CLI while the app is open.
    await cliLaptop(root, 'lan', () => tokens.lan!, { POSTROOM_API_KEY: sandbox.apiKey }).ok(['workspace', 'join', 'Studio', '--team', server.httpUrl, '--hub', sandbox.url]);
  }, 90_000);

  it('a post nobody approved is held back by her app, not sent', async () => {
    const r = await call<Batch>(lan, 'publish.start', { draftIds: [waiting] });
    expect(r.sent).toBe(0);
    expect(r.notSent?.[0]?.problems.map((p) => p.code)).toEqual(['waiting_approval']);
    expect(hubPosts(`${tag} rejoined, not approved`)).toHaveLength(0);
  });

  it('a post approved twice goes out under its approval: "again" by her and by Bảo refused; the Hub holds one', async () => {
    await sendThenAgain(approved, `${tag} rejoined, approved (edited)`);
  }, 60_000);
});
