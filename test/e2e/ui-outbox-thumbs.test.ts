/// <reference lib="dom" />
/**
 * Issue 22, the parts a first pass left out, in the browser against the web host and its sandbox Hub:
 * - Outbox cards show their post's first photo, asked for only when the card comes into view,
 *   and each photo asked once;
 * - the Vietnamese UI shows no English channel description nor a core's English problem text,
 *   and the date input is drawn in Vietnamese (lang="vi");
 * - "Last checked" names a time and how long ago.
 * Screenshots (light/dark, English/Vietnamese) go to test-results/screens/fin22/.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CHANNELS, CHANNEL_KEYS } from '../../src-main/hub/channels';
import { call, themes, uiSession, useLanguage } from './helpers/session';

const s = uiSession({ name: 'ui-thumbs' });

const shots = (page: Page, name: string, lang: 'en' | 'vi') => themes(page, `fin22/${name}`, lang);

const COUNT = 12;

describe('outbox cards and the Vietnamese UI', () => {
  it('Outbox cards show the first photo, loaded only for cards in view, each photo once', async () => {
    const { page } = s.browser;
    await page.setViewportSize({ width: 1100, height: 640 });
    await page.goto(s.host.url);
    await expect.poll(() => page.getAttribute('[data-testid="connectivity"]', 'data-state'), { timeout: 20_000 }).toBe('online');
    expect((await call(page, 'profiles.refresh', {})).ok).toBe(true);
    const ids: string[] = [];
    for (let n = 0; n < COUNT; n++) {
      const d = await call<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: `Harbour at dusk, frame ${n + 1}` } });
      if (!d.ok) throw new Error(d.error.message);
      const hue = (n * 360) / COUNT;
      const base64 = (await sharp({ create: { width: 320, height: 240, channels: 3, background: `hsl(${hue}, 70%, 50%)` } }).jpeg().toBuffer()).toString('base64');
      const r = await call(page, 'photos.addBytes', { draftId: d.value.id, name: `frame-${n + 1}.jpg`, base64 });
      if (!r.ok) throw new Error(r.error.message);
      ids.push(d.value.id);
    }
    const sent = await call<{ sent: number }>(page, 'publish.start', { draftIds: ids });
    expect(sent.ok && sent.value.sent).toBe(COUNT);
    // Settled first: cards re-order as their jobs change, which would move unasked cards into view.
    await expect.poll(async () => {
      const jobs = await call<Array<{ state: string }>>(page, 'jobs.list', {});
      return jobs.ok && jobs.value.length === COUNT && jobs.value.every((j) => j.state === 'done');
    }, { timeout: 60_000 }).toBe(true);

    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/bridge/photos.thumbnail')) asked.push(r.postData() ?? '');
    });
    await page.click('nav a[data-nav="outbox"]');
    const cards = page.locator('[data-job-id]');
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(COUNT);
    // The cards in view get their photo: a JPEG data URL from photos.thumbnail.
    const firstThumb = cards.first().locator('[data-testid="job-thumb"] img');
    await firstThumb.waitFor();
    expect(await firstThumb.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    const w = await firstThumb.evaluate((img) => (img as HTMLImageElement).naturalWidth);
    expect(w).toBeGreaterThan(0);
    // The last cards are far below the fold: not asked for yet.
    await page.waitForTimeout(500);
    const loadedBefore = await page.locator('[data-testid="job-thumb"][data-loaded="true"]').count();
    expect(loadedBefore).toBeGreaterThan(0);
    expect(loadedBefore).toBeLessThan(COUNT);
    expect(asked.length).toBe(loadedBefore);
    expect(await cards.last().locator('[data-testid="job-thumb"]').getAttribute('data-loaded')).toBe('false');
    await shots(page, 'outbox-cards', 'en');

    // Jumping to the last card loads it (and its neighbours), not the cards skipped over.
    await cards.last().scrollIntoViewIfNeeded();
    await expect.poll(() => cards.last().locator('[data-testid="job-thumb"]').getAttribute('data-loaded')).toBe('true');
    expect(await page.locator('[data-testid="job-thumb"][data-loaded="true"]').count()).toBeLessThan(COUNT);
    // Scrolled through, the rest load; each photo was asked for exactly once.
    for (let n = 0; n < COUNT; n++) await cards.nth(n).scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('[data-testid="job-thumb"][data-loaded="true"]').count(), { timeout: 10_000 }).toBe(COUNT);
    const photoIds = asked.map((b) => (JSON.parse(b) as { photoId: string }).photoId);
    expect(new Set(photoIds).size).toBe(COUNT);
    expect(photoIds.length).toBe(COUNT);

    await useLanguage(page, 'vi');
    await page.locator('[data-testid="job-thumb"] img').first().waitFor();
    await shots(page, 'outbox-cards', 'vi');
    await useLanguage(page, 'en');
  }, 120_000);

  it('in Vietnamese: channel descriptions, problems and the date input are not in English', async () => {
    const { page } = s.browser;
    await page.setViewportSize({ width: 1360, height: 860 });
    await useLanguage(page, 'vi');
    await page.click('nav a[data-nav="channels"]');
    const kinds = page.locator('[data-testid="channel-table"] [data-testid="channel-kind"]');
    await expect.poll(() => kinds.count(), { timeout: 20_000 }).toBe(CHANNEL_KEYS.length);
    const shown = await kinds.allTextContents();
    for (const key of CHANNEL_KEYS) expect(shown, key).not.toContain(CHANNELS[key].kind);
    expect(shown).toContain('mạng video ngắn');
    // "Last checked" names a time and how long ago, in Vietnamese.
    const checkedAt = (await page.textContent('[data-testid="checked-at"]')) ?? '';
    expect(checkedAt).toMatch(/^Kiểm tra lần cuối .+\((vừa xong|\d+ giây trước|\d+ phút trước)\)$/);
    // Never a numeric date (walk 4: "11/27/26" read month first under an en-GB browser): the month is named.
    expect(checkedAt).not.toMatch(/\d{1,2}\/\d{1,2}\/\d{2}/u);
    await page.locator('[data-channel-row="tiktok"]').scrollIntoViewIfNeeded();
    await shots(page, 'channels', 'vi');

    // A draft with problems, scheduled: each line in Vietnamese, the core's English words only as the tooltip.
    const d = await call<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['pinterest', 'reddit'], caption: 'Bến cảng lúc hoàng hôn', scheduled_at: '2031-05-04T18:30:00+07:00', timezone: 'Asia/Ho_Chi_Minh' } });
    if (!d.ok) throw new Error(d.error.message);
    await page.evaluate((id) => (location.hash = `#/compose/${id}`), d.value.id);
    const lines = page.locator('[data-testid="preflight"] li[data-problem]');
    await lines.first().waitFor({ timeout: 20_000 });
    const problems = await call<Array<{ message: string }>>(page, 'drafts.preflight', { id: d.value.id });
    if (!problems.ok) throw new Error(problems.error.message);
    const text = (await page.textContent('[data-testid="preflight"]')) ?? '';
    expect(problems.value.length).toBeGreaterThan(0);
    for (const p of problems.value) expect(text).not.toContain(p.message);
    expect(await lines.first().getAttribute('title')).toBeTruthy();
    const input = page.locator('[data-testid="schedule-time"]');
    if ((await input.count()) === 0) await page.click('[data-testid="when-at"]');
    expect(await input.getAttribute('lang')).toBe('vi');
    await shots(page, 'compose-preflight', 'vi');
    await input.scrollIntoViewIfNeeded();
    await shots(page, 'compose-schedule', 'vi');
    await useLanguage(page, 'en');
    await page.locator('[data-testid="preflight"] li[data-problem]').first().waitFor();
    expect(await page.locator('[data-testid="schedule-time"]').getAttribute('lang')).toBe('en');
    await shots(page, 'compose-preflight', 'en');
    await page.locator('[data-testid="schedule-time"]').scrollIntoViewIfNeeded();
    await shots(page, 'compose-schedule', 'en');
    await page.click('nav a[data-nav="channels"]');
    await kinds.first().waitFor();
    await page.locator('[data-channel-row="tiktok"]').scrollIntoViewIfNeeded();
    await shots(page, 'channels', 'en');
  }, 120_000);

  it('preflight warns of a photo outside a channel\'s size rules, from the stored photo\'s size', async () => {
    const { page } = s.browser;
    const d = await call<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram', 'x'], caption: 'Panorama over the harbour' } });
    if (!d.ok) throw new Error(d.error.message);
    // 3:1, wider than Instagram takes (1.91:1); X has no aspect rule.
    const base64 = (await sharp({ create: { width: 1500, height: 500, channels: 3, background: '#2a6f97' } }).jpeg().toBuffer()).toString('base64');
    expect((await call(page, 'photos.addBytes', { draftId: d.value.id, name: 'panorama.jpg', base64 })).ok).toBe(true);
    const problems = await call<Array<{ code: string; channel: string | null; severity: string }>>(page, 'drafts.preflight', { id: d.value.id });
    expect(problems.ok && problems.value.map((p) => `${p.severity}:${p.code}:${p.channel ?? ''}`)).toEqual(['warning:photo_aspect:instagram']);
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.evaluate((id) => (location.hash = `#/compose/${id}`), d.value.id);
      const line = page.locator('[data-testid="preflight"] li[data-problem="photo_aspect"]');
      await line.waitFor({ timeout: 20_000 });
      // w23insta (walk 20): which side, not "wider or taller".
      expect(await line.textContent()).toContain(lang === 'en' ? 'Photo 1 is wider than this channel takes' : 'Ảnh 1 rộng hơn tỉ lệ kênh này nhận');
      expect(await line.getAttribute('title')).toContain('photo 1 is 3');
      await shots(page, 'compose-photo-rule', lang);
    }
    await useLanguage(page, 'en');
  }, 120_000);
});
