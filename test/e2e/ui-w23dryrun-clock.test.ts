/// <reference lib="dom" />
/**
 * w23dryrun (walk 20, 1 and 2), in Chromium through the web host and its sandbox Hub: a campaign over Berlin's next two
 * clock changes (dates from today). The Import tab names each row whose time the clocks skip or show twice, and what
 * was done (it said nothing); the dry run's line counts the rows it shows: those with warnings (a ⚠ time among them) and
 * those near a clock change (it said "2 clock changes" beside five marked rows, "1 with warnings" beside five ⚠/warn rows).
 * Shots light/dark × en/vi of the import's result and the dry run, in test-results/screens/w23dryrun/.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, nextClockChanges } from '../helpers/clock-changes';
import { newCampaign, themes, uiSession, useLanguage, waitOnline } from './helpers/session';

const c = nextClockChanges('Europe/Berlin');
const url = 'https://images.example.com/lumen/w23.jpg';
/** Six posts, eight rows (see test/cli/w23dryrun-clock-changes.test.ts); `tag` keeps the second file's captions apart. */
const sheet = (tag: string) => [
  'profile_id,platforms,caption,photo_urls,scheduled_at,timezone,facebook_page_id',
  `prof_lumen,instagram,Before spring${tag},${url},${addDays(c.forward, -1)}T09:00,Europe/Berlin,`,
  `prof_lumen,instagram,Spring night${tag},${url},${c.forward}T02:30,Europe/Berlin,`,
  `prof_lumen,instagram,After spring${tag},${url},${addDays(c.forward, 1)}T09:00,Europe/Berlin,`,
  `prof_lumen,instagram|threads|facebook,Autumn night${tag},${url},${c.back}T02:30,Europe/Berlin,`,
  `prof_lumen,instagram,After autumn${tag},${url},${addDays(c.back, 1)}T09:00,Europe/Berlin,`,
  `prof_lumen,facebook,Page post${tag},${url},${addDays(c.back, 2)}T09:00,Europe/Berlin,pg_lumen_berlin`,
].join('\n') + '\n';

const s = uiSession({ name: 'ui-w23dryrun-clock', prepare: (dir) => { writeFileSync(join(dir, 'clocks-en.csv'), sheet('')); writeFileSync(join(dir, 'clocks-vi.csv'), sheet(' · vi')); } });
const clean = (t: string | null): string => (t ?? '').replace(/\s+/g, ' ').trim();
const text = (page: Page, id: string) => page.textContent(`[data-testid="${id}"]`).then(clean);

/** Imports the file into a new campaign through its Import tab, as a person does. */
async function importFile(page: Page, name: string, file: string): Promise<void> {
  await newCampaign(page, name, 'prof_lumen');
  await page.setInputFiles('[data-testid="import-file"]', join(s.dataDir, file));
  await page.waitForSelector('[data-testid="import-done"]', { timeout: 20_000 });
}

/** The dry run's rows as the table shows them: warned (the row's colour), marked near a clock change (⚠ time or the change's badge). */
async function shownRows(page: Page): Promise<{ rows: number; warned: number; near: number; errors: number }> {
  return page.locator('[data-testid="dry-run-table"] tbody tr[data-draft]').evaluateAll((trs) => ({
    rows: trs.length,
    warned: trs.filter((tr) => tr.classList.contains('warn')).length,
    errors: trs.filter((tr) => tr.classList.contains('err')).length,
    near: trs.filter((tr) => tr.querySelector('[data-testid="wall-clock"], [data-testid="dry-run-dst"]')).length,
  }));
}

