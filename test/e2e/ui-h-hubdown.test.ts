/// <reference lib="dom" />
/**
 * h-hubdown (walk 33): the sandbox Hub stopped during a campaign's Send; the header said "7 posts · 7 sent (1 by Bảo)", the
 * Send tab "6 sent for publishing" and its bar was full, while the Hub held 3 of the 7. In Chromium through the web host,
 * against a REAL sandbox Hub started once for the file and closed after one post reached it from Compose: the campaign's
 * two other posts are handed while it is down. The header, the state line and the bar read the core's `toHub` (campaigns
 * to-hub.ts): "3 handed to the Outbox: 1 at the Hub, 2 waiting to reach it (this computer could not reach the Hub)", "1 sent
 * for publishing (…) · 2 waiting to reach the Hub (…)", the bar's segments unfilled with its batch's note. Failed on the
 * old code ("3 sent"). Shots light/dark × en/vi: test-results/screens/h-hubdown/.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../src-main/sandbox';
import { callValue, themes, uiSession, useLanguage, waitOnline, deskOn } from './helpers/session';
import { jobsOf, openSend, textOf as text } from './helpers/send-tab';
import { startSandboxToClose } from '../helpers/quiet-port';

const s = uiSession({ name: 'ui-h-hubdown' });
let hub: SandboxHandle;
let hubDown = false;
beforeAll(async () => { hub = await startSandboxToClose({ faults: { processing_ms: 0 } }); }, 60_000);
afterAll(async () => { if (!hubDown) await hub?.close(); });

const WORDS = {
  en: {
    header: '3 posts · 3 handed to the Outbox: 1 at the Hub, 2 waiting to reach it (this computer could not reach the Hub)',
    state: '1 sent for publishing (1 of them from Compose or publish, outside this Send) · 2 waiting to reach the Hub (this computer could not reach the Hub)',
    batch: '2 posts of this batch have not reached the Hub yet (this computer could not reach the Hub)',
  },
  vi: {
    header: '3 bài · 3 bài đã chuyển vào Hộp thư đi: 1 bài đã tới Hub, 2 bài đang chờ tới Hub (máy tính này không kết nối được tới Hub)',
    state: '2 bài đang chờ tới Hub (máy tính này không kết nối được tới Hub)',
    batch: '2 bài của đợt này chưa tới Hub (máy tính này không kết nối được tới Hub)',
  },
} as const;

/** The header, the state line and the bar of the Send tab as they read now, in `lang`. */
async function reads(page: Page, lang: 'en' | 'vi'): Promise<void> {
  const w = WORDS[lang];
  await expect.poll(() => text(page, '[data-testid="campaign-summary"]'), { timeout: 30_000 }).toBe(w.header);
  await expect.poll(() => text(page, '[data-testid="send-state"]'), { timeout: 30_000 }).toContain(w.state);
  const batch = page.locator('[data-testid="batches"] > li').first();
  await expect.poll(() => text(page, '[data-testid="batch-waiting"]'), { timeout: 30_000 }).toBe(w.batch);
  // The bar draws only posts not at the Hub (none of this batch reached it): no segment of a post the Hub took.
  const segs = await batch.locator('.bar .seg').evaluateAll((xs) => xs.map((x) => x.getAttribute('data-seg')));
  expect(segs.length).toBeGreaterThan(0);
  expect(segs.filter((k) => !['pending', 'prepared', 'sending', 'retrying'].includes(k ?? ''))).toEqual([]);
}

describe('h-hubdown: a campaign\'s screen while the Hub is down says what reached it', () => {
  it('the header, the state line and the bar: 1 at the Hub, 2 waiting to reach it, never "sent"', async () => {
    const { page, errors } = s.browser;
    await page.goto(s.host.url);
    await deskOn(page, hub, 'Sóng Agency', { profiles: false });
    await page.reload();
    await waitOnline(page);
    await callValue(page, 'profiles.refresh', {});
    const post = async (caption: string): Promise<string> => {
      const d = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_caphe', platforms: ['x'], caption } });
      await callValue(page, 'photos.add', { draftId: d.id, urls: ['https://images.example.com/h-hubdown.jpg'] });
      return d.id;
    };
    const ids = [await post('Tháng 12: bánh mì'), await post('Tháng 12: cà phê muối'), await post('Tháng 12: trà đào')];
    const camp = await callValue<{ id: string }>(page, 'campaigns.create', { name: 'Tháng 12 (ảnh)' });
    await callValue(page, 'campaigns.addDrafts', { id: camp.id, draftIds: ids });
    // One post goes from Compose while the Hub answers: it is at the Hub.
    await callValue(page, 'publish.start', { draftIds: [ids[0]] });
    await expect.poll(async () => (await jobsOf(page, ids[0]!)).map((j) => j.state).join(), { timeout: 30_000 }).toBe('done');
    expect(hub.control.publishedPosts()).toHaveLength(1);

    await hub.close();
    hubDown = true;
    await callValue(page, 'campaigns.send', { id: camp.id });
    for (const id of ids.slice(1)) await expect.poll(async () => (await jobsOf(page, id)).map((j) => j.state).join(), { timeout: 30_000 }).toBe('retrying');
    await openSend(page, camp.id);
    await reads(page, 'en');
    const state = await text(page, '[data-testid="send-state"]');
    expect(state).not.toMatch(/^State: (sent|done)\b/);
    expect(state).not.toContain('3 sent for publishing');
    await themes(page, 'h-hubdown/send-hub-down', 'en', { closeToasts: true });
    await useLanguage(page, 'vi');
    await openSend(page, camp.id);
    await reads(page, 'vi');
    await themes(page, 'h-hubdown/send-hub-down', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');
    expect(errors).toEqual([]);
  }, 240_000);
});
