/**
 * The server's write guard inside a document (authorship; issue 34 items 1 and 6): an EDITOR's
 * raw Yjs client, which may write the `reviews` document, cannot make a post read as approved or
 * rewrite who did what. Each forged write below is refused by the REAL team server (started once
 * for the file) before it is applied: another member's raw client never sees it, the server logs
 * one line, and the editor's connection is closed with the reason `write_refused`. An honest write
 * of the same editor still goes through.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { startTeamServer, type TeamServer } from '../../src-main/team-server';
import { connect, sleep, waitFor, type TestClient } from './clients';
import { memberToken } from '../helpers/team-owner';

let root: string;
let server: TeamServer;
const log: string[] = [];
const tokens: Record<string, string> = {};
const open: TestClient[] = [];
/** Bob's (approver) raw clients: what every other laptop would receive. */
let bobReviews: TestClient;
let bobApprovals: TestClient;
let bobLibrary: TestClient;

const AT = '2026-11-27T06:00:00.000Z';
const step = (id: string, o: Record<string, unknown>) => ({ id, draft_id: 'd1', revision: 'r1', at: AT, comment_id: null, approval_id: null, ...o });
const decision = (id: string, o: Record<string, unknown>) => ({ id, export_id: 'x1', draft_id: 'd1', revision: 'r1', decision: 'approve', relayed_by: 'Ann', approval_id: null, comment_id: null, at: AT, ...o });

function client(token: string, name: string): TestClient {
  const c = connect(server.url, { token, name });
  open.push(c);
  return c;
}

/** A raw client of `who` on `doc` makes one write; resolves with the reason its connection was closed for (or null after a while). */
async function writeAs(who: string, doc: string, write: (d: Y.Doc) => void): Promise<string | null> {
  const c = client(tokens[who]!, doc);
  await c.synced;
  let reason: string | null = null;
  c.provider.on('close', ({ event }: { event: { reason?: string } }) => void (reason ??= event.reason ?? ''));
  write(c.doc);
  await waitFor(() => reason !== null, 1500).catch(() => undefined);
  c.destroy();
  return reason;
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'postroom-write-guard-'));
  server = await startTeamServer({ dataDir: join(root, 'server'), port: 0, storeDebounceMs: 20, storeMaxDebounceMs: 100, log: (l) => void log.push(l) });
  tokens.ann = await memberToken(server.store, { name: 'Ann', role: 'editor' });
  tokens.bob = await memberToken(server.store, { name: 'Bob', role: 'approver' });
  bobReviews = client(tokens.bob, 'reviews');
  bobApprovals = client(tokens.bob, 'approvals');
  bobLibrary = client(tokens.bob, 'library');
  await Promise.all([bobReviews.synced, bobApprovals.synced, bobLibrary.synced]);
  // What is there before: Ann's submit and her relay of a client's approval (waiting for an approver), Bob's approval of another post.
  expect(await writeAs('ann', 'reviews', (d) => {
    d.getMap('steps').set('s-submit', step('s-submit', { action: 'submit', state: 'in_review', actor: 'Ann' }));
    d.getMap('clientDecisions').set('cd-1', decision('cd-1', {}));
  })).toBe(null);
  bobApprovals.doc.transact(() => {
    bobApprovals.doc.getMap('approvals').set('ap-1', { id: 'ap-1', draft_id: 'd2', revision: 'r2', actor: 'Bob', at: AT });
    bobApprovals.doc.getMap('steps').set('s-ap-1', step('s-ap-1', { draft_id: 'd2', revision: 'r2', action: 'approve', state: 'approved', actor: 'Bob', approval_id: 'ap-1' }));
  });
  await waitFor(() => bobReviews.doc.getMap('clientDecisions').has('cd-1'));
  await sleep(100);
});
afterAll(async () => {
  for (const c of open) c.destroy();
  await server.stop();
  rmSync(root, { recursive: true, force: true });
});

const reviewsSeenByBob = () => JSON.stringify(bobReviews.doc.toJSON());

