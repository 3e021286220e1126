/// <reference lib="dom" />
/**
 * w17unchanged (walk 16, finding 2): Bảo (approver) asked for changes; Lan (editor) presses "Send for review" in
 * Compose WITHOUT editing. Before, it went silently and Bảo read only "sent for review by Lan" beside an open
 * Approve. Now Lan's review panel asks first (with a comment box for why), and Bảo's queue row and Compose review
 * panel say "sent again unchanged since you asked for changes"; his Approve stays open (his decision).
 * Real browsers on one real team server (started once for the file). Screens shot light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { describe, expect, it } from 'vitest';
import { useAgencyLanAndBao, reviewState } from './helpers/agency-team';
import { closeToasts } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';

const members = useAgencyLanAndBao('postroom-ui-resubmit-unchanged-');

describe('a post sent back and sent for review again unchanged', () => {
  it('the author is asked first; the approver reads it is the version he sent back, beside an open Approve', async () => {
    const { lan, bao } = members;
    const d = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { platforms: ['instagram'], caption: 'Repro F2: giờ mở cửa 7h' } });
    await callValue(lan.page, 'review.act', { draftId: d.id, action: 'submit' });
    await expect.poll(() => reviewState(bao.page, d.id).catch(() => ''), { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: d.id, action: 'request_changes', comment: 'Sửa giờ mở cửa thành 6h30' });
    await expect.poll(() => reviewState(lan.page, d.id).catch(() => ''), { timeout: 30_000 }).toBe('changes_requested');

    // Lan's Compose: Send for review on the unedited post asks first.
    await lan.page.goto(`${lan.host.origin}/#/compose/${d.id}`);
    const panel = lan.page.locator('[data-testid="review-panel"]');
    await panel.locator('button[data-review-act="submit"]').click({ timeout: 20_000 });
    const ask = panel.locator('[data-testid="resubmit-unchanged"]');
    await expect.poll(() => ask.textContent().catch(() => ''), { timeout: 10_000 }).toContain('You have not changed it since Bảo asked for changes. Send it for review unchanged? Add a comment to say why.');
    expect(await reviewState(lan.page, d.id)).toBe('changes_requested'); // nothing sent yet
    await themes(lan.page, 'resubmit-unchanged/lan-asked', 'en');
    await useLanguage(lan.page, 'vi');
    await lan.page.locator('[data-testid="review-panel"] button[data-review-act="submit"]').click({ timeout: 20_000 });
    await expect.poll(() => lan.page.locator('[data-testid="resubmit-unchanged"]').textContent().catch(() => ''), { timeout: 10_000 }).toContain('Bạn chưa sửa bài từ khi Bảo yêu cầu sửa.');
    await themes(lan.page, 'resubmit-unchanged/lan-asked', 'vi');
    await lan.page.fill('[data-testid="resubmit-unchanged-note"]', 'Khách xác nhận vẫn mở cửa 7h');
    await lan.page.click('[data-testid="resubmit-unchanged-send"]');
    await expect.poll(() => reviewState(lan.page, d.id).catch(() => ''), { timeout: 20_000 }).toBe('in_review');
    await useLanguage(lan.page, 'en');

    // Bảo's queue row: the very version he sent back, said beside his Approve (open: his decision).
    await expect.poll(() => reviewState(bao.page, d.id).catch(() => ''), { timeout: 30_000 }).toBe('in_review');
    await bao.page.click('nav a[data-nav="review"]');
    const row = bao.page.locator(`tr[data-draft-id="${d.id}"]`);
    await expect.poll(() => row.locator('[data-testid="review-who"]').textContent().catch(() => ''), { timeout: 30_000 })
      .toBe('sent for review by Lan — sent again unchanged since you asked for changes');
    await closeToasts(bao.page);
    await themes(bao.page, 'resubmit-unchanged/bao-queue', 'en');
    // His Compose review panel says it too, Approve open.
    await bao.page.goto(`${bao.host.origin}/#/compose/${d.id}`);
    const last = bao.page.locator('[data-testid="review-panel"] [data-testid="review-last"]');
    await expect.poll(() => last.textContent().catch(() => ''), { timeout: 20_000 }).toContain('sent for review by Lan — sent again unchanged since you asked for changes');
    expect(await bao.page.locator('[data-testid="review-panel"] button[data-review-act="approve"]').isDisabled()).toBe(false);
    await useLanguage(bao.page, 'vi');
    await expect.poll(() => bao.page.locator('[data-testid="review-panel"] [data-testid="review-last"]').textContent().catch(() => ''), { timeout: 20_000 })
      .toContain('Lan đã gửi duyệt — gửi lại không sửa gì từ khi bạn yêu cầu sửa');
    await closeToasts(bao.page);
    await themes(bao.page, 'resubmit-unchanged/bao-compose', 'vi');
    await useLanguage(bao.page, 'en');
  });
});
