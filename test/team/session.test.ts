/**
 * The team session (issue 33 item 2): a binding's doc carried to a team server and back, status,
 * refusals. One server per file; the binding is a stand-in (fake-binding.ts) so this file tests the
 * session alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openWritable } from '../../src-main/library';
import { openTeamSession, readLastInStep, type TeamSession, type TeamSessionStatus } from '../../src-main/team/session';
import { FakeBinding } from './fake-binding';
import { startTeamServer, type TeamServer } from '../../src-main/team-server';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { memberToken } from '../helpers/team-owner';

const MEMBERS = { ann: { name: 'Ann', role: 'editor' }, bob: { name: 'Bob', role: 'editor' }, vic: { name: 'Vic', role: 'viewer' }, rex: { name: 'Rex', role: 'editor' } } as const;
const tokens: Record<string, string> = {};
let dir: string;
let server: TeamServer;
const open: TeamSession[] = [];
const library = () => {
  return openWritable(':memory:');
};
const session = (who: string, binding = new FakeBinding(), db = library(), role: 'editor' | 'viewer' | null = null) => {
  const s = openTeamSession({ db, workspace: { id: 'ws1', teamUrl: server.httpUrl, role }, token: tokens[who] ?? who, binding, WebSocket, reconnectDelayMs: 100 });
  open.push(s);
  return { s, binding, db };
};
const until = async (what: () => boolean, ms = 5000): Promise<void> => {
  const end = Date.now() + ms;
  while (!what()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'postroom-team-session-'));
  server = await startTeamServer({ dataDir: dir, port: 0, teamName: 'Studio', revocationCheckMs: 200 });
  for (const [k, m] of Object.entries(MEMBERS)) tokens[k] = await memberToken(server.store, m);
});
afterAll(async () => {
  for (const s of open) await s.close();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('team session', () => {
  it('carries an edit from one laptop to another, marks it sent and keeps the time it was in step', async () => {
    const a = session('ann');
    const b = session('bob');
    await Promise.all([a.s.inStep(), b.s.inStep()]);
    a.binding.edit('d1', 'Hello from Ann');
    expect(a.s.status.pending).toBe(1);
    await until(() => b.binding.caption('d1') === 'Hello from Ann');
    await until(() => a.s.status.pending === 0);
    const st: TeamSessionStatus = await a.s.inStep();
    expect(st).toMatchObject({ state: 'online', pending: 0, me: { name: 'Ann', role: 'editor' }, team: { name: 'Studio' } });
    expect(readLastInStep(a.db, 'ws1')).toBe(st.lastInStep);
    // Nothing B received counts as B's own to send.
    expect(b.s.status.pending).toBe(0);
  });

  it('starts from the binding state: edits made before connecting go out on connect', async () => {
    const binding = new FakeBinding();
    binding.edit('d2', 'typed offline');
    const a = session('ann', binding);
    await a.s.inStep();
    expect(binding.pending()).toBe(0);
    const b = session('bob');
    await b.s.inStep();
    expect(b.binding.caption('d2')).toBe('typed offline');
  });

  it('a wrong token: status unauthorized, inStep rejects with the typed code, local edits kept', async () => {
    const binding = new FakeBinding();
    binding.edit('d3', 'mine');
    const x = session('prt_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', binding);
    await expect(x.s.inStep()).rejects.toMatchObject({ name: 'TeamError', code: 'unauthorized' });
    expect(x.s.status.state).toBe('unauthorized');
    expect(binding.pending()).toBe(1);
  });

  it('a corrupt update is reported and the session goes on', async () => {
    const a = session('ann');
    const b = session('bob');
    await Promise.all([a.s.inStep(), b.s.inStep()]);
    b.binding.failNext = true;
    a.binding.edit('d4', 'first');
    await until(() => b.s.status.error?.code === 'corrupt_update');
    expect(b.binding.caption('d4')).toBe('');
    a.binding.edit('d5', 'second');
    await until(() => b.binding.caption('d5') === 'second');
    // The skipped change came along with the next one: nothing stalls behind a bad update.
    expect(b.binding.caption('d4')).toBe('first');
    expect(b.s.status.state).toBe('online');
  });

  it('a viewer sends nothing, and its session refuses a flush', async () => {
    const v = session('vic', new FakeBinding(), library(), 'viewer');
    await v.s.inStep();
    expect(v.s.status.me?.role).toBe('viewer');
    expect(() => v.s.flush()).toThrow(expect.objectContaining({ code: 'forbidden' }));
  });

  it('a member whose role was lowered to viewer (the row still says editor) gets in step; what it sent stays pending', async () => {
    const binding = new FakeBinding();
    binding.edit('lowered', 'typed as an editor');
    const v = session('vic', binding, library(), 'editor');
    const st = await v.s.inStep(5000);
    expect(st.me?.role).toBe('viewer');
    expect(binding.pending()).toBe(1);
    // Kept, but not "waiting to go out": a viewer sends nothing, so its status says 0 (no endless "Sending…").
    expect(st.pending).toBe(0);
    expect(v.s.status.pending).toBe(0);
    binding.edit('lowered2', 'typed later');
    expect(v.s.status.pending).toBe(0);
  });

  it('a revoked token: status revoked, local edits kept', async () => {
    const r = session('rex');
    await r.s.inStep();
    await server.revokeMember('Rex');
    r.binding.edit('d6', 'after revoke');
    await until(() => r.s.status.state === 'revoked');
    expect(r.binding.pending()).toBe(1);
    expect(r.binding.caption('d6')).toBe('after revoke');
  });
});
