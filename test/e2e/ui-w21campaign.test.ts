/// <reference lib="dom" />
/**
 * w21campaign (walk 19), Lan (editor) and Bảo (owner) on one team server and one sandbox Hub, before any send: a campaign of
 * two posts, one approved (nothing holds it) and one in review.
 * - A: the header read "… · 0 not sent yet · N held back" of posts nothing had sent, and the Send tab listed the ready ones
 *   among the held back. Now both laptops' headers say "2 posts · 1 ready to send now · 1 held back (…)".
 * - D: the approved post's Posts row read "not sent" on one laptop and "not sent (not checked since the send)" on the other:
 *   now the same reason on both.
 * - E: at 1400 px wide the Posts table's Send column is read without scrolling sideways.
 * Shots light/dark × en/vi. Needs the keychain: run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callValue, themes, useLanguage } from './helpers/session';
import { closeToasts, useCampReplayTeam } from './helpers/camp-replay-team';
import { reviewOn } from './helpers/review-team';
import { nextYear } from '../helpers/ahead';

/** w23dups: its posts' days in the year after today's (they were 2027), never past on this real clock. */
const Y = nextYear();

const { team } = useCampReplayTeam('postroom-ui-w21campaign-', 121);
const tag = 'Lumen — W21 campaign';
const clean = (t: string | null) => (t ?? '').replace(/\s+/g, ' ').trim();
const cell = (page: Page, id: string) => page.locator(`[data-testid="campaign-posts"] tr[data-post-id="${id}"] [data-testid="post-send"]`).textContent({ timeout: 1000 }).then(clean).catch(() => '');
const summary = (page: Page) => page.locator('[data-testid="campaign-summary"]').textContent({ timeout: 1000 }).then(clean).catch(() => '');
const state = (page: Page) => page.locator('[data-testid="send-state"]').textContent({ timeout: 1000 }).then(clean).catch(() => '');

describe('a team campaign before any send, on both laptops', () => {
  it('the header and the Send tab say 1 ready, 1 held back; the ready post\'s row says the same on both', async () => {
    const { lan, bao } = team;
    const post = async (caption: string, at: string) => {
      const { id } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: `${tag} — ${caption}`, scheduled_at: at, timezone: 'UTC' } });
      await callValue(lan.page, 'photos.add', { draftId: id, urls: [`https://images.example.com/w21-${caption.length}.jpg`] });
      await callValue(lan.page, 'review.act', { draftId: id, action: 'submit' });
      return id;
    };
    const ready = await post('bánh flan', `${Y}-03-01T09:00`);
    const waiting = await post('chè khúc bạch, in review', `${Y}-03-02T09:00`);
    const campaignId = (await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: 'Tháng 3 — w21campaign' })).id;
    await callValue(lan.page, 'campaigns.addDrafts', { id: campaignId, draftIds: [ready, waiting] });
    await expect.poll(() => reviewOn(bao.page, waiting), { timeout: 30_000 }).toBe('in_review');
    await expect.poll(() => reviewOn(bao.page, ready), { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: ready, action: 'approve' });
    await expect.poll(() => reviewOn(lan.page, ready), { timeout: 30_000 }).toBe('approved');

    const rows: Record<string, string> = {};
    for (const [who, m] of [['lan', lan], ['bao', bao]] as const) {
      const page = m.page;
      await page.setViewportSize({ width: 1400, height: 900 });
      for (const lang of ['en', 'vi'] as const) {
        await useLanguage(page, lang);
        await page.goto(`${m.host.origin}/#/campaigns/${encodeURIComponent(campaignId)}`);
        // A: one partition, never "0 not sent yet" nor the ready post among the held back.
        await expect.poll(() => summary(page), { timeout: 30_000 }).toMatch(lang === 'en'
          ? /^2 posts · 1 ready to send now · 1 held back \(1 waiting for approval by .+\)$/
          : /^2 bài · 1 bài sẵn sàng gửi ngay · 1 bài bị giữ lại \(1 bài đang chờ .+ phê duyệt\)$/);
        // D: the ready post's row says why it is not sent, the same on both laptops.
        await expect.poll(() => cell(page, ready), { timeout: 20_000 }).toBe(lang === 'en' ? 'not sent (ready to send now)' : 'chưa gửi (giờ đã sẵn sàng gửi)');
        rows[`${who}-${lang}`] = await cell(page, waiting);
        // E: the Send column read whole at 1400 px: no sideways scroll, the reason's box as wide as its text.
        const box = await page.locator('[data-testid="campaign-posts"]').evaluate((t) => { const vt = t.closest('.vt') as HTMLElement; return { scroll: vt.scrollWidth, width: vt.clientWidth }; });
        expect(box.scroll).toBeLessThanOrEqual(box.width);
        await closeToasts(page);
        await themes(page, `w21campaign/${who}-posts-tab`, lang);
        await page.click('[data-tab="send"]');
        await expect.poll(() => state(page), { timeout: 20_000 }).not.toMatch(/ready to send now\)|sẵn sàng gửi ngay\)/);
        expect(await state(page)).toMatch(lang === 'en' ? /1 ready to send now · 1 held back \(/ : /1 bài sẵn sàng gửi ngay · 1 bài bị giữ lại \(/);
        await closeToasts(page);
        await themes(page, `w21campaign/${who}-send-tab`, lang);
      }
      await useLanguage(page, 'en');
    }
    // The post in review: a reason on both laptops (whom it waits for is the reader's own words).
    for (const r of Object.values(rows)) expect(r).toMatch(/^(not sent \(waits for approval by .+\)|chưa gửi \(đang chờ .+ phê duyệt\))$/);
  }, 400_000);
});
