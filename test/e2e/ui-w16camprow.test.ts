/// <reference lib="dom" />
/**
 * w16camprow (walk 15, 1 and 2): a campaign post scheduled from Compose (not the campaign's Send). The Posts tab's
 * row read "not sent" while the header counted it sent; its time read "2027-01-16 08:00:00.000Z" beside rows like
 * "2027-01-20 11:30". The row now says it was sent from here (the status's one derivation) and its time in the one
 * form. Shots light/dark × en/vi.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callValue, themes as shoot, uiSession, useLanguage, waitOnline } from './helpers/session';
import { daysAhead } from '../helpers/ahead';

/**
 * w26dates: its posts' days 50 and 54 days from today (they were 2027-01-16 and 2027-01-20; then in the year after
 * today's, which from mid-January is more than a year ahead: the row said "not sent" without "ready to send now").
 */
const SENT = daysAhead(50);
const NOT_SENT = daysAhead(54);

const s = uiSession({ name: 'ui-w16camprow' });
const themes = (page: Page, name: string, lang: 'en' | 'vi') => shoot(page, `w16camprow/${name}`, lang, { closeToasts: true });
const clean = (t: string | null) => (t ?? '').replace(/\s+/g, ' ').trim();

describe("the Posts tab's row of a post scheduled from Compose", () => {
  it('says sent from here, at its time in the one form, beside a row not sent', async () => {
    const { page } = s.browser;
    await page.goto(s.host.url);
    await waitOnline(page);
    const made: string[] = [];
    for (const [cap, at] of [['Bánh chưng — imported time', `${NOT_SENT}T11:30`], ['Giò lụa — Compose time', `${SENT}T08:00:00.000Z`]] as const) {
      const d = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: cap, scheduled_at: at, timezone: 'UTC' } });
      await callValue(page, 'photos.add', { draftId: d.id, urls: ['https://images.example.com/w16camprow.jpg'] });
      made.push(d.id);
    }
    const camp = await callValue<{ id: string }>(page, 'campaigns.create', { name: 'Tháng 1 — w16camprow' });
    await callValue(page, 'campaigns.addDrafts', { id: camp.id, draftIds: made });
    // Post 2 goes from Compose (the publisher's own batch), not the campaign's Send.
    await callValue(page, 'publish.start', { draftIds: [made[1]] });
    await expect.poll(() => callValue<{ sentHere?: number; unsent: number }>(page, 'campaigns.status', { id: camp.id }), { timeout: 30_000 }).toMatchObject({ sentHere: 1, unsent: 1 });
    const row = (id: string) => page.locator(`[data-testid="campaign-posts"] tr[data-post-id="${id}"]`);
    const cell = (id: string, sel: string) => row(id).locator(sel).textContent({ timeout: 1000 }).then(clean).catch(() => '');
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, camp.id);
      await page.click('[data-tab="posts"]');
      await expect.poll(() => cell(made[1]!, '[data-testid="post-send"]'), { timeout: 20_000 })
        .toBe(lang === 'en' ? 'sent from here' : 'đã gửi từ máy này'); // w24rows (walk 21, 2): was "sent from Compose", also for `postroom publish`
      // w21campaign (walk 19, D): its reason — the status's, which may land after the posts (read until it did: CI ci28b
      // read the vi row between the two).
      await expect.poll(() => cell(made[0]!, '[data-testid="post-send"]'), { timeout: 20_000 }).toBe(lang === 'en' ? 'not sent (ready to send now)' : 'chưa gửi (giờ đã sẵn sàng gửi)');
      expect(await cell(made[1]!, 'td.time')).toBe(`${SENT} 08:00`);
      expect(await cell(made[0]!, 'td.time')).toBe(`${NOT_SENT} 11:30`);
      await themes(page, 'posts', lang);
      // The table scrolls sideways (71rem): the Send column in full, scrolled to its end.
      await page.locator('[data-testid="campaign-posts"]').evaluate((t) => { (t.closest('.vt') as HTMLElement).scrollLeft = 10_000; });
      await themes(page, 'posts-scrolled', lang);
    }
  }, 120_000);
});
