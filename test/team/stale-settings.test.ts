/**
 * "Only approved posts may be published" changed while a teammate's app runs (walk 3b, brief
 * `stale`): two app cores (an owner and an editor) on one REAL team server and one REAL sandbox Hub,
 * each started once for the file. The editor's outbox (its Publisher) already exists when the owner
 * changes the setting; what the editor's app then does must follow the setting as it stands NOW:
 * - turned OFF: a post that was never reviewed is sent, once, and the answer says so;
 * - turned ON: a post is held back, the answer says so (waiting for review), nothing is left in the
 *   Outbox, and once approved it is published (once).
 * On the old code the publisher kept the settings of the moment it was built: turned off, it held
 * the post while the answer said "sent" (nothing at the Hub); turned on, it sent an unreviewed post.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src-main/bridge';
import { publishBatches, publishJobs } from '../../src-main/library';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { MemorySecretStore } from '../../src-main/secrets';
import { createMemberToken, startTeamServer, type TeamServer } from '../../src-main/team-server';
import { appCores } from './helpers';

let root: string;
let server: TeamServer;
let sandbox: SandboxHandle;
const tag = `stale-${Date.now().toString(36)}`;
const tokens: Record<string, string> = {};

/** The cores' environment: the shared sandbox's key (set once the sandbox runs). */
const env: Record<string, string> = {};
const { core, call, until, closeCores } = appCores({ root: () => root, env, untilMs: 15_000 });

type Answer = { sent?: number; notSent?: Array<{ draftId: string; problems: Array<{ code: string; severity: string }> }> };
type Settings = { approvalRequired: boolean };

let owner: Core;
let lan: Core;
let minhCore: Core | null = null;

/** Joins a core to the team (workspace 'Studio' on the shared sandbox Hub) and waits until it is online. */
async function joinTeam(c: Core, token: string): Promise<void> {
  await call(c, 'team.join', { name: 'Studio', url: server.httpUrl, token, hubUrl: sandbox.url });
  await until(async () => (await call<{ state: string }>(c, 'team.status', {})).state === 'online');
}

/** The owner changes the setting in the app; waits until `others` have received it. */
async function setApproval(required: boolean, others: Core[]): Promise<void> {
  await call(owner, 'review.setSettings', { approvalRequired: required });
  for (const c of others) await until(async () => (await call<Settings>(c, 'review.settings', {})).approvalRequired === required);
}

const postsOf = (caption: string) => sandbox.control.publishedPosts().filter((p) => p.caption === caption);
const draft = (c: Core, caption: string): string => {
  const lib = c.services.library;
  return lib.drafts.create(lib.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/stale.jpg'], caption }).id;
};
const jobsOf = (c: Core, draftId: string) => publishJobs.listJobs(c.services.library.db, { draftId });
/** Batch items of a draft still waiting to be journaled (what would read as "in the Outbox"). */
const pendingOf = (c: Core, draftId: string) =>
  publishBatches.listBatches(c.services.library.db, {}).flatMap((b) => publishBatches.batchItems(c.services.library.db, b.id, { state: 'pending' })).filter((it) => it.draftId === draftId);

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'postroom-stale-settings-'));
  sandbox = await startSandbox({ faults: 'none', seed: 17 });
  sandbox.control.setProcessingMs(0);
  env.POSTROOM_API_KEY = sandbox.apiKey;
  server = await startTeamServer({ dataDir: join(root, 'server'), port: 0, storeDebounceMs: 20, storeMaxDebounceMs: 100 });
  tokens.bao = (await createMemberToken(server.store, { name: 'Bao', role: 'owner' })).token;
  tokens.lan = (await createMemberToken(server.store, { name: 'Lan', role: 'editor' })).token;
  tokens.minh = (await createMemberToken(server.store, { name: 'Minh', role: 'editor' })).token;
  owner = await core('bao');
  lan = await core('lan');
  await joinTeam(owner, tokens.bao);
  await joinTeam(lan, tokens.lan);
}, 60_000);
afterAll(async () => {
  await closeCores();
  await minhCore?.close();
  await server.stop();
  await sandbox.close();
  rmSync(root, { recursive: true, force: true });
});

