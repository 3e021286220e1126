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
    // Still in the composer: once the Hub has answered for good, "Publish again…" is offered here
    // (it stayed "already in the Outbox", disabled, until a reload).
    await expect.poll(() => page.textContent('[data-testid="publish"]'), { timeout: 60_000 }).toContain('Publish again…');
    await expect.poll(() => page.isDisabled('[data-testid="publish"]'), { timeout: 60_000 }).toBe(false);

    await page.click('nav a[data-nav="outbox"]');
    await page.waitForSelector('[data-testid="outbox-jobs"] li.job');
    const job = page.locator('[data-testid="outbox-jobs"] li.job').first();
    // The sandbox accepts and processes asynchronously: the poller brings the final outcome.
    await expect.poll(() => job.getAttribute('data-state'), { timeout: 60_000 }).toBe('done');
    await expect.poll(() => job.locator('.outcomes li').count(), { timeout: 30_000 }).toBe(2);
    const text = (await job.textContent()) ?? '';
    // A channel's outcome in the card's words: published (with its link) or refused.
    expect(text).toMatch(/Instagram:\s*(published|refused)/);
    expect(text).toMatch(/Bluesky:\s*(published|refused)/);
    await screenshot(page, 'outbox-published-light-en');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'outbox-published-dark-en');
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('publishes a campaign of drafts as one batch', async () => {
    const { page } = browser;
    const call = (method: string, input: unknown) =>
      page.evaluate(async ([m, i]) => (await (await fetch(`/bridge/${m}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(i) })).json()) as { ok: boolean; value: { id: string } }, [method, input] as const);
    const base64 = (await sharp({ create: { width: 800, height: 800, channels: 3, background: { r: 30, g: 140, b: 120 } } }).jpeg().toBuffer()).toString('base64');
    const ids: string[] = [];
    for (const n of [1, 2]) {
      const d = await call('drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: `Spring series, part ${n}` } });
      expect(d.ok).toBe(true);
      expect((await call('photos.addBytes', { draftId: d.value.id, name: `spring-${n}.jpg`, base64 })).ok).toBe(true);
      ids.push(d.value.id);
    }
    await page.click('nav a[data-nav="campaigns"]');
    await page.fill('#campaign-name', 'Spring series');
    await page.click('button:has-text("Create campaign")');
    // The new campaign opens at once; the list shows it on the way back.
    await expect.poll(() => page.textContent('#campaign-h')).toBe('Spring series');
    await page.click('a:has-text("← All campaigns")');
    const row = page.locator('[data-testid="campaigns"] li', { hasText: 'Spring series' });
    await row.waitFor();
    const campaignId = await row.getAttribute('data-campaign-id');
    expect((await call('campaigns.addDrafts', { id: campaignId, draftIds: ids })).ok).toBe(true);
    await page.reload();
    await expect.poll(() => row.textContent()).toContain('2 posts');
    await screenshot(page, 'campaigns-light-en');
    // Sent from the campaign's own Send tab (the list has no second sending path).
    await row.locator('[data-testid="open-campaign"]').click();
    await page.click('[data-tab="send"]');
    await page.click('[data-testid="send"]');
    await expect.poll(() => page.textContent('[data-testid="send-state"]'), { timeout: 30_000 }).toContain('2 sent for publishing');
    await page.click('nav a[data-nav="outbox"]');
    await expect.poll(() => page.locator('[data-testid="outbox-jobs"] li.job').count(), { timeout: 30_000 }).toBe(3);
    await expect.poll(() => page.locator('[data-testid="outbox-jobs"] li.job[data-state="done"]').count(), { timeout: 60_000 }).toBe(3);
  });

  it('logged no errors in the page', () => {
    expect(browser.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});
