/// <reference lib="dom" />
/**
 * sendasnew (walk 7 finding 2, issue 34): a post the Hub holds (scheduled), edited afterwards and so back in
 * review. Before: Compose's "Send it as a new post at another time…" was offered, pressed, and the toast said
 * "Sent as a new post for …" while the publisher held it back (nothing at the Hub, nothing in the Outbox). Now:
 * - the core's hand-off answer (publish.start, again) says sent 0 with the review's reason, the Hub unchanged;
 * - the action is shut before it is pressed, its line naming whom it waits for, the approvers by name (the core's verdict, posts.actions);
 * - pressed on a stale verdict (the page's answer rewritten to "allowed": a race), the toast says "Not sent as a
 *   new post" with the reason, never "Sent", and the Hub's own post count is unchanged;
 * - once Bảo approves the edit, the same steps send one new post: "Sent as a new post…", the Hub holds one more.
 * Real team server and sandbox Hub, each started once for the file; shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import Database from 'better-sqlite3';
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserTeam, type TeamMember } from './helpers/team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-sendasnew-', { seed: 27, faults: 'none' }, { teamName: 'Sóng Agency' });
const members: Record<'lan' | 'bao', TeamMember> = {} as never;
let hubDb = '';

const closeToasts = (page: Page): Promise<void> => page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="toast"] > button[aria-label]').forEach((b) => b.click()));
/** The sandbox Hub's own list of posts (its state file, read-only), as the walk's hubposts.sh counts them. */
const hubPosts = (): number => {
  const db = new Database(hubDb, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM posts').get() as { n: number }).n;
  } finally {
    db.close();
  }
};
const toasts = (page: Page): Promise<string[]> => page.locator('[data-testid="toast"]').allInnerTexts().then((t) => t.map((s) => s.replace(/\s+/g, ' ').trim()));
interface Review { state: string; stale: boolean }
const reviewOn = (p: Page, id: string): Promise<Review | null> => callValue<Record<string, Review>>(p, 'review.get', { draftIds: [id] }).then((r) => r[id] ?? null).catch(() => null);

beforeAll(async () => {
  const { hub } = await team.start();
  hubDb = hub.dbFile!;
  const [lan, bao] = await Promise.all([team.member('Lan', 'editor'), team.member('Bảo', 'owner')]);
  Object.assign(members, { lan, bao });
  for (const m of [lan, bao]) await team.join(m, { key: true });
}, 240_000);

afterAll(() => team.stop());

/** Presses "Send it as a new post at another time…", "Send as a new post at this time", "Send a new post". */
async function sendAsNew(page: Page): Promise<void> {
  await page.click('[data-testid="send-new-time"]');
  await page.click('[data-testid="send-new"]');
  await page.click('[data-testid="confirm-send-new-yes"]');
}