describe('a campaign across the clock changes', () => {
  it('the Import tab names the skipped and the repeated row; the dry run counts the rows it shows (en)', async () => {
    const { page } = s.browser;
    await page.goto(s.host.url);
    await waitOnline(page);
    await importFile(page, 'Across the clock changes', 'clocks-en.csv');
    expect(await text(page, 'import-done')).toMatch(/^Imported 6 posts/);
    await expect.poll(() => page.locator('[data-testid="import-clock-time"]').allTextContents().then((l) => l.map(clean))).toEqual([
      `Line 3: ${c.forward} 02:30 does not exist in Europe/Berlin (the clocks skip it): the post goes at ${c.forward} 03:30 (UTC+02:00).`,
      `Line 5: ${c.back} 02:30 happens twice in Europe/Berlin (the clocks go back): the first, at UTC+02:00, is used (not the second, at UTC+01:00).`,
    ]);
    expect(await text(page, 'import-clock-times')).toMatch(/^2 rows fall where the clocks change:/);
    await themes(page, 'w23dryrun/import', 'en', { closeToasts: true });

    await page.click('[data-tab="dryRun"]');
    await page.click('[data-testid="dry-run"]');
    await page.waitForSelector('[data-testid="dry-run-table"] tbody tr[data-draft]');
    const shown = await shownRows(page);
    expect(shown).toEqual({ rows: 8, warned: 5, errors: 0, near: 5 });
    // A ⚠ time is the row's warning, said in its Problems column, never "ok" beside it.
    expect(await page.locator('[data-testid="dry-run-table"] tr:has([data-testid="wall-clock"]) .ok').count()).toBe(0);
    const said = page.locator('[data-testid="dry-run-table"] [data-problem="wall_clock"]');
    expect(await said.allTextContents()).toEqual(['clocks skip 02:30', '02:30 happens twice', '02:30 happens twice', '02:30 happens twice']);
    expect(await said.first().getAttribute('title')).toBe(`${c.forward} 02:30 does not exist in Europe/Berlin (the clocks skip it): the post goes at ${c.forward} 03:30.`);
    // The table fits the window (1360 px): no column runs off its right edge.
    expect(await page.locator('[data-testid="dry-run-table"]').evaluate((el) => { const box = el.closest('.vt') ?? el; return box.scrollWidth <= box.clientWidth + 1; })).toBe(true);
    expect(await text(page, 'dry-run-summary')).toBe(`${shown.rows} rows: ${shown.rows - shown.errors} to send, ${shown.errors} with errors, 0 held with their post; ${shown.warned} with warnings, 0 duplicates, 0 collisions, ${shown.near} near a clock change.`);
    await themes(page, 'w23dryrun/dry-run', 'en', { closeToasts: true });
  }, 120_000);

  it('in Vietnamese: the same rows named, the same counts', async () => {
    const { page } = s.browser;
    await useLanguage(page, 'vi');
    await waitOnline(page);
    await page.click('nav a[data-nav="campaigns"]');
    await page.fill('#campaign-name', 'Qua hai lần đổi giờ');
    await page.click('[data-testid="campaign-create"]');
    await expect.poll(() => page.textContent('#campaign-h')).toBe('Qua hai lần đổi giờ');
    await page.click('[data-tab="import"]');
    await page.setInputFiles('[data-testid="import-file"]', join(s.dataDir, 'clocks-vi.csv'));
    await page.waitForSelector('[data-testid="import-done"]', { timeout: 20_000 });
    await expect.poll(() => page.locator('[data-testid="import-clock-time"]').allTextContents().then((l) => l.map(clean))).toEqual([
      `Dòng 3: ${c.forward} 02:30 không tồn tại ở Europe/Berlin (đồng hồ nhảy qua giờ này): bài được đăng lúc ${c.forward} 03:30 (UTC+02:00).`,
      `Dòng 5: ${c.back} 02:30 xảy ra hai lần ở Europe/Berlin (đồng hồ lùi lại): dùng lần đầu, ứng với UTC+02:00 (không phải lần thứ hai, UTC+01:00).`,
    ]);
    await themes(page, 'w23dryrun/import', 'vi', { closeToasts: true });
    await page.click('[data-tab="dryRun"]');
    await page.click('[data-testid="dry-run"]');
    await page.waitForSelector('[data-testid="dry-run-table"] tbody tr[data-draft]');
    const shown = await shownRows(page);
    // w26campaign: the English campaign's drafts sit at the same times on the same channels: every row also says "a
    // draft at the same time (not sent)" — a warning, never a collision (the Hub holds nothing there).
    expect(shown).toEqual({ rows: 8, warned: 8, errors: 0, near: 5 });
    expect(await page.locator('[data-testid="dry-run-table"] [data-problem="draft_same_time"]').count()).toBe(8);
    expect(await text(page, 'dry-run-summary')).toBe('8 dòng: 8 sẽ gửi, 0 có lỗi, 0 bị giữ lại cùng bài; 8 có cảnh báo, 0 trùng lặp, 0 quá sát nhau, 5 gần thời điểm đổi giờ.');
    await themes(page, 'w23dryrun/dry-run', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');
  }, 120_000);
});
