/// <reference lib="dom" />
/**
 * w17trunc (walk 16, lower): the same Excel "Unicode Text" file (UTF-16, tabs) imported a SECOND time into a
 * campaign: the report asks about the rows already there, and its reading still says the separator ("Columns
 * separated by tabs.") beside the encoding, as a fresh file's reading does. Screenshots: test-results/screens/w17trunc/.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { importIntoCampaign, text } from './helpers/campaign-import';
import { themes, uiSession, useLanguage } from './helpers/session';

const s = uiSession({ name: 'ui-w17-import-separator' });
const fixture = join(__dirname, '..', 'fixtures', 'import-w15', 'excel-unicode-text.txt');

async function importTwice(page: Page, name: string, lang: 'en' | 'vi'): Promise<void> {
  await importIntoCampaign(page, name, fixture, lang);
  expect(await text(page, 'rows-read')).toBe(lang === 'en' ? '2 rows read, columns separated by tabs.' : 'Đã đọc 2 dòng, các cột cách nhau bằng dấu tab.');
  await page.setInputFiles('[data-testid="import-file"]', []);
  await page.setInputFiles('[data-testid="import-file"]', fixture);
  await page.waitForSelector('[data-testid="duplicate-question"]');
}

describe('the same UTF-16 file imported again', () => {
  it('the report that asks about the rows already there still says the columns are separated by tabs', async () => {
    const { page, errors } = s.browser;
    await page.goto(s.host.url);
    await importTwice(page, 'Unicode text twice', 'en');
    expect(await text(page, 'separator-read')).toBe('Columns separated by tabs.');
    expect(await text(page, 'encoding-read')).toBe('Read as UTF-16 LE (with a byte-order mark).');
    expect(await text(page, 'report-summary')).toContain('2 rows read');
    await themes(page, 'w17trunc/import-again-separator', 'en', { closeToasts: true });
    await importTwice(page, 'Unicode text twice vi', 'vi');
    expect(await text(page, 'separator-read')).toBe('Các cột cách nhau bằng dấu tab.');
    await themes(page, 'w17trunc/import-again-separator', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');
    expect(errors).toEqual([]);
  });
});
