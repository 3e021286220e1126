/// <reference lib="dom" />
/**
 * Import and export on the Library screen, in a real Chromium through the web host
 * (issue 26): a file is uploaded through the browser's file picker and an export
 * comes back as a download; no server path is involved. Screenshots of the import
 * report, light and dark, English and Vietnamese, go to test-results/screens/harden/.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startWebHost, type RunningWebHost } from './helpers/webhost';
import { launchBrowser, screenshot } from './ui-browser';

let host: RunningWebHost;
let dataDir: string;

const GOOD = 'profile_id,platforms,caption,tags\nprof_caphe,instagram,"=HYPERLINK(""https://evil.example"")",e2e-transfer\nprof_caphe,facebook,Plain caption,e2e-transfer\n';
const MIXED = 'profile_id,platforms,caption\nprof_caphe,instagram,good row\nprof_caphe,myspace,bad channel\n,instagram,no profile\n';

async function openLibrary(page: Page): Promise<void> {
  await page.goto(host.url);
  await page.goto(`${host.origin}/#/library`);
  await page.waitForSelector('[data-testid="import"]');
}

async function upload(page: Page, name: string, text: string): Promise<void> {
  await page.setInputFiles('[data-testid="import-file"]', { name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'postroom-ui-transfer-'));
  host = await startWebHost({ dataDir });
}, 120_000);

afterAll(async () => {
  await host?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('Library import and export through the browser', () => {
  it('uploads a CSV, then downloads the drafts as CSV with formulas escaped', async () => {
    const browser = await launchBrowser({ colorScheme: 'light' });
    try {
      const { page } = browser;
      await openLibrary(page);
      await upload(page, 'campaign.csv', GOOD);
      // w16import2: the toast and the reading block both say it.
      await page.getByText('Imported 2 drafts').first().waitFor();
      await page.waitForFunction(() => document.querySelectorAll('#library-list [role="option"]').length >= 2);

      const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="export-csv"]')]);
      expect(download.suggestedFilename()).toMatch(/^postroom-drafts-\d{4}-\d\d-\d\d\.csv$/);
      const text = readFileSync(await download.path(), 'utf8');
      expect(text).toContain(`"'=HYPERLINK(""https://evil.example"")"`);
      expect(text).toContain('Plain caption');
      expect(browser.errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  for (const [scheme, locale] of [['light', 'en-US'], ['dark', 'en-US'], ['light', 'vi-VN'], ['dark', 'vi-VN']] as const) {
    it(`shows the problems of a file with bad rows and imports the good ones on request (${scheme}, ${locale})`, async () => {
      const browser = await launchBrowser({ colorScheme: scheme, locale });
      try {
        const { page } = browser;
        await openLibrary(page);
        const before = await page.evaluate(async () => ((await (await fetch('/bridge/drafts.count', { method: 'POST', body: '{}' })).json()) as { value: { total: number } }).value.total);
        await upload(page, 'mixed.csv', MIXED);
        const report = page.locator('[data-testid="import-report"]');
        await report.waitFor();
        expect(await report.locator('li').count()).toBe(2);
        expect(await report.textContent()).toContain(locale === 'vi-VN' ? 'Dòng 3' : 'Line 3');
        // Each problem in the page's language: the unknown channel and the missing profile alike.
        expect(await report.textContent()).toContain(locale === 'vi-VN' ? 'không có kênh “myspace”' : 'no channel “myspace”');
        expect(await report.textContent()).toContain(locale === 'vi-VN' ? 'chưa có hồ sơ' : 'no profile: name one in the row');
        await screenshot(page, `harden/library-import-report-${scheme}-${locale.slice(0, 2)}`);
        await page.click('[data-testid="import-good"]');
        await page.waitForFunction(async (n) => ((await (await fetch('/bridge/drafts.count', { method: 'POST', body: '{}' })).json()) as { value: { total: number } }).value.total === n + 1, before);
        expect(browser.errors).toEqual([]);
      } finally {
        await browser.close();
      }
    });
  }
});
