/// <reference lib="dom" />
/**
 * w19campaign (walk 17, findings 4 and 6), on Lan's laptop whose campaign Send was a replay of Bảo's: Bảo sent the
 * scheduled post first (the team server cut, Bảo first, then Lan: the Hub answered Lan's call Idempotent-Replayed).
 * - 6: the Send tab's state line said "1 sent by Bảo", its batch line "1 scheduled". Now "1 scheduled (sent by Bảo)".
 * - 4: Lan then adds a post to the campaign and never sends it for review: its Posts tab row said only "not sent", while
 *   the Send tab said "not sent for review yet". Now the row says "not sent (not sent for review yet)".
 * A real team server (restarted on its port and data) and a sandbox Hub, once for the file. Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callValue, themes, useLanguage } from './helpers/session';
import { campaignStatus, closeToasts, texts, useCampReplayTeam } from './helpers/camp-replay-team';
import { reviewOn } from './helpers/review-team';
import { nextYear } from '../helpers/ahead';

/** w23dups: its posts' days in the year after today's (they were 2027), never past on this real clock. */
const Y = nextYear();

const { team, sendBothCut } = useCampReplayTeam('postroom-ui-w19campaign-', 119);
const tag = 'Lumen — W19 campaign';
const clean = (t: string | null) => (t ?? '').replace(/\s+/g, ' ').trim();
const cell = (page: Page, id: string) => page.locator(`[data-testid="campaign-posts"] tr[data-post-id="${id}"] [data-testid="post-send"]`).textContent({ timeout: 1000 }).then(clean).catch(() => '');
const open = async (page: Page, campaignId: string, tab: 'send' | 'posts') => {
  await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, campaignId);
  await page.click(`[data-tab="${tab}"]`);
};

describe("Lan's laptop, whose campaign Send was a replay of Bảo's, then a post added", () => {
  it('the batch line says "1 scheduled (sent by Bảo)"; the added post\'s row says why it is not sent', async () => {
    const { lan, bao } = team;
    const { id: sent } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: `${tag} — bánh flan`, scheduled_at: `${Y}-02-01T09:00`, timezone: 'UTC' } });
    await callValue(lan.page, 'photos.add', { draftId: sent, urls: ['https://images.example.com/w19-flan.jpg'] });
    await callValue(lan.page, 'review.act', { draftId: sent, action: 'submit' });
    const campaignId = (await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: 'Tháng 2 — w19campaign' })).id;
    await callValue(lan.page, 'campaigns.addDrafts', { id: campaignId, draftIds: [sent] });
    await expect.poll(() => reviewOn(bao.page, sent), { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: sent, action: 'approve' });
    await expect.poll(() => reviewOn(lan.page, sent), { timeout: 30_000 }).toBe('approved');
    await sendBothCut(campaignId, 'bao-first', tag, 1);
    await expect.poll(() => campaignStatus(lan.page, campaignId).then((s) => `${s.handed} handed, ${s.teamSent ?? 0} by a teammate`), { timeout: 60_000 }).toBe('0 handed, 1 by a teammate');

    // Walk 17's post added after the send, a photo, never sent for review.
    const { id: added } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: `${tag} — chè khúc bạch, added after the send`, scheduled_at: `${Y}-02-02T09:00`, timezone: 'UTC' } });
    await callValue(lan.page, 'photos.add', { draftId: added, urls: ['https://images.example.com/w19-che.jpg'] });
    await callValue(lan.page, 'campaigns.addDrafts', { id: campaignId, draftIds: [added] });

    const page = lan.page;
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.goto(`${lan.host.origin}/#/campaigns/${encodeURIComponent(campaignId)}`);
      await page.click('[data-tab="send"]');
      await expect.poll(() => texts(page, 'send-team-sent'), { timeout: 20_000 }).toEqual([lang === 'en' ? '· 1 sent by Bảo (a teammate)' : '· 1 bài do Bảo (thành viên nhóm) gửi']);
      // Finding 6: the batch line names who sent it, as the state line above does.
      await expect.poll(() => page.locator('[data-testid="batches"] [data-legend]').allTextContents().then((xs) => xs.map(clean)), { timeout: 20_000 })
        .toEqual([lang === 'en' ? '1 scheduled at the Hub (sent by Bảo)' : '1 đã hẹn giờ trên Hub (do Bảo gửi)']);
      const aria = (await page.locator('[data-testid="batches"] .bar').getAttribute('aria-label')) ?? '';
      expect(aria).toBe(lang === 'en' ? '1 scheduled at the Hub (sent by Bảo)' : '1 đã hẹn giờ trên Hub (do Bảo gửi)');
      // The Send tab says why the added post is held (the reason the Posts tab's row now says too).
      const main = clean(await page.locator('main').textContent());
      expect(main).toContain(lang === 'en' ? 'not sent for review yet' : 'chưa được gửi để duyệt');
      await closeToasts(page);
      await themes(page, 'w19campaign/lan-send-tab', lang);

      // Finding 4: the added post's row says why it is not sent, never a bare "not sent".
      await open(page, campaignId, 'posts');
      await expect.poll(() => cell(page, added), { timeout: 20_000 }).toBe(lang === 'en' ? 'not sent (not sent for review yet)' : 'chưa gửi (chưa được gửi để duyệt)');
      expect(await cell(page, sent)).toBe(lang === 'en' ? 'sent by Bảo' : 'Bảo đã gửi');
      await closeToasts(page);
      await themes(page, 'w19campaign/lan-posts-tab', lang);
      await page.locator('[data-testid="campaign-posts"]').evaluate((t) => { (t.closest('.vt') as HTMLElement).scrollLeft = 10_000; });
      await themes(page, 'w19campaign/lan-posts-tab-scrolled', lang);
    }
    await useLanguage(page, 'en');
  }, 300_000);
});
