/// <reference lib="dom" />
/**
 * Issue 24 item 5, in a real browser against the web host and its embedded sandbox Hub: Insights
 * offers the audience's best hours to a campaign ("Use these hours"), the campaign's plan shows
 * them as its slots (mode best_hours), and the preview puts the posts at those hours, every day,
 * in the audience's zone. Screenshots (light/dark, en/vi) go to test-results/screens/fin24/.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newCampaign, themes as shoot, uiSession } from './helpers/session';

const SHEET = ['caption,platforms', ...[1, 2, 3, 4, 5, 6].map((i) => `Cà phê evening ${i},tiktok`)].join('\n') + '\n';
const s = uiSession({ name: 'ui-best-hours', prepare: (dir) => writeFileSync(join(dir, 'caphe-evenings.csv'), SHEET) });

/** Light and dark shots in `lang` of what is on screen, toasts closed first. */
const themes = (page: Page, name: string, lang: 'en' | 'vi') => shoot(page, `fin24/${name}`, lang, { closeToasts: true });

async function setLocale(page: Page, lang: 'en' | 'vi'): Promise<void> {
  await page.click('nav a[data-nav="settings"]');
  await page.check(`[data-locale-choice="${lang}"]`);
}

describe('best hours as campaign slots', () => {
  it('offers the best hours from Insights to a campaign, whose plan then spreads its posts at those hours', async () => {
    const { page, errors } = s.browser;
    await page.goto(s.host.url);
    await expect.poll(() => page.getAttribute('[data-testid="connectivity"]', 'data-state'), { timeout: 20_000 }).toBe('online');

    // A campaign of six TikTok posts for Cà Phê.
    await newCampaign(page, 'Cà phê evenings', 'prof_caphe');
    await page.setInputFiles('[data-testid="import-file"]', join(s.dataDir, 'caphe-evenings.csv'));
    // A sheet with no bad rows is imported at once (a report only comes when some row has a problem).
    await expect.poll(() => page.locator('[data-testid="import-done"]').textContent(), { timeout: 15_000 }).toContain('Imported 6 posts');

    // Insights: the best hours, offered to the campaign.
    await page.click('nav a[data-nav="insights"]');
    await page.selectOption('[data-testid="insights-profile"]', 'prof_caphe');
    await page.selectOption('[data-testid="insights-channel"]', 'tiktok');
    await page.waitForSelector('[data-testid="audience-chart"]');
    const best = (await page.textContent('[data-testid="best-hours"]')) ?? '';
    const hours = [...best.matchAll(/(\d{2}):00/g)].map((m) => m[1] as string).sort();
    expect(hours).toHaveLength(3);
    await page.selectOption('[data-testid="insights-campaign"]', { label: 'Cà phê evenings' });
    await page.click('[data-testid="use-best-hours"]');
    await expect.poll(() => page.textContent('[data-testid="toast"]')).toContain('Cà phê evenings');
    await page.locator('[data-testid="use-best-hours"]').scrollIntoViewIfNeeded();
    await themes(page, 'insights-use', 'en');

    // The campaign's plan: mode best_hours, the hours named, and the preview at those hours each day.
    await page.click('nav a[data-nav="campaigns"]');
    await page.click('[data-testid="open-campaign"]:has-text("Cà phê evenings")');
    await page.click('[data-tab="plan"]');
    expect(await page.isChecked('input[data-mode="best_hours"]')).toBe(true);
    const line = (await page.textContent('[data-testid="best-hours-line"]')) ?? '';
    expect(line).toContain(hours.map((h) => `${h}:00`).join(', '));
    expect(line).toContain('TikTok');
    await page.click('[data-testid="plan-preview"]');
    await page.waitForSelector('[data-testid="plan-table"] tbody tr');
    const times = await page.locator('[data-testid="plan-table"] tbody td.time').allTextContents();
    expect(times).toHaveLength(6);
    // Six posts over three hours a day, from now: each best hour taken twice, in time order, in the audience's zone.
    const clock = times.map((t) => /\d{4}-\d{2}-\d{2} (\d{2}):00/.exec(t)?.[1]);
    expect([...clock].sort()).toEqual([...hours, ...hours].sort());
    const stamps = times.map((t) => t.slice(0, 16));
    expect([...stamps].sort()).toEqual(stamps);
    expect(times.every((t) => t.includes('Asia/Ho_Chi_Minh'))).toBe(true);
    expect(await page.locator('[data-testid="plan-table"] .error').count()).toBe(0);
    await themes(page, 'plan-best-hours', 'en');

    // The same two screens in Vietnamese.
    await setLocale(page, 'vi');
    await page.click('nav a[data-nav="insights"]');
    await page.selectOption('[data-testid="insights-profile"]', 'prof_caphe');
    await page.waitForSelector('[data-testid="audience-chart"]');
    await page.locator('[data-testid="use-best-hours"]').scrollIntoViewIfNeeded();
    await themes(page, 'insights-use', 'vi');
    await page.click('nav a[data-nav="campaigns"]');
    await page.click('[data-testid="open-campaign"]:has-text("Cà phê evenings")');
    await page.click('[data-tab="plan"]');
    expect(await page.textContent('[data-testid="best-hours-line"]')).toContain('mỗi ngày');
    await page.click('[data-testid="plan-preview"]');
    await page.waitForSelector('[data-testid="plan-table"] tbody tr');
    await themes(page, 'plan-best-hours', 'vi');
    await setLocale(page, 'en');
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});
