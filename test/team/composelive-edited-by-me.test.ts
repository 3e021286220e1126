/**
 * composelive (walk 5, issue 34): on the editor's own laptop, a post edited after its approval names its editor
 * (me) at once, before the edit reaches the team's history. Before: `editedBy` null there ("đã sửa sau khi Bảo
 * duyệt", no subject) while a teammate's laptop said "edited by Lan". A REAL team server (started once for the file).
 */
import { describe, expect, it } from 'vitest';
import type { Core } from '../../src-main/bridge';
import { joinOnline, QUICK_STORE, useTeamServer } from './helpers';
import { memberToken } from '../helpers/team-owner';

const team = useTeamServer({ prefix: 'postroom-composelive-me-', teamName: 'Studio', server: QUICK_STORE });
const { core, call, until } = team;

type Review = { state: string; stale: boolean; editedBy: string | null; last: { by: string } | null };

describe("the editor's own laptop, an approved post edited", () => {
  it('says editedBy: me at once, and the approver\'s laptop names the editor', async () => {
    const lan: Core = await core('lan');
    const bao: Core = await core('bao');
    await joinOnline(team.server().httpUrl, [
      [lan, await memberToken(team.server().store, { name: 'Lan', role: 'editor' })],
      [bao, await memberToken(team.server().store, { name: 'Bảo', role: 'approver' })],
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
