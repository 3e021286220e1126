/// <reference lib="dom" />
/**
 * w26left (walk 22 #6, walk 26): after Lan's workspace leaves the team 'Sóng Agency', in a real browser on one real
 * team server and one sandbox Hub (each started once for the file):
 * - the team's campaign kept on her laptop is read-only: the banner names the team and when she left, Rename and
 *   Delete are shut with it, the writing tabs too; the core refuses a change sent anyway (left_team);
 * - her Duplicate of the team's post offers no review step: each button shut, its title naming the team and what to
 *   do ("Rejoin, then send it for review."); the Review screen says no step is written here. Before, "Send for
 *   review" was open and wrote a step the team never had. Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftDto } from '../../src-main/bridge/contract';
import { browserTeam, type TeamMember } from './helpers/team';
import { call, callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-w26left-', { seed: 26, faults: 'none' }, { teamName: 'Sóng Agency' });
let lan: TeamMember;

const CAPTION = 'Khai trương chi nhánh Đà Nẵng — 30/11';
const flat = (s: string | null): string => (s ?? '').replace(/\s+/g, ' ').trim();
const closeToasts = (page: Page): Promise<void> => page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="toast"] > button[aria-label]').forEach((b) => b.click()));

beforeAll(async () => {
  await team.start();
  lan = await team.member('Lan', 'editor');
  await team.join(lan, { key: true });
}, 240_000);

afterAll(() => team.stop());

describe('a workspace out of the team it left', () => {
  it('keeps the team\'s campaign read-only and offers no review step on a Duplicate, each saying why', async () => {
    const { page } = lan;
    const d0 = await callValue<DraftDto>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: CAPTION } });
    await callValue(page, 'photos.add', { draftId: d0.id, urls: ['https://images.example.com/da-nang.jpg'] });
    const camp = await callValue<{ id: string }>(page, 'campaigns.create', { name: 'Đà Nẵng' });
    await callValue(page, 'campaigns.addDrafts', { id: camp.id, draftIds: [d0.id] });
    await callValue(page, 'team.leave', {});
    await expect.poll(async () => (await callValue<{ state: string }>(page, 'team.status', {})).state, { timeout: 20_000 }).toBe('not_a_team');
    const [copy] = await callValue<DraftDto[]>(page, 'drafts.duplicate', { ids: [d0.id] });

    // The team's campaign: read-only, and why.
    await page.goto(`${lan.host.origin}/#/campaigns/${encodeURIComponent(camp.id)}`);
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.waitForSelector('[data-testid="campaign-read-only"][data-left-team]');
      const line = flat(await page.textContent('[data-testid="campaign-read-only"]'));
      expect(line).toMatch(lang === 'en'
        ? /^You left Sóng Agency on .*2026.*: this campaign is kept here read-only\. Duplicate it to plan a copy of your own, or rejoin the team\.$/
        : /^Bạn đã rời Sóng Agency lúc .*2026.*: chiến dịch này được giữ ở đây ở chế độ chỉ đọc\. Hãy Nhân bản để lên kế hoạch cho một bản của riêng bạn, hoặc tham gia lại nhóm\.$/);
      for (const b of ['campaign-rename', 'campaign-delete']) {
        expect(await page.isDisabled(`[data-testid="${b}"]`), b).toBe(true);
        expect(await page.getAttribute(`[data-testid="${b}"]`, 'title'), b).toBe(line);
        expect(await page.getAttribute(`[data-testid="${b}"]`, 'aria-describedby'), b).toBe('campaign-read-only');
      }
      expect(await page.$eval('[data-testid="campaign-writes"]', (f) => (f as HTMLFieldSetElement).disabled)).toBe(true);
      await closeToasts(page);
      await themes(page, 'w26left/campaign-left', lang);
    }
    // Its Review tab (looked at in the shots: the "all" steps shut, the reason said).
    await page.click('[data-tab="review"]');
    await closeToasts(page);
    await themes(page, 'w26left/campaign-review-tab-left', 'en');
    const renamed = await call(page, 'campaigns.rename', { id: camp.id, name: 'đổi tên' });
    expect(!renamed.ok && renamed.error.code).toBe('left_team');

    // Her Duplicate: every review step shut, naming the team and what to do.
    await page.goto(`${lan.host.origin}/#/compose/${encodeURIComponent(copy!.id)}`);
    await page.waitForSelector('[data-testid="composer"]');
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      const submit = page.locator('[data-testid="review-panel"] [data-review-act="submit"]');
      await submit.waitFor();
      expect(await submit.isDisabled()).toBe(true);
      expect(await submit.getAttribute('title')).toBe(lang === 'en'
        ? 'You left Sóng Agency: sending for review needs the team. Rejoin, then send it for review.'
        : 'Bạn đã rời Sóng Agency: gửi duyệt cần có nhóm. Hãy tham gia lại, rồi gửi bài đi duyệt.');
      const why = flat(await page.textContent(`#${await submit.getAttribute('aria-describedby')}`));
      expect(why).toContain(lang === 'en' ? 'you left Sóng Agency: review steps need the team' : 'bạn đã rời Sóng Agency: các bước duyệt cần có nhóm');
      // The comment box too: the team's step, said by name (before: "the team this post belongs to", untrue of her copy).
      expect(flat(await page.textContent('[data-testid="comment-why"]'))).toBe(lang === 'en'
        ? 'You left Sóng Agency: commenting needs the team. Rejoin, then comment.'
        : 'Bạn đã rời Sóng Agency: bình luận cần có nhóm. Hãy tham gia lại, rồi bình luận.');
      await closeToasts(page);
      await themes(page, 'w26left/compose-review-left', lang);
    }
    const sent = await call(page, 'review.act', { draftId: copy!.id, action: 'submit' });
    expect(!sent.ok && sent.error).toMatchObject({ code: 'left_team', message: 'You left Sóng Agency: sending for review needs the team. Rejoin, then send it for review. Nothing was changed.' });

    // The Review screen: no step is written here, her own posts' neither.
    await page.click('nav a[data-nav="review"]');
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.waitForSelector('[data-testid="review-me"]');
      expect(flat(await page.textContent('[data-testid="review-me"]'))).toContain(lang === 'en' ? 'No review step is written here while out of the team' : 'không bước duyệt nào được ghi ở đây');
      await closeToasts(page);
      await themes(page, 'w26left/review-left', lang);
    }
  });
});
