/// <reference lib="dom" />
/**
 * What the fresh-eyes walk of issue 31 found, mended (branch mend31), in Chromium through the web host, with the
 * walk's own files (test/fixtures/import/walk-*): a header written `Date;Caption;Link` is read; the lines after a
 * quoted CRLF are those an editor shows; the Import tab offers every channel of the profile; "Spread over time"
 * starts from the zone the posts were imported in and says so. Screenshots: test-results/screens/mend31/.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shiftYears } from '../fixtures/w19import/dated';
import { movedYears, nextClockChange } from '../helpers/ahead';
import { newCampaign, themes, uiSession, useLanguage } from './helpers/session';

const s = uiSession({ name: 'ui-mend31' });
const fixture = (name: string): string => join(__dirname, '..', 'fixtures', 'import', name);
/**
 * w20libimport: walk-fr-bad.csv's December 2026 rows, moved to December of the year after today's (bytes otherwise as
 * written), so only its 31/02 is a problem whatever the day: on the real clock its other rows would pass from 1 Dec 2026.
 */
const Y = new Date().getUTCFullYear() + 1;
const frBad = () => ({ name: 'walk-fr-bad.csv', mimeType: 'text/csv', buffer: Buffer.from(shiftYears(readFileSync(fixture('walk-fr-bad.csv'), 'utf8'), Y), 'utf8') });
/**
 * w26dates: walk-excel-eu.csv's 2027 rows (27 March to 13 April) in the year after today's, bytes otherwise as written:
 * past, they were import problems and "Every row good" failed on a clock moved to 2028.
 */
const excelEu = () => ({ name: 'walk-excel-eu.csv', mimeType: 'text/csv', buffer: Buffer.from(movedYears(readFileSync(fixture('walk-excel-eu.csv'), 'utf8')), 'utf8') });
const report = (page: Page) => page.locator('[data-testid="import-report"]');
const text = async (page: Page, testId: string): Promise<string> => ((await page.textContent(`[data-testid="${testId}"]`)) ?? '').replace(/\s+/g, ' ').trim();

