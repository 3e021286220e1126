/// <reference lib="dom" />
/**
 * w28state (walk 24, 1), in Chromium through the web host, whose sandbox Hub publishes each post and answers 502
 * upstream_timeout (the Hub holds the post; the app cannot know): the campaign is NOT done while the outcome is unknown,
 * on its Send tab, its header and the Campaigns list, in English and Vietnamese, with where to ask (the Outbox's Ask the
 * Hub). Before, the Send tab said "State: sent" and the list "Send: sent". Shots light/dark × en/vi in
 * test-results/screens/w28state/.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newCampaign, themes, uiSession, useLanguage, waitOnline } from './helpers/session';

const s = uiSession({
  name: 'ui-w28state-unknown',
  host: (dir) => ({ sandboxFaults: join(dir, 'timeouts.json'), sandboxSeed: 28 }),
  prepare: (dir) => {
    writeFileSync(join(dir, 'timeouts.json'), JSON.stringify({ upstream_timeout: 1, processing_ms: 0 }));
    writeFileSync(join(dir, 'lantern.csv'), 'profile_id,platforms,caption,photos\nStudio Lumen,instagram,Lantern night at Lumen,https://images.example.com/lumen/lantern.jpg\n');
  },
});
const clean = (t: string | null): string => (t ?? '').replace(/\s+/g, ' ').trim();
const text = (page: Page, id: string) => page.textContent(`[data-testid="${id}"]`).then(clean);

describe('a campaign with an outcome unknown (w28state)', () => {
  it('is not done: its Send tab, header and the Campaigns list say so, and where to ask (en, vi)', async () => {
    const { page } = s.browser;
    await page.goto(s.host.url);
    await waitOnline(page);
    await newCampaign(page, 'Lantern night', 'prof_lumen');
    await page.setInputFiles('[data-testid="import-file"]', join(s.dataDir, 'lantern.csv'));
    await expect.poll(() => page.locator('[data-testid="import-done"]').textContent(), { timeout: 15_000 }).toContain('Imported 1 post');
    await page.click('[data-tab="dryRun"]');
    await page.click('[data-testid="dry-run"]');
    await page.waitForSelector('[data-testid="dry-run-table"]');
    await page.click('[data-tab="send"]');
    await page.click('[data-testid="send"]');
    await expect.poll(() => page.locator('[data-testid="batches"] [data-legend]').allTextContents(), { timeout: 60_000 }).toEqual(['1 outcome unknown']);
    await expect.poll(() => text(page, 'send-state'), { timeout: 20_000 }).toBe('State: not done: 1 outcome unknown — ask the Hub in the Outbox · 1 outcome unknown'); // never "1 sent for publishing" beside it: one post
    expect(await text(page, 'campaign-summary')).toBe('1 post · 1 outcome unknown');
    await themes(page, 'w28state/send-unknown', 'en', { closeToasts: true });
    await page.click('nav a[data-nav="campaigns"]');
    await expect.poll(() => text(page, 'campaign-list-state')).toBe('Send: not done: 1 outcome unknown — ask the Hub in the Outbox');
    await themes(page, 'w28state/list-unknown', 'en', { closeToasts: true });

    await useLanguage(page, 'vi');
    await waitOnline(page);
    await expect.poll(() => text(page, 'campaign-list-state')).toBe('Gửi: chưa xong: 1 bài chưa rõ kết quả — hãy hỏi Hub trong Hộp thư đi');
    await themes(page, 'w28state/list-unknown', 'vi', { closeToasts: true });
    await page.click('text=Lantern night');
    await page.click('[data-tab="send"]');
    await expect.poll(() => text(page, 'send-state')).toBe('Trạng thái: chưa xong: 1 bài chưa rõ kết quả — hãy hỏi Hub trong Hộp thư đi · 1 bài chưa rõ kết quả');
    expect(await text(page, 'campaign-summary')).toBe('1 bài · 1 bài chưa rõ kết quả');
    await themes(page, 'w28state/send-unknown', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');
  }, 180_000);
});
