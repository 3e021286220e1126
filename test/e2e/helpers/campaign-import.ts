/// <reference lib="dom" />
/**
 * What the import-reading files share (ui-import-reading, ui-w17-import-separator): a file imported into a
 * new campaign through its Import tab as a person does it, and a test id's text.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { newCampaign, useLanguage } from './session';

/** The text of `[data-testid=testId]`, white space folded. */
export const text = async (page: Page, testId: string): Promise<string> => ((await page.textContent(`[data-testid="${testId}"]`)) ?? '').replace(/\s+/g, ' ').trim();

/**
 * A new campaign `name` on Lumen; in Vietnamese (`lang` 'vi') the screen is switched and the Import tab's
 * profile chosen again; then Instagram, the zone Asia/Ho_Chi_Minh, and the file at `path`, imported at once
 * (waits for import-done).
 */
export async function importIntoCampaign(page: Page, name: string, path: string, lang: 'en' | 'vi' = 'en'): Promise<void> {
  await newCampaign(page, name, 'prof_lumen');
  if (lang === 'vi') {
    await useLanguage(page, 'vi');
    await page.waitForSelector('[data-testid="campaign-view"]');
    await page.click('[data-tab="import"]');
    await expect.poll(() => page.locator('[data-testid="import-profile"] option[value="prof_lumen"]').count(), { timeout: 20_000 }).toBe(1);
    await page.selectOption('[data-testid="import-profile"]', 'prof_lumen');
  }
  await page.check('input[data-channel="instagram"]');
  await page.fill('[data-testid="import-zone"]', 'Asia/Ho_Chi_Minh');
  await page.locator('[data-testid="import-zone"]').blur();
  await page.setInputFiles('[data-testid="import-file"]', path);
  await page.waitForSelector('[data-testid="import-done"]');
}
