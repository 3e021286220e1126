/// <reference lib="dom" />
/**
 * h-lostanswer (walk 44b, 4), in Chromium against the web host, its workspace on a REAL sandbox Hub: every call of the post
 * goes out and the Hub publishes it, then drops the connection (`drop_after`: undici "other side closed"). The request was
 * written, so the Outbox card says it was handed to the Hub and that its answer was lost (it may be at the Hub), never
 * "Waiting to reach the Hub (not reachable since …)" nor "Not sent yet", also once the Hub is down and its next calls are
 * refused a connection. Before: the job's error was `network`, as a refused connection's, and the card read as queued
 * and not sent while the Hub had published it. h-lostcancel: the card offered Cancel (the table's `sending` row) as if that
 * withdrew a post the Hub had published; now its row is `answer_lost`: no Cancel, and the card says why.
 * Shots light/dark × en/vi to test-results/screens/h-lostanswer/.
 * Needs the keychain (the Hub key is kept there): run under scripts/with-keyring.sh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../src-main/sandbox';
import { callValue, themes, uiSession, useLanguage, deskOn } from './helpers/session';
import { startSandboxToClose } from '../helpers/quiet-port';

let hub: SandboxHandle;
let hubDown = false;
beforeAll(async () => {
  hub = await startSandboxToClose({ faults: { processing_ms: 0 }, seed: 4404 });
}, 60_000);
afterAll(async () => {
  if (!hubDown) await hub?.close();
});
const s = uiSession({ name: 'ui-h-lostanswer' });

const flat = (t: string | null): string => (t ?? '').replace(/\s+/g, ' ').trim();
interface Job { id: string; state: string; post: { state: string; reason: { code: string } | null } }

describe('the Outbox card of a call whose answer was lost (h-lostanswer)', () => {
  it('"Handed to the Hub", its answer lost: it may be at the Hub; never "Waiting to reach the Hub"', async () => {
    const { page } = s.browser;
    await page.goto(s.host.url);
    await deskOn(page, hub, 'Lan desk');
    hub.control.setFaults({ drop_after: 1, processing_ms: 0 });
    const d = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Lan answer lost' } });
    await callValue(page, 'photos.add', { draftId: d.id, urls: ['https://images.example.com/lumen/h44.jpg'] });
    expect((await callValue<{ sent: number }>(page, 'publish.start', { draftIds: [d.id] })).sent).toBe(1);
    await expect.poll(async () => (await callValue<Job[]>(page, 'jobs.list', { draftId: d.id }))[0]?.state, { timeout: 30_000 }).toBe('retrying');
    const job = (await callValue<Job[]>(page, 'jobs.list', { draftId: d.id }))[0]!;
    expect(job.post.reason?.code).toBe('no_answer');
    expect(hub.control.publishedPosts().filter((p) => p.caption === 'Lan answer lost')).toHaveLength(1);
    // Then the Hub goes down: the next calls are refused a connection (they never leave), the first may still be at the Hub.
    await hub.close();
    hubDown = true;

    await page.goto(`${s.host.origin}/#/outbox`);
    await page.reload();
    const c = page.locator(`[data-testid="outbox-jobs"] li.job[data-job-id="${job.id}"]`);
    await c.waitFor();
    const time = c.locator('[data-testid="post-time"]');
    await expect.poll(() => time.getAttribute('data-kind')).not.toBe('unreachedSince');
    const text = flat(await c.textContent());
    expect(text).toContain('Handed to the Hub');
    expect(text).toContain('its answer was lost on the way back: the Hub may have the post');
    expect(text).not.toMatch(/Waiting to reach the Hub|Not sent/);
    // h-lostcancel (actions.ts rule 5, row answer_lost): no Cancel, as if it withdrew a post the Hub may hold; the card says why.
    expect(await c.getAttribute('data-row')).toBe('answer_lost');
    expect(await c.locator('[data-testid="cancel-job"]').count()).toBe(0);
    expect(flat(await c.locator('[data-testid="cancel-why"]').textContent())).toContain('the Hub may already hold the post (and publish it), so it cannot be cancelled');
    await c.scrollIntoViewIfNeeded();
    await themes(page, 'h-lostanswer/outbox-answer-lost', 'en', { closeToasts: true });
    await useLanguage(page, 'vi');
    await expect.poll(async () => flat(await c.textContent())).toContain('câu trả lời bị mất trên đường về');
    expect(flat(await c.locator('[data-testid="cancel-why"]').textContent())).toContain('nên không hủy được');
    await themes(page, 'h-lostanswer/outbox-answer-lost', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');
  }, 120_000);
});
