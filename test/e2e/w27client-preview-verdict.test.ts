/**
 * w27client (walk 23): the client's page in a real Chromium, opened from a file as a client would. A post whose X
 * caption is 387 characters (X allows 280) shows X marked "will not take it as shown", with the numbers, and the line
 * at the top counts it; a fitting post is not marked; a post without a photo and a photo taller than Instagram takes
 * are said the same way. The page loads nothing (no request but the file itself). Screenshots w27client-preview-*
 * in English and Vietnamese, light and dark.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drafts } from '../../src-main/library';
import { exportClientPreview } from '../../src-main/team';
import { tempLibrary } from '../library/helpers';
import { lan, LONG_X, longAndFitting, photo, SHORT_X } from '../team/w27client-fixture';
import { launchBrowser, screenshot, type Browser } from './ui-browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const WORDS = {
  en: {
    top: 'Postroom checked each post against what its channels take (text and title lengths, photos): 2 of 4 have a channel that will not take them as shown (marked below). Your agency will fix them before they go out. 1 of 4 has a channel that may refuse it (marked below).',
    xHead: 'X — will not take it as shown',
    x: 'X will not take this caption: 387 characters, X allows 280 — your agency will shorten it.',
    none: 'Instagram will not take a post without a photo — your agency will add one.',
    tall: 'Instagram may refuse photo 1: it is taller than Instagram takes (from 4:5 to 1.91:1) — your agency will check it.',
  },
  vi: {
    top: 'Postroom đã kiểm tra từng bài theo yêu cầu của các kênh (độ dài nội dung và tiêu đề, ảnh): 2 / 4 bài có kênh sẽ không nhận như hiện tại (được đánh dấu bên dưới). Agency của bạn sẽ sửa trước khi đăng. 1 / 4 bài có kênh có thể từ chối (được đánh dấu bên dưới).',
    xHead: 'X — sẽ không nhận bài như hiện tại',
    x: 'X sẽ không nhận nội dung này: 387 ký tự, X chỉ cho phép 280 — agency của bạn sẽ rút gọn.',
    none: 'Instagram không nhận bài không có ảnh — agency của bạn sẽ thêm ảnh.',
    tall: 'Instagram có thể từ chối ảnh 1: ảnh cao hơn tỷ lệ Instagram nhận (từ 4:5 đến 1,91:1) — agency của bạn sẽ kiểm tra lại.',
  },
} as const;

describe('the client page in Chromium: what each channel will take', () => {
  it('X marked for its 387-character caption, the fitting post not, counted at the top; en and vi, light and dark', async () => {
    const { lib, dir } = tempLibrary();
    const db = lib.db;
    const { long, fits } = await longAndFitting(db, dir);
    const none = drafts.create(db, { profile_id: 'prof_caphe', platforms: ['instagram'], caption: SHORT_X, add_to_queue: true });
    const tall = drafts.create(db, { profile_id: 'prof_caphe', platforms: ['instagram', 'facebook'], caption: SHORT_X, photos: [await photo(dir, 'tall.jpg', 1080, 1920)], add_to_queue: true });
    const { page, errors, context } = browser;
    const requests: string[] = [];
    context.on('request', (r) => requests.push(r.url()));
    for (const lang of ['en', 'vi'] as const) {
      const w = WORDS[lang];
      const { html } = await exportClientPreview(db, { draftIds: [long.id, fits.id, none.id, tall.id], zone: 'Asia/Ho_Chi_Minh', lang, member: lan });
      const file = join(dir, `preview-${lang}.html`);
      writeFileSync(file, html);
      requests.length = 0;
      await page.goto(`file://${file}`);
      await expect.poll(() => page.locator('#verdicts').textContent()).toBe(w.top);
      const x = page.locator(`article[data-draft-id="${long.id}"] section[data-channel="x"]`);
      expect(await x.locator('h3').textContent()).toBe(w.xHead);
      expect(await x.locator('.verdict li').allTextContents()).toEqual([w.x]);
      expect(await x.locator('.verdict').isVisible()).toBe(true);
      // The caption still shows whole: the client sees what was written, and that X will not take it.
      expect(await x.locator('.caption').textContent()).toBe(LONG_X);
      expect(await page.locator(`article[data-draft-id="${long.id}"] section[data-channel="instagram"] .verdict`).count()).toBe(0);
      expect(await page.locator(`article[data-draft-id="${fits.id}"] .verdict, article[data-draft-id="${fits.id}"] .badge`).count()).toBe(0);
      expect(await page.locator(`article[data-draft-id="${none.id}"] .verdict li`).allTextContents()).toEqual([w.none]);
      expect(await page.locator(`article[data-draft-id="${tall.id}"] section[data-channel="instagram"] .verdict li`).allTextContents()).toEqual([w.tall]);
      // The decisions bar works as before.
      await page.locator(`article[data-draft-id="${fits.id}"] button.approve`).click();
      await expect.poll(() => page.locator('#count').textContent()).toBe(lang === 'en' ? 'Decided: 1 of 4' : 'Đã quyết định: 1 / 4');
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.evaluate(() => window.scrollTo(0, 0));
        await screenshot(page, `w27client-preview-${lang}-${scheme}-top`);
        await x.scrollIntoViewIfNeeded();
        await screenshot(page, `w27client-preview-${lang}-${scheme}-x`);
        await page.locator(`article[data-draft-id="${none.id}"]`).scrollIntoViewIfNeeded();
        await screenshot(page, `w27client-preview-${lang}-${scheme}-nophoto`);
        await page.locator(`article[data-draft-id="${tall.id}"]`).scrollIntoViewIfNeeded();
        await screenshot(page, `w27client-preview-${lang}-${scheme}-photos`);
      }
      await page.emulateMedia({ colorScheme: 'light' });
      // Self-contained: nothing but the file itself was asked for (photos are data: URIs).
      expect(requests.filter((u) => !u.startsWith('data:'))).toEqual([`file://${file}`]);
    }
    expect(errors).toEqual([]);
  });
});
