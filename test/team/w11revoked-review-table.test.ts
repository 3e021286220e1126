/**
 * w11revoked (walk 11, issue 34): an approver whose token the team revokes while his app is open. A REAL team server
 * (started once for the file). Before: Bảo's open Review screen kept offering Approve / Request changes (the core's
 * table was read once, before the revocation, and nothing told the screens to read it again), and a press was refused
 * with "your changes are kept here but no longer shared" (a refused press keeps nothing).
 * Now: the revocation tells every screen to read its verdicts again (`library.changed` with no ids, as a role change
 * does), the core's table gives every review step of every row as refused with `revoked`, and the refusal's words say
 * nothing was changed.
 */
import { describe, expect, it } from 'vitest';
import type { Core } from '../../src-main/bridge';
import { explainError } from '../../src-shared/errors';
import { joinOnline, QUICK_STORE, useTeamServer } from './helpers';
import { memberToken } from '../helpers/team-owner';

const team = useTeamServer({ prefix: 'postroom-w11revoked-', teamName: 'Sóng Agency', server: QUICK_STORE });
const { core, call, until } = team;

type Verdict = { do: string; reason?: string };
type Row = { draftId: string; state: string; box: string; actions: Record<string, Verdict> };
const STEPS = ['submit', 'approve', 'request_changes', 'withdraw', 'comment'] as const;

describe("a revoked approver's review table", () => {
  it('is read again at the revocation, shuts every step of every row with `revoked`, and a press changes nothing', async () => {
    const lanToken = await memberToken(team.server().store, { name: 'Lan', role: 'editor' });
    const baoToken = await memberToken(team.server().store, { name: 'Bảo', role: 'approver' });
    const lan: Core = await core('lan');
    const bao: Core = await core('bao');
    await joinOnline(team.server().httpUrl, [[lan, lanToken], [bao, baoToken]]);
    const ids: string[] = [];
    for (const caption of ['Trà đào cam sả — mua 1 tặng 1', 'Ưu đãi 20% cho đơn đặt may']) {
      const d = await call<{ id: string }>(lan, 'drafts.create', { draft: { caption, platforms: ['x'] } });
      await call(lan, 'review.act', { draftId: d.id, action: 'submit' });
      ids.push(d.id);
    }
    const waiting = async (): Promise<Row[]> => (await call<{ rows: Row[] }>(bao, 'review.list', {})).rows.filter((r) => ids.includes(r.draftId));
    await until(async () => (await waiting()).filter((r) => r.state === 'in_review').length === 2, 15_000);
    for (const r of await waiting()) {
      expect(r.box).toBe('waiting_for_me');
      expect(r.actions.approve).toEqual({ do: 'allowed' });
      expect(r.actions.request_changes).toEqual({ do: 'allowed' });
    }

    const changed: string[][] = [];
    const off = bao.events.subscribe((topic, payload) => {
      if (topic === 'library.changed') changed.push((payload as { draftIds: string[] }).draftIds);
    });
    await team.server().revokeMember('Bảo');
    await until(async () => (await call<{ state: string }>(bao, 'team.status', {})).state === 'revoked', 15_000);
    // The screens were told to read their verdicts again (no ids: every post).
    await until(() => changed.some((x) => x.length === 0), 5_000);
    off();

    const rows = await waiting();
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      for (const a of STEPS) expect(r.actions[a], `${r.draftId} ${a}`).toEqual({ do: 'refused', reason: 'revoked' });
    }
    const got = await call<Record<string, { actions: Record<string, Verdict>; clientRequest: unknown }>>(bao, 'review.get', { draftIds: ids });
    for (const id of ids) for (const a of STEPS) expect(got[id]!.actions[a]).toEqual({ do: 'refused', reason: 'revoked' });

    // A press anyway: refused, its words say nothing was changed (EN and VI), and nothing was.
    const r = await bao.dispatch('review.act', { draftId: ids[0]!, action: 'approve' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toMatchObject({ code: 'revoked', message: expect.stringMatching(/Nothing was changed\.$/) });
      expect(r.error.source).toBe('team');
      const en = explainError(r.error, 'en');
      expect(en.meaning).toMatch(/Nothing was changed\./);
      expect(en.meaning).not.toMatch(/kept here/);
      const vi = explainError(r.error, 'vi');
      expect(vi.meaning).toMatch(/Chưa có gì thay đổi\./);
      expect(vi.meaning).not.toMatch(/vẫn được giữ/);
    }
    expect((await waiting()).map((x) => x.state)).toEqual(['in_review', 'in_review']);
    expect((await call<Record<string, { state: string }>>(lan, 'review.get', { draftIds: [ids[0]] }))[ids[0]!]!.state).toBe('in_review');
  }, 60_000);
});
