/// <reference lib="dom" />
/**
 * h-chain, in real browsers: Lan's approved post to Instagram and Threads; Threads refuses; she retries it and Threads
 * refuses again; she retries THAT retry and Threads publishes. Bảo's card of her send said "Its refused channels were
 * retried as a new post: Refused by every channel." (the first retry's, team-chains.ts retriedBy) where Lan's said
 * "Published." Now his card follows her chain to its latest retry (publisher retry-chain.ts, the one walker), as hers
 * does. The core's test (test/publisher/h-chain) failed on the old code; this one reads and shoots both laptops' cards.
 * One real team server and one sandbox Hub (started once for the file). Shots light/dark × en/vi of both Outboxes.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserTeam } from './helpers/team';
import { approvedByBao, closeToasts, useLanAndBao } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-h-chain-', { seed: 3032, faults: 'none' });
const members = useLanAndBao(team);

interface Job { id: string; state: string; parentJobId?: string | null; post: { state: string }; retriedAs?: { jobId: string; state: string; channels: string[] } | null }
const textOf = (p: Page, sel: string) => p.locator(sel).first().textContent().then((t) => (t ?? '').replace(/\s+/g, ' ').trim());
const jobOf = (p: Page, id: string) => callValue<Job>(p, 'jobs.get', { id });

describe("a teammate's channel retried twice, on both laptops' cards", () => {
  it("Bảo's card of Lan's send names her LATEST retry, published, as hers does", async () => {
    const { lan, bao } = members;
    const P = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram', 'threads'], caption: 'Bánh xèo: Threads thử lại hai lần' } }).then((d) => d.id);
    await approvedByBao(members, [P]);
    await expect.poll(() => callValue<Record<string, { state: string }>>(lan.page, 'review.get', { draftIds: [P] }).then((r) => r[P]?.state), { timeout: 30_000 }).toBe('approved');
    team.hub().control.setFaults({ channel_refusal: 1, refusing_channels: ['threads'] });
    let first: Job;
    let r1: Job;
    try {
      await callValue(lan.page, 'publish.start', { draftIds: [P] });
      await expect.poll(() => callValue<Job[]>(lan.page, 'jobs.list', { draftId: P }).then((js) => js[0]?.post.state), { timeout: 60_000 }).toBe('partial');
      first = (await callValue<Job[]>(lan.page, 'jobs.list', { draftId: P }))[0]!;
      // The first retry: Threads refused again.
      r1 = await callValue<Job>(lan.page, 'jobs.retryFailed', { id: first.id });
      await expect.poll(() => jobOf(lan.page, r1.id).then((j) => j.post.state), { timeout: 60_000 }).toBe('channels_refused');
    } finally {
      team.hub().control.setFaults('none');
    }
    // The retry of that retry: Threads published.
    const r2 = await callValue<Job>(lan.page, 'jobs.retryFailed', { id: r1.id });
    await expect.poll(() => jobOf(lan.page, r2.id).then((j) => j.post.state), { timeout: 60_000 }).toBe('published');
    await expect.poll(() => jobOf(lan.page, first.id).then((j) => j.retriedAs), { timeout: 30_000 }).toEqual({ jobId: r2.id, state: 'published', channels: ['threads'] });

    await lan.page.click('nav a[data-nav="outbox"]');
    const lanFirst = lan.page.locator(`[data-testid="outbox-jobs"] [data-job-id="${first.id}"]`);
    await expect.poll(() => textOf(lan.page, `[data-job-id="${first.id}"] [data-testid="follow-up"]`), { timeout: 30_000 }).toMatch(/^Its refused channels were retried as a new post: Published\./);

    // Bảo's card of the same send: the latest retry's outcome, not the first's refusal.
    await bao.page.click('nav a[data-nav="outbox"]');
    await bao.page.waitForSelector('[data-testid="team-sends"]');
    const baoFirst = bao.page.locator(`[data-testid="team-send"][data-job-id="${first.id}"]`);
    await expect.poll(() => bao.page.locator(`[data-testid="team-send"][data-job-id="${r2.id}"]`).count(), { timeout: 60_000 }).toBe(1);
    await expect.poll(() => textOf(bao.page, `[data-testid="team-send"][data-job-id="${first.id}"] [data-testid="team-send-retried"]`), { timeout: 30_000 })
      .toBe('Its refused channels were retried as a new post: Published.');
    expect(await textOf(bao.page, `[data-testid="team-send"][data-job-id="${first.id}"] [data-testid="post-state"]`)).toBe('Partly published');
    expect(await textOf(bao.page, `[data-testid="team-send"][data-job-id="${first.id}"] [data-testid="post-sent-by"]`)).toMatch(/^Sent by Lan · /);
    // Her first retry's card, too: refused again by Threads, then retried, and published.
    expect(await textOf(bao.page, `[data-testid="team-send"][data-job-id="${r1.id}"] [data-testid="team-send-retried"]`)).toBe('Its refused channels were retried as a new post: Published.');
    // Nothing is left that only Lan's computer could do.
    expect(await baoFirst.locator('[data-testid="team-send-readonly"]').count()).toBe(0);

    for (const lang of ['en', 'vi'] as const) {
      if (lang === 'vi') {
        for (const m of [lan, bao]) await useLanguage(m.page, 'vi');
        await expect.poll(() => textOf(bao.page, `[data-testid="team-send"][data-job-id="${first.id}"] [data-testid="team-send-retried"]`)).toBe('Các kênh bị từ chối đã được gửi lại thành bài mới: Đã đăng.');
      }
      for (const [m, card, name] of [[lan, lanFirst, 'lan-outbox'], [bao, baoFirst, 'bao-outbox']] as const) {
        await card.scrollIntoViewIfNeeded();
        await closeToasts(m.page);
        await themes(m.page, `h-chain/${name}`, lang);
      }
    }
    for (const m of [lan, bao]) await useLanguage(m.page, 'en');
  });
});
