/// <reference lib="dom" />
/**
 * teamcampaign (issue 34, walk 4 finding 4): a campaign Lan sent is sent on Chi's laptop too, in real
 * browsers on one real team server and one sandbox Hub (each started once for the file): Lan (editor)
 * sends her campaign (A and B approved go to the Hub; C waits in review); on Chi's (owner) laptop the
 * Posts tab's Send column said "not sent" under "Scheduled · Lan", and Send said "4 posts not sent"
 * with a button "Send 4 posts". Now: the Send column says "sent by Lan", the campaign's line and Send's
 * counts say "2 sent by Lan (a teammate)", the dry run marks the rows "Sent by Lan", and Send offers
 * nothing (C waits for approval). Shots light/dark × en/vi of the Posts tab, the dry run and Send.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callValue, useLanguage } from './helpers/session';
import { settle, shotsIn, text } from './helpers/review-team';
import { useSentCampaign } from './helpers/sent-campaign';

const { sent, atHub } = useSentCampaign('postroom-ui-teamcampaign-', {
  seed: 34,
  name: 'Tết 2027 – Cà Phê',
  mark: '#tetcaphe',
  photo: 'https://images.example.com/teamcampaign.jpg',
  captions: ['Tết này, cà phê sữa đá — post 1', 'Menu Tết mới — post 2', 'Giờ mở cửa Tết — post 3'],
});

const shot = shotsIn('teamcampaign');

beforeAll(async () => {
  // And their final word on Chi's laptop: published (the State column says so beside the Send column).
  const states = () => callValue<{ posts: Array<{ state: string }> }>(sent.chi.page, 'campaigns.get', { id: sent.campaignId }).then((c) => c.posts.map((p) => p.state).join(' '));
  await settle(states, 'published published draft', 60_000);
}, 120_000);

/** Opens the campaign on Chi's laptop at a tab. */
async function open(page: Page, tab: 'posts' | 'dryRun' | 'send'): Promise<void> {
  await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, sent.campaignId);
  await page.click(`[data-tab="${tab}"]`);
}

describe("Chi's laptop, after Lan sent her campaign", () => {
  it('the Posts tab: the Send column says "sent by Lan" for the posts Lan sent, "not sent (waits for approval…)" for the one in review; the line counts them', async () => {
    const { page } = sent.chi;
    await useLanguage(page, 'en');
    await open(page, 'posts');
    await page.waitForSelector('[data-testid="campaign-posts"]');
    // w19campaign (walk 17, 4): the one in review says why it is not sent (whom it waits for), never a bare "not sent".
    await expect.poll(() => page.locator('[data-testid="post-send"]').allTextContents().then((t) => t.map((x) => x.trim())), { timeout: 20_000 })
      .toEqual(['sent by Lan', 'sent by Lan', expect.stringMatching(/^not sent \(waits for approval by .+\)$/)]);
    await expect.poll(() => text(page, 'campaign-summary'), { timeout: 20_000 }).toBe('3 posts · 2 sent (by Lan) · 1 held back (1 waiting for approval by you)') // w21campaign (walk 19, A); w23dryrun (walk 20, 3): each sent post once;
    await shot(page, 'posts-tab', 'en');
    await useLanguage(page, 'vi');
    await open(page, 'posts');
    await expect.poll(() => page.locator('[data-testid="post-send"]').allTextContents().then((t) => t.map((x) => x.trim())), { timeout: 20_000 })
      .toEqual(['Lan đã gửi', 'Lan đã gửi', expect.stringMatching(/^chưa gửi \(đang chờ .+ phê duyệt\)$/)]);
    await shot(page, 'posts-tab', 'vi');
  });

  it('the dry run marks Lan\'s posts "Sent by Lan" (not OK) and Send offers nothing: 2 sent by Lan, 1 waiting for approval', async () => {
    const { page } = sent.chi;
    await useLanguage(page, 'en');
    await open(page, 'dryRun');
    await page.click('[data-testid="dry-run"]');
    await page.waitForSelector('[data-testid="dry-run-table"]');
    await expect.poll(() => page.locator('[data-testid="dry-run-team-sent-row"]').allTextContents(), { timeout: 20_000 }).toEqual(['Sent by Lan', 'Sent by Lan']);
    expect(await text(page, 'dry-run-team-sent')).toBe('2 posts were already sent by Lan: they are not sent again.');
    expect(await text(page, 'dry-run-going')).toMatch(/^Send will send no post/);
    expect(await page.locator('[data-testid="dry-run-held"]').count()).toBe(0);
    // sendwords (walk 5): the row waiting for approval is no error to fix (as the CLI's dry run counts it).
    expect(await text(page, 'dry-run-summary')).toMatch(/^3 rows: 0 to send, 0 with errors,/);
    await shot(page, 'dry-run', 'en');
    await page.click('[data-tab="send"]');
    // h-teamrefused (walk 31, 2): Lan's posts are sent, said on their own line, never among the posts to settle; the one left waits.
    await expect.poll(() => text(page, 'send-held-team-sent'), { timeout: 20_000 }).toBe('2 posts were already sent by Lan: they are not sent again.');
    expect(await text(page, 'send-all-waiting')).toMatch(/^The post left is in review: it waits for approval by you/);
    expect(await page.locator('[data-testid="send-held-mixed"]').count()).toBe(0);
    expect(await page.locator('[data-testid="send-held-errors"]').count()).toBe(0);
    expect(await text(page, 'send-team-sent')).toBe('· 2 sent by Lan (a teammate)');
    expect(await text(page, 'send-state')).toMatch(/^State: partly sent · 1 held back \(1 waiting for approval by you\) · 2 sent by Lan \(a teammate\)$/);
    expect(await page.locator('[data-testid="send"]').count()).toBe(0);
    await shot(page, 'send', 'en');
    await useLanguage(page, 'vi');
    await open(page, 'dryRun');
    await page.click('[data-testid="dry-run"]');
    await expect.poll(() => page.locator('[data-testid="dry-run-team-sent-row"]').allTextContents(), { timeout: 20_000 }).toEqual(['Do Lan gửi', 'Do Lan gửi']);
    await shot(page, 'dry-run', 'vi');
    await page.click('[data-tab="send"]');
    await expect.poll(() => text(page, 'send-held-team-sent'), { timeout: 20_000 }).toBe('2 bài đã được Lan gửi: các bài không được gửi lại.');
    await shot(page, 'send', 'vi');
    await useLanguage(page, 'en');
    // Nothing was sent from Chi's laptop.
    expect(atHub()).toHaveLength(2);
  });

  it('once Chi approves the third, the dry run and Send agree: 1 post sent, nothing held back, 2 already sent by Lan (walk 27, 3)', async () => {
    const { page } = sent.chi;
    await useLanguage(page, 'en');
    await callValue(page, 'review.act', { draftId: sent.ids[2], action: 'approve' });
    await open(page, 'dryRun');
    await page.click('[data-testid="dry-run"]');
    await expect.poll(() => text(page, 'dry-run-going'), { timeout: 20_000 }).toMatch(/^Send will send 1 post/);
    await page.click('[data-tab="send"]');
    // It said "1 post sent, 3 held back" beside the state's "2 sent by Lan": Lan's two are not held back, they are sent.
    await expect.poll(() => text(page, 'send-matches'), { timeout: 20_000 }).toMatch(/^Send does what the dry run showed: 1 post sent, nothing held back\./);
    expect(await text(page, 'send-team-sent')).toBe('· 2 sent by Lan (a teammate)');
    await shot(page, 'send-after-approve', 'en');
    expect(atHub()).toHaveLength(2);
  });
});
