/**
 * readonlywhy (issue 34, walk 4): after this workspace LEFT its team, a kept team draft's review
 * verdicts say `left_team` for every action before one is pressed (Compose's review panel shut with
 * the reason; it used to offer Approve, refused only when pressed), and the Review queue (and so the
 * sidebar's count) holds only drafts of the current team. A REAL team server, started once for the file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostReviewDto, ReviewListDto } from '../../src-main/bridge/contract';
import { createMemberToken, startTeamServer, type TeamServer } from '../../src-main/team-server';
import { appCores } from './helpers';

let root: string;
let server: TeamServer;
let token = '';
const { core, call, closeCores } = appCores({ root: () => root });

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'postroom-readonlywhy-left-'));
  server = await startTeamServer({ dataDir: join(root, 'server'), port: 0, teamName: 'Studio', storeDebounceMs: 20, storeMaxDebounceMs: 100 });
  token = (await createMemberToken(server.store, { name: 'Chi', role: 'owner' })).token;
}, 60_000);
afterAll(async () => {
  await closeCores();
  await server.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('a kept draft of a team this workspace left', () => {
  it('every review action is refused with left_team before it is pressed, and the queue leaves it out', async () => {
    const chi = await core('chi');
    await call(chi, 'team.join', { name: 'Studio', url: server.httpUrl, token, hubUrl: 'http://127.0.0.1:9' });
    const d = await call<{ id: string }>(chi, 'drafts.create', { draft: { caption: 'readonlywhy left', platforms: ['x'], profile_id: 'prof_caphe' } });
    await call(chi, 'review.act', { draftId: d.id, action: 'submit' });
    const before = (await call<Record<string, PostReviewDto>>(chi, 'review.get', { draftIds: [d.id] }))[d.id]!;
    expect(before.actions.withdraw).toEqual({ do: 'allowed' });
    expect((await call<ReviewListDto>(chi, 'review.list', {})).rows.map((r) => r.draftId)).toContain(d.id);

    await call(chi, 'team.leave', {});
    const after = (await call<Record<string, PostReviewDto>>(chi, 'review.get', { draftIds: [d.id] }))[d.id]!;
    for (const a of ['submit', 'approve', 'request_changes', 'withdraw', 'comment'] as const) expect(after.actions[a], a).toEqual({ do: 'refused', reason: 'left_team' });
    // What the screen says is what pressing meets.
    const pressed = await chi.dispatch('review.act', { draftId: d.id, action: 'approve' });
    expect(pressed.ok).toBe(false);
    expect(!pressed.ok && pressed.error.details?.reason).toBe('left_team');
    const list = await call<ReviewListDto>(chi, 'review.list', {});
    expect(list.rows.map((r) => r.draftId)).not.toContain(d.id);
    expect(Object.values(list.counts).reduce((a, b) => a + b, 0)).toBe(0);

    // w26left (walk 22 #6): a draft of the workspace's own (made after leaving) is not sent for review either: the team
    // would never have the step (before: "in review" on this laptop only). Refused, naming the team; the queue stays empty.
    const own = await call<{ id: string }>(chi, 'drafts.create', { draft: { caption: 'readonlywhy own', platforms: ['x'], profile_id: 'prof_caphe' } });
    const sent = await chi.dispatch('review.act', { draftId: own.id, action: 'submit' });
    expect(!sent.ok && sent.error).toMatchObject({ code: 'left_team', message: expect.stringMatching(/^You left .*: sending for review needs the team\. Rejoin, then send it for review\./) });
    expect((await call<ReviewListDto>(chi, 'review.list', {})).rows.map((r) => r.draftId)).toEqual([]);
  });
});
