/**
 * w12sidebar (walk 12, issue 34): in a workspace that LEFT the team, Lan's Compose said "Lan đã sửa sau khi Bảo duyệt"
 * of her own edit: the left laptop no longer knew its own member name (team.status's `me` is null without a team).
 * Now the leave keeps this laptop's member name (team_left_drafts.member, migration 0115) and team.status says it
 * as `leftAs`, the reader the screens' lines take as "you": "Bạn đã sửa sau khi Bảo duyệt". A REAL team server
 * (started once for the file); Lan (editor) and Bảo (approver) are app cores.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../src-main/bridge';
import { whoLine } from '../../src-renderer/src/lib/reviewtruth';
import { loadWords, tr } from '../renderer/helpers';
import { joinOnline, QUICK_STORE, useTeamServer } from './helpers';
import { memberToken } from '../helpers/team-owner';

const team = useTeamServer({ prefix: 'postroom-w12sidebar-left-', teamName: 'Sóng Agency', server: QUICK_STORE });
const { core, call, until } = team;
beforeAll(() => loadWords());

type Review = { state: string; stale: boolean; editedBy: string | null; editors?: string[]; last: { action: 'approve'; by: string; at: string } | null };
type Status = { state: string; me: { name: string } | null; leftAs?: string };

describe("a workspace that left the team: its own member's edit", () => {
  it('keeps who this laptop was (team.status leftAs) and its edited line says "you"', async () => {
    const lan: Core = await core('lan');
    const bao: Core = await core('bao');
    await joinOnline(team.server().httpUrl, [
      [lan, await memberToken(team.server().store, { name: 'Lan', role: 'editor' })],
      [bao, await memberToken(team.server().store, { name: 'Bảo', role: 'approver' })],
    ]);
    const get = async (c: Core, id: string): Promise<Review | undefined> => (await call<Record<string, Review>>(c, 'review.get', { draftIds: [id] }).catch(() => ({} as Record<string, Review>)))[id];
    const d = await call<{ id: string }>(lan, 'drafts.create', { draft: { caption: 'Lumen Studio: buổi chụp ảnh cưới mùa đông', platforms: ['x'] } });
    await call(lan, 'review.act', { draftId: d.id, action: 'submit' });
    await until(async () => (await get(bao, d.id))?.state === 'in_review', 15_000);
    await call(bao, 'review.act', { draftId: d.id, action: 'approve' });
    await until(async () => (await get(lan, d.id))?.state === 'approved', 15_000);
    const cur = await call<{ revision: number }>(lan, 'drafts.get', { id: d.id });
    await call(lan, 'drafts.update', { id: d.id, patch: { caption: 'Lumen Studio: buổi chụp ảnh cưới mùa đông, đặt lịch ngay' }, revision: cur.revision });
    // The edit reaches the team's history (kept at the leave) before Lan leaves.
    await until(async () => (await get(bao, d.id))?.stale === true, 15_000);
    expect((await call<Status>(lan, 'team.status', {})).me?.name).toBe('Lan');

    const left = await call<Status>(lan, 'team.leave', {});
    expect(left.state).toBe('not_a_team');
    expect(left.me).toBeNull();
    expect(left.leftAs).toBe('Lan');
    expect((await call<Status>(lan, 'team.status', {})).leftAs).toBe('Lan');

    const r = (await get(lan, d.id))!;
    expect(r).toMatchObject({ stale: true, last: { action: 'approve', by: 'Bảo' } });
    const me = left.me?.name ?? left.leftAs ?? null;
    expect(whoLine(r, tr('vi'), me)).toBe('Bạn đã sửa sau khi Bảo duyệt');
    expect(whoLine(r, tr('en'), me)).toBe('edited by you after Bảo approved');
    // Bảo's laptop, still in the team, names her.
    expect(whoLine((await get(bao, d.id))!, tr('vi'), 'Bảo')).toBe('Lan đã sửa sau khi bạn duyệt');
    // A workspace that never left a team says no leftAs.
    expect((await call<Status>(bao, 'team.status', {})).leftAs).toBeUndefined();
  }, 60_000);
});
