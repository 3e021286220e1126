/// <reference lib="dom" />
/**
 * w32restore: "Restore withdrawn posts" on a campaign's Send tab, in Chromium through the web host, against a REAL
 * sandbox Hub started once for the file. A campaign's post is withdrawn as the campaign's Cancel withdraws a post not
 * handed yet (written by another process on the data dir).
 * The Send tab says "1 withdrawn" and offers the button; the confirm says how many and that the next Send takes it; the
 * toast says the count; Send then publishes it, and the Hub's own list holds ONE post of it. A second withdrawn post that
 * went out since (sent from Compose) is sent, and no button is offered (h-restore; it was shut with the table's reason).
 * Failed before: no button (no method). Shots light/dark × en/vi: test-results/screens/w32restore/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { callValue, themes, uiSession, useLanguage, waitOnline, deskOn } from './helpers/session';
import { jobsOf, openSend, textOf as text, withdraw as withdrawIn } from './helpers/send-tab';

const s = uiSession({ name: 'ui-w32restore' });
let hub: SandboxHandle;
beforeAll(async () => { hub = await startSandbox({ port: 0, faults: { processing_ms: 0 } }); }, 60_000);
afterAll(async () => { await hub?.close(); });

const withdraw = (campaignId: string, draftIds: string[]): void => withdrawIn(s.dataDir, campaignId, draftIds);
const postsAtHub = (caption: string): number => hub.control.publishedPosts().filter((p) => p.caption === caption).length;


describe('w32restore: Restore withdrawn posts on the Send tab', () => {
  it('restores a withdrawn post, and the next Send publishes it once', async () => {
    const { page, errors } = s.browser;
    await page.goto(s.host.url);
    await deskOn(page, hub, 'Cà Phê', { profiles: false });
    await page.reload();
    await waitOnline(page);
    await callValue(page, 'profiles.refresh', {});
    const post = async (caption: string): Promise<string> => {
      const d = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_caphe', platforms: ['x'], caption } });
      await callValue(page, 'photos.add', { draftId: d.id, urls: ['https://images.example.com/w32restore.jpg'] });
      return d.id;
    };
    const caption = 'Cà phê sữa đá: menu Tết';
    const a = await post(caption);
    const camp = await callValue<{ id: string }>(page, 'campaigns.create', { name: 'Tết ở Cà Phê' });
    await callValue(page, 'campaigns.addDrafts', { id: camp.id, draftIds: [a] });

    // Withdrawn by the campaign's Cancel before it was handed, written as the Cancel writes it (campaignPlans.withdraw) by
    // another process on this data dir: the Hub's retries keep a job in hand (the Outbox cannot cancel it mid-run), so
    // the one way to a withdrawn post here that waits for nothing.
    withdraw(camp.id, [a]);
    expect(postsAtHub(caption)).toBe(0);

    await openSend(page, camp.id);
    await expect.poll(() => text(page, '[data-testid="send-state"]'), { timeout: 20_000 }).toContain('1 withdrawn');
    const button = page.locator('[data-testid="restore-withdrawn"]');
    await expect.poll(() => button.isEnabled(), { timeout: 20_000 }).toBe(true);
    await button.click();
    await page.waitForSelector('[data-testid="confirm-restore"]');
    expect(await text(page, '[data-testid="confirm-restore"] p')).toBe('Restore 1 withdrawn post? The next Send takes that post: nothing is sent now.');
    await themes(page, 'w32restore/1-confirm', 'en');
    await useLanguage(page, 'vi'); // a reload: the tab opened and the question asked again
    await openSend(page, camp.id);
    await expect.poll(() => button.isEnabled(), { timeout: 20_000 }).toBe(true);
    await button.click();
    await page.waitForSelector('[data-testid="confirm-restore"]');
    expect(await text(page, '[data-testid="confirm-restore"] p')).toBe('Khôi phục 1 bài đã rút lại? Lần Gửi tiếp theo sẽ gửi bài này: bây giờ chưa gửi gì cả.');
    await themes(page, 'w32restore/1-confirm', 'vi');
    await useLanguage(page, 'en');
    await openSend(page, camp.id);
    await expect.poll(() => button.isEnabled(), { timeout: 20_000 }).toBe(true);
    await button.click();
    await page.click('[data-testid="confirm-restore-yes"]');
    await page.waitForSelector('[data-testid="toast"]:has-text("1 post restored: the next Send takes it.")');
    await expect.poll(() => page.locator('[data-testid="restore-withdrawn"]').count(), { timeout: 20_000 }).toBe(0);
    await themes(page, 'w32restore/2-restored', 'en');

    // The next Send takes it: sent once, and the Hub's own list holds one post of it.
    await page.locator('[data-testid="send"]').waitFor();
    await page.click('[data-testid="send"]');
    await expect.poll(async () => (await jobsOf(page, a)).map((j) => j.state).sort().join(), { timeout: 30_000 }).toBe('done');
    await expect.poll(() => postsAtHub(caption), { timeout: 20_000 }).toBe(1);

    // A withdrawn post that went out since (sent from Compose) is sent (h-restore, session 29, 2: it was "1 withdrawn" with
    // the button shut by the table's reason): nothing withdrawn, nothing offered (ui-h-restore-send-tab shows it).
    const b = await post('Bánh mì: giờ mở cửa mới');
    const camp2 = await callValue<{ id: string }>(page, 'campaigns.create', { name: 'Giờ mở cửa' });
    await callValue(page, 'campaigns.addDrafts', { id: camp2.id, draftIds: [b] });
    withdraw(camp2.id, [b]);
    await callValue(page, 'publish.start', { draftIds: [b] });
    await expect.poll(async () => (await jobsOf(page, b)).map((j) => j.state).sort().join(), { timeout: 30_000 }).toBe('done');
    await openSend(page, camp2.id);
    await expect.poll(() => text(page, '[data-testid="campaign-summary"]'), { timeout: 20_000 }).toContain('1 sent');
    expect(await text(page, '[data-testid="send-state"]')).not.toContain('withdrawn');
    expect(await page.locator('[data-testid="restore-withdrawn"]').count()).toBe(0);
    await useLanguage(page, 'vi');
    // The toast in Vietnamese: a third campaign's withdrawn post restored.
    const c3 = await post('Trà đào: món mới');
    const camp3 = await callValue<{ id: string }>(page, 'campaigns.create', { name: 'Món mới' });
    await callValue(page, 'campaigns.addDrafts', { id: camp3.id, draftIds: [c3] });
    withdraw(camp3.id, [c3]);
    await openSend(page, camp3.id);
    await expect.poll(() => button.isEnabled(), { timeout: 20_000 }).toBe(true);
    await button.click();
    await page.click('[data-testid="confirm-restore-yes"]');
    await page.waitForSelector('[data-testid="toast"]:has-text("Đã khôi phục 1 bài: lần Gửi tiếp theo sẽ gửi bài này.")');
    await expect.poll(() => text(page, '[data-testid="send-state"]'), { timeout: 20_000 }).toContain('1 bài sẵn sàng');
    await themes(page, 'w32restore/2-restored', 'vi');
    await useLanguage(page, 'en');
    expect(errors).toEqual([]);
  }, 240_000);
});
