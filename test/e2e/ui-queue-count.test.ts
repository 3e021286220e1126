/// <reference lib="dom" />
/**
 * The Send tab's batch bar tells a campaign's queue posts apart (issue 32, branch left32): posts
 * sent to the profile's queue are counted "in the Hub's queue", never "scheduled" (the Hub answers
 * 'scheduled' for them too) nor "awaiting the outcome"; a post sent for its own time is scheduled.
 * The same words as the post state's. In Chromium through the web host, against its sandbox Hub
 * (which holds queue and scheduled posts for their time). Screenshots light/dark, en/vi.
 */
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callValue, themes, uiSession, useLanguage, waitOnline } from './helpers/session';

const s = uiSession({ name: 'ui-queue-count' });

async function draft(page: Page, fields: Record<string, unknown>): Promise<string> {
  const d = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_caphe', platforms: ['instagram'], ...fields } });
  await callValue(page, 'photos.add', { draftId: d.id, urls: ['https://images.example.com/caphe/queue.jpg'] });
  return d.id;
}

const legend = (page: Page) => page.$$eval('[data-testid="batches"] [data-legend]', (els) => Object.fromEntries(els.map((e) => [(e as HTMLElement).dataset.legend, e.textContent?.replace(/\s+/g, ' ').trim()])));

describe('the Send tab counts queue posts apart', () => {
  it('two queue posts read "in the Hub’s queue", the one for its own time "scheduled"', async () => {
    const { page } = s.browser;
    await page.goto(s.host.url);
    await waitOnline(page);
    await callValue(page, 'profiles.refresh', {});
    const later = DateTime.now().setZone('Asia/Ho_Chi_Minh').plus({ days: 3 }).toFormat("yyyy-MM-dd'T'HH:mm");
    const ids = [
      await draft(page, { caption: 'Into the queue, one', add_to_queue: true }),
      await draft(page, { caption: 'Into the queue, two', add_to_queue: true }),
      await draft(page, { caption: 'At its own time', scheduled_at: later, timezone: 'Asia/Ho_Chi_Minh' }),
    ];
    const c = await callValue<{ id: string }>(page, 'campaigns.create', { name: 'Queue week' });
    await callValue(page, 'campaigns.addDrafts', { id: c.id, draftIds: ids });
    await page.goto(`${s.host.origin}/#/campaigns/${c.id}`);
    await page.click('[data-tab="send"]');
    await page.click('[data-testid="send"]');
    await expect.poll(() => legend(page), { timeout: 60_000 }).toEqual({ scheduled: '1 scheduled at the Hub', queued: '2 in the Hub’s queue' });
    expect(await page.getAttribute('[data-testid="batches"] .bar', 'aria-label')).toBe('1 scheduled at the Hub, 2 in the Hub’s queue');
    // The post state says the same of each post.
    const states = await Promise.all(ids.map(async (id) => (await callValue<{ state: string }>(page, 'drafts.get', { id })).state));
    expect(states).toEqual(['queued', 'queued', 'scheduled']);
    await themes(page, 'queue/send-tab', 'en');
    await useLanguage(page, 'vi');
    await page.click('[data-tab="send"]');
    await expect.poll(() => legend(page), { timeout: 20_000 }).toEqual({ scheduled: '1 đã hẹn giờ trên Hub', queued: '2 trong hàng chờ của Hub' });
    await themes(page, 'queue/send-tab', 'vi');
    await useLanguage(page, 'en');
  });

  it('logged no errors in the page', () => {
    expect(s.browser.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});
