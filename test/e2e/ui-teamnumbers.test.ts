/// <reference lib="dom" />
/**
 * teamnumbers (issue 34, walk 6), in real browsers on one real team server and one sandbox Hub (each
 * started once for the file). Lan writes three posts; Bảo approves them all and sends two from his
 * laptop (A held by the Hub for 2031, B at once); Lan sends C (held for 2031) from hers.
 * 1. Lan's Outbox → Table counts the team's sends: published 1 and waiting 2 in the total, "of which
 *    by teammates" 1 and 1, Bảo's rows say "sent by Bảo" (before: Lan's own sends only, teammates beside).
 * 2. Bảo's A in "Sent by teammates" shows the time the Hub holds (Scheduled for … (Ho Chi Minh)), as her
 *    own card C does; B the time it was handed to the Hub (before: no time at all).
 * 4. The teammate's card and her own card keep their look (computed styles, one style source).
 * 5. Bảo's Settings → Team → review settings: a changed checkbox says the change is not saved; put
 *    back, the hint goes and Save shuts.
 * Shots light/dark × en/vi. Needs the keychain: run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserTeam, type TeamMember } from './helpers/team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-teamnumbers-', { seed: 37, faults: 'none' });
const members: Record<'lan' | 'bao', TeamMember> = {} as never;
const ids = { a: '', b: '', c: '' };

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
const stateOn = (p: Page, id: string) => callValue<{ state: string }>(p, 'drafts.postState', { id }).then((s) => s.state);

beforeAll(async () => {
  const { hub } = await team.start();
  hub.control.setProcessingMs(0);
  const [lan, bao] = await Promise.all([team.member('Lan', 'editor'), team.member('Bảo', 'owner')]);
  Object.assign(members, { lan, bao });
  for (const m of [lan, bao]) await team.join(m, { key: true });
  const make = (caption: string, when: boolean) => callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['facebook'], caption, ...(when ? { scheduled_at: '2031-11-29T09:00', timezone: 'Asia/Ho_Chi_Minh' } : {}) } });
  ids.a = (await make('Bài A: Bảo hẹn giờ.', true)).id;
  ids.b = (await make('Bài B: Bảo đăng ngay.', false)).id;
  ids.c = (await make('Bài C: Lan hẹn giờ.', true)).id;
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
  await until(() => reviewOn(lan.page, ids.c), 'approved', 30_000);
  await callValue(lan.page, 'publish.start', { draftIds: [ids.c] });
  await until(() => stateOn(lan.page, ids.c), 'scheduled', 60_000);
  await until(async () => (await callValue<unknown[]>(lan.page, 'jobs.team', {})).length, 2);
}, 300_000);

afterAll(() => team.stop());

/** The cards' parts as they looked before teamnumbers shared their styles (border, radius, padding, background, display, gap, alignment, font, margin, wrapping, growth). */
// w31words: a state badge stays on one line (white-space nowrap), the one change since.
const LOOKS_BEFORE = {
  own: {
    li: 'solid 1px 8px 9.6px 12.8px rgb(255, 255, 255) list-item normal normal 14px 400 0px normal visible 0',
    row1: 'none 0px 0px 0px 0px rgba(0, 0, 0, 0) flex 11.2px baseline 14px 400 0px normal visible 0',
    channels: 'none 0px 0px 0px 0px rgba(0, 0, 0, 0) block normal normal 14px 600 0px normal visible 1',
    badge: 'none 0px 4px 0px 6.4px rgb(227, 234, 252) block normal normal 12.48px 400 0px nowrap visible 0',
    which: 'none 0px 0px 0px 0px rgba(0, 0, 0, 0) flex normal center 14px 400 4.8px nowrap hidden 0',
    detail: 'none 0px 0px 0px 0px rgba(0, 0, 0, 0) block normal normal 14.4px 400 3.2px normal visible 0',
    time: 'none 0px 0px 0px 0px rgba(0, 0, 0, 0) block normal normal 14px 400 0px normal visible 0'
  },
  team: {
    li: 'dashed 1px 8px 9.6px 12.8px rgb(255, 255, 255) list-item normal normal 14px 400 0px normal visible 0',
    row1: 'none 0px 0px 0px 0px rgba(0, 0, 0, 0) flex 11.2px baseline 14px 400 0px normal visible 0',
    channels: 'none 0px 0px 0px 0px rgba(0, 0, 0, 0) block normal normal 14px 600 0px normal visible 1',
    badge: 'none 0px 4px 0px 6.4px rgb(227, 234, 252) block normal normal 12.48px 400 0px nowrap visible 0',
    which: 'none 0px 0px 0px 0px rgba(0, 0, 0, 0) block normal normal 14px 400 4.8px nowrap hidden 0',
    detail: 'none 0px 0px 0px 0px rgba(0, 0, 0, 0) block normal normal 14.4px 400 3.2px normal visible 0',
    time: 'none 0px 0px 0px 0px rgba(0, 0, 0, 0) block normal normal 14px 400 0px normal visible 0'
  }
};

