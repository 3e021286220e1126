/// <reference lib="dom" />
/**
 * w11held (walk 11): Lan publishes an approved post scheduled for later; the Hub takes it (scheduled). Bảo's Compose
 * says where it is from the core's send hold: "At the Hub, scheduled for <time> (sent by Lan)", never "Lan's computer
 * is sending it" (nothing is being sent), and its time is locked as on Lan's own laptop (the Hub keeps its time: a new
 * time goes out only as a new post). One real team server and one sandbox Hub, started once for the file. Screens shot
 * light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserTeam, type TeamMember } from './helpers/team';
import { closeToasts, useLanAndBao } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-w11held-', { seed: 23, faults: 'none' });
const members = useLanAndBao(team);
interface Hold { kind: string; by: { name: string } | null; timeHeld: boolean; scheduledAt: string | null }

const holdOn = (page: Page, id: string): Promise<Hold | null> => callValue<{ hold: Hold | null }>(page, 'drafts.sendHold', { id }).then((r) => r.hold);

describe("a teammate's post the Hub holds for its time, in Compose", () => {
  it("Bảo's Compose: at the Hub, scheduled for its time, sent by Lan; its time locked as on Lan's", async () => {
    const { lan, bao } = members;
    // Two days ahead, on the hour, in UTC (the Hub holds it for then).
    const at = new Date(Date.now() + 2 * 86_400_000);
    const wall = `${at.toISOString().slice(0, 13)}:00`;
    const { id } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Trà đào cam sả — mua 1 tặng 1', scheduled_at: wall, timezone: 'UTC' } });
    await callValue(lan.page, 'photos.add', { draftId: id, urls: ['https://images.example.com/tra-dao.jpg'] });
    await callValue(lan.page, 'review.act', { draftId: id, action: 'submit' });
    const reviewOn = (p: Page) => callValue<Record<string, { state: string }>>(p, 'review.get', { draftIds: [id] }).then((r) => r[id]?.state ?? '').catch(() => '');
    await expect.poll(() => reviewOn(bao.page), { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
    await expect.poll(() => reviewOn(lan.page), { timeout: 30_000 }).toBe('approved');
    await callValue(lan.page, 'publish.start', { draftIds: [id] });

    // The core: Lan's laptop holds it at the Hub as her own; Bảo's, as Lan's — the same hold, the time held.
    await expect.poll(() => holdOn(lan.page, id), { timeout: 60_000 }).toMatchObject({ kind: 'at_hub', by: null, timeHeld: true, scheduledAt: wall });
    await expect.poll(() => holdOn(bao.page, id), { timeout: 60_000 }).toMatchObject({ kind: 'at_hub', by: { name: 'Lan' }, timeHeld: true, scheduledAt: wall });

    const compose = async (m: TeamMember) => {
      await m.page.goto(`${m.host.origin}/#/compose/${encodeURIComponent(id)}`);
      await m.page.waitForSelector('[data-testid="composer"]');
    };
    await compose(bao);
    const why = bao.page.locator('[data-testid="publish-teammate-hold"]');
    await expect.poll(() => why.getAttribute('data-kind').catch(() => null), { timeout: 20_000 }).toBe('at_hub');
    const line = (await why.textContent()) ?? '';
    expect(line).toMatch(/^At the Hub, scheduled for .+ UTC \(sent by Lan\)/);
    expect(line).not.toContain('sending');
    // The time locked, with the reason; the honest way offered (a NEW post), as on Lan's laptop.
    await bao.page.waitForSelector('[data-testid="schedule-held"]');
    expect(await bao.page.locator('[data-testid="schedule-time"]').count()).toBe(0);
    expect(await bao.page.locator('[data-testid="when-at"]').count()).toBe(0);
    expect(await bao.page.textContent('[data-testid="held-at"]')).toMatch(/^The Hub holds this post for .+ \(UTC\)\.$/);
    expect(await bao.page.isDisabled('[data-testid="publish"]')).toBe(true);
    await closeToasts(bao.page);
    await themes(bao.page, 'w11held/bao-compose-lans-scheduled', 'en');
    await bao.page.locator('[data-testid="schedule"]').scrollIntoViewIfNeeded();
    await themes(bao.page, 'w11held/bao-compose-lans-scheduled-time', 'en');
    await useLanguage(bao.page, 'vi');
    await bao.page.waitForSelector('[data-testid="publish-teammate-hold"]');
    expect(await bao.page.textContent('[data-testid="publish-teammate-hold"]')).toMatch(/^Đang ở Hub, hẹn đăng lúc .+ UTC \(Lan đã gửi\)/);
    await closeToasts(bao.page);
    await themes(bao.page, 'w11held/bao-compose-lans-scheduled', 'vi');
    await bao.page.locator('[data-testid="schedule"]').scrollIntoViewIfNeeded();
    await themes(bao.page, 'w11held/bao-compose-lans-scheduled-time', 'vi');

    // Lan's own Compose: the same lock (her job's verdicts), her own line.
    await compose(lan);
    await lan.page.waitForSelector('[data-testid="schedule-held"]');
    expect(await lan.page.locator('[data-testid="schedule-time"]').count()).toBe(0);
    expect(await lan.page.locator('[data-testid="publish-teammate-hold"]').count()).toBe(0);
    await closeToasts(lan.page);
    await themes(lan.page, 'w11held/lan-compose-own-scheduled', 'en');
    await lan.page.locator('[data-testid="schedule"]').scrollIntoViewIfNeeded();
    await themes(lan.page, 'w11held/lan-compose-own-scheduled-time', 'en');
  });
});
