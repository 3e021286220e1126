/**
 * A member's role changed while their app runs (walk 3b, brief `rolelive`): two app cores (an owner
 * and Lan, an editor) on one REAL team server and one REAL sandbox Hub, started once for the file.
 * Lan's outbox (its Publisher) exists before the role changes; the owner changes Lan's role in the
 * server's store and the server starts again, so Lan's laptop hears it at its next connection (the
 * team's hello: the one place a laptop learns its role). What Lan's running app then does follows it:
 * - made a viewer: a post Lan presses Publish on is held ("a viewer cannot publish"), nothing reaches
 *   the Hub, nothing waits in the Outbox;
 * - made an editor again: the workspace row says editor again and the post is published, once.
 * On the old code the publisher kept the role of the moment it was built (a viewer's app published),
 * and a role changed and changed back in one session left the row at the middle one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../src-main/bridge';
import { publishBatches, publishJobs } from '../../src-main/library';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { createMemberToken, startTeamServer, TEAM_DB_FILE, type TeamServer } from '../../src-main/team-server';
import type { Role } from '../../src-main/team';
import { appCores } from './helpers';

let root: string;
let server: TeamServer;
let port = 0;
let sandbox: SandboxHandle;
const tag = `rolelive-${Date.now().toString(36)}`;
const env: Record<string, string> = {};
const { core, call, until, closeCores } = appCores({ root: () => root, env, untilMs: 20_000 });

type Answer = { sent?: number; notSent?: Array<{ draftId: string; problems: Array<{ code: string; severity: string }> }> };
type Status = { state: string; me: { name: string; role: Role } | null };

let owner: Core;
let lan: Core;

const serverDir = (): string => join(root, 'server');
const start = async (): Promise<TeamServer> => startTeamServer({ dataDir: serverDir(), port, storeDebounceMs: 20, storeMaxDebounceMs: 100 });

/** The owner changes Lan's role (in the server's store, the server stopped) and the server starts again; waits until Lan's app says the new role. */
async function makeLan(role: Role): Promise<void> {
  await server.stop();
  const db = new Database(join(serverDir(), TEAM_DB_FILE));
  try {
    db.prepare('UPDATE members SET role = ? WHERE name = ? AND revoked_at IS NULL').run(role, 'Lan');
  } finally {
    db.close();
  }
  server = await start();
  await until(async () => {
    const s = await call<Status>(lan, 'team.status', {});
    return s.state === 'online' && s.me?.role === role;
  });
}

const postsOf = (caption: string) => sandbox.control.publishedPosts().filter((p) => p.caption === caption);
const draft = (c: Core, caption: string): string => {
  const lib = c.services.library;
  return lib.drafts.create(lib.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/rolelive.jpg'], caption }).id;
};
const jobsOf = (c: Core, draftId: string) => publishJobs.listJobs(c.services.library.db, { draftId });
const pendingOf = (c: Core, draftId: string) =>
  publishBatches.listBatches(c.services.library.db, {}).flatMap((b) => publishBatches.batchItems(c.services.library.db, b.id, { state: 'pending' })).filter((it) => it.draftId === draftId);

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'postroom-role-live-'));
  sandbox = await startSandbox({ faults: 'none', seed: 23 });
  sandbox.control.setProcessingMs(0);
  env.POSTROOM_API_KEY = sandbox.apiKey;
  server = await start();
  port = server.port;
  const bao = (await createMemberToken(server.store, { name: 'Bao', role: 'owner' })).token;
  const lanToken = (await createMemberToken(server.store, { name: 'Lan', role: 'editor' })).token;
  owner = await core('bao');
  lan = await core('lan');
  for (const [c, token] of [[owner, bao], [lan, lanToken]] as const) {
    await call(c, 'team.join', { name: 'Studio', url: server.httpUrl, token, hubUrl: sandbox.url });
    await until(async () => (await call<Status>(c, 'team.status', {})).state === 'online');
  }
  // Approval is not what this file is about: off, an editor publishes any post, a viewer none.
  await call(owner, 'review.setSettings', { approvalRequired: false });
  await until(async () => (await call<{ approvalRequired: boolean }>(lan, 'review.settings', {})).approvalRequired === false);
}, 60_000);
afterAll(async () => {
  await closeCores();
  await server.stop();
  await sandbox.close();
  rmSync(root, { recursive: true, force: true });
});

describe("Lan's role changes while Lan's app runs", () => {
  it('made a viewer: the running publisher holds the post ("a viewer cannot publish"), nothing reaches the Hub', async () => {
    // Lan's outbox exists already: built while Lan was an editor.
    const warm = `${tag} warm`;
    expect(await call<Answer>(lan, 'publish.start', { draftIds: [draft(lan, warm)] })).toMatchObject({ sent: 1, notSent: [] });
    await until(() => postsOf(warm).length === 1);
    const caption = `${tag} as viewer`;
    const d = draft(lan, caption);

    const changed: string[][] = [];
    const off = lan.events.subscribe((topic, payload) => {
      if (topic === 'library.changed') changed.push((payload as { draftIds: string[] }).draftIds);
    });
    await makeLan('viewer');
    expect(lan.services.currentWorkspace().team?.role).toBe('viewer');
    // The screens were told to read their verdicts again (a change that may touch any post: no ids).
    await until(() => changed.some((ids) => ids.length === 0), 15_000);
    off();
    const r = await call<Answer>(lan, 'publish.start', { draftIds: [d] });
    expect(r.sent).toBe(0);
    expect(r.notSent).toEqual([expect.objectContaining({ draftId: d, problems: [expect.objectContaining({ code: 'role_cannot_publish', severity: 'error' })] })]);
    // Give a wrong send every chance to happen before saying none did.
    await new Promise((res) => setTimeout(res, 500));
    expect(postsOf(caption)).toEqual([]);
    expect(jobsOf(lan, d)).toEqual([]);
    expect(pendingOf(lan, d)).toEqual([]);
  }, 60_000);

  it('made an editor again: the row says editor again and the same running app publishes the post, once', async () => {
    const caption = `${tag} as editor again`;
    const d = draft(lan, caption);
    await makeLan('editor');
    expect(lan.services.currentWorkspace().team?.role).toBe('editor');
    const r = await call<Answer>(lan, 'publish.start', { draftIds: [d] });
    expect(r).toMatchObject({ sent: 1, notSent: [] });
    await until(() => postsOf(caption).length > 0);
    await new Promise((res) => setTimeout(res, 500));
    expect(postsOf(caption)).toHaveLength(1);
    expect(jobsOf(lan, d)).toHaveLength(1);
  }, 60_000);
});
