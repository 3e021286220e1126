/**
 * w11undo (walk 11, issue 34), the app's cores on a REAL team server (started once for the file):
 * 1. Lan types on an approved post, Bảo types, Lan presses Undo (the span-level takeBack: her words go, Bảo's stay).
 *    Only Bảo's words differ from the approved text; every laptop's review now names Bảo (w11: before, "Lan" alone,
 *    Bảo hidden; w13undo: not Lan either, whose words are all gone — `editors` ['Bảo'], `editedBy` 'Bảo').
 * 2. An Undo that brings the text back EXACTLY to the approved version: the content revision is the content's, so the
 *    approval holds again — approved, not "back in review", no editor named — on both laptops.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../src-main/bridge';
import type { PostReviewDto, ReviewListDto } from '../../src-main/bridge/contract';
import { takeBack } from '../../src-shared/merge-text';
import { teamCores } from './helpers';

const team = teamCores({ prefix: 'postroom-w11undo-', teamName: 'Sóng Agency', untilMs: 20_000 });
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

/** Lan writes an approved post: created, sent for review, approved by Bảo, seen approved on Lan's laptop. */
async function approvedPost(caption: string): Promise<{ id: string; approvedAt: string }> {
  const d = await team.call<{ id: string }>(lan, 'drafts.create', { draft: { caption, platforms: ['x'] } });
  await team.call(lan, 'review.act', { draftId: d.id, action: 'submit' });
  await team.until(async () => (await get(bao, d.id).catch(() => null))?.state === 'in_review');
  const approved = await team.call<PostReviewDto>(bao, 'review.act', { draftId: d.id, action: 'approve' });
  await team.until(async () => (await get(lan, d.id)).state === 'approved');
  await sleep(20);
  return { id: d.id, approvedAt: approved.last!.at };
}

describe('an approved post two members edited, one of whom pressed Undo', () => {
  it('names Bảo, whose words remain, on both laptops: not Lan, the last saver whose words are gone', async () => {
    const approvedText = 'Ưu đãi 20% cho đơn đặt may trước 20/12.';
    const { id, approvedAt } = await approvedPost(approvedText);
    const lanTyped = `${approvedText} Hotline 0909 123 456.`;
    await save(lan, bao, id, lanTyped);
    const both = `${lanTyped} Hạn chót 20/12/2026.`;
    await save(bao, lan, id, both);
    // Lan's Undo, as Compose makes it (composeHistory → takeBack): her words go, Bảo's stay.
    const undone = takeBack(approvedText, lanTyped, both);
    expect(undone).toBe(`${approvedText} Hạn chót 20/12/2026.`);
    await save(lan, bao, id, undone!);

    for (const c of [lan, bao]) {
      await team.until(async () => (await get(c, id)).editors?.join() === 'Bảo');
      const r = await get(c, id);
      expect(r).toMatchObject({ state: 'in_review', stale: true, editors: ['Bảo'], editedBy: 'Bảo', last: { action: 'approve', by: 'Bảo', at: approvedAt } });
      // The edit's time is the newest change (Lan's Undo), after the approval.
      expect(Date.parse(r.editedAt!)).toBeGreaterThan(Date.parse(approvedAt));
      const row = (await team.call<ReviewListDto>(c, 'review.list', {})).rows.find((x) => x.draftId === id)!;
      expect(row).toMatchObject({ editors: ['Bảo'], editedBy: 'Bảo', editedAt: r.editedAt });
    }
  });

  it('one member\'s edits (typed, then a notes-only save by another) name that member alone', async () => {
    const { id } = await approvedPost('Giờ mở cửa Tết');
    await save(lan, bao, id, 'Giờ mở cửa Tết: 8 giờ');
    const cur = await team.call<{ revision: number }>(bao, 'drafts.get', { id });
    await team.call(bao, 'drafts.update', { id, patch: { notes: 'hỏi lại khách' }, revision: cur.revision });
    await team.until(async () => (await team.call<{ notes: string }>(lan, 'drafts.get', { id })).notes === 'hỏi lại khách');
    for (const c of [lan, bao]) await team.until(async () => (await get(c, id)).stale);
    expect(await get(bao, id)).toMatchObject({ editors: ['Lan'], editedBy: 'Lan' });
    expect(await get(lan, id)).toMatchObject({ editors: ['Lan'], editedBy: 'Lan' });
  });
});

describe('an Undo that brings the text back exactly to the approved version', () => {
  it('the approval holds again: approved, not back in review, nobody named as editor', async () => {
    const approvedText = 'Khai trương chi nhánh Hội An.';
    const { id, approvedAt } = await approvedPost(approvedText);
    const typed = `${approvedText} Hotline 0909 123 456.`;
    await save(lan, bao, id, typed);
    await team.until(async () => (await get(bao, id)).stale);
    expect(await get(bao, id)).toMatchObject({ state: 'in_review', stale: true, editors: ['Lan'] });
    const undone = takeBack(approvedText, typed, typed);
    expect(undone).toBe(approvedText);
    await save(lan, bao, id, undone!);
    for (const c of [lan, bao]) {
      await team.until(async () => !(await get(c, id)).stale);
      expect(await get(c, id)).toMatchObject({ state: 'approved', stale: false, editedBy: null, editors: [], editedAt: null, last: { action: 'approve', by: 'Bảo', at: approvedAt } });
    }
  });
});
