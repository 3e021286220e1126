/// <reference lib="dom" />
/**
 * w24calendar (walk 21, findings 1 and 3), on the calendar in Chromium (web host, its embedded sandbox Hub):
 * 1. "new menu https://example.com/menu" sent, the draft edited ("Hootsuite post one: Tết menu …") and sent again as a
 *    new post the next day: the older day's chip (⊕) reads the text the Hub holds for that day, wears ≠, and its line
 *    says the draft changed since (before: the draft's current caption, no ≠).
 * 3. A post the Hub refused (a dead photo: Instagram refuses it), its time kept with no zone: its line names the zone
 *    the time is read in (before: "20:00  ·", an empty part after the time).
 * Shots light/dark × en/vi.
 */
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callValue, themes, uiSession, useLanguage, waitOnline } from './helpers/session';

const s = uiSession({ name: 'ui-w24calendar', host: { sandboxFaults: 'none', sandboxSeed: 24 } });
const ZONE = 'Asia/Ho_Chi_Minh';
const wall = (t: DateTime): string => t.toFormat("yyyy-MM-dd'T'HH:mm");

/** The calendar's month holding `day`. */
async function calendarAt(page: Page, day: string): Promise<void> {
  await page.click('nav a[data-nav="campaigns"]');
  await page.click('[data-view="calendar"]');
  await page.waitForSelector('[data-testid="calendar"]');
  const inMonth = page.locator(`.day:not(.other)[data-day="${day}"]`);
  for (let i = 0; i < 24 && (await inMonth.count()) === 0; i++) await page.click('[data-testid="cal-next"]');
  expect(await inMonth.count()).toBe(1);
}

async function postState(page: Page, id: string, states: readonly string[]): Promise<void> {
  await expect.poll(async () => (await callValue<{ state: string }>(page, 'drafts.postState', { id })).state, { timeout: 30_000 }).toSatisfy((st: string) => states.includes(st));
}

describe('the calendar says what the Hub holds', () => {
  it("the older post's chip shows its text as sent; a refused post's line names its zone", async () => {
    const { page } = s.browser;
    await page.goto(s.host.url);
    await useLanguage(page, 'en');
    await waitOnline(page);
    await callValue(page, 'profiles.refresh', {});
    const first = DateTime.now().setZone(ZONE).plus({ days: 3 }).set({ hour: 19, minute: 0, second: 0, millisecond: 0 });
    const second = first.plus({ days: 1 });
    const sent = 'new menu https://example.com/menu';
    const now = 'Hootsuite post one: Tết menu — bánh chưng, giò lụa';
    const { id } = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: sent, scheduled_at: wall(first), timezone: ZONE } });
    await callValue(page, 'photos.add', { draftId: id, urls: ['https://images.example.com/menu.jpg'] });
    expect((await callValue<{ sent: number }>(page, 'publish.start', { draftIds: [id] })).sent).toBe(1);
    await postState(page, id, ['scheduled']);
    const got = await callValue<{ revision: number }>(page, 'drafts.get', { id });
    await callValue(page, 'drafts.update', { id, patch: { caption: now, scheduled_at: wall(second), timezone: ZONE }, revision: got.revision });
    expect((await callValue<{ sent: number }>(page, 'publish.start', { draftIds: [id], again: true })).sent).toBe(1);
    await expect.poll(async () => (await callValue<Array<{ draftId: string | null; post: { state: string } }>>(page, 'jobs.list', {})).filter((j) => j.draftId === id && j.post.state === 'scheduled').length, { timeout: 30_000 }).toBe(2);

    // Finding 3's post: 20:00 in UTC. It was refused by the Hub for its missing zone; since w24zone a time with no zone
    // is held before the Hub (a preflight error), so the line's zone is read from a post sent in UTC, scheduled.
    const refusedAt = `${first.toFormat('yyyy-MM-dd')}T20:00:00Z`;
    const r = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Khai trương: ảnh hỏng', scheduled_at: refusedAt, timezone: 'UTC' } });
    await callValue(page, 'photos.add', { draftId: r.id, urls: ['https://photos.invalid/khai-truong.jpg'] });
    expect((await callValue<{ sent: number }>(page, 'publish.start', { draftIds: [r.id] })).sent).toBe(1);
    await postState(page, r.id, ['scheduled', 'refused', 'channels_refused']);

    const d1 = first.toFormat('yyyy-MM-dd');
    const older = page.locator(`[data-day="${d1}"] [data-entry="${id}"]`);
    const refused = page.locator(`[data-entry="${r.id}"]`);
    const lines = {
      en: { changed: 'The draft has changed since this post was sent: the Hub holds the text shown here, not what the draft says now.', zone: /· 20:00 UTC · / },
      vi: { changed: 'Bản nháp đã thay đổi sau khi bài này được gửi: Hub giữ nội dung hiển thị ở đây, không phải nội dung nháp hiện tại.', zone: /· 20:00 UTC · / },
    };
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await calendarAt(page, d1);
      await expect.poll(() => older.count(), { timeout: 20_000 }).toBe(1);
      // Finding 1: the text the Hub holds for that day, ≠, and the line says the draft changed since.
      expect(await older.textContent()).toContain(sent);
      expect(await older.textContent()).not.toContain('Tết menu');
      expect(await older.locator('[data-edited]').count()).toBe(1);
      expect(await older.getAttribute('title')).toContain(lines[lang].changed);
      // Finding 3: the post's zone on its line, never an empty part.
      await expect.poll(() => refused.count(), { timeout: 20_000 }).toBe(1);
      const title = (await refused.getAttribute('title')) ?? '';
      expect(title).toMatch(lines[lang].zone);
      expect(title).not.toMatch(/\s{2}·|·\s*·/);
      await older.scrollIntoViewIfNeeded();
      await themes(page, 'w24calendar/calendar', lang, { closeToasts: true });
    }
  }, 240_000);
});
