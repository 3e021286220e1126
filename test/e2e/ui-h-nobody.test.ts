/// <reference lib="dom" />
/**
 * h-nobody (walk 41a): Bảo (owner, the team's only approver; authors may not approve their own posts) has a campaign of two
 * of Lan's posts in review, one of which he edited (so nobody may approve it). His campaign header and Send tab said
 * "2 held back (2 waiting for approval by you)". Now both say "1 waiting for approval by you, 1 nobody in this team may
 * approve", from the core's count; the Send tab's held list says the post nobody may approve as its own item, never among
 * "waits for approval by you", the Dry run tab says its rows apart too, and its Posts tab row says nobody may approve it. Two laptops (real browsers through the web host), one real team server. Shots light/dark ×
 * en/vi. Needs the keychain: run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserTeam } from './helpers/team';
import { closeToasts, reviewOn, shotsIn, useLanAndBao } from './helpers/review-team';
import { callValue, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-h-nobody-');
const members = useLanAndBao(team, 'owner');
const shot = shotsIn('h-nobody');
const clean = (t: string | null): string => (t ?? '').replace(/\s+/g, ' ').trim();
const textOf = (page: Page, testid: string): Promise<string> => page.locator(`[data-testid="${testid}"]`).first().textContent({ timeout: 1000 }).then(clean).catch(() => '');

describe("Bảo's campaign of a post he may approve and one he edited (nobody may)", () => {
  it('the header and the Send tab count the post nobody may approve apart', async () => {
    const { lan, bao } = members;
    const post = async (caption: string): Promise<string> => {
      const { id } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption } });
      await callValue(lan.page, 'photos.add', { draftId: id, urls: [`https://images.example.com/h-nobody-${caption.length}.jpg`] });
      await callValue(lan.page, 'review.act', { draftId: id, action: 'submit' });
      return id;
    };
    const mine = await post('Lan: bánh flan cuối tuần');
    const edited = await post('Lan: chè khúc bạch mới');
    await expect.poll(() => reviewOn(bao.page, mine), { timeout: 30_000 }).toBe('in_review');
    await expect.poll(() => reviewOn(bao.page, edited), { timeout: 30_000 }).toBe('in_review');
    // Bảo rewrites the second: his version too, and the team does not let authors approve their own posts.
    await callValue(bao.page, 'drafts.update', { id: edited, patch: { caption: 'Lan: chè khúc bạch mới — Bảo sửa giá' } });
    await expect.poll(() => reviewOn(bao.page, edited), { timeout: 30_000 }).toBe('in_review');
    const campaignId = (await callValue<{ id: string }>(bao.page, 'campaigns.create', { name: 'Tháng 3 — h-nobody' })).id;
    await callValue(bao.page, 'campaigns.addDrafts', { id: campaignId, draftIds: [mine, edited] });

    const page = bao.page;
    await page.setViewportSize({ width: 1400, height: 900 });
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.goto(`${bao.host.origin}/#/campaigns/${encodeURIComponent(campaignId)}`);
      await expect.poll(() => textOf(page, 'campaign-summary'), { timeout: 30_000 }).toBe(lang === 'en'
        ? '2 posts · 2 held back (1 waiting for approval by you, 1 nobody in this team may approve)'
        : '2 bài · 2 bài bị giữ lại (1 bài đang chờ bạn phê duyệt, 1 bài không ai trong nhóm duyệt được)');
      // The Posts tab's rows: the post he edited is nobody's to approve; his other one waits for him.
      const cell = (id: string) => page.locator(`[data-testid="campaign-posts"] tr[data-post-id="${id}"] [data-testid="post-send"]`).textContent({ timeout: 1000 }).then(clean).catch(() => '');
      await expect.poll(() => cell(edited), { timeout: 20_000 }).toBe(lang === 'en' ? 'not sent (nobody in this team may approve it)' : 'chưa gửi (trong nhóm không ai duyệt được bài này)');
      expect(await cell(mine)).toBe(lang === 'en' ? 'not sent (waits for approval by you)' : 'chưa gửi (đang chờ bạn phê duyệt)');
      await closeToasts(page);
      await shot(page, 'bao-posts-tab', lang);
      await page.click('[data-tab="send"]');
      await expect.poll(() => textOf(page, 'send-state'), { timeout: 20_000 }).toContain(lang === 'en'
        ? '2 held back (1 waiting for approval by you, 1 nobody in this team may approve)'
        : '2 bài bị giữ lại (1 bài đang chờ bạn phê duyệt, 1 bài không ai trong nhóm duyệt được)');
      // The held list: one waits for him, the other nobody may approve (said once, with how to go on).
      await expect.poll(() => textOf(page, 'send-held-waiting'), { timeout: 20_000 }).toMatch(lang === 'en' ? /^1 post waits for approval by you/ : /^1 bài đang chờ bạn phê duyệt/);
      expect(await textOf(page, 'send-held-nobody')).toMatch(lang === 'en' ? /^1 post nobody in this team may approve: / : /^1 bài không ai trong nhóm duyệt được: /);
      expect(await page.locator('[data-testid="send-nobody-approves"]').count()).toBe(0);
      expect(clean(await page.locator('main').textContent())).not.toMatch(/2 (posts )?(waiting|wait) for approval by you|2 bài đang chờ bạn phê duyệt/);
      await closeToasts(page);
      await shot(page, 'bao-send-tab', lang);
      // The Dry run tab: its rows the core holds as nobody's are said apart from the one in review for him.
      await page.click('[data-tab="dryRun"]');
      await page.click('[data-testid="dry-run"]');
      await expect.poll(() => textOf(page, 'dry-run-in-review'), { timeout: 20_000 }).toMatch(lang === 'en' ? /^1 post is in review and waits for approval by you/ : /^1 bài .*bạn/);
      expect(await textOf(page, 'dry-run-nobody')).toMatch(lang === 'en' ? /^1 post nobody in this team may approve: / : /^1 bài không ai trong nhóm duyệt được: /);
      await closeToasts(page);
      await shot(page, 'bao-dry-run-tab', lang);
    }
    await useLanguage(page, 'en');
  }, 300_000);
});
