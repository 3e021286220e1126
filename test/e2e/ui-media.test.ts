/// <reference lib="dom" />
/**
 * Photos in the composer, in a real browser against the real web host: a photo added from the
 * file picker is listed under its own name (not a hash), a text file named .jpg is refused with
 * the core's typed error, and a stored photo that is later replaced by text is reported by
 * preflight. Screenshots (light/dark, English/Vietnamese) in test-results/screens/media/.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startWebHost, type RunningWebHost } from './helpers/webhost';
import { launchBrowser, SCREENS_DIR, screenshot, type Browser } from './ui-browser';

let host: RunningWebHost;
let browser: Browser;
let dataDir: string;

async function bridgeCall<T = unknown>(page: Page, method: string, input: unknown): Promise<{ ok: boolean; value: T; error?: { code: string; message: string } }> {
  return page.evaluate(async ([m, i]) => {
    const r = await fetch(`/bridge/${m}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(i) });
    return (await r.json()) as never;
  }, [method, input] as const);
}

const names = (page: Page) => page.$$eval('[data-testid="photos"] .photo .name', (els) => els.map((e) => e.textContent?.trim() ?? ''));
const problems = (page: Page) => page.$$eval('[data-testid="preflight"] li', (els) => els.map((e) => e.getAttribute('data-problem') ?? ''));

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'postroom-ui-media-'));
  host = await startWebHost({ dataDir: join(dataDir, 'app') });
  browser = await launchBrowser({ colorScheme: 'light' });
  mkdirSync(join(SCREENS_DIR, 'media'), { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await host?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('photos in the composer', () => {
  let draftId = '';
  it('lists a photo under its own name, refuses a text file named .jpg, and preflight reports a photo replaced by text', async () => {
    const { page } = browser;
    await page.goto(host.url);
    await page.goto(`${host.origin}/#/library`);
    await page.reload();
    await page.waitForSelector('[data-testid="new-draft"]');
    await page.keyboard.press('n');
    await page.waitForSelector('[data-testid="composer"]');
    draftId = (await page.getAttribute('[data-testid="composer"]', 'data-draft-id')) ?? '';
    await page.fill('[data-testid="caption"]', 'Chợ Bến Thành lúc bình minh');

    const good = join(dataDir, 'Bến Thành 2024.png');
    const second = join(dataDir, 'IMG_2041.jpg');
    writeFileSync(good, await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 40, g: 150, b: 110 } } }).png().toBuffer());
    writeFileSync(second, await sharp({ create: { width: 800, height: 1000, channels: 3, background: { r: 210, g: 120, b: 40 } } }).jpeg().toBuffer());
    await page.setInputFiles('[data-testid="photo-file"]', [good, second]);
    await expect.poll(() => names(page), { timeout: 20_000 }).toEqual(['1. Bến Thành 2024.png', '2. IMG_2041.jpg']);

    const fake = join(dataDir, 'notes.jpg');
    writeFileSync(fake, 'these are notes, not a photo\n');
    await page.setInputFiles('[data-testid="photo-file"]', [fake]);
    await expect.poll(() => page.textContent('body'), { timeout: 10_000 }).toMatch(/Could not add notes\.jpg: Postroom’s own check: That file is not a photo\. Choose a JPEG/);
    expect(await names(page)).toHaveLength(2);
    await page.evaluate(() => document.querySelector('[data-testid="photos"]')?.scrollIntoView());
    await screenshot(page, 'media/compose-photos-refused-light-en');

    // The stored copy of the second photo is replaced by text: preflight says so.
    const d = await bridgeCall<{ photos: { path: string | null }[] }>(page, 'drafts.get', { id: draftId });
    const stored = d.value.photos[1]?.path ?? '';
    expect(stored).toMatch(/IMG_2041\.jpg$/);
    writeFileSync(stored, 'replaced');
    await page.reload();
    await page.waitForSelector('[data-testid="composer"]');
    await expect.poll(() => problems(page), { timeout: 15_000 }).toContain('photo_unreadable');
    await page.evaluate(() => document.querySelector('[data-testid="photos"]')?.scrollIntoView());
    await screenshot(page, 'media/compose-photos-light-en');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'media/compose-photos-dark-en');
    await page.evaluate(() => document.querySelector('[data-testid="preflight"]')?.scrollIntoView());
    await screenshot(page, 'media/compose-preflight-dark-en');
    await page.emulateMedia({ colorScheme: 'light' });
  }, 120_000);

  it('shows the same in Vietnamese', async () => {
    const { page } = browser;
    await page.goto(`${host.origin}/#/settings`);
    await page.reload();
    await page.check('[data-locale-choice="vi"]');
    await page.goto(`${host.origin}/#/compose/${encodeURIComponent(draftId)}`);
    await page.reload();
    await page.waitForSelector('[data-testid="composer"]');
    await expect.poll(() => names(page), { timeout: 15_000 }).toEqual(['1. Bến Thành 2024.png', '2. IMG_2041.jpg']);
    await expect.poll(() => page.textContent('[data-testid="preflight"]'), { timeout: 15_000 }).toContain('Không còn đọc được một ảnh');
    await page.evaluate(() => document.querySelector('[data-testid="photos"]')?.scrollIntoView());
    await screenshot(page, 'media/compose-photos-light-vi');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'media/compose-photos-dark-vi');
    await page.evaluate(() => document.querySelector('[data-testid="preflight"]')?.scrollIntoView());
    await screenshot(page, 'media/compose-preflight-dark-vi');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.evaluate(() => document.querySelector('[data-testid="preflight"]')?.scrollIntoView());
    await screenshot(page, 'media/compose-preflight-light-vi');
    await page.goto(`${host.origin}/#/settings`);
    await page.check('[data-locale-choice="en"]');
  }, 120_000);

  it('logged no errors in the page beyond the refused upload', () => {
    expect(browser.errors.filter((e) => !/Failed to load resource|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
  });
});
