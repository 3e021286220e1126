/// <reference lib="dom" />
/**
 * w10caption (walk 10, F1), in real browsers on one real team server and one sandbox Hub (each started
 * once for the file). Lan's approved post ("Xôi gà sáng Chủ nhật — đặt trước nhé") is scheduled at the
 * Hub from her laptop; then she edits the caption ("… đặt trước qua Zalo nhé"). Bảo pressed nothing:
 * his Outbox → "Sent by teammates" card and the Table's rows show the caption the Hub holds (the one
 * Lan's laptop sent) and say the draft was edited since. Before: the new caption, which the Hub never
 * got, and the Table said nothing. Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserTeam } from './helpers/team';
import { approvedByBao, closeToasts, reviewOn, useLanAndBao } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-w10caption-', { seed: 10, faults: 'none' });
const members = useLanAndBao(team);
const SENT = 'Xôi gà sáng Chủ nhật — đặt trước nhé';
const EDITED = 'Xôi gà sáng Chủ nhật — đặt trước qua Zalo nhé';

interface Send { draftId: string; caption: string; editedSinceSent?: { approvedAt: string; captionAsSent?: boolean } | null }

describe("Bảo's Outbox: Lan's send, its caption edited after it went out", () => {
  it('the card and the Table rows show the caption the Hub holds and say the draft was edited since', async () => {
    const { lan, bao } = members;
    const d = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['facebook', 'instagram'], caption: SENT, scheduled_at: '2031-11-28T09:00', timezone: 'Asia/Ho_Chi_Minh' } });
    await approvedByBao(members, [d.id]);
    await expect.poll(() => reviewOn(lan.page, d.id), { timeout: 30_000 }).toBe('approved');
    const started = await callValue<unknown>(lan.page, 'publish.start', { draftIds: [d.id] });
    const stateOn = (p: Page) => callValue<{ state: string }>(p, 'drafts.postState', { id: d.id }).then((s) => s.state);
    await expect.poll(() => stateOn(lan.page), { timeout: 60_000, message: JSON.stringify(started).slice(0, 600) }).toBe('scheduled');
    const sends = () => callValue<Send[]>(bao.page, 'jobs.team', {}).then((l) => l.filter((s) => s.draftId === d.id));
    await expect.poll(async () => (await sends()).length, { timeout: 60_000 }).toBe(1);

    // Lan edits the caption after the Hub scheduled the post.
    await callValue(lan.page, 'drafts.update', { id: d.id, patch: { caption: EDITED } });
    await expect.poll(() => callValue<{ caption: string }>(bao.page, 'drafts.get', { id: d.id }).then((x) => x.caption), { timeout: 30_000 }).toBe(EDITED);
    await expect.poll(async () => (await sends()).map((s) => `${s.caption} ${s.editedSinceSent?.captionAsSent ?? 'not edited'}`), { timeout: 20_000 }).toEqual([`${SENT} true`]);

    await bao.page.click('nav a[data-nav="outbox"]');
    await bao.page.waitForSelector('[data-testid="team-sends"]');
    const card = bao.page.locator(`[data-testid="team-send"][data-draft-id="${d.id}"]`);
    await expect.poll(() => card.locator('.excerpt').textContent(), { timeout: 20_000 }).toBe(SENT);
    expect(await card.locator('[data-testid="team-send-edited"]').textContent()).toMatch(/^The draft was edited since: the Hub holds this text, as it was approved on .+\.$/);
    await closeToasts(bao.page);
    await themes(bao.page, 'w10caption/bao-card', 'en');
    await useLanguage(bao.page, 'vi');
    await expect.poll(() => card.locator('[data-testid="team-send-edited"]').textContent().catch(() => '')).toMatch(/^Bản nháp đã được sửa sau đó: Hub giữ nội dung này, như lúc được duyệt ngày /);
    expect(await card.locator('.excerpt').textContent()).toBe(SENT);
    await closeToasts(bao.page);
    await themes(bao.page, 'w10caption/bao-card', 'vi');
    await useLanguage(bao.page, 'en');

    await bao.page.waitForSelector('[data-view="table"]');
    await bao.page.click('[data-view="table"]');
    await bao.page.waitForSelector('[data-testid="desk-summary"]');
    const rows = () => bao.page.locator('[data-testid="desk-post"]').evaluateAll((els) => els.map((el) => {
      const tr = el.closest('tr');
      const mark = el.querySelector('[data-testid="desk-edited-mark"]');
      return `${tr?.querySelector('[data-channel]')?.getAttribute('data-channel') ?? ''}|${el.getAttribute('title') ?? ''}|${tr?.querySelector('[data-testid="desk-edited"]')?.textContent ?? ''}|${mark ? `${mark.textContent} ${mark.getAttribute('title')}` : ''}`;
    }));
    const markEn = /^✎ The draft was edited since it was sent: the Hub holds this caption, as it was approved on .+\.$/;
    await expect.poll(async () => (await rows()).length, { timeout: 20_000 }).toBe(2);
    for (const [i, ch] of ['facebook', 'instagram'].entries()) {
      const [channel, title, note, mark] = (await rows()).sort()[i]!.split('|');
      expect([channel, title, note]).toEqual([ch, SENT, 'draft edited since']);
      expect(mark).toMatch(markEn);
    }
    await closeToasts(bao.page);
    await themes(bao.page, 'w10caption/bao-table', 'en');
    await useLanguage(bao.page, 'vi');
    await bao.page.waitForSelector('[data-view="table"]');
    await bao.page.click('[data-view="table"]');
    await bao.page.waitForSelector('[data-testid="desk-summary"]');
    await expect.poll(async () => (await rows()).map((r) => r.split('|').slice(0, 3).join('|')).sort(), { timeout: 20_000 }).toEqual([`facebook|${SENT}|bản nháp đã sửa sau đó`, `instagram|${SENT}|bản nháp đã sửa sau đó`]);
    for (const r of await rows()) expect(r.split('|')[3]).toMatch(/^✎ Bản nháp đã được sửa sau khi gửi: Hub giữ chú thích này, như lúc được duyệt ngày /);
    await closeToasts(bao.page);
    await themes(bao.page, 'w10caption/bao-table', 'vi');
    await useLanguage(bao.page, 'en');

    // Walk 39b: Bảo's Compose of it says so under "Scheduled by Lan" (was the by-line alone), as the Library row says it.
    await bao.page.goto(`${bao.host.origin}/#/compose/${d.id}`);
    const edited = bao.page.locator('[data-testid="draft-edited-since-sent"]');
    await expect.poll(() => edited.textContent({ timeout: 1000 }).catch(() => ''), { timeout: 20_000 }).toMatch(/^≠ Edited since it was sent: the Hub holds the text as it was approved on .+, not this caption\.$/);
    await closeToasts(bao.page);
    await themes(bao.page, 'w10caption/bao-compose', 'en');
    await useLanguage(bao.page, 'vi');
    await expect.poll(() => edited.textContent({ timeout: 1000 }).catch(() => '')).toMatch(/^≠ Đã sửa sau khi gửi: Hub giữ nội dung như lúc được duyệt ngày /);
    await closeToasts(bao.page);
    await themes(bao.page, 'w10caption/bao-compose', 'vi');
    await useLanguage(bao.page, 'en');
  });
});
