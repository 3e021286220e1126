/// <reference lib="dom" />
/**
 * The composer in a real browser against the real web host, offline: profiles are
 * cached from a Hub (a sandbox Hub run as its own process, as a user's account
 * would be), then that Hub goes away and a draft is written with photos, its
 * counters and preflight errors are seen and fixed, and it is scheduled across a
 * DST change: the post waits in the outbox. Autosave survives a reload; undo/redo.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { countChars } from '../../src-main/hub/channels';
import { repoRoot, startWebHost, type RunningWebHost } from './helpers/webhost';
import { launchBrowser, screenshot, type Browser } from './ui-browser';
import { themes } from './helpers/session';
import { nextClockChange, nextYear } from '../helpers/ahead';

/**
 * w23dups: times ahead of this real clock (they were March and January 2027): New York's next spring clock change and a
 * January day of the year after today's. The past time (2026-01-05) stays as written: it is past whatever the day.
 */
const NY_SPRING = nextClockChange('America/New_York', 'forward');
const Y = nextYear();

let host: RunningWebHost;
let browser: Browser;
let dataDir: string;
let hub: { url: string; apiKey: string; process: ChildProcess };
let photoA: string;
let photoB: string;

async function startSandboxHub(dir: string): Promise<typeof hub> {
  const child = spawn(process.execPath, [join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(repoRoot, 'src-main', 'cli', 'bin.ts'), 'sandbox', '--port', '0', '--json', '--data-dir', dir], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const info = await new Promise<{ url: string; apiKey: string }>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`sandbox did not start: ${out}`)), 60_000);
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.includes('"apiKey"'));
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line) as { url: string; apiKey: string });
      }
    });
    child.once('exit', (code) => reject(new Error(`sandbox exited ${code}: ${out}`)));
  });
  return { ...info, process: child };
}

async function stopHub(): Promise<void> {
  if (hub.process.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    hub.process.once('exit', () => resolve());
    hub.process.kill('SIGTERM');
  });
}

