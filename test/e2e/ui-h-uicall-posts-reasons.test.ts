/// <reference lib="dom" />
/**
 * h-uicall (session 30): a send's 'campaign' events carry the reasons' list only when it changed (bridge
 * status-events.ts); the window keeps the list it holds under the event's key (campaign.svelte.ts withReasons). After a
 * send, the Posts tab still says why each post it held back is not sent: 30 posts of which 3 have no photo, sent from
 * the Send tab in Chromium through the web host and its sandbox Hub, the Posts tab open while the events come. Shots
 * light/dark × en/vi of the Posts tab after the send.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callValue, themes, uiSession, useLanguage, waitOnline } from './helpers/session';
import { nextYear } from '../helpers/ahead';

const Y = nextYear();
const s = uiSession({ name: 'ui-h-uicall' });
beforeAll(async () => {
  // The 'campaign' events the page receives, by whether they carry the reasons' list.
  await s.browser.context.addInitScript(() => {
    const seen = { withList: 0, withoutList: 0 };
    (window as unknown as { __reasons: typeof seen }).__reasons = seen;
    const Native = window.EventSource;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        this.addEventListener('campaign', (ev) => {
          const d = JSON.parse((ev as MessageEvent<string>).data) as { now?: { notSentWhy?: unknown } };
          if (d.now?.notSentWhy) seen.withList++;
          else seen.withoutList++;
        });
      }
    } as typeof EventSource;
  });
}, 60_000);
const clean = (t: string | null): string => (t ?? '').replace(/\s+/g, ' ').trim();
const cell = (page: Page, id: string): Promise<string> =>
  page.locator(`[data-testid="campaign-posts"] tr[data-post-id="${id}"] [data-testid="post-send"]`).textContent({ timeout: 1000 }).then(clean).catch(() => '');

describe('the Posts tab after a send whose events left the unchanged reasons out', () => {
  it('says why each post held back is not sent, as the core says it', async () => {
    const { page } = s.browser;
    await page.goto(s.host.url);
    await waitOnline(page);
    await callValue(page, 'profiles.refresh', {});
    const ids: string[] = [];
    const held: string[] = [];
    for (let k = 0; k < 30; k++) {
      const noPhoto = k % 10 === 3;
      const day = String(1 + (k % 28)).padStart(2, '0');
      const { id } = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: `h-uicall bài ${k + 1}${noPhoto ? ' (no photo)' : ''}`, scheduled_at: `${Y}-03-${day}T09:${String(k).padStart(2, '0')}`, timezone: 'Europe/Berlin' } });
      if (noPhoto) held.push(id);
      else await callValue(page, 'photos.add', { draftId: id, urls: [`https://images.example.com/h-uicall-${k}.jpg`] });
      ids.push(id);
    }
    const campaignId = (await callValue<{ id: string }>(page, 'campaigns.create', { name: 'Tháng 3 — h-uicall' })).id;
    await callValue(page, 'campaigns.addDrafts', { id: campaignId, draftIds: ids });

    await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, campaignId);
    await page.click('[data-tab="send"]');
    await page.waitForSelector('[data-testid="send"]');
    await page.click('[data-testid="send"]');
    await page.click('[data-tab="posts"]');
    // The core's word once the send is done: 27 handed, the 3 without a photo skipped, each with its reason.
    await expect.poll(() => callValue<{ sendState: string; handed: number; skipped: number }>(page, 'campaigns.status', { id: campaignId }).then((x) => `${x.sendState} ${x.handed} ${x.skipped}`), { timeout: 60_000 }).toBe('done 27 3');
    const status = await callValue<{ now: { notSentWhy?: Array<{ draftId: string; why: string }> } }>(page, 'campaigns.status', { id: campaignId });
    expect(status.now.notSentWhy?.map((w) => [w.draftId, w.why])).toEqual(held.map((id) => [id, 'problems']));
    // The rows as the send left them (read again after the send's events), the held ones with their reason.
    await expect.poll(() => cell(page, ids[0]!), { timeout: 20_000 }).toMatch(/^(?!not sent).+/);
    for (const id of held) await expect.poll(() => cell(page, id), { timeout: 20_000 }).toMatch(/^not sent \(problems: .+\)$/);
    // Some events of the send left the unchanged list out (the window kept its own), the last one carried the new list.
    const seen = await page.evaluate(() => (window as unknown as { __reasons: { withList: number; withoutList: number } }).__reasons);
    expect(seen.withoutList).toBeGreaterThan(0);
    expect(seen.withList).toBeGreaterThan(0);
    await themes(page, 'h-uicall/posts-after-send', 'en');

    await useLanguage(page, 'vi');
    await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, campaignId);
    await page.click('[data-tab="posts"]');
    for (const id of held) await expect.poll(() => cell(page, id), { timeout: 20_000 }).toMatch(/^chưa gửi \(có lỗi: .+\)$/);
    await themes(page, 'h-uicall/posts-after-send', 'vi');
    await useLanguage(page, 'en');
  }, 180_000);
});
