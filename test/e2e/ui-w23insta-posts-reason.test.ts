/// <reference lib="dom" />
/**
 * w23insta (part 2): the campaign Posts tab put a post's reason for not being sent in a 10.5rem column, where a longer
 * reason wrapped into a tall narrow block cut after two lines. The reason now has a line of its own under the row, from
 * the post's column to the row's end: at 1400 px wide, every reason the Send column can say (the longest of each catalog,
 * with a long name in it) reads whole on one line, in English and Vietnamese, crossing no other cell's words and with no
 * sideways scroll. Real rows: a post with problems named, one ready to send. Shots light/dark × en/vi.
 * Needs the keychain: run under scripts/with-keyring.sh.
 * w26dates: the posts' times are in April of the year after today's (they were 2027's), ahead of the real clock.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../../src-renderer/src/lib/i18n/en';
import { vi } from '../../src-renderer/src/lib/i18n/vi';
import { callValue, themes, uiSession, useLanguage, waitOnline } from './helpers/session';
import { nextYear } from '../helpers/ahead';

const s = uiSession({ name: 'ui-w23insta-posts' });
const LONG_NAME = 'Nguyễn Thị Bảo Ngọc';
const clean = (t: string | null) => (t ?? '').replace(/\s+/g, ' ').trim();

/** Every fixed reason the Send column can say, in a catalog, placeholders filled with a long name; longest first. */
function reasons(m: typeof vi): string[] {
  const fill = (t: string) => t.replace(/\{(who|name)\}/g, LONG_NAME);
  const list = [
    ...Object.entries(m.w17postsreason).filter(([k]) => k !== 'problemsNamed').map(([, t]) => t),
    m.w8send.sendChangesBy, m.w8send.sendChanges, m.w8send.sendWaiting,
    m.campaigns.sendHanded, m.campaigns.sendWithdrawn, m.campaigns.sendNone, m.teamcampaign.sendColumn, m.w16camprow.sendHere,
  ].map(fill);
  return list.sort((a, b) => b.length - a.length);
}

/** The reason's box in a row: its text, whether it is cut, how many lines it takes, and which other cells' words it crosses. */
const measure = (page: Page, id: string, text?: string) =>
  page.locator(`[data-testid="campaign-posts"] tr[data-post-id="${id}"] [data-testid="post-send"] > span`).evaluate((el, t) => {
    if (t !== undefined) el.textContent = t;
    const box = el.getBoundingClientRect();
    const tr = el.closest('tr')!;
    // Any other cell's words the reason's box would cross (the time's second line names other times the Hub holds the post at).
    const crossed = [...tr.querySelectorAll('td')].filter((td) => !td.contains(el)).flatMap((td) => {
      const r = document.createRange();
      r.selectNodeContents(td);
      return [...r.getClientRects()].filter((c) => c.width > 0 && c.right > box.left && c.left < box.right && c.bottom > box.top + 1 && c.top < box.bottom - 1).map(() => td.textContent ?? '');
    });
    const caption = tr.querySelector('td.caption')!.getBoundingClientRect();
    const line = parseFloat(getComputedStyle(el).lineHeight);
    return {
      text: el.textContent ?? '', cut: el.scrollWidth > el.clientWidth + 1, lines: Math.round(box.height / line),
      crossed, belowCaption: box.top >= caption.top + caption.height / 2 - 1, insideRow: box.bottom <= tr.getBoundingClientRect().bottom + 1,
    };
  }, text);

describe('the campaign Posts tab gives a post’s reason a line of its own', () => {
  it('the longest reasons read whole on one line at 1400 px, en and vi', async () => {
    const { page } = s.browser;
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(s.host.url);
    await waitOnline(page);
    await callValue(page, 'profiles.refresh', {});
    // A post with problems of three channels (no photo for Instagram, no title for Reddit, no board for Pinterest), and one ready.
    const problems = (await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram', 'reddit', 'pinterest'], caption: 'Bún chả Hà Nội — three channels, three problems', scheduled_at: `${nextYear()}-04-01T09:00`, timezone: 'Asia/Ho_Chi_Minh' } })).id;
    const ready = (await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['x'], caption: 'Phở cuốn — ready', scheduled_at: `${nextYear()}-04-02T09:00`, timezone: 'Asia/Ho_Chi_Minh' } })).id;
    await callValue(page, 'photos.add', { draftId: ready, urls: ['https://images.example.com/w23-pho-cuon.jpg'] });
    const camp = (await callValue<{ id: string }>(page, 'campaigns.create', { name: 'Tháng 4 — w23insta' })).id;
    await callValue(page, 'campaigns.addDrafts', { id: camp, draftIds: [problems, ready] });

    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.goto(`${s.host.origin}/#/campaigns/${encodeURIComponent(camp)}`);
      await page.waitForSelector(`[data-testid="campaign-posts"] tr[data-post-id="${ready}"]`, { timeout: 30_000 });
      // The real rows: each reason on one line under its row, whole, crossing no other cell's words.
      await expect.poll(async () => (await measure(page, problems)).text, { timeout: 30_000 }).toMatch(lang === 'en' ? /^not sent \(problems: / : /^chưa gửi \(có lỗi: /);
      for (const id of [problems, ready]) {
        const m = await measure(page, id);
        expect(m, `${lang} ${m.text}`).toMatchObject({ lines: 1, crossed: [], belowCaption: true, insideRow: true });
      }
      const readyWords = clean((await measure(page, ready)).text);
      expect(readyWords).toBe(lang === 'en' ? en.w17postsreason.ready : vi.w17postsreason.ready);
      expect((await measure(page, problems)).cut, 'three problems named, whole').toBe(false);
      expect((await measure(page, problems)).text, 'a field not known is not named as "()"').not.toContain('()');
      const box = await page.locator('[data-testid="campaign-posts"]').evaluate((t) => { const vt = t.closest('.vt') as HTMLElement; return { scroll: vt.scrollWidth, width: vt.clientWidth }; });
      expect(box.scroll).toBeLessThanOrEqual(box.width);
      await themes(page, 'w23insta/posts-reason', lang, { closeToasts: true });
      // Every fixed reason of the catalog, longest first, in the same box: whole, on one line.
      for (const words of reasons(lang === 'en' ? en : vi)) {
        const m = await measure(page, ready, words);
        expect(m, `${lang}: ${words}`).toMatchObject({ text: words, cut: false, lines: 1, crossed: [] });
      }
      await measure(page, ready, reasons(lang === 'en' ? en : vi)[0]);
      await themes(page, 'w23insta/posts-reason-longest', lang, { closeToasts: true });
    }
    await useLanguage(page, 'en');
  }, 300_000);
});
