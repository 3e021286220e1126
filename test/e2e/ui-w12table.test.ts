/// <reference lib="dom" />
/**
 * w12table (walk 12, shots 52/47): a post the Hub holds, then Compose's "Send it as a new post at another
 * time…" pressed: the Hub holds two posts of the draft. The Outbox's cards listed both jobs while its Table
 * ("N outcomes shown") listed only the new post's rows and its counts left the first out. Now the Table lists
 * both posts (a row per channel of each), the counts sum those rows, and the export writes them. One laptop
 * of its own (web host, embedded sandbox Hub); shots light/dark × en/vi.
 */
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { JobDto } from '../../src-main/bridge/contract';
import { callValue, themes, uiSession, useLanguage, waitOnline } from './helpers/session';

const s = uiSession({ name: 'ui-w12table', host: { sandboxSeed: 12 } });
const ZONE = 'Asia/Ho_Chi_Minh';
const CAPTION = 'Black Friday: giảm 30% mọi món';

const heldJobs = async (page: Page, draftId: string): Promise<JobDto[]> =>
  (await callValue<JobDto[]>(page, 'jobs.list', { draftId })).filter((j) => j.state === 'awaiting' && j.hubStatus === 'scheduled');
const shownCount = async (page: Page) => Number((await page.textContent('[data-testid="desk-shown"]'))?.replace(/\D+/g, ''));
const cell = (page: Page, key: string) => page.textContent(`[data-testid="desk-summary"] [data-cell="${key}"]`).then((t) => Number(t));

describe('a post the Hub holds, sent again as a new post at another time: the Table lists both', () => {
  it('four rows for the two Hub posts, counted four waiting, in English and Vietnamese', async () => {
    const { page } = s.browser;
    await page.goto(s.host.url);
    await waitOnline(page);
    await callValue(page, 'profiles.refresh', {});
    const at = DateTime.now().setZone(ZONE).plus({ days: 2 }).set({ hour: 19, minute: 0, second: 0, millisecond: 0 });
    const { id } = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_caphe', platforms: ['facebook', 'instagram'], caption: CAPTION, scheduled_at: at.toISO()!, timezone: ZONE } });
    await callValue(page, 'photos.add', { draftId: id, urls: ['https://images.example.com/black-friday.jpg'] });
    expect((await callValue<{ sent: number }>(page, 'publish.start', { draftIds: [id] })).sent).toBe(1);
    await expect.poll(async () => (await heldJobs(page, id)).length, { timeout: 30_000 }).toBe(1);

    // Compose: "Send it as a new post at another time…", a day later, confirmed.
    await page.evaluate((d) => { location.hash = `#/compose/${encodeURIComponent(d)}`; }, id);
    await page.waitForSelector('[data-testid="schedule-held"]');
    await expect.poll(() => page.isDisabled('[data-testid="send-new-time"]'), { timeout: 20_000 }).toBe(false);
    await page.click('[data-testid="send-new-time"]');
    await page.fill('[data-testid="new-time"]', at.plus({ days: 1 }).toFormat("yyyy-MM-dd'T'HH:mm"));
    await page.click('[data-testid="send-new"]');
    await page.click('[data-testid="confirm-send-new-yes"]');
    await expect.poll(async () => (await heldJobs(page, id)).length, { timeout: 30_000 }).toBe(2);

    // Outbox → Table: both posts, a row per channel of each; the counts sum them.
    await page.click('nav a[data-nav="outbox"]');
    await page.click('[data-view="table"]');
    await page.waitForSelector('[data-testid="desk-table"]');
    await expect.poll(() => shownCount(page), { timeout: 20_000 }).toBe(4);
    const rows = await page.$$eval('[data-testid="desk-table"] tbody tr', (trs) => trs.map((tr) => [...tr.children].slice(0, 5).map((td) => td.textContent?.replace(/\s+/g, ' ').trim()).join(' | ')));
    expect(rows).toHaveLength(4);
    expect(rows.filter((r) => r.includes('Facebook'))).toHaveLength(2);
    expect(rows.filter((r) => r.includes('Instagram'))).toHaveLength(2);
    expect(rows.every((r) => r.includes('Scheduled'))).toBe(true);
    expect(await cell(page, 'total::waiting')).toBe(4);
    await themes(page, 'w12table/table-both-posts', 'en', { closeToasts: true });

    await useLanguage(page, 'vi');
    await page.waitForSelector('[data-testid="desk-table"]');
    await expect.poll(() => shownCount(page), { timeout: 20_000 }).toBe(4);
    expect(await cell(page, 'total::waiting')).toBe(4);
    await themes(page, 'w12table/table-both-posts', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');
  }, 180_000);
});
