/// <reference lib="dom" />
/**
 * h-review (walk 33, 1 and 2): Bảo (approver) reads his review queue in a 1,280 px window.
 * 1. "Request changes" opens its note box on a row: every button and label of the row's Actions (the box's label, its
 *    text box, Send and Cancel) is whole inside the window, in English and in Vietnamese (longer words); each header
 *    stands over its cells. Before: the Actions column ran past the window's edge, cut, with no sideways scroll.
 * 2. A post the Hub published (sent at once, edited since: back in review) goes out at the time the Hub has, in the
 *    words the Outbox says it with (lib/postTime.ts), never "When sent".
 * Real team server and sandbox Hub, started once for the file; shots light/dark × en/vi at 1,280 px.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserTeam, type TeamMember } from './helpers/team';
import { callValue, themes, useLanguage } from './helpers/session';

const ZONE = 'Asia/Ho_Chi_Minh';
const team = browserTeam('postroom-ui-h-review-', { seed: 33, faults: 'none' }, { teamName: 'Sóng Agency' });
const members: Record<'lan' | 'bao', TeamMember> = {} as never;

const closeToasts = (page: Page): Promise<void> => page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="toast"] > button[aria-label]').forEach((b) => b.click()));

interface Review { state: string; stale: boolean; atHub?: { state: string } | null }
const reviewOn = (p: Page, id: string): Promise<Review | null> => callValue<Record<string, Review>>(p, 'review.get', { draftIds: [id] }).then((r) => r[id] ?? null).catch(() => null);

/** Each control of the row's Actions cell that is cut by the window's right edge (or the page's left), by its words. */
const cutControls = (page: Page, id: string): Promise<string[]> => page.evaluate((draftId) => {
  const cell = document.querySelector(`tr[data-draft-id="${draftId}"] [data-testid="review-actions"]`);
  if (!cell) return ['no actions cell'];
  const w = document.documentElement.clientWidth;
  return [...cell.querySelectorAll<HTMLElement>('button, label, textarea')].filter((el) => {
    const r = el.getBoundingClientRect();
    return r.left < 0 || r.right > w + 0.5 || r.width === 0;
  }).map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}" right ${Math.round(el.getBoundingClientRect().right)} > ${w}`);
}, id);

/** Headers whose column's cells stand elsewhere (a header over another column's cell). */
const offHeaders = (page: Page): Promise<string[]> => page.evaluate(() => {
  const table = document.querySelector('[data-testid="review-rows"]');
  if (!table) return ['no table'];
  const heads = [...table.querySelectorAll('thead th')].map((th) => th.getBoundingClientRect());
  const out: string[] = [];
  for (const tr of table.querySelectorAll('tbody tr[data-draft-id]')) {
    [...tr.children].forEach((td, i) => {
      const r = td.getBoundingClientRect();
      const h = heads[i];
      if (!h || Math.abs(r.left - h.left) > 1 || Math.abs(r.right - h.right) > 1) out.push(`column ${i}`);
    });
  }
  return out;
});

beforeAll(async () => {
  await team.start();
  const [lan, bao] = await Promise.all([team.member('Lan', 'editor'), team.member('Bảo', 'approver')]);
  Object.assign(members, { lan, bao });
  for (const m of [lan, bao]) await team.join(m, { key: true });
}, 240_000);

afterAll(() => team.stop());

