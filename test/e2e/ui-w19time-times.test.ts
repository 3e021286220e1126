/// <reference lib="dom" />
/**
 * w19time (leftovers of walk 17's helpers): a post's time and zone read as every other screen says them, never as
 * stored, in Chromium against the web host and its sandbox Hub:
 * - the calendar's hover lines of a post the Hub holds ("The Hub holds this post for …", "Its draft now says …")
 *   say the time on its zone's clock in the app's words (formatInZone, as Compose's and the Library's lines), not
 *   Compose's stored "2027-03-10 09:00:00.000+01:00";
 * - Compose's zone field shows a fixed-offset zone as its lines say it ("UTC+01:00", never the stored "Etc/GMT-1"),
 *   and what is typed there back ("UTC+02:00") keeps the stored IANA name (Etc/GMT-2).
 * w26dates: the March posts are counted in days from Berlin's next spring clock change (they were 9 to 20 March 2027,
 * before the change of 28 March, and the drag to 7 April after it), the December one is in the year after today's, so
 * each stays ahead of the real clock.
 * Shots light/dark × en/vi: test-results/screens/w19time/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callValue, themes, uiSession, useLanguage, waitOnline } from './helpers/session';
import { dayWords, nextClockChange, nextYear } from '../helpers/ahead';
import { calendarAt } from './helpers/calendar';

const s = uiSession({ name: 'ui-w19time-times' });
const flat = (t: string | null): string => (t ?? '').replace(/\s+/g, ' ').trim();
/** The page's errors but the held post's photo, an https URL on a made-up host Compose's preview cannot load here. */
const realErrors = (errors: readonly string[]): string[] => errors.filter((e) => !e.includes('net::ERR_NAME_NOT_RESOLVED'));
type Draft = { id: string; scheduled_at: string | null; timezone: string | null; state: string };
/** Its earliest post, day(-19), at least 11 days ahead; every day(-19..3) is in March, on the month's grid. */
const SPRING = nextClockChange('Europe/Berlin', 'forward', 30);
const HELD = SPRING.day(-18);
const EDITED = SPRING.day(-8);
/** After the change (summer time): three days after it, still on March's grid whatever the year. */
const SUMMER = SPRING.day(3);
const Y = nextYear();

/**
 * The calendar's month holding `day`, then its chip of `id`. Stepped by the day's own cell (calendarAt), never by the
 * chip: a month whose posts have not loaded yet has no chip, and stepping on by that went past March (CI, stop 43).
 */
async function calendarWith(page: Page, day: string, id: string): Promise<void> {
  await calendarAt(page, day);
  await expect.poll(() => page.locator(`[data-day="${day}"] [data-entry="${id}"]`).count(), { timeout: 10_000 }).toBe(1);
}