describe("an editor's forged writes of review rows are refused by the server", () => {
  it('a client decision recorded as an approval (approval_id), as if an approver had relayed or confirmed it', async () => {
    const before = reviewsSeenByBob();
    expect(await writeAs('ann', 'reviews', (d) => d.getMap('clientDecisions').set('cd-forged', decision('cd-forged', { approval_id: 'ap-1' })))).toBe('write_refused');
    await sleep(150);
    expect(reviewsSeenByBob()).toBe(before);
    expect(log.at(-1)).toMatch(/refused a write of Ann \(editor\) to "reviews": write_refused: a client decision recorded as an approver's approval/);
  });

  it('a client decision relayed in an approver\'s name', async () => {
    const before = reviewsSeenByBob();
    expect(await writeAs('ann', 'reviews', (d) => d.getMap('clientDecisions').set('cd-bob', decision('cd-bob', { relayed_by: 'Bob' })))).toBe('write_refused');
    await sleep(150);
    expect(reviewsSeenByBob()).toBe(before);
  });

  it("an approval step in 'reviews', and steps in another member's name", async () => {
    const before = reviewsSeenByBob();
    const forged = [
      step('s-f1', { action: 'approve', state: 'approved', actor: 'Bob', approval_id: 'ap-1' }),
      step('s-f2', { action: 'withdraw', state: 'draft', actor: 'Bob' }),
      step('s-f3', { action: 'request_changes', state: 'changes_requested', actor: 'client (via Bob)' }),
    ];
    for (const s of forged) expect(await writeAs('ann', 'reviews', (d) => d.getMap('steps').set(s.id, s))).toBe('write_refused');
    await sleep(150);
    expect(reviewsSeenByBob()).toBe(before);
  });

  it('the `by` of an existing decision changed, and a row deleted', async () => {
    const before = reviewsSeenByBob();
    expect(await writeAs('ann', 'reviews', (d) => d.getMap('clientDecisions').set('cd-1', decision('cd-1', { relayed_by: 'Bob' })))).toBe('write_refused');
    expect(await writeAs('ann', 'reviews', (d) => d.getMap('clientDecisions').set('cd-1', decision('cd-1', { approval_id: 'ap-1' })))).toBe('write_refused');
    expect(await writeAs('ann', 'reviews', (d) => d.getMap('steps').delete('s-submit'))).toBe('write_refused');
    expect(await writeAs('ann', 'reviews', (d) => d.getMap('clientDecisions').delete('cd-1'))).toBe('write_refused');
    await sleep(150);
    expect(reviewsSeenByBob()).toBe(before);
    expect((bobReviews.doc.getMap('clientDecisions').get('cd-1') as { relayed_by: string }).relayed_by).toBe('Ann');
  });

  it("an approval deleted or written by an editor: 'approvals' is read-only to her, nothing changes", async () => {
    const before = JSON.stringify(bobApprovals.doc.toJSON());
    const c = client(tokens.ann!, 'approvals');
    expect((await c.authenticated).readOnly).toBe(true);
    await c.synced;
    c.doc.getMap('approvals').delete('ap-1');
    c.doc.getMap('approvals').set('ap-forged', { id: 'ap-forged', draft_id: 'd1', revision: 'r1', actor: 'Bob', at: AT });
    await sleep(300);
    c.destroy();
    expect(JSON.stringify(bobApprovals.doc.toJSON())).toBe(before);
    expect(log.some((l) => /dropped a write of Ann \(editor\) to "approvals"/.test(l))).toBe(true);
  });

  it("the same editor's honest writes still go through: her comment, her own step, her relayed decision, a caption", async () => {
    expect(await writeAs('ann', 'reviews', (d) => {
      d.getMap('comments').set('c-1', { id: 'c-1', draft_id: 'd1', parent_id: null, author: 'Ann', body: 'Ready', mentions: [], at: AT });
      d.getMap('comments').set('c-2', { id: 'c-2', draft_id: 'd1', parent_id: null, author: 'client (via Ann)', body: 'Love it', mentions: [], at: AT });
      d.getMap('steps').set('s-w', step('s-w', { action: 'withdraw', state: 'draft', actor: 'Ann' }));
      d.getMap('clientDecisions').set('cd-2', decision('cd-2', { decision: 'request_changes' }));
    })).toBe(null);
    await waitFor(() => bobReviews.doc.getMap('clientDecisions').has('cd-2') && bobReviews.doc.getMap('comments').has('c-2') && bobReviews.doc.getMap('steps').has('s-w'));
    expect(await writeAs('ann', 'library', (d) => {
      const m = new Y.Map<unknown>();
      d.getMap('drafts').set('d9', m);
      m.set('caption', new Y.Text('hello'));
      const log = new Y.Array<unknown>();
      d.getMap('history').set('d9', log);
      log.push([{ member: 'Ann', at: AT, fields: ['created'] }]);
    })).toBe(null);
    await waitFor(() => bobLibrary.doc.getMap('drafts').has('d9') && (bobLibrary.doc.getMap('history').get('d9') as Y.Array<unknown>).length === 1);
  });
});
