/// <reference lib="dom" />
/**
 * w19selfedit (walk 17, finding 7): Bảo (owner, the team's only other approver) edits Lan's approved post; it goes back
 * to review. Before, his Approve was open and Lan's panel then said only "approved by Bảo". Now his Compose review panel
 * shuts Approve with the reason (he changed what goes out since it was approved) and says plainly that nobody else in
 * the team may approve it and how to go on (the setting); once he turns on "Authors may approve their own posts" and
 * approves, Lan's panel says "approved by Bảo, who edited it". Two laptops (real browsers through the web host) on one
 * real team server. Screens shot light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { describe, expect, it } from 'vitest';
import { browserTeam } from './helpers/team';
import { reviewOn, shotsIn, useLanAndBao } from './helpers/review-team';
import { callValue, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-w19selfedit-');
const members = useLanAndBao(team, 'owner');
const shot = shotsIn('w19selfedit');

describe("an approver's own edit of a teammate's post", () => {
  it('shuts his Approve, says who may approve (nobody else: the setting), and Lan reads who approved his own edit', async () => {
    const { lan, bao } = members;
    const d = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { platforms: ['instagram'], caption: 'Lan: khai trương quán mới thứ Bảy' } });
    await callValue(lan.page, 'review.act', { draftId: d.id, action: 'submit' });
    await expect.poll(() => reviewOn(bao.page, d.id), { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: d.id, action: 'approve' });
    await expect.poll(() => reviewOn(lan.page, d.id), { timeout: 30_000 }).toBe('approved');

    // Bảo edits what goes out: back to review.
    await callValue(bao.page, 'drafts.update', { id: d.id, patch: { caption: 'Lan: khai trương quán mới thứ Bảy — giảm 20%' } });
    await expect.poll(() => reviewOn(bao.page, d.id), { timeout: 30_000 }).toBe('in_review');

    // His Compose review panel: Approve shut, with the reason and who may approve instead.
    await bao.page.goto(`${bao.host.origin}/#/compose/${d.id}`);
    const panel = bao.page.locator('[data-testid="review-panel"]');
    const approve = panel.locator('button[data-review-act="approve"]');
    await expect.poll(() => approve.isDisabled().catch(() => false), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => panel.textContent().then((t) => (t ?? '').replace(/\s+/g, ' ')).catch(() => ''), { timeout: 20_000 })
      .toContain('Approve — Not now: you changed what goes out in this version, so it is yours too, and this team does not let authors approve their own posts. Nobody else in this team may approve it: an owner may turn on “Authors may approve their own posts” in Settings, or make another member an approver.');
    // Compose's Publish line does not tell him it waits for his own approval.
    expect((await bao.page.locator('main').textContent()) ?? '').not.toContain('Waits for approval by you');
    await shot(bao.page, 'bao-compose-refused', 'en');
    await useLanguage(bao.page, 'vi');
    await expect.poll(() => panel.textContent().catch(() => ''), { timeout: 20_000 }).toContain('Trong nhóm không còn ai khác duyệt được bài này');
    await shot(bao.page, 'bao-compose-refused', 'vi');
    await useLanguage(bao.page, 'en');
    // The bridge refuses it too (the core's one rule), and nothing is written.
    const refused = await callValue(bao.page, 'review.act', { draftId: d.id, action: 'approve' }).then(() => null, (e: Error) => e.message);
    expect(refused).toMatch(/own_edit|you changed what goes out/);
    expect(await reviewOn(lan.page, d.id)).toBe('in_review');

    // The owner (Bảo) lets authors approve their own posts, and approves his edit: Lan reads who approved it, and that he edited it.
    await callValue(bao.page, 'review.setSettings', { authorsMayApprove: true });
    await expect.poll(() => approve.isDisabled().catch(() => true), { timeout: 30_000 }).toBe(false);
    await callValue(bao.page, 'review.act', { draftId: d.id, action: 'approve' });
    await expect.poll(() => reviewOn(lan.page, d.id), { timeout: 30_000 }).toBe('approved');
    await lan.page.goto(`${lan.host.origin}/#/compose/${d.id}`);
    const last = lan.page.locator('[data-testid="review-panel"] [data-testid="review-last"]');
    await expect.poll(() => last.textContent().catch(() => ''), { timeout: 30_000 }).toContain('approved by Bảo, who edited it');
    await shot(lan.page, 'lan-compose-approved-edited', 'en');
    await useLanguage(lan.page, 'vi');
    await expect.poll(() => last.textContent().catch(() => ''), { timeout: 20_000 }).toContain('Bảo đã duyệt — chính Bảo đã sửa bài này');
    await shot(lan.page, 'lan-compose-approved-edited', 'vi');
    await useLanguage(lan.page, 'en');
    await callValue(bao.page, 'review.setSettings', { authorsMayApprove: false });
  });
});
