/// <reference lib="dom" />
/**
 * w12camp (walk 12, a and b): a campaign post published from Compose (not the campaign's Send) is sent, from here:
 * the Send tab offers the other posts only, and says it among the posts sent ("… (1 of them from Compose or publish,
 * outside this Send)"), never "to send" or "held back (not checked since the send)". A send that held a post back
 * says "partly sent", on the Send tab and in the Campaigns list, never "sent". Shots light/dark × en/vi.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dataPaths } from '../../src-main/common';
import { openLibrary } from '../../src-main/library';
import { callValue, themes as shoot, uiSession, useLanguage, waitOnline } from './helpers/session';

const s = uiSession({ name: 'ui-w12camp' });
const themes = (page: Page, name: string, lang: 'en' | 'vi') => shoot(page, `w12camp/${name}`, lang, { closeToasts: true });
const text = (page: Page, testid: string): Promise<string> => page.textContent(`[data-testid="${testid}"]`).then((t) => (t ?? '').replace(/\s+/g, ' ').trim()).catch(() => '');

describe('a campaign post sent from Compose, then the campaign sent with one post held back', () => {
  it('Send offers only the post left to send (not the one sent from Compose), then says partly sent; the Campaigns list too', async () => {
    const { page } = s.browser;
    await page.goto(s.host.url);
    await waitOnline(page);
    const made: string[] = [];
    for (const cap of ['Bánh chưng — w12camp', 'Giò lụa — w12camp']) {
      const d = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: cap } });
      await callValue(page, 'photos.add', { draftId: d.id, urls: ['https://images.example.com/w12camp.jpg'] });
      made.push(d.id);
    }
    const bare = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Mứt Tết — no photo' } });
    const camp = await callValue<{ id: string }>(page, 'campaigns.create', { name: 'Lumen mùa đông — w12camp' });
    await callValue(page, 'campaigns.addDrafts', { id: camp.id, draftIds: [made[0], made[1], bare.id] });
    // Post 2 goes from Compose's Publish (the publisher's own batch), not the campaign's Send.
    await callValue(page, 'publish.start', { draftIds: [made[1]] });
    await expect.poll(() => callValue<{ handed: number; sentHere?: number; unsent: number }>(page, 'campaigns.status', { id: camp.id }), { timeout: 30_000 })
      .toMatchObject({ handed: 1, sentHere: 1, unsent: 2 });
    const open = async () => {
      await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, camp.id);
      await page.click('[data-tab="send"]');
    };
    await useLanguage(page, 'en');
    await open();
    await expect.poll(() => text(page, 'send-state'), { timeout: 20_000 }).toBe('State: partly sent · 1 sent for publishing (1 of them from Compose or publish, outside this Send) · 1 ready to send now · 1 held back (1 for its problems)') // w21campaign (walk 19, A);
    expect(await text(page, 'send')).toBe('Send 1 post');
    await themes(page, 'before', 'en');
    await useLanguage(page, 'vi');
    await open();
    await expect.poll(() => text(page, 'send-state'), { timeout: 10_000 }).toContain('đã gửi một phần');
    await themes(page, 'before', 'vi');
    await useLanguage(page, 'en');
    await open();
    await page.click('[data-testid="send"]');
    await expect.poll(() => text(page, 'send-state'), { timeout: 30_000 }).toBe('State: partly sent · 2 sent for publishing (1 of them from Compose or publish, outside this Send) · 1 held back (1 for its problems)');
    await themes(page, 'after', 'en');
    await useLanguage(page, 'vi');
    await open();
    await expect.poll(() => text(page, 'send-state'), { timeout: 10_000 }).toContain('đã gửi một phần');
    await themes(page, 'after', 'vi');
    // The Campaigns list: the core's word.
    const listState = () => page.locator(`[data-campaign-id="${camp.id}"] [data-testid="campaign-list-state"]`).textContent({ timeout: 1000 }).then((t) => (t ?? '').replace(/\s+/g, ' ').trim()).catch(() => '');
    await useLanguage(page, 'en');
    await page.evaluate(() => { location.hash = '#/campaigns'; });
    await expect.poll(listState, { timeout: 20_000 }).toBe('Send: partly sent');
    await themes(page, 'list', 'en');
    await useLanguage(page, 'vi');
    await expect.poll(listState, { timeout: 20_000 }).toBe('Gửi: đã gửi một phần');
    await themes(page, 'list', 'vi');
    // The Hub holds post 2 once: Compose's send, never the campaign's again.
    const lib = openLibrary(dataPaths(s.dataDir).library);
    const jobs = lib.db.prepare('SELECT draft_id FROM publish_jobs').all() as Array<{ draft_id: string }>;
    lib.close();
    expect(jobs.filter((j) => j.draft_id === made[1])).toHaveLength(1);
    expect(jobs.filter((j) => j.draft_id === made[0])).toHaveLength(1);
  }, 120_000);
});
