/// <reference lib="dom" />
/**
 * w9 (w9revoked's report): a viewer's campaign Review tab offered "Client preview" and the decisions import, and
 * pressing gave an error toast (the core refuses review writes on a viewer's, a revoked or a left laptop). Both are
 * shut, described by the campaign's read-only line; an editor's stay open. Chi (owner) makes the campaign; Vy
 * (viewer) and Lan (editor) read it, on one real team server and sandbox Hub started once for the file.
 * Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserTeam, type TeamMember } from './helpers/team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-w9-rtab-', { seed: 19, faults: 'none' });
let chi: TeamMember;
let vy: TeamMember;
let lan: TeamMember;
let campaignId = '';

async function openReview(page: Page): Promise<void> {
  await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, campaignId);
  await page.click('[data-tab="review"]');
  await page.waitForSelector('[data-testid="campaign-review"]');
}

beforeAll(async () => {
  await team.start();
  [chi, vy, lan] = await Promise.all([team.member('Chi', 'owner'), team.member('Vy', 'viewer'), team.member('Lan', 'editor')]);
  for (const m of [chi, vy, lan]) await team.join(m);
  const c = await callValue<{ id: string }>(chi.page, 'campaigns.create', { name: 'Mùa thu' });
  const d = await callValue<{ id: string }>(chi.page, 'drafts.create', { draft: { profile_id: 'prof_caphe', platforms: ['instagram'], caption: 'Cà phê mùa thu' } });
  await callValue(chi.page, 'campaigns.addDrafts', { id: c.id, draftIds: [d.id] });
  campaignId = c.id;
  for (const m of [vy, lan]) {
    const end = Date.now() + 60_000;
    while ((await callValue<{ posts: unknown[] }>(m.page, 'campaigns.get', { id: campaignId }).then((x) => x.posts.length).catch(() => 0)) !== 1) {
      if (Date.now() > end) throw new Error(`${m.name} never saw the campaign`);
      await new Promise((r) => setTimeout(r, 150));
    }
  }
}, 240_000);

afterAll(() => team.stop());

describe("the campaign Review tab's client preview and decisions import", () => {
  it("a viewer's are shut, described by the campaign's read-only line", async () => {
    const { page } = vy;
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await openReview(page);
      await expect.poll(() => page.locator('[data-testid="review-preview-open"]').isDisabled()).toBe(true);
      expect(await page.locator('[data-testid="review-decisions-file"]').isDisabled()).toBe(true);
      expect(await page.getAttribute('[data-testid="review-preview-open"]', 'aria-describedby')).toBe('campaign-read-only');
      expect((await page.textContent('#campaign-read-only'))?.trim()).toBe(lang === 'en'
        ? 'You are a viewer on this team: you can read this campaign, not change, import, plan or send it.'
        : 'Bạn là người xem trong nhóm này: bạn có thể xem chiến dịch này, không sửa, nhập, lên lịch hay gửi được.');
      await themes(page, 'w9/review-tab-viewer', lang, { closeToasts: true });
    }
    await useLanguage(page, 'en');
  });

  it("an editor's stay open", async () => {
    await openReview(lan.page);
    await expect.poll(() => lan.page.locator('[data-testid="review-preview-open"]').isDisabled()).toBe(false);
    expect(await lan.page.locator('[data-testid="review-decisions-file"]').isDisabled()).toBe(false);
  });
});
