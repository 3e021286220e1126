/// <reference lib="dom" />
/**
 * h-calout (walk 39a, 1 and 2), in real browsers on one real team server and one sandbox Hub. Lan publishes a post "Now"
 * and schedules four more in one go; Bảo is her teammate.
 * 1. The post published at once was on neither laptop's calendar (its day's cell empty), though the legend lists ✓
 *    Published. Now it is on the day it went out on each reader's clock, marked published, on both laptops.
 * 2. Bảo's "Sent by teammates" cards went by when each call reached the Hub (out of order: "24, 20, 22, 16, 18 Dec"); now in
 *    the order Lan's own Outbox lists her jobs. Its heading said whose they were twice ("Sent by teammates 5 posts sent by
 *    teammates"; "Do đồng đội gửi 5 bài do đồng đội gửi"); now once.
 * Shots light/dark × en/vi of both calendars and Bảo's Outbox.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserTeam } from './helpers/team';
import { approvedByBao, closeToasts, reviewOn, useLanAndBao } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';
import { daysAhead } from '../helpers/ahead';
import { calendarAt } from './helpers/calendar';

const team = browserTeam('postroom-ui-h-calout-', { seed: 39, faults: 'none' });
const members = useLanAndBao(team);

interface Entry { id: string; state: string; sent_at?: string | null; sent_by?: { name: string } | null }
const DAYS = [24, 20, 22, 16].map((n) => daysAhead(n));

describe('a post published at once, and a teammate’s sends in the Outbox', () => {
  it('is on both calendars on the day it went out, published; Bảo’s cards are in Lan’s order under a heading that says whose once', async () => {
    const { lan, bao } = members;
    const now = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['facebook'], caption: 'Phở bò tái: mở cửa ngay bây giờ' } });
    const later: Array<{ id: string }> = [];
    for (const [i, day] of DAYS.entries()) later.push(await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['facebook'], caption: `Bún chả ${i + 1}: hẹn giờ`, scheduled_at: `${day}T09:00`, timezone: 'Asia/Ho_Chi_Minh' } }));
    const ids = [now.id, ...later.map((d) => d.id)];
    await approvedByBao(members, ids);
    for (const id of ids) await expect.poll(() => reviewOn(lan.page, id), { timeout: 30_000 }).toBe('approved');
    await callValue(lan.page, 'publish.start', { draftIds: ids });
    const stateOn = (p: Page, id: string) => callValue<{ state: string }>(p, 'drafts.postState', { id }).then((s) => s.state);
    await expect.poll(() => stateOn(lan.page, now.id), { timeout: 60_000 }).toBe('published');
    for (const d of later) await expect.poll(() => stateOn(lan.page, d.id), { timeout: 60_000 }).toBe('scheduled');
    await expect.poll(async () => (await callValue<unknown[]>(bao.page, 'jobs.team', {})).length, { timeout: 60_000 }).toBe(5);

    // 1. The core's calendar on both laptops: the post at the instant it was handed to the Hub, published.
    const month = { from: new Date(Date.now() - 40 * 86_400_000).toISOString(), to: new Date(Date.now() + 2 * 86_400_000).toISOString() };
    const entryOn = (p: Page) => callValue<Entry[]>(p, 'calendar.range', month).then((l) => l.find((e) => e.id === now.id) ?? null);
    await expect.poll(() => entryOn(lan.page).then((e) => e?.state ?? 'none'), { timeout: 20_000 }).toBe('published');
    const mine = (await entryOn(lan.page))!;
    expect(mine.sent_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    await expect.poll(() => entryOn(bao.page).then((e) => `${e?.state} ${e?.sent_at} ${e?.sent_by?.name}`), { timeout: 30_000 }).toBe(`published ${mine.sent_at} Lan`);
    for (const m of [lan, bao]) {
      // Its day on this reader's clock (the browser's).
      const day = await m.page.evaluate((iso) => { const d = new Date(iso); return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`; }, mine.sent_at!);
      await calendarAt(m.page, day);
      const chip = m.page.locator(`.day[data-day="${day}"] [data-entry="${now.id}"]`);
      await expect.poll(() => chip.count(), { timeout: 20_000 }).toBe(1);
      expect(await chip.getAttribute('data-state')).toBe('published');
      expect(await chip.locator('.mark').textContent()).toBe('✓');
      expect(await chip.getAttribute('title')).toMatch(m === lan ? /^Published · \d\d:\d\d / : /^Published · \d\d:\d\d .*Sent by Lan/);
      await closeToasts(m.page);
      await chip.scrollIntoViewIfNeeded();
      await themes(m.page, `h-calout/${m === lan ? 'lan' : 'bao'}-calendar`, 'en');
      await useLanguage(m.page, 'vi');
      await calendarAt(m.page, day);
      await expect.poll(() => chip.getAttribute('title').catch(() => ''), { timeout: 20_000 }).toMatch(/^Đã đăng · /);
      await closeToasts(m.page);
      await chip.scrollIntoViewIfNeeded();
      await themes(m.page, `h-calout/${m === lan ? 'lan' : 'bao'}-calendar`, 'vi');
      await useLanguage(m.page, 'en');
    }

    // 2. Bảo's cards of Lan's sends, in the order her own Outbox lists them; the heading says whose they are once.
    await lan.page.click('nav a[data-nav="outbox"]');
    const lanCards = lan.page.locator('[data-testid="outbox-jobs"] li.job');
    await expect.poll(() => lanCards.count(), { timeout: 20_000 }).toBe(5);
    const hers = await lanCards.evaluateAll((ls) => ls.map((l) => l.getAttribute('data-job-id')));
    await bao.page.click('nav a[data-nav="outbox"]');
    const baoCards = bao.page.locator('[data-testid="team-send"]');
    await expect.poll(() => baoCards.count(), { timeout: 20_000 }).toBe(5);
    expect(await baoCards.evaluateAll((ls) => ls.map((l) => l.getAttribute('data-job-id')))).toEqual(hers);
    expect((await bao.page.textContent('#teamsends-h'))?.replace(/\s+/g, ' ').trim()).toBe('Sent by teammates · 5 posts');
    await closeToasts(bao.page);
    await themes(bao.page, 'h-calout/bao-outbox', 'en');
    await useLanguage(bao.page, 'vi');
    await expect.poll(() => bao.page.textContent('#teamsends-h').then((t) => (t ?? '').replace(/\s+/g, ' ').trim()), { timeout: 20_000 }).toBe('Do đồng đội gửi · 5 bài');
    await closeToasts(bao.page);
    await themes(bao.page, 'h-calout/bao-outbox', 'vi');
    await useLanguage(bao.page, 'en');
  });
});
