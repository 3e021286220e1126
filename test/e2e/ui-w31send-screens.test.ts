/// <reference lib="dom" />
/**
 * w31send (session 27's unshot screens), in Chromium through the web host against the sandbox Hub, light/dark × en/vi:
 * - the dry run's words of a caption over X's limit name the channel, the length and the limit (w30campaign), in vi too;
 * - the Plan tab's refusal of a queue-slots start the clocks skip (02:30 on Berlin's spring-forward night, read in
 *   Studio Lumen's queue zone with no zone chosen: w30campaign), in vi too. It was never said where it was typed: the
 *   queues were read only by Preview or Apply, so no zone was known to read the start in (failed so before the mend).
 * Screenshots: test-results/screens/w31send/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { nextClockChange, nextYear } from '../helpers/ahead';
import { callValue, themes, uiSession, useLanguage, waitOnline } from './helpers/session';

const Y = nextYear();
const s = uiSession({ name: 'ui-w31send-screens' });
const text = async (page: Page, sel: string): Promise<string> => ((await page.textContent(sel)) ?? '').replace(/\s+/g, ' ').trim();
const open = async (page: Page, id: string, tab: string): Promise<void> => {
  await page.evaluate((c) => (location.hash = `#/campaigns/${c}`), id);
  await page.waitForSelector('[data-testid="campaign-view"]');
  await page.click(`[data-tab="${tab}"]`);
};

describe('w31send: the campaign screens never shot before', () => {
  it('the dry run names the channel and limit of a caption too long; a queue-slots start the clocks skip is refused', async () => {
    const { page, errors } = s.browser;
    await page.goto(s.host.url);
    await waitOnline(page);
    await callValue(page, 'profiles.refresh', {});
    const post = async (caption: string, day: string): Promise<string> => {
      const d = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['x'], caption, scheduled_at: `${Y}-05-${day}T09:00`, timezone: 'Europe/Berlin' } });
      await callValue(page, 'photos.add', { draftId: d.id, urls: ['https://images.example.com/lumen/w31send.jpg'] });
      return d.id;
    };
    const long = `Studio Lumen spring portraits: ${'light, shadow and a quiet room; '.repeat(10)}`.trim();
    const ids = [await post(long, '03'), await post('Behind the scenes: lighting 101', '04')];
    const camp = await callValue<{ id: string }>(page, 'campaigns.create', { name: 'Spring at Studio Lumen' });
    await callValue(page, 'campaigns.addDrafts', { id: camp.id, draftIds: ids });
    const spring = nextClockChange('Europe/Berlin', 'forward').date;

    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      // The dry run: post 1's caption is over X's 280: its words name X, the length and the limit.
      await open(page, camp.id, 'dryRun');
      await page.click('[data-testid="dry-run"]');
      await page.waitForSelector(`tr[data-draft="${ids[0]}"] [data-problem]`);
      const words = await text(page, `tr[data-draft="${ids[0]}"] [data-testid="dry-run-problems"]`);
      expect(words).toBe(lang === 'en' ? `X’s caption is ${long.length} characters; X takes 280.` : `Chú thích cho X dài ${long.length} ký tự; X chỉ nhận tối đa 280.`);
      await themes(page, `w31send/1-dry-run-limit`, lang, { closeToasts: true });

      // The Plan tab: queue slots, no zone chosen: a start at 02:30 that night does not exist in the queue's zone.
      await page.click('[data-tab="plan"]');
      await page.check('input[data-mode="queue_slots"]');
      await page.fill('[data-testid="plan-start"]', `${spring}T02:30`);
      await page.locator('[data-testid="plan-start"]').blur();
      await expect.poll(() => text(page, '[data-testid="plan-start-error"]'), { timeout: 20_000 })
        .toContain(lang === 'en' ? `${spring} 02:30 does not exist in Europe/Berlin` : `${spring} 02:30 không tồn tại ở Europe/Berlin`);
      expect(await page.isDisabled('[data-testid="plan-apply"]')).toBe(true);
      await themes(page, `w31send/2-queue-start-skipped`, lang, { closeToasts: true });
    }
    expect(errors).toEqual([]);
  }, 180_000);
});
