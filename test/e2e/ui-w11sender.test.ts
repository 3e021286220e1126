/// <reference lib="dom" />
/**
 * w11sender (walk 11), in real browsers on one real team server and one sandbox Hub (each started once for
 * the file). Lan's approved post is scheduled at the Hub from HER laptop; then she edits its caption. Bảo's
 * calendar chip wore ≠ and his Outbox said "edited since it was sent"; Lan's own chip and Outbox card said
 * nothing (her calendar looked for her job among post states; her card never asked). Now the sender's
 * chip, card and Table rows say what the teammate's say, from the one reading (bridge ownSendEdits).
 * Shots light/dark × en/vi of Lan's calendar chip and Outbox card.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserTeam } from './helpers/team';
import { approvedByBao, closeToasts, reviewOn, useLanAndBao } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';
import { daysAhead } from '../helpers/ahead';
import { calendarAt } from './helpers/calendar';

const team = browserTeam('postroom-ui-w11sender-', { seed: 11, faults: 'none' });
const members = useLanAndBao(team);
const SENT = 'Trà đào cam sả — mua 1 tặng 1';
const EDITED = 'Trà đào cam sả — mua 1 tặng 1 chiều Chủ nhật!';
/** w23dups: 50 days from today (it was 2027-01-17), so the Hub's post is never past on this real clock; its month in UTC. */
const DAY = daysAhead(50);
const MONTH = { from: `${DAY.slice(0, 7)}-01T00:00:00Z`, to: `${DateTime.fromISO(DAY, { zone: 'UTC' }).plus({ months: 1 }).toFormat('yyyy-MM')}-01T00:00:00Z` };

interface Entry { id: string; edited_since_sent?: { approvedAt: string } | null }

describe("Lan's own laptop: her send, its caption edited after it went out", () => {
  it("her calendar chip and Outbox card say it was edited since it was sent, as Bảo's do", async () => {
    const { lan, bao } = members;
    const d = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['facebook'], caption: SENT, scheduled_at: `${DAY}T16:00`, timezone: 'Asia/Ho_Chi_Minh' } });
    await approvedByBao(members, [d.id]);
    await expect.poll(() => reviewOn(lan.page, d.id), { timeout: 30_000 }).toBe('approved');
    const started = await callValue<unknown>(lan.page, 'publish.start', { draftIds: [d.id] });
    const stateOn = (p: Page) => callValue<{ state: string }>(p, 'drafts.postState', { id: d.id }).then((s) => s.state);
    await expect.poll(() => stateOn(lan.page), { timeout: 60_000, message: JSON.stringify(started).slice(0, 600) }).toBe('scheduled');
    await expect.poll(async () => (await callValue<Array<{ draftId: string }>>(bao.page, 'jobs.team', {})).filter((s) => s.draftId === d.id).length, { timeout: 60_000 }).toBe(1);

    await callValue(lan.page, 'drafts.update', { id: d.id, patch: { caption: EDITED } });
    await expect.poll(() => callValue<{ caption: string }>(bao.page, 'drafts.get', { id: d.id }).then((x) => x.caption), { timeout: 30_000 }).toBe(EDITED);

    // One truth: the calendar's mark is the same on the sender's laptop as on the teammate's.
    const mark = (p: Page) => callValue<Entry[]>(p, 'calendar.range', MONTH).then((l) => l.find((e) => e.id === d.id)?.edited_since_sent ?? null);
    await expect.poll(() => mark(bao.page), { timeout: 20_000 }).not.toBeNull();
    expect(await mark(lan.page)).toEqual(await mark(bao.page));

    // Lan's calendar chip: ≠ and the words.
    await calendarAt(lan.page, DAY);
    const chip = lan.page.locator(`[data-entry="${d.id}"]`).first();
    await expect.poll(() => chip.getAttribute('data-edited-since-sent'), { timeout: 20_000 }).toBe('');
    expect(await chip.locator('[data-edited]').textContent()).toBe('≠');
    expect(await chip.getAttribute('title')).toMatch(/Edited after it was sent: the Hub holds the version approved on .+, not what the draft says now\./);
    await closeToasts(lan.page);
    await themes(lan.page, 'w11sender/lan-calendar', 'en');
    await useLanguage(lan.page, 'vi');
    await calendarAt(lan.page, DAY);
    await expect.poll(() => lan.page.locator(`[data-entry="${d.id}"]`).first().getAttribute('data-edited-since-sent'), { timeout: 20_000 }).toBe('');
    await closeToasts(lan.page);
    await themes(lan.page, 'w11sender/lan-calendar', 'vi');
    await useLanguage(lan.page, 'en');

    // Lan's Outbox card of her own job: the caption the Hub holds, and the same words as Bảo's card.
    await lan.page.click('nav a[data-nav="outbox"]');
    const note = lan.page.locator('[data-testid="post-edited"]');
    await expect.poll(() => note.count(), { timeout: 20_000 }).toBe(1);
    expect(await note.textContent()).toMatch(/^The draft was edited since: the Hub holds this text, as it was approved on .+\.$/);
    expect(await note.getAttribute('data-as-sent')).toBe('yes');
    await bao.page.click('nav a[data-nav="outbox"]');
    await bao.page.waitForSelector('[data-testid="team-sends"]');
    const baoNote = bao.page.locator(`[data-testid="team-send"][data-draft-id="${d.id}"] [data-testid="team-send-edited"]`);
    await expect.poll(() => baoNote.textContent(), { timeout: 20_000 }).toBe(await note.textContent());
    await closeToasts(lan.page);
    await themes(lan.page, 'w11sender/lan-outbox', 'en');
    await useLanguage(lan.page, 'vi');
    await expect.poll(() => note.textContent().catch(() => ''), { timeout: 20_000 }).toMatch(/^Bản nháp đã được sửa sau đó: Hub giữ nội dung này, như lúc được duyệt ngày /);
    await closeToasts(lan.page);
    await themes(lan.page, 'w11sender/lan-outbox', 'vi');
    await useLanguage(lan.page, 'en');

    // Her Table rows too (outcomes.list), as Bảo's rows of her send.
    const rowsOn = (p: Page) => callValue<{ rows: Array<{ draftId: string | null; editedSinceSent?: { approvedAt: string; captionAsSent: boolean } | null }> }>(p, 'outcomes.list', {}).then((x) => x.rows.filter((r) => r.draftId === d.id).map((r) => r.editedSinceSent ?? null));
    await expect.poll(() => rowsOn(bao.page), { timeout: 20_000 }).toHaveLength(1);
    expect(await rowsOn(lan.page)).toEqual(await rowsOn(bao.page));
  });
});