async function bridgeCall<T = unknown>(page: Page, method: string, input: unknown): Promise<{ ok: boolean; value: T; error?: { code: string; message: string } }> {
  return page.evaluate(
    async ([m, i]) => {
      const r = await fetch(`/bridge/${m}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(i) });
      return (await r.json()) as never;
    },
    [method, input] as const,
  );
}

const connState = (page: Page) => page.getAttribute('[data-testid="connectivity"]', 'data-state');
const problems = (page: Page) => page.$$eval('[data-testid="preflight"] li', (els) => els.map((e) => `${e.getAttribute('data-severity')}:${e.getAttribute('data-problem')}:${e.getAttribute('data-channel')}`));

async function newDraftFromLibrary(page: Page): Promise<string> {
  await page.goto(`${host.origin}/#/library`);
  await page.reload();
  await page.waitForSelector('[data-testid="new-draft"]');
  await page.keyboard.press('n');
  await page.waitForSelector('[data-testid="composer"]');
  const id = await page.getAttribute('[data-testid="composer"]', 'data-draft-id');
  if (!id) throw new Error('no draft id');
  return id;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'postroom-ui-compose-'));
  hub = await startSandboxHub(join(dataDir, 'remote-hub'));
  host = await startWebHost({ dataDir: join(dataDir, 'app'), env: { POSTROOM_API_KEY: hub.apiKey } });
  browser = await launchBrowser({ colorScheme: 'light' });
  photoA = join(dataDir, 'market-stall.jpg');
  photoB = join(dataDir, 'coffee-cup.png');
  writeFileSync(photoA, await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 196, g: 120, b: 48 } } }).jpeg({ quality: 85 }).toBuffer());
  writeFileSync(photoB, await sharp({ create: { width: 900, height: 1400, channels: 3, background: { r: 40, g: 90, b: 160 } } }).png().toBuffer());
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await host?.close();
  if (hub) await stopHub();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('composer, offline', () => {
  let draftId = '';
  const LONG = `Our autumn menu is here ☕🍂 with phở, bánh mì and cà phê sữa đá. ${'Come early, stay late, bring friends. '.repeat(7)}Menu: https://example.com/autumn-menu-2026`;

  it('caches profiles while the Hub answers, then shows offline when it goes away', async () => {
    const { page } = browser;
    await page.goto(host.url);
    const added = await bridgeCall(page, 'workspaces.add', { name: 'studio', hubUrl: hub.url });
    expect(added.ok, JSON.stringify(added.error)).toBe(true);
    expect((await bridgeCall(page, 'workspaces.use', { name: 'studio' })).ok).toBe(true);
    await page.reload();
    await page.click('[data-testid="connectivity"] button');
    await expect.poll(() => connState(page), { timeout: 20_000 }).toBe('online');
    await newDraftFromLibrary(page);
    await page.click('button:has-text("Refresh from the Hub")');
    await page.waitForSelector('.profile:has-text("Cà Phê Sữa Đá")');
    // TikTok's music chart comes from the Hub while it answers (and is cached by the core).
    await page.check('input[name="profile"][value="prof_caphe"]');
    await page.check('[data-channel="tiktok"] input');
    await expect.poll(() => page.locator('#f-tiktok-tiktok_music_id option').count(), { timeout: 15_000 }).toBeGreaterThan(1);

    await stopHub();
    await page.click('[data-testid="connectivity"] button');
    await expect.poll(() => connState(page), { timeout: 20_000 }).toBe('offline');
  });

  it('drafts offline: counters against each channel, title hint, pins and every preflight error', async () => {
    const { page } = browser;
    draftId = await newDraftFromLibrary(page);
    await page.waitForSelector('[data-testid="offline-banner"]');
    await page.check('input[name="profile"][value="prof_caphe"]');
    await page.fill('[data-testid="caption"]', LONG);
    for (const ch of ['x', 'instagram', 'facebook', 'pinterest', 'reddit', 'bluesky']) await page.check(`[data-channel="${ch}"] input`);
    // Channels that cannot take a photo post are shown, with the reason, and cannot be chosen.
    expect(await page.isDisabled('[data-channel="youtube"] input')).toBe(true);
    expect(await page.textContent('[data-channel="youtube"]')).toContain('does not take photo posts');
    expect(await page.textContent('[data-channel="x"]')).toContain('@caphesuada');

    const xCount = countChars(LONG, 'x-weighted');
    expect(xCount).toBeGreaterThan(280);
    await expect.poll(() => page.textContent('[data-testid="counter-x"]')).toBe(`${xCount} / 280`);
    expect(await page.getAttribute('[data-testid="counter-x"]', 'class')).toContain('over');
    expect(await page.textContent('[data-testid="counter-bluesky"]')).toBe(`${countChars(LONG, 'graphemes')} / 300`);
    expect(await page.textContent('[data-testid="counter-instagram"]')).toBe(`${LONG.length} / 2200`);

    // Offline, the music chart still comes from the cache.
    await page.check('[data-channel="tiktok"] input');
    await expect.poll(() => page.locator('#f-tiktok-tiktok_music_id option').count(), { timeout: 15_000 }).toBeGreaterThan(1);
    await page.selectOption('#f-tiktok-tiktok_music_id', { index: 1 });
    await page.uncheck('[data-channel="tiktok"] input');

    // The pinned Page is shown where a page id would be typed: by its name (read with the profiles), the id in the tooltip.
    expect(await page.textContent('[data-testid="pinned-facebook_page_id"]')).toContain('Pinned: Cà Phê Sữa Đá');
    expect(await page.getAttribute('[data-testid="pinned-facebook_page_id"] [data-pin-id]', 'title')).toBe('pg_caphe_main');

    await page.fill('[data-testid="title"]', 'We opened a new shop today. Come and see us on Main Street!');
    await page.waitForSelector('[data-testid="title-body-hint"]');

    await expect.poll(() => problems(page), { timeout: 15_000 }).toEqual(expect.arrayContaining([
      'error:caption_too_long:x', 'error:missing_field:pinterest', 'error:missing_field:reddit', 'error:no_photos:',
    ]));
    expect(await page.isDisabled('[data-testid="publish"]')).toBe(true);
    // Once saved and re-checked, the shared title satisfies the channels that need one.
    await expect.poll(() => page.textContent('[data-testid="save-state"]'), { timeout: 10_000 }).toContain('All changes saved');
    await expect.poll(() => problems(page), { timeout: 15_000 }).not.toContain('error:missing_title:pinterest');
    await page.evaluate(() => document.querySelector('main')?.scrollTo(0, 0));
    await screenshot(page, 'compose-offline-errors-light-en');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'compose-offline-errors-dark-en');
    await page.evaluate(() => document.querySelector('[data-testid="channel-options"]')?.scrollIntoView());
    await screenshot(page, 'compose-channel-options-dark-en');
    await page.emulateMedia({ colorScheme: 'light' });
    await screenshot(page, 'compose-channel-options-light-en');
  });

  it('fixes every error, adds and reorders photos, and schedules across a DST change into the outbox', async () => {
    const { page } = browser;
    await page.fill('[data-testid="title"]', 'Autumn menu');
    expect(await page.locator('[data-testid="title-body-hint"]').count()).toBe(0);
    await page.fill('[data-testid="caption"]', 'Our autumn menu is here ☕🍂 https://example.com/autumn');
    await page.selectOption('#f-pinterest-pinterest_board_id', 'brd_caphe_drinks');
    await page.fill('#f-reddit-reddit_community', 'r/coffee');
    await page.fill('#f-reddit-reddit_title', 'Autumn menu at Cà Phê Sữa Đá');

    await page.setInputFiles('[data-testid="photo-file"]', [photoA, photoB]);
    await expect.poll(() => page.locator('[data-testid="photos"] li.photo').count(), { timeout: 30_000 }).toBe(2);
    await expect.poll(() => page.textContent('[data-testid="budget"]'), { timeout: 30_000 }).toMatch(/of 4\.5 MB/);
    // Paste and drop work like the file dialog; an https link is a photo too; each can be removed.
    const small = (await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 160, b: 90 } } }).png().toBuffer()).toString('base64');
    await page.evaluate((b64) => {
      const file = new File([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], 'pasted.png', { type: 'image/png' });
      const dt = new DataTransfer();
      dt.items.add(file);
      document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
    }, small);
    await expect.poll(() => page.locator('[data-testid="photos"] li.photo').count(), { timeout: 30_000 }).toBe(3);
    await page.evaluate((b64) => {
      const file = new File([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], 'dropped.png', { type: 'image/png' });
      const dt = new DataTransfer();
      dt.items.add(file);
      document.querySelector('[data-testid="photo-drop"]')?.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
    }, small);
    await expect.poll(() => page.locator('[data-testid="photos"] li.photo').count(), { timeout: 30_000 }).toBe(4);
    await page.fill('#photo-url', 'https://example.com/photos/terrace.jpg');
    await page.press('#photo-url', 'Enter');
    await expect.poll(() => page.locator('[data-testid="photos"] li.photo').count(), { timeout: 30_000 }).toBe(5);
    expect(await page.textContent('[data-testid="photos"] li.photo >> nth=4')).toContain('not counted in the 4.5 MB');
    await page.evaluate(() => document.querySelector('[data-testid="photos"]')?.scrollIntoView());
    await screenshot(page, 'compose-photos-light-en');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'compose-photos-dark-en');
    await page.emulateMedia({ colorScheme: 'light' });
    for (const n of [5, 4, 3]) {
      await page.click(`button[aria-label="Remove photo ${n}"]`);
      await expect.poll(() => page.locator('[data-testid="photos"] li.photo').count(), { timeout: 30_000 }).toBe(n - 1);
    }
    const order = () => page.$$eval('[data-testid="photos"] li.photo', (els) => els.map((e) => e.getAttribute('data-photo-id')));
    const before = await order();
    await page.click('button[aria-label="Move photo 1 later"]');
    await expect.poll(order).toEqual([before[1], before[0]]);

    await expect.poll(() => problems(page), { timeout: 15_000 }).not.toEqual(expect.arrayContaining([expect.stringMatching(/^error:/)]));
    await expect.poll(async () => (await page.isDisabled('[data-testid="publish"]')) ? `disabled: ${await page.textContent('[data-testid="publish-why"]')} ${JSON.stringify(await problems(page))}` : 'enabled', { timeout: 15_000 }).toBe('enabled');

    await page.check('[data-testid="when-at"]');
    await page.fill('[data-testid="schedule-zone"]', 'America/New_York');
    await page.press('[data-testid="schedule-zone"]', 'Tab');
    // 02:30 on the day of New York's spring change does not exist (the clocks skip from 02:00 to 03:00): the
    // error says so, and no "that is … UTC" line contradicts it.
    await page.fill('[data-testid="schedule-time"]', `${NY_SPRING.day(0)}T02:30`);
    await page.press('[data-testid="schedule-time"]', 'Tab');
    await expect.poll(() => page.textContent('[data-testid="schedule-desc"]')).toContain('This time does not exist in America/New_York');
    expect(await page.locator('[data-testid="schedule-utc"]').count()).toBe(0);
    // Walk 32, 7: nor the clock-change note's "the time above is the local time after the change".
    expect(await page.locator('[data-testid="dst-note"]').count()).toBe(0);
    // Walk 35, 5: 02:30 is not saved; the draft keeps the time filled in when "At a time" was chosen, and says so.
    const kept = (await bridgeCall<{ scheduled_at: string | null; timezone: string | null }>(page, 'drafts.get', { id: draftId })).value;
    expect(kept.timezone).toBe('America/New_York');
    expect(kept.scheduled_at).not.toContain('T02:30');
    const notSaved = page.locator('[data-testid="schedule-not-saved"]');
    expect(await notSaved.getAttribute('data-kept')).toBe(kept.scheduled_at);
    expect(await notSaved.textContent()).toMatch(/^Not saved: the draft keeps .+ \(America\/New_York\) until a time that exists is entered\.$/);
    await page.evaluate(() => document.querySelector('[data-testid="schedule"]')?.scrollIntoView());
    await screenshot(page, 'compose-skipped-not-saved-light-en');
    await page.fill('[data-testid="schedule-time"]', `${NY_SPRING.day(6)}T09:00`);
    await page.press('[data-testid="schedule-time"]', 'Tab');
    await page.waitForSelector('[data-testid="dst-note"]');
    expect(await page.locator('[data-testid="schedule-not-saved"]').count()).toBe(0);
    expect(await page.textContent('[data-testid="schedule-desc"]')).toContain('UTC−04:00');
    // The spring change just before the time (in summer an autumn change comes first, its own note above it).
    expect(await page.locator('[data-testid="dst-note"]').last().textContent()).toContain('from UTC−05:00 to UTC−04:00');
    await expect.poll(() => page.textContent('[data-testid="publish"]')).toContain('Schedule');
    await page.evaluate(() => document.querySelector('[data-testid="schedule"]')?.scrollIntoView());
    await screenshot(page, 'compose-fixed-scheduled-dst-light-en');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'compose-fixed-scheduled-dst-dark-en');
    await page.emulateMedia({ colorScheme: 'light' });

    await expect.poll(async () => (await bridgeCall<{ scheduled_at: string | null; timezone: string | null }>(page, 'drafts.get', { id: draftId })).value.timezone).toBe('America/New_York');
    await page.click('[data-testid="publish"]');
    await page.locator('[data-testid="toast"]', { hasText: 'Saved in the Outbox' }).waitFor();
    // The publisher journals the batch's jobs as it prepares them: the job appears shortly.
    await expect.poll(async () => {
      const jobs = await bridgeCall<Array<{ draftId: string | null; state: string }>>(page, 'jobs.list', {});
      return jobs.ok && jobs.value.some((j) => j.draftId === draftId);
    }, { timeout: 15_000 }).toBe(true);
    // Handed to the publisher: the composer says so and will not send it twice.
    await page.waitForSelector('[data-testid="draft-state"]');
    expect(await page.isDisabled('[data-testid="publish"]')).toBe(true);
    await page.evaluate(() => document.querySelector('[data-testid="composer"] .head')?.scrollIntoView());
    await screenshot(page, 'compose-queued-offline-light-en');

    // The Outbox shows it waiting, and why.
    await page.click('[data-testid="draft-state"] button');
    await page.waitForSelector('[data-testid="outbox-jobs"]');
    const jobRow = page.locator('[data-testid="outbox-jobs"] li.job').first();
    expect(await jobRow.getAttribute('data-state')).toMatch(/^(prepared|sending|retrying)$/);
    expect(await page.textContent('main')).toContain('waiting jobs are sent when it answers again');
    await screenshot(page, 'outbox-offline-light-en');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'outbox-offline-dark-en');
    await page.emulateMedia({ colorScheme: 'light' });
    await jobRow.locator('a', { hasText: 'open the draft' }).click();
    await page.waitForSelector(`[data-testid="composer"][data-draft-id="${draftId}"]`);

    // Nothing typed is lost across a reload; the schedule is kept with its zone.
    await page.reload();
    await page.waitForSelector('[data-testid="composer"]');
    expect(await page.inputValue('[data-testid="caption"]')).toBe('Our autumn menu is here ☕🍂 https://example.com/autumn');
    expect(await page.inputValue('[data-testid="schedule-zone"]')).toBe('America/New_York');
    expect(await page.inputValue('[data-testid="schedule-time"]')).toBe(`${NY_SPRING.day(6)}T09:00`);

    // Photos added in the earlier session show as real images (photos.thumbnail), not placeholders.
    const imgs = '[data-testid="photos"] li.photo img[data-testid="photo-img"]';
    await expect.poll(() => page.locator(imgs).count(), { timeout: 30_000 }).toBe(2);
    const shown = await page.$$eval(imgs, (els) => els.map((e) => {
      const img = e as HTMLImageElement;
      return { complete: img.complete, w: img.naturalWidth, h: img.naturalHeight, src: img.src.slice(0, 23) };
    }));
    for (const im of shown) {
      expect(im.src).toBe('data:image/jpeg;base64,');
      expect(im.w).toBeGreaterThan(0);
    }
    // Photo B (900×1400, portrait) is first after the reorder; A (1600×1200) second.
    expect(shown[0]!.h).toBeGreaterThan(shown[0]!.w);
    expect(shown[1]!.w).toBeGreaterThan(shown[1]!.h);
    expect(await page.locator('[data-testid="photos"] [data-testid="photo-noimg"], [data-testid="photos"] [data-testid="photo-loading"]').count()).toBe(0);
    await expect.poll(() => page.$$eval('[data-testid="previews"] img[data-testid="preview-img"]', (els) => els.length > 0 && els.every((e) => (e as HTMLImageElement).naturalWidth > 0))).toBe(true);
    await page.evaluate(() => document.querySelector('[data-testid="photos"]')?.scrollIntoView());
    await screenshot(page, 'compose-photos-reopened-light-en');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'compose-photos-reopened-dark-en');
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('undoes and redoes with Ctrl+Z / Ctrl+Shift+Z, and autosaves', async () => {
    const { page } = browser;
    const id = await newDraftFromLibrary(page);
    await page.click('[data-testid="caption"]');
    await page.keyboard.type('First words.');
    await page.waitForTimeout(1200); // a pause ends one undo step
    await page.keyboard.type(' More words.');
    expect(await page.inputValue('[data-testid="caption"]')).toBe('First words. More words.');
    await page.keyboard.press('Control+z');
    expect(await page.inputValue('[data-testid="caption"]')).toBe('First words.');
    await page.keyboard.press('Control+Shift+z');
    expect(await page.inputValue('[data-testid="caption"]')).toBe('First words. More words.');
    await expect.poll(() => page.textContent('[data-testid="save-state"]'), { timeout: 10_000 }).toContain('All changes saved');
    expect((await bridgeCall<{ caption: string }>(page, 'drafts.get', { id })).value.caption).toBe('First words. More words.');

    // Typing and leaving at once (before the autosave pause): the text is still there after a reload.
    await page.click('[data-testid="caption"]');
    await page.keyboard.press('End');
    await page.keyboard.type(' Typed just before leaving.');
    await page.reload();
    await page.waitForSelector('[data-testid="composer"]');
    expect(await page.inputValue('[data-testid="caption"]')).toBe('First words. More words. Typed just before leaving.');
    await expect.poll(async () => (await bridgeCall<{ caption: string }>(page, 'drafts.get', { id })).value.caption, { timeout: 10_000 }).toBe('First words. More words. Typed just before leaving.');

    // The host stops answering saves: the composer says so, keeps the text locally, and
    // restores it (and saves it) when the draft is opened again.
    await page.route('**/bridge/drafts.update', (r) => r.abort());
    // And in this document, the page's own fetch refuses saves too: Chromium lets a request made
    // while the page unloads (the composer's flush on beforeunload) past page.route now and then
    // (about 1 run in 6 the host got the text, and there was nothing left to recover).
    await page.evaluate(() => {
      const real = window.fetch.bind(window);
      window.fetch = (input, init) => (String(input instanceof Request ? input.url : input).includes('/bridge/drafts.update') ? Promise.reject(new TypeError('Failed to fetch')) : real(input, init));
    });
    await page.click('[data-testid="caption"]');
    await page.keyboard.press('End');
    await page.keyboard.type(' Kept while the host was away.');
    await expect.poll(() => page.textContent('[data-testid="save-state"]'), { timeout: 10_000 }).toContain('Not saved');
    await screenshot(page, 'compose-save-failed-light-en');
    // Still unreachable while the page reloads: the text comes back from the local backup.
    await page.reload();
    await page.waitForSelector('[data-testid="composer"]');
    const expected = 'First words. More words. Typed just before leaving. Kept while the host was away.';
    expect(await page.inputValue('[data-testid="caption"]')).toBe(expected);
    expect(await page.textContent('[data-testid="composer"]')).toContain('Unsaved changes from your last session were recovered');
    await expect.poll(() => page.textContent('[data-testid="save-state"]'), { timeout: 10_000 }).toContain('Not saved');
    // The host answers again: "Try again" saves it.
    await page.unroute('**/bridge/drafts.update');
    await page.click('.banner.error button');
    await expect.poll(async () => (await bridgeCall<{ caption: string }>(page, 'drafts.get', { id })).value.caption, { timeout: 10_000 }).toBe(expected);
    await expect.poll(() => page.textContent('[data-testid="save-state"]')).toContain('All changes saved');
  });

  it('shows the composer in Vietnamese', async () => {
    const { page } = browser;
    await page.goto(`${host.origin}/#/settings`);
    await page.reload();
    await page.check('[data-locale-choice="vi"]');
    await page.goto(`${host.origin}/#/compose/${encodeURIComponent(draftId)}`);
    await page.reload();
    await page.waitForSelector('[data-testid="composer"]');
    expect(await page.textContent('label[for="compose-caption"]')).toContain('Chú thích');
    expect(await page.textContent('[data-testid="publish"]')).toMatch(/Hẹn giờ đăng|Đăng ngay|Thêm vào hàng chờ/);
    // Reopened later, the draft still knows its post is in the Outbox: no second send.
    await page.waitForSelector('[data-testid="draft-state"]');
    expect(await page.isDisabled('[data-testid="publish"]')).toBe(true);
    await screenshot(page, 'compose-light-vi');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'compose-dark-vi');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${host.origin}/#/settings`);
    await page.check('[data-locale-choice="en"]');
  });

  it('a "New draft" left untouched is discarded, also when the window was reloaded in its composer', async () => {
    const { page } = browser;
    const id = await newDraftFromLibrary(page);
    await page.reload();
    await page.waitForSelector(`[data-testid="composer"][data-draft-id="${id}"]`);
    // Leaving the composer (a route change in the same window), nothing typed: it goes to the trash.
    await page.evaluate(() => (location.hash = '#/library'));
    await expect.poll(async () => (await bridgeCall<{ state: string }>(page, 'drafts.get', { id })).value.state).toBe('deleted');
    // One with a word typed before the reload stays.
    const kept = await newDraftFromLibrary(page);
    await page.fill('[data-testid="caption"]', 'Kept after a reload');
    await expect.poll(async () => (await bridgeCall<{ caption: string | null }>(page, 'drafts.get', { id: kept })).value.caption).toBe('Kept after a reload');
    await page.reload();
    await page.waitForSelector(`[data-testid="composer"][data-draft-id="${kept}"]`);
    await page.evaluate(() => (location.hash = '#/library'));
    await page.waitForSelector('[data-testid="new-draft"]');
    expect((await bridgeCall<{ state: string }>(page, 'drafts.get', { id: kept })).value.state).not.toBe('deleted');
  });

  it('saves a time in the past as typed, lists it in the checks and refuses to schedule it; a links-only draft uploads only its text (fix-compose)', async () => {
    const { page } = browser;
    const id = await newDraftFromLibrary(page);
    const saved = async () => (await bridgeCall<{ scheduled_at: string | null }>(page, 'drafts.get', { id })).value.scheduled_at;
    await page.check('input[name="profile"][value="prof_caphe"]');
    await page.check('[data-channel="instagram"] input');
    await page.fill('[data-testid="caption"]', 'Terrace seats are open');
    await page.fill('#photo-url', 'https://example.com/photos/terrace.jpg');
    await page.press('#photo-url', 'Enter');
    await expect.poll(() => page.locator('[data-testid="photos"] li.photo').count(), { timeout: 30_000 }).toBe(1);
    // The link is not uploaded: the line says only the text goes up (it said "Upload after fitting: 420 B").
    await expect.poll(() => page.textContent('[data-testid="budget"]'), { timeout: 30_000 }).toContain('nothing is uploaded but the text');
    expect(await page.textContent('[data-testid="budget"]')).not.toContain('Upload after fitting');
    // The link cannot be loaded here (the Hub is a local sandbox, example.com is not reached): said, not a broken image.
    await expect.poll(() => page.locator('[data-testid="photo-link-failed-why"]').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.textContent('[data-testid="photos"] li.photo')).toContain('Could not load this link here');

    await page.check('[data-testid="when-at"]');
    await page.fill('[data-testid="schedule-zone"]', 'UTC');
    await page.press('[data-testid="schedule-zone"]', 'Tab');
    await page.fill('[data-testid="schedule-time"]', `${Y}-01-05T22:00`);
    await page.press('[data-testid="schedule-time"]', 'Tab');
    await expect.poll(saved, { timeout: 10_000 }).toMatch(new RegExp(`^${Y}-01-05T22:00`));
    // A time that has passed: what the field shows is what the draft holds, and the checks say it.
    await page.fill('[data-testid="schedule-time"]', '2026-01-05T20:00');
    await page.press('[data-testid="schedule-time"]', 'Tab');
    await expect.poll(() => page.textContent('[data-testid="schedule-desc"]')).toContain('This time has passed');
    await expect.poll(saved, { timeout: 10_000 }).toMatch(/^2026-01-05T20:00/);
    await expect.poll(() => page.textContent('[data-testid="save-state"]'), { timeout: 10_000 }).toContain('All changes saved');
    await expect.poll(() => problems(page), { timeout: 15_000 }).toContain('error:schedule_past:');
    expect(await page.textContent('[data-testid="preflight"]')).toContain('The scheduled time has passed');
    expect(await page.isDisabled('[data-testid="publish"]')).toBe(true);
    await page.evaluate(() => document.querySelector('[data-testid="photos"]')?.scrollIntoView());
    await themes(page, 'compose-past-time', 'en');
    await page.reload();
    await page.waitForSelector(`[data-testid="composer"][data-draft-id="${id}"]`);
    await expect.poll(() => page.inputValue('[data-testid="schedule-time"]')).toBe('2026-01-05T20:00');

    await page.goto(`${host.origin}/#/settings`);
    await page.check('[data-locale-choice="vi"]');
    await page.goto(`${host.origin}/#/compose/${encodeURIComponent(id)}`);
    await page.reload();
    await page.waitForSelector('[data-testid="composer"]');
    await expect.poll(() => page.textContent('[data-testid="preflight"]'), { timeout: 15_000 }).toContain('Thời điểm hẹn đã qua');
    await expect.poll(() => page.textContent('[data-testid="budget"]'), { timeout: 15_000 }).toContain('không tải lên gì ngoài phần chữ');
    await page.evaluate(() => document.querySelector('[data-testid="photos"]')?.scrollIntoView());
    await themes(page, 'compose-past-time', 'vi');
    await page.goto(`${host.origin}/#/settings`);
    await page.check('[data-locale-choice="en"]');
  });

  it('logged no errors in the page', () => {
    expect(browser.errors.filter((e) => !/Failed to load resource|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
  });
});
