/// <reference lib="dom" />
/**
 * h-waiting (walk 36b, 4): the sandbox Hub stopped, a campaign sent: every call was refused a connection and nothing
 * reached the Hub, yet each row of its Posts tab said "Sending" and "sent for publishing", and its Outbox cards were badged
 * "Sending" over their own "Not sent yet", while the header said "0 at the Hub, 2 waiting to reach it". A post whose calls
 * never reached the Hub (src-shared waitingToReach; the core's `waitingHub` of a campaign's row, to-hub.ts postsWaiting)
 * says "Waiting to reach the Hub" in each. In Chromium through the web host, against a REAL sandbox Hub closed before the
 * send (as ui-h-hubdown). Failed on the old code ("Sending"); the Library's rows too (they read the stored "sending" alone). Shots light/dark × en/vi: test-results/screens/h-waiting/.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../src-main/sandbox';
import { callValue, themes, uiSession, useLanguage, waitOnline, deskOn } from './helpers/session';
import { jobsOf } from './helpers/send-tab';
import { startSandboxToClose } from '../helpers/quiet-port';

const s = uiSession({ name: 'ui-h-waiting' });
let hub: SandboxHandle;
let hubDown = false;
beforeAll(async () => { hub = await startSandboxToClose({ faults: { processing_ms: 0 } }); }, 60_000);
afterAll(async () => { if (!hubDown) await hub?.close(); });

const WORDS = {
  en: { state: 'Waiting to reach the Hub', send: 'waiting to reach the Hub (queued here, not sent)', header: '2 posts · 2 handed to the Outbox: 0 at the Hub, 2 waiting to reach it' },
  vi: { state: 'Đang chờ tới Hub', send: 'đang chờ tới Hub (xếp hàng trên máy này, chưa gửi)', header: '2 bài · 2 bài đã chuyển vào Hộp thư đi: 0 bài đã tới Hub, 2 bài đang chờ tới Hub' },
} as const;

const texts = (page: Page, sel: string): Promise<string[]> => page.locator(sel).allTextContents().then((t) => t.map((x) => x.replace(/\s+/g, ' ').trim()));

async function postsTab(page: Page, id: string, lang: 'en' | 'vi'): Promise<void> {
  await page.evaluate((c) => (location.hash = `#/campaigns/${c}`), id);
  await page.waitForSelector('[data-testid="campaign-view"]');
  await page.click('[data-tab="posts"]');
  const w = WORDS[lang];
  await expect.poll(() => texts(page, '[data-testid="post-outbox"]'), { timeout: 30_000 }).toEqual([w.state, w.state]);
  expect(await texts(page, '[data-testid="post-send"]')).toEqual([w.send, w.send]);
  expect((await texts(page, '[data-testid="campaign-summary"]'))[0]).toContain(w.header);
}

async function outbox(page: Page, id: string, lang: 'en' | 'vi'): Promise<void> {
  await page.evaluate((c) => (location.hash = `#/outbox/${encodeURIComponent(c)}`), id);
  const w = WORDS[lang];
  await expect.poll(() => texts(page, '[data-testid="outbox-jobs"] li.job [data-testid="post-state"]'), { timeout: 30_000 }).toEqual([w.state, w.state]);
}

describe('h-waiting: posts that never reached the Hub are never "Sending"', () => {
  it('the Posts tab rows and the Outbox badges say "Waiting to reach the Hub", en and vi', async () => {
    const { page, errors } = s.browser;
    await page.goto(s.host.url);
    await deskOn(page, hub, 'Sóng Agency', { profiles: false });
    await page.reload();
    await waitOnline(page);
    await callValue(page, 'profiles.refresh', {});
    const post = async (caption: string): Promise<string> => {
      const d = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_caphe', platforms: ['x'], caption } });
      await callValue(page, 'photos.add', { draftId: d.id, urls: ['https://images.example.com/h-waiting.jpg'] });
      return d.id;
    };
    const ids = [await post('Tháng 12: bánh mì'), await post('Tháng 12: cà phê muối')];
    const camp = await callValue<{ id: string }>(page, 'campaigns.create', { name: 'Tháng 12 (Hub tắt)' });
    await callValue(page, 'campaigns.addDrafts', { id: camp.id, draftIds: ids });

    await hub.close();
    hubDown = true;
    const sent = await callValue(page, 'campaigns.send', { id: camp.id });
    for (const id of ids) await expect.poll(async () => (await jobsOf(page, id)).map((j) => j.state).join(), { timeout: 30_000, message: JSON.stringify(sent) }).toBe('retrying');

    await postsTab(page, camp.id, 'en');
    expect((await texts(page, '[data-testid="post-outbox"]')).join()).not.toContain('Sending');
    expect((await texts(page, '[data-testid="post-send"]')).join()).not.toContain('sent for publishing');
    await themes(page, 'h-waiting/posts', 'en', { closeToasts: true });
    await outbox(page, camp.id, 'en');
    // The card's own text and its badge say the same (it said "Sending" over "Not sent yet").
    expect(await page.locator('[data-testid="outbox-jobs"] li.job [data-testid="post-state"][data-waiting-hub]').count()).toBe(2);
    await themes(page, 'h-waiting/outbox', 'en', { closeToasts: true });
    // The Library's rows say it too (they said "Sending": the stored state, read alone).
    await page.click('nav a[data-nav="library"]');
    const rowState = (id: string) => page.locator(`[data-draft-id="${id}"] .badge[data-state]`).first().textContent().then((t) => (t ?? '').trim());
    for (const id of ids) await expect.poll(() => rowState(id), { timeout: 30_000 }).toBe(WORDS.en.state);
    await themes(page, 'h-waiting/library', 'en', { closeToasts: true });

    await useLanguage(page, 'vi');
    await postsTab(page, camp.id, 'vi');
    await themes(page, 'h-waiting/posts', 'vi', { closeToasts: true });
    await outbox(page, camp.id, 'vi');
    await themes(page, 'h-waiting/outbox', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');
    // The photos' example.com addresses do not resolve (their thumbnails): nothing else went wrong.
    expect(errors.filter((e) => !e.includes('net::ERR_NAME_NOT_RESOLVED'))).toEqual([]);
  }, 240_000);
});
