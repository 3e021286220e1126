/// <reference lib="dom" />
/**
 * The calendar tells the truth, and many posts change at once (issue 31), in Chromium against the
 * web host and its sandbox Hub:
 * - a post the Hub holds (sent scheduled) stays on the calendar at the Hub's time after its draft's
 *   time is edited, and pressing it to drag says why it cannot move; its chip says its state;
 * - the week is a time grid with the spring clock change marked;
 * - ten posts are shifted a day later from the Posts tab with a preview (the held one left out, with
 *   the reason), undone from the toast, shifted again and undone with Ctrl+Z;
 * - the campaign is duplicated a month later.
 * Screenshots (light and dark, English and Vietnamese) go to test-results/screens/calendar/.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { call, callValue, themes as shoot, uiSession, useLanguage, waitOnline } from './helpers/session';
import { calendarTitled } from './helpers/calendar';
import { nextClockChange } from '../helpers/ahead';

/**
 * w23dups: the posts counted in days from Berlin's next spring clock change (they were around 28 March 2027, `SPRING.day(0)`,
 * always the last Sunday of March): ahead of this real clock, in March and April as before, the weekdays kept.
 */
const SPRING = nextClockChange('Europe/Berlin', 'forward', 30); // its earliest post, day(-18), at least 12 days ahead
const YEAR = SPRING.date.slice(0, 4);
/** The day of the month of `SPRING.day(n)`, as the calendar writes it (10, not 010). */
const dom = (n: number): number => Number(SPRING.day(n).slice(8, 10));

/** A real photo each way a person gives one: a file picked, and bytes dropped from the desktop. */
const photo = (hue: number) => sharp({ create: { width: 320, height: 240, channels: 3, background: { r: hue, g: 120, b: 200 } } }).jpeg().toBuffer();
const s = uiSession({ name: 'ui-calendar', prepare: async (dir) => writeFileSync(join(dir, 'tiergarten.jpg'), await photo(40)) });
const themes = (page: Page, name: string, lang: 'en' | 'vi') => shoot(page, `calendar/${name}`, lang, { closeToasts: true });

type Draft = { id: string; scheduled_at: string | null; timezone: string | null; state: string };
type Detail = { id: string; name: string; posts: Array<{ id: string; caption: string; scheduled_at: string | null; state: string }> };

const draft = (page: Page, caption: string, at: string, zone = 'Europe/Berlin') =>
  callValue<Draft>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['x'], caption, scheduled_at: at, timezone: zone } });

/** A draft sent to the sandbox Hub as a scheduled post: the Hub holds it from then on. */
async function heldPost(page: Page, caption: string, at: string): Promise<string> {
  const d = await draft(page, caption, at);
  // Every channel of the Hub posts photos: an https one, sent as a URL.
  await callValue(page, 'photos.add', { draftId: d.id, urls: ['https://images.example.com/lumen/held.jpg'] });
  expect(await callValue<{ sent: number }>(page, 'publish.start', { draftIds: [d.id] })).toMatchObject({ sent: 1 });
  await expect.poll(async () => (await callValue<Draft>(page, 'drafts.get', { id: d.id })).state, { timeout: 30_000 }).toBe('scheduled');
  return d.id;
}

let campaignId = '';
let heldId = '';

