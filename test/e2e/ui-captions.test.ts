/// <reference lib="dom" />
/**
 * Per-channel captions in the browser (issue 23 item 4), against the web host and its embedded
 * sandbox Hub: X gets its own short caption beside a long one for Instagram and Threads, counted
 * against X's limit; the main caption says which channels it goes to; publishing sends two Hub
 * posts (two keys), each with its caption. Screens in test-results/screens/captions/.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { countChars } from '../../src-main/hub/channels';
import { callValue, uiSession } from './helpers/session';
import { launchBrowser, screenshot, type Browser } from './ui-browser';

const LONG = `Our autumn menu is here ☕🍂 with phở, bánh mì and cà phê sữa đá. ${'Come early, stay late, bring friends. '.repeat(7)}`;
const SHORT = 'Autumn menu is here ☕🍂 phở, bánh mì, cà phê sữa đá. Come early!';

const s = uiSession({
  name: 'ui-captions',
  browser: false, // each test opens its own, in its own language
  prepare: async (dir) => writeFileSync(join(dir, 'menu.jpg'), await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 170, g: 110, b: 50 } } }).jpeg().toBuffer()),
});
const photo = () => join(s.dataDir, 'menu.jpg');

const problems = (page: Page) => page.$$eval('[data-testid="preflight"] li', (els) => els.map((e) => `${e.getAttribute('data-problem')}:${e.getAttribute('data-channel')}`));

async function shots(page: Page, name: string, locale: 'en' | 'vi'): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.evaluate(() => document.querySelector('[data-testid="caption"]')?.scrollIntoView());
    await screenshot(page, `captions/${name}-main-${scheme}-${locale}`);
    await page.evaluate(() => document.querySelector('[data-testid="channel-options"]')?.scrollIntoView());
    await screenshot(page, `captions/${name}-${scheme}-${locale}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

describe('per-channel captions', () => {
  let draftId = '';

  it('gives X its own caption, counted against X\'s limit; the main one goes to the others; one publish is two Hub posts', async () => {
    const browser: Browser = await launchBrowser({ colorScheme: 'light' });
    try {
      const { page } = browser;
      await page.goto(s.host.url);
      await expect.poll(() => page.getAttribute('[data-testid="connectivity"]', 'data-state'), { timeout: 20_000 }).toBe('online');
      await page.click('[data-testid="new-draft"]');
      await page.waitForSelector('[data-testid="composer"]');
      draftId = (await page.getAttribute('[data-testid="composer"]', 'data-draft-id')) ?? '';
      await page.click('button:has-text("Refresh from the Hub")');
      await page.check('input[name="profile"][value="prof_caphe"]');
      await page.fill('[data-testid="caption"]', LONG);
      for (const ch of ['instagram', 'x', 'threads']) await page.check(`[data-channel="${ch}"] input`);
      await expect.poll(() => page.getAttribute('[data-testid="counter-x"]', 'class')).toContain('over');
      expect(await page.locator('[data-testid="shares-main-x"]').textContent()).toContain('Uses the main caption');
      expect(await page.locator('[data-testid="caption-sharing"]').count()).toBe(0);

      await page.click('[data-testid="own-caption-start-x"]');
      await page.fill('#own-caption-x', SHORT);
      const n = countChars(SHORT, 'x-weighted');
      await expect.poll(() => page.textContent('[data-testid="own-counter-x"]')).toBe(`${n} / 280`);
      expect(await page.textContent('[data-testid="counter-x"]')).toBe(`${n} / 280`);
      expect(await page.getAttribute('[data-testid="counter-x"]', 'class')).not.toContain('over');
      expect(await page.textContent('[data-testid="counter-instagram"]')).toBe(`${LONG.length} / 2200`);
      expect(await page.textContent('[data-testid="caption-shared-by"]')).toContain('Instagram, Threads');
      expect(await page.textContent('[data-testid="caption-own-for"]')).toContain('X (2 Hub posts');
      // The X preview shows X's own caption, nothing cut; Instagram's shows the main one.
      expect(await page.locator('[data-preview="x"]').textContent()).toContain(SHORT);
      expect(await page.locator('[data-preview="x"]').textContent()).not.toContain('Come early, stay late');
      expect(await page.locator('[data-preview="instagram"]').textContent()).toContain('Come early, stay late');

      await page.setInputFiles('[data-testid="photo-file"]', [photo()]);
      await expect.poll(() => page.locator('[data-testid="photos"] li.photo').count(), { timeout: 30_000 }).toBe(1);
      await expect.poll(() => page.textContent('[data-testid="save-state"]'), { timeout: 10_000 }).toContain('All changes saved');
      const saved = await callValue<{ captions: unknown }>(page, 'drafts.get', { id: draftId });
      expect(saved.captions).toEqual([{ channel: 'x', caption: SHORT, title: null }]);
      await expect.poll(() => problems(page), { timeout: 15_000 }).not.toContain('caption_too_long:x');
      await shots(page, 'compose-own-caption', 'en');

      await expect.poll(() => page.isDisabled('[data-testid="publish"]'), { timeout: 15_000 }).toBe(false);
      await page.click('[data-testid="publish"]');
      await page.locator('[data-testid="toast"]', { hasText: 'Sent to the Hub' }).waitFor();
      type J = { idempotencyKey: string; platforms: string[]; state: string };
      const jobs = (): Promise<J[]> => callValue<J[]>(page, 'jobs.list', { draftId });
      await expect.poll(async () => (await jobs()).filter((j) => j.state === 'done').length, { timeout: 60_000 }).toBe(2);
      const js = await jobs();
      expect(new Set(js.map((j) => j.idempotencyKey)).size).toBe(2);
      // The caption each post was sent with, as journaled (the exact request, made before the call).
      const db = new Database(join(s.dataDir, 'library.sqlite'), { readonly: true });
      try {
        const rows = db.prepare('SELECT platforms, fields FROM publish_jobs WHERE draft_id = ?').all(draftId) as Array<{ platforms: string; fields: string }>;
        expect(rows.map((r) => `${(JSON.parse(r.platforms) as string[]).join(',')}: ${(JSON.parse(r.fields) as { caption: string }).caption}`).sort()).toEqual([`instagram,threads: ${LONG}`, `x: ${SHORT}`]);
      } finally {
        db.close();
      }
      await page.click('nav a[data-nav="outbox"]');
      await page.waitForSelector('[data-testid="outbox-jobs"] li.job');
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await screenshot(page, `captions/outbox-${scheme}-en`);
      }
      expect(browser.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 120_000);

  it('in Vietnamese: a duplicate keeps X\'s own caption; going back to the main caption shares it again', async () => {
    const browser: Browser = await launchBrowser({ colorScheme: 'light', locale: 'vi-VN' });
    try {
      const { page } = browser;
      await page.goto(s.host.url);
      const copy = await callValue<Array<{ id: string; captions: unknown[] }>>(page, 'drafts.duplicate', { ids: [draftId] });
      expect(copy[0]!.captions).toHaveLength(1);
      await page.goto(`${s.host.origin}/#/compose/${copy[0]!.id}`);
      await page.waitForSelector('[data-testid="own-caption-x"]');
      expect(await page.textContent('[data-testid="caption-shared-by"]')).toContain('Chú thích chính dùng cho');
      expect(await page.inputValue('#own-caption-x')).toBe(SHORT);
      await shots(page, 'compose-own-caption', 'vi');
      await page.click('[data-testid="own-caption-drop-x"]');
      await page.waitForSelector('[data-testid="shares-main-x"]');
      expect(await page.locator('[data-testid="caption-sharing"]').count()).toBe(0);
      await expect.poll(async () => (await callValue<{ captions: unknown[] }>(page, 'drafts.get', { id: copy[0]!.id })).captions, { timeout: 10_000 }).toEqual([]);
      await expect.poll(() => page.getAttribute('[data-testid="counter-x"]', 'class')).toContain('over');
      expect(browser.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 120_000);
});
