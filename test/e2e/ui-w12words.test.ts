/// <reference lib="dom" />
/**
 * w12words (walk 12, issue 34), in real browsers on one real team server and one sandbox Hub (each started once for
 * the file): Lan (editor) sends two posts for review; Bảo (approver) asks for changes on each WITH a comment.
 * Before: Lan got two toasts for one action ("Bảo sent … back with changes requested" and "Bảo commented on …").
 * Now: one toast, carrying the comment's first line (en, vi).
 * Then the owner revokes Bảo's token: his Review screen said "You act as Bảo (approver)." with no sign of it; now its
 * line says the revocation in the step table's `revoked` words. Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamServer } from '../../src-main/team-server';
import { browserTeam, type TeamMember } from './helpers/team';
import { callValue, themes, useLanguage } from './helpers/session';

const t = browserTeam('postroom-ui-w12words-', { seed: 12, faults: 'none' });
let server: TeamServer;
let lan: TeamMember;
let bao: TeamMember;
const ids: string[] = [];
const captions = ['Trà đào cam sả — mua 1 tặng 1 chiều Chủ nhật 29/11!', 'Ưu đãi 20% cho đơn đặt may trước 20/12'];

beforeAll(async () => {
  ({ server } = await t.start());
  [lan, bao] = await Promise.all([t.member('Lan', 'editor'), t.member('Bảo', 'approver')]);
  for (const m of [lan, bao]) await t.join(m, { key: true });
  for (const caption of captions) {
    const d = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption } });
    await callValue(lan.page, 'photos.add', { draftId: d.id, urls: ['https://images.example.com/tra-dao.jpg'] });
    await callValue(lan.page, 'review.act', { draftId: d.id, action: 'submit' });
    ids.push(d.id);
  }
  const third = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Bộ sưu tập áo dài Tết 2027' } });
  await callValue(lan.page, 'photos.add', { draftId: third.id, urls: ['https://images.example.com/ao-dai.jpg'] });
  await callValue(lan.page, 'review.act', { draftId: third.id, action: 'submit' });
  inReview = third.id;
}, 180_000);
let inReview = '';

afterAll(async () => {
  await t.stop();
});

const toastTexts = (page: Page): Promise<string> => page.locator('[data-testid="toast"]').allTextContents().then((x) => x.join(' | ')).catch(() => '');
const closeToasts = (page: Page): Promise<void> => page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="toast"] > button[aria-label]').forEach((b) => b.click()));
const toastCount = (page: Page): Promise<number> => page.locator('[data-testid="toast"]').count();

describe('walk 12 words', () => {
  it("Bảo's request for changes with a comment is ONE toast on Lan's laptop, carrying the comment (en, vi)", async () => {
    await lan.page.goto(`${lan.host.url}#/library`);
    await closeToasts(lan.page);
    await callValue(bao.page, 'review.act', { draftId: ids[0], action: 'request_changes', comment: 'Đổi ảnh bìa\nvà ghi rõ giá' });
    await expect.poll(() => toastTexts(lan.page), { timeout: 30_000 }).toContain(`Bảo sent “${captions[0]}” back with changes requested: “Đổi ảnh bìa”`);
    await new Promise((r) => setTimeout(r, 2000)); // a second toast would have come with the same update
    expect(await toastTexts(lan.page)).not.toContain('commented on');
    expect(await toastCount(lan.page)).toBe(1);
    await themes(lan.page, 'w12words/lan-one-toast', 'en');

    await useLanguage(lan.page, 'vi');
    await closeToasts(lan.page);
    await callValue(bao.page, 'review.act', { draftId: ids[1], action: 'request_changes', comment: 'Thêm hạn chót cụ thể' });
    await expect.poll(() => toastTexts(lan.page), { timeout: 30_000 }).toContain(`Bảo đã trả “${captions[1]}” kèm yêu cầu sửa: “Thêm hạn chót cụ thể”`);
    await new Promise((r) => setTimeout(r, 2000));
    expect(await toastTexts(lan.page)).not.toContain('bình luận');
    expect(await toastCount(lan.page)).toBe(1);
    await themes(lan.page, 'w12words/lan-one-toast', 'vi');
    await useLanguage(lan.page, 'en');
  });

  it("Compose names who may approve ('Waits for approval by Bảo'), not the roles (en, vi)", async () => {
    const { page } = lan;
    await page.goto(`${lan.host.url}#/compose/${encodeURIComponent(inReview)}`);
    await expect.poll(() => page.textContent('[data-testid="publish-why"]').catch(() => ''), { timeout: 20_000 }).toMatch(/Waits for approval by [^.]*Bảo/);
    expect(await page.textContent('[data-testid="publish-why"]')).not.toContain('an owner or an approver');
    expect(await page.textContent('[data-testid="publish-why"]')).not.toContain('Lan');
    await themes(page, 'w12words/compose-approvers', 'en', { closeToasts: true });
    await useLanguage(page, 'vi');
    await expect.poll(() => page.textContent('[data-testid="publish-why"]').catch(() => ''), { timeout: 20_000 }).toContain('Bảo');
    await themes(page, 'w12words/compose-approvers', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');
  });

  it("a revoked laptop's Review screen says the revocation where it said 'You act as Bảo (approver).'", async () => {
    const { page } = bao;
    await page.goto(`${bao.host.url}#/review`);
    await expect.poll(() => page.textContent('[data-testid="review-me"]').catch(() => ''), { timeout: 20_000 }).toBe('You act as Bảo (approver).');
    await server.revokeMember('Bảo');
    await expect.poll(() => page.textContent('[data-testid="team-role"]').catch(() => ''), { timeout: 30_000 }).toContain('token revoked');
    await expect.poll(() => page.textContent('[data-testid="review-me"]').catch(() => ''), { timeout: 15_000 })
      .toBe("This computer joined as Bảo (approver), but the team revoked this computer's member token (the team server says so): ask the team owner for a new token and join again with it; nothing is written here.");
    await themes(page, 'w12words/review-revoked', 'en', { closeToasts: true });
    await useLanguage(page, 'vi');
    await expect.poll(() => page.textContent('[data-testid="review-me"]').catch(() => ''), { timeout: 15_000 }).toContain('Máy này đã tham gia với tên Bảo');
    expect(await page.textContent('[data-testid="review-me"]')).toContain('nhóm đã thu hồi mã thành viên của máy này');
    await themes(page, 'w12words/review-revoked', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');
  });
});
