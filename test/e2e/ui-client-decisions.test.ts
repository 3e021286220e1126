/**
 * A client's decisions brought back on a campaign's Review tab (issue 34, reviewcore), in Chromium
 * over the web host: the tab says before the file is picked that a decisions file is not signed;
 * the import report says who made the preview and who brought it back, what each post's decision
 * became, and again that the file is not signed. A file of a preview this library does not know is
 * refused in words, the code behind Details (w11words: not at the end of the message).
 * The workspace is a solo owner's (POSTROOM_MEMBER=Lan), who approves. Screenshots light/dark × en/vi.
 * w26dates: the posts' times are in February of the year after today's (they were 2027's), ahead of the real clock.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callValue, themes, uiSession, useLanguage } from './helpers/session';
import { nextYear } from '../helpers/ahead';

const s = uiSession({ name: 'ui-client-decisions', host: { env: { POSTROOM_MEMBER: 'Lan' } } });

const toastText = (page: Page): Promise<string> => page.locator('[data-testid="toast"]').allTextContents().then((t) => t.join(' | '));
const closeToasts = (page: Page): Promise<void> => page.locator('[data-testid="toast"] button:not(.primary)').evaluateAll((bs) => bs.forEach((b) => (b as HTMLButtonElement).click()));

describe("the client's decisions on a campaign's Review tab", () => {
  it('the report says who made the preview, what each decision became, and that the file is not signed; an unknown preview is refused in words', async () => {
    const { page, errors } = s.browser;
    await page.goto(s.host.url);
    const ids: string[] = [];
    for (const [i, caption] of ['Bánh mì sáng thứ Hai', 'Cà phê muối mới', 'Spring menu tasting'].entries()) {
      ids.push((await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['x'], caption, scheduled_at: `${nextYear()}-02-0${i + 1}T09:00:00`, timezone: 'Asia/Ho_Chi_Minh' } })).id);
    }
    const camp = await callValue<{ id: string }>(page, 'campaigns.create', { name: 'Tết 2027' });
    await callValue(page, 'campaigns.addDrafts', { id: camp.id, draftIds: ids });
    const preview = await callValue<{ content: string }>(page, 'review.preview', { campaignId: camp.id, zone: 'Asia/Ho_Chi_Minh', lang: 'en' });
    const data = JSON.parse(/id="postroom-data">([^<]*)</.exec(preview.content)![1]!) as { exportId: string; campaignId: string; digest: string; posts: Array<{ draftId: string; revision: string }> };
    const decisions = (patch: Record<string, unknown> = {}): string => JSON.stringify({
      format: 'postroom-client-decisions', version: 1, exportId: data.exportId, campaignId: data.campaignId, digest: data.digest, decidedAt: '2026-11-27T03:00:00Z',
      posts: [
        { draftId: data.posts[0]!.draftId, revision: data.posts[0]!.revision, decision: 'approve', note: 'Đẹp lắm' },
        { draftId: data.posts[1]!.draftId, revision: data.posts[1]!.revision, decision: 'request_changes', note: 'Brighter photo, please' },
        { draftId: data.posts[2]!.draftId, revision: data.posts[2]!.revision, decision: null, note: '' }, // h-decisions: the page lists the undecided
      ],
      ...patch,
    });

    await page.goto(`${s.host.url}#/campaigns/${camp.id}`);
    await page.click('[data-tab="review"]', { timeout: 20_000 });
    await expect.poll(() => page.locator('[data-testid="review-decisions-unsigned"]').textContent(), { timeout: 20_000 }).toBe('A decisions file is not signed: import only a file that came from your client.');

    // A preview this library never made: refused in words; the code is a detail, apart from them.
    const unknown = join(s.dataDir, 'unknown.json');
    writeFileSync(unknown, decisions({ exportId: 'never-made' }));
    await page.setInputFiles('[data-testid="review-decisions-file"]', unknown);
    await expect.poll(() => toastText(page)).toContain('a preview that no member of this team made');
    const toast = await toastText(page);
    // w11words (walk 11): the code sits behind Details (hidden until opened), not at the end of the message.
    expect(await page.locator('[data-testid="toast-detail"]').first().textContent()).toBe('decisions_unknown_export');
    expect(await page.locator('[data-testid="toast-detail"]').first().isVisible()).toBe(false);
    expect(await page.locator('[data-testid="toast"] > span').first().innerText()).not.toContain('decisions_unknown_export');
    expect(toast).toContain('send the client a new preview.');
    await closeToasts(page);

    // h-decisions (walk 39a, 3): the file with entries deleted (the client's request for changes with them): refused,
    // counted in words, nothing changed; the genuine file is taken after it (it was applied, and the genuine refused).
    const cut = join(s.dataDir, 'cut.json');
    writeFileSync(cut, decisions({ posts: [{ draftId: data.posts[0]!.draftId, revision: data.posts[0]!.revision, decision: 'approve', note: '' }] }));
    await page.setInputFiles('[data-testid="review-decisions-file"]', cut);
    await expect.poll(() => toastText(page)).toContain('The decisions were not imported: This file does not list the preview’s 3 posts as the page wrote them: 2 of them are missing. Nothing was changed. Ask the client for the file exactly as their page downloaded it; if posts are still missing, send them a new preview.');
    expect(await page.locator('[data-testid="toast-detail"]').first().textContent()).toBe('decisions_posts_changed');
    await themes(page, 'client-decisions-cut', 'en');
    expect(await page.locator('[data-testid="review-import-report"]').count()).toBe(0);
    await expect.poll(() => page.locator('[data-testid="campaign-review-summary"]').textContent()).toBe('0 of 3 approved · 0 in review · 0 with changes requested · 3 not sent for review');
    await closeToasts(page);

    const good = join(s.dataDir, 'decisions.json');
    writeFileSync(good, decisions());
    await page.setInputFiles('[data-testid="review-decisions-file"]', good);
    const report = page.locator('[data-testid="review-import-report"]');
    await expect.poll(() => report.count()).toBe(1);
    await expect.poll(() => toastText(page)).toContain('The client’s decisions are in: 1 approved by you, 1 with changes requested.');
    expect(await page.locator('[data-testid="review-import-made-by"]').textContent()).toMatch(/^Preview made by (?:you|Lan) on .+; brought back by (?:you|Lan)\.$/); // w10you: 'you' where the app knows the reader is Lan
    expect(await report.textContent()).toContain('Your role approves: the client’s approvals are now your approvals, noting that the client decided.');
    expect(await report.locator(`li[data-draft-id="${ids[0]}"]`).textContent()).toBe('Bánh mì sáng thứ Hai: Client approved — approved by you');
    expect(await report.locator(`li[data-draft-id="${ids[1]}"]`).textContent()).toBe('Cà phê muối mới: Client asked for changes — changes requested, their note added as a comment');
    expect(await report.locator('li').count()).toBe(2);
    // Walk 40a (1): the post the client left undecided is named, as `review decisions` names it (the report was silent).
    expect(await page.locator('[data-testid="review-import-undecided"]').textContent()).toBe('Not decided by the client (1 post), nothing changed of it: Spring menu tasting');
    expect(await page.locator('[data-testid="review-import-unsigned"]').textContent()).toContain('The file is not signed: check it came from your client.');
    await expect.poll(() => page.locator('[data-testid="campaign-review-summary"]').textContent()).toBe('1 of 3 approved · 0 in review · 1 with changes requested · 1 not sent for review');
    // The approval is Lan's, and says the client decided.
    expect(await page.locator(`tr[data-draft-id="${ids[0]}"]`).textContent()).toContain('approved by Lan (the client decided)');
    await themes(page, 'client-decisions-report', 'en', { closeToasts: true });

    // The same file again (clientfix): already imported, nothing added — said with who and when.
    await closeToasts(page);
    await page.setInputFiles('[data-testid="review-decisions-file"]', good);
    await expect.poll(() => toastText(page)).toMatch(/These decisions were already imported by Lan on .+\. Nothing was added\./);
    await closeToasts(page);

    await useLanguage(page, 'vi');
    await page.click('[data-tab="review"]', { timeout: 20_000 });
    await expect.poll(() => page.locator('[data-testid="review-decisions-unsigned"]').textContent(), { timeout: 20_000 }).toBe('Tệp quyết định không có chữ ký: chỉ nhập tệp do chính khách gửi lại.');
    // Another file of the same preview is refused (clientfix); a new preview's file is taken.
    writeFileSync(good, decisions({ posts: data.posts.map((p, i) => ({ ...p, decision: i === 2 ? 'approve' : null, note: '' })) }));
    await page.setInputFiles('[data-testid="review-decisions-file"]', good);
    await expect.poll(() => toastText(page)).toContain('với các quyết định khác. Chưa thay đổi gì.');
    await closeToasts(page);
    const again = JSON.parse(/id="postroom-data">([^<]*)</.exec((await callValue<{ content: string }>(page, 'review.preview', { campaignId: camp.id, zone: 'Asia/Ho_Chi_Minh', lang: 'vi' })).content)![1]!) as typeof data;
    // h-decisions: the same file with a post repeated is refused in Vietnamese, counted.
    writeFileSync(good, decisions({ exportId: again.exportId, digest: again.digest, posts: [...again.posts.map((p, i) => ({ ...p, decision: i === 2 ? 'approve' : null, note: '' })), { ...again.posts[2]!, decision: 'approve', note: '' }] }));
    await page.setInputFiles('[data-testid="review-decisions-file"]', good);
    await expect.poll(() => toastText(page)).toContain('Tệp này không liệt kê 3 bài của trang xem trước đúng như trang đã ghi: 1 bài bị ghi hai lần. Chưa thay đổi gì.');
    await themes(page, 'client-decisions-cut', 'vi');
    await closeToasts(page);
    writeFileSync(good, decisions({ exportId: again.exportId, digest: again.digest, posts: again.posts.map((p, i) => ({ ...p, decision: i === 2 ? 'approve' : null, note: '' })) }));
    await page.setInputFiles('[data-testid="review-decisions-file"]', good);
    await expect.poll(() => report.locator(`li[data-draft-id="${ids[2]}"]`).textContent()).toBe('Spring menu tasting: Khách đã duyệt — bạn đã duyệt');
    expect(await page.locator('[data-testid="review-import-unsigned"]').textContent()).toContain('Tệp không có chữ ký');
    await themes(page, 'client-decisions-report', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');
    expect(errors).toEqual([]);
  });
});
