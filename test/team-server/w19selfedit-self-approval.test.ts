/**
 * w19selfedit (walk 17, finding 7): the REAL team server (started once for the file) refuses an approval by one who
 * wrote the post's version, where the team does not let authors approve their own posts: Bảo (approver) changed what
 * goes out of Lan's post after Chi approved it, and his raw client writes his approval of it: write_refused, nobody
 * sees it. So is the post's creator's own approval (before: the server checked only the approval's name and role). Chi's
 * approval goes through; so does Bảo's after a change of tags only, and his after an owner lets authors approve.
 * Failed on the old server: every forged approval below was stored and reached the other laptops.
 * w27order (walk 25): the server refuses an approval of a version its library does not hold, so the posts are in the
 * library here (draftToDoc) and each approval carries the revision of the post as held (before: a made-up `r-<id>`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { TeamDraftRow } from '../../src-main/library';
import { contentRevision } from '../../src-main/team';
import { draftToDoc } from '../../src-main/team/schema';
import { createMemberToken, startTeamServer, type TeamServer } from '../../src-main/team-server';
import { connect, sleep, waitFor, type TestClient } from './clients';

let root: string;
let server: TeamServer;
const log: string[] = [];
const tokens: Record<string, string> = {};
const open: TestClient[] = [];
/** Chi's raw client of `approvals`: what every other laptop would receive. */
let chiApprovals: TestClient;

const AT = (hm: string): string => `2026-11-27T${hm}:00.000Z`;
/** The posts' captions as the library holds them (the History lines below say who changed what; the words stay). */
const CAPTIONS: Record<string, string> = { p1: 'Lan wrote p1', p2: 'Lan wrote p2', p3: 'Bảo wrote p3' };
const row = (id: string): TeamDraftRow => ({
  id, profile_id: null, platforms: ['instagram'], caption: CAPTIONS[id]!, title: '', notes: '', fields: {}, scheduled_at: null, timezone: null, add_to_queue: false,
  state: 'draft', captions: {}, photos: [], tags: [], created_at: AT('09:00'), updated_at: AT('09:00'), deleted_at: null,
});
/** What an approval of a post approves: its revision as the library holds it (review.ts contentRevision's subject). */
const revision = (draft: string): string => contentRevision({ caption: CAPTIONS[draft]!, title: '', platforms: ['instagram'], profile_id: null, photos: [], scheduled_at: null, timezone: null, add_to_queue: false, fields: {} });
const approval = (id: string, draft: string, actor: string, hm: string) => ({ id, draft_id: draft, revision: revision(draft), actor, at: AT(hm) });

function client(who: string, doc: string): TestClient {
  const c = connect(server.url, { token: tokens[who]!, name: doc });
  open.push(c);
  return c;
}

/** A raw client of `who` on `doc` makes one write; resolves with the reason its connection was closed for (null: none). */
async function writeAs(who: string, doc: string, write: (d: Y.Doc) => void): Promise<string | null> {
  const c = client(who, doc);
  await c.synced;
  let reason: string | null = null;
  c.provider.on('close', ({ event }: { event: { reason?: string } }) => void (reason ??= event.reason ?? ''));
  write(c.doc);
  await waitFor(() => reason !== null, 1500).catch(() => undefined);
  c.destroy();
  return reason;
}

/** History lines of a draft, written by `who`'s laptop into `library` (the lines name their member). */
const lines = (draft: string, entries: Array<{ member: string; hm: string; fields: string[] }>) => (d: Y.Doc): void => {
  const h = d.getMap<Y.Array<unknown>>('history');
  let arr = h.get(draft);
  if (!arr) {
    arr = new Y.Array();
    h.set(draft, arr);
  }
  arr.push(entries.map((e) => ({ member: e.member, at: AT(e.hm), fields: e.fields })));
};

