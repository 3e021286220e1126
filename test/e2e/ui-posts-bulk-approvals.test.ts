/// <reference lib="dom" />
/**
 * smalls (walk 7): a campaign Posts tab's bulk change says, as the calendar's does (calendar7), that the
 * approved posts it moved go back to review and who approved them for the old time; its Undo says the
 * approval holds again. Lan (solo owner) approves A, leaves B a draft, shifts both a day from the Posts
 * tab. Shots light/dark × en/vi of both toasts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callValue, themes, uiSession, useLanguage } from './helpers/session';

const s = uiSession({ name: 'ui-posts-bulk-approvals', host: { env: { POSTROOM_MEMBER: 'Lan' } } });

const closeToasts = (page: Page): Promise<void> => page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="toast"] > button[aria-label]').forEach((b) => b.click()));
const reviewOf = (page: Page, id: string) => callValue<Record<string, { state: string }>>(page, 'review.get', { draftIds: [id] }).then((r) => r[id]?.state ?? '');

async function openPosts(page: Page, campaignId: string): Promise<void> {
  await page.evaluate(() => { location.hash = '#/campaigns'; });
  await page.evaluate((id) => { location.hash = `#/campaigns/${id}`; }, campaignId);
  await page.waitForSelector('[data-testid="campaign-posts"] tr[data-post-id]');
}

async function shiftAll(page: Page, words: RegExp): Promise<ReturnType<Page['locator']>> {
  await page.check('[data-testid="select-all-posts"]');
  await page.click('[data-testid="bulk-posts"]');
  await page.fill('[data-testid="bulk-days"]', '1');
  await page.fill('[data-testid="bulk-hours"]', '0');
  await page.click('[data-testid="bulk-preview"]');
  await page.click('[data-testid="bulk-apply"]');
  const t = page.locator('[data-testid="toast"]', { hasText: words });
  await t.waitFor();
  return t;
}

describe("the Posts tab's bulk change says the approvals it sends back to review", () => {
  it('names who approved the old time; Undo says the approval holds again', async () => {
    const { page } = s.browser;
    await page.goto(s.host.url);
    // w20libimport: December of the year after today's, so the posts are never past on this real clock (they were December 2026).
    const Y = new Date().getUTCFullYear() + 1;
    const post = (caption: string, day: string) => callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['facebook'], caption, scheduled_at: `${Y}-12-${day}T09:00`, timezone: 'Asia/Ho_Chi_Minh' } });
    const a = await post('A: Noel menu', '10');
    const b = await post('B: Gingerbread', '11');
    const camp = await callValue<{ id: string }>(page, 'campaigns.create', { name: 'Noel 2026' });
    await callValue(page, 'campaigns.addDrafts', { id: camp.id, draftIds: [a.id, b.id] });
    await callValue(page, 'review.act', { draftId: a.id, action: 'submit' });
    await callValue(page, 'review.act', { draftId: a.id, action: 'approve' });
    expect(await reviewOf(page, a.id)).toBe('approved');

    await openPosts(page, camp.id);
    const toast = await shiftAll(page, /^Changed 2 posts\. 1 approved post goes back to review — approved by Lan for the old time\./);
    await expect.poll(() => reviewOf(page, a.id)).toBe('in_review');
    await themes(page, 'posts-bulk-approvals/applied', 'en');
    await toast.locator('button.primary').click();
    await page.locator('[data-testid="toast"]', { hasText: 'Put back 2 posts; the approval by Lan holds again: the content and time are again what was approved.' }).waitFor();
    expect(await reviewOf(page, a.id)).toBe('approved');
    await themes(page, 'posts-bulk-approvals/undone', 'en');

    await closeToasts(page);
    await useLanguage(page, 'vi');
    await openPosts(page, camp.id);
    const toastVi = await shiftAll(page, /1 bài đã duyệt quay lại chờ duyệt — Lan đã duyệt giờ cũ\./);
    await expect.poll(() => reviewOf(page, a.id)).toBe('in_review');
    await themes(page, 'posts-bulk-approvals/applied', 'vi');
    await toastVi.locator('button.primary').click();
    await page.locator('[data-testid="toast"]', { hasText: 'lượt duyệt của Lan có hiệu lực lại' }).waitFor();
    expect(await reviewOf(page, a.id)).toBe('approved');
    await themes(page, 'posts-bulk-approvals/undone', 'vi');
    await useLanguage(page, 'en');
  });
});
