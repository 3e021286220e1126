/// <reference lib="dom" />
/**
 * w28state (walk 24, 3), in Chromium through the web host and its sandbox Hub: the Dry run screen at 1280, 1360 and 1600 px
 * wide, in English and Vietnamese. Walk 24 saw its count line and advice overlap the table at some widths, and the Problems
 * column cut at the right edge around 1360 px. Here: no two of its parts overlap, the table fits its box (no column runs
 * off the right edge), every problem of a row is shown whole (wrapped, never cut) and every time with its offset (it read
 * "UTC+07…"). Shots light/dark × en/vi per width in
 * test-results/screens/w28state/.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newCampaign, themes, uiSession, useLanguage, waitOnline } from './helpers/session';

const url = 'https://images.example.com/lumen/w28.jpg';
const long = 'Trung thu ở Lumen: bánh nướng và bánh dẻo với đèn lồng và trà sen cho cả nhà. '.repeat(5).trim();
/** Six posts: fine ones, and two too long for X's, Threads' and Bluesky's limits (an error on each of those channels). */
const sheet = (tag: string) => [
  'profile_id,platforms,caption,photo_urls,scheduled_at,timezone',
  `prof_lumen,instagram|facebook,Lantern night${tag},${url},2027-09-10T19:00,Asia/Ho_Chi_Minh`,
  `prof_lumen,x|threads|bluesky,${long}${tag},${url},2027-09-11T19:00,Asia/Ho_Chi_Minh`,
  `prof_lumen,threads|bluesky,Mooncakes ${long}${tag},${url},2027-09-12T19:00,Asia/Ho_Chi_Minh`,
  `prof_lumen,instagram,Tea and lotus${tag},${url},2027-09-13T19:00,Asia/Ho_Chi_Minh`,
  `prof_lumen,threads|instagram,Family table${tag},${url},2027-09-14T19:00,Asia/Ho_Chi_Minh`,
  `prof_lumen,facebook,Last night${tag},${url},2027-09-15T19:00,Asia/Ho_Chi_Minh`,
].join('\n') + '\n';

const s = uiSession({ name: 'ui-w28state-dryrun', prepare: (dir) => { writeFileSync(join(dir, 'w28-en.csv'), sheet('')); writeFileSync(join(dir, 'w28-vi.csv'), sheet(' · vi')); } });

type Box = { id: string; top: number; bottom: number; left: number; right: number };

/** The screen's parts above the table and the table's box, where they are drawn; and the table's cells that cut text. */
async function layout(page: Page): Promise<{ parts: Box[]; table: Box; overflowX: number; cutCells: string[]; beyondRight: number }> {
  return page.evaluate(() => {
    const box = (el: Element, id: string) => { const r = el.getBoundingClientRect(); return { id, top: r.top, bottom: r.bottom, left: r.left, right: r.right }; };
    const vt = document.querySelector('[data-testid="dry-run-table"]')!.closest('.vt') as HTMLElement;
    const panel = vt.parentElement!;
    const parts = [...panel.children].filter((el) => el !== vt && el.getBoundingClientRect().height > 0 && !(el instanceof HTMLStyleElement)).map((el, i) => box(el, (el as HTMLElement).dataset.testid ?? `${el.tagName.toLowerCase()}#${i}`));
    const cells = [...vt.querySelectorAll('tbody td')] as HTMLElement[];
    const cut = cells.filter((td) => {
      const inner = (td.querySelector('[data-testid="dry-run-problems"]') as HTMLElement | null) ?? td;
      return inner.scrollHeight > inner.clientHeight + 1 || (td.scrollWidth > td.clientWidth + 1 && (td.classList.contains('problems') || td.classList.contains('time')));
    }).map((td) => td.textContent?.trim().slice(0, 60) ?? '');
    const right = vt.getBoundingClientRect().right;
    const beyond = Math.max(0, ...cells.map((td) => td.getBoundingClientRect().right - right));
    return { parts, table: box(vt, 'table'), overflowX: vt.scrollWidth - vt.clientWidth, cutCells: cut, beyondRight: beyond };
  });
}

const overlap = (a: Box, b: Box): boolean => a.top < b.bottom - 1 && b.top < a.bottom - 1 && a.left < b.right - 1 && b.left < a.right - 1;

async function check(page: Page, lang: 'en' | 'vi'): Promise<void> {
  for (const width of [1280, 1360, 1600]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    const l = await layout(page);
    const all = [...l.parts, l.table];
    const overlaps = all.flatMap((a, i) => all.slice(i + 1).filter((b) => overlap(a, b)).map((b) => `${a.id} × ${b.id}`));
    expect({ width, overlaps, overflowX: l.overflowX, beyondRight: l.beyondRight, cutCells: l.cutCells }).toEqual({ width, overlaps: [], overflowX: 0, beyondRight: 0, cutCells: [] });
    await themes(page, `w28state/dry-run-${width}`, lang, { closeToasts: true });
  }
  await page.setViewportSize({ width: 1360, height: 860 });
}

describe('the Dry run screen at three widths (w28state)', () => {
  it('en: no part overlaps another, the table fits, every problem shown whole', async () => {
    const { page } = s.browser;
    await page.goto(s.host.url);
    await waitOnline(page);
    await newCampaign(page, 'Mid-autumn', 'prof_lumen');
    await page.setInputFiles('[data-testid="import-file"]', join(s.dataDir, 'w28-en.csv'));
    await page.waitForSelector('[data-testid="import-done"]', { timeout: 20_000 });
    await page.click('[data-tab="dryRun"]');
    await page.click('[data-testid="dry-run"]');
    await page.waitForSelector('[data-testid="dry-run-table"] tbody tr[data-draft]');
    expect(await page.locator('[data-testid="dry-run-table"] tbody tr.err').count()).toBeGreaterThan(0);
    await check(page, 'en');
  }, 180_000);

  it('vi: the same', async () => {
    const { page } = s.browser;
    await useLanguage(page, 'vi');
    await waitOnline(page);
    await page.click('nav a[data-nav="campaigns"]');
    await page.fill('#campaign-name', 'Trung thu');
    await page.click('[data-testid="campaign-create"]');
    await expect.poll(() => page.textContent('#campaign-h')).toBe('Trung thu');
    await page.click('[data-tab="import"]');
    await expect.poll(() => page.locator('[data-testid="import-profile"] option[value="prof_lumen"]').count(), { timeout: 20_000 }).toBe(1);
    await page.selectOption('[data-testid="import-profile"]', 'prof_lumen');
    await page.setInputFiles('[data-testid="import-file"]', join(s.dataDir, 'w28-vi.csv'));
    await page.waitForSelector('[data-testid="import-done"]', { timeout: 20_000 });
    await page.click('[data-tab="dryRun"]');
    await page.click('[data-testid="dry-run"]');
    await page.waitForSelector('[data-testid="dry-run-table"] tbody tr[data-draft]');
    await check(page, 'vi');
    await useLanguage(page, 'en');
  }, 180_000);
});
