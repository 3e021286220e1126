/// <reference lib="dom" />
/**
 * w19import: files as other tools write them (test/fixtures/w19import/), imported through the campaign's Import tab
 * in the web host: an all-ambiguous US Hootsuite file (12-hour times) is asked, never guessed, and read as answered;
 * a French Excel file's "Réseau" column is each row's channel, said in the reading; a sheet with Vietnamese written
 * decomposed (NFD) shows its captions as written. Screenshots: test-results/screens/w19import/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { w19Bytes, w19Text as y } from '../fixtures/w19import/dated';
import { newCampaign, themes, uiSession, useLanguage } from './helpers/session';

const s = uiSession({ name: 'ui-w19import' });
/**
 * w20libimport: the file as make.mjs wrote it, its years moved ahead of today (dated.ts), so its rows are never past on
 * this real clock (they were December 2026 as written); `y` says a date of the file in the same year.
 */
const fixture = (name: string) => ({ name, mimeType: 'text/csv', buffer: w19Bytes(name) });
const text = async (page: Page, testId: string): Promise<string> => ((await page.textContent(`[data-testid="${testId}"]`)) ?? '').replace(/\s+/g, ' ').trim();

/** The same campaign in another language: the page reloads, so its Import tab is filled and the file chosen again. */
async function reopenIn(page: Page, lang: 'en' | 'vi', file: string): Promise<void> {
  await useLanguage(page, lang);
  await page.waitForSelector('[data-testid="campaign-view"]');
  await page.click('[data-tab="import"]');
  await expect.poll(() => page.locator('[data-testid="import-profile"] option[value="prof_caphe"]').count(), { timeout: 20_000 }).toBe(1);
  await page.selectOption('[data-testid="import-profile"]', 'prof_caphe');
  await fill(page, file);
}

async function choose(page: Page, name: string, file: string): Promise<void> {
  await newCampaign(page, name, 'prof_caphe');
  await fill(page, file);
}

/** The tab's choices and the file (again, after a reload drops what the page had read). */
async function fill(page: Page, file: string): Promise<void> {
  await page.check('input[data-channel="instagram"]');
  await page.fill('[data-testid="import-zone"]', 'Europe/Paris');
  await page.locator('[data-testid="import-zone"]').blur();
  await page.setInputFiles('[data-testid="import-file"]', fixture(file));
}

