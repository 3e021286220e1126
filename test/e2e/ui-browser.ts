/// <reference lib="dom" />
/**
 * Browser side of the UI end-to-end tests: Debian's Chromium driven by
 * playwright-core, a fresh profile per test file, and screenshots named by state
 * and theme under test-results/screens/.
 */
import { CHROMIUM_FEATURES } from '../../src-main/electron/security';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { repoRoot } from './helpers/webhost';

export const CHROMIUM = '/usr/bin/chromium';
export const SCREENS_DIR = join(repoRoot, 'test-results', 'screens');

export interface Browser {
  context: BrowserContext;
  page: Page;
  /** Messages the page logged as errors, and uncaught exceptions: a test can assert none. */
  errors: string[];
  close(): Promise<void>;
}

export async function launchBrowser(opts: { colorScheme?: 'light' | 'dark'; locale?: string; timezoneId?: string } = {}): Promise<Browser> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'postroom-ui-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', `--enable-features=${CHROMIUM_FEATURES.join(',')}`],
    viewport: { width: 1360, height: 860 },
    colorScheme: opts.colorScheme ?? 'light',
    locale: opts.locale ?? 'en-US',
    timezoneId: opts.timezoneId ?? 'Europe/Berlin',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return {
    context,
    page,
    errors,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Saves a full-window screenshot as test-results/screens/<name>.png and returns the path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  const path = join(SCREENS_DIR, `${name}.png`);
  await page.screenshot({ path });
  return path;
}

/** The theme the page is showing (data-theme on <html>). */
export const themeOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
