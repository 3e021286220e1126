/// <reference lib="dom" />
/**
 * h-camphead (walk 44b, 3c): during a campaign's Send the open campaign page's batch legend said "1 published · 3 sending"
 * while its header kept "4 handed to the Outbox: 0 at the Hub, 4 waiting to reach it" until a reload: the send's loop waits
 * for its batch, so no status event came while the outcomes arrived. The header (the core's status `toHub`/`split`) is read
 * again on the same event as the legend (a batch's outcome arriving) while it says some wait. In Chromium through the web
 * host, against a REAL sandbox Hub answering each call 0.3–25 s late. Failed on the old code (the header kept "0 at the Hub,
 * 4 waiting", then "4 sent"). Shots light/dark × en/vi, taken while the answers arrive: test-results/screens/h-camphead/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../src-main/sandbox';
import { callValue, themes, uiSession, useLanguage, waitOnline, deskOn } from './helpers/session';
import { openSend, textOf as text } from './helpers/send-tab';
import { startSandboxToClose } from '../helpers/quiet-port';

const s = uiSession({ name: 'ui-h-camphead-header' });
let hub: SandboxHandle;
beforeAll(async () => { hub = await startSandboxToClose({ faults: { processing_ms: 0 }, seed: 4403 }); }, 60_000);
afterAll(async () => { await hub?.close(); });

const HEADER = {
  en: /^4 posts · 4 handed to the Outbox: (\d) at the Hub, (\d) waiting to reach it/,
  vi: /^4 bài · 4 bài đã chuyển vào Hộp thư đi: (\d) bài đã tới Hub, (\d) bài đang chờ tới Hub/,
} as const;

describe('h-camphead: the open campaign page\'s header follows the outcomes as they arrive', () => {
  it('the header says the posts the legend says reached the Hub, without a reload', async () => {
    const { page, errors } = s.browser;
    await page.goto(s.host.url);
    await deskOn(page, hub, 'Sóng Agency', { profiles: false });
    await page.reload();
    await waitOnline(page);
    await callValue(page, 'profiles.refresh', {});
    const post = async (caption: string): Promise<string> => {
      const d = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_caphe', platforms: ['x'], caption } });
      await callValue(page, 'photos.add', { draftId: d.id, urls: ['https://images.example.com/h-camphead.jpg'] });
      return d.id;
    };
    const ids = [await post('Tháng 12: bánh mì'), await post('Tháng 12: cà phê muối'), await post('Tháng 12: trà đào'), await post('Tháng 12: bánh flan')];
    const camp = await callValue<{ id: string }>(page, 'campaigns.create', { name: 'Tháng 12 (Hub chậm)' });
    await callValue(page, 'campaigns.addDrafts', { id: camp.id, draftIds: ids });
    await openSend(page, camp.id);

    // The Hub answers each call 0.3–25 s late: the batch (and the send's loop, which waits for it) ends with the last answer.
    hub.control.setFaults({ processing_ms: 0, latency_ms: [300, 25_000] });
    await page.click('[data-testid="send"]');
    await expect.poll(() => hub.control.publishedPosts().length, { timeout: 60_000, interval: 50 }).toBeGreaterThan(0);

    // The legend beside the header says a post reached the Hub; the header says it too before the batch ends, the page NOT
    // reloaded (the old code kept "0 at the Hub, 4 waiting" until the last answer, then "4 sent").
    const legend = page.locator('[data-testid="batches"] > li').first();
    await expect.poll(async () => (await legend.textContent()) ?? '', { timeout: 30_000 }).toMatch(/[123] published/);
    const between = (lang: 'en' | 'vi') => async (): Promise<boolean> => {
      const m = HEADER[lang].exec(await text(page, '[data-testid="campaign-summary"]'));
      return m !== null && Number(m[1]) > 0 && Number(m[1]) + Number(m[2]) === 4;
    };
    await expect.poll(between('en'), { timeout: 10_000, interval: 100 }).toBe(true);
    await themes(page, 'h-camphead/header-arriving', 'en', { closeToasts: true });
    await useLanguage(page, 'vi');
    await openSend(page, camp.id);
    await expect.poll(between('vi'), { timeout: 10_000, interval: 100 }).toBe(true);
    await themes(page, 'h-camphead/header-arriving', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');
    expect(errors.filter((e) => !e.includes('net::ERR_NAME_NOT_RESOLVED'))).toEqual([]);
  }, 300_000);
});
