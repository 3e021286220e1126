/**
 * refusedloop (issue 34), in the app: a laptop's session stays open while the team server's write
 * guard refuses a `reviews` row written on it (a step in another member's name, put straight into its
 * library). The session sets the row aside and connects again: the member's later review writes reach
 * the team, and `team.status` names the refused change and never says in step. A REAL team server
 * (started once for the file) and two app cores: Ann (editor), Bob (approver).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../src-main/bridge';
import { openLibrary, reviews } from '../../src-main/library';
import { reviewOf } from '../../src-main/team';
import { startTeamServer, type TeamServer } from '../../src-main/team-server';
import { appCores, joinOnline } from './helpers';
import { memberToken } from '../helpers/team-owner';

let root = '';
let server: TeamServer;
const cores = appCores({ root: () => root, untilMs: 20_000 });
const { call, until } = cores;
let ann: Core;
let bob: Core;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'postroom-refused-loop-app-'));
  server = await startTeamServer({ dataDir: join(root, 'server'), port: 0 });
  const a = await memberToken(server.store, { name: 'Ann', role: 'editor' });
  const b = await memberToken(server.store, { name: 'Bob', role: 'approver' });
  ann = await cores.core('a');
  bob = await cores.core('b');
  await joinOnline(server.httpUrl, [[ann, a], [bob, b]], 20_000);
});
afterAll(async () => {
  await cores.closeCores();
  await server?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

interface Status { state: string; inStep: boolean; pending: number; refused: { count: number; documents: string[]; first: string | null } }
/** A post's review state on a laptop, or null while it has not the post yet. */
const stateOn = async (c: Core, id: string): Promise<string | null> => {
  try {
    return (await call<Record<string, { state: string }>>(c, 'review.get', { draftIds: [id] }))[id]?.state ?? null;
  } catch {
    return null;
  }
};

describe("a refused review row on an editor's open app", () => {
  it('is set aside while the session runs: her next submit reaches Bob, her status names the refused change', async () => {
    const first = await call<{ id: string }>(ann, 'drafts.create', { draft: { caption: 'First', platforms: ['instagram'] } });
    await call(ann, 'review.act', { draftId: first.id, action: 'submit' });
    await until(async () => (await stateOn(bob, first.id)) === 'in_review');

    // The forged row, written into Ann's library beside her running app.
    const lib = openLibrary(join(root, 'a', 'library.sqlite'));
    try {
      const d = lib.drafts.get(lib.db, first.id);
      reviews.addStep(lib.db, { draftId: first.id, action: 'request_changes', state: 'changes_requested', revision: reviewOf(lib.db, d).revision, by: 'Bob', workspaceId: d.workspaceId });
    } finally {
      lib.close();
    }
    await until(async () => (await call<Status>(ann, 'team.status', {})).refused.count === 1);

    const second = await call<{ id: string }>(ann, 'drafts.create', { draft: { caption: 'Second', platforms: ['instagram'] } });
    await call(ann, 'review.act', { draftId: second.id, action: 'submit' });
    await until(async () => (await stateOn(bob, second.id)) === 'in_review');
    // The forged step never reached Bob.
    expect(await stateOn(bob, first.id)).toBe('in_review');

    await until(async () => (await call<Status>(ann, 'team.status', {})).state === 'online');
    const s = await call<Status>(ann, 'team.status', {});
    expect(s).toMatchObject({ state: 'online', pending: 0, inStep: false, refused: { count: 1, documents: ['reviews'], first: 'a review step in the name of "Bob"' } });
  });
});
