/// <reference lib="dom" />
/**
 * w20dst: Compose reads a wall-clock time its zone's clocks show twice as the core does (the FIRST: the earlier
 * instant, src-shared/wall-time.ts), says so in its warning line, and keeps what it says; in Chromium against the
 * web host and its sandbox Hub. Before, Compose kept luxon's choice (the second, UTC+01:00) and its line named it,
 * an hour after the same time imported from a file. An old draft kept at the second reads as kept, never
 * rewritten; a time the clocks skip is refused with words. w26dates: Europe/Berlin's next autumn and spring clock
 * changes (they were 2027-10-31 and 2027-03-28, past from those days), so the posts stay ahead of the real clock.
 * Shots light/dark × en/vi: test-results/screens/w20dst/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callValue, themes, uiSession, useLanguage, waitOnline } from './helpers/session';
import { dayWords, nextClockChange } from '../helpers/ahead';

const s = uiSession({ name: 'ui-w20dst-twice' });
const flat = (t: string | null): string => (t ?? '').replace(/\s+/g, ' ').trim();
type Draft = { id: string; scheduled_at: string | null; timezone: string | null };
const ZONE = 'Europe/Berlin';
/** The night 02:30 happens twice, its earlier post (11 days before) at least 14 days ahead; the night 02:30 is skipped. */
const BACK = nextClockChange(ZONE, 'back', 25);
const FORWARD = nextClockChange(ZONE, 'forward');
const TWICE = `${BACK.date}T02:30`;
/** 02:30 that night in the app's English words ('Oct 31, 2027, 2:30 AM'), and a time of that day in UTC. */
const TWICE_WORDS = `${dayWords(BACK.date)}, 2:30 AM`;
const utcWords = (time: string): string => `${dayWords(BACK.date)}, ${time} UTC`;

async function openCompose(page: Page, id: string): Promise<void> {
  await page.goto(`${s.host.origin}/#/compose/${encodeURIComponent(id)}`);
  await page.waitForSelector('[data-testid="schedule-time"]');
}

/** Types a time into Compose's time field as a person does (the field's change event applies it). */
async function typeTime(page: Page, local: string): Promise<void> {
  await page.fill('[data-testid="schedule-time"]', local);
  await page.dispatchEvent('[data-testid="schedule-time"]', 'change');
}