describe('files as other tools write them, through the Import tab', () => {
  it('a US Hootsuite file with 12-hour times, every date fitting both orders: asked (en, vi), then read month first as answered', async () => {
    const { page, errors } = s.browser;
    await page.goto(s.host.url);
    await choose(page, 'Hootsuite US', 'hootsuite-us-ampm-all-ambiguous.csv');
    await page.waitForSelector('[data-testid="date-question"]');
    expect(await text(page, 'date-question')).toContain(y('Every date in this file fits both orders: is 12/03/2026 (line 1) day first or month first? Nothing is imported until you choose.'));
    expect(await text(page, 'answer-mdy')).toBe(y('Month first: 12/03/2026 is December 3, 2026'));
    expect(await text(page, 'answer-dmy')).toBe(y('Day first: 12/03/2026 is March 12, 2026'));
    expect(await page.locator('[data-testid="import-done"]').count()).toBe(0);
    await themes(page, 'w19import/1-asked', 'en', { closeToasts: true });
    await reopenIn(page, 'vi', 'hootsuite-us-ampm-all-ambiguous.csv');
    await page.waitForSelector('[data-testid="date-question"]');
    expect(await text(page, 'date-question')).toContain(y('12/03/2026'));
    await themes(page, 'w19import/1-asked', 'vi', { closeToasts: true });
    await reopenIn(page, 'en', 'hootsuite-us-ampm-all-ambiguous.csv');
    await page.waitForSelector('[data-testid="answer-mdy"]');
    await page.click('[data-testid="answer-mdy"]');
    await expect.poll(() => text(page, 'import-done'), { timeout: 20_000 }).toBe('Imported 3 posts into the campaign.');
    expect(await text(page, 'date-reading')).toBe('Dates read month first (month/day/year), as you chose.');
    expect(await text(page, 'zone-reading')).toBe('Times read: 3 rows in Europe/Paris (the time zone chosen above).');
    await page.click('[data-tab="posts"]');
    await expect.poll(() => page.locator('[data-testid="campaign-posts"] tbody tr').count()).toBe(3);
    const times = (await page.locator('[data-testid="campaign-posts"] tbody tr td.time').allTextContents()).map((t) => t.trim()).sort();
    expect(times).toEqual(['2026-12-03 09:05', '2026-12-04 12:15', '2026-12-05 00:45'].map((t) => y(t)));
    expect(errors).toEqual([]);
  });

  it('a French Excel file: "Réseau" read as the channels, said in the reading (en, vi); each row keeps its own channel', async () => {
    const { page, errors } = s.browser;
    await choose(page, 'Excel FR', 'excel-fr-decimal.csv');
    await page.waitForSelector('[data-testid="import-done"]');
    expect(await text(page, 'import-done')).toBe('Imported 3 posts into the campaign.');
    expect(await text(page, 'read-layout')).toBe('Read by its column names. Date → Date and time · Texte → Caption · Réseau → Channels. Not used: Prix.');
    expect(await text(page, 'date-reading')).toBe(y('Dates read day first (day/month/year): line 4 has 13/12/2026.'));
    await themes(page, 'w19import/2-french', 'en', { closeToasts: true });
    await page.click('[data-tab="posts"]');
    await expect.poll(() => page.locator('[data-testid="campaign-posts"] tbody tr').count()).toBe(3);
    const rows = await page.locator('[data-testid="campaign-posts"] tbody tr').allInnerTexts();
    const advent = rows.find((r) => r.includes('Menu de l’Avent')) ?? '';
    expect(advent).toMatch(/Facebook/);
    expect(advent).not.toMatch(/Instagram/);
    // In Vietnamese: the same file into a new campaign, its reading said in Vietnamese.
    await newCampaign(page, 'Excel FR vi', 'prof_caphe');
    await reopenIn(page, 'vi', 'excel-fr-decimal.csv');
    await page.waitForSelector('[data-testid="import-done"]');
    expect(await text(page, 'read-layout')).toMatch(/^Đọc theo tên các cột\. Date → .+ · Texte → .+ · Réseau → .+\. Không dùng: Prix\.$/);
    await themes(page, 'w19import/2-french', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');
    expect(errors).toEqual([]);
  });

  it('Vietnamese written decomposed (NFD) with emoji, naming a profile the Hub does not have: each row says so, the name composed', async () => {
    const { page, errors } = s.browser;
    await choose(page, 'NFD', 'emoji-nfd.csv');
    await page.waitForSelector('[data-testid="import-report"]');
    const report = await text(page, 'import-report');
    expect(report).toContain('Phở Hà Nội'.normalize('NFC'));
    expect(report.includes('Phở'.normalize('NFD'))).toBe(false);
    expect(await page.locator('[data-testid="import-done"]').count()).toBe(0);
    await themes(page, 'w19import/3-nfd', 'en', { closeToasts: true });
    expect(errors).toEqual([]);
  });

  it('Library → Import… of a European Hootsuite file whose every date fits both orders: asked there too, read as answered', async () => {
    const { page, errors } = s.browser;
    await page.goto(`${s.host.origin}/#/library`);
    await page.waitForSelector('[data-testid="library-count"]');
    const before = Number(/\d+/.exec(await text(page, 'library-count'))?.[0]);
    await page.setInputFiles('[data-testid="import-file"]', fixture('hootsuite-eu-all-ambiguous.csv'));
    await page.waitForSelector('[data-testid="date-question"]');
    expect(await text(page, 'answer-dmy')).toBe(y('Day first: 03/12/2026 is December 3, 2026'));
    expect(await text(page, 'answer-mdy')).toBe(y('Month first: 03/12/2026 is March 12, 2026'));
    await themes(page, 'w19import/4-library-asked', 'en', { closeToasts: true });
    await page.click('[data-testid="answer-dmy"]');
    await page.waitForSelector('[data-testid="library-defaults"]');
    await page.selectOption('[data-testid="library-profile"]', 'prof_caphe');
    await page.check('[data-testid="library-defaults"] input[data-channel="instagram"]');
    await expect.poll(() => text(page, 'import-report-title'), { timeout: 10_000 }).toBe('Checked again with your choices: nothing is imported until you press Import.');
    expect(await text(page, 'date-reading')).toBe('Dates read day first (day/month/year), as you chose.');
    await page.click('[data-testid="library-use-defaults"]');
    await expect.poll(() => text(page, 'import-report-title'), { timeout: 10_000 }).toBe('Imported 3 drafts');
    // The list and its count show the drafts the report speaks of.
    await expect.poll(() => text(page, 'library-count'), { timeout: 10_000 }).toBe(`${before + 3} drafts`);
    await page.getByText('Phở night, every Friday').first().waitFor({ timeout: 10_000 });
    await themes(page, 'w19import/4-library-imported', 'en', { closeToasts: true });
    expect(errors).toEqual([]);
  });
});
