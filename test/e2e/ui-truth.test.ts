/// <reference lib="dom" />
/**
 * Truth across states and actions (issue 32 item 2, issue 31 item 4's composer part), in Chromium
 * against the web host whose embedded sandbox Hub runs with fault files over its presets:
 * 1. every channel refuses (`channel_refusal`): a post scheduled a few seconds ahead is refused at
 *    its time; Retry asks WHEN (the Hub refuses a past time), the retry goes at a new time, and the
 *    original card says the retry is scheduled for it and shows it;
 * 2. a post the Hub holds for later: its composer shows the Hub's time, says changing it would not
 *    move it, and sends it as a NEW post at another time only after the duplicate warning;
 * 3. the Hub answers every publish with upstream_timeout (`timeouts` preset): a post for later reads
 *    "the Hub may hold it", offers Ask the Hub and neither "it is live" nor "send again"; asked, the
 *    Hub says it holds it, and the card reads Scheduled.
 * Screenshots (light/dark, English/Vietnamese) go to test-results/screens/truth/.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callValue, themes, uiSession, useLanguage, waitOnline } from './helpers/session';

/** Every channel refuses (decided when the Hub takes a post, revealed at its time); answers at once. */
const REFUSING = { preset: 'none', channel_refusal: 1, processing_ms: 0 };
/** The `timeouts` preset, made certain: the Hub takes every post and answers 502 upstream_timeout. */
const TIMEOUTS = { preset: 'timeouts', upstream_timeout: 1, processing_ms: 0 };
/** The same 502 upstream_timeout on every publish, but the channel never took the post: the Hub knows no post by its key. */
const LOST = { preset: 'none', upstream_timeout_lost: 1, processing_ms: 0 };
const ZONE = 'Asia/Ho_Chi_Minh';

const s = uiSession({
  name: 'ui-truth',
  host: (dir) => ({ sandboxFaults: join(dir, 'refusing.json'), sandboxSeed: 32 }),
  prepare: (dir) => {
    writeFileSync(join(dir, 'refusing.json'), JSON.stringify(REFUSING));
    writeFileSync(join(dir, 'timeouts.json'), JSON.stringify(TIMEOUTS));
    writeFileSync(join(dir, 'lost.json'), JSON.stringify(LOST));
  },
});

/** A wall-clock time in ZONE, `ms` from now, to the minute (or the second). */
const wallIn = (ms: number, seconds = false): string => DateTime.now().setZone(ZONE).plus({ milliseconds: ms }).toFormat(seconds ? "yyyy-MM-dd'T'HH:mm:ss" : "yyyy-MM-dd'T'HH:mm");
const flat = (t: string | null): string => (t ?? '').replace(/\s+/g, ' ').trim();
/** How the screens word a wall-clock time (en, medium date and short time), spaces made plain. */
const worded = (wall: string): string => {
  const dt = DateTime.fromISO(wall, { zone: ZONE });
  return flat(new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(dt.year, dt.month - 1, dt.day, dt.hour, dt.minute))));
};

interface Job { id: string; draftId: string; state: string; supersededBy: string | null; scheduledAt: string | null; timezone: string | null; post: { state: string }; actions: { row: string } }

async function publishDraft(page: Page, caption: string, scheduledAt: string): Promise<{ draftId: string; job: Job }> {
  const d = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption, scheduled_at: scheduledAt, timezone: ZONE } });
  await callValue(page, 'photos.add', { draftId: d.id, urls: ['https://images.example.com/lumen/truth.jpg'] });
  expect((await callValue<{ sent: number }>(page, 'publish.start', { draftIds: [d.id] })).sent).toBe(1);
  let job: Job | undefined;
  await expect.poll(async () => (job = (await callValue<Job[]>(page, 'jobs.list', { draftId: d.id }))[0]) !== undefined, { timeout: 20_000 }).toBe(true);
  return { draftId: d.id, job: job! };
}

const jobOf = (page: Page, id: string) => callValue<Job>(page, 'jobs.get', { id });
const card = (page: Page, id: string) => page.locator(`[data-testid="outbox-jobs"] li.job[data-job-id="${id}"]`);

async function openOutbox(page: Page): Promise<void> {
  await page.goto(`${s.host.origin}/#/outbox`);
  await page.reload();
  await page.waitForSelector('[data-testid="outbox-jobs"]');
}

