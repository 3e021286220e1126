/// <reference lib="dom" />
/**
 * w11all (walk 11, issue 34), the walk's own scene on one real team server and one sandbox Hub (each started once for
 * the file): Lan (editor) sends her campaign's three posts for review; Bảo (approver) asks for changes on one, and his
 * "Approve all" is OPEN, says it takes 2 and leaves 1, approves the two (Lan's laptop sees them approved: the team
 * server took each write) and its line says "2 approved; 1 left: changes requested by you — waits for Lan’s edit".
 * Walk 11: shut, its reason telling Bảo to edit the post. Shots light/dark en.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserTeam } from './helpers/team';
import { closeToasts, useLanAndBao } from './helpers/review-team';
import { callValue, themes } from './helpers/session';

const team = browserTeam('postroom-ui-approve-some-team-', { seed: 11, faults: 'none' }, { teamName: 'Sóng Agency' });
const members = useLanAndBao(team, 'approver');
const flat = (t: string | null): string => (t ?? '').replace(/\s+/g, ' ').trim();
interface CampaignReview { reviews: Record<string, { state: string }> }

describe("Bảo's Approve all on Lan's campaign with one post sent back", () => {
  it('approves the two waiting, leaves the one with changes requested, and says so', async () => {
    const { lan, bao } = members;
    const ids: string[] = [];
    for (const caption of ['Mở bán vé Tết', 'Cảm ơn mọi người', 'Giờ mở cửa Tết']) {
      ids.push((await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption } })).id);
    }
    // Walk 43a (4): each with a photo, so it can be published as it is (Send all for review leaves a post that cannot).
    for (const id of ids) await callValue(lan.page, 'photos.add', { draftId: id, urls: ['https://cdn.example.com/approve-some.jpg'] });
    const camp = await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: 'Tết 2027' });
    await callValue(lan.page, 'campaigns.addDrafts', { id: camp.id, draftIds: ids });
    await callValue(lan.page, 'review.campaign', { campaignId: camp.id, action: 'submit' });
    const statesOn = (p: Page): Promise<string[]> => callValue<CampaignReview>(p, 'review.campaignOf', { campaignId: camp.id }).then((r) => ids.map((id) => r.reviews[id]?.state ?? '-')).catch(() => []);
    await expect.poll(() => statesOn(bao.page), { timeout: 60_000 }).toEqual(['in_review', 'in_review', 'in_review']);
    await callValue(bao.page, 'review.act', { draftId: ids[1], action: 'request_changes', comment: 'Ảnh ấm hơn nhé' });

    const page = bao.page;
    await page.goto(`${bao.host.origin}/#/campaigns/${encodeURIComponent(camp.id)}`);
    await page.click('[data-tab="review"]', { timeout: 20_000 });
    const button = page.locator('[data-testid="review-approve-all"]');
    await expect.poll(() => button.isEnabled(), { timeout: 20_000 }).toBe(true);
    await expect.poll(async () => flat(await page.textContent('[data-testid="review-approve-all-why"]').catch(() => null)), { timeout: 10_000 })
      .toBe('Approve all takes 2 posts now and leaves 1 post: changes requested by you — waits for Lan’s edit');
    await button.click();
    await expect.poll(async () => flat(await page.textContent('[data-testid="review-all-result"]').catch(() => null)), { timeout: 10_000 })
      .toBe('2 approved; 1 left: changes requested by you — waits for Lan’s edit');
    await closeToasts(page);
    await themes(page, 'w11all/campaign-review-approve-some-team', 'en');
    // The team server took each approval: Lan's laptop sees them.
    await expect.poll(() => statesOn(lan.page), { timeout: 60_000 }).toEqual(['approved', 'changes_requested', 'approved']);
  }, 240_000);
});
