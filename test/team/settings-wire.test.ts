/**
 * The team's review settings wired end to end (issue 34, settings): a REAL team server and a REAL
 * sandbox Hub (each started once for the file), three laptops through the CLI (owner Olga, approver
 * Bob, editor Ann). Only the owner changes the settings (the laptop refuses others, naming the rule;
 * the server drops a forged write of the `settings` document from an approver's or an editor's raw
 * client); the owner's "approval required: no" reaches the editor's laptop, which then publishes a
 * post nobody approved, and the review queue follows the approvers setting.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { listReviews, memberOf, reviewSettingsOf } from '../../src-main/team';
import { createMemberToken, startTeamServer, type TeamServer } from '../../src-main/team-server';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { connect, sleep, waitFor, type TestClient } from '../team-server/clients';
import { cliLaptop } from './helpers';

let root: string;
let server: TeamServer;
let sandbox: SandboxHandle;
const tag = `settings-${Date.now().toString(36)}`;
const tokens: Record<string, string> = {};
const raw: TestClient[] = [];

const laptop = (name: string, token: () => string) => {
  const l = cliLaptop(root, name, token, { POSTROOM_API_KEY: sandbox.apiKey });
  const settings = () => l.lib((lib) => reviewSettingsOf(lib.db, lib.workspaces.getCurrent(lib.db)));
  return { ...l, settings };
};

let O: ReturnType<typeof laptop>;
let B: ReturnType<typeof laptop>;
let A: ReturnType<typeof laptop>;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'postroom-settings-wire-'));
  sandbox = await startSandbox({ faults: 'none', seed: 35 });
  sandbox.control.setProcessingMs(0);
  server = await startTeamServer({ dataDir: join(root, 'server'), port: 0, storeDebounceMs: 20, storeMaxDebounceMs: 100 });
  tokens.olga = (await createMemberToken(server.store, { name: 'Olga', role: 'owner' })).token;
  tokens.bob = (await createMemberToken(server.store, { name: 'Bob', role: 'approver' })).token;
  tokens.ann = (await createMemberToken(server.store, { name: 'Ann', role: 'editor' })).token;
  O = laptop('o', () => tokens.olga!);
  B = laptop('b', () => tokens.bob!);
  A = laptop('a', () => tokens.ann!);
  for (const l of [O, B, A]) await l.ok(['workspace', 'join', 'Studio', '--team', server.httpUrl, '--hub', sandbox.url]);
});
afterAll(async () => {
  for (const c of raw) c.destroy();
  await server.stop();
  await sandbox.close();
  rmSync(root, { recursive: true, force: true });
});

const postsOf = (caption: string) => sandbox.control.publishedPosts().filter((p) => p.caption === caption);

describe('the settings document: owners only', () => {
  it('before any change every laptop reads the defaults; the CLI prints them', async () => {
    const r = await A.ok(['team', 'settings']);
    expect(r.json()).toMatchObject({ ok: true, changed: false, settings: { approvers: ['owner', 'approver'], authorsMayApprove: false, approvalRequired: true } });
    const text = await A.run(['team', 'settings']);
    expect(text.stdout).toContain('approval required to publish: yes');
    expect(text.stdout).toContain('Only an owner changes them.');
  });

  it("an editor's and an approver's change is refused on their laptop, naming the rule; nothing changes", async () => {
    for (const l of [A, B]) {
      const r = await l.run(['team', 'settings', '--approval-required', 'no', '--json']);
      expect(r.code).toBe(1);
      expect(r.stdout + r.stderr).toMatch(/forbidden/);
      expect(r.stdout + r.stderr).toMatch(/Only an owner of the team "Studio" can change its review settings/);
      expect(l.settings().approvalRequired).toBe(true);
    }
  });

  it('a bad flag is a usage error and changes nothing', async () => {
    const r = await O.run(['team', 'settings', '--approvers', 'editor', '--json']);
    expect(r.code).toBe(2);
    expect(r.stdout + r.stderr).toMatch(/"editor" is not a role that may approve/);
    expect((await O.run(['team', 'settings', '--approval-required', 'maybe'])).code).toBe(2);
    expect(O.settings()).toEqual({ approvers: ['owner', 'approver'], authorsMayApprove: false, approvalRequired: true });
  });

  it("the server drops an approver's and an editor's forged write of `settings`: it reaches nobody and is not stored", async () => {
    const olga = connect(server.url, { token: tokens.olga!, name: 'settings' });
    const bob = connect(server.url, { token: tokens.bob!, name: 'settings' });
    const ann = connect(server.url, { token: tokens.ann!, name: 'settings' });
    raw.push(olga, bob, ann);
    expect(await olga.authenticated).toEqual({ readOnly: false });
    expect(await bob.authenticated).toEqual({ readOnly: true });
    expect(await ann.authenticated).toEqual({ readOnly: true });
    await Promise.all([olga.synced, bob.synced, ann.synced]);
    // Forged clients write anyway.
    bob.doc.getMap('review').set('approvalRequired', false);
    ann.doc.getMap('review').set('approvers', ['owner']);
    // A marker from the owner after them: once it is stored, the forged writes had their chance.
    olga.doc.getMap('marker').set('at', 1);
    await waitFor(async () => {
      const stored = await server.store.fetchDocument('settings');
      const d = new Y.Doc();
      if (stored) Y.applyUpdate(d, stored);
      return d.getMap('marker').get('at') === 1;
    }, 5000, 'the marker to be stored');
    await sleep(300);
    expect(olga.doc.getMap('review').toJSON()).toEqual({});
    const stored = new Y.Doc();
    Y.applyUpdate(stored, (await server.store.fetchDocument('settings'))!);
    expect(stored.getMap('review').toJSON()).toEqual({});
    // And a laptop that syncs reads the defaults still.
    await A.sync();
    expect(A.settings().approvalRequired).toBe(true);
  });
});

describe("the owner's change decides on every laptop", () => {
  it('approval required: a post nobody approved is held back on the editor\'s laptop', async () => {
    const caption = `${tag} held`;
    const id = A.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/s.jpg'], caption }).id);
    const r = await A.run(['publish', id, '--wait', '--json']);
    expect(r.code).not.toBe(0);
    expect(postsOf(caption)).toHaveLength(0);
  });

  it('Olga sets "approval required: no"; after a sync Ann publishes a post nobody approved: the sandbox has it once', async () => {
    const set = await O.ok(['team', 'settings', '--approval-required', 'no']);
    expect(set.json()).toMatchObject({ changed: true, settings: { approvalRequired: false, approvers: ['owner', 'approver'], authorsMayApprove: false } });
    await O.sync();
    await A.sync();
    expect(A.settings()).toEqual({ approvers: ['owner', 'approver'], authorsMayApprove: false, approvalRequired: false });
    expect((await A.ok(['team', 'settings'])).json().settings.approvalRequired).toBe(false);
    const caption = `${tag} free`;
    const id = A.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/s.jpg'], caption }).id);
    const r = await A.run(['publish', id, '--wait', '--json']);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(postsOf(caption)).toHaveLength(1);
  });

  it("approvers: owner only → Bob's queue no longer waits for him and his approve is refused; his laptop says who may change it", async () => {
    const id = A.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], caption: `${tag} queue` }).id);
    await A.ok(['review', 'submit', id]);
    await A.sync();
    await B.sync();
    const boxOnB = () => B.lib((l) => listReviews(l.db, memberOf(l.workspaces.getCurrent(l.db), { db: l.db })).find((x) => x.draftId === id)?.box);
    expect(boxOnB()).toBe('waiting_for_me');
    await O.ok(['team', 'settings', '--approvers', 'owner']);
    await O.sync();
    await B.sync();
    expect(B.settings().approvers).toEqual(['owner']);
    expect(boxOnB()).toBe('other');
    const r = await B.run(['review', 'approve', id, '--json']);
    expect(r.code).not.toBe(0);
    expect(r.stdout + r.stderr).toMatch(/your role does not approve posts in this team/);
    expect((await B.run(['team', 'settings'])).stdout).toContain('approvers: owner');
  });
});
