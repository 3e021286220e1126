/**
 * The team session through the bridge (issue 33 item 5): two app cores (two data dirs) join one
 * real team server with team.join, a draft edited on A reaches B's library (and B's screens are
 * told), team.status answers the same object as the CLI, presence goes from A to B's 'team'
 * event, a draft's history names who changed it, and a viewer's core refuses library writes.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../src-main/bridge';
import type { BridgeEvents } from '../../src-main/bridge/contract';
import { startTeamServer, type TeamServer } from '../../src-main/team-server';
import { appCores } from './helpers';
import { memberToken } from '../helpers/team-owner';

let root: string;
let server: TeamServer;
const tokens: Record<string, string> = {};

const { core, call, until, closeCores } = appCores({ root: () => root });

let A: Core;
let B: Core;
const bEvents: Array<BridgeEvents['team'] | { changed: string[] }> = [];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'postroom-team-bridge-'));
  server = await startTeamServer({ dataDir: join(root, 'server'), port: 0, teamName: 'Studio Lumen' });
  for (const [k, role] of [['ann', 'editor'], ['bob', 'editor'], ['vic', 'viewer']] as const) tokens[k] = await memberToken(server.store, { name: k, role });
  A = await core('a');
  B = await core('b');
  B.events.subscribe((topic, payload) => {
    if (topic === 'team') bEvents.push(payload as BridgeEvents['team']);
    if (topic === 'library.changed') bEvents.push({ changed: (payload as BridgeEvents['library.changed']).draftIds });
  });
});
afterAll(async () => {
  await closeCores();
  await server.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('team through the bridge', () => {
  it('a wrong token through team.join saves nothing', async () => {
    await expect(call(A, 'team.join', { name: 'Studio', url: server.httpUrl, token: `prt_${'B'.repeat(43)}`, hubUrl: 'http://127.0.0.1:9' })).rejects.toMatchObject({ code: 'unauthorized' });
    expect((await call<Array<{ name: string }>>(A, 'workspaces.list', {})).map((w) => w.name)).toEqual(['Sandbox']);
  });

  it('joins both, carries an edit from A to B, and tells B’s screens', async () => {
    const sa = await call<{ state: string; me: { name: string } }>(A, 'team.join', { name: 'Studio', url: server.httpUrl, token: tokens.ann, hubUrl: 'http://127.0.0.1:9' });
    expect(sa.me.name).toBe('ann');
    await call(B, 'team.join', { name: 'Studio', url: server.httpUrl, token: tokens.bob, hubUrl: 'http://127.0.0.1:9' });
    await until(async () => (await call<{ state: string }>(A, 'team.status', {})).state === 'online' && (await call<{ state: string }>(B, 'team.status', {})).state === 'online');
    const d = await call<{ id: string }>(A, 'drafts.create', { draft: { caption: 'From Ann’s laptop', platforms: ['instagram'] } });
    await until(() => {
      try {
        return B.services.library.drafts.get(B.services.library.db, d.id).caption === 'From Ann’s laptop';
      } catch {
        return false;
      }
    });
    await until(() => bEvents.some((e) => 'changed' in e && e.changed.includes(d.id)));
    expect(bEvents.some((e) => 'kind' in e && e.kind === 'status' && e.status.state === 'online')).toBe(true);
    const st = await call<Record<string, unknown>>(B, 'team.status', {});
    expect(st).toMatchObject({ state: 'online', team: { name: 'Studio Lumen' }, me: { name: 'bob', role: 'editor' }, canEdit: true, pending: 0 });
    expect((st.members as Array<{ name: string; online: boolean }>).filter((m) => m.online).map((m) => m.name).sort()).toEqual(['ann', 'bob']);
    const history = await call<Array<{ member: string; fields: string[] }>>(B, 'team.history', { draftId: d.id });
    expect(history[0]?.member).toBe('ann');
  });

  it('presence: the draft A has open shows in B’s team event', async () => {
    const d = await call<{ id: string }>(A, 'drafts.create', { draft: { caption: 'open me' } });
    await call(A, 'team.presence.set', { draftId: d.id, caret: 4 });
    await until(() => bEvents.some((e) => 'kind' in e && e.kind === 'presence' && e.presence.some((p) => p.member === 'ann' && p.draftId === d.id && p.caret === 4)));
  });

  it('a photo added on A while both are online arrives on B by itself (same sha256)', async () => {
    const bytes = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 13) % 256));
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const file = join(root, 'live.jpg');
    writeFileSync(file, bytes);
    const lib = A.services.library;
    const id = lib.drafts.create(lib.db, { caption: 'live photo', photos: [{ path: file, sha256, bytes: bytes.length, mime: 'image/jpeg' }] }).id;
    await until(() => {
      try {
        const p = B.services.library.drafts.get(B.services.library.db, id).photos[0];
        return p?.path != null && createHash('sha256').update(readFileSync(p.path)).digest('hex') === sha256;
      } catch {
        return false;
      }
    }, 15_000);
  });

  it('a viewer’s core refuses library writes (forbidden) and changes nothing', async () => {
    const V = await core('v');
    await call(V, 'team.join', { name: 'Studio', url: server.httpUrl, token: tokens.vic, hubUrl: 'http://127.0.0.1:9' });
    const st = await call<{ canEdit: boolean; me: { role: string } }>(V, 'team.status', {});
    expect(st).toMatchObject({ canEdit: false, me: { role: 'viewer' } });
    const before = V.services.library.drafts.count(V.services.library.db);
    await expect(call(V, 'drafts.create', { draft: { caption: 'viewer' } })).rejects.toMatchObject({ code: 'forbidden' });
    expect(V.services.library.drafts.count(V.services.library.db)).toBe(before);
  });

  it('team.leave: the workspace stays with its drafts, no longer shared', async () => {
    const st = await call<{ state: string }>(B, 'team.leave', {});
    expect(st.state).toBe('not_a_team');
    expect((await call<Array<{ name: string }>>(B, 'workspaces.list', {})).map((w) => w.name)).toContain('Studio');
  });
});
