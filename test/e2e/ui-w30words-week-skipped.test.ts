/// <reference lib="dom" />
/**
 * w30words (walk 26, 11): in the calendar's week grid, a post dropped on 02:30 of Berlin's spring clock-change day (the
 * hour the clocks skip) goes at 03:30, and the toast said only "Moved to … 03:30". It now says 02:30 does not exist
 * that day, in the words the bulk change's preview says it with (bulk.dst), en and vi. Chromium against the web host.
 * Screenshots (light and dark, en and vi) go to test-results/screens/w30words/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callValue, themes, uiSession, useLanguage } from './helpers/session';
import { calendarAt } from './helpers/calendar';
import { nextClockChange } from '../helpers/ahead';

const SPRING = nextClockChange('Europe/Berlin', 'forward', 14);
const s = uiSession({ name: 'ui-w30words-week-skipped' });

const draft = (page: Page, caption: string, at: string) =>
  callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['x'], caption, scheduled_at: at, timezone: 'Europe/Berlin' } });

/** The week grid of the clock change, stepped by its day's column (never by a chip). */
async function weekOfChange(page: Page): Promise<void> {
  await calendarAt(page, SPRING.date);
  await page.click('[data-cal-mode="week"]');
  const column = page.locator(`[data-week-day="${SPRING.date}"]`);
  for (let i = 0; i < 8 && (await column.count()) === 0; i++) await page.click('[data-testid="cal-next"]');
  expect(await column.count()).toBe(1);
}

describe('w30words: the week drag onto an hour the clocks skip says so', () => {
  for (const [lang, caption, says] of [
    ['en', 'Night market walk', `Moved to ${SPRING.date} 03:30. The clocks skip 02:30 that day: 03:30.`],
    ['vi', 'Chợ đêm lúc rạng sáng', `Ngày đó đồng hồ bỏ qua 02:30: 03:30.`],
  ] as const) {
    it(`${lang}: dropped on 02:30 of ${SPRING.date}, it goes at 03:30 and the toast says 02:30 does not exist that day`, async () => {
      const { page, errors } = s.browser;
      await page.goto(s.host.url);
      await useLanguage(page, lang);
      const d = await draft(page, caption, `${SPRING.day(-1)}T02:30`);
      await weekOfChange(page);
      const chip = page.locator(`[data-day="${SPRING.day(-1)}"][data-hour="2"] .chip:has-text("${caption}")`);
      await expect.poll(() => chip.count(), { timeout: 10_000 }).toBe(1);
      await chip.dragTo(page.locator(`[data-day="${SPRING.date}"][data-hour="2"]`));
      const toast = page.locator('[data-testid="toast"]', { hasText: says });
      await toast.waitFor({ timeout: 10_000 });
      if (lang === 'vi') expect(await toast.textContent()).toContain(`${SPRING.date} 03:30`);
      // The chip sits at the hour it goes at, and the draft keeps that time: what the toast says is what was written.
      await expect.poll(() => page.locator(`[data-day="${SPRING.date}"][data-hour="3"] .chip:has-text("${caption}")`).count(), { timeout: 10_000 }).toBe(1);
      expect((await callValue<{ scheduled_at: string }>(page, 'drafts.get', { id: d.id })).scheduled_at.slice(0, 16)).toBe(`${SPRING.date}T03:30`);
      await themes(page, `w30words/week-skipped`, lang);
      expect(errors).toEqual([]);
    }, 120_000);
  }
});
