/**
 * w11all (walk 11, issue 34): a campaign's "Approve all" on the Review tab, with two posts waiting for approval and
 * one with changes requested, is OPEN, says before the press what it takes and leaves, approves the two and leaves
 * the one, and its result line says so: "2 approved; 1 left: changes requested by Bảo — waits for Bảo’s edit"
 * (walk 11: shut, its reason telling the approver to edit the post). The workspace is not a team's: its one person
 * (POSTROOM_MEMBER=Bảo) is its owner and approves their own posts. Screens light/dark × en/vi after Approve all.
 * w26dates: the posts' times are in February of the year after today's (they were 2027's), ahead of the real clock.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callValue, themes, uiSession, useLanguage } from './helpers/session';
import { nextYear } from '../helpers/ahead';

const s = uiSession({ name: 'ui-approve-some', host: { env: { POSTROOM_MEMBER: 'Bảo' } } });
const flat = (t: string | null): string => (t ?? '').replace(/\s+/g, ' ').trim();
const states = (page: Page): Promise<string[]> => page.locator('[data-testid="campaign-review-rows"] tr[data-draft-id] [data-review-state]').evaluateAll((es) => es.map((e) => e.getAttribute('data-review-state') ?? ''));

/** A campaign of three posts sent for review, the second sent back with changes requested. */
async function mixed(page: Page, name: string): Promise<{ id: string; drafts: string[] }> {
  const drafts: string[] = [];
  for (const [i, caption] of ['Bánh mì sáng thứ Hai', 'Cà phê muối mới', 'Spring menu tasting'].entries()) {
    drafts.push((await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['x'], caption, scheduled_at: `${nextYear()}-02-0${i + 1}T09:00:00`, timezone: 'Asia/Ho_Chi_Minh' } })).id);
  }
  const camp = await callValue<{ id: string }>(page, 'campaigns.create', { name });
  await callValue(page, 'campaigns.addDrafts', { id: camp.id, draftIds: drafts });
  for (const id of drafts) await callValue(page, 'review.act', { draftId: id, action: 'submit' });
  await callValue(page, 'review.act', { draftId: drafts[1], action: 'request_changes', comment: 'A warmer photo, please' });
  return { id: camp.id, drafts };
}

async function openReview(page: Page, campaignId: string): Promise<void> {
  await page.evaluate((id) => { location.hash = `#/campaigns/${id}`; }, campaignId);
  await page.click('[data-tab="review"]', { timeout: 20_000 });
  await page.waitForSelector('[data-testid="campaign-review-rows"] tr[data-draft-id]');
}

describe('a campaign Approve all takes what may be approved and says what it left', () => {
  it('2 waiting + 1 changes requested: open, 2 approved, 1 left, the line says so (en, vi)', async () => {
    const { page, errors } = s.browser;
    await page.goto(s.host.url);
    const button = page.locator('[data-testid="review-approve-all"]');
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      const camp = await mixed(page, `Tết 2027 ${lang}`);
      await openReview(page, camp.id);
      await expect.poll(() => button.isEnabled(), { timeout: 20_000 }).toBe(true);
      await expect.poll(() => states(page)).toEqual(['in_review', 'changes_requested', 'in_review']);
      expect(flat(await page.textContent('[data-testid="review-approve-all-why"]'))).toBe(lang === 'en'
        ? 'Approve all takes 2 posts now and leaves 1 post: changes requested by Bảo — waits for Bảo’s edit'
        : 'Phê duyệt tất cả sẽ xử lý 2 bài ngay và để lại 1 bài: Bảo đã yêu cầu sửa — chờ Bảo sửa');
      await themes(page, 'w11all/campaign-review-approve-some-before', lang, { closeToasts: true });
      await button.click();
      await expect.poll(() => states(page), { timeout: 10_000 }).toEqual(['approved', 'changes_requested', 'approved']);
      expect(flat(await page.textContent('[data-testid="review-all-result"]'))).toBe(lang === 'en'
        ? '2 approved; 1 left: changes requested by Bảo — waits for Bảo’s edit'
        : 'Đã duyệt 2 bài; còn lại 1 bài: Bảo đã yêu cầu sửa — chờ Bảo sửa');
      // Nothing more it may approve: shut now, with the first post's reason (as before).
      await expect.poll(() => button.isDisabled()).toBe(true);
      // …in the words said of the post left (walk 11: it told the approver to edit the post).
      expect(flat(await page.textContent('[data-testid="review-approve-all-why"]'))).toBe(lang === 'en'
        ? 'Approve all: not now — changes requested by Bảo — waits for Bảo’s edit'
        : 'Phê duyệt tất cả: chưa được — Bảo đã yêu cầu sửa — chờ Bảo sửa');
      await themes(page, 'w11all/campaign-review-approve-some', lang, { closeToasts: true });
      // The line is said while it is true: once a post of the campaign takes another step, it goes (the table says where each is).
      await callValue(page, 'review.act', { draftId: camp.drafts[1], action: 'submit' });
      await expect.poll(() => states(page), { timeout: 10_000 }).toEqual(['approved', 'in_review', 'approved']);
      expect(await page.locator('[data-testid="review-all-result"]').count()).toBe(0);
      await expect.poll(() => button.isEnabled()).toBe(true);
    }
    expect(errors).toEqual([]);
  });
});
