/// <reference lib="dom" />
/**
 * h-replayask (walk 37, 1–2): Lan and Bảo press Publish on one approved post scheduled for December while the Hub times
 * out (upstream_timeout) and the team server is cut, so both laptops send the same key (Lan first: Bảo's call is a replay)
 * and both hold an unknown outcome. With the team back:
 *  2. Bảo's Compose no longer says "Only Lan's computer can ask the Hub what it holds": his laptop holds its own job of the
 *     key and may ask (team case teammate_call); his Outbox card offers Ask the Hub.
 *  1. Lan asks the Hub from her card (scheduled). Bảo's own card and Compose then read that answer: scheduled, nothing
 *     unknown left (before: "outcome unknown — sent by Lan" everywhere on his laptop; only a final answer settled it).
 * Real browsers, a real team server (restartable) and the sandbox Hub; screens light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callValue, themes, useLanguage } from './helpers/session';
import { closeToasts, useCampReplayTeam } from './helpers/camp-replay-team';

const { team, cut, bringBack, approvedPost } = useCampReplayTeam('postroom-ui-h-replayask-', 37);
const jobsOf = (page: Page, draftId: string) => callValue<Array<{ id: string; state: string; post: { state: string } }>>(page, 'jobs.list', { draftId });
const card = (page: Page, jobId: string): Locator => page.locator(`.jobs [data-job-id="${jobId}"]`);
const text = (l: Locator): Promise<string> => l.textContent({ timeout: 1_000 }).then((t) => (t ?? '').replace(/\s+/g, ' ').trim()).catch(() => '');

describe('one approved key sent from both laptops, the outcome unknown on both', () => {
  it("the replaying laptop may ask the Hub, and reads the answer the other laptop asked for", async () => {
    const { lan, bao, hub } = team;
    const caption = 'Trà đào tháng Chạp: hai máy cùng gửi';
    const id = await approvedPost({ caption, scheduled_at: '2026-12-20T09:00', timezone: 'Asia/Ho_Chi_Minh' });
    await cut();
    hub.control.setFaults({ upstream_timeout: 1, processing_ms: 0 });
    for (const m of [lan, bao]) {
      await callValue(m.page, 'publish.start', { draftIds: [id] });
      await expect.poll(() => jobsOf(m.page, id).then((js) => js.map((j) => j.state).join()), { timeout: 60_000 }).toBe('unknown');
    }
    hub.control.setFaults({ processing_ms: 0 });
    await bringBack();

    // 2: Bảo's Compose: his laptop may ask (was "Only Lan's computer can ask the Hub what it holds").
    const [baoJob] = await jobsOf(bao.page, id);
    await bao.page.goto(`${bao.host.origin}/#/compose/${encodeURIComponent(id)}`);
    const note = bao.page.locator('[data-testid="held-note"]');
    await expect.poll(() => text(note), { timeout: 30_000 }).toBe('The Hub did not say whether it took this post, so it may hold it: changing the time here would not move it. Ask the Hub in the Outbox what it holds.');
    // Nowhere on the screen (the banner, the time's note, the review note) "only Lan's computer can ask".
    await expect.poll(() => text(bao.page.locator('main')), { timeout: 20_000 }).toContain('this computer holds a job of the same key, so ask the Hub in the Outbox');
    expect((await text(bao.page.locator('main'))).toLowerCase()).not.toContain('computer can ask');
    await closeToasts(bao.page);
    await themes(bao.page, 'h-replayask/bao-compose-may-ask', 'en');
    await useLanguage(bao.page, 'vi');
    await expect.poll(() => text(bao.page.locator('main')), { timeout: 20_000 }).toContain('máy này giữ một lệnh cùng khoá');
    expect(await text(bao.page.locator('main'))).not.toMatch(/chỉ máy của Lan/i);
    await closeToasts(bao.page);
    await themes(bao.page, 'h-replayask/bao-compose-may-ask', 'vi');
    await useLanguage(bao.page, 'en');
    await bao.page.goto(`${bao.host.origin}/#/outbox`);
    await card(bao.page, baoJob!.id).locator('[data-testid="ask-hub"]').waitFor({ timeout: 30_000 });

    // 1: Lan asks from her card: scheduled. Bảo's own card and Compose read it.
    const [lanJob] = await jobsOf(lan.page, id);
    await lan.page.goto(`${lan.host.origin}/#/outbox`);
    const lanCard = card(lan.page, lanJob!.id);
    await lanCard.locator('[data-testid="ask-hub"]').click();
    await expect.poll(() => lanCard.getAttribute('data-state', { timeout: 1_000 }).catch(() => ''), { timeout: 30_000 }).toBe('awaiting');
    const baoCard = card(bao.page, baoJob!.id);
    await expect.poll(() => baoCard.locator('[data-testid="post-state"]').getAttribute('data-post-state', { timeout: 1_000 }).catch(() => ''), { timeout: 60_000 }).toBe('scheduled');
    expect(await baoCard.locator('[data-testid="unknown-decisions"], [data-testid="ask-hub"]').count()).toBe(0);
    expect((await text(baoCard)).toLowerCase()).not.toContain('unknown');
    await closeToasts(bao.page);
    await themes(bao.page, 'h-replayask/bao-card-scheduled', 'en');
    await bao.page.goto(`${bao.host.origin}/#/compose/${encodeURIComponent(id)}`);
    await expect.poll(() => bao.page.locator('[data-testid="schedule-held"]').getAttribute('data-row', { timeout: 1_000 }).catch(() => ''), { timeout: 30_000 }).not.toMatch(/^unknown/);
    await closeToasts(bao.page);
    await themes(bao.page, 'h-replayask/bao-compose-scheduled', 'en');
    await useLanguage(bao.page, 'vi');
    await closeToasts(bao.page);
    await themes(bao.page, 'h-replayask/bao-compose-scheduled', 'vi');
    await useLanguage(bao.page, 'en');
  });
});
