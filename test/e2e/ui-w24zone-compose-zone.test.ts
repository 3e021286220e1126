/// <reference lib="dom" />
/**
 * w24zone (walk 21): a post with a time and NO stored time zone (an import before w24zone stored none). Compose's
 * zone field is empty with "No time zone yet: choose one" (before: this computer's zone, which the draft did not hold,
 * and a UTC line computed from it); Checks hold it back (an error, not a warning); choosing the zone the old screen
 * showed (this browser's, Europe/Berlin) saves it (before: the field already "showed" it, so nothing changed and
 * nothing was saved); published, the sandbox Hub holds it at 20:00 Berlin time, 19:00 UTC (before: it refused it,
 * `scheduled_at needs timezone`). A draft with a stored zone shows that zone. Real web host, sandbox Hub, Chromium;
 * shots of Compose's When section light/dark × en/vi.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { callValue, themes, useLanguage, uiSession, waitOnline } from './helpers/session';

const s = uiSession({ name: 'ui-w24zone' });
const Y = new Date().getUTCFullYear() + 1;

interface Draft { scheduled_at: string | null; timezone: string | null }
interface Problem { code: string; severity: string }
interface Job { state: string; hubStatus: string | null; post: { state: string; scheduledAt: string | null; timezone: string | null } }

const text = (page: Page, testid: string): Promise<string> => page.textContent(`[data-testid="${testid}"]`).then((t) => (t ?? '').replace(/\s+/g, ' ').trim()).catch(() => '');

async function newDraft(page: Page, caption: string, when: { scheduled_at: string; timezone: string | null }): Promise<string> {
  const { id } = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption, ...when } });
  const base64 = (await sharp({ create: { width: 1000, height: 1000, channels: 3, background: { r: 170, g: 30, b: 40 } } }).jpeg().toBuffer()).toString('base64');
  await callValue(page, 'photos.addBytes', { draftId: id, name: 'aodai.jpg', base64 });
  return id;
}

describe('a time with no stored zone, in Compose', () => {
  it('shows no zone, holds the post back, saves the zone chosen (the browser\'s own too), and the Hub schedules it at that instant', async () => {
    const { page } = s.browser;
    await page.goto(s.host.url);
    await waitOnline(page);
    await callValue(page, 'profiles.refresh', {});
    const id = await newDraft(page, 'Áo dài đỏ cho ngày Tết', { scheduled_at: `${Y}-12-19T20:00`, timezone: null });
    const preflight = async (): Promise<Problem[]> => callValue<Problem[]>(page, 'drafts.preflight', { id });
    expect((await preflight()).filter((p) => p.code === 'timezone_missing').map((p) => p.severity)).toEqual(['error']);

    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      // The Library's row says the time has no zone (before: "(UTC)", a zone the draft does not hold).
      await page.goto(`${s.host.origin}/#/library`);
      const row = page.locator(`[data-draft-id="${id}"] [data-testid="row-scheduled"]`);
      await expect.poll(() => row.textContent().then((t) => (t ?? '').replace(/\s+/g, ' ').trim()), { timeout: 20_000 }).toMatch(lang === 'en' ? /^· planned for .*8:00\sPM \(no time zone yet\)$/ : /^· dự kiến đăng .*20:00.* \(chưa có múi giờ\)$/);
      await page.goto(`${s.host.origin}/#/compose/${encodeURIComponent(id)}`);
      await page.locator('[data-testid="schedule-zone"]').waitFor();
      expect(await page.inputValue('[data-testid="schedule-zone"]')).toBe('');
      expect(await page.inputValue('[data-testid="schedule-time"]')).toBe(`${Y}-12-19T20:00`);
      expect(await text(page, 'schedule-no-zone')).toBe(lang === 'en'
        ? 'No time zone yet: choose one (a name such as Asia/Ho_Chi_Minh, or UTC). Until it has one, this post is not sent.'
        : 'Chưa có múi giờ: hãy chọn một múi giờ (tên như Asia/Ho_Chi_Minh, hoặc UTC). Khi chưa có múi giờ, bài này sẽ không được gửi.');
      // No UTC line computed from a zone the draft does not hold.
      expect(await page.locator('[data-testid="schedule-utc"]').count()).toBe(0);
      await expect.poll(() => page.isDisabled('[data-testid="publish"]'), { timeout: 15_000 }).toBe(true);
      await page.locator('[data-testid="schedule"]').scrollIntoViewIfNeeded();
      await themes(page, 'w24zone/compose-no-zone', lang, { closeToasts: true });
    }

    // The zone the old screen showed (this browser's) is chosen: it is saved, the wall time kept.
    const here = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(here).toBe('Europe/Berlin');
    await page.fill('[data-testid="schedule-zone"]', here);
    await page.locator('[data-testid="schedule-zone"]').dispatchEvent('change');
    await expect.poll(async () => (await callValue<Draft>(page, 'drafts.get', { id })).timezone, { timeout: 15_000 }).toBe('Europe/Berlin');
    const d = await callValue<Draft>(page, 'drafts.get', { id });
    expect(Date.parse(d.scheduled_at!)).toBe(Date.parse(`${Y}-12-19T19:00:00Z`));
    expect(await page.locator('[data-testid="schedule-no-zone"]').count()).toBe(0);
    expect((await preflight()).map((p) => p.code)).not.toContain('timezone_missing');
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.locator('[data-testid="schedule-utc"]').waitFor();
      expect(await page.inputValue('[data-testid="schedule-zone"]')).toBe('Europe/Berlin');
      await page.locator('[data-testid="schedule"]').scrollIntoViewIfNeeded();
      await themes(page, 'w24zone/compose-zone-chosen', lang, { closeToasts: true });
    }

    // Published: the Hub holds it at that instant (its own status answer), never refused for a missing zone.
    await expect.poll(() => page.isDisabled('[data-testid="publish"]'), { timeout: 15_000 }).toBe(false);
    await page.click('[data-testid="publish"]');
    await expect.poll(async () => (await callValue<Job[]>(page, 'jobs.list', { draftId: id }))[0]?.post.state, { timeout: 60_000 }).toBe('scheduled');
    const job = (await callValue<Job[]>(page, 'jobs.list', { draftId: id }))[0]!;
    expect(job.hubStatus).toBe('scheduled');
    expect(Date.parse(job.post.scheduledAt!)).toBe(Date.parse(`${Y}-12-19T19:00:00Z`));
    expect(job.post.timezone).toBe('Europe/Berlin');
  }, 240_000);

  it('a draft with a stored zone shows that zone, not this computer\'s', async () => {
    const { page } = s.browser;
    const id = await newDraft(page, 'Phở bò tái', { scheduled_at: `${Y}-12-19T20:00`, timezone: 'Asia/Ho_Chi_Minh' });
    await useLanguage(page, 'en');
    await page.goto(`${s.host.origin}/#/compose/${encodeURIComponent(id)}`);
    await page.locator('[data-testid="schedule-utc"]').waitFor();
    expect(await page.inputValue('[data-testid="schedule-zone"]')).toBe('Asia/Ho_Chi_Minh');
    expect(await page.inputValue('[data-testid="schedule-time"]')).toBe(`${Y}-12-19T20:00`);
    expect(await page.locator('[data-testid="schedule-no-zone"]').count()).toBe(0);
  }, 60_000);

  it('logged no errors in the page', () => {
    expect(s.browser.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});
