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
import Database from 'better-sqlite3';
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserTeam, type TeamMember } from './helpers/team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-w18again-', { seed: 31, faults: 'none' }, { teamName: 'Sóng Agency' });
const members: Record<'lan' | 'bao', TeamMember> = {} as never;
let hubDb = '';

/** The sandbox Hub's own list of posts (its state file, read-only): when each goes out. */
const hubRuns = (): number[] => {
  const db = new Database(hubDb, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT run_at AS r FROM posts ORDER BY created_at').all() as { r: number }[]).map((x) => x.r);
  } finally {
    db.close();
  }
};
const toasts = (page: Page): Promise<string[]> => page.locator('[data-testid="toast"]').allInnerTexts().then((t) => t.map((s) => s.replace(/\s+/g, ' ').trim()));
const closeToasts = (page: Page): Promise<void> => page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="toast"] > button[aria-label]').forEach((b) => b.click()));
interface Review { state: string; stale: boolean }
const reviewOn = (p: Page, id: string): Promise<Review | null> => callValue<Record<string, Review>>(p, 'review.get', { draftIds: [id] }).then((r) => r[id] ?? null).catch(() => null);
const text = async (page: Page, sel: string): Promise<string> => ((await page.textContent(sel)) ?? '').replace(/\s+/g, ' ').trim();

beforeAll(async () => {
  const { hub } = await team.start();
  hubDb = hub.dbFile!;
  const [lan, bao] = await Promise.all([team.member('Lan', 'editor'), team.member('Bảo', 'approver')]);
  Object.assign(members, { lan, bao });
  for (const m of [lan, bao]) await team.join(m, { key: true });
}, 240_000);

afterAll(() => team.stop());

describe('an approved new time for a post the Hub holds', () => {
  it('is sent by one step, "Send the new post at …": one new Hub post at that time, no loop back to review', async () => {
    const { lan, bao } = members;
    const zone = 'Asia/Ho_Chi_Minh';
    const at = DateTime.now().setZone(zone).plus({ days: 1 }).set({ hour: 9, minute: 0, second: 0, millisecond: 0 }).toISO()!;
    const { id } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Giáng sinh ở Sóng Café', scheduled_at: at, timezone: zone } });
    await callValue(lan.page, 'photos.add', { draftId: id, urls: ['https://images.example.com/xmas.jpg'] });
    await callValue(lan.page, 'review.act', { draftId: id, action: 'submit' });
    await expect.poll(async () => (await reviewOn(bao.page, id))?.state, { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
    await expect.poll(async () => (await reviewOn(lan.page, id))?.state, { timeout: 30_000 }).toBe('approved');
    expect((await callValue<{ sent: number }>(lan.page, 'publish.start', { draftIds: [id] })).sent).toBe(1);
    await expect.poll(async () => (await callValue<{ state: string }>(lan.page, 'drafts.get', { id })).state, { timeout: 30_000 }).toBe('scheduled');
    await expect.poll(() => hubRuns().length, { timeout: 30_000 }).toBe(1);
    // As in the walks: edited afterwards and approved again (the Hub's post went under the older approval), so
    // "Send it as a new post at another time…" is open under the newer one.
    await callValue(lan.page, 'drafts.update', { id, patch: { caption: 'Giáng sinh ở Sóng Café — 24/12' }, revision: (await callValue<{ revision: number }>(lan.page, 'drafts.get', { id })).revision });
    await expect.poll(async () => await reviewOn(bao.page, id), { timeout: 30_000 }).toMatchObject({ state: 'in_review', stale: true });
    await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
    await expect.poll(async () => await reviewOn(lan.page, id), { timeout: 30_000 }).toMatchObject({ state: 'approved', stale: false });

    // Lan chooses a new time for a NEW post: back to review (w16asnew).
    const { page, host } = lan;
    const newLocal = DateTime.now().setZone(zone).plus({ days: 3 }).set({ hour: 19, minute: 30, second: 0, millisecond: 0 });
    await useLanguage(page, 'en');
    await page.goto(`${host.origin}/#/compose/${encodeURIComponent(id)}`);
    await page.waitForSelector('[data-testid="schedule-held"]');
    await expect.poll(() => page.isDisabled('[data-testid="send-new-time"]'), { timeout: 20_000 }).toBe(false);
    await page.click('[data-testid="send-new-time"]');
    await page.fill('[data-testid="new-time"]', newLocal.toFormat("yyyy-MM-dd'T'HH:mm"));
    await page.click('[data-testid="send-new"]');
    await page.waitForSelector('[data-testid="confirm-send-new"]');
    // The dialog names the button that will be there.
    expect(await text(page, '[data-testid="confirm-send-new"]')).toMatch(/then press “Send the new post at .+” here/);
    await page.click('[data-testid="confirm-send-new-yes"]');
    await expect.poll(async () => await reviewOn(bao.page, id), { timeout: 30_000 }).toMatchObject({ state: 'in_review', stale: true });
    await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
    await expect.poll(async () => await reviewOn(lan.page, id), { timeout: 30_000 }).toMatchObject({ state: 'approved', stale: false });
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
      await page.waitForSelector('[data-testid="send-approved-new"]', { timeout: 20_000 });
      // The words settle once the language and the review have both been read (under CI load, one after the other).
      await expect.poll(() => text(page, '[data-testid="approved-new-at"]'), { timeout: 20_000 }).toMatch(said[lang].at);
      await expect.poll(() => text(page, '[data-testid="send-approved-new"]'), { timeout: 20_000 }).toMatch(said[lang].button);
      expect(await page.locator('[data-testid="send-new-time"]').count()).toBe(0);
      await page.locator('[data-testid="schedule-held"]').scrollIntoViewIfNeeded();
      await closeToasts(page);
      await themes(page, 'w18again/approved-new-time', lang);
    }
    await page.click('[data-testid="send-approved-new"]');
    await expect.poll(() => toasts(page), { timeout: 20_000 }).toContainEqual(expect.stringMatching(/^Sent as a new post for .+ \(Asia\/Ho_Chi_Minh\)\. The first one still goes out at /));
    // Exactly one new post at the Hub, at the approved time; the approval stays (no loop back to review).
    await expect.poll(() => hubRuns().length, { timeout: 30_000 }).toBe(2);
    await new Promise((r) => setTimeout(r, 1500));
    const runs = hubRuns();
    expect(runs).toHaveLength(2);
    expect(runs[1]).toBe(newLocal.toMillis());
    expect(await reviewOn(lan.page, id)).toMatchObject({ state: 'approved', stale: false });
    await page.goto(`${host.origin}/#/compose/${encodeURIComponent(id)}`);
    await page.waitForSelector('[data-testid="schedule-held"]');
    await new Promise((r) => setTimeout(r, 1500));
    expect(await page.locator('[data-testid="send-approved-new"]').count()).toBe(0);
    await themes(page, 'w18again/sent', 'en');
  }, 300_000);
});
