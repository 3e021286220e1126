/**
 * Review and "exactly once" wired end to end (issue 34 items 1, 4, 5; team-wire): a REAL team
 * server and a REAL sandbox Hub (each started once for the file), two laptops (two data dirs, the
 * CLI as a person would use it: join, review, team sync, publish) on one sandbox account. The
 * publisher's team port is the one the shells build (team/publish-port.ts) from the review tables
 * and team outcomes the binding carries; the sandbox's own records count the posts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishJobs } from '../../src-main/library';
import { draftPostState } from '../../src-main/publisher';
import { reviewOf, teamPublishPort } from '../../src-main/team';
import { startTeamServer, type TeamServer } from '../../src-main/team-server';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { cliLaptop } from './helpers';
import { memberToken } from '../helpers/team-owner';

let root: string;
let server: TeamServer;
let sandbox: SandboxHandle;
const tag = `wire-${Date.now().toString(36)}`;

const laptop = (name: string, token: () => string) => {
  const l = cliLaptop(root, name, token, { POSTROOM_API_KEY: sandbox.apiKey });
  /** The post's state as this laptop's screens read it (its journal with teammates' outcomes). */
  const post = (draftId: string) => l.lib((x) => draftPostState(x.db, draftId, teamPublishPort(x, x.workspaces.getCurrent(x.db))));
  return { ...l, post };
};

const tokens: Record<string, string> = {};
let A: ReturnType<typeof laptop>;
let B: ReturnType<typeof laptop>;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'postroom-wire-once-'));
  sandbox = await startSandbox({ faults: 'none', seed: 34 });
  sandbox.control.setProcessingMs(0);
  server = await startTeamServer({ dataDir: join(root, 'server'), port: 0, storeDebounceMs: 20, storeMaxDebounceMs: 100 });
  tokens.ann = await memberToken(server.store, { name: 'Ann', role: 'editor' });
  tokens.bob = await memberToken(server.store, { name: 'Bob', role: 'approver' });
  A = laptop('a', () => tokens.ann!);
  B = laptop('b', () => tokens.bob!);
  for (const l of [A, B]) await l.ok(['workspace', 'join', 'Studio', '--team', server.httpUrl, '--hub', sandbox.url]);
});
afterAll(async () => {
  await server.stop();
  await sandbox.close();
  rmSync(root, { recursive: true, force: true });
});

const postsOf = (caption: string) => sandbox.control.publishedPosts().filter((p) => p.caption === caption);

