/// <reference lib="dom" />
/**
 * h-restore (session 29): the Send tab tells the truth after "Restore withdrawn", in Chromium through the web host, against
 * a REAL sandbox Hub started once for the file.
 * 1. A campaign's post is handed, the Hub blocks it (no active plan: quota_exceeded, the job waits) and its job is cancelled
 *    (the Outbox's Cancel, jobs.cancel): "1 withdrawn", one batch line. Restored: the batch's line stays (before: it was
 *    gone, the record deleted), and the state says "not sent" (the walk's tab said "sent" of it). The plan back, Send
 *    publishes it: two lines, the first still saying its job was cancelled.
 * 2. A post withdrawn by the campaign's Cancel, then published from Compose (publish.start): the state line says it is sent
 *    (from here), never "1 withdrawn", and no "Restore withdrawn posts" is offered (before: "1 withdrawn", the button shut).
 * Shots light/dark × en/vi: test-results/screens/h-restore/.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { callValue, themes, uiSession, useLanguage, waitOnline, deskOn } from './helpers/session';
import { jobsOf, openSend, textOf as text, withdraw as withdrawIn } from './helpers/send-tab';

const s = uiSession({ name: 'ui-h-restore' });
let hub: SandboxHandle;
beforeAll(async () => { hub = await startSandbox({ port: 0, faults: { processing_ms: 0 } }); }, 60_000);
afterAll(async () => { await hub?.close(); });

const withdraw = (campaignId: string, draftIds: string[]): void => withdrawIn(s.dataDir, campaignId, draftIds);
const postsAtHub = (caption: string): number => hub.control.publishedPosts().filter((p) => p.caption === caption).length;

/** Both themes in English and Vietnamese, once what `ready` waits for is on the tab in each language. */
async function shots(page: Page, id: string, name: string, ready: (lang: 'en' | 'vi') => Promise<void>): Promise<void> {
  await ready('en');
  await themes(page, name, 'en', { closeToasts: true });
  await useLanguage(page, 'vi');
  await openSend(page, id);
  await ready('vi');
  await themes(page, name, 'vi', { closeToasts: true });
  await useLanguage(page, 'en');
  await openSend(page, id);
}

describe('h-restore: the Send tab after Restore withdrawn', () => {
  it('a restored batch keeps its line; a withdrawn post published since is sent, not offered', async () => {
    const { page, errors } = s.browser;
    await page.goto(s.host.url);
    await deskOn(page, hub, 'Cà Phê', { profiles: false });
    await page.reload();
    await waitOnline(page);
    await callValue(page, 'profiles.refresh', {});
    const post = async (caption: string): Promise<string> => {
      const d = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_caphe', platforms: ['x'], caption } });
      await callValue(page, 'photos.add', { draftId: d.id, urls: ['https://images.example.com/h-restore.jpg'] });
      return d.id;
    };

    // 1. Handed, blocked by the Hub (no active plan), cancelled as the Outbox's Cancel does.
    const caption = 'Cà phê muối: thực đơn mùa đông';
    const a = await post(caption);
    const camp = await callValue<{ id: string }>(page, 'campaigns.create', { name: 'Mùa đông ở Cà Phê' });
    await callValue(page, 'campaigns.addDrafts', { id: camp.id, draftIds: [a] });
    hub.control.setPlan({ active: false });
    await callValue(page, 'campaigns.send', { id: camp.id });
    await expect.poll(async () => (await jobsOf(page, a)).map((j) => j.state).join(), { timeout: 30_000 }).toBe('blocked');
    const job = (await jobsOf(page, a))[0]!;
    await callValue(page, 'jobs.cancel', { id: job.id });
    hub.control.setPlan({ active: true });
    await openSend(page, camp.id);
    await expect.poll(() => text(page, '[data-testid="send-state"]'), { timeout: 20_000 }).toContain('1 withdrawn');
    const lines = page.locator('[data-testid="batches"] > li');
    await expect.poll(() => lines.count(), { timeout: 20_000 }).toBe(1);
    const first = await lines.first().getAttribute('data-batch-id');
    const button = page.locator('[data-testid="restore-withdrawn"]');
    await expect.poll(() => button.isEnabled(), { timeout: 20_000 }).toBe(true);
    await button.click();
    await page.click('[data-testid="confirm-restore-yes"]');
    await page.waitForSelector('[data-testid="toast"]:has-text("1 post restored: the next Send takes it.")');
    await expect.poll(() => button.count(), { timeout: 20_000 }).toBe(0);
    // The batch's line stays (before: no line at all), its job said cancelled.
    await expect.poll(() => lines.count(), { timeout: 20_000 }).toBe(1);
    expect(await lines.first().getAttribute('data-batch-id')).toBe(first);
    expect(await lines.first().locator('[data-legend="cancelled"]').count()).toBe(1);
    await shots(page, camp.id, 'h-restore/1-restored', async (lang) => {
      // Nothing of it went: "not sent", never "sent" (the walk's tab said "State: sent · 1 ready to send now").
      await expect.poll(() => text(page, '[data-testid="send-state"]'), { timeout: 20_000 }).toMatch(lang === 'en' ? /^State: not sent · 1 ready/ : /: chưa gửi · 1 bài sẵn sàng/);
      await expect.poll(() => lines.count(), { timeout: 20_000 }).toBe(1);
    });
    await page.locator('[data-testid="send"]').waitFor();
    await page.click('[data-testid="send"]');
    await expect.poll(() => postsAtHub(caption), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => lines.count(), { timeout: 20_000 }).toBe(2);
    expect(await lines.first().getAttribute('data-batch-id')).toBe(first);
    await shots(page, camp.id, 'h-restore/2-sent-again', async () => {
      await expect.poll(() => lines.count(), { timeout: 20_000 }).toBe(2);
      await expect.poll(() => lines.nth(1).locator('[data-legend="done"]').count(), { timeout: 20_000 }).toBe(1);
    });

    // 2. Withdrawn by the campaign's Cancel, then published from Compose: sent, never "1 withdrawn"; nothing offered.
    const caption2 = 'Bánh mì: giờ mở cửa mới';
    const b = await post(caption2);
    const camp2 = await callValue<{ id: string }>(page, 'campaigns.create', { name: 'Giờ mở cửa' });
    await callValue(page, 'campaigns.addDrafts', { id: camp2.id, draftIds: [b] });
    withdraw(camp2.id, [b]);
    await callValue(page, 'publish.start', { draftIds: [b] });
    await expect.poll(async () => (await jobsOf(page, b)).map((j) => j.state).join(), { timeout: 30_000 }).toBe('done');
    await expect.poll(() => postsAtHub(caption2), { timeout: 20_000 }).toBe(1);
    await openSend(page, camp2.id);
    await shots(page, camp2.id, 'h-restore/3-published-since', async (lang) => {
      await expect.poll(() => text(page, '[data-testid="campaign-summary"]'), { timeout: 20_000 }).toContain(lang === 'en' ? '1 sent' : '1 bài đã gửi');
      expect(await text(page, '[data-testid="send-state"]')).not.toMatch(lang === 'en' ? /withdrawn/ : /rút lại/);
      expect(await button.count()).toBe(0);
    });
    expect(errors).toEqual([]);
  }, 240_000);
});
