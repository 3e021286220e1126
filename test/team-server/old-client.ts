/**
 * What the old-client team-server files share (w26approval-old-client, w27order-old-client): the REAL team server, started
 * once for the file, with Lan (editor), Bảo and Chi (approvers); Lan's p1 and p2 shared at 09:00, Chi's approvals of both
 * at 10:00; and the raw writes an OLDER client makes (its draft's fields and one History line stamped at its sync).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import * as Y from 'yjs';
import type { TeamDraftRow } from '../../src-main/library';
import { contentRevision } from '../../src-main/team';
import { draftToDoc } from '../../src-main/team/schema';
import { startTeamServer, type TeamServer } from '../../src-main/team-server';
import { connect, waitFor, type TestClient } from './clients';
import { memberToken } from '../helpers/team-owner';

/** Registers the file's beforeAll and afterAll; answers the server's log and the old client's writes. */
export function useOldClientTeam(prefix: string) {
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
    root = mkdtempSync(join(tmpdir(), prefix));
    server = await startTeamServer({ dataDir: join(root, 'server'), port: 0, storeDebounceMs: 20, storeMaxDebounceMs: 100, log: (l) => void log.push(l) });
    tokens.lan = await memberToken(server.store, { name: 'Lan', role: 'editor' });
    tokens.bao = await memberToken(server.store, { name: 'Bảo', role: 'approver' });
    tokens.chi = await memberToken(server.store, { name: 'Chi', role: 'approver' });
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
  return { log, row, approval, writeAs, share, approvalIds };
}
