/// <reference lib="dom" />
/**
 * Issue 24 item 2 in a real browser against the web host (its own process): Settings lists the
 * backups, refuses a foreign file with its reason (nothing staged), stages a good backup and says
 * plainly that it goes in place at the next start; after the web host is started again, the
 * Library shows the backup's drafts. Shots (light/dark, en/vi) in test-results/screens/fin24/.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibrary } from '../../src-main/library';
import { startWebHost, type RunningWebHost } from './helpers/webhost';
import { launchBrowser, screenshot, type Browser } from './ui-browser';

let host: RunningWebHost | null = null;
let browser: Browser;
let dataDir: string;

/** Writes a draft through a second connection (WAL lets it write beside the running host). */
function addDraft(caption: string): void {
  const lib = openLibrary(join(dataDir, 'library.sqlite'));
  lib.drafts.create(lib.db, { platforms: ['instagram'], caption });
  lib.close();
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'postroom-ui-restore-'));
  addDraft('Kept in the backup');
  host = await startWebHost({ dataDir });
  browser = await launchBrowser({ colorScheme: 'light' });
  browser.page.on('dialog', (d) => void d.accept());
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await host?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function shots(page: Page, name: string, lang: 'en' | 'vi'): Promise<void> {
  await page.locator('[data-testid="toast"] > button[aria-label]').evaluateAll((bs) => bs.forEach((b) => (b as HTMLButtonElement).click()));
  await page.locator('[data-action="restore"]').scrollIntoViewIfNeeded();
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await screenshot(page, `fin24/${name}-${theme}-${lang}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

describe('restore the library from a backup', () => {
  it('refuses a foreign file, stages a good backup, and shows its drafts after the next start', async () => {
    const { page, errors } = browser;
    await page.goto(host!.url);
    await page.click('nav a[data-nav="settings"]');
    await page.click('[data-action="backup"]');
    await expect.poll(() => page.locator('[data-testid="restore-pick"] option').count(), { timeout: 15_000 }).toBe(1);
    const backupName = await page.locator('[data-testid="restore-pick"] option').first().getAttribute('value');
    addDraft('Written after the backup');
    const foreign = new Database(join(dataDir, 'backups', 'someone-elses.sqlite'));
    foreign.exec('CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES (\'hello\');');
    foreign.close();

    // A foreign file: refused with its reason, nothing staged.
    await page.click('nav a[data-nav="library"]');
    await page.click('nav a[data-nav="settings"]');
    await expect.poll(() => page.locator('[data-testid="restore-pick"] option').count()).toBe(2);
    await page.selectOption('[data-testid="restore-pick"]', 'someone-elses.sqlite');
    await page.click('[data-action="restore"]');
    await page.click('[data-testid="confirm-restore-yes"]'); // asked in the app's own panel (dialogs)
    await expect.poll(() => page.textContent('[data-testid="restore-error"]')).toContain('not a Postroom library');
    expect(await page.getAttribute('[data-testid="restore-error"]', 'data-code')).toBe('invalid_input');
    expect(await page.textContent('[data-testid="restore-error"]')).toContain('Nothing was changed');
    expect(await page.locator('[data-testid="restore-pending"]').count()).toBe(0);
    await shots(page, 'settings-restore-refused', 'en');
    await page.check('[data-locale-choice="vi"]');
    await expect.poll(() => page.textContent('[data-testid="restore-error"]')).toContain('Không có gì thay đổi');
    await shots(page, 'settings-restore-refused', 'vi');
    await page.check('[data-locale-choice="en"]');

    // The good backup: staged, and said to apply at the next start.
    await page.selectOption('[data-testid="restore-pick"]', backupName!);
    await page.click('[data-action="restore"]');
    await page.click('[data-testid="confirm-restore-yes"]'); // asked in the app's own panel (dialogs)
    await page.waitForSelector('[data-testid="restore-pending"]');
    await expect.poll(() => page.textContent('[data-testid="toast"]')).toContain('next time Postroom starts');
    expect(await page.locator('[data-testid="restore-error"]').count()).toBe(0);
    await shots(page, 'settings-restore-staged', 'en');
    await page.check('[data-locale-choice="vi"]');
    await page.waitForSelector('text=Khôi phục một bản sao lưu');
    await shots(page, 'settings-restore-staged', 'vi');
    await page.check('[data-locale-choice="en"]');

    // The running host still uses its library: both drafts are there.
    await page.click('nav a[data-nav="library"]');
    await page.waitForSelector('text=Written after the backup');

    // Next start: the backup is in place.
    await host!.close();
    host = await startWebHost({ dataDir });
    await page.goto(host.url);
    await page.click('nav a[data-nav="library"]');
    await page.waitForSelector('text=Kept in the backup');
    expect(await page.locator('text=Written after the backup').count()).toBe(0);
    await page.click('nav a[data-nav="settings"]');
    await expect.poll(() => page.locator('[data-testid="restore-pick"] option').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('library-replaced-')]));
    expect(await page.locator('[data-testid="restore-pending"]').count()).toBe(0);
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});
