/// <reference lib="dom" />
/**
 * h-retryat (walk 40b; publisher/actions.ts rule 8), in real browsers: Lan's post, approved by Bảo for a time a minute
 * ahead, is refused by every channel at that time. In a team that requires approval the approval is of the words AND the
 * time, so her card's Retry panel offers "Now" only: "At a new time" is shut, and the panel says why and what to do
 * (change the time in Compose and send it for review). Before, it offered a new time and the retry went out at it,
 * unapproved. Now retries. Shots light/dark × en/vi of the panel (test-results/screens/hretryat/).
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserTeam } from './helpers/team';
import { approvedByBao, closeToasts, useLanAndBao } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-hretryat-', { seed: 40, faults: 'none' });
const members = useLanAndBao(team);
const ZONE = 'Asia/Ho_Chi_Minh';

interface Job { id: string; supersededBy: string | null; actions: { row: string; verdicts: { retry_refused: { do: string; ask?: string } } } }
const postStateOf = (p: Page, id: string) => callValue<{ state: string }>(p, 'drafts.postState', { id }).then((s) => s.state);
const flat = (t: string | null): string => (t ?? '').replace(/\s+/g, ' ').trim();

describe('the Retry panel of an approved post whose approved time has passed', () => {
  it('offers now only, says why, and retries now', async () => {
    const { lan } = members;
    const at = DateTime.now().setZone(ZONE).plus({ seconds: 60 }).toFormat("yyyy-MM-dd'T'HH:mm:ss");
    const P = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Cà phê muối: giờ đã duyệt', scheduled_at: at, timezone: ZONE } }).then((d) => d.id);
    await approvedByBao(members, [P]);
    await expect.poll(() => callValue<Record<string, { state: string }>>(lan.page, 'review.get', { draftIds: [P] }).then((r) => r[P]?.state), { timeout: 30_000 }).toBe('approved');
    team.hub().control.setFaults({ channel_refusal: 1 });
    try {
      await callValue(lan.page, 'publish.start', { draftIds: [P] });
      await expect.poll(() => postStateOf(lan.page, P), { timeout: 150_000, interval: 1_000 }).toBe('channels_refused');
    } finally {
      team.hub().control.setFaults('none');
    }
    const first = (await callValue<Job[]>(lan.page, 'jobs.list', { draftId: P }))[0]!;
    expect(first.actions.row).toBe('approved_channels_refused');
    expect(first.actions.verdicts.retry_refused).toEqual({ do: 'ask', ask: 'when_now' });

    const card = lan.page.locator(`[data-testid="outbox-jobs"] [data-job-id="${first.id}"]`);
    const open = async (): Promise<void> => {
      await lan.page.click('nav a[data-nav="outbox"]');
      await card.waitFor();
      await card.locator('[data-testid="retry-refused"]').click();
      await card.locator('[data-testid="confirm-same-yes"]').click();
      await card.locator('[data-testid="retry-when"]').waitFor();
      await card.scrollIntoViewIfNeeded();
      await closeToasts(lan.page);
    };
    await open();
    expect(await card.locator('[data-testid="retry-at"]').isDisabled()).toBe(true);
    expect(await card.locator('[data-testid="retry-now"]').isChecked()).toBe(true);
    expect(flat(await card.locator('[data-testid="retry-approved-time"]').textContent())).toBe('Your team approved this post with its time: its refused channels go now, or at another time only after a new approval. To change the time, open the draft in Compose and send it for review.');
    await themes(lan.page, 'hretryat/outbox-retry-approved', 'en');
    await useLanguage(lan.page, 'vi');
    await open();
    expect(await card.locator('[data-testid="retry-at"]').isDisabled()).toBe(true);
    expect(flat(await card.locator('[data-testid="retry-approved-time"]').textContent())).toContain('Soạn bài');
    await themes(lan.page, 'hretryat/outbox-retry-approved', 'vi');
    await useLanguage(lan.page, 'en');
    await open();
    expect((await callValue<Job>(lan.page, 'jobs.get', { id: first.id })).supersededBy).toBeNull();
    await card.locator('[data-testid="retry-go"]').click();
    await expect.poll(async () => (await callValue<Job>(lan.page, 'jobs.get', { id: first.id })).supersededBy !== null, { timeout: 30_000 }).toBe(true);
  }, 300_000);
});