/** The look of a card's parts (item 4: sharing the styles must not change it). */
const looks = (page: Page, card: string) => page.locator(card).first().evaluate((li) => {
  const pick = (el: Element | null) => {
    if (!el) return null;
    const s = getComputedStyle(el);
    return [s.borderTopStyle, s.borderTopWidth, s.borderTopLeftRadius, s.paddingTop, s.paddingLeft, s.backgroundColor, s.display, s.gap, s.alignItems, s.fontSize, s.fontWeight, s.marginTop, s.whiteSpace, s.overflow, s.flexGrow].join(' ');
  };
  return { li: pick(li), row1: pick(li.querySelector('.row1')), channels: pick(li.querySelector('.channels')), badge: pick(li.querySelector('.badge')), which: pick(li.querySelector('.which')), detail: pick(li.querySelector('[data-testid="post-detail"]')), time: pick(li.querySelector('[data-testid="post-time"]')) };
});

describe("Lan's Outbox counts and times the team's sends", () => {
  it("cards: a teammate's held post shows the time the Hub holds, as her own card does; the cards keep their look", async () => {
    const { lan } = members;
    await lan.page.click('nav a[data-nav="outbox"]');
    await lan.page.waitForSelector('[data-testid="team-sends"]');
    const theirs = (id: string) => lan.page.locator(`[data-testid="team-send"][data-draft-id="${id}"] [data-testid="post-time"]`);
    await expect.poll(() => theirs(ids.a).textContent().catch(() => ''), { timeout: 20_000 }).toMatch(/^Scheduled for .*2031.* \(Ho Chi Minh\)$/);
    expect(await theirs(ids.a).getAttribute('data-kind')).toBe('scheduledFor');
    expect(await theirs(ids.b).getAttribute('data-kind')).toBe('handedAt');
    expect(await theirs(ids.b).textContent()).toMatch(/^Handed to the Hub at /);
    // Her own card C says its time the same way.
    const mine = await lan.page.locator('[data-testid="outbox-jobs"] [data-testid="post-time"]').first().textContent();
    expect(mine).toMatch(/^Scheduled for .*2031.* \(Ho Chi Minh\)$/);
    expect(await theirs(ids.a).textContent()).toBe(mine);

    // Two cards of one state (held by the Hub): her C and Bảo's A.
    const own = await looks(lan.page, '[data-testid="outbox-jobs"] li.job');
    const team = await looks(lan.page, `[data-testid="team-send"][data-draft-id="${ids.a}"]`);
    console.log(`teamnumbers looks ${JSON.stringify({ own, team })}`);
    // One style source (item 4): each part looks as it did before the cards shared their styles
    // (computed light-theme styles recorded on the code before), the teammate's card dashed.
    expect({ own, team }).toEqual(LOOKS_BEFORE);
    await closeToasts(lan.page);
    await themes(lan.page, 'teamnumbers/lan-cards', 'en');
    await useLanguage(lan.page, 'vi');
    await expect.poll(() => theirs(ids.a).textContent()).toMatch(/2031/);
    await closeToasts(lan.page);
    await themes(lan.page, 'teamnumbers/lan-cards', 'vi');
    await useLanguage(lan.page, 'en');
  });

  it("table: the totals count the team's sends, of which teammates', and each of Bảo's rows names him", async () => {
    const { lan } = members;
    await lan.page.click('[data-view="table"]');
    await lan.page.waitForSelector('[data-testid="desk-summary"]');
    const total = (o: string) => lan.page.textContent(`[data-cell="total::${o}"]`);
    await expect.poll(async () => `${await total('published')} ${await total('waiting')} ${await total('refused')} ${await total('unknown')}`, { timeout: 20_000 }).toBe('1 2 0 0');
    const theirs = (o: string) => lan.page.getAttribute(`[data-testid="desk-summary-teammates"] [data-outcome="${o}"]`, 'data-n');
    expect(`${await theirs('published')} ${await theirs('waiting')} ${await theirs('refused')} ${await theirs('unknown')}`).toBe('1 1 0 0');
    expect(await lan.page.textContent('[data-testid="desk-summary-teammates"] th')).toBe('of which by teammates');
    expect(await lan.page.locator('[data-testid="desk-by"]').allTextContents()).toEqual(['sent by Bảo from the app', 'sent by Bảo from the app']); // w26outbox 2: he sent them with the app's Publish
    // Bảo's rows name the post and its brand, as his cards below do (the team's outcome carries neither).
    expect((await lan.page.locator('[data-testid="desk-post"]').allTextContents()).sort()).toEqual(['Bài A: Bảo hẹn giờ.', 'Bài B: Bảo đăng ngay.', 'Bài C: Lan hẹn giờ.']);
    expect(await lan.page.locator('[data-testid="desk-summary-profile"] tbody tr').count()).toBe(1);
    expect(await lan.page.textContent('[data-testid="desk-summary-profile"] tbody tr th')).toBe('Studio Lumen');
    // w16twice (walk 15): the note counts what the summary counts, channels: its total (3) and its teammates' line (2).
    expect(await lan.page.textContent('[data-testid="desk-team-note"]')).toBe('These counts are the team’s, one for each channel of a post: 1 sent from this computer and 2 sent by teammates (the rows “sent by …” below).');
    await closeToasts(lan.page);
    await themes(lan.page, 'teamnumbers/lan-table', 'en');
    await useLanguage(lan.page, 'vi');
    await expect.poll(() => lan.page.textContent('[data-testid="desk-summary-teammates"] th')).toBe('trong đó do đồng đội gửi');
    expect(await lan.page.textContent('[data-testid="desk-team-note"]')).toBe('Các số này tính bài của cả nhóm, mỗi kênh của một bài là một: 1 gửi từ máy này và 2 do đồng đội gửi (các dòng “do … gửi” bên dưới).');
    expect(await lan.page.locator('[data-testid="desk-by"]').allTextContents()).toEqual(['do Bảo gửi từ ứng dụng', 'do Bảo gửi từ ứng dụng']);
    await closeToasts(lan.page);
    await themes(lan.page, 'teamnumbers/lan-table', 'vi');
    await useLanguage(lan.page, 'en');
    await lan.page.click('[data-view="cards"]');
  });
});

