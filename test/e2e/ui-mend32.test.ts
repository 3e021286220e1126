/// <reference lib="dom" />
/**
 * What a fresh-eyes walk of the Outbox found (issue 32, branch mend32), in Chromium against the web
 * host whose sandbox Hub answers every publish with upstream_timeout (the `timeouts` preset):
 * 1. "Send again as new…" asks in the card's own panel (no browser confirm(); keyboard: the safe
 *    answer focused, Escape says no); it asks the Hub first, which published the post before its 502,
 *    so nothing is sent again and the card says published — never "cancelled" — in its job's state
 *    and in the State filter;
 * 2. a card shows the post's time labelled: "Handed to the Hub at" for a post sent at once,
 *    "Scheduled for … (Ho Chi Minh)" for a post for later, as the desk's table has it;
 * 3. after Ask the Hub the card is still in view, highlighted;
 * 4. the desk's summary counts only the brand chosen in the Profile filter and says which filters
 *    it counts under; its action column fits in Vietnamese;
 * 5. the calendar's legend has every chip mark (◐ too), and a chip on another zone's clock names it.
 * Screenshots (light/dark, English/Vietnamese) go to test-results/screens/mend32/.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callValue, themes, uiSession, useLanguage, waitOnline } from './helpers/session';

/** The `timeouts` preset, made certain: the Hub takes every post and answers 502 upstream_timeout. */
const TIMEOUTS = { preset: 'timeouts', upstream_timeout: 1, processing_ms: 0 };
const ZONE = 'Asia/Ho_Chi_Minh';

const s = uiSession({
  name: 'ui-mend32',
  host: (dir) => ({ sandboxFaults: join(dir, 'timeouts.json'), sandboxSeed: 32 }),
  prepare: (dir) => writeFileSync(join(dir, 'timeouts.json'), JSON.stringify(TIMEOUTS)),
});

const flat = (t: string | null): string => (t ?? '').replace(/\s+/g, ' ').trim();
interface Job { id: string; state: string; supersededBy: string | null; post: { state: string; resentAs?: string | null }; actions: { row: string } }

async function publish(page: Page, profile: string, caption: string, at: string | null): Promise<Job> {
  const d = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: profile, platforms: ['instagram'], caption, ...(at ? { scheduled_at: at, timezone: ZONE } : {}) } });
  await callValue(page, 'photos.add', { draftId: d.id, urls: ['https://images.example.com/lumen/truth.jpg'] });
  expect((await callValue<{ sent: number }>(page, 'publish.start', { draftIds: [d.id] })).sent).toBe(1);
  let job: Job | undefined;
  await expect.poll(async () => (job = (await callValue<Job[]>(page, 'jobs.list', { draftId: d.id }))[0])?.state, { timeout: 30_000 }).toBe('unknown');
  return job!;
}

const jobOf = (page: Page, id: string) => callValue<Job>(page, 'jobs.get', { id });
const card = (page: Page, id: string) => page.locator(`[data-testid="outbox-jobs"] li.job[data-job-id="${id}"]`);
const focused = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid ?? '');

async function openOutbox(page: Page): Promise<void> {
  await page.goto(`${s.host.origin}/#/outbox`);
  await page.reload();
  await page.waitForSelector('[data-testid="outbox-jobs"]');
}

