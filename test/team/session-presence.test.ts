/**
 * Presence and members through the bridge (issue 33, branch presence): two app cores on one real
 * team server. A's screens are told the members list when B connects, leaves and is revoked
 * (no polling: the 'team' event carries it), and B's presence leaves A's screens when B closes
 * or is revoked; a core whose session closes shows nobody's presence. One server per file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src-main/bridge';
import type { BridgeEvents, TeamMemberDto, TeamPresenceDto } from '../../src-main/bridge/contract';
import { MemorySecretStore } from '../../src-main/secrets';
import { startTeamServer, type TeamServer } from '../../src-main/team-server';
import { memberToken } from '../helpers/team-owner';

let root: string;
let server: TeamServer;
const tokens: Record<string, string> = {};

const core = async (name: string): Promise<Core> =>
  createCore({ dataDir: join(root, name), shell: 'web', env: {}, secretStore: new MemorySecretStore(), embeddedSandbox: false, connectivityIntervalMs: 0, resume: false });
const call = async <T = unknown>(c: Core, method: string, input: unknown): Promise<T> => {
  const r = await c.dispatch(method, input);
  if (!r.ok) throw Object.assign(new Error(r.error.message), { code: r.error.code });
  return r.value as T;
};
const until = async (what: () => boolean | Promise<boolean>, ms = 5000, label = 'the condition'): Promise<void> => {
  const end = Date.now() + ms;
  while (!(await what())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${label}`);
    await new Promise((r) => setTimeout(r, 30));
  }
};

let A: Core;
/** What A's screens were last told: the members list and presence ('team' events only, as a page hears them). */
let aMembers: TeamMemberDto[] | null = null;
let aPresence: TeamPresenceDto[] = [];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'postroom-team-presence-'));
  server = await startTeamServer({ dataDir: join(root, 'server'), port: 0, revocationCheckMs: 200 });
  for (const k of ['ann', 'bob', 'cat']) tokens[k] = await memberToken(server.store, { name: k, role: 'editor' });
  A = await core('a');
  A.events.subscribe((topic, payload) => {
    if (topic !== 'team') return;
    const e = payload as BridgeEvents['team'];
    if (e.kind === 'presence') aPresence = e.presence;
    else if (e.status.members) aMembers = e.status.members;
  });
  await call(A, 'team.join', { name: 'Studio', url: server.httpUrl, token: tokens.ann, hubUrl: 'http://127.0.0.1:9' });
  await until(async () => (await call<{ state: string }>(A, 'team.status', {})).state === 'online', 8000, 'A online');
});
afterAll(async () => {
  await A?.close();
  await server?.stop();
  rmSync(root, { recursive: true, force: true });
});

const memberOnA = (name: string): TeamMemberDto | undefined => aMembers?.find((m) => m.name === name);

describe('members and presence, pushed', () => {
  it("A's screens are told B is online when B connects, offline when B closes, without asking", async () => {
    const B = await core('b');
    try {
      await call(B, 'team.join', { name: 'Studio', url: server.httpUrl, token: tokens.bob, hubUrl: 'http://127.0.0.1:9' });
      await until(() => memberOnA('bob')?.online === true, 4000, 'bob online on A');
      expect(memberOnA('ann')).toMatchObject({ online: true, revokedAt: null });
      // B opens a draft: A sees it; B's window closes: A's presence and members follow.
      await call(B, 'team.presence.set', { draftId: 'd_1', caret: 3 });
      await until(() => aPresence.some((p) => p.member === 'bob' && p.draftId === 'd_1'), 4000, "bob's presence on A");
    } finally {
      await B.close();
    }
    await until(() => !aPresence.some((p) => p.member === 'bob'), 4000, "bob's presence to leave A");
    await until(() => memberOnA('bob')?.online === false, 4000, 'bob offline on A');
  });

  it("a revoked member is shown revoked on A's screens and their presence goes", async () => {
    const C = await core('c');
    try {
      await call(C, 'team.join', { name: 'Studio', url: server.httpUrl, token: tokens.cat, hubUrl: 'http://127.0.0.1:9' });
      await call(C, 'team.presence.set', { draftId: 'd_2' });
      await until(() => aPresence.some((p) => p.member === 'cat') && memberOnA('cat')?.online === true, 5000, 'cat online and present on A');
      await server.revokeMember('cat');
      await until(() => !aPresence.some((p) => p.member === 'cat'), 2000, "cat's presence to leave A");
      await until(() => memberOnA('cat')?.revokedAt !== null && memberOnA('cat')?.online === false, 2000, 'cat shown revoked on A');
    } finally {
      await C.close();
    }
  });

  it('a core whose session closes (left the team) shows nobody’s presence, not the last list it heard', async () => {
    const B = await core('b2');
    try {
      await call(B, 'team.join', { name: 'Studio', url: server.httpUrl, token: tokens.bob, hubUrl: 'http://127.0.0.1:9' });
      await call(B, 'team.presence.set', { draftId: 'd_3' });
      await until(() => aPresence.some((p) => p.member === 'bob'), 5000, "bob's presence on A");
      // A leaves the team (its session closes): its screens are told nobody is there any more.
      await call(A, 'team.leave', {});
      await until(() => aPresence.length === 0, 2000, 'an empty presence on A');
    } finally {
      await B.close();
    }
  });
});
