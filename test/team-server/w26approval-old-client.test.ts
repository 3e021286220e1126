/**
 * w26approval (walk 24, 1): the REAL team server (started once for the file) refuses the self-approval an OLDER client
 * sends. Bảo (approver) edits Lan's approved post and approves it before any sync; the old client stamps his edit's
 * History line at the SYNC, after his approval's time, so the server read his edit as "after" the approval and let him
 * approve his own version. Written here as that client writes it: raw Yjs writes of the draft (schema draftToDoc), its
 * History line, then the approval of the revision he wrote. An approval of an OLDER version (Bảo approved Lan's, then
 * edited it) was stored then; since w27order it is refused (a version the team does not hold: stale anyway).
 * Failed on the old server: the forged approval of his own version was stored and reached Chi.
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
let chiApprovals: TestClient;

const AT = (hm: string): string => `2026-11-28T${hm}:00.000Z`;

/** A post of Lan's as the library holds it (one channel, no photo). */
const row = (id: string, caption: string): TeamDraftRow => ({
  id, profile_id: null, platforms: ['instagram'], caption, title: '', notes: '', fields: {}, scheduled_at: null, timezone: null, add_to_queue: false,
  state: 'draft', captions: {}, photos: [], tags: [], created_at: AT('09:00'), updated_at: AT('09:00'), deleted_at: null,
});
/** What an approval of that caption approves, written out by hand (review.ts contentRevision's subject). */
const revision = (caption: string): string => contentRevision({ caption, title: '', platforms: ['instagram'], profile_id: null, photos: [], scheduled_at: null, timezone: null, add_to_queue: false, fields: {} });
const approval = (id: string, draft: string, actor: string, caption: string, hm: string) => ({ id, draft_id: draft, revision: revision(caption), actor, at: AT(hm) });

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

/** The old client's share of a draft: its fields (draftToDoc) and one History line stamped `hm` (the sync's time). */
const share = (member: string, draftRow: TeamDraftRow, hm: string) => (d: Y.Doc): void => d.transact(() => {
  const fields = draftToDoc(d.getMap('drafts'), draftRow.id, draftRow, AT(hm));
  const h = d.getMap<Y.Array<unknown>>('history');
  let arr = h.get(draftRow.id);
  if (!arr) {
    arr = new Y.Array();
    h.set(draftRow.id, arr);
  }
  arr.push([{ member, at: AT(hm), fields: arr.length === 0 ? ['created'] : fields }]);
});

const approvalIds = (): string[] => [...chiApprovals.doc.getMap('approvals').keys()].sort();

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'postroom-w26approval-'));
  server = await startTeamServer({ dataDir: join(root, 'server'), port: 0, storeDebounceMs: 20, storeMaxDebounceMs: 100, log: (l) => void log.push(l) });
  tokens.lan = (await createMemberToken(server.store, { name: 'Lan', role: 'editor' })).token;
  tokens.bao = (await createMemberToken(server.store, { name: 'Bảo', role: 'approver' })).token;
  tokens.chi = (await createMemberToken(server.store, { name: 'Chi', role: 'approver' })).token;
  chiApprovals = client('chi', 'approvals');
  await chiApprovals.synced;
  // Lan created p1 and p2 at 09:00; Chi approved both at 10:00.
  expect(await writeAs('lan', 'library', share('Lan', row('p1', 'Lan wrote this'), '09:00'))).toBe(null);
  expect(await writeAs('lan', 'library', share('Lan', row('p2', 'Lan wrote that'), '09:00'))).toBe(null);
  expect(await writeAs('chi', 'approvals', (d) => {
    d.getMap('approvals').set('a-p1', approval('a-p1', 'p1', 'Chi', 'Lan wrote this', '10:00'));
    d.getMap('approvals').set('a-p2', approval('a-p2', 'p2', 'Chi', 'Lan wrote that', '10:00'));
  })).toBe(null);
  await waitFor(() => approvalIds().length === 2);
});
afterAll(async () => {
  for (const c of open) c.destroy();
  await server.stop();
  rmSync(root, { recursive: true, force: true });
});

describe("an older client's approval of the version its member wrote, sent with the edit at one sync", () => {
  it('Bảo edited at 10:30 and approved at 10:31 offline; his sync at 10:45 stamps the edit then: write_refused, Chi never sees it', async () => {
    expect(await writeAs('bao', 'library', share('Bảo', row('p1', 'Lan wrote this, Bảo fixed it'), '10:45'))).toBe(null);
    expect(await writeAs('bao', 'approvals', (d) => d.getMap('approvals').set('a-bao', approval('a-bao', 'p1', 'Bảo', 'Lan wrote this, Bảo fixed it', '10:31')))).toBe('write_refused');
    await sleep(150);
    expect(approvalIds()).toEqual(['a-p1', 'a-p2']);
    expect(log.at(-1)).toMatch(/refused a write of Bảo \(approver\) to "approvals": write_refused: an approval by "Bảo" of a version they wrote/);
  });

  // w27order (walk 25): an approval of a version the team does not hold is refused for every client (it is stale: it
  // would not let the post go out). Before, this approval of HER version was stored.
  it("Bảo approved Lan's version at 11:00, then edited it (synced at 11:15): his approval of her older version is refused (not held)", async () => {
    expect(await writeAs('bao', 'library', share('Bảo', row('p2', 'Lan wrote that, Bảo changed it after'), '11:15'))).toBe(null);
    expect(await writeAs('bao', 'approvals', (d) => d.getMap('approvals').set('a-bao-p2', approval('a-bao-p2', 'p2', 'Bảo', 'Lan wrote that', '11:00')))).toBe('write_refused');
    expect(log.at(-1)).toMatch(/a version the team does not hold/);
    expect(approvalIds()).not.toContain('a-bao-p2');
  });

  it('Chi approves the version Bảo wrote: stored', async () => {
    expect(await writeAs('chi', 'approvals', (d) => d.getMap('approvals').set('a-chi', approval('a-chi', 'p1', 'Chi', 'Lan wrote this, Bảo fixed it', '11:05')))).toBe(null);
    await waitFor(() => approvalIds().includes('a-chi'));
  });
});
