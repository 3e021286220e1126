/// <reference lib="dom" />
/**
 * w31retry (s27's w30retry left-out), in Chromium against the web host, its workspace on a REAL sandbox Hub this file runs
 * (`refusing_channels` makes Threads' refusal certain): a post to Instagram and Threads, Threads refuses; its card
 * offers "Fix and resend…". Its refused Threads is retried:
 * 1. the retry publishes it: the send's card no longer offers "Fix and resend…" (it did: nothing was left to fix) — the
 *    table's row `retried_published` (publisher/actions.ts rule 6);
 * 2. the retry is refused again: the card still offers it (`retried_refused`).
 * Seen failing on the old code (the first card still had its "Fix and resend…" button).
 * 3. Compose's state line says the send as its card does (the send's own outcome, then the retry's: publisher post-sends.ts
 *    `retried`), not the post as a whole ("Published on 2 of 2 channels").
 * Shots light/dark × en/vi to test-results/screens/w31retry/.
 * Needs the keychain (the Hub key is kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { callValue, themes, uiSession, useLanguage, deskOn } from './helpers/session';

let hub: SandboxHandle;
beforeAll(async () => {
  hub = await startSandbox({ faults: { processing_ms: 0 }, seed: 3131 });
}, 60_000);
afterAll(async () => {
  await hub?.close();
});
const s = uiSession({ name: 'ui-w31retry' });

interface Job { id: string; state: string; post: { state: string }; actions: { row: string }; retriedAs?: { state: string } | null }
const jobsOf = (page: Page, draftId: string) => callValue<Job[]>(page, 'jobs.list', { draftId });
const card = (page: Page, id: string) => page.locator(`[data-testid="outbox-jobs"] li.job[data-job-id="${id}"]`);
const flat = (t: string | null): string => (t ?? '').replace(/\s+/g, ' ').trim();
/** The two drafts the first test sent (their retry published; refused again), for Compose's test. */
const sent = { out: '', again: '' };

/** A post to Instagram and Threads whose Threads refused (the card of its send), and its retry, refused again or not. */
async function retried(page: Page, caption: string, again: boolean): Promise<{ draftId: string; first: string; retry: string }> {
  const d = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram', 'threads'], caption } });
  await callValue(page, 'photos.add', { draftId: d.id, urls: ['https://images.example.com/lumen/w31.jpg'] });
  hub.control.setFaults({ processing_ms: 0, channel_refusal: 1, refusing_channels: ['threads'] });
  expect((await callValue<{ sent: number }>(page, 'publish.start', { draftIds: [d.id] })).sent).toBe(1);
  await expect.poll(async () => (await jobsOf(page, d.id))[0]?.post.state, { timeout: 60_000 }).toBe('partial');
  const first = (await jobsOf(page, d.id))[0]!.id;
  if (!again) hub.control.setFaults({ processing_ms: 0 });
  const retry = await callValue<{ id: string }>(page, 'jobs.retryFailed', { id: first });
  await expect.poll(async () => (await callValue<Job>(page, 'jobs.get', { id: retry.id })).post.state, { timeout: 60_000 }).toBe(again ? 'channels_refused' : 'published');
  hub.control.setFaults({ processing_ms: 0 });
  return { draftId: d.id, first, retry: retry.id };
}

describe('"Fix and resend…" on the card of a send whose refused channel was retried (w31retry)', () => {
  it('is gone once the retry published it, and stays while the retry was refused again', async () => {
    const { page } = s.browser;
    await page.goto(s.host.url);
    await deskOn(page, hub, 'Mai desk');

    const out = await retried(page, 'Cà phê muối: Threads thử lại và đã đăng', false);
    const again = await retried(page, 'Cà phê muối: Threads bị từ chối lần nữa', true);
    Object.assign(sent, { out: out.draftId, again: again.draftId });
    // The core's rows (the card's verdicts come from them).
    await expect.poll(async () => (await callValue<Job>(page, 'jobs.get', { id: out.first })).actions.row, { timeout: 30_000 }).toBe('retried_published');
    await expect.poll(async () => (await callValue<Job>(page, 'jobs.get', { id: again.first })).actions.row, { timeout: 30_000 }).toBe('retried_refused');

    await page.goto(`${s.host.origin}/#/outbox`);
    await page.reload();
    await page.waitForSelector(`[data-testid="outbox-jobs"] li.job[data-job-id="${again.first}"] [data-testid="fix-resend"]`);
    await page.waitForSelector(`[data-testid="outbox-jobs"] li.job[data-job-id="${out.first}"] [data-testid="follow-up"]`);
    await expect.poll(async () => flat(await card(page, out.first).locator('[data-testid="follow-up"]').textContent())).toMatch(/^Its refused channels were retried as a new post: Published\./);
    expect(await card(page, out.first).locator('[data-testid="fix-resend"]').count()).toBe(0);
    expect(await card(page, out.first).locator('[data-testid="retry-refused"]').count()).toBe(0);
    expect(flat(await card(page, again.first).locator('[data-testid="fix-resend"]').textContent())).toBe('Fix and resend…');
    // The retry's own card: published, nothing to fix.
    expect(await card(page, out.retry).locator('[data-testid="fix-resend"]').count()).toBe(0);

    await card(page, out.first).scrollIntoViewIfNeeded();
    await themes(page, 'w31retry/outbox-retried', 'en', { closeToasts: true });
    await useLanguage(page, 'vi');
    await expect.poll(async () => flat(await card(page, again.first).locator('[data-testid="fix-resend"]').textContent())).toBe('Sửa và gửi lại…');
    expect(await card(page, out.first).locator('[data-testid="fix-resend"]').count()).toBe(0);
    await card(page, out.first).scrollIntoViewIfNeeded();
    await themes(page, 'w31retry/outbox-retried', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');
  });

  it("Compose's state line says the send's own outcome, then the retry and how it went", async () => {
    const { page } = s.browser;
    const [out, again] = [sent.out, sent.again];
    expect(out && again, 'the first test made the two posts').toBeTruthy();
    for (const [id, state] of [[out, 'Published'], [again, 'Refused by every channel']] as const) {
      await page.goto(`${s.host.origin}/#/compose/${encodeURIComponent(id)}`);
      await page.waitForSelector('[data-testid="draft-state"] [data-testid="draft-send-retried"]');
      expect(flat(await page.locator('[data-testid="draft-post-detail"]').textContent())).toBe('Published on 1 of 2 channels; refused: Threads.');
      expect(flat(await page.locator('[data-testid="draft-send-retried"]').textContent())).toBe(`Its refused channels were retried as a new post: ${state}.`);
    }
    await page.goto(`${s.host.origin}/#/compose/${encodeURIComponent(out)}`);
    await page.waitForSelector('[data-testid="draft-send-retried"]');
    await themes(page, 'w31retry/compose-retried', 'en', { closeToasts: true });
    await useLanguage(page, 'vi');
    await expect.poll(async () => flat(await page.locator('[data-testid="draft-send-retried"]').textContent())).toBe('Các kênh bị từ chối đã được gửi lại thành bài mới: Đã đăng.');
    await themes(page, 'w31retry/compose-retried', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');
  });
});
