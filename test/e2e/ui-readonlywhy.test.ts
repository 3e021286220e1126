/// <reference lib="dom" />
/**
 * readonlywhy (issue 34, walk 4), in a real browser on one real team server and one sandbox Hub (each
 * started once for the file). Lan is an editor: her campaign's Review tab has "Approve all" shut with
 * the core's own reason (an editor may not approve; pressing it was refused), and "Send all for review"
 * shut once every post is in review — the core, asked the same, refuses the same. Then her token is
 * revoked: Compose's read-only banner and Publish line say the token was revoked, never the viewer's
 * "You are a viewer". Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamServer } from '../../src-main/team-server';
import { browserTeam, type TeamMember } from './helpers/team';
import { call, callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-readonlywhy-', { seed: 34, faults: 'none' });
let server: TeamServer;
let lan: TeamMember;
let campaignId = '';
let draftId = '';

const flat = (s: string | null): string => (s ?? '').replace(/\s+/g, ' ').trim();
const closeToasts = (page: Page): Promise<void> => page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="toast"] > button[aria-label]').forEach((b) => b.click()));

beforeAll(async () => {
  ({ server } = await team.start());
  lan = await team.member('Lan', 'editor');
  await team.join(lan);
  const ids: string[] = [];
  for (const caption of ['Mở bán vé Tết', 'Cảm ơn mọi người']) {
    const d = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption } });
    ids.push(d.id);
    // Walk 43a (4): each with a photo, so it can be published as it is (Send all for review leaves a post that cannot).
    await callValue(lan.page, 'photos.add', { draftId: d.id, urls: ['https://cdn.example.com/readonlywhy.jpg'] });
  }
  draftId = ids[0]!;
  const c = await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: 'Tết 2027' });
  campaignId = c.id;
  await callValue(lan.page, 'campaigns.addDrafts', { id: campaignId, draftIds: ids });
}, 240_000);

afterAll(() => team.stop());

async function openReviewTab(page: Page): Promise<void> {
  await page.evaluate((id) => { location.hash = `#/campaigns/${id}`; }, campaignId);
  await page.click('[data-tab="review"]');
  await page.waitForSelector('[data-testid="campaign-review-rows"] tr[data-draft-id]');
}

describe('read-only, with the true reason', () => {
  it("an editor's campaign Review tab: Approve all shut with why (the core refuses it too); Send all open, then shut once all are in review", async () => {
    const { page } = lan;
    await openReviewTab(page);
    // Drafts: an editor may send them for review; Approve all is shut (not sent yet, and not hers to approve).
    await expect.poll(() => page.isEnabled('[data-testid="review-submit-all"]'), { timeout: 10_000 }).toBe(true);
    expect(await page.isDisabled('[data-testid="review-approve-all"]')).toBe(true);
    await page.click('[data-testid="review-submit-all"]');
    await expect.poll(() => page.isDisabled('[data-testid="review-submit-all"]'), { timeout: 10_000 }).toBe(true);
    expect(flat(await page.textContent('[data-testid="review-submit-all-why"]'))).toBe('Every post is already in review or approved.');
    // In review now: Approve all stays shut, with the editor's reason — and the core says the same when asked.
    expect(await page.isDisabled('[data-testid="review-approve-all"]')).toBe(true);
    expect(flat(await page.textContent('[data-testid="review-approve-all-why"]'))).toMatch(/^Approve all: not now — /);
    const asked = await call(page, 'review.campaign', { campaignId, action: 'approve' });
    expect(asked.ok).toBe(false);
    expect(!asked.ok && (asked.error as { details?: { reason?: string } }).details?.reason).toBe('not_an_approver');
    expect(await page.getAttribute('[data-testid="review-approve-all"]', 'title')).toContain('not now');
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await openReviewTab(page);
      await expect.poll(() => page.isDisabled('[data-testid="review-approve-all"]')).toBe(true);
      if (lang === 'vi') expect(flat(await page.textContent('[data-testid="review-approve-all-why"]'))).toMatch(/^Phê duyệt tất cả: chưa được — /);
      await closeToasts(page);
      await themes(page, 'readonlywhy/campaign-review-editor', lang);
    }
  });

  it("a revoked laptop's Compose says the token was revoked, never the viewer's words", async () => {
    const { page } = lan;
    await useLanguage(page, 'en');
    await server.revokeMember('Lan');
    await expect.poll(async () => (await callValue<{ state: string }>(page, 'team.status', {})).state, { timeout: 60_000 }).toBe('revoked');
    await page.evaluate((id) => { location.hash = `#/compose/${encodeURIComponent(id)}`; }, draftId);
    await page.waitForSelector('[data-testid="composer"]');
    for (const lang of ['en', 'vi'] as const) {
      // (useLanguage reloads the page: the team status is read afresh, so the sidebar and the screen say one thing.)
      await useLanguage(page, lang);
      await page.waitForSelector('[data-testid="team-line"][data-key="revoked"]', { timeout: 20_000 });
      await page.waitForSelector('[data-testid="read-only"]', { timeout: 20_000 });
      expect(await page.getAttribute('[data-testid="read-only"]', 'data-why')).toBe('revoked');
      const banner = flat(await page.textContent('[data-testid="read-only"]'));
      expect(banner).toBe(lang === 'en'
        ? 'The team revoked this computer’s token: you can read this draft, not change it. Ask the team’s owner for a new token and join again in Settings.'
        : 'Nhóm đã thu hồi mã của máy này: bạn có thể đọc bản nháp, không thay đổi được. Hãy xin chủ nhóm một mã mới và tham gia lại trong Cài đặt.');
      expect(banner).not.toMatch(/viewer|người xem/);
      expect(flat(await page.textContent('[data-testid="publish-why"]'))).toBe(banner);
      await closeToasts(page);
      await themes(page, 'readonlywhy/compose-revoked', lang);
    }
    // The Library says the same reason.
    await page.click('nav a[data-nav="library"]');
    await page.waitForSelector('[data-testid="library-read-only"]');
    expect(flat(await page.textContent('[data-testid="library-read-only"]'))).toMatch(/^Nhóm đã thu hồi mã của máy này/);
  });
});