describe('Compose: one instant for a repeated wall-clock hour', () => {
  it('typed 02:30 on the night the clocks go back: the line says the first, Compose keeps the first, as an import reads it', async () => {
    const { page, errors } = s.browser;
    await page.setViewportSize({ width: 1360, height: 900 });
    await page.goto(s.host.url);
    await useLanguage(page, 'en');
    await waitOnline(page);
    const typed = await callValue<Draft>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['x'], caption: 'Typed in Compose', scheduled_at: `${BACK.day(-11)}T10:00`, timezone: ZONE } });
    // As a CSV import keeps it: the wall clock and its zone.
    const imported = await callValue<Draft>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['x'], caption: 'Imported from a file', scheduled_at: TWICE, timezone: ZONE } });

    await openCompose(page, typed.id);
    await typeTime(page, TWICE);
    await expect.poll(async () => (await callValue<Draft>(page, 'drafts.get', { id: typed.id })).scheduled_at, { timeout: 10_000 }).toBe(`${TWICE}:00.000+02:00`);
    const twice = page.locator('[data-testid="schedule-twice"]');
    expect(flat(await twice.textContent())).toBe(`${TWICE_WORDS} happens twice in Europe/Berlin that night (the clocks go back): the post goes at the first, UTC+02:00, not at the second, UTC+01:00.`);
    expect(await twice.getAttribute('data-kept')).toBe('false');
    const typedUtc = flat(await page.textContent('[data-testid="schedule-utc"]'));
    expect(typedUtc).toBe(`In Europe/Berlin (UTC+02:00); that is ${utcWords('12:30 AM')}.`);
    await page.locator('[data-testid="schedule"]').scrollIntoViewIfNeeded();
    await themes(page, 'w20dst/compose-twice', 'en', { closeToasts: true });

    // The imported one reads the same instant, in the same words.
    await openCompose(page, imported.id);
    await page.waitForSelector('[data-testid="schedule-twice"]');
    expect(flat(await page.textContent('[data-testid="schedule-utc"]'))).toBe(typedUtc);
    expect(flat(await page.textContent('[data-testid="schedule-twice"]'))).toContain('the post goes at the first, UTC+02:00');

    await useLanguage(page, 'vi');
    await openCompose(page, typed.id);
    await page.waitForSelector('[data-testid="schedule-twice"]');
    const vi = flat(await page.textContent('[data-testid="schedule-twice"]'));
    expect(vi).toContain('xuất hiện hai lần ở Europe/Berlin đêm đó (đồng hồ lùi lại): bài được đăng vào lần đầu, UTC+02:00, không phải lần sau, UTC+01:00.');
    await page.locator('[data-testid="schedule"]').scrollIntoViewIfNeeded();
    await themes(page, 'w20dst/compose-twice', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');
    expect(errors).toEqual([]);
  });

  it('an old draft kept at the second (its own offset) reads as kept and is never rewritten; a skipped time is refused', async () => {
    const { page, errors } = s.browser;
    await page.setViewportSize({ width: 1360, height: 900 });
    await page.goto(s.host.url);
    await useLanguage(page, 'en');
    const stored = `${TWICE}:00.000+01:00`;
    const old = await callValue<Draft>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['x'], caption: 'Kept by the old Compose', scheduled_at: stored, timezone: ZONE } });
    await openCompose(page, old.id);
    const twice = page.locator('[data-testid="schedule-twice"]');
    await expect.poll(() => twice.getAttribute('data-kept'), { timeout: 10_000 }).toBe('true');
    expect(flat(await twice.textContent())).toBe(`${TWICE_WORDS} happens twice in Europe/Berlin that night (the clocks go back): this post was saved at the second, UTC+01:00, and keeps it; a time chosen now goes at the first, UTC+02:00.`);
    expect(flat(await page.textContent('[data-testid="schedule-utc"]'))).toBe(`In Europe/Berlin (UTC+01:00); that is ${utcWords('1:30 AM')}.`);
    // Leaving the zone field applies the time again: the stored string stays as it was (an approval hashes it).
    await page.click('[data-testid="schedule-zone"]');
    await page.press('[data-testid="schedule-zone"]', 'Tab');
    await page.dispatchEvent('[data-testid="schedule-time"]', 'change');
    // A later edit saved means the apply before it was saved too (saves go in order): then the time is read back.
    await page.fill('[data-testid="caption"]', 'Kept by the old Compose, edited');
    await expect.poll(async () => (await callValue<Draft & { caption: string }>(page, 'drafts.get', { id: old.id })).caption, { timeout: 10_000 }).toBe('Kept by the old Compose, edited');
    expect((await callValue<Draft>(page, 'drafts.get', { id: old.id })).scheduled_at).toBe(stored);

    // The night the clocks spring forward: 02:30 does not exist; refused with words, nothing kept.
    await typeTime(page, `${FORWARD.date}T02:30`);
    await expect.poll(() => page.textContent('[data-testid="schedule-desc"] .err'), { timeout: 10_000 }).toBe('This time does not exist in Europe/Berlin: the clocks skip it. Choose another.');
    expect((await callValue<Draft>(page, 'drafts.get', { id: old.id })).scheduled_at).toBe(stored);
    expect(await page.locator('[data-testid="schedule-utc"]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('"Send it as a new post…": its new time reads 02:30 as the first too, and says so', async () => {
    const { page, errors } = s.browser;
    await page.setViewportSize({ width: 1360, height: 900 });
    await page.goto(s.host.url);
    await useLanguage(page, 'en');
    await waitOnline(page);
    const d = await callValue<Draft>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['x'], caption: 'Held by the Hub', scheduled_at: `${BACK.day(-11)}T10:00`, timezone: ZONE } });
    await callValue(page, 'photos.add', { draftId: d.id, urls: ['https://images.example.com/lumen/held.jpg'] });
    expect(await callValue<{ sent: number }>(page, 'publish.start', { draftIds: [d.id] })).toMatchObject({ sent: 1 });
    await expect.poll(async () => (await callValue<Draft & { state: string }>(page, 'drafts.get', { id: d.id })).state, { timeout: 30_000 }).toBe('scheduled');
    await page.goto(`${s.host.origin}/#/compose/${encodeURIComponent(d.id)}`);
    await page.click('[data-testid="send-new-time"]');
    await page.fill('[data-testid="new-zone"]', ZONE);
    await page.fill('[data-testid="new-time"]', TWICE);
    const line = page.locator('[data-testid="new-time-twice"]');
    await expect.poll(() => line.count(), { timeout: 10_000 }).toBe(1);
    expect(flat(await line.textContent())).toBe(`${TWICE_WORDS} happens twice in Europe/Berlin that night (the clocks go back): the post goes at the first, UTC+02:00, not at the second, UTC+01:00.`);
    await page.locator('[data-testid="schedule"]').scrollIntoViewIfNeeded();
    await themes(page, 'w20dst/compose-new-time-twice', 'en', { closeToasts: true });
    await useLanguage(page, 'vi');
    await page.goto(`${s.host.origin}/#/compose/${encodeURIComponent(d.id)}`);
    await page.click('[data-testid="send-new-time"]');
    await page.fill('[data-testid="new-zone"]', ZONE);
    await page.fill('[data-testid="new-time"]', TWICE);
    await expect.poll(async () => flat(await line.textContent()), { timeout: 10_000 }).toContain('bài được đăng vào lần đầu, UTC+02:00, không phải lần sau, UTC+01:00.');
    await page.locator('[data-testid="schedule"]').scrollIntoViewIfNeeded();
    await themes(page, 'w20dst/compose-new-time-twice', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');
    // Nothing is sent until asked: the line only reads the time.
    expect(errors.filter((e) => !e.includes('net::ERR_NAME_NOT_RESOLVED'))).toEqual([]);
  });
});
