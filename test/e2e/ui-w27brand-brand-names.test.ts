/// <reference lib="dom" />
/**
 * w27brand (walk 23, 2), in Chromium through the web host and its sandbox Hub: a campaign whose posts were imported on a
 * laptop that had not read the profiles: one by the id prof_lumen, one by the name "Studio Lumen" (kept as `name:…`),
 * one by a name no profile has ("Cà Phê Q1"). The app reads the profiles when it goes online: "Studio Lumen" is then
 * checked (one profile of that name) and the Calendar legend lists each brand ONCE (it listed Studio Lumen twice, in two
 * colours); "Cà Phê Q1" is said "(no such profile at the Hub)" in the legend and the Posts tab (it read as a real brand).
 * Shots light/dark × en/vi in test-results/screens/w27brand/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dataPaths } from '../../src-main/common';
import { campaigns, drafts, openLibrary } from '../../src-main/library';
import { calendarAt } from './helpers/calendar';
import { callValue, themes, uiSession, useLanguage, waitOnline } from './helpers/session';

const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
const url = 'https://images.example.com/lumen/w27.jpg';
let campaignId = '';
let noSuchId = '';

const s = uiSession({
  name: 'ui-w27brand',
  // The Review screen of a workspace of one: its person (Lan) sends posts for review and approves them (ui-review.test.ts).
  host: { env: { POSTROOM_MEMBER: 'Lan' } },
  prepare: (dir) => {
    const lib = openLibrary(dataPaths(dir).library);
    const post = (profile_id: string, caption: string, at: string) => drafts.create(lib.db, { profile_id, platforms: ['instagram'], caption, photos: [{ url }], scheduled_at: `${day}T${at}`, timezone: 'Europe/Berlin' }).id;
    const ids = [post('prof_lumen', 'By id', '09:00'), post('name:Studio Lumen', 'By name', '11:00'), post('name:Cà Phê Q1', 'No such brand', '13:00')];
    noSuchId = ids[2] as string;
    campaignId = campaigns.create(lib.db, { name: 'Brands by name' }).id;
    campaigns.addDrafts(lib.db, campaignId, ids);
    lib.close();
  },
});
const clean = (t: string | null): string => (t ?? '').replace(/\s+/g, ' ').trim();
const legend = (page: Page) => page.locator('.item.brand').allTextContents().then((l) => l.map(clean));

async function postsTab(page: Page): Promise<string[]> {
  await page.click('nav a[data-nav="campaigns"]');
  await page.click('[data-view="list"]');
  await page.click(`[data-campaign-id="${campaignId}"] [data-testid="open-campaign"]`);
  await page.waitForSelector('[data-testid="campaign-view"]');
  await page.click('[data-tab="posts"]');
  await expect.poll(() => page.locator('[data-testid="post-brand"]').count(), { timeout: 20_000 }).toBe(3);
  return page.locator('[data-testid="post-brand"]').allTextContents().then((l) => l.map(clean).sort());
}

/** The Review screen's brand cells (the box that holds the posts sent for review). */
async function reviewBrands(page: Page): Promise<string[]> {
  await page.click('nav a[data-nav="review"]');
  for (const box of ['waiting_for_me', 'i_sent']) {
    await page.click(`[role="tab"][data-box="${box}"]`);
    const n = await expect.poll(() => page.locator('[data-testid="review-brand"]').count(), { timeout: 5_000 }).toBe(3).then(() => 3, () => 0);
    if (n === 3) break;
  }
  return page.locator('[data-testid="review-brand"]').allTextContents().then((l) => l.map(clean).sort());
}

describe('w27brand: a brand imported by name is said alike everywhere', () => {
  for (const lang of ['en', 'vi'] as const) {
    it(`the Calendar legend lists each brand once; the Posts tab says the unknown name (${lang})`, async () => {
      const { page } = s.browser;
      await page.goto(s.host.url);
      await useLanguage(page, lang);
      await waitOnline(page);
      const [lumen, none] = lang === 'en' ? ['Studio Lumen', 'Cà Phê Q1 (no such profile at the Hub)'] : ['Studio Lumen', 'Cà Phê Q1 (Hub không có hồ sơ này)'];
      await calendarAt(page, day);
      await expect.poll(() => legend(page), { timeout: 20_000 }).toEqual([lumen, none]);
      await themes(page, `w27brand/calendar`, lang, { closeToasts: true });
      expect(await postsTab(page)).toEqual([none, lumen, lumen].sort());
      await themes(page, `w27brand/posts`, lang, { closeToasts: true });
      // The Dry run says what is true now: the profiles were read (when), and no profile has this name (it said "refresh").
      await page.click('[data-tab="dryRun"]');
      await page.click('[data-testid="dry-run"]');
      const said = page.locator('[data-testid="dry-run-table"] [data-problem="brand_unresolved"]');
      await expect.poll(() => said.count(), { timeout: 20_000 }).toBe(1);
      expect(clean(await said.textContent())).toMatch(lang === 'en' ? /^Profiles read at .+: no profile is named “Cà Phê Q1”\. Choose its brand profile\. Not sent until then\.$/ : /^Các hồ sơ đã đọc lúc .+: không có hồ sơ nào tên “Cà Phê Q1”\./);
      await themes(page, `w27brand/dry-run`, lang, { closeToasts: true });
      if (lang === 'en') await callValue(page, 'review.campaign', { campaignId, action: 'submit' });
      // The Review screen said "no brand" of a brand kept by name.
      expect(await reviewBrands(page)).toEqual([none, lumen, lumen].sort());
      await themes(page, `w27brand/review`, lang, { closeToasts: true });
      // Compose says it above the profiles to choose from.
      await page.goto(`${s.host.url}#/compose/${noSuchId}`);
      await expect.poll(() => page.locator('[data-testid="compose-brand-name"]').textContent().then(clean), { timeout: 20_000 }).toBe(none);
      await themes(page, `w27brand/compose`, lang, { closeToasts: true });
    }, 120_000);
  }
});
