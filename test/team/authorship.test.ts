/**
 * authorship (issue 34, walk 3b): a post's author is the member who CREATED the draft (its first
 * History line, "<name> created this draft"), not whoever sent it for review first. A REAL team
 * server (started once for the file) and three laptops through the CLI: Ann (editor), Bob and
 * Carol (approvers); the team's default settings (authors may not approve their own posts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibrary, reviews } from '../../src-main/library';
import { reviewOf } from '../../src-main/team';
import { startTeamServer, type TeamServer } from '../../src-main/team-server';
import { cliLaptop, type CliLaptop } from './helpers';
import { memberToken } from '../helpers/team-owner';

let root: string;
let server: TeamServer;
let A: CliLaptop;
let B: CliLaptop;
let C: CliLaptop;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'postroom-authorship-'));
  server = await startTeamServer({ dataDir: join(root, 'server'), port: 0, storeDebounceMs: 20, storeMaxDebounceMs: 100 });
  const ann = await memberToken(server.store, { name: 'Ann', role: 'editor' });
  const bob = await memberToken(server.store, { name: 'Bob', role: 'approver' });
  const carol = await memberToken(server.store, { name: 'Carol', role: 'approver' });
  A = cliLaptop(root, 'a', ann);
  B = cliLaptop(root, 'b', bob);
  C = cliLaptop(root, 'c', carol);
  for (const l of [A, B, C]) await l.ok(['workspace', 'join', 'Studio', '--team', server.httpUrl, '--hub', 'http://127.0.0.1:9']);
});
afterAll(async () => {
  await server.stop();
  rmSync(root, { recursive: true, force: true });
});

/** A draft made on a laptop and shared (its History's first line names its maker). */
async function draftOn(l: CliLaptop, caption: string): Promise<string> {
  const id = l.lib((x) => x.drafts.create(x.db, { caption, platforms: ['instagram'] }).id);
  await l.sync();
  for (const o of [A, B, C]) if (o !== l) await o.sync();
  return id;
}
const authorOn = (l: CliLaptop, id: string): string | null => l.lib((x) => reviewOf(x.db, id).author);
const syncAll = async (): Promise<void> => {
  for (const l of [A, B, C, A]) await l.sync();
};

describe("a post's author is the member who created the draft", () => {
  it('Ann (editor) drafts, Bob (approver) submits it: Ann is its author on every laptop, and Bob may approve it', async () => {
    const id = await draftOn(A, 'Ann wrote this');
    await B.ok(['review', 'submit', id]);
    await syncAll();
    for (const l of [A, B, C]) expect(authorOn(l, id)).toBe('Ann');
    expect(B.lib((x) => reviews.history(x.db, id).map((s) => [s.action, s.by]))).toEqual([['submit', 'Bob']]);
    const r = await B.run(['review', 'approve', id, '--json']);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    await syncAll();
    expect(A.lib((x) => reviewOf(x.db, id).state)).toBe('approved');
    // The review queue: the post is Ann's ("came back" to her, approved), not Bob's.
    const mine = await A.ok(['review', 'list', '--mine']);
    expect(mine.lines().map((l) => (l as { review?: { draftId: string } }).review?.draftId)).toContain(id);
  });

  it('Carol (approver) drafts, Bob submits it: Carol may not approve her own post, Bob may', async () => {
    const id = await draftOn(C, 'Carol wrote this');
    await B.ok(['review', 'submit', id]);
    await syncAll();
    for (const l of [A, B, C]) expect(authorOn(l, id)).toBe('Carol');
    const own = await C.run(['review', 'approve', id, '--json']);
    expect(own.code).toBe(1);
    expect(own.stdout + own.stderr).toMatch(/own_post|own post/);
    expect(C.lib((x) => reviewOf(x.db, id).state)).toBe('in_review');
    await B.ok(['review', 'approve', id]);
  });

  it('Ann drafts and submits; an approver relays a client decision on it: Ann stays its author and still may not approve', async () => {
    const id = await draftOn(A, 'Ann wrote and sent this');
    await A.ok(['review', 'submit', id]);
    await syncAll();
    // Bob relays the client's request for changes (what a decisions file import writes: a step "client (via Bob)").
    B.lib((x) => {
      const d = x.drafts.get(x.db, id);
      reviews.addStep(x.db, { draftId: id, action: 'request_changes', state: 'changes_requested', revision: reviewOf(x.db, d).revision, by: 'client (via Bob)', workspaceId: d.workspaceId });
    });
    await syncAll();
    // h-unchanged: not edited since the client's request (the latest), so sent again unchanged on purpose.
    await A.ok(['review', 'submit', id, '--unchanged']);
    await syncAll();
    for (const l of [A, B, C]) expect(authorOn(l, id)).toBe('Ann');
    const r = await A.run(['review', 'approve', id, '--json']);
    expect(r.code).toBe(1);
    expect(A.lib((x) => reviewOf(x.db, id).state)).toBe('in_review');
  });

  it('a draft no History names a creator of (made before the team) keeps its first submitter as author', () => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-authorship-solo-'));
    try {
      const x = openLibrary(join(dir, 'library.sqlite'));
      try {
        const d = x.drafts.create(x.db, { caption: 'old' });
        reviews.addStep(x.db, { draftId: d.id, action: 'submit', state: 'in_review', revision: 'r', by: 'Lan' });
        expect(reviews.authorOf(x.db, d.id)).toBe('Lan');
        reviews.recordCreator(x.db, { draftId: d.id, workspaceId: d.workspaceId, member: 'Mai', at: '2026-11-27T00:00:00.000Z' });
        expect(reviews.authorOf(x.db, d.id)).toBe('Mai');
        // The first record stands.
        expect(reviews.recordCreator(x.db, { draftId: d.id, workspaceId: d.workspaceId, member: 'Lan', at: '2026-11-27T00:00:01.000Z' })).toBe(false);
        expect(reviews.authorOf(x.db, d.id)).toBe('Mai');
      } finally {
        x.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