describe('truth across states and actions', () => {
  let refused: Job;
  let heldDraft = '';
  let heldAt = '';

  it('a refused channel of a scheduled post whose time has passed is retried at a new time, not at the past one', async () => {
    const { page } = s.browser;
    await page.goto(s.host.url);
    await waitOnline(page);
    await callValue(page, 'profiles.refresh', {});
    const at = wallIn(15_000, true);
    const { job } = await publishDraft(page, 'Print sale, this morning only', at);
    // Held by the Hub for its time: the card says it cannot be unscheduled.
    await expect.poll(async () => (await jobOf(page, job.id)).post.state, { timeout: 10_000 }).toBe('scheduled');
    await openOutbox(page);
    const held = card(page, job.id);
    await expect.poll(() => held.getAttribute('data-row')).toBe('scheduled_ahead');
    expect(await held.locator('[data-testid="scheduled-note"]').textContent()).toContain('The Hub offers no way to unschedule a post');
    // Its time comes: the card reads the job again by itself, and no longer offers what can no longer be done.
    await expect.poll(() => held.getAttribute('data-row'), { timeout: 20_000 }).toBe('scheduled_past');
    if ((await jobOf(page, job.id)).post.state === 'scheduled') {
      expect(await held.locator('[data-testid="scheduled-note"]').textContent()).toBe('Its time has passed: the Hub publishes it now, and Postroom reads what each channel made of it.');
    }
    // The Hub says every channel refused.
    await expect.poll(async () => (await jobOf(page, job.id)).post.state, { timeout: 60_000 }).toBe('channels_refused');
    refused = await jobOf(page, job.id);
    expect(refused.actions.row).toBe('channels_refused');

    await openOutbox(page);
    const c = card(page, job.id);
    await c.waitFor();
    await expect.poll(() => c.locator('[data-testid="post-state"]').textContent()).toBe('Refused by every channel');
    await c.locator('button', { hasText: 'Retry the refused channels' }).click();
    // "The draft has not changed since…", asked in the card's own panel (never the browser's confirm()): send it unchanged.
    await c.locator('[data-testid="confirm-same-yes"]').click();
    const form = c.locator('[data-testid="retry-when"]');
    await form.waitFor();
    expect(flat(await form.locator('p').first().textContent())).toBe(`Its time, ${worded(at)} (${ZONE}), has passed, and the Hub refuses a time in the past. When should the refused channels go?`);
    // Nothing was sent yet: the question comes first.
    expect((await jobOf(page, job.id)).supersededBy).toBeNull();
    await c.locator('[data-testid="retry-at"]').check();
    // A time that has passed too is refused on the spot.
    await c.locator('[data-testid="retry-time"]').fill(wallIn(-3_600_000));
    await expect.poll(() => form.locator('[role="alert"]').textContent()).toBe('This time has passed.');
    expect(await c.locator('[data-testid="retry-go"]').isDisabled()).toBe(true);
    const later = wallIn(26 * 3_600_000).slice(0, 14) + '00';
    await c.locator('[data-testid="retry-time"]').fill(later);
    expect(await c.locator('[data-testid="retry-zone"]').inputValue()).toBe(ZONE);
    expect(await form.locator('[role="alert"]').count()).toBe(0);
    await themes(page, 'truth/outbox-retry-when', 'en');
    // The same question in Vietnamese (the page reloads: asked again).
    await useLanguage(page, 'vi');
    await c.waitFor();
    await c.locator('[data-testid="retry-refused"]').click();
    await c.locator('[data-testid="confirm-same-yes"]').click();
    await form.waitFor();
    expect(flat(await form.locator('p').first().textContent())).toContain('đã qua, và Hub từ chối giờ trong quá khứ');
    await c.locator('[data-testid="retry-at"]').check();
    await themes(page, 'truth/outbox-retry-when', 'vi');
    await useLanguage(page, 'en');
    await c.waitFor();
    expect((await jobOf(page, job.id)).supersededBy).toBeNull();
    await c.locator('[data-testid="retry-refused"]').click();
    await c.locator('[data-testid="confirm-same-yes"]').click();
    await c.locator('[data-testid="retry-at"]').check();
    await c.locator('[data-testid="retry-time"]').fill(later);
    await c.locator('[data-testid="retry-go"]').click();
    await page.locator('[data-testid="toast"]', { hasText: 'A new job retries the refused channels.' }).waitFor();

    // The original card says what the retry is and shows it; it no longer offers Retry.
    const follow = c.locator('[data-testid="follow-up"]');
    await expect.poll(async () => flat(await follow.textContent()), { timeout: 20_000 }).toBe(`Its refused channels were retried as a new post for ${worded(later)} (${ZONE}): Scheduled. Show it`);
    expect(await c.locator('button', { hasText: 'Retry the refused channels' }).count()).toBe(0);
    const retry = await jobOf(page, (await jobOf(page, job.id)).supersededBy!);
    expect([retry.scheduledAt, retry.timezone, retry.post.state]).toEqual([later, ZONE, 'scheduled']);
    await c.locator('[data-testid="show-newer"]').click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-job-id'))).toBe(retry.id);
    await c.scrollIntoViewIfNeeded();
    await themes(page, 'truth/outbox-retried', 'en');
  });

  it('the composer of a post the Hub holds shows the Hub\'s time, says a new time would not move it, and sends a NEW post only after the warning', async () => {
    const { page } = s.browser;
    heldAt = wallIn(3 * 3_600_000);
    const { draftId } = await publishDraft(page, 'Studio open evening', heldAt);
    heldDraft = draftId;
    await page.goto(`${s.host.origin}/#/compose/${encodeURIComponent(draftId)}`);
    await page.reload();
    const held = page.locator('[data-testid="schedule-held"]');
    await held.waitFor({ timeout: 20_000 });
    expect(flat(await held.locator('[data-testid="held-at"]').textContent())).toBe(`The Hub holds this post for ${worded(heldAt)} (${ZONE}).`);
    expect(await held.locator('[data-testid="held-note"]').textContent()).toContain('changing the time here would not move it');
    // No time field to change: the draft's time is not the post's.
    expect(await page.locator('[data-testid="schedule-time"]').count()).toBe(0);
    await held.locator('[data-testid="send-new-time"]').click();
    expect(flat(await held.locator('[data-testid="new-time-warn"]').textContent())).toBe(`This sends a NEW post at the time below. The post the Hub holds still goes out at ${worded(heldAt)} (${ZONE}): it will appear twice unless you delete the first one on each channel once it is out.`);
    const newAt = wallIn(50 * 3_600_000).slice(0, 14) + '30';
    await held.locator('[data-testid="new-time"]').fill(newAt);
    await held.scrollIntoViewIfNeeded();
    await themes(page, 'truth/compose-held', 'en');

    // Asked in the app's own panel (dialogs); answered no: nothing is sent.
    const asking = held.locator('[data-testid="confirm-send-new"]');
    await held.locator('[data-testid="send-new"]').click();
    await expect.poll(async () => flat(await asking.locator('p').textContent())).toBe(`Send a NEW post at ${worded(newAt)} (${ZONE})? The one the Hub holds still goes out at ${worded(heldAt)} (${ZONE}).`);
    await asking.locator('[data-testid="confirm-send-new-no"]').click();
    expect(await asking.count()).toBe(0);
    expect(await callValue<Job[]>(page, 'jobs.list', { draftId })).toHaveLength(1);
    await held.locator('[data-testid="send-new"]').click();
    await held.locator('[data-testid="confirm-send-new-yes"]').click();
    await page.locator('[data-testid="toast"]', { hasText: 'Sent as a new post for' }).waitFor();
    await expect.poll(async () => (await callValue<Job[]>(page, 'jobs.list', { draftId })).map((j) => [j.scheduledAt, j.post.state]), { timeout: 20_000 })
      .toEqual([[expect.stringMatching(new RegExp(`^${newAt}`)), 'scheduled'], [heldAt, 'scheduled']]);
    // The composer now shows both times the Hub holds (w19twohub, walk 17: before, only the new post's time).
    await expect.poll(async () => flat(await held.locator('[data-testid="held-at"]').textContent())).toBe('The Hub holds this post as 2 posts:');
    const heldPosts = (await held.locator('[data-testid="held-post"]').allTextContents()).map(flat);
    expect(heldPosts).toHaveLength(2);
    expect(heldPosts.join(' | ')).toContain(`${worded(heldAt)} (${ZONE}) · `);
    expect(heldPosts.join(' | ')).toContain(`${worded(newAt)} (${ZONE}) · `);

    await useLanguage(page, 'vi');
    await held.waitFor();
    await held.locator('[data-testid="send-new-time"]').click();
    expect(await held.locator('[data-testid="held-note"]').textContent()).toContain('đổi giờ ở đây sẽ không dời được chúng');
    await held.scrollIntoViewIfNeeded();
    await themes(page, 'truth/compose-held', 'vi');
    await openOutbox(page);
    const c = card(page, refused.id);
    await c.waitFor();
    await expect.poll(async () => flat(await c.locator('[data-testid="follow-up"]').textContent())).toContain('Các kênh bị từ chối đã được gửi lại thành bài mới lúc');
    await c.scrollIntoViewIfNeeded();
    await themes(page, 'truth/outbox-retried', 'vi');
    await useLanguage(page, 'en');
  });

  it('an unknown outcome on a post not yet due says the Hub may hold it and is resolved by Ask the Hub', async () => {
    await s.restartHost({ sandboxFaults: join(s.dataDir, 'timeouts.json'), sandboxSeed: 32 });
    const { page } = s.browser;
    await page.goto(s.host.url);
    await waitOnline(page);
    const at = wallIn(5 * 3_600_000);
    const { job, draftId } = await publishDraft(page, 'Portrait day next week', at);
    await expect.poll(async () => (await jobOf(page, job.id)).state, { timeout: 20_000 }).toBe('unknown');
    expect((await jobOf(page, job.id)).actions.row).toBe('unknown_ahead');

    await openOutbox(page);
    const c = card(page, job.id);
    await c.waitFor();
    expect(await c.locator('[data-testid="post-state"]').textContent()).toBe('Outcome unknown');
    expect(flat(await c.locator('[data-testid="post-detail"]').textContent())).toBe(`The Hub did not answer in time, but this post is for ${worded(at)} (${ZONE}): the Hub may hold it for then. Ask the Hub what it holds.`);
    // Neither "it is live" nor "send again" can be true before its time.
    expect(await c.locator('[data-testid="mark-live"]').count()).toBe(0);
    expect(await c.locator('[data-testid="send-again"]').count()).toBe(0);
    expect(await c.locator('[data-testid="not-yet"]').textContent()).toBe('“It is live” and “Send again as new” are offered once its time has come.');
    // The Hub's "may be live" cannot be true before its time: its answer is kept in a detail.
    expect(await c.locator('[data-testid="hub-answer"]').getAttribute('open')).toBeNull();
    expect(await c.textContent()).not.toContain('resending is your decision');
    // Postroom cannot withdraw a post the Hub may hold: the table refuses cancel, and the card offers none.
    expect(await c.locator('[data-testid="cancel-job"]').count()).toBe(0);
    await c.scrollIntoViewIfNeeded();
    await themes(page, 'truth/outbox-unknown-ahead', 'en');
    // The composer says what the card says (the table's unknown_ahead), not "the post may be live".
    await page.goto(`${s.host.origin}/#/compose/${draftId}`);
    const line = page.locator('[data-testid="draft-post-detail"]');
    await line.waitFor();
    expect(flat(await line.textContent())).toBe(`The Hub did not answer in time, but this post is for ${worded(at)} (${ZONE}): the Hub may hold it for then. Ask the Hub what it holds.`);
    // Its schedule says only what is known (the Hub MAY hold it), and offers no new post before its time (a fresh-eyes walk saw both).
    const held = page.locator('[data-testid="schedule-held"]');
    expect(flat(await held.locator('[data-testid="held-note"]').textContent())).toBe('The Hub did not say whether it took this post, so it may hold it: changing the time here would not move it. Ask the Hub in the Outbox what it holds.');
    expect(await held.locator('[data-testid="send-new-time"]').count()).toBe(0);
    await themes(page, 'truth/compose-unknown-ahead', 'en');
    await useLanguage(page, 'vi');
    await line.waitFor();
    expect(flat(await line.textContent())).toContain('Hub có thể đang giữ bài đến giờ đó');
    await themes(page, 'truth/compose-unknown-ahead', 'vi');
    await useLanguage(page, 'en');
    // The review desk's "What was said" says the same, not the Hub's "the post may be live".
    await openOutbox(page);
    await page.click('[data-view="table"]');
    const said = page.locator(`tr:has(td[data-job-id="${job.id}"]) td.said`);
    await said.waitFor();
    expect(flat(await said.textContent())).toBe('No answer in time; the Hub may hold it for its time. Ask the Hub.');
    await page.click('[data-view="cards"]');
    await c.waitFor();
    await useLanguage(page, 'vi');
    await c.waitFor();
    expect(flat(await c.locator('[data-testid="post-detail"]').textContent())).toContain('Hub có thể đang giữ bài đến giờ đó');
    await c.scrollIntoViewIfNeeded();
    await themes(page, 'truth/outbox-unknown-ahead', 'vi');
    await useLanguage(page, 'en');
    await c.waitFor();

    await c.locator('[data-testid="ask-hub"]').click();
    await page.locator('[data-testid="toast"]', { hasText: `The Hub holds it for ${worded(at)} (${ZONE}).` }).waitFor();
    await expect.poll(() => c.locator('[data-testid="post-state"]').textContent()).toBe('Scheduled');
    expect(await c.locator('[data-testid="ask-hub"]').count()).toBe(0);
    expect(await c.locator('[data-testid="scheduled-note"]').textContent()).toContain('The Hub offers no way to unschedule a post');
    const asked = await jobOf(page, job.id);
    expect([asked.state, asked.actions.row]).toEqual(['awaiting', 'scheduled_ahead']);
    // Never sent twice: the Hub holds one post under the first key.
    await c.scrollIntoViewIfNeeded();
    await themes(page, 'truth/outbox-asked', 'en');
    expect(heldDraft).not.toBe('');
  });

  it('an unknown outcome whose time has passed: "Send again as new…" asks when (not the past time), and the first card says it was sent again, never "withdrawn before it was sent"', async () => {
    // A post the Hub does not have (a resend asks it by the key first, and sends nothing for a post it has: w30).
    await s.restartHost({ sandboxFaults: join(s.dataDir, 'lost.json'), sandboxSeed: 32 });
    const { page } = s.browser;
    await page.goto(s.host.url);
    await waitOnline(page);
    const at = wallIn(4_000, true);
    const { job } = await publishDraft(page, 'Print sale this morning', at);
    await expect.poll(async () => (await jobOf(page, job.id)).state, { timeout: 20_000 }).toBe('unknown');
    await expect.poll(async () => (await jobOf(page, job.id)).actions.row, { timeout: 20_000 }).toBe('unknown_due');
    await openOutbox(page);
    const c = card(page, job.id);
    await c.waitFor();
    expect(await c.locator('[data-testid="cancel-job"]').count()).toBe(0);
    await c.locator('[data-testid="send-again"]').click();
    const form = c.locator('[data-testid="retry-when"][data-for="resend"]');
    await form.waitFor();
    expect(flat(await form.locator('p').first().textContent())).toContain('has passed, and the Hub refuses a time in the past. When should the new post go?');
    await c.locator('[data-testid="retry-at"]').check();
    const later = wallIn(2 * 3_600_000);
    await c.locator('[data-testid="retry-time"]').fill(later);
    expect(await c.locator('[data-testid="retry-go"]').textContent()).toBe('Send again at this time');
    await c.scrollIntoViewIfNeeded();
    await themes(page, 'truth/outbox-resend-when', 'en');
    await c.locator('[data-testid="retry-go"]').click();
    // The first one is followed up by a new post at the new time (the resend waits the settle period first).
    await expect.poll(async () => (await jobOf(page, job.id)).supersededBy, { timeout: 60_000 }).not.toBeNull();
    const first = await jobOf(page, job.id);
    const fresh = await jobOf(page, first.supersededBy!);
    expect([fresh.scheduledAt?.slice(0, 16), fresh.timezone]).toEqual([later, ZONE]);
    await expect.poll(async () => flat(await c.locator('[data-testid="post-detail"]').textContent()), { timeout: 10_000 }).toBe('Sent to the Hub, then sent again as a new post: see the new card.');
    expect(await c.textContent()).not.toContain('before it was sent');
    expect(await c.locator('[data-testid="post-state"]').textContent()).toBe('Sent again as new');
    await c.scrollIntoViewIfNeeded();
    await themes(page, 'truth/outbox-resent', 'en');
    await useLanguage(page, 'vi');
    await c.waitFor();
    expect(flat(await c.locator('[data-testid="post-detail"]').textContent())).toBe('Đã gửi tới Hub, rồi được gửi lại thành một bài mới: xem thẻ mới.');
    await c.scrollIntoViewIfNeeded();
    await themes(page, 'truth/outbox-resent', 'vi');
    await useLanguage(page, 'en');

    // Its record: each attempt's answer in words, naming who said it; the status and code only in a detail.
    await c.locator('[data-testid="record-toggle"]').click();
    const line = c.locator('[data-testid="record-attempt"]').first();
    await line.waitFor();
    const main = flat(await line.evaluate((li) => [...li.childNodes].filter((n) => !(n instanceof HTMLElement && n.tagName === 'DETAILS')).map((n) => n.textContent).join('')));
    expect(main).toContain('The Hub: The Hub waited too long. The outcome is unknown: the post MAY be live.');
    expect(main).not.toContain('upstream_timeout');
    expect(await line.getAttribute('data-source')).toBe('hub');
    expect(await line.locator('[data-testid="record-attempt-code"]').textContent()).toMatch(/^502 upstream_timeout: /);
    await line.locator('details summary').click();
    await c.locator('[data-testid="record"]').scrollIntoViewIfNeeded();
    await themes(page, 'truth/record-attempts', 'en');
    await useLanguage(page, 'vi');
    await c.locator('[data-testid="record-toggle"]').click();
    await c.locator('[data-testid="record-attempt"]').first().waitFor();
    expect(flat(await c.locator('[data-testid="record-attempt"]').first().textContent())).toContain('Hub: Hub chờ quá lâu.');
    await c.locator('[data-testid="record-attempt"] details summary').first().click();
    await c.locator('[data-testid="record"]').scrollIntoViewIfNeeded();
    await themes(page, 'truth/record-attempts', 'vi');
    await useLanguage(page, 'en');

    // The desk: both attempts are rows, the first with its own state (unknown: it may be live) and
    // marked as sent again as new, right after the new one; the post is counted once.
    await page.click('[data-view="table"]');
    await page.click('[data-range="all"]');
    await page.waitForSelector('[data-testid="desk-table"]');
    const rowOf = (id: string) => page.locator(`[data-testid="desk-table"] tbody tr:has(td[data-job-id="${id}"])`);
    await rowOf(first.id).waitFor();
    expect(await rowOf(first.id).locator('[data-testid="desk-state"]').textContent()).toBe('Outcome unknown');
    expect(flat(await rowOf(first.id).locator('td.said').textContent())).toMatch(/^Sent again · /);
    // The new attempt, as its own card says it (the Hub times out on every publish here, so it is unknown too).
    const now = await jobOf(page, fresh.id);
    expect(await rowOf(fresh.id).locator('[data-testid="desk-state"]').getAttribute('data-state')).toBe(now.post.state === 'unknown' ? 'unknown' : now.post.state);
    expect(await rowOf(fresh.id).locator('[data-testid="desk-sent-again"]').count()).toBe(0);
    const order = await page.$$eval('[data-testid="desk-table"] tbody td[data-job-id]', (cells) => cells.map((c) => (c as HTMLElement).dataset.jobId));
    expect(order.indexOf(first.id)).toBe(order.indexOf(fresh.id) + 1);
    expect(flat(await page.textContent('[data-testid="desk-earlier"]'))).toContain('1 earlier attempt, shown after the row that replaced it');
    // Counted once: the summary's waiting cell for the brand counts the new attempt, the unknown one not at all.
    const shown = Number(await page.getAttribute('[data-testid="desk-shown"]', 'data-count'));
    expect(shown).toBe(order.length - 1);
    await rowOf(fresh.id).scrollIntoViewIfNeeded();
    await themes(page, 'truth/desk-resent', 'en');
    await useLanguage(page, 'vi');
    await rowOf(first.id).waitFor();
    expect(flat(await rowOf(first.id).locator('td.said').textContent())).toMatch(/^Đã gửi lại · /);
    await themes(page, 'truth/desk-resent', 'vi');
    await useLanguage(page, 'en');
    await page.click('[data-view="cards"]');
  });

  it('logged no errors in the page', () => {
    expect(s.browser.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});
