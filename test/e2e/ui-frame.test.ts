/// <reference lib="dom" />
/**
 * The app frame in a real browser against the real web host: every sidebar entry,
 * keyboard navigation, both themes (following the OS and overridden), both
 * languages (remembered across a reload), About from system.info, and the
 * connectivity indicator.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, startWebHost, type RunningWebHost } from './helpers/webhost';
import { launchBrowser, screenshot, themeOf, type Browser } from './ui-browser';

const SCREENS = ['library', 'compose', 'campaigns', 'outbox', 'channels', 'monitors', 'insights', 'settings'] as const;
const EN = { library: 'Library', compose: 'Compose', campaigns: 'Campaigns', outbox: 'Outbox', channels: 'Channels', monitors: 'Monitors', insights: 'Insights', settings: 'Settings' };
const VI = { library: 'Thư viện', compose: 'Soạn bài', campaigns: 'Chiến dịch', outbox: 'Hộp thư đi', channels: 'Kênh', monitors: 'Theo dõi bình luận', insights: 'Thống kê', settings: 'Cài đặt' };

let host: RunningWebHost;
let browser: Browser;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'postroom-ui-frame-'));
  host = await startWebHost({ dataDir });
  browser = await launchBrowser({ colorScheme: 'light' });
});

afterAll(async () => {
  await browser?.close();
  await host?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('app frame', () => {
  it('walks every sidebar entry by click, in light and dark', async () => {
    const { page } = browser;
    await page.goto(host.url);
    await page.waitForSelector('nav a[data-nav="library"][aria-current="page"]');
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await expect.poll(() => themeOf(page)).toBe(theme); // 'system' follows the OS
      for (const s of SCREENS) {
        await page.click(`nav a[data-nav="${s}"]`);
        await page.waitForSelector(`nav a[data-nav="${s}"][aria-current="page"]`);
        expect(await page.locator('main [data-screen-heading]').first().textContent()).toContain(s === 'compose' ? 'Compose' : EN[s]);
        expect(new URL(page.url()).hash).toBe(`#/${s}`);
        if (s === 'monitors') await page.waitForSelector('[data-testid="monitor-form"]');
        if (s === 'insights') await page.waitForSelector('[data-testid="music-picker"]');
        if (s === 'channels') {
          await expect.poll(() => page.locator('[data-testid="channel-table"] tbody tr').count()).toBe(22);
          expect(await page.textContent('[data-channel-row="x"]')).toContain('280');
        }
        await screenshot(page, `frame-${s}-${theme}-en`);
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('moves with Alt+1…9 and the arrow keys, focusing the new screen heading', async () => {
    const { page } = browser;
    await page.goto(`${host.origin}/#/library`);
    await page.keyboard.press('Alt+4');
    await page.waitForSelector('nav a[data-nav="outbox"][aria-current="page"]');
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-screen-heading'))).toBe(true);
    await page.keyboard.press('Alt+8');
    await page.waitForSelector('nav a[data-nav="settings"][aria-current="page"]');
    await page.focus('nav a[data-nav="library"]');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-nav'))).toBe('compose');
    await page.keyboard.press('End');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-nav'))).toBe('review'); // Review (issue 34) is last, Alt+9
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-nav'))).toBe('library');
    await page.keyboard.press('Enter');
    await page.waitForSelector('nav a[data-nav="library"][aria-current="page"]');
  });

  it('shows About from the real system.info and a connectivity state', async () => {
    const { page } = browser;
    await page.goto(`${host.origin}/#/settings`);
    const version = (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;
    await page.waitForSelector('[data-testid="about"] [data-field="version"]');
    expect(await page.textContent('[data-testid="about"] [data-field="version"]')).toBe(version);
    expect(await page.textContent('[data-testid="about"]')).toContain(dataDir);
    expect(await page.textContent('[data-testid="about"]')).toContain('Web host in a browser');
    await expect.poll(() => page.getAttribute('[data-testid="connectivity"]', 'data-state'), { timeout: 20_000 }).toMatch(/^(online|offline)$/);
    await page.evaluate(() => document.querySelector('[data-testid="about"]')?.scrollIntoView());
    await screenshot(page, 'settings-about-light-en');
  });

  it('overrides the theme in Settings and switches to Vietnamese, both remembered after a reload', async () => {
    const { page } = browser;
    await page.goto(`${host.origin}/#/settings`);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.check('[data-theme-choice="dark"]');
    expect(await themeOf(page)).toBe('dark');
    await page.check('[data-locale-choice="vi"]');
    await expect.poll(() => page.textContent('nav a[data-nav="settings"]')).toContain('Cài đặt');
    expect(await page.getAttribute('html', 'lang')).toBe('vi');
    await screenshot(page, 'settings-dark-vi');
    await page.reload();
    await page.waitForSelector('nav a[data-nav="settings"][aria-current="page"]');
    expect(await themeOf(page)).toBe('dark');
    for (const s of SCREENS) {
      expect((await page.textContent(`nav a[data-nav="${s}"] .label`))?.trim()).toBe(VI[s]);
    }
    for (const s of SCREENS) {
      await page.click(`nav a[data-nav="${s}"]`);
      await page.waitForSelector(`nav a[data-nav="${s}"][aria-current="page"]`);
      await screenshot(page, `frame-${s}-dark-vi`);
    }
    // Back to following the OS, in English.
    await page.click('nav a[data-nav="settings"]');
    await page.check('[data-theme-choice="system"]');
    await page.check('[data-locale-choice="en"]');
    await expect.poll(() => themeOf(page)).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => themeOf(page)).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('logged no errors in the page', () => {
    // Failed bridge calls are shown in the UI, not thrown; resource 4xx would show here.
    expect(browser.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});
