/// <reference lib="dom" />
/**
 * w29resend (walk 25, 1 and 2), in Chromium against the web host, its workspace on a REAL sandbox Hub this file runs
 * (so its faults change mid-test and it can go down):
 * 1. After an unknown outcome (upstream_timeout: the sandbox publishes and answers 502) the post is sent again as new; the
 *    Hub holds two. The first card ("Sent again as new") offers Ask the Hub (before: only Show it and Record); asking
 *    finds it published, and the card says so.
 * 2. With the Hub down, a post's card says "Waiting to reach the Hub (not reachable since …; will try again)" beside
 *    "Not sent yet" (before: "Handed to the Hub at …").
 * Shots light/dark × en/vi to test-results/screens/w29resend/.
 * Needs the keychain (the Hub key is kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { callValue, themes, uiSession, useLanguage } from './helpers/session';

let hub: SandboxHandle;
let hubDown = false;
beforeAll(async () => {
  hub = await startSandbox({ faults: { processing_ms: 0 }, seed: 2925 });
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
  let first = '';
  let id = '';
  it('the first call of a resend offers Ask the Hub; asked, it reads published', async () => {
    const { page } = s.browser;
    await page.goto(s.host.url);
    await callValue(page, 'workspaces.add', { name: 'Mai desk', hubUrl: hub.url });
    await callValue(page, 'workspaces.use', { name: 'Mai desk' });
    await callValue(page, 'key.set', { key: hub.apiKey });
    await callValue(page, 'profiles.refresh', {});
    hub.control.setFaults({ upstream_timeout: 1, processing_ms: 0 });
    id = await draft(page, 'Mai unknown then resend');
    await expect.poll(async () => (await jobsOf(page, id))[0]?.state, { timeout: 30_000 }).toBe('unknown');
    hub.control.setFaults({ processing_ms: 0 });
    first = (await jobsOf(page, id))[0]!.id;
    // Sending again as new waits the settle period (30 s) before its call.
    const again = await callValue<Job>(page, 'jobs.resendUnknown', { id: first, confirm: true });
    await expect.poll(async () => (await callValue<Job>(page, 'jobs.get', { id: again.id })).post.state, { timeout: 90_000 }).toBe('published');

    await openOutbox(page);
    const c = card(page, first);
    await c.waitFor();
    expect(await c.locator('[data-testid="post-state"]').getAttribute('data-post-state')).toBe('unknown');
    // Before: only "Show it" and "Record" (the table refused asking a call sent again).
    await c.locator('[data-testid="ask-hub"]').waitFor();
    await c.scrollIntoViewIfNeeded();
    await themes(page, 'w29resend/outbox-resent-ask', 'en', { closeToasts: true });
    await useLanguage(page, 'vi');
    await c.locator('[data-testid="ask-hub"]').waitFor();
    await themes(page, 'w29resend/outbox-resent-ask', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');

    await c.locator('[data-testid="ask-hub"]').click();
    await expect.poll(() => c.locator('[data-testid="post-state"]').getAttribute('data-post-state'), { timeout: 20_000 }).toBe('published');
    expect((await callValue<Job>(page, 'jobs.get', { id: first })).post.state).toBe('published');
    expect(await c.locator('[data-testid="ask-hub"]').count()).toBe(0);
    await c.scrollIntoViewIfNeeded();
    await themes(page, 'w29resend/outbox-resent-asked', 'en', { closeToasts: true });
    await useLanguage(page, 'vi');
    await themes(page, 'w29resend/outbox-resent-asked', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');

    // Compose reads the same sends (post-sends.ts): two posts at the Hub, said once (before: one, "Published").
    await page.goto(`${s.host.origin}/#/compose/${encodeURIComponent(id)}`);
    await page.reload();
    await expect.poll(async () => flat(await page.textContent('[data-testid="draft-sends-head"]').catch(() => '')), { timeout: 20_000 }).toBe('Sent as 2 posts at the Hub:');
    expect(await page.locator('[data-testid="draft-sends-head"]').count()).toBe(1);
    await themes(page, 'w29resend/compose-two-posts', 'en', { closeToasts: true });
    await useLanguage(page, 'vi');
    await expect.poll(async () => flat(await page.textContent('[data-testid="draft-sends-head"]').catch(() => ''))).toBe('Đã gửi thành 2 bài trên Hub:');
    await themes(page, 'w29resend/compose-two-posts', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');
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
