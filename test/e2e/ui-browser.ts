/// <reference lib="dom" />
/**
 * Browser side of the UI end-to-end tests: Debian's Chromium driven by
 * playwright-core, a fresh browser context (a fresh profile) per launch, and screenshots named by state
 * and theme under test-results/screens/.
 */
import { CHROMIUM_FEATURES } from '../../src-main/electron/security';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser as PwBrowser, type BrowserContext, type Page } from 'playwright-core';
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

/**
 * One Chromium process per test worker, started on first use: each `launchBrowser` is a fresh browser context of it (its
 * own storage, cookies, viewport, colour scheme, locale and zone, as a fresh profile was), so a file's two laptops or a
 * later file in the same worker do not each pay a Chromium start (~0.8–1.7 s measured, under load). Playwright closes
 * the process when the worker exits.
 */
let chromiumProcess: Promise<PwBrowser> | undefined;
const sharedChromium = (): Promise<PwBrowser> => {
  chromiumProcess ??= chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', `--enable-features=${CHROMIUM_FEATURES.join(',')}`],
  });
  return chromiumProcess;
};

export async function launchBrowser(opts: { colorScheme?: 'light' | 'dark'; locale?: string; timezoneId?: string } = {}): Promise<Browser> {
  const context = await (await sharedChromium()).newContext({
    viewport: { width: 1360, height: 860 },
    colorScheme: opts.colorScheme ?? 'light',
    locale: opts.locale ?? 'en-US',
    timezoneId: opts.timezoneId ?? 'Europe/Berlin',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return { context, page, errors, close: () => context.close() };
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