describe('the Outbox, as a fresh-eyes walk found it (issue 32, mend32)', () => {
  let nowJob: Job;
  let laterJob: Job;
  const later = DateTime.now().setZone(ZONE).plus({ hours: 5 }).toFormat("yyyy-MM-dd'T'HH:mm");

  it('"Send again as new…" asks in the app\'s own panel; the first attempt stays "outcome unknown", never "cancelled"', async () => {
    const { page } = s.browser;
    const native: string[] = [];
    page.on('dialog', (d) => {
      native.push(d.message());
      void d.dismiss();
    });
    await page.goto(s.host.url);
    await waitOnline(page);
    await callValue(page, 'profiles.refresh', {});
    nowJob = await publish(page, 'prof_lumen', 'Darkroom open house tonight', null);
    laterJob = await publish(page, 'prof_caphe', 'Cà phê muối, tuần sau', later);

    await openOutbox(page);
    const c = card(page, nowJob.id);
    await c.waitFor();
    // Its time: when it was handed to the Hub, labelled.
    expect(await c.locator('[data-testid="post-time"]').getAttribute('data-kind')).toBe('handedAt');
    expect(flat(await c.locator('[data-testid="post-time"]').textContent())).toMatch(/^Handed to the Hub at /);

    await c.locator('[data-testid="send-again"]').click();
    const panel = c.locator('[data-testid="confirm-resend"]');
    await panel.waitFor();
    expect(await panel.getAttribute('role')).toBe('alertdialog');
    expect(flat(await panel.locator('p').textContent())).toBe('The outcome is unknown: the post may already be published. Postroom asks the Hub first and sends nothing if the Hub has it; otherwise it sends it as a new post with a new key. Go on?');
    // The keyboard: the safe answer has the focus; Escape says no and gives the focus back.
    expect(await focused(page)).toBe('confirm-resend-no');
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
    expect(await focused(page)).toBe('send-again');
    await c.locator('[data-testid="send-again"]').click();
    await panel.waitFor();
    await c.scrollIntoViewIfNeeded();
    await themes(page, 'mend32/outbox-confirm-resend', 'en');
    await useLanguage(page, 'vi');
    await c.locator('[data-testid="send-again"]').click();
    await panel.waitFor();
    expect(flat(await panel.locator('[data-testid="confirm-resend-yes"]').textContent())).toBe('Gửi lại thành bài mới');
    expect(flat(await c.locator('[data-testid="post-time"]').textContent())).toMatch(/^Đã giao cho Hub lúc /);
    await c.scrollIntoViewIfNeeded();
    await themes(page, 'mend32/outbox-confirm-resend', 'vi');
    await useLanguage(page, 'en');
    await c.locator('[data-testid="send-again"]').click();
    await panel.locator('[data-testid="confirm-resend-yes"]').click();
    await expect.poll(async () => (await jobOf(page, nowJob.id)).post.state, { timeout: 60_000 }).toBe('published');
    expect(native).toEqual([]);

    // Asked first (w30): this Hub published the post before its 502, so nothing was sent again (before: a second post,
    // the first "unknown, sent again as new"); never "cancelled"; the card and the State filter say published.
    const first = await jobOf(page, nowJob.id);
    expect(first.supersededBy).toBeNull();
    await expect.poll(() => c.locator('[data-testid="post-state"]').getAttribute('data-post-state')).toBe('published');
    await page.selectOption('select[data-filter="state"]', 'cancelled');
    await expect.poll(() => card(page, nowJob.id).count()).toBe(0);
    await page.selectOption('select[data-filter="state"]', 'unknown');
    await expect.poll(() => card(page, nowJob.id).count()).toBe(0);
    await page.selectOption('select[data-filter="state"]', '');
    await card(page, nowJob.id).scrollIntoViewIfNeeded();
    await themes(page, 'mend32/outbox-resend-found', 'en', { closeToasts: true });
  });

  it('a post for later shows its own time, labelled; after Ask the Hub its card stays in view, highlighted', async () => {
    const { page } = s.browser;
    await openOutbox(page);
    const c = card(page, laterJob.id);
    await c.waitFor();
    const time = c.locator('[data-testid="post-time"]');
    expect(await time.getAttribute('data-kind')).toBe('scheduledFor');
    expect(flat(await time.textContent())).toMatch(/^Scheduled for .+ \(Ho Chi Minh\)$/);
    expect(await time.getAttribute('datetime')).toContain(later);

    await c.scrollIntoViewIfNeeded();
    await c.locator('[data-testid="ask-hub"]').click();
    await expect.poll(() => c.locator('[data-testid="post-state"]').textContent(), { timeout: 10_000 }).toBe('Scheduled');
    await expect.poll(() => c.getAttribute('data-flash')).toBe('');
    const box = await c.boundingBox();
    const view = page.viewportSize()!;
    expect(box && box.y < view.height && box.y + Math.min(box.height, 80) > 0).toBe(true);
    expect(flat(await time.textContent())).toMatch(/^Scheduled for .+ \(Ho Chi Minh\)$/);
    await themes(page, 'mend32/outbox-asked', 'en', { closeToasts: true });
    await useLanguage(page, 'vi');
    await c.waitFor();
    expect(flat(await c.locator('[data-testid="post-time"]').textContent())).toMatch(/^Lên lịch lúc .+ \(Ho Chi Minh\)$/);
    await c.scrollIntoViewIfNeeded();
    await themes(page, 'mend32/outbox-asked', 'vi');
    await useLanguage(page, 'en');
  });

  it('the desk\'s summary counts the brand chosen and says so; its action column fits in Vietnamese', async () => {
    const { page } = s.browser;
    await openOutbox(page);
    await page.click('[data-view="table"]');
    await page.waitForSelector('[data-testid="desk-summary"]');
    await page.selectOption('select[data-filter="profile"]', 'prof_caphe');
    await expect.poll(() => page.$$eval('[data-testid="desk-summary-profile"] tbody tr', (trs) => trs.map((tr) => (tr as HTMLElement).dataset.key))).toEqual(['prof_caphe']);
    expect(flat(await page.textContent('[data-testid="desk-summary-scope"]'))).toContain('Counts what the filters show: Any date · Cà Phê Sữa Đá, every outcome.');
    const time = page.locator(`td[data-job-id="${laterJob.id}"]`);
    expect(await time.getAttribute('data-time-kind')).toBe('scheduledFor');
    await themes(page, 'mend32/desk-brand', 'en');
    await page.selectOption('select[data-filter="profile"]', '');
    await useLanguage(page, 'vi');
    await page.waitForSelector('[data-testid="desk-table"] tbody tr');
    const cut = await page.$$eval('[data-testid="desk-table"] tbody tr td:last-child', (tds) => tds.filter((td) => td.scrollWidth > td.clientWidth + 1).map((td) => td.textContent));
    expect(cut).toEqual([]);
    expect(flat(await page.textContent('[data-testid="desk-summary-scope"]'))).toContain('Đếm đúng những gì bộ lọc đang hiện');
    await themes(page, 'mend32/desk-brand', 'vi');
    await useLanguage(page, 'en');
    await page.click('[data-view="cards"]');
  });

  it('the calendar\'s legend names every mark; a chip on another zone\'s clock names its zone', async () => {
    const { page } = s.browser;
    await page.goto(`${s.host.origin}/#/campaigns`);
    await page.click('[data-view="calendar"]');
    await page.waitForSelector('[data-testid="calendar"]');
    const legend = flat(await page.textContent('[data-testid="cal-legend"]'));
    for (const m of ['✎', '≋', '◷', '↻', '✓', '◐', '✕', '?', '–']) expect(legend).toContain(m);
    expect(legend).toContain('◐ Partly published');
    const here = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    if (here !== ZONE) {
      const chip = page.locator('[data-chip-zone]').first();
      await chip.waitFor();
      expect(await chip.textContent()).toBe('Ho Chi Minh');
      await chip.scrollIntoViewIfNeeded();
    } else console.log(`the browser's zone is ${ZONE}: no chip in another zone to check`);
    await themes(page, 'mend32/calendar-legend', 'en');
    await useLanguage(page, 'vi');
    await page.click('[data-view="calendar"]');
    await page.waitForSelector('[data-testid="cal-legend"]');
    expect(flat(await page.textContent('[data-testid="cal-legend"]'))).toContain('◐');
    await themes(page, 'mend32/calendar-legend', 'vi');
    await useLanguage(page, 'en');
  });
});