describe('the calendar tells the truth', () => {
  it('keeps a held post at the Hub\'s time after its draft is edited; dragging it says why not; chips show the state', async () => {
    const { page, errors } = s.browser;
    await page.goto(s.host.url);
    await useLanguage(page, 'en');
    await waitOnline(page);
    const held = await heldPost(page, 'Held at the Hub: spring opening', `${SPRING.day(-18)}T09:00`);
    await draft(page, 'A draft to move: studio tour', `${SPRING.day(-17)}T10:30`);
    // The draft's time is edited after sending: the Hub never sees it and still publishes on the 10th.
    const edit = await call(page, 'drafts.update', { id: held, patch: { scheduled_at: `${SPRING.day(-8)}T15:00`, timezone: 'Europe/Berlin' } });

    await calendarTitled(page, `March ${YEAR}`);
    const chip = page.locator(`[data-day="${SPRING.day(-18)}"] .chip:has-text("Held at the Hub")`);
    await expect.poll(() => chip.count(), { timeout: 10_000 }).toBe(1);
    expect(await page.locator(`[data-day="${SPRING.day(-8)}"] .chip:has-text("Held at the Hub")`).count()).toBe(0);
    expect(await chip.getAttribute('data-state')).toBe('scheduled');
    expect(await chip.getAttribute('data-fixed')).toBe('held_by_hub');
    expect(await chip.getAttribute('draggable')).toBe('false');
    expect(await chip.textContent()).toContain('09:00');
    const title = (await chip.getAttribute('title')) ?? '';
    expect(title).toMatch(/^Scheduled · 09:00 Europe\/Berlin · Studio Lumen · /);
    expect(title).toContain(`The Hub holds this post for Mar ${dom(-18)}, ${YEAR}, 9:00 AM (Europe/Berlin)`);
    if (edit.ok) {
      // The edit is said, not shown as the time.
      expect(title).toContain(`Its draft now says Mar ${dom(-8)}, ${YEAR}, 3:00 PM (Europe/Berlin)`);
      expect(await chip.locator('.edited').count()).toBe(1);
    }
    const draftChip = page.locator(`[data-day="${SPRING.day(-17)}"] .chip:has-text("A draft to move")`);
    expect(await draftChip.getAttribute('data-state')).toBe('draft');
    expect(await draftChip.getAttribute('title')).toMatch(/^Draft · 10:30 Europe\/Berlin/);

    // Dragging the held post: it does not move, and the reason is said.
    await chip.dragTo(page.locator(`[data-day="${SPRING.day(-16)}"]`));
    await page.locator('[data-testid="toast"]', { hasText: 'This post is already at the Hub, which cannot move or unschedule it' }).waitFor();
    expect(await page.locator(`[data-day="${SPRING.day(-16)}"] .chip:has-text("Held at the Hub")`).count()).toBe(0);
    expect(await chip.count()).toBe(1);
    // Still placed there after a reload (the core, not the screen, decides where it is).
    await page.reload();
    await calendarTitled(page, `March ${YEAR}`);
    await expect.poll(() => page.locator(`[data-day="${SPRING.day(-18)}"] .chip:has-text("Held at the Hub")`).count(), { timeout: 10_000 }).toBe(1);

    // A draft moves, and Undo puts it back.
    await draftChip.dragTo(page.locator(`[data-day="${SPRING.day(-15)}"]`));
    await page.locator('[data-testid="toast"]', { hasText: `Moved to ${SPRING.day(-15)}` }).waitFor();
    expect(await page.locator(`[data-day="${SPRING.day(-15)}"] .chip:has-text("A draft to move")`).textContent()).toContain('10:30');
    await page.locator('[data-testid="toast"]', { hasText: `Moved to ${SPRING.day(-15)}` }).locator('button.primary').click();
    await page.locator('[data-testid="toast"]', { hasText: 'Put back 1 post.' }).waitFor();
    await expect.poll(() => page.locator(`[data-day="${SPRING.day(-17)}"] .chip:has-text("A draft to move")`).count()).toBe(1);

    // Ctrl/⌘-click selects chips for a bulk change.
    await page.locator(`[data-day="${SPRING.day(-17)}"] .chip`).first().click({ modifiers: ['Control'] });
    expect(await page.textContent('[data-testid="cal-selection"] strong')).toBe('1 post selected');
    await page.click('[data-testid="cal-selection"] button:not(.primary)');

    await themes(page, 'month', 'en');
    await useLanguage(page, 'vi');
    await calendarTitled(page, `tháng 3 năm ${YEAR}`);
    await expect.poll(() => page.locator(`[data-day="${SPRING.day(-18)}"] .chip`).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await page.locator(`[data-day="${SPRING.day(-18)}"] .chip:has-text("Held at the Hub")`).getAttribute('title')).toMatch(/^Đã hẹn giờ · 09:00/);
    await themes(page, 'month', 'vi');
    heldId = held;
    expect(errors).toEqual([]);
  }, 180_000);

  it('the week is a time grid with the spring clock change marked', async () => {
    const { page, errors } = s.browser;
    await useLanguage(page, 'en');
    for (const [c, at] of [['Sunday brunch portraits', `${SPRING.day(0)}T11:00`], ['Early light session', `${SPRING.day(0)}T03:15`], ['Friday evening mini-shoot', `${SPRING.day(-2)}T18:45`]] as const) await draft(page, c, at);
    await calendarTitled(page, `March ${YEAR}`);
    // The week of the clock change: step weeks from the month's first.
    await page.click('[data-cal-mode="week"]');
    for (let i = 0; i < 8 && (await page.locator(`[data-week-day="${SPRING.date}"]`).count()) === 0; i++) await page.click('[data-testid="cal-next"]');
    expect(await page.textContent('[data-testid="cal-title"]')).toMatch(new RegExp(`${dom(-6)}\\s*–\\s*${dom(0)} March ${YEAR}|March ${dom(-6)}\\s*–\\s*${dom(0)}, ${YEAR}`));
    expect(await page.getAttribute('[data-testid="calendar"]', 'data-mode')).toBe('week');
    // Each post in its hour row.
    await expect.poll(() => page.locator(`[data-day="${SPRING.day(0)}"][data-hour="11"] .chip:has-text("Sunday brunch")`).count(), { timeout: 10_000 }).toBe(1);
    expect(await page.locator(`[data-day="${SPRING.day(0)}"][data-hour="3"] .chip:has-text("Early light")`).count()).toBe(1);
    expect(await page.locator(`[data-day="${SPRING.day(-2)}"][data-hour="18"] .chip:has-text("Friday evening")`).count()).toBe(1);
    // Berlin's clocks go forward at 02:00 on the 28th: the day says so, and its 02:00 hour is marked skipped.
    const mark = page.locator(`[data-week-day="${SPRING.day(0)}"] [data-clock-change="forward"]`);
    expect(await mark.getAttribute('title')).toBe('Clocks go forward at 02:00 in Europe/Berlin: 02:00–03:00 does not exist that day.');
    expect(await page.locator(`[data-day="${SPRING.day(0)}"][data-hour="2"] [data-dst-cell="forward"]`).count()).toBe(1);
    expect(await page.locator('[data-dst-cell]').count()).toBe(1);
    // A drop on another hour moves a draft there, minutes kept (both hours in view in the grid's own scroll).
    await page.locator('[data-testid="calendar"]').evaluate((g) => { g.scrollTop = (g.querySelector<HTMLElement>('[data-hour-row="9"]')?.offsetTop ?? 0) - 40; });
    await page.locator(`[data-day="${SPRING.day(-2)}"][data-hour="18"] .chip`).dragTo(page.locator(`[data-day="${SPRING.day(-1)}"][data-hour="9"]`));
    // w29time (walk 25, 4): the toast says the hour too (it said "Moved to …-27." of a post dropped at 09:45).
    await page.locator('[data-testid="toast"]', { hasText: `Moved to ${SPRING.day(-1)} 09:45.` }).waitFor({ timeout: 10_000 });
    expect(await page.locator(`[data-day="${SPRING.day(-1)}"][data-hour="9"] .chip`).textContent()).toContain('09:45');
    await page.locator(`[data-day="${SPRING.day(0)}"][data-hour="2"]`).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await themes(page, 'week', 'en');
    await useLanguage(page, 'vi');
    await calendarTitled(page, `tháng 3 năm ${YEAR}`);
    await page.click('[data-cal-mode="week"]');
    for (let i = 0; i < 8 && (await page.locator(`[data-week-day="${SPRING.date}"]`).count()) === 0; i++) await page.click('[data-testid="cal-next"]');
    expect(await page.locator(`[data-week-day="${SPRING.day(0)}"] [data-clock-change="forward"]`).getAttribute('title')).toContain('Đồng hồ vặn sớm lên lúc 02:00');
    await page.locator(`[data-day="${SPRING.day(0)}"][data-hour="2"]`).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await themes(page, 'week', 'vi');

    // Two chips picked with Ctrl-click and moved two hours later at once, then Ctrl+Z.
    await useLanguage(page, 'en');
    await calendarTitled(page, `March ${YEAR}`);
    await page.click('[data-cal-mode="week"]');
    for (let i = 0; i < 8 && (await page.locator(`[data-week-day="${SPRING.date}"]`).count()) === 0; i++) await page.click('[data-testid="cal-next"]');
    await page.locator('[data-testid="calendar"]').evaluate((g) => { g.scrollTop = (g.querySelector<HTMLElement>('[data-hour-row="3"]')?.offsetTop ?? 0) - 40; });
    await page.locator('.chip:has-text("Sunday brunch")').click({ modifiers: ['Control'] });
    await page.locator('.chip:has-text("Early light")').click({ modifiers: ['Control'] });
    expect(await page.textContent('[data-testid="cal-selection"] strong')).toBe('2 posts selected');
    await page.click('[data-testid="cal-bulk"]');
    await page.fill('[data-testid="bulk-days"]', '0');
    await page.fill('[data-testid="bulk-hours"]', '2');
    await page.click('[data-testid="bulk-preview"]');
    expect(await page.textContent('[data-testid="bulk-summary"]')).toBe('2 posts change; none left out.');
    await page.click('[data-testid="bulk-apply"]');
    await page.locator('[data-testid="toast"]', { hasText: 'Changed 2 posts.' }).waitFor();
    await expect.poll(() => page.locator(`[data-day="${SPRING.day(0)}"][data-hour="13"] .chip:has-text("Sunday brunch")`).count()).toBe(1);
    expect(await page.locator(`[data-day="${SPRING.day(0)}"][data-hour="5"] .chip:has-text("Early light")`).count()).toBe(1);
    await page.locator('[data-testid="cal-title"]').click();
    await page.keyboard.press('Control+z');
    await page.locator('[data-testid="toast"]', { hasText: 'Put back 2 posts.' }).waitFor();
    await expect.poll(() => page.locator(`[data-day="${SPRING.day(0)}"][data-hour="11"] .chip:has-text("Sunday brunch")`).count()).toBe(1);
    expect(await page.locator(`[data-day="${SPRING.day(0)}"][data-hour="3"] .chip:has-text("Early light")`).count()).toBe(1);
    expect(errors).toEqual([]);
  }, 180_000);
});

