/// <reference lib="dom" />
/**
 * tidy (s19): a campaign's "Send all for review" / "Approve all" on its Review tab are shown as the
 * core decides them (`review.campaignOf`, team/campaign-verdict.ts), never worked out again on the
 * screen. First the screen and the core agree (two drafts: Send all open, Approve all shut, not sent
 * for review); then the core's answer is changed on its way to the page (the posts' own verdicts left
 * as they are) and the screen follows it: a screen that re-derived the verdict from the posts would
 * still open Send all and say "not sent for review". Shots light/dark × en/vi of the true state.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CampaignReviewDto } from '../../src-main/bridge/contract';
import { callValue, themes, uiSession, useLanguage } from './helpers/session';

const s = uiSession({ name: 'ui-campaign-verdict', host: { env: { POSTROOM_MEMBER: 'Lan' } } });

const flat = (t: string | null): string => (t ?? '').replace(/\s+/g, ' ').trim();

async function openReviewTab(page: Page, campaignId: string): Promise<void> {
  await page.evaluate(() => { location.hash = '#/campaigns'; });
  await page.evaluate((id) => { location.hash = `#/campaigns/${id}`; }, campaignId);
  await page.click('[data-tab="review"]');
  await page.waitForSelector('[data-testid="campaign-review-rows"] tr[data-draft-id]');
}

describe("a campaign's 'all' buttons say the core's verdict", () => {
  it('agree with the core, then follow the core when its answer differs from what the posts would suggest', async () => {
    const { page } = s.browser;
    await page.goto(s.host.url);
    const ids: string[] = [];
    for (const caption of ['Bánh mì sáng thứ Hai', 'Cà phê muối mới']) ids.push((await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['x'], caption } })).id);
    // Walk 43a (4): each with a photo, so it can be published as it is (Send all for review leaves a post that cannot).
    for (const id of ids) await callValue(page, 'photos.add', { draftId: id, urls: ['https://cdn.example.com/campaign-verdict.jpg'] });
    const camp = await callValue<{ id: string }>(page, 'campaigns.create', { name: 'Tết 2027' });
    await callValue(page, 'campaigns.addDrafts', { id: camp.id, draftIds: ids });

    // The core and the screen agree: two drafts may be sent; Approve all is refused (not sent for review).
    const core = await callValue<CampaignReviewDto>(page, 'review.campaignOf', { campaignId: camp.id });
    expect(core.all).toEqual({ submit: { do: 'allowed', n: 2 }, approve: { do: 'refused', reason: 'not_submitted', draftId: ids[0] } });
    await openReviewTab(page, camp.id);
    await expect.poll(() => page.isEnabled('[data-testid="review-submit-all"]'), { timeout: 10_000 }).toBe(true);
    expect(await page.isDisabled('[data-testid="review-approve-all"]')).toBe(true);
    // w15review: the reader may send it themself: the reason says so (was "it has not been sent for review").
    expect(flat(await page.textContent('[data-testid="review-approve-all-why"]'))).toBe('Approve all: not now — not sent for review yet — you can send it');
    await themes(page, 'campaign-verdict', 'en');
    await useLanguage(page, 'vi');
    await openReviewTab(page, camp.id);
    await expect.poll(() => page.isEnabled('[data-testid="review-submit-all"]'), { timeout: 10_000 }).toBe(true);
    expect(flat(await page.textContent('[data-testid="review-approve-all-why"]'))).toMatch(/^Phê duyệt tất cả: chưa được — /);
    await themes(page, 'campaign-verdict', 'vi');
    await useLanguage(page, 'en');

    // The core's verdict changed on its way (the posts still drafts): the screen says the core's, not its own.
    await page.route('**/bridge/review.campaignOf', async (route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as { ok: true; value: CampaignReviewDto };
      answer.value.all = { submit: { do: 'nothing' }, approve: { do: 'refused', reason: 'own_post', draftId: ids[1]! } };
      await route.fulfill({ response, json: answer });
    });
    try {
      await openReviewTab(page, camp.id);
      await expect.poll(async () => flat(await page.textContent('[data-testid="review-approve-all-why"]').catch(() => null)), { timeout: 10_000 })
        .toBe('Approve all: not now — you wrote this post, and this team does not let authors approve their own posts');
      expect(await page.isDisabled('[data-testid="review-submit-all"]')).toBe(true);
      expect(flat(await page.textContent('[data-testid="review-submit-all-why"]'))).toBe('Every post is already in review or approved.');
      // The rows still say what the posts are (drafts): only the verdicts came from the changed answer.
      expect(await page.locator('[data-testid="campaign-review-rows"] tr[data-draft-id]').count()).toBe(2);
    } finally {
      await page.unroute('**/bridge/review.campaignOf');
    }
  });
});
