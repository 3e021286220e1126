/// <reference lib="dom" />
/**
 * teamsendtext (issue 34, walk 5 steps 32–36 and 76), in real browsers on one real team server and one
 * sandbox Hub (each started once for the file). Lan writes a post; Bảo approves it and the Hub schedules
 * it from his laptop. Lan then adds " Chỉ đến 30/11." to the caption. Her Outbox lists Bảo's send under
 * "Sent by teammates" with the NEW caption (the draft's now), so the card must say plainly the Hub holds
 * the text approved on <date>, not this. A post unchanged since says nothing. Outbox → Table on her
 * laptop (which sent nothing) says its counts are the team's (teamnumbers: once this computer's only).
 * Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserTeam } from './helpers/team';
import { approvedByBao, closeToasts, useLanAndBao } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-teamsendtext-', { seed: 35, faults: 'none' });
const members = useLanAndBao(team);

interface Send { draftId: string; post: { state: string }; editedSinceSent?: { approvedAt: string } | null }

describe("a teammate's send edited after it went out", () => {
  it('the card says the Hub holds the approved text, not the caption shown; the table says whose sends it counts', async () => {
    const { lan, bao } = members;
    const edited = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['facebook'], caption: 'Khuyến mãi E: giảm 20%.', scheduled_at: '2031-11-29T09:00', timezone: 'Asia/Ho_Chi_Minh' } });
    const kept = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['facebook'], caption: 'Bài F: không sửa.', scheduled_at: '2031-11-29T10:00', timezone: 'Asia/Ho_Chi_Minh' } });
    await approvedByBao(members, [edited, kept].map((d) => d.id));
    const started = await callValue<unknown>(bao.page, 'publish.start', { draftIds: [edited.id, kept.id] });
    const stateOn = (p: Page, id: string) => callValue<{ state: string }>(p, 'drafts.postState', { id }).then((s) => s.state);
    for (const d of [edited, kept]) await expect.poll(() => stateOn(bao.page, d.id), { timeout: 60_000, message: JSON.stringify(started).slice(0, 600) }).toBe('scheduled');
    const sends = () => callValue<Send[]>(lan.page, 'jobs.team', {});
    await expect.poll(async () => (await sends()).length, { timeout: 60_000 }).toBe(2);
    expect((await sends()).every((s) => !s.editedSinceSent)).toBe(true);

    // Lan adds a line after the Hub scheduled it.
    await callValue(lan.page, 'drafts.update', { id: edited.id, patch: { caption: 'Khuyến mãi E: giảm 20%. Chỉ đến 30/11.' } });
    await expect.poll(async () => (await sends()).map((s) => `${s.draftId === edited.id ? 'E' : 'F'}:${s.editedSinceSent ? 'edited' : 'same'}`).sort().join(' '), { timeout: 20_000 }).toBe('E:edited F:same');

    await lan.page.click('nav a[data-nav="outbox"]');
    await lan.page.waitForSelector('[data-testid="team-sends"]');
    const card = (id: string) => lan.page.locator(`[data-testid="team-send"][data-draft-id="${id}"]`);
    await expect.poll(() => card(edited.id).locator('[data-testid="team-send-edited"]').textContent().catch(() => ''), { timeout: 20_000 })
      // w10caption (walk 10): the card shows the caption Bảo's laptop SENT (the team's outcome carries it), so the words say the Hub holds THIS text.
      .toMatch(/^The draft was edited since: the Hub holds this text, as it was approved on .+\.$/);
    expect(await card(kept.id).locator('[data-testid="team-send-edited"]').count()).toBe(0);
    await closeToasts(lan.page);
    await themes(lan.page, 'teamsendtext/lan-outbox-edited', 'en');
    await useLanguage(lan.page, 'vi');
    await expect.poll(() => card(edited.id).locator('[data-testid="team-send-edited"]').textContent().catch(() => '')).toMatch(/^Bản nháp đã được sửa sau đó: Hub giữ nội dung này, như lúc được duyệt ngày /);
    await closeToasts(lan.page);
    await themes(lan.page, 'teamsendtext/lan-outbox-edited', 'vi');
    await useLanguage(lan.page, 'en');

    // Outbox → Table: Lan's laptop sent nothing; the summary counts the team's sends (teamnumbers, walk 6: it once counted hers only).
    await lan.page.click('[data-view="table"]');
    await lan.page.waitForSelector('[data-testid="desk-team-note"]');
    await expect.poll(() => lan.page.textContent('[data-testid="desk-team-note"]')).toBe('These counts are the team’s, one for each channel of a post: 0 sent from this computer and 2 sent by teammates (the rows “sent by …” below).');
    await closeToasts(lan.page);
    await themes(lan.page, 'teamsendtext/lan-table', 'en');
    await useLanguage(lan.page, 'vi');
    await expect.poll(() => lan.page.textContent('[data-testid="desk-team-note"]')).toBe('Các số này tính bài của cả nhóm, mỗi kênh của một bài là một: 0 gửi từ máy này và 2 do đồng đội gửi (các dòng “do … gửi” bên dưới).');
    await closeToasts(lan.page);
    await themes(lan.page, 'teamsendtext/lan-table', 'vi');
    await useLanguage(lan.page, 'en');
  });
});
