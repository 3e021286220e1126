/**
 * composelive (walk 5, issue 34): on the editor's own laptop, a post edited after its approval names its editor
 * (me) at once, before the edit reaches the team's history. Before: `editedBy` null there ("đã sửa sau khi Bảo
 * duyệt", no subject) while a teammate's laptop said "edited by Lan". A REAL team server (started once for the file).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../src-main/bridge';
import { createMemberToken, startTeamServer, type TeamServer } from '../../src-main/team-server';
import { appCores, joinOnline } from './helpers';

let root: string;
let server: TeamServer;
const { core, call, until, closeCores } = appCores({ root: () => root });

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'postroom-composelive-me-'));
  server = await startTeamServer({ dataDir: join(root, 'server'), port: 0, teamName: 'Studio', storeDebounceMs: 20, storeMaxDebounceMs: 100 });
}, 60_000);
afterAll(async () => {
  await closeCores();
  await server.stop();
  rmSync(root, { recursive: true, force: true });
});

type Review = { state: string; stale: boolean; editedBy: string | null; last: { by: string } | null };

describe("the editor's own laptop, an approved post edited", () => {
  it('says editedBy: me at once, and the approver\'s laptop names the editor', async () => {
    const lan: Core = await core('lan');
    const bao: Core = await core('bao');
    await joinOnline(server.httpUrl, [
      [lan, (await createMemberToken(server.store, { name: 'Lan', role: 'editor' })).token],
      [bao, (await createMemberToken(server.store, { name: 'Bảo', role: 'approver' })).token],
    ]);
    const d = await call<{ id: string }>(lan, 'drafts.create', { draft: { caption: 'Giờ mở cửa Tết', platforms: ['x'] } });
    await call(lan, 'review.act', { draftId: d.id, action: 'submit' });
    await until(async () => (await call<Record<string, Review>>(bao, 'review.get', { draftIds: [d.id] }).catch(() => ({} as Record<string, Review>)))[d.id]?.state === 'in_review');
    await call(bao, 'review.act', { draftId: d.id, action: 'approve' });
    await until(async () => (await call<Record<string, Review>>(lan, 'review.get', { draftIds: [d.id] }))[d.id]!.state === 'approved');
    const cur = await call<{ revision: number }>(lan, 'drafts.get', { id: d.id });
    await call(lan, 'drafts.update', { id: d.id, patch: { caption: 'Giờ mở cửa Tết (Lan sửa)' }, revision: cur.revision });
    const mine = (await call<Record<string, Review>>(lan, 'review.get', { draftIds: [d.id] }))[d.id]!;
    expect(mine).toMatchObject({ stale: true, editedBy: 'Lan', last: { by: 'Bảo' } });
    await until(async () => (await call<Record<string, Review>>(bao, 'review.get', { draftIds: [d.id] }))[d.id]!.stale);
    expect((await call<Record<string, Review>>(bao, 'review.get', { draftIds: [d.id] }))[d.id]).toMatchObject({ editedBy: 'Lan' });
  });
});