describe('the review queue at 1,280 px', () => {
  it('the note box of "Request changes" is whole in the window (en, vi), and a published post goes out at the Hub\'s time', async () => {
    const { lan, bao } = members;
    // A post scheduled two days ahead, in review (it waits for Bảo).
    const at = DateTime.now().setZone(ZONE).plus({ days: 2 }).set({ hour: 9, minute: 0, second: 0 }).toFormat("yyyy-MM-dd'T'HH:mm:ss");
    const { id: waiting } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Ưu đãi 20% cuối tuần cho khách quen', scheduled_at: at, timezone: ZONE } });
    await callValue(lan.page, 'photos.add', { draftId: waiting, urls: ['https://images.example.com/uu-dai.jpg'] });
    await callValue(lan.page, 'review.act', { draftId: waiting, action: 'submit' });

    // A post sent at once, approved and published, then edited by Lan: back in Bảo's queue with the Hub's post.
    const { id: sent } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Offline approve test v1' } });
    await callValue(lan.page, 'photos.add', { draftId: sent, urls: ['https://images.example.com/ao-dai.jpg'] });
    await callValue(lan.page, 'review.act', { draftId: sent, action: 'submit' });
    await expect.poll(async () => (await reviewOn(bao.page, sent))?.state, { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: sent, action: 'approve' });
    await expect.poll(async () => (await reviewOn(lan.page, sent))?.state, { timeout: 30_000 }).toBe('approved');
    await callValue(lan.page, 'publish.start', { draftIds: [sent] });
    await expect.poll(async () => (await callValue<{ state: string }>(lan.page, 'drafts.postState', { id: sent })).state, { timeout: 60_000 }).toBe('published');
    await callValue(lan.page, 'drafts.update', { id: sent, patch: { caption: 'Offline approve test v2' } });
    await expect.poll(async () => await reviewOn(bao.page, sent), { timeout: 60_000 }).toMatchObject({ state: 'in_review', stale: true, atHub: { state: 'published' } });
    await expect.poll(async () => (await reviewOn(bao.page, waiting))?.state, { timeout: 30_000 }).toBe('in_review');
    // Walk 39a (7): a post the Hub holds for Dec 12, edited since (its time unchanged): a new post at that very time is held
    // back (held_same_time), so the row says it needs another time first (was "If sent again as a new post: Dec 12…").
    const { id: held } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Held test v1', scheduled_at: '2027-12-12T19:30', timezone: 'UTC' } });
    await callValue(lan.page, 'photos.add', { draftId: held, urls: ['https://images.example.com/ao-dai.jpg'] });
    await callValue(lan.page, 'review.act', { draftId: held, action: 'submit' });
    await expect.poll(async () => (await reviewOn(bao.page, held))?.state, { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: held, action: 'approve' });
    await expect.poll(async () => (await reviewOn(lan.page, held))?.state, { timeout: 30_000 }).toBe('approved');
    await callValue(lan.page, 'publish.start', { draftIds: [held] });
    await expect.poll(async () => (await callValue<{ state: string }>(lan.page, 'drafts.postState', { id: held })).state, { timeout: 60_000 }).toBe('scheduled');
    await callValue(lan.page, 'drafts.update', { id: held, patch: { caption: 'Held test v2' } });
    await expect.poll(async () => await reviewOn(bao.page, held), { timeout: 60_000 }).toMatchObject({ state: 'in_review', stale: true, atHub: { state: 'scheduled' }, asNewNeedsTime: true });

    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(bao.page, lang);
      for (const width of [1400, 1280]) {
        await bao.page.setViewportSize({ width, height: 900 });
        await bao.page.goto(`${bao.host.origin}/#/review`);
        const row = bao.page.locator(`[data-testid="review-rows"] tr[data-draft-id="${waiting}"]`);
        await row.waitFor();
        await row.locator('[data-review-act="request_changes"]').click();
        await row.locator('[data-testid="changes-note"]').fill('Ghi rõ ngày kết thúc ưu đãi nhé (end date please)');
        await expect.poll(() => row.locator('[data-testid="changes-send"]').isEnabled()).toBe(true);
        expect({ width, cut: await cutControls(bao.page, waiting) }).toEqual({ width, cut: [] });
        expect({ width, off: await offHeaders(bao.page) }).toEqual({ width, off: [] });
      }

      // The published post, edited since: the version under review goes as a NEW post, at its own time (walk 35, 2: the
      // Hub's time there hid the new time the approver approves); the note under the row says what the Hub holds.
      const goes = bao.page.locator(`tr[data-draft-id="${sent}"] [data-testid="review-time"]`);
      // Walk 44a: the time first, compact; what qualifies it a short line under it (review-as-new).
      await expect.poll(async () => (await goes.textContent().catch(() => ''))?.trim(), { timeout: 20_000 }).toBe(lang === 'en' ? 'When sentif sent again as a new post' : 'Khi gửinếu gửi lại thành bài mới');
      const heldGoes = bao.page.locator(`tr[data-draft-id="${held}"] [data-testid="review-time"]`);
      await expect.poll(async () => (await heldGoes.textContent().catch(() => ''))?.trim(), { timeout: 20_000 }).toMatch(lang === 'en' ? /^Dec 12, 2027, 7:30\sPM(UTC)?needs another time first$/ : /^.*19:30.*cần chọn giờ khác trước$/);
      // Why, under the row: the Hub holds this post for that very time.
      await expect.poll(async () => (await bao.page.locator(`[data-at-hub-of="${held}"] [data-testid="review-hub-times"]`).textContent().catch(() => ''))?.trim(), { timeout: 20_000 }).toMatch(lang === 'en' ? /^If sent again as a new post, it needs another time than Dec 12, 2027, 7:30\sPM first: the Hub holds this post for that time\.$/ : /^Nếu gửi lại thành bài mới, trước tiên cần chọn một giờ khác ngoài .*19:30.*: Hub đang giữ bài này vào giờ đó\.$/);
      await closeToasts(bao.page);
      await bao.page.locator(`tr[data-draft-id="${waiting}"] [data-testid="changes-send"]`).scrollIntoViewIfNeeded();
      await themes(bao.page, 'h-review/queue-1280', lang);
    }
  }, 300_000);
});
