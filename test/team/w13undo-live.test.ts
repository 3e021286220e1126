/**
 * w13undo (walk 13, issue 34), the app's cores on a REAL team server (started once for the file): on an approved
 * post Lan types " ☕" at the end, Bảo types "[Chỉ tại quán] " at the start, Lan presses Undo (Compose's span-level
 * takeBack: her words go, Bảo's stay). Every laptop names Bảo alone (`editors` ['Bảo'], `editedBy` 'Bảo'): before,
 * "edited by you and Lan" / "Bạn và Bảo" named Lan, whose words are all gone. Both still changed: both named.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../src-main/bridge';
import type { PostReviewDto, ReviewListDto } from '../../src-main/bridge/contract';
import { takeBack } from '../../src-shared/merge-text';
import { teamCores } from './helpers';

const team = teamCores({ prefix: 'postroom-w13undo-', teamName: 'Sóng Agency', untilMs: 20_000 });
let lan: Core;
let bao: Core;
beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'approver' }] as const);
}, 60_000);
afterAll(async () => team.stop());

const get = async (c: Core, id: string): Promise<PostReviewDto> => (await team.call<Record<string, PostReviewDto>>(c, 'review.get', { draftIds: [id] }))[id]!;
const captionOf = async (c: Core, id: string): Promise<string> => (await team.call<{ caption: string }>(c, 'drafts.get', { id })).caption;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `who` sets the caption (a save of Compose), then waits until the other laptop holds it. */
async function save(who: Core, other: Core, id: string, caption: string): Promise<void> {
  const cur = await team.call<{ revision: number }>(who, 'drafts.get', { id });
  await team.call(who, 'drafts.update', { id, patch: { caption }, revision: cur.revision });
  await team.until(async () => (await captionOf(other, id)) === caption);
  await sleep(50);
}

async function approvedPost(caption: string): Promise<string> {
  const d = await team.call<{ id: string }>(lan, 'drafts.create', { draft: { caption, platforms: ['x'] } });
  await team.call(lan, 'review.act', { draftId: d.id, action: 'submit' });
  await team.until(async () => (await get(bao, d.id).catch(() => null))?.state === 'in_review');
  await team.call<PostReviewDto>(bao, 'review.act', { draftId: d.id, action: 'approve' });
  await team.until(async () => (await get(lan, d.id)).state === 'approved');
  await sleep(20);
  return d.id;
}

async function namedOnBoth(id: string, editors: string[]): Promise<void> {
  for (const c of [lan, bao]) {
    await team.until(async () => (await get(c, id)).stale);
    const r = await get(c, id);
    expect(r).toMatchObject({ state: 'in_review', stale: true, editors, editedBy: editors.length === 1 ? editors[0] : null });
    const row = (await team.call<ReviewListDto>(c, 'review.list', {})).rows.find((x) => x.draftId === id)!;
    expect(row).toMatchObject({ editors });
  }
}

describe('an approved post two members edited, one of whom took all their words back with Undo', () => {
  it('names only the member whose words remain, on both laptops', async () => {
    const approvedText = 'Bánh mì mới ra lò mỗi sáng 7 giờ.';
    const id = await approvedPost(approvedText);
    const lanTyped = `${approvedText} ☕`;
    await save(lan, bao, id, lanTyped);
    const both = `[Chỉ tại quán] ${lanTyped}`;
    await save(bao, lan, id, both);
    const undone = takeBack(approvedText, lanTyped, both);
    expect(undone).toBe(`[Chỉ tại quán] ${approvedText}`);
    await save(lan, bao, id, undone!);
    await namedOnBoth(id, ['Bảo']);
  });

  it('both members\' words still there: both named, first editor first', async () => {
    const approvedText = 'Giờ mở cửa Tết: 8 giờ.';
    const id = await approvedPost(approvedText);
    await save(lan, bao, id, `${approvedText} ☕`);
    await save(bao, lan, id, `[Chỉ tại quán] ${approvedText} ☕`);
    await namedOnBoth(id, ['Lan', 'Bảo']);
  });
});
