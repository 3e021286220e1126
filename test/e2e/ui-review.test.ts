/**
 * Review and approval in the app (issue 34 items 2 and 4), in Chromium over the web host: in
 * Compose a post is sent for review, commented (a reply, an @mention), sent back with changes
 * requested, sent again and approved; the Review queue's boxes and the sidebar's count say where
 * each post is; a campaign's Review tab says what "Approve all" would leave beside a post with changes
 * requested (w11all), downloads the client preview, which is opened in Chromium as a client would,
 * decided on, and its decisions file imported back; a tampered copy is refused with words, not a
 * code. The workspace is not a team's: its one person (POSTROOM_MEMBER=Lan) is its owner and
 * approves their own posts (review.ts SOLO_REVIEW_SETTINGS). Screenshots light/dark × en/vi of the
 * queue, Compose with comments and the campaign's Review tab.
 * w26dates: the posts' times are in February of the year after today's (they were 2027's), ahead of the real clock.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call, callValue, themes, uiSession, useLanguage } from './helpers/session';
import { nextYear } from '../helpers/ahead';

const s = uiSession({ name: 'ui-review', host: { env: { POSTROOM_MEMBER: 'Lan' } } });

interface Draft { id: string }
interface PostReview { draftId: string; state: string; stale: boolean; last: { action: string; by: string; at: string } | null }
interface ReviewList { rows: Array<PostReview & { box: string }>; counts: Record<string, number> }

const CAPTIONS = ['Bánh mì sáng thứ Hai: giảm 20% trước 9 giờ', 'Cà phê muối mới: thử ngay hôm nay', 'Spring menu tasting on Friday'];

const toastText = (page: Page): Promise<string> => page.locator('[data-testid="toast"]').allTextContents().then((t) => t.join(' | '));
const closeToasts = (page: Page): Promise<void> => page.locator('[data-testid="toast"] button:not(.primary)').evaluateAll((bs) => bs.forEach((b) => (b as HTMLButtonElement).click()));
const panelState = (page: Page): Promise<string | null> => page.locator('[data-testid="review-panel"] [data-review-state]').getAttribute('data-review-state');
const count = (page: Page, box: string): Promise<string | null> => page.locator(`[role="tab"][data-box="${box}"] .count`).textContent();

describe('review and approval in the app', () => {
  const ids: string[] = [];
  let campaignId = '';

  it('in Compose: send for review, comment with a reply and a mention, request changes, send again, approve', async () => {
    const { page, errors } = s.browser;
    await page.goto(s.host.url);
    for (const [i, caption] of CAPTIONS.entries()) {
      const d = await callValue<Draft>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['x', 'facebook'], caption, scheduled_at: `${nextYear()}-02-0${i + 1}T09:00:00`, timezone: 'Asia/Ho_Chi_Minh' } });
      ids.push(d.id);
    }
    const camp = await callValue<{ id: string }>(page, 'campaigns.create', { name: 'Tết 2027' });
    campaignId = camp.id;
    await callValue(page, 'campaigns.addDrafts', { id: campaignId, draftIds: ids });
    const [a, b, c] = ids as [string, string, string];

    await page.goto(`${s.host.url}#/compose/${a}`);
    await expect.poll(() => panelState(page), { timeout: 20_000 }).toBe('draft');
    // A draft: approving is refused, and the button says why (the table's reason).
    expect(await page.locator('[data-testid="review-panel"] [data-review-act="approve"]').isDisabled()).toBe(true);
    expect(await page.locator('[data-testid="review-panel"] [data-why~="approve"]').textContent()).toContain('it has not been sent for review');
    // No count in the sidebar while nothing waits.
    expect(await page.locator('[data-testid="review-count"]').count()).toBe(0);

    await page.click('[data-testid="review-panel"] [data-review-act="submit"]');
    await expect.poll(() => panelState(page)).toBe('in_review');
    // reviewui: one's own actions do not notify (only teammates' do); the panel says it.
    expect(await toastText(page)).not.toContain('Lan sent a post for review');
    await expect.poll(() => page.locator('[data-testid="review-count"]').textContent()).toBe('1');
    expect(await page.locator('[data-testid="review-last"]').textContent()).toContain('sent for review by Lan');

    // A comment with an @mention chosen from the list, then a reply under it.
    await page.fill('[data-testid="comment-body"]', 'Giờ đăng ổn chứ? @');
    await page.click('[data-mention="Lan"]');
    expect(await page.inputValue('[data-testid="comment-body"]')).toBe('Giờ đăng ổn chứ? @Lan ');
    await page.click('[data-testid="comment-post"]');
    await expect.poll(() => page.locator('[data-testid="review-comments"] li[data-depth="0"]').count()).toBe(1);
    await expect.poll(() => page.locator('[data-testid="review-comments"] li[data-depth="0"]').textContent()).toContain('mentions Lan');
    await page.click('[data-testid="comment-reply"]');
    await page.fill('[data-testid="comment-body"]', 'Yes: 09:00 Saigon time.');
    await page.click('[data-testid="comment-post"]');
    await expect.poll(() => page.locator('[data-testid="review-comments"] li[data-depth="1"]').textContent()).toContain('Yes: 09:00 Saigon time.');
    expect(await toastText(page)).not.toContain('Lan commented on');

    // Request changes: a note is asked for first.
    await page.click('[data-testid="review-panel"] [data-review-act="request_changes"]');
    expect(await page.locator('[data-testid="changes-send"]').isDisabled()).toBe(true);
    await page.fill('[data-testid="changes-note"]', 'Ảnh tối quá, làm sáng hơn');
    await page.click('[data-testid="changes-send"]');
    await expect.poll(() => panelState(page)).toBe('changes_requested');
    expect(await toastText(page)).not.toContain('Lan sent “Bánh mì sáng thứ Hai');
    await expect.poll(() => page.locator('[data-testid="review-comments"] li').count()).toBe(3); // the request's note is a comment too
    await expect.poll(() => page.locator('[data-testid="review-count"]').count()).toBe(0);

    await page.click('[data-testid="review-panel"] [data-review-act="submit"]');
    await expect.poll(() => panelState(page)).toBe('in_review');
    await page.click('[data-testid="review-panel"] [data-review-act="approve"]');
    await expect.poll(() => panelState(page)).toBe('approved');
    expect(await toastText(page)).not.toContain('Lan approved');
    expect(await page.locator('[data-testid="review-last"]').textContent()).toContain('approved by Lan');
    expect(await page.locator('[data-testid="review-panel"] [data-review-act="approve"]').isDisabled()).toBe(true);
    expect(await page.locator('[data-testid="review-panel"] [data-why~="approve"]').textContent()).toContain('it is already approved');
    expect(await page.locator('[data-testid="review-edit-warn"]').textContent()).toBe('Approved: any edit of its content sends it back to review.');

    // The core agrees with the screen.
    const got = await callValue<Record<string, PostReview>>(page, 'review.get', { draftIds: [a] });
    expect([got[a]!.state, got[a]!.last?.action, got[a]!.last?.by]).toEqual(['approved', 'approve', 'Lan']);

    await closeToasts(page);
    await themes(page, 'review-compose', 'en');
    await useLanguage(page, 'vi');
    await expect.poll(() => panelState(page), { timeout: 20_000 }).toBe('approved');
    expect(await page.locator('[data-testid="review-panel"] [data-review-state]').textContent()).toContain('Đã duyệt');
    // w23dups: the month and year of the approval (this real clock's; it was November 2026, written out).
    const approvedAt = new Date(got[a]!.last!.at);
    expect(await page.locator('[data-testid="review-last"]').textContent()).toMatch(new RegExp(`^Lan đã duyệt · \\d\\d:\\d\\d \\d+ thg ${approvedAt.getMonth() + 1}, ${approvedAt.getFullYear()}$`)); // the time in Vietnamese too
    await themes(page, 'review-compose', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');

    // Edited after approval: back in review at once (derived from the content, nothing written); the edit undone, approved again.
    await expect.poll(() => panelState(page), { timeout: 20_000 }).toBe('approved');
    await page.locator('[data-testid="caption"]').press('End');
    await page.locator('[data-testid="caption"]').pressSequentially(' !');
    await expect.poll(() => page.locator('[data-testid="review-panel"] [data-review-state]').getAttribute('data-stale'), { timeout: 20_000 }).toBe('');
    expect(await panelState(page)).toBe('in_review');
    expect(await page.locator('[data-testid="review-panel"] [data-review-state]').textContent()).toContain('Edited since it was approved: back in review');
    await page.click('button:has-text("Undo")');
    await expect.poll(() => panelState(page), { timeout: 20_000 }).toBe('approved');

    // b in review (waits for me: the owner approves), c sent back: the queue's boxes.
    await callValue(page, 'review.act', { draftId: b, action: 'submit' });
    await callValue(page, 'review.act', { draftId: c, action: 'submit' });
    await callValue(page, 'review.act', { draftId: c, action: 'request_changes', comment: 'Wrong date' });
    expect(errors).toEqual([]);
  });

  it('the Review queue: its boxes, counts and actions, the sidebar count', async () => {
    const { page, errors } = s.browser;
    const [a, b, c] = ids as [string, string, string];
    await page.goto(`${s.host.url}#/review`);
    await expect.poll(() => count(page, 'waiting_for_me'), { timeout: 20_000 }).toBe('1');
    const list = await callValue<ReviewList>(page, 'review.list', {});
    expect(list.counts).toEqual({ waiting_for_me: 1, i_sent: 0, came_back: 2, other: 0 });
    expect(await count(page, 'i_sent')).toBe('0');
    expect(await count(page, 'came_back')).toBe('2');
    expect(await page.locator('[data-testid="review-count"]').textContent()).toBe('1');
    expect(await page.locator('[data-testid="review-me"]').textContent()).toContain('you are its owner and approve your own posts');
    const row = page.locator(`[data-testid="review-rows"] tr[data-draft-id="${b}"]`);
    expect(await row.textContent()).toContain('Cà phê muối mới');
    expect(await row.textContent()).toContain('Lumen');
    expect(await row.locator('[data-review-state]').textContent()).toContain('In review');
    await themes(page, 'review-queue', 'en', { closeToasts: true });
    await page.click('[role="tab"][data-box="came_back"]');
    await expect.poll(() => page.locator('[data-testid="review-rows"] tbody tr').count()).toBe(2);
    expect(await page.locator(`tr[data-draft-id="${a}"] [data-review-state]`).getAttribute('data-review-state')).toBe('approved');
    expect(await page.locator(`tr[data-draft-id="${c}"] [data-review-state]`).getAttribute('data-review-state')).toBe('changes_requested');
    await themes(page, 'review-queue-came-back', 'en', { closeToasts: true });

    // Approve b from the queue: it leaves "Waiting for me", the sidebar count goes.
    await page.click('[role="tab"][data-box="waiting_for_me"]');
    await page.click(`tr[data-draft-id="${b}"] [data-review-act="approve"]`);
    await expect.poll(() => count(page, 'waiting_for_me')).toBe('0');
    await expect.poll(() => count(page, 'came_back')).toBe('3');
    await expect.poll(() => page.locator('[data-testid="review-count"]').count()).toBe(0);
    expect(await page.locator('[data-testid="review-empty"]').textContent()).toBe('Nothing waits for your approval.');
    // Back in review for the screenshots of the box with a row.
    await callValue(page, 'review.act', { draftId: b, action: 'withdraw' });
    await callValue(page, 'review.act', { draftId: b, action: 'submit' });
    await useLanguage(page, 'vi');
    await expect.poll(() => count(page, 'waiting_for_me'), { timeout: 20_000 }).toBe('1');
    expect(await page.locator('[role="tab"][data-box="waiting_for_me"]').textContent()).toContain('Chờ tôi duyệt');
    await themes(page, 'review-queue', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');
    expect(errors).toEqual([]);
  });

  it("a campaign's Review tab: approve all open beside a post with changes requested (it leaves it, and says so), the client preview opened in Chromium, its decisions imported back, a tampered copy refused", async () => {
    const { page, context, errors } = s.browser;
    const [a, b, c] = ids as [string, string, string];
    await page.goto(`${s.host.url}#/campaigns/${campaignId}`);
    await page.click('[data-tab="review"]', { timeout: 20_000 });
    const summary = page.locator('[data-testid="campaign-review-summary"]');
    await expect.poll(() => summary.textContent(), { timeout: 20_000 }).toBe('1 of 3 approved · 1 in review · 1 with changes requested · 0 not sent for review');
    // w11all (walk 11): no longer all or nothing: c has changes requested, so Approve all would approve b and leave c,
    // and says so before it is pressed (the core's verdict, review.campaignOf); not pressed here (b is the client's to decide).
    const approveAllButton = page.locator('[data-testid="review-approve-all"]');
    await expect.poll(() => approveAllButton.isEnabled(), { timeout: 20_000 }).toBe(true);
    expect(await approveAllButton.getAttribute('title')).toMatch(/^Approve all takes 1 post now and leaves 1 post: changes requested by \S+ — waits for \S+’s edit$/);
    expect(await summary.textContent()).toBe('1 of 3 approved · 1 in review · 1 with changes requested · 0 not sent for review');
    expect(await page.locator(`tr[data-draft-id="${b}"] [data-review-state]`).getAttribute('data-review-state')).toBe('in_review');
    await themes(page, 'review-campaign', 'en', { closeToasts: true });

    // The client preview: downloaded through the browser, opened in Chromium as a client would.
    await page.click('[data-testid="review-preview-open"]');
    await page.fill('[data-testid="review-preview-zone"]', 'Asia/Ho_Chi_Minh');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="review-preview-download"]')]);
    expect(download.suggestedFilename()).toBe('postroom-preview-Tet-2027.html');
    await expect.poll(() => toastText(page)).toContain('Saved postroom-preview-Tet-2027.html: 3 posts.');
    const html = readFileSync(await download.path(), 'utf8');
    const file = join(s.dataDir, 'preview.html');
    writeFileSync(file, html);
    const client = await context.newPage();
    await client.goto(`file://${file}`);
    await expect.poll(() => client.locator('#count').textContent()).toBe('Decided: 0 of 3');
    // Times in the client's zone: 09:00 in Saigon as the post says.
    expect(await client.locator(`article[data-draft-id="${b}"]`).textContent()).toContain('09:00');
    await client.locator(`article[data-draft-id="${b}"] button.approve`).click();
    const cPost = client.locator(`article[data-draft-id="${c}"]`);
    await cPost.locator('button.changes').click();
    await cPost.locator('textarea').fill('Please move it to the 5th');
    await expect.poll(() => client.locator('#count').textContent()).toBe('Decided: 2 of 3');
    const [decided] = await Promise.all([client.waitForEvent('download'), client.locator('#download').click()]);
    const decisions = readFileSync(await decided.path(), 'utf8');
    await client.close();

    // A tampered copy first: refused in words, nothing changed.
    const tampered = join(s.dataDir, 'tampered.json');
    writeFileSync(tampered, JSON.stringify({ ...JSON.parse(decisions), digest: 'a'.repeat(64) }));
    await closeToasts(page);
    await page.setInputFiles('[data-testid="review-decisions-file"]', tampered);
    await expect.poll(() => toastText(page)).toContain('The decisions were not imported: Postroom’s own check');
    expect(await toastText(page)).toContain('was changed after the preview page made it');
    expect(await page.locator('[data-testid="toast-detail"]').textContent()).toBe('decisions_tampered');
    expect(await summary.textContent()).toBe('1 of 3 approved · 1 in review · 1 with changes requested · 0 not sent for review');

    const good = join(s.dataDir, 'decisions.json');
    writeFileSync(good, decisions);
    await closeToasts(page);
    await page.setInputFiles('[data-testid="review-decisions-file"]', good);
    await expect.poll(() => toastText(page)).toContain('The client’s decisions are in: 1 approved by you, 1 already with changes requested.');
    await expect.poll(() => summary.textContent()).toBe('2 of 3 approved · 0 in review · 1 with changes requested · 0 not sent for review');
    const got = await callValue<Record<string, PostReview>>(page, 'review.get', { draftIds: [a, b, c] });
    expect([got[b]!.state, got[b]!.last?.by, got[c]!.state]).toEqual(['approved', 'Lan', 'changes_requested']); // Lan's own approval, relaying the client
    const comments = await callValue<{ comments: Array<{ author: string; body: string }> }>(page, 'review.comments', { draftId: c });
    expect(comments.comments.at(-1)).toMatchObject({ author: 'client (via Lan)', body: 'Please move it to the 5th' });
    expect(await page.locator(`tr[data-draft-id="${b}"]`).textContent()).toContain('approved by Lan');
    expect(await page.locator(`[data-testid="review-import-report"] li[data-draft-id="${b}"]`).getAttribute('data-outcome')).toBe('approved');
    await closeToasts(page);
    await themes(page, 'review-campaign-decided', 'en');

    await useLanguage(page, 'vi');
    await page.click('[data-tab="review"]', { timeout: 20_000 });
    await expect.poll(() => summary.textContent(), { timeout: 20_000 }).toBe('2 / 3 đã duyệt · 0 đang duyệt · 1 cần sửa · 0 chưa gửi duyệt');
    expect(await page.locator(`tr[data-draft-id="${b}"]`).textContent()).toContain('Lan');
    await themes(page, 'review-campaign', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');

    // A refusal straight from the bridge keeps its typed code and the table's reason.
    const r = await call(page, 'review.act', { draftId: a, action: 'approve' });
    expect(r.ok ? null : [r.error.code, (r.error as { details?: { reason?: string } }).details?.reason]).toEqual(['refused', 'already_approved']);
    expect(errors).toEqual([]);
  });
});
