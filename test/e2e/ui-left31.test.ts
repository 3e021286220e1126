/// <reference lib="dom" />
/**
 * Issue 31's finishing points (branch left31), in Chromium through the web host:
 * - a draft whose time passed with nothing sent reads "time passed, not sent" in the Library and on the
 *   calendar (it read "scheduled for …", which nothing would do), from the core's one check.
 * Screenshots (light and dark, English and Vietnamese): test-results/screens/left31/.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { callValue, themes, uiSession, useLanguage } from './helpers/session';

const s = uiSession({ name: 'ui-left31' });
type Draft = { id: string };
const text = async (page: Page, sel: string): Promise<string> => ((await page.textContent(sel)) ?? '').replace(/\s+/g, ' ').trim();

describe('issue 31, finished', () => {
  it('a draft whose time passed with nothing sent says so in the Library and on the calendar, never "scheduled for"', async () => {
    const { page, errors } = s.browser;
    await page.goto(s.host.url);
    // Half an hour ago, in UTC; and one tomorrow, still ahead.
    const at = (ms: number) => new Date(ms).toISOString().slice(0, 16);
    const missed = await callValue<Draft>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Missed its time', scheduled_at: at(Date.now() - 30 * 60_000), timezone: 'UTC' } });
    const ahead = await callValue<Draft>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Still ahead', scheduled_at: at(Date.now() + 26 * 3600_000), timezone: 'UTC' } });
    await page.click('nav a[data-nav="library"]');
    const row = (id: string) => `[data-draft-id="${id}"]`;
    await page.waitForSelector(row(missed.id));
    expect(await text(page, `${row(missed.id)} [data-testid="row-time-passed"]`)).toMatch(/^· time passed, not sent \(it was for .+, UTC\)$/);
    expect(await page.locator(`${row(missed.id)} [data-testid="row-scheduled"]`).count()).toBe(0);
    expect(await text(page, `${row(ahead.id)} [data-testid="row-scheduled"]`)).toMatch(/^· scheduled for .+ \(UTC\)$/);
    await themes(page, 'left31/1-library-time-passed', 'en', { closeToasts: true });
    // The calendar says the same of it.
    await page.click('nav a[data-nav="campaigns"]');
    await page.click('[data-view="calendar"]');
    await page.waitForSelector(`[data-entry="${missed.id}"]`);
    expect(await page.getAttribute(`[data-entry="${missed.id}"]`, 'title')).toMatch(/^Draft · time passed, not sent · /);
    expect(await page.locator(`[data-entry="${missed.id}"] [data-passed]`).count()).toBe(1);
    expect(await page.getAttribute(`[data-entry="${ahead.id}"]`, 'title')).not.toContain('time passed');
    expect(await text(page, '[data-testid="cal-legend"]')).toContain('⊘ Time passed, not sent');
    await page.locator(`[data-entry="${missed.id}"]`).scrollIntoViewIfNeeded();
    await themes(page, 'left31/2-calendar-time-passed', 'en', { closeToasts: true });
    await useLanguage(page, 'vi');
    await page.click('[data-view="calendar"]');
    await page.waitForSelector(`[data-entry="${missed.id}"]`);
    expect(await page.getAttribute(`[data-entry="${missed.id}"]`, 'title')).toContain('đã quá giờ, chưa gửi');
    await page.locator(`[data-entry="${missed.id}"]`).scrollIntoViewIfNeeded();
    await themes(page, 'left31/2-calendar-time-passed', 'vi', { closeToasts: true });
    await page.click('nav a[data-nav="library"]');
    await page.waitForSelector(row(missed.id));
    expect(await text(page, `${row(missed.id)} [data-testid="row-time-passed"]`)).toMatch(/^· đã quá giờ, chưa gửi \(giờ hẹn là .+, UTC\)$/);
    await themes(page, 'left31/1-library-time-passed', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');
    expect(errors).toEqual([]);
  });
});
