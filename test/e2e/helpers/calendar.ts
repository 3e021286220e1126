/// <reference lib="dom" />
/**
 * The Campaigns tab's calendar, opened and stepped forward to a month (ui-calendar, ui-crlf, ui-calendar-review,
 * ui-w11sender, ui-w20again, ui-w21words): by a day of it (in any language of its title), or by its title.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

async function openCalendar(page: Page): Promise<void> {
  await page.click('nav a[data-nav="campaigns"]');
  await page.click('[data-view="calendar"]');
  await page.waitForSelector('[data-testid="calendar"]');
}

/** The calendar's month holding `day` (YYYY-MM-DD, whatever the language of its title): at most 24 months ahead. */
export async function calendarAt(page: Page, day: string): Promise<void> {
  await openCalendar(page);
  const inMonth = page.locator(`.day:not(.other)[data-day="${day}"]`);
  for (let i = 0; i < 24 && (await inMonth.count()) === 0; i++) await page.click('[data-testid="cal-next"]');
  expect(await inMonth.count()).toBe(1);
}

/** The calendar's month titled `title` (e.g. 'December 2027'): at most 24 months ahead. */
export async function calendarTitled(page: Page, title: string): Promise<void> {
  await openCalendar(page);
  for (let i = 0; i < 24 && (await page.textContent('[data-testid="cal-title"]')) !== title; i++) await page.click('[data-testid="cal-next"]');
  expect(await page.textContent('[data-testid="cal-title"]')).toBe(title);
}
