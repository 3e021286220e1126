/// <reference lib="dom" />
/**
 * w28credit (walk 24, 2), in real browsers: Lan's laptop publishes an approved post; every channel refuses; she retries
 * its refused channels (the Outbox's "Retry refused channels": jobs.retryFailed) and the retry publishes. Bảo's "Sent by
 * teammates" card of her first send said "Refused by the channels … Only Lan’s computer can retry its refused channels"
 * while Lan's Outbox and Bảo's CSV said retried and published. The card now reads the publish's state (core
 * team-sends.ts `publish`, team-chains.ts rule 2): "Published", no sender-only line. Seen failing on the old code.
 * One real team server and one sandbox Hub (started once for the file). Shots light/dark × en/vi: Bảo's Outbox.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { describe, expect, it } from 'vitest';
import { browserTeam } from './helpers/team';
import { approvedByBao, closeToasts, useLanAndBao } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-w28credit-', { seed: 28, faults: 'none' });
const members = useLanAndBao(team);

interface Send { id: string; draftId: string; post: { state: string }; senderOnly: string[] }
interface Job { id: string; state: string; parentJobId?: string | null }

describe("Bảo's card of Lan's post whose refused channels she retried", () => {
  it('says published, with nothing left that only her computer can do', async () => {
    const { lan, bao } = members;
    const P = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram', 'facebook'], caption: 'Bánh mì chảo: thử lại kênh bị từ chối' } }).then((d) => d.id);
    await approvedByBao(members, [P]);
    await expect.poll(() => callValue<Record<string, { state: string }>>(lan.page, 'review.get', { draftIds: [P] }).then((r) => r[P]?.state), { timeout: 30_000 }).toBe('approved');
    team.hub().control.setFaults({ channel_refusal: 1 });
    try {
      await callValue(lan.page, 'publish.start', { draftIds: [P] });
      await expect.poll(() => callValue<{ state: string }>(lan.page, 'drafts.postState', { id: P }).then((s) => s.state), { timeout: 60_000 }).toBe('channels_refused');
    } finally {
      team.hub().control.setFaults('none');
    }
    const first = (await callValue<Job[]>(lan.page, 'jobs.list', { draftId: P }))[0]!;
    await callValue(lan.page, 'jobs.retryFailed', { id: first.id });
    await expect.poll(() => callValue<{ state: string }>(lan.page, 'drafts.postState', { id: P }).then((s) => s.state), { timeout: 60_000 }).toBe('published');

    // The core's answer on Bảo's laptop: both of Lan's sends of P read as the publish: published, nothing only hers to do.
    await expect.poll(async () => (await callValue<Send[]>(bao.page, 'jobs.team', {})).filter((s) => s.draftId === P).map((s) => `${s.post.state}:${s.senderOnly.join(' ')}`).join(), { timeout: 60_000 })
      .toBe('published:,published:');

    await bao.page.click('nav a[data-nav="outbox"]');
    await bao.page.waitForSelector('[data-testid="team-sends"]');
    const card = bao.page.locator(`[data-testid="team-send"][data-job-id="${first.id}"]`);
    await expect.poll(() => card.count(), { timeout: 20_000 }).toBe(1);
    expect(await card.getAttribute('data-post-state')).toBe('published');
    // w30retry (walk 26, 3): the badge says this send's own outcome, as Lan's card of it does; the retry's line follows.
    expect(await card.locator('[data-testid="post-state"]').textContent()).toBe('Refused by every channel');
    expect(await card.locator('[data-testid="team-send-readonly"]').count()).toBe(0);
    expect(await card.locator('[data-testid="post-sent-by"]').textContent()).toMatch(/^Sent by Lan · /); // w30outbox: the send time, said with the send word
    // Its refusals stay listed as they were, with the retry that followed them, as Lan's own card says it.
    expect(await card.locator('[data-testid="team-send-retried"]').textContent()).toBe('Its refused channels were retried as a new post: Published.');
    // Each refusal keeps the channel's words and meaning, never the advice to retry the channel the retry already sent.
    expect(await card.locator('[data-testid="channel-refusal"]').count()).toBe(2);
    expect(await card.locator('[data-testid="refusal-todo"]').count()).toBe(0);
    await card.scrollIntoViewIfNeeded();
    await closeToasts(bao.page);
    await themes(bao.page, 'w28credit/bao-outbox-retried', 'en');
    await useLanguage(bao.page, 'vi');
    await expect.poll(() => card.locator('[data-testid="post-sent-by"]').textContent()).toMatch(/^Do Lan gửi · /);
    expect(await card.locator('[data-testid="team-send-readonly"]').count()).toBe(0);
    expect(await card.locator('[data-testid="team-send-retried"]').textContent()).toBe('Các kênh bị từ chối đã được gửi lại thành bài mới: Đã đăng.');
    await closeToasts(bao.page);
    await themes(bao.page, 'w28credit/bao-outbox-retried', 'vi');
    await useLanguage(bao.page, 'en');
  });
});