describe('a Hub-held post edited since its approval: "Send it as a new post at another time…"', () => {
  let id = '';
  it('the core: the hand-off is held (sent 0, waiting for approval) and the Hub holds no new post', async () => {
    const { lan, bao } = members;
    const zone = 'Asia/Ho_Chi_Minh';
    const at = DateTime.now().setZone(zone).plus({ days: 1 }).set({ hour: 9, minute: 0, second: 0, millisecond: 0 }).toISO()!;
    ({ id } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Sale -30% cuối tuần này', scheduled_at: at, timezone: zone } }));
    await callValue(lan.page, 'photos.add', { draftId: id, urls: ['https://images.example.com/sale-30.jpg'] });
    await callValue(lan.page, 'review.act', { draftId: id, action: 'submit' });
    await expect.poll(async () => (await reviewOn(bao.page, id))?.state, { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
    await expect.poll(async () => (await reviewOn(lan.page, id))?.state, { timeout: 30_000 }).toBe('approved');
    const first = await callValue<{ sent: number }>(lan.page, 'publish.start', { draftIds: [id] });
    expect(first.sent).toBe(1);
    await expect.poll(async () => (await callValue<{ state: string }>(lan.page, 'drafts.get', { id })).state, { timeout: 30_000 }).toBe('scheduled');
    const atHub = hubPosts();
    expect(atHub).toBe(1);

    // Edited afterwards: back in review.
    const cur = await callValue<{ revision: number }>(lan.page, 'drafts.get', { id });
    await callValue(lan.page, 'drafts.update', { id, patch: { caption: 'Sale -30% ngày 29–30/11' }, revision: cur.revision });
    await expect.poll(async () => await reviewOn(lan.page, id), { timeout: 30_000 }).toMatchObject({ state: 'in_review', stale: true });

    const actions = await callValue<Record<string, { verdicts: { send_again: { do: string; reason?: string } } }>>(lan.page, 'posts.actions', { draftIds: [id] });
    expect(actions[id]?.verdicts.send_again).toEqual({ do: 'refused', reason: 'needs_new_approval' });
    const again = await callValue<{ sent: number; notSent: Array<{ problems: Array<{ code: string; severity: string }> }> }>(lan.page, 'publish.start', { draftIds: [id], again: true });
    expect(again.sent).toBe(0);
    expect(again.notSent[0]?.problems.find((p) => p.severity === 'error')?.code).toBe('waiting_approval');
    await new Promise((r) => setTimeout(r, 1500));
    expect(hubPosts()).toBe(atHub);
  }, 240_000);

  it('pressed on a stale verdict, the toast says "Not sent as a new post" with the reason, never "Sent"', async () => {
    const { page, host } = members.lan;
    // The page's verdicts as they stood before the edit reached it (a race): "send again" offered, by the
    // post's verdict and by its job's (jobverdict: the job carries the same team rules, so both are stale).
    const offer = (v: unknown): void => {
      if (!v || typeof v !== 'object') return;
      const o = v as Record<string, unknown>;
      if (o.verdicts && typeof o.verdicts === 'object' && 'send_again' in (o.verdicts as object)) (o.verdicts as Record<string, unknown>).send_again = { do: 'ask', ask: 'duplicate' };
      for (const x of Object.values(o)) offer(x);
    };
    for (const method of ['posts.actions', 'jobs.list', 'jobs.get']) {
      await page.route(`**/bridge/${method}`, async (route) => {
        // ci32b: a call still in flight when the test unroutes (or the page moves on) is let go, never an unhandled rejection.
        try {
          const res = await route.fetch();
          const body = (await res.json()) as unknown;
          offer(body);
          await route.fulfill({ response: res, json: body });
        } catch {
          // the route was handled or the page closed meanwhile: nothing to answer
        }
      });
    }
    const before = hubPosts();
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.goto(`${host.origin}/#/compose/${encodeURIComponent(id)}`);
      await page.waitForSelector('[data-testid="schedule-held"]');
      await expect.poll(() => page.isDisabled('[data-testid="send-new-time"]'), { timeout: 20_000 }).toBe(false);
      await closeToasts(page);
      await sendAsNew(page);
      const said = lang === 'en'
        ? /^Not sent as a new post\. Waits for approval by an owner or an approver\. Approvers: Bảo\. The first one still goes out at /
        : /^Chưa gửi thành bài mới\. Đang chờ chủ nhóm hoặc người duyệt phê duyệt\. Người duyệt: Bảo\. Bài đầu vẫn được đăng lúc /;
      // The first toast that comes is read as it is (before: "Sent as a new post for …").
      await page.locator('[data-testid="toast"]').first().waitFor({ timeout: 20_000 });
      expect(await toasts(page)).toContainEqual(expect.stringMatching(said));
      expect((await toasts(page)).join(' ')).not.toMatch(/\bSent\b|Đã gửi/);
      await new Promise((r) => setTimeout(r, 1500));
      expect(hubPosts()).toBe(before);
      await themes(page, 'sendasnew/stale-not-sent', lang);
    }
    await useLanguage(page, 'en');
    await page.unrouteAll({ behavior: 'wait' });
    await closeToasts(page);
  }, 120_000);

  it('the action is shut before it is pressed, naming whom it waits for; approved, one new post goes to the Hub', async () => {
    const { lan, bao } = members;
    const { page, host } = lan;
    const words = { en: 'Sending it again as a new post waits for approval by an owner or an approver. Approvers: Bảo.', vi: 'Gửi lại thành bài mới đang chờ chủ nhóm hoặc người duyệt phê duyệt. Người duyệt: Bảo.' };
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.goto(`${host.origin}/#/compose/${encodeURIComponent(id)}`);
      await page.waitForSelector('[data-testid="schedule-held"]');
      await expect.poll(() => page.isDisabled('[data-testid="send-new-time"]'), { timeout: 20_000 }).toBe(true);
      const why = (await page.textContent('[data-testid="send-new-why"]'))?.trim() ?? '';
      expect(why).toBe(words[lang]);
      await page.locator('[data-testid="schedule-held"]').scrollIntoViewIfNeeded();
      await closeToasts(page);
      await themes(page, 'sendasnew/shut-waits', lang);
    }
    await useLanguage(page, 'en');

    const before = hubPosts();
    await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
    // w18again: the time chosen above (held then) is the approved new time now: one step sends it, no time chosen again.
    await page.waitForSelector('[data-testid="send-approved-new"]', { timeout: 30_000 });
    expect(await page.locator('[data-testid="send-new-why"]').count()).toBe(0);
    await page.click('[data-testid="send-approved-new"]');
    await expect.poll(() => toasts(page), { timeout: 20_000 }).toContainEqual(expect.stringMatching(/^Sent as a new post for .* The first one still goes out at /));
    await expect.poll(() => hubPosts(), { timeout: 30_000 }).toBe(before + 1);
  }, 240_000);
});
