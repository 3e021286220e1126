/// <reference lib="dom" />
/**
 * Issue 31's finishing points (branch left31), in Chromium through the web host:
 * - a draft whose time passed with nothing sent reads "time passed, not sent" in the Library and on the
 *   calendar (it read "scheduled for …", which nothing would do), from the core's one check.
 * - the last dry run is kept in the library: a Dry run tab that did not run it (after a restart, or one the CLI
 *   ran) says when it ran, what it found and whether the posts changed since.
 * - a campaign duplicated a month later says on its first screen which of its posts land on posts already
 *   planned or sent on the same channel (only the dry run said it).
 * Screenshots (light and dark, English and Vietnamese): test-results/screens/left31/.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { callValue, themes, uiSession, useLanguage } from './helpers/session';
import { nextYear } from '../helpers/ahead';

/** w23dups: its posts' dates in the year after today's (they were 2027), never past on this real clock. */
const Y = nextYear();

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
    expect(await text(page, `${row(ahead.id)} [data-testid="row-scheduled"]`)).toMatch(/^· planned for .+ \(UTC\)$/);
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

  it('the Dry run tab says what the kept dry run found, when, and that the posts changed since, without running it here', async () => {
    const { page, errors } = s.browser;
    await useLanguage(page, 'en');
    const camp = await callValue<{ id: string }>(page, 'campaigns.create', { name: 'Kept dry run' });
    const text3 = `caption,scheduled_at\nKept one,${Y}-05-06T09:00\nKept two,${Y}-05-07T09:00\nKept three,${Y}-05-08T09:00\n`;
    await callValue(page, 'campaigns.import', { id: camp.id, name: 'kept.csv', text: text3, defaults: { profile_id: 'prof_lumen', platforms: ['instagram'], timezone: 'Europe/Berlin' } });
    // Run elsewhere (as the CLI or the app before a restart would): this screen has no table of it.
    const dry = await callValue<{ summary: { errors: number; warnings: number; held: number } }>(page, 'campaigns.dryRun', { id: camp.id });
    await page.evaluate((c) => (location.hash = `#/campaigns/${c}`), camp.id);
    await page.waitForSelector('[data-testid="campaign-view"]');
    await page.click('[data-tab="dryRun"]');
    await page.waitForSelector('[data-testid="dry-run-last"]');
    const said = await text(page, '[data-testid="dry-run-last"]');
    expect(said).toMatch(new RegExp(`^Last dry run .+: ${dry.summary.errors} rows? with errors, ${dry.summary.warnings} with warnings, ${dry.summary.held} posts? held back\\. It still describes what Send does: \\d+ posts? to send\\. Run it again to see its rows\\.$`));
    await themes(page, 'left31/3-dry-run-kept', 'en', { closeToasts: true });
    // The plan applied since: the same line says the posts changed.
    await callValue(page, 'campaigns.applyPlan', { id: camp.id, plan: { mode: 'interval', delivery: 'schedule', timezone: 'Europe/Berlin', start: `${Y}-06-02T09:00`, intervalMinutes: 1440, minGapMinutes: 30 } });
    await page.click('[data-tab="posts"]');
    await page.click('[data-tab="dryRun"]');
    await expect.poll(() => page.locator('[data-testid="dry-run-last-stale"]').count()).toBe(1);
    expect(await text(page, '[data-testid="dry-run-last-stale"]')).toBe('The posts changed since: run the dry run again before sending.');
    await themes(page, 'left31/4-dry-run-kept-stale', 'en', { closeToasts: true });
    await useLanguage(page, 'vi');
    await page.waitForSelector('[data-testid="campaign-view"]');
    await page.click('[data-tab="dryRun"]');
    await page.waitForSelector('[data-testid="dry-run-last-stale"]');
    expect(await text(page, '[data-testid="dry-run-last"]')).toMatch(/^Lần chạy thử gần nhất .+: \d+ dòng có lỗi, \d+ dòng có cảnh báo, \d+ bài bị giữ lại\. Các bài đã thay đổi từ đó: hãy chạy thử lại trước khi gửi\.$/);
    await themes(page, 'left31/4-dry-run-kept-stale', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');
    expect(errors).toEqual([]);
  });

  it('a campaign duplicated a month later says on its first screen how many of its posts land on posts already planned there, and which', async () => {
    const { page, errors } = s.browser;
    await useLanguage(page, 'en');
    const post = (caption: string, when: string) => callValue<Draft>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption, scheduled_at: when, timezone: 'Europe/Berlin' } });
    const june = [await post('June portraits', `${Y}-06-08T09:00`), await post('June weddings', `${Y}-06-09T18:00`)];
    const camp = await callValue<{ id: string }>(page, 'campaigns.create', { name: 'June at Lumen' });
    await callValue(page, 'campaigns.addDrafts', { id: camp.id, draftIds: june.map((d) => d.id) });
    // July already has its own newsletter at 09:00 on the 8th.
    const july = await post('July newsletter', `${Y}-07-08T09:00`);
    await page.click('nav a[data-nav="campaigns"]');
    await page.click('[data-view="list"]');
    const row = page.locator(`[data-campaign-id="${camp.id}"]`);
    await row.locator('[data-testid="duplicate-campaign"]').click();
    await row.locator('[data-testid="duplicate-name"]').fill('July at Lumen');
    await row.locator('[data-testid="duplicate-months"]').fill('1');
    await row.locator('[data-testid="duplicate-go"]').click();
    await page.locator('[data-testid="toast"]', { hasText: 'Created “July at Lumen” with 2 posts.' }).waitFor();
    const copy = (await callValue<Array<{ id: string; name: string }>>(page, 'campaigns.list', {})).find((x) => x.name === 'July at Lumen');
    await page.evaluate((c) => (location.hash = `#/campaigns/${c}`), copy?.id ?? '');
    // w26campaign: July's newsletter is only a draft (never sent): the Hub holds nothing there, so it is named apart, as a draft, not a collision.
    await page.waitForSelector('[data-testid="same-time-drafts"]');
    expect(await page.locator('[data-testid="collisions"]').count()).toBe(0);
    expect(await text(page, '[data-testid="same-time-drafts"] p')).toBe('1 post shares its time with a draft not sent yet: the Hub holds nothing there');
    expect(await page.locator('[data-testid="same-time-draft"]').count()).toBe(1);
    expect(await text(page, '[data-testid="same-time-draft"]')).toBe(`Post 1 on Instagram at ${Y}-07-08 09:00 Europe/Berlin: “July newsletter” (a draft, not sent)`);
    expect(await page.getAttribute('[data-testid="same-time-draft"]', 'data-other')).toBe(july.id);
    await themes(page, 'left31/5-duplicate-collisions', 'en', { closeToasts: true });
    await useLanguage(page, 'vi');
    await page.waitForSelector('[data-testid="same-time-drafts"]');
    expect(await text(page, '[data-testid="same-time-draft"]')).toBe(`Bài 1 trên Instagram lúc ${Y}-07-08 09:00 Europe/Berlin: “July newsletter” (bản nháp, chưa gửi)`);
    await themes(page, 'left31/5-duplicate-collisions', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');
    expect(errors).toEqual([]);
  });
});
