/// <reference lib="dom" />
/**
 * w9xcard (walk 9, F1), in real browsers on one real team server and one sandbox Hub (each started once
 * for the file). Lan's post goes to Instagram, Facebook and X, X with its own caption; Bảo approves it;
 * Lan and Bảo press Publish together. The Hub makes one X post with X's caption and one Instagram +
 * Facebook post with the main one. Chi pressed nothing: her Outbox → "Sent by teammates" X card and
 * the Table's X row show X's caption (before: the main caption, which never went out on X).
 * Shots light/dark × en/vi. Needs the keychain: run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserTeam, type TeamMember } from './helpers/team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-w9xcard-', { seed: 9, faults: 'none' });
const members: Record<'lan' | 'bao' | 'chi', TeamMember> = {} as never;
const MAIN = 'Phở sáng thứ Bảy 🍜 — ghé quán từ 6h nhé! #pho';
const X_ONLY = 'Phở sáng T7 🍜 6h mở cửa. #pho #saigon';
let id = '';

const closeToasts = (page: Page): Promise<void> => page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="toast"] > button[aria-label]').forEach((b) => b.click()));
/** Polls outside a test (beforeAll): until `read` answers `want`, else fails with what it last read. */
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

beforeAll(async () => {
  const { hub } = await team.start();
  hub.control.setProcessingMs(0);
  const [lan, bao, chi] = await Promise.all([team.member('Lan', 'editor'), team.member('Bảo', 'approver'), team.member('Chi', 'owner')]);
  Object.assign(members, { lan, bao, chi });
  for (const m of [lan, bao, chi]) await team.join(m, { key: true });
  id = (await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_caphe', platforms: ['instagram', 'facebook', 'x'], caption: MAIN, captions: { x: { caption: X_ONLY } } } })).id;
  await callValue(lan.page, 'photos.add', { draftId: id, urls: ['https://images.example.com/pho.jpg'] });
  await callValue(lan.page, 'review.act', { draftId: id, action: 'submit' });
  const reviewOn = (p: Page) => callValue<Record<string, { state: string }>>(p, 'review.get', { draftIds: [id] }).then((r) => r[id]?.state ?? '').catch(() => '');
  await until(() => reviewOn(bao.page), 'in_review', 30_000);
  await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
  await until(() => reviewOn(lan.page), 'approved', 30_000);
  // Both press Publish together: the same approved keys, one post per caption at the Hub.
  await Promise.all([lan, bao].map((m) => callValue(m.page, 'publish.start', { draftIds: [id] })));
  const stateOn = (p: Page) => callValue<{ state: string }>(p, 'drafts.postState', { id }).then((s) => s.state);
  await until(() => stateOn(chi.page), 'published', 60_000);
  await until(async () => (await callValue<Array<{ draftId: string }>>(chi.page, 'jobs.team', {})).filter((s) => s.draftId === id).length, 2);
  const posts = hub.control.publishedPosts().filter((p) => p.caption === MAIN || p.caption === X_ONLY);
  if (posts.length !== 2) throw new Error(`the Hub holds ${posts.length} posts of the draft, not 2`);
}, 300_000);

afterAll(() => team.stop());

describe("Chi's Outbox: Lan's X post with X's own caption", () => {
  it('the "Sent by teammates" X card shows X\'s caption, the Instagram + Facebook card the main one', async () => {
    const { chi } = members;
    await chi.page.click('nav a[data-nav="outbox"]');
    await chi.page.waitForSelector('[data-testid="team-sends"]');
    const cards = chi.page.locator(`[data-testid="team-send"][data-draft-id="${id}"]`);
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(2);
    const seen = async () => (await cards.evaluateAll((els) => els.map((el) => `${el.querySelector('.channels')?.textContent?.trim()}: ${el.querySelector('.excerpt')?.textContent?.trim()}`))).sort();
    expect(await seen()).toEqual([`Instagram, Facebook: ${MAIN}`, `X: ${X_ONLY}`]);
    await closeToasts(chi.page);
    await themes(chi.page, 'w9xcard/chi-cards', 'en');
    await useLanguage(chi.page, 'vi');
    await chi.page.waitForSelector('[data-testid="team-sends"]');
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(2);
    expect((await seen()).map((s) => s.split(': ').slice(1).join(': ')).sort()).toEqual([MAIN, X_ONLY].sort());
    await closeToasts(chi.page);
    await themes(chi.page, 'w9xcard/chi-cards', 'vi');
    await useLanguage(chi.page, 'en');
  });

  it("the Table's X row shows X's caption, its Instagram and Facebook rows the main one", async () => {
    const { chi } = members;
    await chi.page.waitForSelector('[data-view="table"]');
    await chi.page.click('[data-view="table"]');
    await chi.page.waitForSelector('[data-testid="desk-summary"]');
    const rows = () => chi.page.locator('[data-testid="desk-post"]').evaluateAll((els) => els.map((el) => `${el.closest('tr')?.querySelector('[data-channel]')?.getAttribute('data-channel') ?? ''}|${el.getAttribute('title') ?? ''}`));
    await expect.poll(async () => (await rows()).length, { timeout: 20_000 }).toBe(3);
    const want = [`facebook|${MAIN}`, `instagram|${MAIN}`, `x|${X_ONLY}`];
    expect((await rows()).sort()).toEqual(want);
    await closeToasts(chi.page);
    await themes(chi.page, 'w9xcard/chi-table', 'en');
    await useLanguage(chi.page, 'vi');
    await chi.page.waitForSelector('[data-view="table"]');
    await chi.page.click('[data-view="table"]');
    await chi.page.waitForSelector('[data-testid="desk-summary"]');
    await expect.poll(async () => (await rows()).sort(), { timeout: 20_000 }).toEqual(want);
    await closeToasts(chi.page);
    await themes(chi.page, 'w9xcard/chi-table', 'vi');
    await useLanguage(chi.page, 'en');
  });
});