describe("the owner changes 'Only approved posts may be published' while the editor's app runs", () => {
  it('turned OFF: the editor publishes a post never reviewed; the Hub has it once and the answer said sent', async () => {
    // The editor's outbox exists already (its publisher was built while approval was required).
    const first = draft(lan, `${tag} before`);
    const held = await call<Answer>(lan, 'publish.start', { draftIds: [first] });
    expect(held.sent).toBe(0);
    expect(held.notSent?.[0]?.problems).toEqual([expect.objectContaining({ code: 'waiting_review' })]);

    await setApproval(false, [lan]);
    const caption = `${tag} G`;
    const g = draft(lan, caption);
    const r = await call<Answer>(lan, 'publish.start', { draftIds: [g] });
    expect(r).toMatchObject({ sent: 1, notSent: [] });
    await until(() => postsOf(caption).length > 0);
    expect(jobsOf(lan, g)).toHaveLength(1);
    expect(pendingOf(lan, g)).toEqual([]);
    // Give a second send every chance to happen: still one post.
    await new Promise((res) => setTimeout(res, 500));
    expect(postsOf(caption)).toHaveLength(1);
  }, 60_000);

  it('turned ON: the post is held and said as held, nothing waits in the Outbox; approved, it is published once', async () => {
    // A second editor whose outbox was built while approval was NOT required: it joins, receives
    // the settings, and its app starts again (its publisher is built at start, from what is stored).
    const store = new MemorySecretStore();
    const open = () => createCore({ dataDir: join(root, 'minh'), shell: 'web', env: { ...env }, secretStore: store, embeddedSandbox: false, connectivityIntervalMs: 0 });
    const before = await open();
    try {
      await joinTeam(before, tokens.minh!);
      await until(async () => (await call<Settings>(before, 'review.settings', {})).approvalRequired === false);
    } finally {
      await before.close();
    }
    const minh = await open();
    minhCore = minh;
    await until(async () => (await call<{ state: string }>(minh, 'team.status', {})).state === 'online');
    expect((await call<Settings>(minh, 'review.settings', {})).approvalRequired).toBe(false);
    const warm = `${tag} warm`;
    const w = draft(minh, warm);
    expect(await call<Answer>(minh, 'publish.start', { draftIds: [w] })).toMatchObject({ sent: 1 });
    await until(() => postsOf(warm).length === 1);

    await setApproval(true, [minh]);
    const caption = `${tag} H`;
    const h = draft(minh, caption);
    const r = await call<Answer>(minh, 'publish.start', { draftIds: [h] });
    expect(r.sent).toBe(0);
    expect(r.notSent?.[0]?.draftId).toBe(h);
    expect(r.notSent?.[0]?.problems).toEqual([expect.objectContaining({ code: 'waiting_review', severity: 'error' })]);
    // Give a wrong send every chance to happen before saying none did.
    await new Promise((res) => setTimeout(res, 500));
    expect(postsOf(caption)).toEqual([]);
    expect(jobsOf(minh, h)).toEqual([]);
    expect(pendingOf(minh, h)).toEqual([]);

    // Sent for review, approved by the owner: now it goes, once.
    await call(minh, 'review.act', { draftId: h, action: 'submit' });
    await until(async () => ((await call<Record<string, { state: string }>>(owner, 'review.get', { draftIds: [h] }).catch((): Record<string, { state: string }> => ({})))[h]?.state ?? '') === 'in_review');
    await call(owner, 'review.act', { draftId: h, action: 'approve' });
    await until(async () => ((await call<Record<string, { state: string }>>(minh, 'review.get', { draftIds: [h] }).catch((): Record<string, { state: string }> => ({})))[h]?.state ?? '') === 'approved');
    const again = await call<Answer>(minh, 'publish.start', { draftIds: [h] });
    expect(again).toMatchObject({ sent: 1, notSent: [] });
    await until(() => postsOf(caption).length > 0);
    expect(jobsOf(minh, h)).toHaveLength(1);
    expect(postsOf(caption)).toHaveLength(1);
  }, 60_000);
});
