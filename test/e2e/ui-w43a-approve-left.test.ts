/**
 * Walk 43a (2): a campaign's "Approve all" that leaves two posts for two reasons said "leaves 1: …, 1: …", read as one
 * post whose reason had a comma in it. It says how many posts it leaves, then each reason with its count, apart:
 * "leaves 2 posts: changes requested by Bảo — waits for Bảo’s edit (1); not sent for review yet — you can send it (1)".
 * The workspace is not a team's: its one person (POSTROOM_MEMBER=Bảo) is its owner. Screens light/dark × en/vi.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callValue, themes, uiSession, useLanguage } from './helpers/session';
import { nextYear } from '../helpers/ahead';

const s = uiSession({ name: 'ui-w43a-approve-left', host: { env: { POSTROOM_MEMBER: 'Bảo' } } });
const flat = (t: string | null): string => (t ?? '').replace(/\s+/g, ' ').trim();

/** Four posts: two sent for review, one sent back with changes requested, one never sent. */
async function mixed(page: Page, name: string): Promise<string> {
  const drafts: string[] = [];
  for (const [i, caption] of ['Bánh mì sáng thứ Hai', 'Cà phê muối mới', 'Spring menu tasting', 'Trà đào cam sả'].entries()) {
    drafts.push((await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['x'], caption, scheduled_at: `${nextYear()}-02-0${i + 1}T09:00:00`, timezone: 'Asia/Ho_Chi_Minh' } })).id);
  }
  const camp = await callValue<{ id: string }>(page, 'campaigns.create', { name });
  await callValue(page, 'campaigns.addDrafts', { id: camp.id, draftIds: drafts });
  for (const id of drafts.slice(0, 3)) await callValue(page, 'review.act', { draftId: id, action: 'submit' });
  await callValue(page, 'review.act', { draftId: drafts[1], action: 'request_changes', comment: 'A warmer photo, please' });
  return camp.id;
}

describe('Approve all that leaves posts for two reasons', () => {
  it('says how many it leaves and each reason apart (en, vi)', async () => {
    const { page, errors } = s.browser;
    await page.goto(s.host.url);
    const button = page.locator('[data-testid="review-approve-all"]');
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      const id = await mixed(page, `Tết ${lang}`);
      await page.evaluate((c) => { location.hash = `#/campaigns/${c}`; }, id);
      await page.click('[data-tab="review"]', { timeout: 20_000 });
      await page.waitForSelector('[data-testid="campaign-review-rows"] tr[data-draft-id]');
      await expect.poll(() => button.isEnabled(), { timeout: 20_000 }).toBe(true);
      const why = page.locator('[data-testid="review-approve-all-why"]');
      await expect.poll(async () => flat(await why.textContent()), { timeout: 10_000 }).toBe(lang === 'en'
        ? 'Approve all takes 2 posts now and leaves 2 posts: changes requested by Bảo — waits for Bảo’s edit (1); not sent for review yet — you can send it (1)'
        : 'Phê duyệt tất cả sẽ xử lý 2 bài ngay và để lại 2 bài: Bảo đã yêu cầu sửa — chờ Bảo sửa (1); chưa gửi duyệt — bạn có thể gửi (1)');
      await themes(page, 'w43a/campaign-review-approve-left', lang, { closeToasts: true });
      await button.click();
      await expect.poll(async () => flat(await page.locator('[data-testid="review-all-result"]').textContent()), { timeout: 10_000 }).toBe(lang === 'en'
        ? '2 approved; 2 left: changes requested by Bảo — waits for Bảo’s edit (1); not sent for review yet — you can send it (1)'
        : 'Đã duyệt 2 bài; còn lại 2 bài: Bảo đã yêu cầu sửa — chờ Bảo sửa (1); chưa gửi duyệt — bạn có thể gửi (1)');
      await themes(page, 'w43a/campaign-review-approve-left-done', lang, { closeToasts: true });
    }
    expect(errors).toEqual([]);
  });
});