describe('editor A, approver B, one sandbox account', () => {
  let draftId = '';
  const caption = `${tag} launch`;

  it('A submits, B approves on B, A syncs and publishes: the sandbox has one post', async () => {
    draftId = A.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/wire.jpg'], caption }).id);
    await A.ok(['review', 'submit', draftId]);
    await A.sync();
    await B.sync();
    await B.ok(['review', 'approve', draftId]);
    await B.sync();
    await A.sync();
    expect(A.lib((l) => reviewOf(l.db, draftId).state)).toBe('approved');
    const r = await A.run(['publish', draftId, '--wait', '--json']);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(postsOf(caption)).toHaveLength(1);
    // The key is the approval's (the same on every laptop), not a random one.
    const key = A.lib((l) => publishJobs.listJobs(l.db, {}).map((j) => j.idempotencyKey));
    expect(key).toEqual([expect.stringMatching(/^pra_/)]);
    expect(postsOf(caption)[0]!.idempotencyKey).toBe(key[0]);
  });

  it('B presses publish too: still one post at the Hub; both laptops show it published by Ann', async () => {
    await A.sync();
    await B.sync();
    const r = await B.run(['publish', draftId, '--wait', '--json']);
    // B's laptop either holds it back (the team shows it published by Ann) or its call is a replay: never a second post.
    expect(postsOf(caption)).toHaveLength(1);
    expect(r.stdout + r.stderr).toMatch(/Ann|sent_by_team|already/);
    await B.sync();
    await A.sync();
    const onA = A.post(draftId);
    const onB = B.post(draftId);
    expect(onA.state).toBe('published');
    expect(onB.state).toBe('published');
    expect(onB.by?.name).toBe('Ann');
    // The CLI's list says so too.
    const listed = (await B.ok(['drafts', 'list'])).lines().find((x) => x.draft?.id === draftId);
    expect(listed?.postState).toMatchObject({ state: 'published', by: { name: 'Ann' } });
  });

  it("neither laptop's draft state flips back after further syncs (each derives its own)", async () => {
    for (const l of [A, B, A, B]) await l.sync();
    expect(A.post(draftId).state).toBe('published');
    expect(B.post(draftId).state).toBe('published');
    // The stored (mirrored) state: B derived it from Ann's shared outcome; neither took the other's column.
    expect(A.lib((l) => l.drafts.get(l.db, draftId).state)).toBe('published');
    expect(B.lib((l) => l.drafts.get(l.db, draftId).state)).toBe('published');
    // A state one laptop writes by itself stays on it (the column is not shared), and sync does not undo the other's.
    B.lib((l) => l.drafts.setStates(l.db, [draftId], 'unknown'));
    for (const l of [B, A, B, A]) await l.sync();
    expect(A.lib((l) => l.drafts.get(l.db, draftId).state)).toBe('published');
    expect(A.post(draftId).state).toBe('published');
  });

  it("B publishes without having synced A's outcome (offline from the team): its call is a replay, still one post; then both show Ann's", async () => {
    const caption2 = `${tag} offline`;
    const id = A.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/wire.jpg'], caption: caption2 }).id);
    await A.ok(['review', 'submit', id]);
    await A.sync();
    await B.sync();
    await B.ok(['review', 'approve', id]);
    await B.sync();
    await A.sync();
    expect((await A.run(['publish', id, '--wait', '--json'])).code).toBe(0);
    // B has not synced since: it knows the approval, not A's outcome. Its call goes out with the same key.
    const r = await B.run(['publish', id, '--wait', '--json']);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(postsOf(caption2)).toHaveLength(1);
    const keys = [A, B].map((l) => l.lib((x) => publishJobs.listJobs(x.db, { draftId: id }).map((j) => j.idempotencyKey)));
    expect(keys[0]).toEqual(keys[1]);
    await A.sync();
    await B.sync();
    expect(A.post(id).state).toBe('published');
    expect(B.post(id)).toMatchObject({ state: 'published', by: { name: 'Ann' } });
  });

  it('an approved post edited on A is back in review on both, and publishing it is refused', async () => {
    const second = A.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/wire.jpg'], caption: `${tag} second` }).id);
    await A.ok(['review', 'submit', second]);
    await A.sync();
    await B.sync();
    await B.ok(['review', 'approve', second]);
    await B.sync();
    await A.sync();
    expect(A.lib((l) => reviewOf(l.db, second).state)).toBe('approved');
    await A.ok(['drafts', 'edit', second, '--caption', `${tag} second, edited`]);
    await A.sync();
    await B.sync();
    expect(A.lib((l) => reviewOf(l.db, second).state)).toBe('in_review');
    expect(B.lib((l) => reviewOf(l.db, second).state)).toBe('in_review');
    for (const l of [A, B]) {
      const r = await l.run(['publish', second, '--json']);
      expect(r.code).not.toBe(0);
      expect(r.stdout + r.stderr).toMatch(/waiting for approval/);
    }
    expect(postsOf(`${tag} second, edited`)).toHaveLength(0);
  });

  it('postroom publish refuses a post never sent for review, naming who it waits for', async () => {
    const third = A.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/wire.jpg'], caption: `${tag} third` }).id);
    await A.ok(['review', 'submit', third]);
    const r = await A.run(['publish', third, '--json']);
    expect(r.code).not.toBe(0);
    expect(r.stdout + r.stderr).toMatch(/waiting for approval by an approver or an owner|waiting_approval/);
    const fourth = A.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/wire.jpg'], caption: `${tag} fourth` }).id);
    const r4 = await A.run(['publish', fourth]);
    expect(r4.code).not.toBe(0);
    expect(r4.stdout + r4.stderr).toMatch(/waiting for approval by an (owner|approver) or an (owner|approver): send it for review first/);
    expect(postsOf(`${tag} third`)).toHaveLength(0);
    expect(postsOf(`${tag} fourth`)).toHaveLength(0);
  });

  it('a viewer C may not publish an approved post: held back with the reason, nothing at the Hub (issue 34 walk)', async () => {
    tokens.cat = await memberToken(server.store, { name: 'Cat', role: 'viewer' });
    const C = laptop('c', () => tokens.cat!);
    await C.ok(['workspace', 'join', 'Studio', '--team', server.httpUrl, '--hub', sandbox.url]);
    const words = `${tag} viewer`;
    const id = A.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/wire.jpg'], caption: words }).id);
    await A.ok(['review', 'submit', id]);
    await A.sync();
    await B.sync();
    await B.ok(['review', 'approve', id]);
    await B.sync();
    await C.sync();
    expect(C.lib((l) => reviewOf(l.db, id).state)).toBe('approved');
    const r = await C.run(['publish', id, '--wait', '--json']);
    expect(r.code, r.stdout + r.stderr).not.toBe(0);
    expect(r.stdout + r.stderr).toMatch(/a viewer cannot publish|role_cannot_publish/);
    expect(postsOf(words)).toHaveLength(0);
    expect(C.lib((l) => publishJobs.listJobs(l.db, { draftId: id }))).toHaveLength(0);
  });
});
