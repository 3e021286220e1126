/// <reference lib="dom" />
/**
 * calendar (walk 7 items 7 and 8), in real browsers on one real team server and one sandbox Hub (each
 * started once for the file). Lan writes four posts; Bảo approves A, asks for changes on C, leaves B in
 * review, approves E and the Hub schedules E from his laptop; Lan then edits E's caption.
 * On Lan's calendar: the chips wear their review (☑ A, ⋯ B, ↺ C), E's tooltip says Bảo sent it and the
 * Hub holds it, and its `≠` says the draft was edited since it was sent. Dragging A says it goes back to
 * review naming Bảo; Undo says his approval holds again, and the chip is ☑ again.
 * Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserTeam } from './helpers/team';
import { closeToasts, useLanAndBao } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';
import { calendarAt } from './helpers/calendar';

/** w20libimport: December of the year after today's, so the posts are never past on this real clock (they were December 2026). */
const Y = new Date().getUTCFullYear() + 1;
const team = browserTeam('postroom-ui-calendar-review-', { seed: 37, faults: 'none' });
const members = useLanAndBao(team);

describe("the calendar shows review state and what the Hub holds, on a teammate's laptop", () => {
  it('chips wear their review; a teammate-held post edited since says so; a drag of an approved post says it goes back to review, Undo says the approval holds again', async () => {
    const { lan, bao } = members;
    const post = (caption: string, day: string) => callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['facebook'], caption, scheduled_at: `${Y}-12-${day}T09:00`, timezone: 'Asia/Ho_Chi_Minh' } });
    const a = await post('A: Noel menu', '10');
    const b = await post('B: Gingerbread', '11');
    const c = await post('C: Mulled wine', '12');
    const e = await post('E: Noel sale 20%', '18');
    for (const d of [a, b, c, e]) {
      await callValue(lan.page, 'photos.add', { draftId: d.id, urls: ['https://images.example.com/ca-phe.jpg'] });
      await callValue(lan.page, 'review.act', { draftId: d.id, action: 'submit' });
    }
    const reviewOn = (p: Page, id: string) => callValue<Record<string, { state: string }>>(p, 'review.get', { draftIds: [id] }).then((r) => r[id]?.state ?? '').catch(() => '');
    for (const d of [a, b, c, e]) await expect.poll(() => reviewOn(bao.page, d.id), { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: a.id, action: 'approve' });
    await callValue(bao.page, 'review.act', { draftId: e.id, action: 'approve' });
    await callValue(bao.page, 'review.act', { draftId: c.id, action: 'request_changes', comment: 'Ảnh khác nhé' });
    await callValue<unknown>(bao.page, 'publish.start', { draftIds: [e.id] });
    const stateOn = (p: Page, id: string) => callValue<{ state: string }>(p, 'drafts.postState', { id }).then((s) => s.state).catch(() => '');
    await expect.poll(() => stateOn(lan.page, e.id), { timeout: 60_000 }).toBe('scheduled');
    await expect.poll(() => reviewOn(lan.page, a.id), { timeout: 30_000 }).toBe('approved');
    await expect.poll(() => reviewOn(lan.page, c.id), { timeout: 30_000 }).toBe('changes_requested');
    // Lan adds a line after the Hub scheduled E.
    await callValue(lan.page, 'drafts.update', { id: e.id, patch: { caption: 'E: Noel sale 20%. Only until the 24th.' } });

    await calendarAt(lan.page, `${Y}-12-16`);
    expect(await lan.page.textContent('[data-testid="cal-title"]')).toBe(`December ${Y}`);
    const chip = (id: string) => lan.page.locator(`button.chip[data-entry="${id}"]`);
    await expect.poll(() => chip(e.id).getAttribute('data-edited-since-sent').catch(() => null), { timeout: 20_000 }).toBe('');
    expect(await chip(a.id).getAttribute('data-review')).toBe('approved');
    expect(await chip(b.id).getAttribute('data-review')).toBe('in_review');
    expect(await chip(c.id).getAttribute('data-review')).toBe('changes_requested');
    expect((await chip(a.id).textContent())?.trim().startsWith('☑')).toBe(true);
    expect((await chip(c.id).textContent())?.trim().startsWith('↺')).toBe(true);
    expect(await chip(a.id).getAttribute('title')).toMatch(/^Approved · Moving it sends it back to review/);
    expect(await chip(c.id).getAttribute('title')).toMatch(/^Changes requested · /);
    // E, which Bảo's laptop sent: held, named, edited since, not movable.
    expect(await chip(e.id).getAttribute('data-sent-by')).toBe('Bảo');
    expect(await chip(e.id).getAttribute('draggable')).toBe('false');
    expect(await chip(e.id).locator('[data-edited]').count()).toBe(1);
    const eTitle = (await chip(e.id).getAttribute('title')) ?? '';
    expect(eTitle).toContain(`Sent by Bảo. The Hub holds this post for Dec 18, ${Y}, 9:00 AM (Asia/Ho_Chi_Minh)`);
    expect(eTitle).toMatch(/Edited after it was sent: the Hub holds the version approved on .+, not what the draft says now\./);
    await closeToasts(lan.page);
    await themes(lan.page, 'calendar-review/lan-month', 'en');

    // Drag the approved A: the toast says it goes back to review, naming who approved.
    await chip(a.id).dragTo(lan.page.locator(`[data-day="${Y}-12-16"]`));
    const moved = lan.page.locator('[data-testid="toast"]', { hasText: `Moved to ${Y}-12-16 09:00; it goes back to review — Bảo approved the old time.` });
    await moved.waitFor();
    await expect.poll(() => chip(a.id).getAttribute('data-review'), { timeout: 10_000 }).toBe('in_review');
    await themes(lan.page, 'calendar-review/lan-moved-approved', 'en');
    await moved.locator('button.primary').click();
    await lan.page.locator('[data-testid="toast"]', { hasText: 'Put back 1 post; the approval by Bảo holds again: the content and time are again what was approved.' }).waitFor();
    await expect.poll(() => chip(a.id).getAttribute('data-review'), { timeout: 10_000 }).toBe('approved');
    expect(await reviewOn(lan.page, a.id)).toBe('approved');
    await themes(lan.page, 'calendar-review/lan-undone', 'en');

    // A bulk shift of A and B: the toast says the approved one goes back to review, naming Bảo; Ctrl+Z restores it.
    const bulkShift = async (appliedWords: RegExp) => {
      await chip(a.id).click({ modifiers: ['Control'] });
      await chip(b.id).click({ modifiers: ['Control'] });
      await lan.page.click('[data-testid="cal-bulk"]');
      await lan.page.fill('[data-testid="bulk-days"]', '1');
      await lan.page.fill('[data-testid="bulk-hours"]', '0');
      await lan.page.click('[data-testid="bulk-preview"]');
      await lan.page.click('[data-testid="bulk-apply"]');
      const t = lan.page.locator('[data-testid="toast"]', { hasText: appliedWords });
      await t.waitFor();
      return t;
    };
    await closeToasts(lan.page);
    await bulkShift(/^Changed 2 posts\. 1 approved post goes back to review — approved by Bảo for the old time\./);
    await expect.poll(() => chip(a.id).getAttribute('data-review'), { timeout: 10_000 }).toBe('in_review');
    await themes(lan.page, 'calendar-review/lan-bulk', 'en');
    await lan.page.locator('[data-testid="cal-title"]').click();
    await lan.page.keyboard.press('Control+z');
    await lan.page.locator('[data-testid="toast"]', { hasText: 'Put back 2 posts; the approval by Bảo holds again' }).waitFor();
    await expect.poll(() => chip(a.id).getAttribute('data-review'), { timeout: 10_000 }).toBe('approved');

    await closeToasts(lan.page);
    await useLanguage(lan.page, 'vi');
    await calendarAt(lan.page, `${Y}-12-16`);
    await expect.poll(() => chip(a.id).getAttribute('title')).toMatch(/^Đã duyệt · Chuyển bài sẽ đưa bài quay lại chờ duyệt/);
    expect(await chip(e.id).getAttribute('title')).toContain('Do Bảo gửi.');
    await themes(lan.page, 'calendar-review/lan-month', 'vi');
    await chip(a.id).dragTo(lan.page.locator(`[data-day="${Y}-12-16"]`));
    const movedVi = lan.page.locator('[data-testid="toast"]', { hasText: `Đã chuyển sang ${Y}-12-16 09:00; bài quay lại chờ duyệt — Bảo đã duyệt giờ cũ.` });
    await movedVi.waitFor();
    await themes(lan.page, 'calendar-review/lan-moved-approved', 'vi');
    await movedVi.locator('button.primary').click();
    await lan.page.locator('[data-testid="toast"]', { hasText: 'lượt duyệt của Bảo có hiệu lực lại' }).waitFor();
    await themes(lan.page, 'calendar-review/lan-undone', 'vi');
    await closeToasts(lan.page);
    await bulkShift(/1 bài đã duyệt quay lại chờ duyệt — Bảo đã duyệt giờ cũ\./);
    await themes(lan.page, 'calendar-review/lan-bulk', 'vi');
    await lan.page.locator('[data-testid="cal-title"]').click();
    await lan.page.keyboard.press('Control+z');
    await expect.poll(() => chip(a.id).getAttribute('data-review'), { timeout: 10_000 }).toBe('approved');
    await useLanguage(lan.page, 'en');
  });
});
