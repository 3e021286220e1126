/// <reference lib="dom" />
/**
 * w28errors (walk 24, 2): a rejoin drops the review rows written while the workspace was out of its team (w26left: the
 * team's server never had them). The CLI's `workspace join` listed them; the app's rejoin in Settings → Team said
 * nothing. Now, in a real browser on one real team server and sandbox Hub (set-up of ui-w26left), after Lan left
 * 'Sóng Agency' and an older build wrote a review step and a comment on her own post, rejoining in Settings → Team
 * lists the step dropped — the post by its caption, the step, who, when — and the counts, said by this computer,
 * until read. Once in English and once in Vietnamese (a reload forgets it, as the CLI says it once). Shots light/dark.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftDto } from '../../src-main/bridge/contract';
import { openLibrary, reviews } from '../../src-main/library';
import { applyReviewAction, memberOf } from '../../src-main/team';
import { browserTeam, type TeamMember } from './helpers/team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-w28errors-', { seed: 28, faults: 'none' }, { teamName: 'Sóng Agency' });
let lan: TeamMember;

const flat = (s: string | null): string => (s ?? '').replace(/\s+/g, ' ').trim();
const closeToasts = (page: Page): Promise<void> => page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="toast"] > button[aria-label]').forEach((b) => b.click()));

beforeAll(async () => {
  await team.start();
  lan = await team.member('Lan', 'editor');
  await team.join(lan, { key: true });
}, 240_000);

afterAll(() => team.stop());

/** Lan leaves; a post of her own gets a review step and a comment from an older build (on this laptop only); she rejoins in Settings → Team. */
async function leaveStepRejoin(page: Page, caption: string): Promise<string> {
  await callValue(page, 'team.leave', {});
  await expect.poll(async () => (await callValue<{ state: string }>(page, 'team.status', {})).state, { timeout: 20_000 }).toBe('not_a_team');
  const own = await callValue<DraftDto>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['x'], caption } });
  const l = openLibrary(join(lan.dataDir, 'library.sqlite'));
  try {
    applyReviewAction(l.db, memberOf(l.workspaces.getCurrent(l.db), { soloName: 'Lan', db: l.db }), { draftId: own.id, action: 'submit', comment: 'Bảo xem giúp' });
    expect(reviews.latest(l.db, own.id)?.state).toBe('in_review');
  } finally {
    l.close();
  }
  await page.click('nav a[data-nav="settings"]');
  const form = page.locator('[data-testid="team-join"]');
  // The form starts with the workspace's name and the team's address (w15cli); the token is asked again.
  await expect.poll(() => form.locator('input[name="team-url"]').inputValue(), { timeout: 10_000 }).not.toBe('');
  expect(await form.locator('input[name="team-workspace-name"]').inputValue()).toBe('Agency');
  await form.locator('input[name="team-token"]').fill(lan.token);
  await form.locator('button[type="submit"]').click();
  await page.waitForSelector('[data-testid="rejoin-dropped"]', { timeout: 60_000 });
  return own.id;
}

describe('the app’s rejoin says what it dropped', () => {
  it('lists the dropped step (post, step, who, when) and the counts, in en and vi, until read', async () => {
    const { page } = lan;
    await page.setViewportSize({ width: 1280, height: 1000 });
    await callValue(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['x'], caption: 'Bài của nhóm' } }); // kept at the leave

    for (const [lang, caption] of [['en', 'Khai trương chi nhánh Đà Nẵng'], ['vi', 'Tuần lễ cà phê Huế']] as const) {
      await useLanguage(page, lang);
      const own = await leaveStepRejoin(page, `${caption}\nGiờ mở cửa 7:00`);
      const box = page.locator('[data-testid="rejoin-dropped"]');
      expect(await box.getAttribute('data-steps')).toBe('1');
      expect(await box.getAttribute('data-comments')).toBe('1');
      const step = box.locator('[data-testid="rejoin-dropped-step"]');
      expect(await step.count()).toBe(1);
      expect(await step.getAttribute('data-draft-id')).toBe(own);
      const text = flat(await box.textContent());
      if (lang === 'en') {
        expect(text).toContain("Rejoining Sóng Agency, this computer dropped what was written here while out of the team (the team's server never had it): 1 review step, 1 comment and 0 client preview rows. The team's server state is kept.");
        expect(flat(await step.textContent())).toMatch(new RegExp(`^“${caption}”: sent for review by Lan, .*2026.*$`));
        expect(text).toContain('Send these posts for review again now that you are back.');
      } else {
        expect(text).toContain('Khi tham gia lại Sóng Agency, máy tính này đã bỏ những gì được ghi ở đây trong lúc ở ngoài nhóm (máy chủ của nhóm chưa từng có chúng): 1 bước duyệt, 1 bình luận và 0 dòng xem trước cho khách hàng.');
        expect(flat(await step.textContent())).toMatch(new RegExp(`^“${caption}”: Lan đã gửi duyệt lúc .*2026.*$`));
      }
      // The post is not in review any more: the team's state is the one truth.
      const r = await callValue<Record<string, { state: string }>>(page, 'review.get', { draftIds: [own] });
      expect(r[own]?.state).toBe('draft');
      await box.scrollIntoViewIfNeeded();
      await closeToasts(page);
      await themes(page, 'w28errors/rejoin-dropped', lang);
      await page.click('[data-testid="rejoin-dropped-dismiss"]');
      expect(await box.count()).toBe(0);
    }
    await useLanguage(page, 'en');
  }, 300_000);
});
