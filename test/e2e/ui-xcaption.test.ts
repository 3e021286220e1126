/// <reference lib="dom" />
/**
 * xcaption (walk 6): X given its own caption that is the same text as the main one is kept as set,
 * and Compose says it is one Hub post (the publisher's grouping: one post per distinct caption and
 * title), not "2 Hub posts"; once X's text differs it says 2. Shots in test-results/screens/xcaption/,
 * English and Vietnamese, light and dark.
 */
import { describe, expect, it } from 'vitest';
import { callValue, themes, uiSession, useLanguage, waitOnline } from './helpers/session';

const MAIN = 'Sáng thứ Bảy: phở bò tái nạm, nước dùng ninh 12 tiếng. Ghé quán trước 9h nhé! #phở';
const s = uiSession({ name: 'ui-xcaption' });

describe('an own X caption equal to the main one', () => {
  it('is kept, and counted as one Hub post; two once it differs (en and vi)', async () => {
    const page = s.browser.page;
    await page.goto(s.host.url);
    await waitOnline(page);
    await page.click('[data-testid="new-draft"]');
    await page.waitForSelector('[data-testid="composer"]');
    const draftId = (await page.getAttribute('[data-testid="composer"]', 'data-draft-id')) ?? '';
    await page.click('button:has-text("Refresh from the Hub")');
    await page.check('input[name="profile"][value="prof_caphe"]');
    await page.fill('[data-testid="caption"]', MAIN);
    for (const ch of ['facebook', 'x']) await page.check(`[data-channel="${ch}"] input`);
    await page.click('[data-testid="own-caption-start-x"]');
    expect(await page.inputValue('#own-caption-x')).toBe(MAIN);
    await expect.poll(() => page.textContent('[data-testid="save-state"]'), { timeout: 10_000 }).toContain('All changes saved');
    expect((await callValue<{ captions: unknown[] }>(page, 'drafts.get', { id: draftId })).captions).toEqual([{ channel: 'x', caption: MAIN, title: null }]);
    expect(await page.textContent('[data-testid="caption-own-for"]')).toBe('own caption: X (the same text as the main caption: one Hub post for every channel)');
    await page.evaluate(() => document.querySelector('[data-testid="caption"]')?.scrollIntoView());
    await themes(page, 'xcaption/compose-equal', 'en');

    await useLanguage(page, 'vi');
    await page.waitForSelector('[data-testid="caption-own-for"]');
    expect(await page.textContent('[data-testid="caption-own-for"]')).toBe('chú thích riêng: X (giống hệt chú thích chính: một bài trên Hub cho mọi kênh)');
    await page.evaluate(() => document.querySelector('[data-testid="caption"]')?.scrollIntoView());
    await themes(page, 'xcaption/compose-equal', 'vi');

    await page.fill('#own-caption-x', 'Phở bò 12h ninh xương ☕ #phở');
    await expect.poll(() => page.textContent('[data-testid="caption-own-for"]')).toContain('chú thích riêng: X (2 bài trên Hub');
    await page.evaluate(() => document.querySelector('[data-testid="caption"]')?.scrollIntoView());
    await themes(page, 'xcaption/compose-differs', 'vi');
    await useLanguage(page, 'en');
    await page.waitForSelector('[data-testid="caption-own-for"]');
    await expect.poll(() => page.textContent('[data-testid="caption-own-for"]')).toContain('own caption: X (2 Hub posts');
    await page.evaluate(() => document.querySelector('[data-testid="caption"]')?.scrollIntoView());
    await themes(page, 'xcaption/compose-differs', 'en');
  }, 120_000);
});