describe('times shown as read, not as stored', () => {
  it('the calendar\'s hover says the Hub\'s time and the draft\'s on their zone\'s clock, as Compose says them', async () => {
    const { page, errors } = s.browser;
    await page.setViewportSize({ width: 1360, height: 900 });
    await page.goto(s.host.url);
    await useLanguage(page, 'en');
    await waitOnline(page);
    // As Compose keeps a chosen time: the instant with its zone's offset (luxon toISO).
    const d = await callValue<Draft>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['x'], caption: 'Kept as Compose keeps it', scheduled_at: `${HELD}T09:00:00.000+01:00`, timezone: 'Europe/Berlin' } });
    await callValue(page, 'photos.add', { draftId: d.id, urls: ['https://images.example.com/lumen/held.jpg'] });
    expect(await callValue<{ sent: number }>(page, 'publish.start', { draftIds: [d.id] })).toMatchObject({ sent: 1 });
    await expect.poll(async () => (await callValue<Draft>(page, 'drafts.get', { id: d.id })).state, { timeout: 30_000 }).toBe('scheduled');
    // Edited after sending, in Compose's form too: the Hub never sees it.
    await callValue(page, 'drafts.update', { id: d.id, patch: { scheduled_at: `${EDITED}T15:00:00.000+01:00`, timezone: 'Europe/Berlin' } });

    await calendarWith(page, HELD, d.id);
    const chip = page.locator(`[data-entry="${d.id}"]`);
    const title = (await chip.getAttribute('title')) ?? '';
    expect(title).toMatch(/^Scheduled · 09:00 Europe\/Berlin · /);
    expect(title).toContain(`The Hub holds this post for ${dayWords(HELD)}, 9:00 AM (Europe/Berlin): it goes out then.`);
    expect(title).toContain(`Its draft now says ${dayWords(EDITED)}, 3:00 PM (Europe/Berlin), an edit made after it was sent`);
    expect(title).not.toMatch(/\d{2}:\d{2}:\d{2}|\.000|\+01:00/);
    // The same words as Compose's own line of the post the Hub holds.
    await page.goto(`${s.host.origin}/#/compose/${encodeURIComponent(d.id)}`);
    expect(flat(await page.textContent('[data-testid="held-at"]'))).toBe(`The Hub holds this post for ${dayWords(HELD)}, 9:00 AM (Europe/Berlin).`);
    await themes(page, 'w19time/compose-held', 'en', { closeToasts: true });

    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await calendarWith(page, HELD, d.id);
      if (lang === 'vi') {
        const vt = (await page.locator(`[data-entry="${d.id}"]`).getAttribute('title')) ?? '';
        expect(vt).toContain(`Hub đang giữ bài này cho 09:00 ${dayWords(HELD, 'vi')} (Europe/Berlin)`);
        expect(vt).toContain(`Bản nháp giờ ghi 15:00 ${dayWords(EDITED, 'vi')} (Europe/Berlin)`);
        expect(vt).not.toMatch(/\.000|\+01:00/);
      }
      // A native tooltip is not drawn in a screenshot: the chip's title is drawn under the chip for the shot, then removed.
      await page.locator(`[data-entry="${d.id}"]`).evaluate((el) => {
        const r = el.getBoundingClientRect();
        const tip = Object.assign(document.createElement('div'), { id: 'w19time-tip', textContent: el.getAttribute('title') ?? '' });
        Object.assign(tip.style, { position: 'fixed', left: `${r.left}px`, top: `${r.bottom + 4}px`, maxWidth: '34rem', padding: '0.4rem 0.6rem', font: '13px system-ui', background: 'InfoBackground', color: 'InfoText', border: '1px solid GrayText', zIndex: '1000' });
        document.body.append(tip);
      });
      await themes(page, 'w19time/calendar-held', lang, { closeToasts: true });
      await page.evaluate(() => document.getElementById('w19time-tip')?.remove());
    }
    expect(realErrors(errors)).toEqual([]);
  });

  it('a chip reads its time on its zone\'s clock, and a drag keeps the time of day it shows, across the clock change', async () => {
    const { page, errors } = s.browser;
    await page.setViewportSize({ width: 1360, height: 900 });
    await page.goto(s.host.url);
    await useLanguage(page, 'en');
    // The Hub's form, an instant in UTC: 08:00Z is 09:00 in Berlin (the Library says 9:00 AM; the chip said 08:00).
    const utc = await callValue<Draft>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['x'], caption: 'Kept in UTC', scheduled_at: `${SPRING.day(-19)}T08:00:00Z`, timezone: 'Europe/Berlin' } });
    // Compose's form in winter (+01:00), dragged past the spring change: it stays 10:30 in Berlin.
    const winter = await callValue<Draft>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['x'], caption: 'Winter time dragged to summer', scheduled_at: `${SPRING.day(-17)}T10:30:00.000+01:00`, timezone: 'Europe/Berlin' } });
    await calendarWith(page, SPRING.day(-19), utc.id);
    const chip = page.locator(`[data-entry="${utc.id}"]`);
    expect(flat(await chip.locator('.t').textContent())).toBe('09:00');
    expect(await chip.getAttribute('title')).toMatch(/^Draft · 09:00 Europe\/Berlin · /);
    // The month showing both days (March: the calendar may have stopped at February, whose grid runs into March).
    for (let i = 0; i < 3 && (await page.locator(`[data-day="${SUMMER}"]`).count()) === 0; i++) await page.click('[data-testid="cal-next"]');
    const w = page.locator(`[data-entry="${winter.id}"]`);
    expect(flat(await w.locator('.t').textContent())).toBe('10:30');
    // The drag as the browser fires it (the target cell is below the fold, where a pointer drag does not reach).
    await page.evaluate(({ id, day }) => {
      const dt = new DataTransfer();
      document.querySelector(`[data-entry="${id}"]`)?.dispatchEvent(new DragEvent('dragstart', { bubbles: true, dataTransfer: dt }));
      const cell = document.querySelector(`[data-day="${day}"]`);
      cell?.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: dt }));
      cell?.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: dt }));
    }, { id: winter.id, day: SUMMER });
    await expect.poll(async () => (await callValue<Draft>(page, 'drafts.get', { id: winter.id })).scheduled_at, { timeout: 10_000 }).toMatch(new RegExp(`^${SUMMER}`));
    const moved = await callValue<Draft>(page, 'drafts.get', { id: winter.id });
    // 10:30 in Berlin after the change (summer time, UTC+2) is 08:30 UTC.
    expect([moved.scheduled_at, moved.timezone]).toEqual([`${SUMMER}T10:30`, 'Europe/Berlin']);
    await expect.poll(() => page.locator(`[data-day="${SUMMER}"] [data-entry="${winter.id}"] .t`).textContent()).toBe('10:30');
    await themes(page, 'w19time/calendar-chips', 'en', { closeToasts: true });
    await useLanguage(page, 'vi');
    await calendarWith(page, SPRING.day(-19), utc.id);
    expect(flat(await page.locator(`[data-entry="${utc.id}"] .t`).textContent())).toBe('09:00');
    await themes(page, 'w19time/calendar-chips', 'vi', { closeToasts: true });
    expect(realErrors(errors)).toEqual([]);
  });

  it('Compose\'s zone field says a fixed-offset zone as its line does, and keeps the stored name when typed back', async () => {
    const { page, errors } = s.browser;
    await page.setViewportSize({ width: 1360, height: 900 });
    await page.goto(s.host.url);
    const d = await callValue<Draft>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Café au lait at nine past nine', scheduled_at: `${Y}-12-03T21:05`, timezone: 'Etc/GMT-1' } });
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.goto(`${s.host.origin}/#/compose/${encodeURIComponent(d.id)}`);
      await page.waitForSelector('[data-testid="schedule-utc"]');
      expect(await page.inputValue('[data-testid="schedule-zone"]')).toBe('UTC+01:00');
      const line = flat(await page.textContent('[data-testid="schedule-utc"]'));
      expect(line).toContain('UTC+01:00');
      expect(line).not.toContain('GMT');
      await page.locator('[data-testid="schedule"]').scrollIntoViewIfNeeded();
      await themes(page, 'w19time/compose-zone', lang, { closeToasts: true });
    }
    await useLanguage(page, 'en');
    await page.goto(`${s.host.origin}/#/compose/${encodeURIComponent(d.id)}`);
    await page.waitForSelector('[data-testid="schedule-zone"]');
    // Typed as the line says it: kept as IANA names it (its sign the other way round), shown as typed.
    await page.fill('[data-testid="schedule-zone"]', 'UTC+02:00');
    await page.press('[data-testid="schedule-zone"]', 'Tab');
    await expect.poll(async () => (await callValue<Draft>(page, 'drafts.get', { id: d.id })).timezone, { timeout: 10_000 }).toBe('Etc/GMT-2');
    expect(await page.inputValue('[data-testid="schedule-zone"]')).toBe('UTC+02:00');
    expect(flat(await page.textContent('[data-testid="schedule-utc"]'))).toBe(`In UTC+02:00, a fixed offset with no summer time; that is Dec 3, ${Y}, 7:05 PM UTC.`);
    // An IANA name typed stays as it is.
    await page.fill('[data-testid="schedule-zone"]', 'Asia/Ho_Chi_Minh');
    await page.press('[data-testid="schedule-zone"]', 'Tab');
    await expect.poll(async () => (await callValue<Draft>(page, 'drafts.get', { id: d.id })).timezone, { timeout: 10_000 }).toBe('Asia/Ho_Chi_Minh');
    expect(await page.inputValue('[data-testid="schedule-zone"]')).toBe('Asia/Ho_Chi_Minh');
    // Undo puts a fixed offset back: the field follows it, shown as its line says it.
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await callValue<Draft>(page, 'drafts.get', { id: d.id })).timezone, { timeout: 10_000 }).toMatch(/^Etc\/GMT-[12]$/);
    const back = (await callValue<Draft>(page, 'drafts.get', { id: d.id })).timezone ?? '';
    await expect.poll(() => page.inputValue('[data-testid="schedule-zone"]')).toBe(back === 'Etc/GMT-1' ? 'UTC+01:00' : 'UTC+02:00');
    expect(realErrors(errors)).toEqual([]);
  });
});