describe('the walk\'s files, read as meant', () => {
  it('every channel of the profile is offered; fr_bad.csv names its lines as an editor shows them; Date;Caption;Link is read', async () => {
    const { page, errors } = s.browser;
    await page.goto(s.host.url);
    await newCampaign(page, 'Walk FR', 'prof_caphe');
    const offered = await page.locator('input[data-channel]').evaluateAll((els) => els.map((e) => e.getAttribute('data-channel')));
    expect(offered).toEqual(expect.arrayContaining(['instagram', 'slack', 'youtube']));
    await page.check('input[data-channel="instagram"]');
    await page.fill('[data-testid="import-zone"]', 'Europe/Paris');
    await page.locator('[data-testid="import-zone"]').blur();
    await page.setInputFiles('[data-testid="import-file"]', frBad());
    await report(page).waitFor();
    expect(await text(page, 'date-reading')).toBe(`Dates read day first (day/month/year): line 5 has 13/12/${Y}.`);
    const row = page.locator('[data-testid="report-problems"] tbody tr');
    expect((await row.locator('td').allTextContents()).map((t) => t.trim())[0]).toBe('4');
    await report(page).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await themes(page, 'mend31/1-import-fr-bad', 'en', { closeToasts: true });
    // The same file in Vietnamese (a reload empties the Import tab: the file is chosen again).
    await useLanguage(page, 'vi');
    await page.click('[data-tab="import"]');
    await expect.poll(() => page.locator('[data-testid="import-profile"] option[value="prof_caphe"]').count(), { timeout: 20_000 }).toBe(1);
    await page.selectOption('[data-testid="import-profile"]', 'prof_caphe');
    await page.check('input[data-channel="instagram"]');
    await page.fill('[data-testid="import-zone"]', 'Europe/Paris');
    await page.locator('[data-testid="import-zone"]').blur();
    await page.setInputFiles('[data-testid="import-file"]', frBad());
    await report(page).waitFor();
    expect(await text(page, 'date-reading')).toContain(`13/12/${Y}`);
    await report(page).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await themes(page, 'mend31/1-import-fr-bad', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');

    await newCampaign(page, 'Walk EU', 'prof_lumen');
    await page.check('input[data-channel="instagram"]');
    await page.fill('[data-testid="import-zone"]', 'Europe/Berlin');
    await page.locator('[data-testid="import-zone"]').blur();
    await page.setInputFiles('[data-testid="import-file"]', excelEu());
    // Every row good: imported at once (the walk's file was refused as "neither Postroom's…").
    await expect.poll(() => text(page, 'import-done')).toBe('Imported 4 posts into the campaign.');
    await page.locator('[data-testid="import-done"]').scrollIntoViewIfNeeded();
    await themes(page, 'mend31/2-import-eu', 'en', { closeToasts: true });

    await page.click('[data-tab="plan"]');
    await page.check('input[data-mode="interval"]');
    expect(await page.getAttribute('[data-testid="plan-zone"]', 'placeholder')).toBe('Europe/Berlin');
    expect(await text(page, 'plan-zone-used')).toBe('The times are in Europe/Berlin: the zone the posts were imported in. Choose another zone above to spread them in it.');
    await themes(page, 'mend31/3-spread-zone', 'en', { closeToasts: true });
    await useLanguage(page, 'vi');
    await page.click('[data-tab="plan"]');
    await page.check('input[data-mode="interval"]');
    await page.locator('[data-testid="plan-zone-used"]').waitFor();
    await themes(page, 'mend31/3-spread-zone', 'vi', { closeToasts: true });
    expect(errors).toEqual([]);
  });

  it('a time the clocks skip or show twice is marked alike in New York and Berlin: Posts tab, preview, dry run', async () => {
    const { page, errors } = s.browser;
    await useLanguage(page, 'en');
    await newCampaign(page, 'Clock changes', 'prof_lumen');
    await page.check('input[data-channel="instagram"]');
    // w23dups: each zone's next clock changes (they were 2027's), so every row is ahead of this real clock.
    const [nySpring, berlinSpring] = [nextClockChange('America/New_York', 'forward').date, nextClockChange('Europe/Berlin', 'forward').date];
    const [nyFall, berlinFall] = [nextClockChange('America/New_York', 'back').date, nextClockChange('Europe/Berlin', 'back').date];
    const csv = `caption,scheduled_at,timezone\nNew York spring,${nySpring} 02:30,America/New_York\nBerlin spring,${berlinSpring} 02:30,Europe/Berlin\nNew York fall,${nyFall} 01:30,America/New_York\nBerlin fall,${berlinFall} 02:30,Europe/Berlin\nOrdinary,${Y}-05-03 09:00,Europe/Berlin\n`;
    await page.setInputFiles('[data-testid="import-file"]', { name: 'clocks.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect.poll(() => text(page, 'import-done')).toBe('Imported 5 posts into the campaign.');
    const kinds = async () => page.locator('[data-testid="wall-clock"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')).sort());
    const want = ['skipped', 'skipped', 'twice', 'twice'];
    await page.click('[data-tab="posts"]');
    await expect.poll(kinds).toEqual(want);
    expect(await page.getAttribute('[data-testid="wall-clock"][data-kind="skipped"] >> nth=0', 'title')).toMatch(new RegExp(`^(${nySpring}|${berlinSpring}) 02:30 does not exist in (America/New_York|Europe/Berlin) \\(the clocks skip it\\): the post goes at (${nySpring}|${berlinSpring}) 03:30\\.$`));
    await themes(page, 'mend31/4-posts-clocks', 'en', { closeToasts: true });
    await page.click('[data-tab="plan"]');
    await page.check('input[data-mode="file_times"]');
    await page.click('[data-testid="plan-preview"]');
    await expect.poll(kinds).toEqual(want);
    await themes(page, 'mend31/5-preview-clocks', 'en', { closeToasts: true });
    await page.click('[data-tab="dryRun"]');
    await page.click('[data-testid="dry-run"]');
    await expect.poll(kinds).toEqual(want);
    await themes(page, 'mend31/6-dryrun-clocks', 'en', { closeToasts: true });
    await useLanguage(page, 'vi');
    await page.click('[data-tab="posts"]');
    await expect.poll(kinds).toEqual(want);
    await themes(page, 'mend31/4-posts-clocks', 'vi', { closeToasts: true });
    await page.click('[data-tab="dryRun"]');
    await page.click('[data-testid="dry-run"]');
    await expect.poll(kinds).toEqual(want);
    await themes(page, 'mend31/6-dryrun-clocks', 'vi', { closeToasts: true });
    expect(errors).toEqual([]);
  });
});