const approvalIds = (): string[] => [...chiApprovals.doc.getMap('approvals').keys()].sort();

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'postroom-w19selfedit-'));
  server = await startTeamServer({ dataDir: join(root, 'server'), port: 0, storeDebounceMs: 20, storeMaxDebounceMs: 100, log: (l) => void log.push(l) });
  tokens.mai = (await createMemberToken(server.store, { name: 'Mai', role: 'owner' })).token;
  tokens.lan = (await createMemberToken(server.store, { name: 'Lan', role: 'editor' })).token;
  tokens.bao = (await createMemberToken(server.store, { name: 'Bảo', role: 'approver' })).token;
  tokens.chi = (await createMemberToken(server.store, { name: 'Chi', role: 'approver' })).token;
  chiApprovals = client('chi', 'approvals');
  await chiApprovals.synced;
  expect(await writeAs('lan', 'library', (d) => d.transact(() => {
    for (const id of Object.keys(CAPTIONS)) draftToDoc(d.getMap('drafts'), id, row(id), AT('09:00'));
  }))).toBe(null);
  // Lan created p1 at 09:00; Chi approved it at 10:00; Bảo changed its caption at 10:30 and its tags at 10:40 (p2: tags only).
  expect(await writeAs('lan', 'library', lines('p1', [{ member: 'Lan', hm: '09:00', fields: ['created'] }]))).toBe(null);
  expect(await writeAs('lan', 'library', lines('p2', [{ member: 'Lan', hm: '09:00', fields: ['created'] }]))).toBe(null);
  expect(await writeAs('bao', 'library', lines('p3', [{ member: 'Bảo', hm: '09:00', fields: ['created'] }]))).toBe(null);
  expect(await writeAs('chi', 'approvals', (d) => {
    d.getMap('approvals').set('a-p1', approval('a-p1', 'p1', 'Chi', '10:00'));
    d.getMap('approvals').set('a-p2', approval('a-p2', 'p2', 'Chi', '10:00'));
  })).toBe(null);
  expect(await writeAs('bao', 'library', lines('p1', [{ member: 'Bảo', hm: '10:30', fields: ['caption'] }]))).toBe(null);
  expect(await writeAs('bao', 'library', lines('p2', [{ member: 'Bảo', hm: '10:40', fields: ['tags', 'notes'] }]))).toBe(null);
  await waitFor(() => approvalIds().length === 2);
});
afterAll(async () => {
  for (const c of open) c.destroy();
  await server.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('an approval by one who wrote the version is refused by the team server', () => {
  it("Bảo's forged approval of Lan's post he edited since Chi's approval: write_refused, nobody sees it", async () => {
    expect(await writeAs('bao', 'approvals', (d) => d.getMap('approvals').set('a-bao', approval('a-bao', 'p1', 'Bảo', '11:00')))).toBe('write_refused');
    await sleep(150);
    expect(approvalIds()).toEqual(['a-p1', 'a-p2']);
    expect(log.at(-1)).toMatch(/refused a write of Bảo \(approver\) to "approvals": write_refused: an approval by "Bảo" of a version they wrote \(they changed what goes out since its last approval/);
  });

  it("Bảo's approval of his own post (its creator): write_refused", async () => {
    expect(await writeAs('bao', 'approvals', (d) => d.getMap('approvals').set('a-own', approval('a-own', 'p3', 'Bảo', '11:00')))).toBe('write_refused');
    await sleep(150);
    expect(approvalIds()).toEqual(['a-p1', 'a-p2']);
    expect(log.at(-1)).toMatch(/an approval by "Bảo" of the post they created/);
  });

  it("Bảo's approval after a change of tags and notes only (not what goes out): stored", async () => {
    expect(await writeAs('bao', 'approvals', (d) => d.getMap('approvals').set('a-bao-p2', approval('a-bao-p2', 'p2', 'Bảo', '11:00')))).toBe(null);
    await waitFor(() => approvalIds().includes('a-bao-p2'));
  });

  it('Chi approves the version Bảo wrote: stored', async () => {
    expect(await writeAs('chi', 'approvals', (d) => d.getMap('approvals').set('a-chi', approval('a-chi', 'p1', 'Chi', '11:05')))).toBe(null);
    await waitFor(() => approvalIds().includes('a-chi'));
  });

  it("once an owner lets authors approve their own posts, Bảo's approval of his edit is stored", async () => {
    expect(await writeAs('bao', 'library', lines('p1', [{ member: 'Bảo', hm: '11:10', fields: ['photos'] }]))).toBe(null);
    expect(await writeAs('mai', 'settings', (d) => d.getMap('review').set('authorsMayApprove', true))).toBe(null);
    expect(await writeAs('bao', 'approvals', (d) => d.getMap('approvals').set('a-bao-2', approval('a-bao-2', 'p1', 'Bảo', '11:20')))).toBe(null);
    await waitFor(() => approvalIds().includes('a-bao-2'));
  });
});
