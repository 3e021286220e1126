/**
 * composelive (walk 5, issue 34): a revoked laptop acts on nothing. A REAL team server (started once for the file).
 * Before: Compose's review panel kept "Withdraw" and the comment box open on a revoked laptop, and the core took
 * the review step and the comment locally: steps the team could never get. Now the core refuses review actions
 * and comments with the revocation (the library's reason), nothing written, and `review.get` says every action
 * is shut with it (the panel reads it). A viewer's comment is refused like a viewer's library change.
 */
import { describe, expect, it } from 'vitest';
import type { Core } from '../../src-main/bridge';
import { joinOnline, QUICK_STORE, useTeamServer } from './helpers';
import { memberToken } from '../helpers/team-owner';

const team = useTeamServer({ prefix: 'postroom-composelive-', teamName: 'Studio', server: QUICK_STORE });
const { core, call, until } = team;

type Review = { state: string; actions: Record<string, { do: string; reason?: string }> };

describe('a revoked laptop and the review of its posts', () => {
  it('refuses review actions and comments with the revocation, writes nothing, and review.get shuts every action', async () => {
    const token = await memberToken(team.server().store, { name: 'Lan', role: 'editor' });
    const lan: Core = await core('lan');
    await joinOnline(team.server().httpUrl, [[lan, token]]);
    const d = await call<{ id: string }>(lan, 'drafts.create', { draft: { caption: 'Giờ mở cửa Tết', platforms: ['x'] } });
    await call(lan, 'review.act', { draftId: d.id, action: 'submit' });
    const before = (await call<Record<string, Review>>(lan, 'review.get', { draftIds: [d.id] }))[d.id]!;
    expect(before.state).toBe('in_review');
    expect(before.actions.withdraw).toEqual({ do: 'allowed' });
    expect(before.actions.comment).toEqual({ do: 'allowed' });

    await team.server().revokeMember('Lan');
    await until(async () => (await call<{ state: string }>(lan, 'team.status', {})).state === 'revoked');

    const after = (await call<Record<string, Review>>(lan, 'review.get', { draftIds: [d.id] }))[d.id]!;
    for (const a of ['submit', 'approve', 'request_changes', 'withdraw', 'comment']) expect(after.actions[a]).toEqual({ do: 'refused', reason: 'revoked' });

    const w = await lan.dispatch('review.act', { draftId: d.id, action: 'withdraw' });
    expect(w.ok).toBe(false);
    if (!w.ok) expect(w.error).toMatchObject({ code: 'revoked', message: expect.stringMatching(/revoked this computer's member token/) });
    const c = await lan.dispatch('review.comment', { draftId: d.id, body: 'still here?' });
    expect(c.ok).toBe(false);
    if (!c.ok) expect(c.error).toMatchObject({ code: 'revoked' });
    // Nothing written: still in review, no comment.
    expect((await call<Record<string, Review>>(lan, 'review.get', { draftIds: [d.id] }))[d.id]!.state).toBe('in_review');
    expect((await call<{ comments: unknown[] }>(lan, 'review.comments', { draftId: d.id })).comments).toEqual([]);
  });

  it("refuses a viewer's comment like a viewer's library change (forbidden), nothing written", async () => {
    const owner = await memberToken(team.server().store, { name: 'Chi', role: 'owner' });
    const viewer = await memberToken(team.server().store, { name: 'Minh', role: 'viewer' });
    const chi: Core = await core('chi');
    const minh: Core = await core('minh');
    await joinOnline(team.server().httpUrl, [[chi, owner], [minh, viewer]]);
    const d = await call<{ id: string }>(chi, 'drafts.create', { draft: { caption: 'Khai trương', platforms: ['x'] } });
    await until(async () => (await minh.dispatch('drafts.get', { id: d.id })).ok);
    const r = await minh.dispatch('review.comment', { draftId: d.id, body: 'hay quá' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'forbidden' });
    expect((await call<{ comments: unknown[] }>(minh, 'review.comments', { draftId: d.id })).comments).toEqual([]);
  });
});
