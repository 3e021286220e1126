/// <reference lib="dom" />
/**
 * Publishing online from the browser against the embedded sandbox Hub (the default
 * workspace): a draft with a photo is published now, and the Outbox follows the job
 * to its per-channel outcomes.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebHost, type RunningWebHost } from './helpers/webhost';
import { launchBrowser, screenshot, type Browser } from './ui-browser';

let host: RunningWebHost;
let browser: Browser;
let dataDir: string;
let photo: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'postroom-ui-publish-'));
  host = await startWebHost({ dataDir });
  browser = await launchBrowser({ colorScheme: 'light' });
  photo = join(dataDir, 'studio.jpg');
  writeFileSync(photo, await sharp({ create: { width: 1400, height: 1000, channels: 3, background: { r: 90, g: 60, b: 140 } } }).jpeg().toBuffer());
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await host?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('publishing online', () => {
  it('publishes now and follows the job to per-channel outcomes in the Outbox', async () => {
    const { page } = browser;
    await page.goto(host.url);
    await expect.poll(() => page.getAttribute('[data-testid="connectivity"]', 'data-state'), { timeout: 20_000 }).toBe('online');
    await page.click('[data-testid="new-draft"]');
    await page.waitForSelector('[data-testid="composer"]');
    await page.click('button:has-text("Refresh from the Hub")');
    await page.check('input[name="profile"][value="prof_lumen"]');
    await page.fill('[data-testid="caption"]', 'New portraits are up in the studio this week. Book a sitting!');
    await page.check('[data-channel="instagram"] input');
    await page.check('[data-channel="bluesky"] input');
    await page.setInputFiles('[data-testid="photo-file"]', [photo]);
    await expect.poll(() => page.locator('[data-testid="photos"] li.photo').count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => page.isDisabled('[data-testid="publish"]'), { timeout: 15_000 }).toBe(false);
    expect(await page.textContent('[data-testid="publish"]')).toContain('Publish now');
    await page.click('[data-testid="publish"]');
    await page.locator('[data-testid="toast"]', { hasText: 'Sent to the Hub' }).waitFor();

    await page.click('nav a[data-nav="outbox"]');
    await page.waitForSelector('[data-testid="outbox-jobs"] li.job');
    const job = page.locator('[data-testid="outbox-jobs"] li.job').first();
    // The sandbox accepts and processes asynchronously: the poller brings the final outcome.
    await expect.poll(() => job.getAttribute('data-state'), { timeout: 60_000 }).toBe('done');
    await expect.poll(() => job.locator('.outcomes li').count(), { timeout: 30_000 }).toBe(2);
    const text = (await job.textContent()) ?? '';
    expect(text).toMatch(/Instagram:\s*(accepted|refused)/);
    expect(text).toMatch(/Bluesky:\s*(accepted|refused)/);
    await screenshot(page, 'outbox-published-light-en');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'outbox-published-dark-en');
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('logged no errors in the page', () => {
    expect(browser.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});
