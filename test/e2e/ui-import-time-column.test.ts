/// <reference lib="dom" />
/**
 * Walk 12, in Chromium through the web host: a spreadsheet whose header looks like Hootsuite's (Date, Message) with a
 * separate 12-hour Time column, Network and Profile (channels written "Facebook", "X (Twitter)", "LinkedIn") is read with
 * every column: the reading line names Time as the date's time of day, Network and Profile as used, nothing "Not used".
 * Its dates fit both orders (as the walk's did), so the tab asks, with the reading line on screen; the answer imports every row. Screens: test-results/screens/import-time/.
 * w26dates: the sheet's 2027 is read as the year after today's (bytes otherwise as written), so its posts are ahead of
 * the real clock (past from 12 November 2027, the import would hold them as problems).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newCampaign, themes, uiSession, useLanguage } from './helpers/session';
import { nextYear } from '../helpers/ahead';

const s = uiSession({ name: 'ui-import-time-column' });
const fixture = (name: string): string => join(__dirname, '..', 'fixtures', 'import', name);
const Y = nextYear();
const sheet = () => ({ name: 'sheet-time-column-ambiguous.tsv', mimeType: 'text/tab-separated-values', buffer: Buffer.from(readFileSync(fixture('sheet-time-column-ambiguous.tsv'), 'utf8').replaceAll('2027', String(Y)), 'utf8') });
const report = (page: Page) => page.locator('[data-testid="import-report"]');
const text = async (page: Page, testId: string): Promise<string> => ((await page.textContent(`[data-testid="${testId}"]`)) ?? '').replace(/\s+/g, ' ').trim();

describe('a sheet with a Hootsuite-looking header and its own Time, Network and Profile columns', () => {
  it('is read with every column, in English and Vietnamese, and every row imports', async () => {
    const { page, errors } = s.browser;
    await page.goto(s.host.url);
    await newCampaign(page, 'Lumen December', 'prof_lumen');
    const id = page.url().split('/').pop() ?? '';
    await page.setInputFiles('[data-testid="import-file"]', sheet());
    await report(page).waitFor();
    const said = (await report(page).innerText()).replace(/\s+/g, ' ');
    expect(said).toContain('Read as a Hootsuite file. Date → Date and time · Time → Date and time (time of day) · Message → Caption · Network → ');
    expect(said).toMatch(/Profile → \S/);
    expect(said).not.toContain('Not used');
    expect(said).not.toMatch(/no time of day|did you mean|scheduled_at|platforms|profile_id/);
    expect(await text(page, 'date-question')).toContain(`Every date in this file fits both orders: is 12/05/${Y} (line 2) day first or month first?`);
    await report(page).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await themes(page, 'import-time/1-sheet-time-column', 'en', { closeToasts: true });

    // In Vietnamese (chosen in Settings, the app kept running): the same reading, in the person's words.
    await page.click('nav a[data-nav="settings"]');
    await page.check('[data-locale-choice="vi"]');
    await page.evaluate((c) => (location.hash = `#/campaigns/${c}`), id);
    await page.waitForSelector('[data-testid="campaign-view"]');
    await page.click('[data-tab="import"]');
    await page.setInputFiles('[data-testid="import-file"]', sheet());
    await report(page).waitFor();
    const vi = (await report(page).innerText()).replace(/\s+/g, ' ');
    expect(vi).toContain('Time → Ngày giờ (giờ trong ngày)');
    expect(vi).not.toMatch(/Not used|Không dùng|scheduled_at/);
    await report(page).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await themes(page, 'import-time/1-sheet-time-column', 'vi', { closeToasts: true });
    await page.click('nav a[data-nav="settings"]');
    await page.check('[data-locale-choice="en"]');
    await useLanguage(page, 'en');
    await page.evaluate((c) => (location.hash = `#/campaigns/${c}`), id);
    await page.waitForSelector('[data-testid="campaign-view"]');
    await page.click('[data-tab="import"]');
    await page.setInputFiles('[data-testid="import-file"]', sheet());
    await page.waitForSelector('[data-testid="date-question"]');
    await page.click('[data-testid="answer-mdy"]');
    await expect.poll(() => text(page, 'import-done')).toBe('Imported 2 posts into the campaign.');
    await page.click('[data-tab="posts"]');
    await expect.poll(() => page.locator('[data-testid="campaign-posts"] tbody tr').count()).toBe(2);
    expect((await page.locator('[data-testid="campaign-posts"] tbody tr td.time').allTextContents()).map((t) => t.trim())).toEqual([`${Y}-12-05 09:00`, `${Y}-11-12 21:30`]);
    expect(errors).toEqual([]);
  });
});
