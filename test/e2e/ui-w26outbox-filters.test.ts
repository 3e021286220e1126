/// <reference lib="dom" />
/**
 * w26outbox (walk 24, 3), in real browsers on one real team server and one sandbox Hub (each started once for the file).
 * Lan writes two posts; Bảo approves both and sends them from his laptop: A held by the Hub for 2031, B at once.
 * On Lan's Outbox → Table, the range "Today" shows B's row alone (A is placed at its 2031 time), but the "Sent by
 * teammates" cards below still showed A and B: the cards read the send's own state and no dates. Now the cards are the
 * sends the Table shows a row of under the same filter (bridge jobs.team `filter`): a filter narrows both alike.
 * w26outbox 2: Bảo's row in Lan's Table says where he sent it from ("sent by Bảo from the app").
 * Shots light/dark × en/vi. Needs the keychain: run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserTeam, type TeamMember } from './helpers/team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-w26outbox-', { seed: 2626, faults: 'none' });
const members: Record<'lan' | 'bao', TeamMember> = {} as never;
const ids = { a: '', b: '' };

async function until<T>(read: () => Promise<T>, want: T, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  let last: T | undefined;
  while (Date.now() < end) {
    last = await read().catch(() => undefined);
    if (last === want) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`waited ${ms} ms for ${String(want)}, last read ${String(last)}`);
}
const closeToasts = (page: Page): Promise<void> => page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="toast"] > button[aria-label]').forEach((b) => b.click()));
const stateOn = (p: Page, id: string) => callValue<{ state: string }>(p, 'drafts.postState', { id }).then((s) => s.state);

beforeAll(async () => {
  const { hub } = await team.start();
  hub.control.setProcessingMs(0);
  const [lan, bao] = await Promise.all([team.member('Lan', 'editor'), team.member('Bảo', 'owner')]);
  Object.assign(members, { lan, bao });
  for (const m of [lan, bao]) await team.join(m, { key: true });
  const make = (caption: string, when: boolean) => callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['facebook'], caption, ...(when ? { scheduled_at: '2031-11-29T09:00', timezone: 'Asia/Ho_Chi_Minh' } : {}) } });
  ids.a = (await make('Bài A: Bảo hẹn giờ năm 2031.', true)).id;
  ids.b = (await make('Bài B: Bảo đăng ngay hôm nay.', false)).id;
  for (const id of Object.values(ids)) {
    await callValue(lan.page, 'photos.add', { draftId: id, urls: ['https://images.example.com/ca-phe.jpg'] });
    await callValue(lan.page, 'review.act', { draftId: id, action: 'submit' });
  }
  const reviewOn = (p: Page, id: string) => callValue<Record<string, { state: string }>>(p, 'review.get', { draftIds: [id] }).then((r) => r[id]?.state ?? '').catch(() => '');
  for (const id of Object.values(ids)) {
    await until(() => reviewOn(bao.page, id), 'in_review', 30_000);
    await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
  }
  await callValue(bao.page, 'publish.start', { draftIds: [ids.a, ids.b] });
  await until(() => stateOn(bao.page, ids.a), 'scheduled', 60_000);
  await until(() => stateOn(bao.page, ids.b), 'published', 60_000);
  await until(async () => (await callValue<unknown[]>(lan.page, 'jobs.team', {})).length, 2);
}, 300_000);

afterAll(() => team.stop());

/** The drafts of the teammates' cards on screen, and of Bảo's rows in the Table (its rows name him). */
const cards = (p: Page) => p.locator('[data-testid="team-send"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-draft-id')).sort());
const tableByBao = (p: Page) => p.locator('[data-testid="desk-by"]').count();

describe("Lan's Outbox: the teammates' cards and the Table under one filter", () => {
  it('the range "Today" narrows both to B; "All" shows both in both; a state filter narrows both to A', async () => {
    const { lan } = members;
    await lan.page.click('nav a[data-nav="outbox"]');
    await lan.page.click('[data-view="table"]');
    await lan.page.waitForSelector('[data-testid="team-sends"]');
    await expect.poll(() => cards(lan.page), { timeout: 20_000 }).toEqual([ids.a, ids.b].sort());
    await expect.poll(() => tableByBao(lan.page)).toBe(2);

    await lan.page.click('[data-range="today"]');
    await expect.poll(() => tableByBao(lan.page), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => cards(lan.page), { timeout: 20_000 }).toEqual([ids.b]);
    // w26outbox 2: Bảo sent it with the app's Publish: his row says from where.
    expect(await lan.page.locator('[data-testid="desk-by"]').textContent()).toBe('sent by Bảo from the app');
    // The group's header still says how many the team sent in all; the filter's note says what is shown.
    expect(await lan.page.locator('[data-testid="team-sends-count"]').textContent()).toMatch(/2/);
    expect(await lan.page.locator('[data-testid="team-sends-shown"]').textContent()).toBe('1 of 2 shown');
    await closeToasts(lan.page);
    await themes(lan.page, 'w26outbox/lan-today', 'en');
    await useLanguage(lan.page, 'vi');
    await lan.page.click('nav a[data-nav="outbox"]');
    await expect.poll(() => cards(lan.page), { timeout: 20_000 }).toEqual([ids.b]);
    await closeToasts(lan.page);
    await themes(lan.page, 'w26outbox/lan-today', 'vi');
    await useLanguage(lan.page, 'en');
    await lan.page.click('nav a[data-nav="outbox"]');

    await lan.page.click('[data-range="all"]');
    await lan.page.selectOption('[data-filter="state"]', 'scheduled');
    await expect.poll(() => tableByBao(lan.page), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => cards(lan.page), { timeout: 20_000 }).toEqual([ids.a]);
    await lan.page.click('[data-view="cards"]');
    await expect.poll(() => cards(lan.page), { timeout: 20_000 }).toEqual([ids.a]);
    await closeToasts(lan.page);
    await themes(lan.page, 'w26outbox/lan-cards-scheduled', 'en');
    await useLanguage(lan.page, 'vi');
    await lan.page.click('nav a[data-nav="outbox"]');
    await expect.poll(() => cards(lan.page), { timeout: 20_000 }).toEqual([ids.a]);
    await closeToasts(lan.page);
    await themes(lan.page, 'w26outbox/lan-cards-scheduled', 'vi');
    await useLanguage(lan.page, 'en');
  }, 120_000);
});
