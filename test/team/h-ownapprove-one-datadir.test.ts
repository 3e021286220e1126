/**
 * h-ownapprove (walk 43b, 3): the web host and the CLI on ONE data dir each hold a session of the `approvals` document
 * (two processes, two connections to one library). The team server's log showed each of Olivia's approvals refused
 * twice: both processes sent them. What the library keeps is the one truth for both: a refusal one process heard is
 * recorded once, the other knows it at once (its mode on, the rows set aside), never offers that approval again, and
 * never drops a row the other set aside.
 * Failed on the old code: each process held the rows it read when it opened: the second one's start() wrote an empty
 * list over the first one's refusals, then recorded only its own (k2 lost), and its copyRows offered k2 again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as Y from 'yjs';
import { afterEach, describe, expect, it } from 'vitest';
import { openLibrary, workspaces, type Library } from '../../src-main/library';
import { readSetAside, SetAside } from '../../src-main/team/set-aside';
import { readTeamStatus } from '../../src-main/team/status-read';
import type { TeamSessionStatus } from '../../src-main/team/session';

const WS = 'w1';
const ME = { name: 'Olivia', role: 'approver' as const };
let root = '';
const open: Library[] = [];
afterEach(() => {
  for (const l of open.splice(0)) l.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

/** Olivia's binding of the approvals document: two approvals of one post, each with its approve step. */
function approvalsDoc(): Y.Doc {
  const d = new Y.Doc();
  for (const k of ['k1', 'k2']) {
    d.getMap('approvals').set(k, { draft_id: 'p1', revision: `r-${k}`, actor: 'Olivia', at: '2026-11-29T10:00:00.000Z' });
    d.getMap('steps').set(`s-${k}`, { draft_id: 'p1', action: 'approve', actor: 'Olivia', approval_id: k, at: '2026-11-29T10:00:00.000Z' });
  }
  return d;
}

describe('one data dir, two processes (the web host and the CLI), refused approvals', () => {
  it('are recorded once, known to both, and never offered again by either', () => {
    root = mkdtempSync(join(tmpdir(), 'postroom-h-ownapprove-dd-'));
    const file = join(root, 'library.sqlite');
    const host = openLibrary(file);
    open.push(host);
    const cli = openLibrary(file);
    open.push(cli);
    const from = approvalsDoc();
    const inHost = new SetAside(host.db, WS, 'approvals');
    const inCli = new SetAside(cli.db, WS, 'approvals');
    expect(inCli.on).toBe(false);

    // The host's session heard both refusals first.
    inHost.start();
    inHost.setAsideApproval(from, 'k1', 'own_post');
    inHost.setAsideApproval(from, 'k2', 'own_post');
    // The CLI knows at once: set-aside mode on, both rows aside (its wire then starts from the server's state).
    expect(inCli.on).toBe(true);
    expect(inCli.rows.filter((r) => r.map === 'approvals').map((r) => r.key)).toEqual(['k1', 'k2']);

    // The CLI had sent k1 too (before it knew): the server refused it again; it is recorded once, k2 kept.
    inCli.start();
    inCli.setAsideApproval(from, 'k1', 'own_post');
    const kept = readSetAside(host.db, WS, 'approvals')!;
    expect(kept.map((r) => `${r.map}:${r.key}`)).toEqual(['approvals:k1', 'steps:s-k1', 'approvals:k2', 'steps:s-k2']);

    // Neither process offers them again.
    for (const s of [inCli, inHost]) {
      const wire = new Y.Doc();
      expect(s.copyRows(wire, from, ME, 'test')).toBe(0);
      expect([...wire.getMap('approvals').keys(), ...wire.getMap('steps').keys()]).toEqual([]);
    }
  });
});

describe("the CLI's team status beside the host on one data dir", () => {
  it('says the refusals the host set aside, though its own session has not said them yet', () => {
    root = mkdtempSync(join(tmpdir(), 'postroom-h-ownapprove-dd-'));
    const file = join(root, 'library.sqlite');
    const host = openLibrary(file);
    open.push(host);
    const cli = openLibrary(file);
    open.push(cli);
    const ws = workspaces.add(host.db, { name: 'Studio', hubUrl: 'https://hub.example.com' }).id;
    workspaces.setTeam(host.db, ws, { url: 'http://127.0.0.1:9', id: 'team_studio', member: 'Olivia', role: 'approver' });
    const inHost = new SetAside(host.db, ws, 'approvals');
    inHost.start();
    inHost.setAsideApproval(approvalsDoc(), 'k1', 'own_post');
    inHost.setAsideApproval(approvalsDoc(), 'k2', 'own_post');
    const w = workspaces.get(cli.db, ws);
    const session: TeamSessionStatus = { state: 'online', setAside: [], lastInStep: null, pending: 0, team: null, me: { name: 'Olivia', role: 'approver' }, error: null };
    const st = readTeamStatus(cli.db, { ...w, team: w.team! }, {
      open: { binding: { pending: () => 0 }, reviews: { status: { setAside: [] } }, approvals: { status: { setAside: [] } } },
      session, photoFailure: null,
    });
    expect(st.refused).toMatchObject({ mine: { approvals: 2, posts: 1 }, approvals: [{ draftId: 'p1', rule: 'own_post', times: 2 }] });
    expect(st.inStep).toBe(false);
  });
});
