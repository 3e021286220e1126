/// <reference lib="dom" />
/**
 * heldsend (issue 34, walk 3b): a campaign's posts waiting for approval, told truly in the Send result
 * and marked in the Posts tab, in real browsers on one real team server and one sandbox Hub (each
 * started once for the file): Lan (editor) and Bảo (owner).
 * - Campaign "all waiting" (two posts in review): Send used to say "All 2 posts left are held back for
 *   their problems … Fix them in the Posts tab"; it says they wait for approval by an owner or an approver.
 * - Campaign "mixed" (one in review, one sent back with changes requested, one approved but too long):
 *   Send says each reason with its count (the one sent back waits for an edit, not an approver); the Posts tab marks "In review" and "Changes requested" (the
 *   Review queue's badge) and counts them above the table.
 * Shots light/dark × en/vi of the Send result and the Posts tab.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserTeam } from './helpers/team';
import { reviewSteps, shotsIn, text, useLanAndBao } from './helpers/review-team';
import { callValue, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-heldsend-', { seed: 34, faults: 'none' });
const members = useLanAndBao(team);
const camps = { allWaiting: '', mixed: '' };

const shot = shotsIn('heldsend');
const { inReview, decide } = reviewSteps(members, 'https://images.example.com/heldsend.jpg');

beforeAll(async () => {
  const w1 = await inReview('Bánh mì Hội An — post 1 #banhmi');
  const w2 = await inReview('Cà phê trứng — post 2 #caphe');
  const r = await inReview('Phở bò — post 3, sent back #pho');
  const e = await inReview(`Chè ba màu — post 4, approved but too long ${'rất dài '.repeat(300)}`);
  await decide(r, 'request_changes', 'changes_requested');
  await decide(e, 'approve', 'approved');
  const page = members.lan.page;
  camps.allWaiting = (await callValue<{ id: string }>(page, 'campaigns.create', { name: 'Tết — all waiting' })).id;
  await callValue(page, 'campaigns.addDrafts', { id: camps.allWaiting, draftIds: [w1, w2] });
  camps.mixed = (await callValue<{ id: string }>(page, 'campaigns.create', { name: 'Tết — mixed' })).id;
  await callValue(page, 'campaigns.addDrafts', { id: camps.mixed, draftIds: [w1, r, e] });
}, 300_000);

/** Opens the campaign, runs its dry run, and shows the Send tab. */
async function sendResult(page: Page, id: string): Promise<void> {
  await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, id);
  await page.click('[data-tab="dryRun"]');
  await page.click('[data-testid="dry-run"]');
  await page.waitForSelector('[data-testid="dry-run-table"]');
  await page.click('[data-tab="send"]');
}

describe("a campaign's posts waiting for approval, on Send and the Posts tab", () => {
  it('every post left waits for approval: Send says so and for whom, not "held back for their problems", and offers no Send', async () => {
    const { page } = members.lan;
    await useLanguage(page, 'en');
    await sendResult(page, camps.allWaiting);
    await expect.poll(() => text(page, 'send-all-waiting'), { timeout: 20_000 })
      // w9camp (walk 9, F4): both posts are IN review: ask an approver (not "send them for review").
      .toBe('All 2 posts left are in review: they wait for approval by Bảo, so nothing would be sent until they are approved. Ask an approver (the Review tab), then run the dry run again.');
    expect(await page.locator('[data-testid="send-all-held"]').count()).toBe(0);
    expect(await page.locator('[data-testid="send"]').count()).toBe(0);
    // The old sentence, and no raw code ("0 not sent for their problems" in the state line is the skipped count, true).
    expect(await page.textContent('main')).not.toMatch(/held back for their problems|Fix them|waiting_approval/);
    await shot(page, 'send-all-waiting', 'en');
    await useLanguage(page, 'vi');
    await page.click('[data-tab="send"]');
    await expect.poll(() => text(page, 'send-all-waiting'), { timeout: 10_000 }).toMatch(/^Cả 2 bài còn lại đều đang được xét duyệt: các bài đang chờ Bảo phê duyệt/);
    await shot(page, 'send-all-waiting', 'vi');
    await useLanguage(page, 'en');
  });

  it('some held for a problem, some waiting for approval, one sent back: Send says each, with its count', async () => {
    const { page } = members.lan;
    await useLanguage(page, 'en');
    await sendResult(page, camps.mixed);
    await expect.poll(() => text(page, 'send-held-mixed'), { timeout: 20_000 }).toMatch(/^Nothing would be sent until these are settled; then run the dry run again:/);
    expect(await text(page, 'send-held-errors')).toBe('1 post is held back for its problems: fix it in the Posts tab.');
    expect(await text(page, 'send-held-waiting')).toBe('1 post waits for approval by Bảo (the Review tab).') // w13waits: by name;
    expect(await text(page, 'send-held-changes')).toBe('Bảo asked for changes on 1 post: edit it and send it for review again.'); // sendtab: who asked
    expect(await page.locator('[data-testid="send-all-held"]').count()).toBe(0);
    await shot(page, 'send-mixed', 'en');
    await useLanguage(page, 'vi');
    await page.click('[data-tab="send"]');
    await expect.poll(() => text(page, 'send-held-waiting'), { timeout: 10_000 }).toBe('1 bài đang chờ Bảo phê duyệt (thẻ Xét duyệt).');
    expect(await text(page, 'send-held-errors')).toBe('1 bài bị giữ lại vì có vấn đề: hãy sửa ở thẻ Bài đăng.');
    expect(await text(page, 'send-held-changes')).toBe('Bảo yêu cầu sửa 1 bài: hãy sửa rồi gửi duyệt lại.');
    await shot(page, 'send-mixed', 'vi');
    await useLanguage(page, 'en');
  });

  it('the Posts tab marks the post in review and the one sent back, with the Review queue\'s words, and counts them', async () => {
    const { page } = members.lan;
    await useLanguage(page, 'en');
    await page.click('[data-tab="posts"]');
    await page.waitForSelector('[data-testid="campaign-posts"]');
    await expect.poll(() => page.locator('[data-testid="post-review-state"] [data-review-state]').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-review-state')}:${(e.textContent ?? '').trim()}`)), { timeout: 20_000 })
      .toEqual(['in_review:In review', 'changes_requested:Changes requested', 'approved:Approved']); // poststate: the approved one reads approved, not Draft
    expect(await text(page, 'posts-in-review')).toBe('1 post waits for approval');
    expect(await text(page, 'posts-changes-requested')).toBe('1 post has changes requested');
    await shot(page, 'posts-tab', 'en');
    await useLanguage(page, 'vi');
    await page.click('[data-tab="posts"]');
    await expect.poll(() => text(page, 'posts-in-review'), { timeout: 10_000 }).toBe('1 bài đang chờ duyệt');
    expect(await page.locator('[data-testid="post-review-state"]').allTextContents()).toEqual([expect.stringContaining('Đang duyệt'), expect.stringContaining('Cần sửa'), expect.stringContaining('Đã duyệt')]);
    await shot(page, 'posts-tab', 'vi');
    await useLanguage(page, 'en');
  });
});
