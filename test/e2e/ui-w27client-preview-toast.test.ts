/**
 * w27client (walk 23): whoever downloads a client preview from a campaign's Review tab is told what the page marks for
 * the client: a post whose X caption is 387 characters (X allows 280) is one "a channel will not take as shown"
 * (Postroom's check, the page's own verdicts). In Chromium over the web host, in English and Vietnamese; screenshots
 * ui-w27client-toast-{light,dark}-{en,vi} with the toast open.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LONG_X, SHORT_X } from '../team/w27client-fixture';
import { callValue, themes, uiSession, useLanguage } from './helpers/session';

const s = uiSession({ name: 'ui-w27client', host: { env: { POSTROOM_MEMBER: 'Lan' } } });

const toastText = (page: Page): Promise<string> => page.locator('[data-testid="toast"]').allTextContents().then((t) => t.join(' | '));

describe('the client preview download says what the page marks', () => {
  it('one post X will not take as shown: said in the toast, en and vi', async () => {
    const { page, errors } = s.browser;
    await page.goto(s.host.url);
    const ids: string[] = [];
    for (const [i, own] of [LONG_X, null].entries()) {
      const d = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram', 'x'], caption: SHORT_X, ...(own ? { captions: { x: { caption: own } } } : {}), scheduled_at: `2027-02-0${i + 1}T09:00:00`, timezone: 'Asia/Ho_Chi_Minh' } });
      await callValue(page, 'photos.add', { draftId: d.id, urls: [`https://cdn.example.com/${i}.jpg`] });
      ids.push(d.id);
    }
    const camp = await callValue<{ id: string }>(page, 'campaigns.create', { name: 'Tết 2027' });
    await callValue(page, 'campaigns.addDrafts', { id: camp.id, draftIds: ids });
    await page.goto(`${s.host.url}#/campaigns/${camp.id}`);
    const words = {
      en: 'Saved postroom-preview-Tet-2027.html: 2 posts. Send it to your client. 1 post has a channel that will not take it as shown: the page marks it for your client (Postroom’s check).',
      vi: 'Đã lưu postroom-preview-Tet-2027.html: 2 bài. Hãy gửi cho khách. 1 bài có kênh sẽ không nhận như hiện tại: trang đã đánh dấu cho khách của bạn (Postroom kiểm tra).',
    } as const;
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.click('[data-tab="review"]', { timeout: 20_000 });
      await page.locator('[data-testid="toast"] button:not(.primary)').evaluateAll((bs) => bs.forEach((b) => (b as HTMLButtonElement).click()));
      await page.click('[data-testid="review-preview-open"]');
      await page.fill('[data-testid="review-preview-zone"]', 'Asia/Ho_Chi_Minh');
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="review-preview-download"]')]);
      expect(download.suggestedFilename()).toBe('postroom-preview-Tet-2027.html');
      await expect.poll(() => toastText(page), { timeout: 20_000 }).toContain(words[lang]);
      await themes(page, 'ui-w27client-toast', lang);
    }
    await useLanguage(page, 'en');
    expect(errors).toEqual([]);
  });
});
