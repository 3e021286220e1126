/// <reference lib="dom" />
/**
 * h-retry (1, 2), in Chromium against the web host, its workspace on a REAL sandbox Hub this file runs
 * (`refusing_channels` makes Threads' refusal certain). Posts to Instagram and Threads; Threads refuses:
 * 1. retried twice (the first retry refused again, the retry of that retry published Threads): the send's card says the
 *    latest retry's outcome ("…retried as a new post: Published.") and offers neither "Fix and resend…" nor a retry;
 * 2. sent again as new (Compose's "Publish again…": a Hub post of its own) and published: the first send's card says
 *    "Sent again as a new post: Published." and offers neither (nor the refusal's "What to do: … retry").
 * Seen failing on the old code as the core's rows (test/bridge/h-retry-latest-rows: 'retried_refused', 'partial').
 * Shots light/dark × en/vi to test-results/screens/hretry/ (Outbox cards, and Compose of the post sent again).
 * Needs the keychain (the Hub key is kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { callValue, themes, uiSession, useLanguage, deskOn } from './helpers/session';

let hub: SandboxHandle;
beforeAll(async () => {
  hub = await startSandbox({ faults: { processing_ms: 0 }, seed: 2929 });
}, 60_000);
afterAll(async () => {
  await hub?.close();
});
const s = uiSession({ name: 'ui-hretry-cards' });

interface Job { id: string; state: string; post: { state: string }; actions: { row: string } }
const jobsOf = (page: Page, draftId: string) => callValue<Job[]>(page, 'jobs.list', { draftId });
const jobState = (page: Page, id: string) => callValue<Job>(page, 'jobs.get', { id }).then((j) => (j.state === 'done' ? j.post.state : j.state));
const card = (page: Page, id: string) => page.locator(`[data-testid="outbox-jobs"] li.job[data-job-id="${id}"]`);
const flat = (t: string | null): string => (t ?? '').replace(/\s+/g, ' ').trim();

/** A post to Instagram and Threads whose Threads refused: its draft and its send. */
async function partly(page: Page, caption: string): Promise<{ draftId: string; send: string }> {
  const d = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram', 'threads'], caption } });
  await callValue(page, 'photos.add', { draftId: d.id, urls: ['https://images.example.com/lumen/hretry.jpg'] });
  hub.control.setFaults({ processing_ms: 0, channel_refusal: 1, refusing_channels: ['threads'] });
  expect((await callValue<{ sent: number }>(page, 'publish.start', { draftIds: [d.id] })).sent).toBe(1);
  await expect.poll(async () => (await jobsOf(page, d.id))[0]?.post.state, { timeout: 60_000 }).toBe('partial');
  return { draftId: d.id, send: (await jobsOf(page, d.id))[0]!.id };
}

describe('the card of a send whose refused Threads went out later (h-retry)', () => {
  it('retried twice, or sent again as new: says how, and offers no Fix or retry', async () => {
    const { page } = s.browser;
    await page.goto(s.host.url);
    await deskOn(page, hub, 'Mai desk');

    // 1. Retried twice: refused again, then published by the retry of the retry.
    const twice = await partly(page, 'Bánh flan: Threads thử lại hai lần');
    const r1 = await callValue<{ id: string }>(page, 'jobs.retryFailed', { id: twice.send });
    await expect.poll(() => jobState(page, r1.id), { timeout: 60_000 }).toBe('channels_refused');
    hub.control.setFaults({ processing_ms: 0 });
    const r2 = await callValue<{ id: string }>(page, 'jobs.retryFailed', { id: r1.id });
    await expect.poll(() => jobState(page, r2.id), { timeout: 60_000 }).toBe('published');
    await expect.poll(async () => (await callValue<Job>(page, 'jobs.get', { id: twice.send })).actions.row, { timeout: 30_000 }).toBe('retried_published');

    // 2. Sent again as new (Publish again) and published.
    const again = await partly(page, 'Bánh flan: gửi lại thành bài mới');
    hub.control.setFaults({ processing_ms: 0 });
    await callValue(page, 'publish.start', { draftIds: [again.draftId], again: true });
    await expect.poll(async () => (await jobsOf(page, again.draftId)).filter((j) => j.id !== again.send).map((j) => j.post.state), { timeout: 60_000 }).toEqual(['published']);
    await expect.poll(async () => (await callValue<Job>(page, 'jobs.get', { id: again.send })).actions.row, { timeout: 30_000 }).toBe('sent_again_published');

    await page.goto(`${s.host.origin}/#/outbox`);
    await page.reload();
    await page.waitForSelector(`[data-testid="outbox-jobs"] li.job[data-job-id="${again.send}"] [data-testid="sent-again-as"]`);
    await page.waitForSelector(`[data-testid="outbox-jobs"] li.job[data-job-id="${twice.send}"] [data-testid="follow-up"]`);
    expect(flat(await card(page, twice.send).locator('[data-testid="follow-up"]').textContent())).toMatch(/^Its refused channels were retried as a new post: Published\./);
    expect(flat(await card(page, again.send).locator('[data-testid="sent-again-as"]').textContent())).toBe('Sent again as a new post: Published.');
    for (const id of [twice.send, again.send]) {
      for (const b of ['fix-resend', 'retry-refused', 'refusal-todo']) expect(await card(page, id).locator(`[data-testid="${b}"]`).count(), `${id} ${b}`).toBe(0);
      expect(flat(await card(page, id).locator('[data-testid="post-state"]').textContent())).toBe('Partly published');
    }
    // "Show it" on the retried send's card brings the retry its line speaks of (the latest, which published), not the first.
    await card(page, twice.send).locator('[data-testid="show-newer"]').click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-job-id') ?? null)).toBe(r2.id);
    await card(page, again.send).scrollIntoViewIfNeeded();
    await themes(page, 'hretry/outbox-sent-again', 'en', { closeToasts: true });
    await card(page, twice.send).scrollIntoViewIfNeeded();
    await themes(page, 'hretry/outbox-retried-twice', 'en', { closeToasts: true });
    await useLanguage(page, 'vi');
    await expect.poll(async () => flat(await card(page, again.send).locator('[data-testid="sent-again-as"]').textContent())).toBe('Đã gửi lại thành bài mới: Đã đăng.');
    await card(page, again.send).scrollIntoViewIfNeeded();
    await themes(page, 'hretry/outbox-sent-again', 'vi', { closeToasts: true });
    await card(page, twice.send).scrollIntoViewIfNeeded();
    await themes(page, 'hretry/outbox-retried-twice', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');

    // Compose of the post sent again: its two Hub posts, each as it went.
    await page.goto(`${s.host.origin}/#/compose/${encodeURIComponent(again.draftId)}`);
    await page.waitForSelector('[data-testid="draft-state"]');
    await themes(page, 'hretry/compose-sent-again', 'en', { closeToasts: true });
    await useLanguage(page, 'vi');
    await page.waitForSelector('[data-testid="draft-state"]');
    await themes(page, 'hretry/compose-sent-again', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');
  }, 240_000);
});
