/// <reference lib="dom" />
/**
 * w31send (session 27: ui-teamcampaign shoots the Send tab after approving in English only): the same state in
 * Vietnamese, on Chi's laptop after Lan sent her campaign and Chi approved the third post, in real browsers on one real
 * team server and one sandbox Hub (each started once for the file, as ui-teamcampaign does): "1 bài được gửi, không bài
 * nào bị giữ lại" beside "2 bài do Lan gửi" — Lan's two posts are sent, never held back here (the core's `heldHere`).
 * Shots light/dark: test-results/screens/w31send-teamcampaign/.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callValue, useLanguage } from './helpers/session';
import { settle, shotsIn, text } from './helpers/review-team';
import { useSentCampaign } from './helpers/sent-campaign';

const { sent, atHub } = useSentCampaign('postroom-ui-w31send-teamcampaign-', {
  seed: 31,
  name: 'Tết 2027 – Áo Dài',
  mark: '#tetaodai',
  photo: 'https://images.example.com/w31send-teamcampaign.jpg',
  captions: ['Áo dài đón Tết — post 1', 'Bộ sưu tập Tết mới — post 2', 'Giờ mở cửa Tết — post 3'],
});

const shot = shotsIn('w31send-teamcampaign');

beforeAll(async () => {
  const states = () => callValue<{ posts: Array<{ state: string }> }>(sent.chi.page, 'campaigns.get', { id: sent.campaignId }).then((c) => c.posts.map((p) => p.state).join(' '));
  await settle(states, 'published published draft', 60_000);
}, 120_000);

async function open(page: Page, tab: 'dryRun' | 'send'): Promise<void> {
  await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, sent.campaignId);
  await page.click(`[data-tab="${tab}"]`);
}

describe("Chi's laptop in Vietnamese, after Lan sent her campaign and Chi approved the third post", () => {
  it('the Send tab says 1 post sent, nothing held back, 2 sent by Lan', async () => {
    const { page } = sent.chi;
    await useLanguage(page, 'vi');
    await callValue(page, 'review.act', { draftId: sent.ids[2], action: 'approve' });
    await open(page, 'dryRun');
    await page.click('[data-testid="dry-run"]');
    await expect.poll(() => text(page, 'dry-run-going'), { timeout: 20_000 }).toMatch(/^Gửi sẽ gửi 1 bài/);
    await page.click('[data-tab="send"]');
    await expect.poll(() => text(page, 'send-matches'), { timeout: 20_000 }).toMatch(/^Gửi sẽ làm đúng như lần chạy thử: 1 bài được gửi, không bài nào bị giữ lại\./);
    expect(await text(page, 'send-team-sent')).toMatch(/^· 2 bài .*Lan/);
    await shot(page, 'send-after-approve', 'vi');
    expect(atHub()).toHaveLength(2);
  });
});
