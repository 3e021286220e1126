/**
 * Walk 43a (4): a campaign's "Send all for review" sent posts that cannot be published as they are (an Instagram post
 * with no photo, a caption over X's limit) for review, silently. It leaves them now and says which and why: before the
 * press ("takes 1 post now and leaves 2 posts: cannot be published as it is …"), each post named with its errors
 * below, and after it ("1 sent for review; 2 left: …"). The workspace is not a team's: its one person
 * (POSTROOM_MEMBER=Hạnh). Screens light/dark × en/vi.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callValue, themes, uiSession, useLanguage } from './helpers/session';

const s = uiSession({ name: 'ui-w43a-send-all-problems', host: { env: { POSTROOM_MEMBER: 'Hạnh' } } });
const flat = (t: string | null): string => (t ?? '').replace(/\s+/g, ' ').trim();
const states = (page: Page): Promise<string[]> => page.locator('[data-testid="campaign-review-rows"] tr[data-draft-id] [data-review-state]').evaluateAll((es) => es.map((e) => e.getAttribute('data-review-state') ?? ''));

async function campaign(page: Page, name: string): Promise<string> {
  const create = async (platforms: string[], caption: string, photo: boolean): Promise<string> => {
    const id = (await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms, caption } })).id;
    if (photo) await callValue(page, 'photos.add', { draftId: id, urls: ['https://cdn.example.com/w43a.jpg'] });
    return id;
  };
  const ids = [
    await create(['x'], 'Cà phê muối: mở bán 7h sáng', true),
    await create(['instagram'], 'Áo dài phố Hội', false),
    await create(['x'], `Trà đào cam sả ${'thơm mát '.repeat(40)}`, true),
  ];
  const camp = await callValue<{ id: string }>(page, 'campaigns.create', { name });
  await callValue(page, 'campaigns.addDrafts', { id: camp.id, draftIds: ids });
  return camp.id;
}

describe('Send all for review and posts that cannot be published as they are', () => {
  it('leaves them, naming each with its errors, before and after the press (en, vi)', async () => {
    const { page, errors } = s.browser;
    await page.goto(s.host.url);
    const button = page.locator('[data-testid="review-submit-all"]');
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      const id = await campaign(page, `Tết ${lang}`);
      await page.evaluate((c) => { location.hash = `#/campaigns/${c}`; }, id);
      await page.click('[data-tab="review"]', { timeout: 20_000 });
      await page.waitForSelector('[data-testid="campaign-review-rows"] tr[data-draft-id]');
      await expect.poll(() => button.isEnabled(), { timeout: 20_000 }).toBe(true);
      const why = page.locator('[data-testid="review-submit-all-why"]');
      await expect.poll(async () => flat(await why.textContent()), { timeout: 10_000 }).toBe(lang === 'en'
        ? 'Send all for review takes 1 post now and leaves 2 posts: cannot be published as it is — fix its errors first (named below)'
        : 'Gửi duyệt tất cả sẽ xử lý 1 bài ngay và để lại 2 bài: chưa thể đăng như hiện tại — cần sửa lỗi trước (xem bên dưới)');
      const named = page.locator('[data-testid="review-submit-all-problems"] li');
      expect((await named.allTextContents()).map(flat)).toEqual(lang === 'en'
        ? ['Post 2 (Áo dài phố Hội): A photo post needs at least one photo.', 'Post 3 (Trà đào cam sả thơm mát thơm mát thơm m…): The caption is over the limit.']
        : ['Bài 2 (Áo dài phố Hội): Bài ảnh cần ít nhất một ảnh.', 'Bài 3 (Trà đào cam sả thơm mát thơm mát thơm m…): Chú thích vượt giới hạn.']);
      await themes(page, 'w43a/campaign-review-send-all-problems', lang, { closeToasts: true });
      await button.click();
      await expect.poll(() => states(page), { timeout: 10_000 }).toEqual(['in_review', 'draft', 'draft']);
      expect(flat(await page.textContent('[data-testid="review-all-result"]'))).toBe(lang === 'en'
        ? '1 sent for review; 2 left: cannot be published as it is — fix its errors first (named below)'
        : 'Đã gửi duyệt 1 bài; còn lại 2 bài: chưa thể đăng như hiện tại — cần sửa lỗi trước (xem bên dưới)');
      // Nothing more it may send: shut, with the reason, the posts still named.
      await expect.poll(() => button.isDisabled()).toBe(true);
      expect(await named.count()).toBe(2);
      await themes(page, 'w43a/campaign-review-send-all-problems-done', lang, { closeToasts: true });
    }
    expect(errors).toEqual([]);
  });
});
