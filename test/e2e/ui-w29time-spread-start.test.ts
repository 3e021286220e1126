/// <reference lib="dom" />
/**
 * w29time (walk 25, 2 and 6): Spread over time's "From" at a time the clocks skip (02:30 on Berlin's spring-forward
 * night) is refused where it is typed, in the core's words, and neither Preview nor "Give the posts these times" runs
 * (it silently became 03:30: shot lan-spread-skip.png). The preview's time column holds "(UTC+02:00)" whole in en and vi
 * (it cut "(UTC+07:…" with half the table empty). Screenshots: test-results/screens/w29time/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { nextClockChange } from '../helpers/ahead';
import { newCampaign, themes, uiSession, useLanguage } from './helpers/session';

const s = uiSession({ name: 'ui-w29time-spread' });
const text = async (page: Page, testId: string): Promise<string> => ((await page.textContent(`[data-testid="${testId}"]`)) ?? '').replace(/\s+/g, ' ').trim();

describe('Spread over time: a start the clocks skip', () => {
  it('is refused at the From field, nothing previewed or written; a start that exists previews whole', async () => {
    const { page, errors } = s.browser;
    await page.goto(s.host.url);
    await newCampaign(page, 'Spring night', 'prof_lumen');
    await page.check('input[data-channel="instagram"]');
    const spring = nextClockChange('Europe/Berlin', 'forward').date;
    const y = Number(spring.slice(0, 4));
    const csv = `caption,scheduled_at,timezone\nStudio Lumen spring portraits,${y}-05-03 09:00,Europe/Berlin\nBehind the scenes: lighting 101,${y}-05-04 09:00,Europe/Berlin\nClient gallery: the Nguyen wedding,${y}-05-05 09:00,Europe/Berlin\n`;
    await page.setInputFiles('[data-testid="import-file"]', { name: 'spring.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect.poll(() => text(page, 'import-done')).toBe('Imported 3 posts into the campaign.');
    await page.click('[data-tab="plan"]');
    await page.check('input[data-mode="interval"]');
    await page.fill('[data-testid="plan-zone"]', 'Europe/Berlin');
    await page.locator('[data-testid="plan-zone"]').blur();
    await page.fill('[data-testid="plan-start"]', `${spring}T02:30`);
    await page.locator('[data-testid="plan-start"]').blur();
    await expect.poll(() => text(page, 'plan-start-error')).toBe(`${spring} 02:30 does not exist in Europe/Berlin: the clocks skip it that night (it would be 03:30, UTC+02:00). Choose another time: the posts keep their times until then.`);
    expect(await page.isDisabled('[data-testid="plan-preview"]')).toBe(true);
    expect(await page.isDisabled('[data-testid="plan-apply"]')).toBe(true);
    expect(await page.locator('[data-testid="plan-table"]').count()).toBe(0);
    await themes(page, 'w29time/1-spread-skip', 'en', { closeToasts: true });

    // A start that exists: previewed, and the time column holds the offset whole.
    await page.fill('[data-testid="plan-start"]', `${spring}T03:30`);
    await page.locator('[data-testid="plan-start"]').blur();
    expect(await page.locator('[data-testid="plan-start-error"]').count()).toBe(0);
    await page.click('[data-testid="plan-preview"]');
    const cell = page.locator('[data-testid="plan-table"] tbody td.time >> nth=0');
    await expect.poll(async () => ((await cell.textContent()) ?? '').replace(/\s+/g, ' ').trim()).toBe(`${spring} 03:30 Europe/Berlin (UTC+02:00)`);
    const cut = async () => page.locator('[data-testid="plan-table"] tbody td.time').evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).length);
    expect(await cut()).toBe(0);
    await themes(page, 'w29time/2-spread-preview', 'en', { closeToasts: true });

    await useLanguage(page, 'vi');
    await page.click('[data-tab="plan"]');
    await page.check('input[data-mode="interval"]');
    await page.fill('[data-testid="plan-zone"]', 'Asia/Ho_Chi_Minh');
    await page.locator('[data-testid="plan-zone"]').blur();
    await page.fill('[data-testid="plan-start"]', `${spring}T09:00`);
    await page.locator('[data-testid="plan-start"]').blur();
    await page.click('[data-testid="plan-preview"]');
    await expect.poll(async () => ((await cell.textContent()) ?? '').replace(/\s+/g, ' ').trim()).toContain('(UTC+07:00)');
    expect(await cut()).toBe(0);
    await themes(page, 'w29time/2-spread-preview', 'vi', { closeToasts: true });
    await page.fill('[data-testid="plan-zone"]', 'Europe/Berlin');
    await page.locator('[data-testid="plan-zone"]').blur();
    await page.fill('[data-testid="plan-start"]', `${spring}T02:30`);
    await page.locator('[data-testid="plan-start"]').blur();
    await expect.poll(() => text(page, 'plan-start-error')).toContain(`${spring} 02:30 không tồn tại ở Europe/Berlin`);
    await themes(page, 'w29time/1-spread-skip', 'vi', { closeToasts: true });
    expect(errors).toEqual([]);
  });

  it('at the times in the file, posts closer than the least gap are said on their rows, as the dry run warns', async () => {
    const { page, errors } = s.browser;
    await useLanguage(page, 'en');
    await newCampaign(page, 'Same minute', 'prof_lumen');
    await page.check('input[data-channel="instagram"]');
    const y = new Date().getUTCFullYear() + 1;
    const csv = `caption,scheduled_at,timezone\nFirst at nine,${y}-05-03 09:00,Europe/Berlin\nSecond at nine,${y}-05-03 09:00,Europe/Berlin\nThird at nine,${y}-05-03 09:00,Europe/Berlin\nFourth at nine,${y}-05-03 09:00,Europe/Berlin\nAt noon,${y}-05-03 12:00,Europe/Berlin\n`;
    await page.setInputFiles('[data-testid="import-file"]', { name: 'same.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect.poll(() => text(page, 'import-done')).toBe('Imported 5 posts into the campaign.');
    await page.click('[data-tab="plan"]');
    await page.check('input[data-mode="file_times"]');
    await page.click('[data-testid="plan-preview"]');
    const close = () => page.locator('[data-testid="too-close"]').allTextContents().then((l) => l.map((x) => x.trim()));
    await expect.poll(close).toEqual([1, 2, 3].map((n) => `Same minute as post ${n} on Instagram (gap: 30 min)`));
    const cut = async () => page.locator('[data-testid="too-close"]').evaluateAll((els) => els.filter((e) => (e.parentElement?.scrollWidth ?? 0) > (e.parentElement?.clientWidth ?? 0) + 1).length);
    expect(await text(page, 'too-close-count')).toBe('3 posts are closer than the 30-minute gap to the post before them on a channel: the times are kept as in the file, and the dry run will warn.');
    expect(await cut()).toBe(0);
    await themes(page, 'w29time/3-spread-too-close', 'en', { closeToasts: true });
    await useLanguage(page, 'vi');
    await page.click('[data-tab="plan"]');
    await page.check('input[data-mode="file_times"]');
    await page.click('[data-testid="plan-preview"]');
    await expect.poll(close).toEqual([1, 2, 3].map((n) => `Cùng phút với bài ${n} trên Instagram (tối thiểu 30 phút)`));
    expect(await cut()).toBe(0);
    await themes(page, 'w29time/3-spread-too-close', 'vi', { closeToasts: true });
    // A time the clocks skip or show twice: its mark and its offset fit the Time column (it cut "(UT…").
    await useLanguage(page, 'en');
    await newCampaign(page, 'Clock nights', 'prof_lumen');
    await page.check('input[data-channel="instagram"]');
    const spring = nextClockChange('Europe/Berlin', 'forward').date;
    const fall = nextClockChange('America/New_York', 'back').date;
    const clocks = `caption,scheduled_at,timezone\nBerlin spring,${spring} 02:30,Europe/Berlin\nNew York fall,${fall} 01:30,America/New_York\n`;
    await page.setInputFiles('[data-testid="import-file"]', { name: 'clocks.csv', mimeType: 'text/csv', buffer: Buffer.from(clocks) });
    await page.locator('[data-testid="import-done"]').waitFor();
    await page.click('[data-tab="plan"]');
    await page.check('input[data-mode="file_times"]');
    await page.click('[data-testid="plan-preview"]');
    await expect.poll(() => page.locator('[data-testid="plan-table"] [data-testid="wall-clock"]').count()).toBe(2);
    const timeCut = async () => page.locator('[data-testid="plan-table"] tbody td.time').evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).length);
    expect(await timeCut()).toBe(0);
    await themes(page, 'w29time/4-spread-clocks', 'en', { closeToasts: true });
    await useLanguage(page, 'vi');
    await page.click('[data-tab="plan"]');
    await page.check('input[data-mode="file_times"]');
    await page.click('[data-testid="plan-preview"]');
    await expect.poll(() => page.locator('[data-testid="plan-table"] [data-testid="wall-clock"]').count()).toBe(2);
    expect(await timeCut()).toBe(0);
    await themes(page, 'w29time/4-spread-clocks', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');
    expect(errors).toEqual([]);
  });
});
