/// <reference lib="dom" />
/**
 * poststate (walk 7): the campaign Posts tab's state column shows each unsent post's review state, as the
 * Library's state column and the calendar's chips do (the core's one derivation, review.get, read by the
 * calendar's rule reviewOfEntry). An approved, untouched post read "Draft" ("Bản nháp"): only posts held by
 * their review showed it. In real browsers on one real team server and one sandbox Hub (started once for
 * the file): Lan (editor) and Bảo (owner). Shots light/dark × en/vi of the Posts tab.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { browserTeam } from './helpers/team';
import { reviewSteps, shotsIn, text, useLanAndBao } from './helpers/review-team';
import { callValue, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-poststate-', { seed: 41, faults: 'none' });
const members = useLanAndBao(team);
let campaign = '';

const shot = shotsIn('poststate');
const { inReview, decide } = reviewSteps(members, 'https://images.example.com/poststate.jpg');

beforeAll(async () => {
  const approved = await inReview('Bánh mì Hội An — approved #banhmi');
  const waiting = await inReview('Cà phê trứng — in review #caphe');
  await decide(approved, 'approve', 'approved');
  const page = members.lan.page;
  const plain = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Phở bò — never sent for review #pho' } });
  campaign = (await callValue<{ id: string }>(page, 'campaigns.create', { name: 'Tết — review states' })).id;
  await callValue(page, 'campaigns.addDrafts', { id: campaign, draftIds: [approved, waiting, plain.id] });
}, 300_000);

/** Each row's state column: its review badge (state:words), else its state's words. */
const stateColumn = () => members.lan.page.locator('[data-testid="campaign-posts"] tbody tr').evaluateAll((rows) => rows.map((r) => {
  const b = r.querySelector('[data-review-state]');
  if (b) return `${b.getAttribute('data-review-state')}:${(b.textContent ?? '').replace(/\s+/g, ' ').trim()}`;
  return (r.querySelector('.state')?.textContent ?? '').trim();
}));

describe("the campaign Posts tab shows each post's review state", () => {
  it('an approved post reads "Approved" (not "Draft"), one in review "In review", one never sent for review "Draft"; only the one in review is counted as waiting', async () => {
    const { page } = members.lan;
    await useLanguage(page, 'en');
    await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, campaign);
    await page.click('[data-tab="posts"]');
    await page.waitForSelector('[data-testid="campaign-posts"]');
    await expect.poll(stateColumn, { timeout: 20_000 }).toEqual(['approved:Approved', 'in_review:In review', 'Draft']);
    expect(await text(page, 'posts-in-review')).toBe('1 post waits for approval');
    await shot(page, 'posts-tab', 'en');
    await useLanguage(page, 'vi');
    await page.click('[data-tab="posts"]');
    await expect.poll(stateColumn, { timeout: 10_000 }).toEqual(['approved:Đã duyệt', 'in_review:Đang duyệt', 'Bản nháp']);
    expect(await text(page, 'posts-in-review')).toBe('1 bài đang chờ duyệt');
    await shot(page, 'posts-tab', 'vi');
    await useLanguage(page, 'en');
  });
});
