/**
 * w8cli (walk 8, finding 11a): under an own X caption equal to the main one, the line in X's card said
 * "Sent as a post of its own" while the line above and the Hub said one post. It now says X goes in one
 * post with the main caption's channels; once X's text differs, "a post of its own" again. Shots in
 * test-results/screens/w8cli/, English and Vietnamese, light and dark.
 */
import { describe, expect, it } from 'vitest';
import { themes, uiSession, useLanguage, waitOnline } from './helpers/session';

const MAIN = 'Sáng thứ Bảy: phở bò tái nạm, nước dùng ninh 12 tiếng. Ghé quán trước 9h nhé! #phở';
const s = uiSession({ name: 'ui-w8cli-owncaption' });
const line = '[data-testid="own-caption-post-x"]';

describe("X's own caption line", () => {
  it('says one post with the main caption when the text is the same; its own post once it differs (en and vi)', async () => {
    const page = s.browser.page;
    await page.goto(s.host.url);
    await waitOnline(page);
    await page.click('[data-testid="new-draft"]');
    await page.waitForSelector('[data-testid="composer"]');
    await page.click('button:has-text("Refresh from the Hub")');
    await page.check('input[name="profile"][value="prof_caphe"]');
    await page.fill('[data-testid="caption"]', MAIN);
    for (const ch of ['facebook', 'x']) await page.check(`[data-channel="${ch}"] input`);
    await page.click('[data-testid="own-caption-start-x"]');
    await expect.poll(() => page.textContent('[data-testid="caption-own-for"]')).toContain('one Hub post for every channel');
    await expect.poll(async () => (await page.textContent(line))?.trim()).toMatch(/^The same text as the main caption: sent in one post with .*Facebook.*\.$/u);
    await page.locator(line).scrollIntoViewIfNeeded();
    await themes(page, 'w8cli/own-caption-equal', 'en');

    await useLanguage(page, 'vi');
    await expect.poll(async () => (await page.textContent(line))?.trim()).toMatch(/^Giống hệt chú thích chính: gửi chung một bài với .*Facebook.*\.$/u);
    await page.locator(line).scrollIntoViewIfNeeded();
    await themes(page, 'w8cli/own-caption-equal', 'vi');

    await page.fill('#own-caption-x', 'Phở bò 12h ninh xương ☕ #phở');
    await expect.poll(async () => (await page.textContent(line))?.trim()).not.toContain('Giống hệt');
    await page.locator(line).scrollIntoViewIfNeeded();
    await themes(page, 'w8cli/own-caption-differs', 'vi');
    await useLanguage(page, 'en');
    await expect.poll(async () => (await page.textContent(line))?.trim()).toBe('Sent as a post of its own: the Hub takes one caption per post.');
    await page.locator(line).scrollIntoViewIfNeeded();
    await themes(page, 'w8cli/own-caption-differs', 'en');
  }, 120_000);
});
