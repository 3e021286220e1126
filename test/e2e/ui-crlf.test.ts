/// <reference lib="dom" />
/**
 * crlf (walk 7): an Excel-style CSV (Buffer layout, BOM, ';', CRLF rows, a quoted CRLF inside a
 * caption, dd/mm/yyyy) imported into a campaign, in Chromium against the web host: the caption is
 * stored with an LF line break, and its calendar chip shows the first line only, with no `\r`.
 * Screenshots (light and dark, English and Vietnamese) go to test-results/screens/crlf/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callValue, themes as shoot, uiSession, useLanguage, waitOnline } from './helpers/session';
import { calendarTitled } from './helpers/calendar';

const s = uiSession({ name: 'ui-crlf' });
const themes = (page: Page, name: string, lang: 'en' | 'vi') => shoot(page, `crlf/${name}`, lang, { closeToasts: true });

/** w20libimport: December of the year after today's, so the rows are never past on this real clock (they were December 2026). */
const Y = new Date().getUTCFullYear() + 1;
const CSV = '\uFEFFText;Image URL;Tags;Posting Time\r\n'
  + `"Giáng sinh ấm áp cùng Cà Phê Sóng";;noel;15/12/${Y} 08:00\r\n`
  + `"Cà phê trứng — món mới tháng 12\r\nchỉ 45k";;menu;18/12/${Y} 09:30\r\n`
  + `"Đêm nhạc acoustic tối thứ Bảy";;event;20/12/${Y} 19:00\r\n`;

describe('a caption with a CRLF line break from a CSV', () => {
  it('is stored with LF; its calendar chip shows its first line, no \\r', async () => {
    const { page, errors } = s.browser;
    await page.goto(s.host.url);
    await useLanguage(page, 'en');
    await waitOnline(page);
    const c = await callValue<{ id: string }>(page, 'campaigns.create', { name: 'Noel' });
    const r = await callValue<{ imported: number }>(page, 'campaigns.import', {
      id: c.id, name: 'campaign-noel.csv', text: CSV, dateOrder: 'dmy', defaults: { profile_id: 'prof_lumen', platforms: ['instagram'], timezone: 'Asia/Ho_Chi_Minh' },
    });
    expect(r.imported).toBe(3);
    const detail = await callValue<{ posts: Array<{ caption: string }> }>(page, 'campaigns.get', { id: c.id });
    expect(detail.posts.map((p) => p.caption)).toContain('Cà phê trứng — món mới tháng 12\nchỉ 45k');

    await calendarTitled(page, `December ${Y}`);
    const chip = page.locator(`[data-day="${Y}-12-18"] .chip`);
    await expect.poll(() => chip.count(), { timeout: 10_000 }).toBe(1);
    const text = (await chip.textContent()) ?? '';
    expect(text).toContain('Cà phê trứng — món mới tháng 12');
    expect(text).not.toMatch(/\r/);
    expect(text).not.toContain('chỉ 45k');
    expect(await chip.getAttribute('aria-label')).not.toMatch(/\r/);
    await themes(page, 'calendar', 'en');
    await useLanguage(page, 'vi');
    await calendarTitled(page, `tháng 12 năm ${Y}`);
    await expect.poll(() => page.locator(`[data-day="${Y}-12-18"] .chip`).count(), { timeout: 10_000 }).toBe(1);
    expect((await page.locator(`[data-day="${Y}-12-18"] .chip`).textContent()) ?? '').not.toMatch(/\r/);
    await themes(page, 'calendar', 'vi');
    expect(errors).toEqual([]);
  }, 180_000);
});
