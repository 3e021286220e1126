/// <reference lib="dom" />
/**
 * w18again (walk 17, issue 34): in a team that requires approval, an approved post the Hub holds; Lan chooses a new
 * time in "Send it as a new post at another time…" (back to review), Bảo approves it. Before: Compose offered no
 * Publish again (Schedule shut "Already in the Outbox"), the When section showed only the Hub's time, and the only
 * button reopened the dialog, whose time sent it back to review again (a loop); the dialog said "then press Publish
 * again", a button that was not there. Now the core's review says the approved new time (`approvedNewTime`) and
 * Compose offers one step, "Send the new post at …", which publishes again without writing a time: exactly one new
 * post at the Hub (its own list), at the approved time, and the approval stays.
 * Real team server and sandbox Hub, started once for the file; shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { heldAndApprovedAgain, hubRuns, reviewOf, textAt, openNewTime, toasts, useHeldTeam, ZONE } from './helpers/held-team';
import { closeToasts } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';

const { team, members } = useHeldTeam('postroom-ui-w18again-', 31);

describe('an approved new time for a post the Hub holds', () => {
  it('is sent by one step, "Send the new post at …": one new Hub post at that time, no loop back to review', async () => {
    const { lan, bao } = members;
    // As in the walks: edited afterwards and approved again (the Hub's post went under the older approval), so
    // "Send it as a new post at another time…" is open under the newer one.
    const id = await heldAndApprovedAgain(team, members, { caption: 'Giáng sinh ở Sóng Café', photo: 'https://images.example.com/xmas.jpg', edited: 'Giáng sinh ở Sóng Café — 24/12' });

    // Lan chooses a new time for a NEW post: back to review (w16asnew).
    const { page, host } = lan;
    const newLocal = DateTime.now().setZone(ZONE).plus({ days: 3 }).set({ hour: 19, minute: 30, second: 0, millisecond: 0 });
    await useLanguage(page, 'en');
    await openNewTime(lan, id);
    await page.fill('[data-testid="new-time"]', newLocal.toFormat("yyyy-MM-dd'T'HH:mm"));
    await page.click('[data-testid="send-new"]');
    await page.waitForSelector('[data-testid="confirm-send-new"]');
    // The dialog names the button that will be there.
    expect(await textAt(page, '[data-testid="confirm-send-new"]')).toMatch(/then press “Send the new post at .+” here/);
    await page.click('[data-testid="confirm-send-new-yes"]');
    await expect.poll(async () => await reviewOf(bao.page, id), { timeout: 30_000 }).toMatchObject({ state: 'in_review', stale: true });
    await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
    await expect.poll(async () => await reviewOf(lan.page, id), { timeout: 30_000 }).toMatchObject({ state: 'approved', stale: false });
    await closeToasts(page);

    // The one step, with the approved time; the dialog that would un-approve it is not offered.
    const said = {
      en: { at: /^Approved for a new post at .+ \(Asia\/Ho_Chi_Minh\)\.$/, button: /^Send the new post at .*7:30.* \(Asia\/Ho_Chi_Minh\)$/ },
      vi: { at: /^Đã được duyệt cho một bài mới lúc .+ \(Asia\/Ho_Chi_Minh\)\.$/, button: /^Gửi bài mới lúc .+ \(Asia\/Ho_Chi_Minh\)$/ },
    };
    for (const lang of ['vi', 'en'] as const) {
      await useLanguage(page, lang);
      await page.goto(`${host.origin}/#/compose/${encodeURIComponent(id)}`);
      await page.waitForSelector('[data-testid="schedule-held"]');
      // The approved new time arrives with the review, after the page (CI ci29c, with the machine busy: over 20 s once).
      await page.waitForSelector('[data-testid="send-approved-new"]', { timeout: 45_000 });
      // The words settle once the language and the review have both been read (under CI load, one after the other).
      await expect.poll(() => textAt(page, '[data-testid="approved-new-at"]'), { timeout: 20_000 }).toMatch(said[lang].at);
      await expect.poll(() => textAt(page, '[data-testid="send-approved-new"]'), { timeout: 20_000 }).toMatch(said[lang].button);
      expect(await page.locator('[data-testid="send-new-time"]').count()).toBe(0);
      await page.locator('[data-testid="schedule-held"]').scrollIntoViewIfNeeded();
      await closeToasts(page);
      await themes(page, 'w18again/approved-new-time', lang);
    }
    await page.click('[data-testid="send-approved-new"]');
    await expect.poll(() => toasts(page), { timeout: 20_000 }).toContainEqual(expect.stringMatching(/^Sent as a new post for .+ \(Asia\/Ho_Chi_Minh\)\. The first one still goes out at /));
    // Exactly one new post at the Hub, at the approved time; the approval stays (no loop back to review).
    await expect.poll(() => hubRuns(team).length, { timeout: 30_000 }).toBe(2);
    await new Promise((r) => setTimeout(r, 1500));
    const runs = hubRuns(team);
    expect(runs).toHaveLength(2);
    expect(runs[1]).toBe(newLocal.toMillis());
    expect(await reviewOf(lan.page, id)).toMatchObject({ state: 'approved', stale: false });
    await page.goto(`${host.origin}/#/compose/${encodeURIComponent(id)}`);
    await page.waitForSelector('[data-testid="schedule-held"]');
    await new Promise((r) => setTimeout(r, 1500));
    expect(await page.locator('[data-testid="send-approved-new"]').count()).toBe(0);
    await themes(page, 'w18again/sent', 'en');
  }, 300_000);
});