describe("Bảo's review settings say they are not saved yet", () => {
  it('a changed checkbox shows the unsaved hint and opens Save; put back, both go', async () => {
    const { bao } = members;
    const section = '[data-testid="review-settings"]';
    await bao.page.click('nav a[data-nav="settings"]');
    await bao.page.waitForSelector(`${section} [data-action="review-settings-save"]`);
    const save = `${section} [data-action="review-settings-save"]`;
    const hint = `${section} [data-testid="review-settings-unsaved"]`;
    expect(await bao.page.isDisabled(save)).toBe(true);
    expect(await bao.page.locator(hint).count()).toBe(0);
    await bao.page.click(`${section} input[name="authors-may-approve"]`);
    await bao.page.waitForSelector(hint);
    expect(await bao.page.textContent(hint)).toBe('Unsaved changes: press Save to apply them to the team.');
    expect(await bao.page.isDisabled(save)).toBe(false);
    await bao.page.locator(section).scrollIntoViewIfNeeded();
    await closeToasts(bao.page);
    await themes(bao.page, 'teamnumbers/bao-unsaved', 'en');
    // Put back as saved: nothing unsaved, Save shut.
    await bao.page.click(`${section} input[name="authors-may-approve"]`);
    await expect.poll(() => bao.page.locator(hint).count()).toBe(0);
    expect(await bao.page.isDisabled(save)).toBe(true);
    // In Vietnamese (the page reloads: the change is made again).
    await useLanguage(bao.page, 'vi');
    await bao.page.waitForSelector(save);
    await bao.page.click(`${section} input[name="authors-may-approve"]`);
    await expect.poll(() => bao.page.textContent(hint).catch(() => '')).toBe('Có thay đổi chưa lưu: bấm Lưu để áp dụng cho nhóm.');
    await bao.page.locator(section).scrollIntoViewIfNeeded();
    await closeToasts(bao.page);
    await themes(bao.page, 'teamnumbers/bao-unsaved', 'vi');
    await useLanguage(bao.page, 'en');
  });
});