describe('bulk work', () => {
  it('shifts ten posts a day later with a preview (the held one left out, with why), and undoes it from the toast and with Ctrl+Z', async () => {
    const { page, errors } = s.browser;
    await useLanguage(page, 'en');
    const ten: Draft[] = [];
    for (let i = 0; i < 10; i++) ten.push(await draft(page, `April post ${i + 1}`, `${SPRING.day(8 + i)}T09:00`));
    const held = await heldPost(page, 'April post held by the Hub', `${SPRING.day(23)}T12:00`);
    const c = await callValue<{ id: string }>(page, 'campaigns.create', { name: 'April at Lumen' });
    campaignId = c.id;
    await callValue(page, 'campaigns.addDrafts', { id: c.id, draftIds: [...ten.map((d) => d.id), held] });
    const times = async () => (await callValue<Detail>(page, 'campaigns.get', { id: c.id })).posts.map((p) => p.scheduled_at);
    const before = await times();

    await page.evaluate((id) => { location.hash = `#/campaigns/${id}`; }, c.id);
    await expect.poll(() => page.textContent('#campaign-h')).toBe('April at Lumen');
    await page.locator('[data-testid="select-all-posts"]').check();
    await page.click('[data-testid="bulk-posts"]');
    await page.fill('[data-testid="bulk-days"]', '1');
    await page.fill('[data-testid="bulk-hours"]', '0');
    await page.click('[data-testid="bulk-preview"]');
    expect(await page.textContent('[data-testid="bulk-summary"]')).toBe('10 posts change; 1 left out.');
    const heldRow = page.locator(`[data-bulk-row="${held}"]`);
    expect(await heldRow.getAttribute('data-left-out')).toBe('held_by_hub');
    expect(await heldRow.textContent()).toContain('Left out: the Hub already holds it');
    expect((await page.locator(`[data-bulk-row="${ten[0]!.id}"]`).textContent())?.replace(/\s+/g, ' ')).toContain(`${SPRING.day(8)} 09:00 Europe/Berlin${SPRING.day(9)} 09:00 Europe/Berlin`);
    // The preview wrote nothing.
    expect(await times()).toEqual(before);
    await themes(page, 'bulk-preview', 'en');
    await useLanguage(page, 'vi');
    await page.locator('[data-testid="select-all-posts"]').check();
    await page.click('[data-testid="bulk-posts"]');
    await page.fill('[data-testid="bulk-days"]', '1');
    await page.click('[data-testid="bulk-preview"]');
    expect(await page.textContent('[data-testid="bulk-summary"]')).toBe('10 bài sẽ thay đổi; 1 bài bị bỏ qua.');
    expect(await page.locator(`[data-bulk-row="${held}"]`).textContent()).toContain('Bỏ qua: Hub đã giữ bài này');
    await themes(page, 'bulk-preview', 'vi');
    await useLanguage(page, 'en');

    // Apply, then Undo from the toast.
    await page.locator('[data-testid="select-all-posts"]').check();
    await page.click('[data-testid="bulk-posts"]');
    await page.fill('[data-testid="bulk-days"]', '1');
    await page.click('[data-testid="bulk-preview"]');
    await page.click('[data-testid="bulk-apply"]');
    const applied = page.locator('[data-testid="toast"]', { hasText: 'Changed 10 posts.' });
    await applied.waitFor();
    const shifted = before.map((t, i) => (i < 10 ? t!.replace(/-(\d\d)T/, (_, d: string) => `-${String(Number(d) + 1).padStart(2, '0')}T`) : t));
    await expect.poll(times).toEqual(shifted);
    await expect.poll(() => page.locator('[data-testid="campaign-posts"] tr', { hasText: 'April post 1' }).first().textContent()).toContain(`${SPRING.day(9)} 09:00`);
    await applied.locator('button.primary').click();
    await page.locator('[data-testid="toast"]', { hasText: 'Put back 10 posts.' }).waitFor();
    await expect.poll(times).toEqual(before);

    // Again, and Ctrl+Z.
    await page.locator('[data-testid="select-all-posts"]').check();
    await page.click('[data-testid="bulk-posts"]');
    await page.fill('[data-testid="bulk-days"]', '1');
    await page.click('[data-testid="bulk-preview"]');
    await page.click('[data-testid="bulk-apply"]');
    await expect.poll(times).toEqual(shifted);
    await page.locator('#campaign-h').click();
    await page.keyboard.press('Control+z');
    await expect.poll(times).toEqual(before);
    expect(errors).toEqual([]);
  }, 180_000);

  it('gives photos to imported posts from the Posts tab: picked for one row, dropped on another; a sent post takes none', async () => {
    const { page, errors } = s.browser;
    await useLanguage(page, 'en');
    await page.evaluate((id) => { location.hash = `#/campaigns/${id}`; }, campaignId);
    await expect.poll(() => page.textContent('#campaign-h')).toBe('April at Lumen');
    const detail = await callValue<Detail>(page, 'campaigns.get', { id: campaignId });
    const [first, second] = detail.posts;
    const held = detail.posts.find((p) => p.state === 'scheduled')!;
    const count = (id: string) => page.locator(`[data-post-id="${id}"] [data-photo-count]`).getAttribute('data-photo-count');
    expect(await count(first!.id)).toBe('0');
    await page.locator(`[data-post-id="${first!.id}"] [data-testid="post-photos-input"]`).setInputFiles(join(s.dataDir, 'tiergarten.jpg'));
    await page.locator('[data-testid="toast"]', { hasText: 'Added 1 photo to post 1.' }).waitFor();
    await expect.poll(() => count(first!.id)).toBe('1');
    const dropped = (await photo(200)).toString('base64');
    await page.evaluate(([id, b64]) => {
      const bytes = Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([bytes], 'studio.jpg', { type: 'image/jpeg' }));
      dt.items.add(new File([bytes], 'studio-2.jpg', { type: 'image/jpeg' }));
      const row = document.querySelector(`[data-post-id="${id}"]`);
      row?.dispatchEvent(new DragEvent('dragover', { dataTransfer: dt, bubbles: true, cancelable: true }));
      row?.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
    }, [second!.id, dropped] as const);
    await page.locator('[data-testid="toast"]', { hasText: 'Added 2 photos to post 2.' }).waitFor();
    await expect.poll(() => count(second!.id)).toBe('2');
    expect((await callValue<{ photos: unknown[] }>(page, 'drafts.get', { id: second!.id })).photos).toHaveLength(2);
    // The post the Hub holds offers no photo button; a drop on it says why.
    expect(await page.locator(`[data-post-id="${held.id}"] [data-testid="post-photos-input"]`).count()).toBe(0);
    const heldPhotos = await count(held.id);
    await page.evaluate(([id, b64]) => {
      const dt = new DataTransfer();
      dt.items.add(new File([Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0))], 'late.jpg', { type: 'image/jpeg' }));
      document.querySelector(`[data-post-id="${id}"]`)?.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
    }, [held.id, dropped] as const);
    await page.locator('[data-testid="toast"]', { hasText: 'has already been sent: its photos cannot change at the Hub' }).waitFor();
    expect(await count(held.id)).toBe(heldPhotos);
    await themes(page, 'posts-photos', 'en');
    await useLanguage(page, 'vi');
    await expect.poll(() => count(second!.id)).toBe('2');
    await themes(page, 'posts-photos', 'vi');
    await useLanguage(page, 'en');
    expect(errors).toEqual([]);
  }, 120_000);

  it('duplicates the campaign a month later: new drafts, same time of day', async () => {
    const { page, errors } = s.browser;
    const source = await callValue<Detail>(page, 'campaigns.get', { id: campaignId });
    await page.click('nav a[data-nav="campaigns"]');
    await page.click('[data-view="list"]');
    const row = page.locator(`[data-campaign-id="${campaignId}"]`);
    await row.locator('[data-testid="duplicate-campaign"]').click();
    expect(await row.locator('[data-testid="duplicate-name"]').inputValue()).toBe('April at Lumen (copy)');
    await row.locator('[data-testid="duplicate-name"]').fill('May at Lumen');
    await row.locator('[data-testid="duplicate-months"]').fill('1');
    await themes(page, 'duplicate', 'en');
    await row.locator('[data-testid="duplicate-go"]').click();
    await page.locator('[data-testid="toast"]', { hasText: 'Created “May at Lumen” with 11 posts.' }).waitFor();
    const list = await callValue<Array<{ id: string; name: string }>>(page, 'campaigns.list', {});
    const copy = list.find((x) => x.name === 'May at Lumen');
    expect(copy).toBeDefined();
    const got = await callValue<Detail>(page, 'campaigns.get', { id: copy!.id });
    expect(got.posts.map((p) => p.caption)).toEqual(source.posts.map((p) => p.caption));
    expect(got.posts.every((p) => p.state === 'draft')).toBe(true);
    expect(got.posts.some((p) => source.posts.some((q) => q.id === p.id))).toBe(false);
    const heldDraft = await callValue<Draft>(page, 'drafts.get', { id: source.posts.find((p) => p.caption.includes('held'))!.id });
    // Each time a month later, same wall-clock time (the held post's copy from its draft's own time).
    expect(got.posts.map((p) => p.scheduled_at)).toEqual(source.posts.map((p) => (p.caption.includes('held') ? heldDraft.scheduled_at : p.scheduled_at)!.replace(`${YEAR}-04-`, `${YEAR}-05-`)));
    await expect.poll(() => page.locator('[data-testid="campaigns"] li', { hasText: 'May at Lumen' }).count()).toBe(1);
    await useLanguage(page, 'vi');
    await page.click('nav a[data-nav="campaigns"]');
    await page.locator(`[data-campaign-id="${campaignId}"] [data-testid="duplicate-campaign"]`).click();
    await themes(page, 'duplicate', 'vi');
    void heldId;
    expect(errors).toEqual([]);
  }, 120_000);
});
