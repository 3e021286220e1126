/// <reference lib="dom" />
/**
 * Walk 22 (finding 8): the campaign Posts tab showed a post at "2027-03-28 02:30" — a time Europe/Berlin's clocks skip —
 * while Compose, the dry run, the Library and the preview said 03:30 (when it goes); a post at a 02:30 its clocks show
 * twice said "02:30" with nothing to say which. Now the row's time is when it goes (03:30; the ⚠ mark keeps the written
 * 02:30 and says why on hover) and a repeated time names its offset ("02:30 UTC+02:00", "… UTC+01:00" for a post kept
 * at the second). Real web host and Chromium; dates from Berlin's next clock changes; shots light/dark × en/vi.
 */
import { describe, expect, it } from 'vitest';
import { nextClockChanges } from '../helpers/clock-changes';
import { callValue, themes, uiSession, useLanguage } from './helpers/session';

const s = uiSession({ name: 'ui-w25posts-time' });
const ZONE = 'Europe/Berlin';

describe('the Posts tab says when a post at a clock change goes', () => {
  it('a skipped 02:30 reads 03:30; a repeated 02:30 names its offset, first or second', async () => {
    const { page } = s.browser;
    await page.goto(s.host.url);
    const { back, forward } = nextClockChanges(ZONE);
    const secondUtc = `${back}T01:30:00.000Z`; // the later 02:30 (UTC+01:00; the first is 00:30 UTC)
    const camp = await callValue<{ id: string }>(page, 'campaigns.create', { name: 'Đổi giờ' });
    const make = async (caption: string, scheduled_at: string, timezone: string): Promise<string> =>
      (await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['facebook'], caption, scheduled_at, timezone } })).id;
    const skipped = await make('Giờ bị bỏ qua', `${forward}T02:30`, ZONE);
    const first = await make('Lần đầu 02:30', `${back}T02:30`, ZONE);
    const second = await make('Lần sau 02:30', secondUtc, ZONE);
    await callValue(page, 'campaigns.addDrafts', { id: camp.id, draftIds: [skipped, first, second] });
    await page.goto(`${s.host.origin}/#/campaigns/${encodeURIComponent(camp.id)}`);
    await page.click('[data-tab="posts"]');
    const row = (caption: string) => page.locator('[data-testid="campaign-posts"] tbody tr', { hasText: caption });
    const time = async (caption: string) => ((await row(caption).locator('td.time').textContent()) ?? '').replace(/\s+/g, ' ').trim();
    await expect.poll(() => row('Giờ bị bỏ qua').count(), { timeout: 20_000 }).toBe(1);
    expect(await time('Giờ bị bỏ qua')).toBe(`⚠ 02:30${forward} 03:30`); // the mark, then the time (apart on screen by its margin)
    expect(await time('Lần đầu 02:30')).toBe(`⚠ 02:30${back} 02:30 UTC+02:00`);
    expect(await time('Lần sau 02:30')).toBe(`⚠ 02:30${back} 02:30 UTC+01:00`);
    expect(await row('Giờ bị bỏ qua').locator('[data-testid="wall-clock"]').getAttribute('title')).toMatch(/^\S+ 02:30 does not exist in Europe\/Berlin \(the clocks skip it\): the post goes at \S+ 03:30\.$/);
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.click('[data-tab="posts"]');
      await expect.poll(() => row('Giờ bị bỏ qua').count(), { timeout: 20_000 }).toBe(1);
      await themes(page, 'w25posts-time/posts', lang, { closeToasts: true });
    }
  }, 120_000);
});
