/**
 * editedtime (walk 6, issue 34), the app's cores on a REAL team server (started once for the file):
 * 1. review.get / review.list say WHEN an approved post was edited (`editedAt`: the team's history line on the
 *    approver's laptop, the save on the editor's), not only the approval's `last.at` the screens used to show
 *    beside "edited by Lan after Bảo approved".
 * 4. An empty draft's "Send for review" is refused before it is pressed (actions.submit: nothing_to_publish,
 *    the core's reason) and refused the same when pressed; with a caption it is allowed again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../src-main/bridge';
import type { PostReviewDto, ReviewListDto } from '../../src-main/bridge/contract';
import { teamCores } from './helpers';

const team = teamCores({ prefix: 'postroom-editedtime-app-', teamName: 'Studio' });
let lan: Core;
let bao: Core;
beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'approver' }] as const);
}, 60_000);
afterAll(async () => team.stop());

const get = async (c: Core, id: string): Promise<PostReviewDto> => (await team.call<Record<string, PostReviewDto>>(c, 'review.get', { draftIds: [id] }))[id]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('an approved post edited later', () => {
  it('says the edit\'s time on both laptops, not the approval\'s', async () => {
    const d = await team.call<{ id: string }>(lan, 'drafts.create', { draft: { caption: 'Giờ mở cửa Tết', platforms: ['x'] } });
    await team.call(lan, 'review.act', { draftId: d.id, action: 'submit' });
    await team.until(async () => (await get(bao, d.id).catch(() => null))?.state === 'in_review');
    const approved = await team.call<PostReviewDto>(bao, 'review.act', { draftId: d.id, action: 'approve' });
    await team.until(async () => (await get(lan, d.id)).state === 'approved');
    await sleep(1500);
    const from = Date.now();
    const cur = await team.call<{ revision: number }>(lan, 'drafts.get', { id: d.id });
    await team.call(lan, 'drafts.update', { id: d.id, patch: { caption: 'Giờ mở cửa Tết (Lan sửa)' }, revision: cur.revision });

    const mine = await get(lan, d.id);
    expect(mine).toMatchObject({ stale: true, editedBy: 'Lan', last: { action: 'approve', by: 'Bảo', at: approved.last!.at } });
    expect(Date.parse(mine.editedAt!)).toBeGreaterThanOrEqual(from - 50);

    await team.until(async () => (await get(bao, d.id)).stale);
    const theirs = await get(bao, d.id);
    expect(theirs).toMatchObject({ editedBy: 'Lan', last: { at: approved.last!.at } });
    expect(Date.parse(theirs.editedAt!)).toBeGreaterThanOrEqual(from - 50);
    expect(Date.parse(theirs.editedAt!)).toBeGreaterThan(Date.parse(approved.last!.at) + 1000);
    const row = (await team.call<ReviewListDto>(bao, 'review.list', {})).rows.find((r) => r.draftId === d.id)!;
    expect(row.editedAt).toBe(theirs.editedAt);
  });

  it('a post approved and not edited has no edit time', async () => {
    const d = await team.call<{ id: string }>(lan, 'drafts.create', { draft: { caption: 'Not edited', platforms: ['x'] } });
    await team.call(lan, 'review.act', { draftId: d.id, action: 'submit' });
    await team.until(async () => (await get(bao, d.id).catch(() => null))?.state === 'in_review');
    await team.call(bao, 'review.act', { draftId: d.id, action: 'approve' });
    expect(await get(bao, d.id)).toMatchObject({ state: 'approved', stale: false, editedBy: null, editedAt: null });
  });
});

describe('a draft with nothing to publish', () => {
  it('has "Send for review" shut with nothing_to_publish before it is pressed, and refused the same when pressed', async () => {
    const d = await team.call<{ id: string }>(lan, 'drafts.create', { draft: { caption: '', platforms: ['x'] } });
    expect((await get(lan, d.id)).actions.submit).toEqual({ do: 'refused', reason: 'nothing_to_publish' });
    const pressed = await lan.dispatch('review.act', { draftId: d.id, action: 'submit' });
    expect(pressed.ok).toBe(false);
    expect(!pressed.ok && pressed.error.code).toBe('refused');
    expect(!pressed.ok && pressed.error.details?.reason).toBe('nothing_to_publish');
    expect((await get(lan, d.id)).state).toBe('draft');

    const cur = await team.call<{ revision: number }>(lan, 'drafts.get', { id: d.id });
    await team.call(lan, 'drafts.update', { id: d.id, patch: { caption: 'Now it says something' }, revision: cur.revision });
    expect((await get(lan, d.id)).actions.submit).toEqual({ do: 'allowed' });
  });
});
