/// <reference lib="dom" />
/**
 * w24campaign (walk 21, 2 and 4), in Chromium through the web host and its sandbox Hub: a campaign whose post 1 goes to
 * Facebook and X with a caption over X's 280. The Send tab (no dry run: the draft checks) names X and the numbers ("X’s
 * caption is 369 characters; X takes 280.", it said "The caption is over the limit."); the Plan tab's Apply says the
 * posts got a new time and nothing was sent (it said "2 posts given a time."). Shots light/dark × en/vi in
 * test-results/screens/w24campaign/. w26dates: the sheet's posts are in December of the year after today's (they were
 * 2027's, past from 20 December 2027: the import held them as problems and never said it was done).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newCampaign, themes, uiSession, useLanguage, waitOnline } from './helpers/session';
import { nextYear } from '../helpers/ahead';

const url = 'https://images.example.com/caphe/w24.jpg';
const Y = nextYear();
const long = `Giáng sinh ấm áp ${'☕ cà phê trứng mới '.repeat(16)}`.trim();
const sheet = [
  'profile_id,platforms,caption,photo_urls,scheduled_at,timezone',
  `prof_caphe,facebook|x,${long},${url},${Y}-12-20T09:00,Asia/Ho_Chi_Minh`,
  `prof_caphe,instagram,Bạc xỉu,${url},${Y}-12-21T09:00,Asia/Ho_Chi_Minh`,
].join('\n') + '\n';

const s = uiSession({ name: 'ui-w24campaign', prepare: (dir) => writeFileSync(join(dir, 'xmas.csv'), sheet) });
const clean = (t: string | null): string => (t ?? '').replace(/\s+/g, ' ').trim();
const named = (page: Page) => page.locator('[data-testid="send-held-named"] li').allTextContents().then((l) => l.map(clean));

describe('a campaign post held for an X caption over its limit', () => {
  it('the Send tab names X and the numbers; Apply on the Plan tab says nothing was sent (en, vi)', async () => {
    const { page } = s.browser;
    await page.goto(s.host.url);
    await waitOnline(page);
    await newCampaign(page, 'Giáng sinh', 'prof_caphe');
    await page.setInputFiles('[data-testid="import-file"]', join(s.dataDir, 'xmas.csv'));
    await page.waitForSelector('[data-testid="import-done"]', { timeout: 20_000 });

    await page.click('[data-tab="send"]');
    await expect.poll(() => named(page), { timeout: 20_000 }).toEqual([expect.stringMatching(/^Post 1 \(Giáng sinh ấm áp .*…\): X’s caption is \d{3} characters; X takes 280\.$/)]);
    await themes(page, 'w24campaign/send-held', 'en', { closeToasts: true });

    await page.click('[data-tab="plan"]');
    await page.click('[data-mode="interval"]');
    await page.click('[data-testid="plan-apply"]');
    await expect.poll(() => page.locator('[data-testid="toast"]').allTextContents().then((l) => l.map(clean).join(' | ')), { timeout: 20_000 }).toContain('2 posts given a new time (nothing sent: Send hands them to the Hub).');
    await themes(page, 'w24campaign/plan-applied', 'en');

    await useLanguage(page, 'vi');
    await page.click('[data-tab="send"]');
    await expect.poll(() => named(page), { timeout: 20_000 }).toEqual([expect.stringMatching(/: Chú thích cho X dài \d{3} ký tự; X chỉ nhận tối đa 280\.$/)]);
    await themes(page, 'w24campaign/send-held', 'vi', { closeToasts: true });
    await page.click('[data-tab="plan"]');
    await page.waitForSelector('[data-testid="plan-apply"]:not([disabled])');
    await page.click('[data-testid="plan-apply"]');
    // The same plan again: no post gets a new time, and it says so.
    await expect.poll(() => page.locator('[data-testid="toast"]').allTextContents().then((l) => l.map(clean).join(' | ')), { timeout: 20_000 }).toContain('Đã gán thời điểm mới cho 0 bài (chưa gửi gì: nút Gửi mới chuyển chúng lên Hub).');
    await themes(page, 'w24campaign/plan-applied', 'vi');
    await useLanguage(page, 'en');
  }, 180_000);
});
