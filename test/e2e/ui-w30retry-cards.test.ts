/// <reference lib="dom" />
/**
 * w30retry (walk 26, 3), in real browsers: Lan's laptop publishes an approved post to 4 channels; Threads refuses (the
 * other three publish); she clicks "Retry the refused channels" on its card and the retry publishes Threads. Bảo's card
 * of her send said "Published … Published on all 4 channels" beside Lan's "Partly published … refused: Threads", and his
 * card of the retry (Threads alone) "Published on all 4 channels". Now both laptops say the send's own outcome, then the
 * retry and how it went (the core's retriedAs, publisher retried-as.ts), and the retry's card counts its one channel.
 * Seen failing on the old code (Bảo's badge read "Published"; jobs.get had no retriedAs).
 * One real team server and one sandbox Hub (started once for the file). Shots light/dark × en/vi of both laptops' Outbox.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserTeam } from './helpers/team';
import { approvedByBao, closeToasts, useLanAndBao } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-w30retry-', { seed: 30, faults: 'none' });
const members = useLanAndBao(team);

interface Job { id: string; state: string; retriedAs?: { jobId: string; state: string; channels: string[] } | null }
const postStateOf = (p: Page, id: string) => callValue<{ state: string }>(p, 'drafts.postState', { id }).then((s) => s.state);
const textOf = (p: Page, sel: string) => p.locator(sel).first().textContent().then((t) => (t ?? '').replace(/\s+/g, ' ').trim());

describe("both laptops' cards of a post whose refused Threads was retried", () => {
  it('say the refusal, then the retry and how it went; the retry counts its own channel', async () => {
    const { lan, bao } = members;
    const P = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram', 'facebook', 'x', 'threads'], caption: 'Cà phê muối: thử lại Threads' } }).then((d) => d.id);
    await approvedByBao(members, [P]);
    await expect.poll(() => callValue<Record<string, { state: string }>>(lan.page, 'review.get', { draftIds: [P] }).then((r) => r[P]?.state), { timeout: 30_000 }).toBe('approved');
    team.hub().control.setFaults({ channel_refusal: 1, refusing_channels: ['threads'] });
    try {
      await callValue(lan.page, 'publish.start', { draftIds: [P] });
      await expect.poll(() => postStateOf(lan.page, P), { timeout: 60_000 }).toBe('partial');
    } finally {
      team.hub().control.setFaults('none');
    }
    const first = (await callValue<Job[]>(lan.page, 'jobs.list', { draftId: P }))[0]!;
    await lan.page.click('nav a[data-nav="outbox"]');
    const lanFirst = lan.page.locator(`[data-testid="outbox-jobs"] [data-job-id="${first.id}"]`);
    await lanFirst.locator('[data-testid="retry-refused"]').click();
    // The request is the one Threads refused (the refusal was the channel's, not the words): the card asks first.
    await lanFirst.locator('[data-testid="confirm-same-yes"]').click();
    await expect.poll(() => postStateOf(lan.page, P), { timeout: 60_000 }).toBe('published');
    const retry = (await callValue<Job[]>(lan.page, 'jobs.list', { draftId: P })).find((j) => j.id !== first.id)!;

    // The core's reading on the sender's laptop: the send, its refused Threads, and the retry that published it.
    await expect.poll(() => callValue<Job>(lan.page, 'jobs.get', { id: first.id }).then((j) => j.retriedAs), { timeout: 30_000 }).toEqual({ jobId: retry.id, state: 'published', channels: ['threads'] });

    // Lan's card: the send's own outcome, then the retry and how it went.
    await expect.poll(() => textOf(lan.page, `[data-job-id="${first.id}"] [data-testid="follow-up"]`), { timeout: 20_000 }).toMatch(/^Its refused channels were retried as a new post: Published\./);
    expect(await textOf(lan.page, `[data-job-id="${first.id}"] [data-testid="post-state"]`)).toBe('Partly published');
    expect(await textOf(lan.page, `[data-job-id="${first.id}"] [data-testid="post-detail"]`)).toBe('Published on 3 of 4 channels; refused: Threads.');
    expect(await textOf(lan.page, `[data-job-id="${retry.id}"] [data-testid="post-detail"]`)).toBe('Published on its channel.');

    // Bảo's cards of the same two Hub posts say the same.
    await bao.page.click('nav a[data-nav="outbox"]');
    await bao.page.waitForSelector('[data-testid="team-sends"]');
    const baoFirst = bao.page.locator(`[data-testid="team-send"][data-job-id="${first.id}"]`);
    const baoRetry = bao.page.locator(`[data-testid="team-send"][data-job-id="${retry.id}"]`);
    await expect.poll(() => baoRetry.count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => textOf(bao.page, `[data-testid="team-send"][data-job-id="${first.id}"] [data-testid="team-send-retried"]`), { timeout: 30_000 })
      .toBe('Its refused channels were retried as a new post: Published.');
    expect(await textOf(bao.page, `[data-testid="team-send"][data-job-id="${first.id}"] [data-testid="post-state"]`)).toBe('Partly published');
    expect(await textOf(bao.page, `[data-testid="team-send"][data-job-id="${first.id}"] [data-testid="post-detail"]`)).toBe('Published on 3 of 4 channels; refused: Threads.');
    expect(await textOf(bao.page, `[data-testid="team-send"][data-job-id="${first.id}"] [data-testid="post-sent-by"]`)).toMatch(/^Sent by Lan · /); // w30outbox: the send's by-line, its time the send's
    // Nothing is left that only Lan's computer could do: its refused channel was retried and published.
    expect(await baoFirst.locator('[data-testid="team-send-readonly"]').count()).toBe(0);
    expect(await baoFirst.locator('[data-testid="refusal-todo"]').count()).toBe(0);
    // The retry's card counts the channel that retry carried, not the publish's 4.
    expect(await textOf(bao.page, `[data-testid="team-send"][data-job-id="${retry.id}"] [data-testid="post-state"]`)).toBe('Published');
    expect(await textOf(bao.page, `[data-testid="team-send"][data-job-id="${retry.id}"] [data-testid="post-detail"]`)).toBe('Published on its channel.');

    for (const [m, card, name] of [[lan, lanFirst, 'lan-outbox'], [bao, baoFirst, 'bao-outbox']] as const) {
      await card.scrollIntoViewIfNeeded();
      await closeToasts(m.page);
      await themes(m.page, `w30retry/${name}`, 'en');
    }
    for (const m of [lan, bao]) await useLanguage(m.page, 'vi');
    await expect.poll(() => textOf(lan.page, `[data-job-id="${first.id}"] [data-testid="follow-up"]`)).toMatch(/^Các kênh bị từ chối đã được gửi lại thành bài mới: Đã đăng\./);
    await expect.poll(() => textOf(bao.page, `[data-testid="team-send"][data-job-id="${first.id}"] [data-testid="team-send-retried"]`)).toBe('Các kênh bị từ chối đã được gửi lại thành bài mới: Đã đăng.');
    expect(await textOf(bao.page, `[data-testid="team-send"][data-job-id="${first.id}"] [data-testid="post-detail"]`)).toBe(await textOf(lan.page, `[data-job-id="${first.id}"] [data-testid="post-detail"]`));
    for (const [m, card, name] of [[lan, lanFirst, 'lan-outbox'], [bao, baoFirst, 'bao-outbox']] as const) {
      await card.scrollIntoViewIfNeeded();
      await closeToasts(m.page);
      await themes(m.page, `w30retry/${name}`, 'vi');
    }
    for (const m of [lan, bao]) await useLanguage(m.page, 'en');
  });
});
