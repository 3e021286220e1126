/// <reference lib="dom" />
/**
 * unknowncard (walk 31): Lan and Bảo press Publish on one approved post while the Hub times out (upstream_timeout); the
 * team server is cut meanwhile so both laptops send (Lan first: her call is the Hub's, Bảo's a replay of the same key)
 * and both hold an unknown outcome. With the team back, Lan asks the Hub from her Outbox card.
 *  1. Bảo's own card then reads the Hub's answer, as Lan's laptop read it: published, its channel's line, and no
 *     "The outcome is unknown … MAY be live" box nor hint left (before: the badge said Published over the unknown box).
 *  2. Lan's card names the Hub as its outcome's source, when it said so and that she asked ("you"; her name in the record); its record lists the Hub's
 *     answer after the timed-out attempt (before: the attempt alone).
 * Real browsers, a real team server (restartable) and the sandbox Hub, once for the file; screens light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callValue, themes, useLanguage } from './helpers/session';
import { closeToasts, useCampReplayTeam } from './helpers/camp-replay-team';

const { team, cut, bringBack, approvedPost } = useCampReplayTeam('postroom-ui-unknowncard-', 31);
const jobsOf = (page: Page, draftId: string) => callValue<Array<{ id: string; state: string; post: { state: string } }>>(page, 'jobs.list', { draftId });
const card = (page: Page, jobId: string): Locator => page.locator(`.jobs [data-job-id="${jobId}"]`);
const text = (l: Locator): Promise<string> => l.textContent({ timeout: 1_000 }).then((t) => (t ?? '').replace(/\s+/g, ' ').trim()).catch(() => '');

describe('an outcome the Hub has told, on both laptops of a team', () => {
  it("Bảo's replayed job reads the Hub's answer Lan's laptop asked for; Lan's card and record name the Hub, when and who asked", async () => {
    const { lan, bao, hub } = team;
    const caption = 'Cà phê sữa đá: cùng lúc, khi Hub quá hạn';
    const id = await approvedPost({ caption });
    await cut();
    hub.control.setFaults({ upstream_timeout: 1, processing_ms: 0 });
    for (const m of [lan, bao]) {
      await callValue(m.page, 'publish.start', { draftIds: [id] });
      await expect.poll(() => jobsOf(m.page, id).then((js) => js.map((j) => j.state).join()), { timeout: 60_000 }).toBe('unknown');
    }
    await expect.poll(() => hub.control.publishedPosts().filter((p) => p.caption === caption).length, { timeout: 30_000 }).toBe(1);
    hub.control.setFaults({ processing_ms: 0 });
    await bringBack();

    // Lan asks the Hub from her card.
    const [lanJob] = await jobsOf(lan.page, id);
    await lan.page.goto(`${lan.host.origin}/#/outbox`);
    const lanCard = card(lan.page, lanJob!.id);
    await lanCard.locator('[data-testid="ask-hub"]').click();
    await expect.poll(() => lanCard.getAttribute('data-state', { timeout: 1_000 }).catch(() => ''), { timeout: 30_000 }).toBe('done');
    await expect.poll(() => text(lanCard.locator('[data-testid="post-hub-said"]')), { timeout: 20_000 }).toMatch(/^The Hub said so when you asked, /);
    expect(await lanCard.locator('[data-testid="unknown-decisions"], .lasterr').count()).toBe(0);
    await lanCard.locator('[data-testid="record-toggle"]').click();
    await lanCard.locator('[data-testid="record-hub-answer"]').first().waitFor();
    expect((await lanCard.locator('[data-testid="record-attempt"]').allTextContents()).join(' ')).toContain('The Hub');
    const said = (await lanCard.locator('[data-testid="record-hub-answer"]').allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/ · asked by you \(Lan\) · The Hub: took the post and published it on every channel\.$/);
    expect(await lanCard.locator('[data-testid="record-hub-answer"]').getAttribute('data-source')).toBe('hub');
    await closeToasts(lan.page);
    await themes(lan.page, 'unknowncard/lan-asked-record', 'en');
    await useLanguage(lan.page, 'vi');
    await expect.poll(() => text(lanCard.locator('[data-testid="post-hub-said"]')), { timeout: 20_000 }).toMatch(/^Hub trả lời như vậy khi bạn hỏi, /);
    if ((await lanCard.locator('[data-testid="record"]').count()) === 0) await lanCard.locator('[data-testid="record-toggle"]').click();
    expect(await text(lanCard.locator('[data-testid="record-hub-answer"]'))).toMatch(/ · bạn \(Lan\) hỏi · /);
    await closeToasts(lan.page);
    await themes(lan.page, 'unknowncard/lan-asked-record', 'vi');
    await useLanguage(lan.page, 'en');

    // Bảo's own card of his replayed call: the Hub's answer as Lan's laptop read it, nothing unknown left.
    const [baoJob] = await jobsOf(bao.page, id);
    await bao.page.goto(`${bao.host.origin}/#/outbox`);
    const baoCard = card(bao.page, baoJob!.id);
    await expect.poll(() => text(baoCard.locator('[data-testid="post-known-from"]')), { timeout: 60_000 }).toBe("The Hub's answer, as Lan's laptop read it (this computer's own call was not answered).");
    expect(await baoCard.getAttribute('data-state')).toBe('done');
    expect(await baoCard.locator('[data-testid="post-state"]').getAttribute('data-post-state')).toBe('published');
    expect(await baoCard.locator('[data-testid="unknown-decisions"], .lasterr, .explain, [data-testid="ask-hub"]').count()).toBe(0);
    expect((await text(baoCard)).toLowerCase()).not.toContain('unknown');
    expect(await baoCard.locator('ul.outcomes li.ok').count()).toBe(1);
    expect(await text(baoCard.locator('[data-testid="post-sent-by"]'))).toMatch(/^Sent by Lan · /);
    // His record: his call's timeout, then whose laptop has the Hub's answer.
    await baoCard.locator('[data-testid="record-toggle"]').click();
    await expect.poll(() => text(baoCard.locator('[data-testid="record-known-from"]')), { timeout: 20_000 }).toBe("The Hub's answer, as Lan's laptop read it (this computer's own call was not answered).");
    expect(await text(baoCard.locator('[data-testid="record-attempt"]'))).toContain('The outcome is unknown');
    await closeToasts(bao.page);
    await themes(bao.page, 'unknowncard/bao-known', 'en');
    await useLanguage(bao.page, 'vi');
    await expect.poll(() => text(baoCard.locator('[data-testid="post-known-from"]')), { timeout: 20_000 }).toMatch(/^Câu trả lời của Hub, do máy của Lan đọc được/);
    if ((await baoCard.locator('[data-testid="record"]').count()) === 0) await baoCard.locator('[data-testid="record-toggle"]').click();
    await baoCard.locator('[data-testid="record-known-from"]').waitFor();
    await closeToasts(bao.page);
    await themes(bao.page, 'unknowncard/bao-known', 'vi');
    await useLanguage(bao.page, 'en');
    expect(hub.control.publishedPosts().filter((p) => p.caption === caption)).toHaveLength(1);
  });
});
