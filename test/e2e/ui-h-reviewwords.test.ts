/// <reference lib="dom" />
/**
 * h-reviewwords (walk 44a, 7): Lan (editor) sent a post for review, Bảo (owner) approved it, then took the approval back
 * with a comment. Lan's campaign header and Send tab said "(2 not sent for review yet)" / "(2 bài chưa được gửi để duyệt)"
 * of it and her other post (never sent). Now they count it apart: "1 whose approval was taken back", from the core's
 * count. Two laptops (real browsers through the web host), one real team server. Shots light/dark × en/vi. Needs the
 * keychain: run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserTeam } from './helpers/team';
import { closeToasts, reviewOn, shotsIn, useLanAndBao } from './helpers/review-team';
import { callValue, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-h-reviewwords-');
const members = useLanAndBao(team, 'owner');
const shot = shotsIn('h-reviewwords');
const clean = (t: string | null): string => (t ?? '').replace(/\s+/g, ' ').trim();
const textOf = (page: Page, testid: string): Promise<string> => page.locator(`[data-testid="${testid}"]`).first().textContent({ timeout: 1000 }).then(clean).catch(() => '');

describe("Lan's campaign of a post whose approval Bảo took back, and one never sent for review", () => {
  it('the header and the Send tab count the taken-back post apart', async () => {
    const { lan, bao } = members;
    const post = async (caption: string): Promise<string> => {
      const { id } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption } });
      await callValue(lan.page, 'photos.add', { draftId: id, urls: [`https://images.example.com/h-reviewwords-${caption.length}.jpg`] });
      return id;
    };
    const raceA = await post('Race A: chạy 5km sáng chủ nhật');
    const raceB = await post('Race B: chạy 10km');
    await callValue(lan.page, 'review.act', { draftId: raceA, action: 'submit' });
    await expect.poll(() => reviewOn(bao.page, raceA), { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: raceA, action: 'approve' });
    await callValue(bao.page, 'review.act', { draftId: raceA, action: 'withdraw', comment: 'not A either' });
    await expect.poll(() => reviewOn(lan.page, raceA), { timeout: 30_000 }).toBe('draft');
    const campaignId = (await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: 'Race — h-reviewwords' })).id;
    await callValue(lan.page, 'campaigns.addDrafts', { id: campaignId, draftIds: [raceA, raceB] });

    const page = lan.page;
    await page.setViewportSize({ width: 1400, height: 900 });
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.goto(`${lan.host.origin}/#/campaigns/${encodeURIComponent(campaignId)}`);
      await expect.poll(() => textOf(page, 'campaign-summary'), { timeout: 30_000 }).toBe(lang === 'en'
        ? '2 posts · 2 held back (1 not sent for review yet, 1 whose approval was taken back)'
        : '2 bài · 2 bài bị giữ lại (1 bài chưa được gửi để duyệt, 1 bài đã bị rút lại duyệt)');
      // The Posts tab's rows: Bảo took A's approval back; B was never sent for review.
      const cell = (id: string) => page.locator(`[data-testid="campaign-posts"] tr[data-post-id="${id}"] [data-testid="post-send"]`).textContent({ timeout: 1000 }).then(clean).catch(() => '');
      await expect.poll(() => cell(raceA), { timeout: 20_000 }).toBe(lang === 'en' ? 'not sent (Bảo took the approval back)' : 'chưa gửi (Bảo đã rút lại duyệt)');
      expect(await cell(raceB)).toBe(lang === 'en' ? 'not sent (not sent for review yet)' : 'chưa gửi (chưa được gửi để duyệt)');
      await closeToasts(page);
      await shot(page, 'lan-campaign-header', lang);
      await page.click('[data-tab="send"]');
      await expect.poll(() => textOf(page, 'send-state'), { timeout: 20_000 }).toContain(lang === 'en'
        ? '2 held back (1 not sent for review yet, 1 whose approval was taken back)'
        : '2 bài bị giữ lại (1 bài chưa được gửi để duyệt, 1 bài đã bị rút lại duyệt)');
      // h-camphead (walk 44a, 7 rest): the yellow notice says them apart too (it said "All 2 posts left are not sent for review yet").
      expect(await textOf(page, 'send-held-to-submit')).toMatch(lang === 'en' ? /^1 / : /^1 bài chưa được gửi để duyệt/);
      expect(await textOf(page, 'send-held-taken-back')).toBe(lang === 'en'
        ? '1 post was sent for review and approved, then its approval was taken back: it is not sent until it is edited or sent for review again, and approved (the Review tab).'
        : '1 bài đã được gửi duyệt và được duyệt, rồi bị rút lại duyệt: chưa được gửi đi cho đến khi được sửa hoặc gửi duyệt lại, và được duyệt (thẻ Xét duyệt).');
      await closeToasts(page);
      await shot(page, 'lan-send-tab', lang);
    }
    await useLanguage(page, 'en');
  }, 300_000);
});
