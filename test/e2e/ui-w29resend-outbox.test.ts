/// <reference lib="dom" />
/**
 * w29resend (walk 25, 1 and 2), in Chromium against the web host, its workspace on a REAL sandbox Hub this file runs
 * (so its faults change mid-test and it can go down):
 * 1. After an unknown outcome (upstream_timeout: the sandbox publishes and answers 502), "Send again as new" asks the
 *    Hub by the post's key first: it has the post, so nothing is sent again (before w30: the Hub held two), and the card
 *    says Published. When the channel never took it (upstream_timeout_lost), the post is sent as new, once; the first
 *    card ("Sent again as new") offers Ask the Hub (before w29resend: only Show it and Record); asked, it stays unknown.
 * 2. With the Hub down, a post's card says "Waiting to reach the Hub (not reachable since …; will try again)" beside
 *    "Not sent yet" (before: "Handed to the Hub at …").
 * Shots light/dark × en/vi to test-results/screens/w29resend/.
 * Needs the keychain (the Hub key is kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../src-main/sandbox';
import { callValue, themes, uiSession, useLanguage, deskOn } from './helpers/session';
import { startSandboxToClose } from '../helpers/quiet-port';

let hub: SandboxHandle;
let hubDown = false;
beforeAll(async () => {
  hub = await startSandboxToClose({ faults: { processing_ms: 0 }, seed: 2925 });
}, 60_000);
afterAll(async () => {
  if (!hubDown) await hub?.close();
});
const s = uiSession({ name: 'ui-w29resend' });

const flat = (t: string | null): string => (t ?? '').replace(/\s+/g, ' ').trim();
interface Job { id: string; state: string; supersededBy: string | null; post: { state: string } }
const jobsOf = (page: Page, draftId: string) => callValue<Job[]>(page, 'jobs.list', { draftId });
const card = (page: Page, id: string) => page.locator(`[data-testid="outbox-jobs"] li.job[data-job-id="${id}"]`);

async function draft(page: Page, caption: string): Promise<string> {
  const d = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption } });
  await callValue(page, 'photos.add', { draftId: d.id, urls: ['https://images.example.com/lumen/w29.jpg'] });
  expect((await callValue<{ sent: number }>(page, 'publish.start', { draftIds: [d.id] })).sent).toBe(1);
  return d.id;
}

async function openOutbox(page: Page): Promise<void> {
  await page.goto(`${s.host.origin}/#/outbox`);
  await page.reload();
  await page.waitForSelector('[data-testid="outbox-jobs"]');
}

describe('the Outbox after a resend, and while the Hub is down (w29resend)', () => {
  it('the Hub published it (upstream_timeout): "Send again as new" asks the Hub first and sends nothing; the card says Published', async () => {
    const { page } = s.browser;
    await page.goto(s.host.url);
    await deskOn(page, hub, 'Mai desk');
    hub.control.setFaults({ upstream_timeout: 1, processing_ms: 0 });
    const id = await draft(page, 'Mai unknown, then sent again');
    await expect.poll(async () => (await jobsOf(page, id))[0]?.state, { timeout: 30_000 }).toBe('unknown');
    hub.control.setFaults({ processing_ms: 0 });
    const first = (await jobsOf(page, id))[0]!.id;
    expect(hub.control.publishedPosts().filter((p) => p.caption === 'Mai unknown, then sent again')).toHaveLength(1);

    await openOutbox(page);
    const c = card(page, first);
    await c.waitFor();
    await c.locator('[data-testid="send-again"]').click();
    const panel = c.locator('[data-testid="confirm-resend"]');
    await panel.waitFor();
    expect(flat(await panel.locator('p').textContent())).toBe('The outcome is unknown: the post may already be published. Postroom asks the Hub first and sends nothing if the Hub has it; otherwise it sends it as a new post with a new key. Go on?');
    await c.scrollIntoViewIfNeeded();
    await themes(page, 'w30resend/outbox-confirm-asks-first', 'en');
    await panel.locator('[data-testid="confirm-resend-yes"]').click();
    await expect.poll(() => page.locator('[data-testid="toast"]').allTextContents(), { timeout: 20_000 }).toContainEqual(expect.stringContaining('The Hub has this post (asked first): nothing was sent again.'));
    await expect.poll(() => c.locator('[data-testid="post-state"]').getAttribute('data-post-state'), { timeout: 20_000 }).toBe('published');
    const jobs = await jobsOf(page, id);
    expect(jobs.map((j) => [j.id, j.post.state, j.supersededBy])).toEqual([[first, 'published', null]]);
    expect(hub.control.publishedPosts().filter((p) => p.caption === 'Mai unknown, then sent again')).toHaveLength(1);
    await c.scrollIntoViewIfNeeded();
    await themes(page, 'w30resend/outbox-found-published', 'en');
    await useLanguage(page, 'vi');
    await c.waitFor();
    await themes(page, 'w30resend/outbox-found-published', 'vi');
    await useLanguage(page, 'en');
  }, 240_000);

  it('the channel never took it (upstream_timeout_lost): sent as new, once; the first call offers Ask the Hub, and stays unknown', async () => {
    const { page } = s.browser;
    hub.control.setFaults({ upstream_timeout_lost: 1, processing_ms: 0 });
    const id = await draft(page, 'Mai unknown then resend');
    await expect.poll(async () => (await jobsOf(page, id))[0]?.state, { timeout: 30_000 }).toBe('unknown');
    hub.control.setFaults({ processing_ms: 0 });
    const first = (await jobsOf(page, id))[0]!.id;
    // Sending again as new waits the settle period (30 s) before its call.
    const again = await callValue<Job>(page, 'jobs.resendUnknown', { id: first, confirm: true });
    expect(again.id).not.toBe(first);
    await expect.poll(async () => (await callValue<Job>(page, 'jobs.get', { id: again.id })).post.state, { timeout: 90_000 }).toBe('published');
    expect(hub.control.publishedPosts().filter((p) => p.caption === 'Mai unknown then resend')).toHaveLength(1);

    await openOutbox(page);
    const c = card(page, first);
    await c.waitFor();
    expect(await c.locator('[data-testid="post-state"]').getAttribute('data-post-state')).toBe('unknown');
    // Before w29resend: only "Show it" and "Record" (the table refused asking a call sent again).
    await c.locator('[data-testid="ask-hub"]').waitFor();
    await c.scrollIntoViewIfNeeded();
    await themes(page, 'w29resend/outbox-resent-ask', 'en', { closeToasts: true });
    await useLanguage(page, 'vi');
    await c.locator('[data-testid="ask-hub"]').waitFor();
    await themes(page, 'w29resend/outbox-resent-ask', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');

    // Asked: the Hub knows no post by its key; it stays an unknown outcome, sent again as new (never "published").
    const asked = await callValue<Job>(page, 'jobs.askHub', { id: first });
    expect([asked.post.state, asked.supersededBy]).toEqual(['unknown', again.id]);
    expect(hub.control.publishedPosts().filter((p) => p.caption === 'Mai unknown then resend')).toHaveLength(1);
  }, 240_000);

  it('the Hub down: "Waiting to reach the Hub (not reachable since …)", never "Handed to the Hub"', async () => {
    const { page } = s.browser;
    await hub.close();
    hubDown = true;
    const id = await draft(page, 'Mai while the Hub is down');
    await expect.poll(async () => (await jobsOf(page, id))[0]?.state, { timeout: 30_000 }).toBe('retrying');
    const job = (await jobsOf(page, id))[0]!;
    await openOutbox(page);
    const c = card(page, job.id);
    await c.waitFor();
    const time = c.locator('[data-testid="post-time"]');
    await expect.poll(() => time.getAttribute('data-kind')).toBe('unreachedSince');
    expect(flat(await time.textContent())).toMatch(/^Waiting to reach the Hub \(not reachable since .+; will try again\)$/);
    expect(flat(await c.textContent())).not.toContain('Handed to the Hub');
    await c.scrollIntoViewIfNeeded();
    await themes(page, 'w29resend/outbox-hub-down', 'en', { closeToasts: true });
    await useLanguage(page, 'vi');
    await expect.poll(async () => flat(await time.textContent())).toMatch(/^Đang chờ kết nối tới Hub \(không kết nối được từ .+; sẽ thử lại\)$/);
    await themes(page, 'w29resend/outbox-hub-down', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');
  }, 120_000);
});
