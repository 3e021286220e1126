/// <reference lib="dom" />
/**
 * w11undo (walk 11, issue 34): Bảo approves Lan's post; Lan types, Bảo types, Lan takes her words back (the span-level
 * Undo's takeBack: only Bảo's words now differ from the approved text). Compose's review panel names Bảo, whose words
 * remain, on each laptop (w13undo, walk 13: not Lan, whose words are all gone) — Lan reads "edited by Bảo after Bảo
 * approved", Bảo "Bạn đã sửa sau khi bạn duyệt" (his own approval: "you", w11words) — never Lan alone (w11: before,
 * "edited by Lan after Bảo approved" everywhere), nor "you and Lan" (w13undo: before, both named). Real team server and
 * sandbox Hub, each started once for the file; shots light/dark × en (Lan) and vi (Bảo).
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { takeBack } from '../../src-shared/merge-text';
import { browserTeam, type TeamMember } from './helpers/team';
import { closeToasts, useLanAndBao } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-w11undo-', { seed: 23, faults: 'none' }, { teamName: 'Sóng Agency' });
const members = useLanAndBao(team, 'approver');

interface Review { state: string; stale: boolean; editors?: string[]; editedBy?: string | null }

describe('an approved post Lan and Bảo edited, then Lan pressed Undo', () => {
  it('the review panel names Bảo, whose words remain, on both laptops', async () => {
    const { lan, bao } = members;
    const approvedText = 'Ưu đãi 20% cho đơn đặt may trước 20/12.';
    const { id } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: approvedText } });
    await callValue(lan.page, 'review.act', { draftId: id, action: 'submit' });
    const reviewOn = (p: Page): Promise<Review | null> => callValue<Record<string, Review>>(p, 'review.get', { draftIds: [id] }).then((r) => r[id] ?? null).catch(() => null);
    const captionOn = (p: Page): Promise<string> => callValue<{ caption: string }>(p, 'drafts.get', { id }).then((d) => d.caption).catch(() => '');
    await expect.poll(async () => (await reviewOn(bao.page))?.state, { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
    await expect.poll(async () => (await reviewOn(lan.page))?.state, { timeout: 30_000 }).toBe('approved');

    const save = async (who: Page, other: Page, caption: string): Promise<void> => {
      await callValue(who, 'drafts.update', { id, patch: { caption } });
      await expect.poll(() => captionOn(other), { timeout: 30_000 }).toBe(caption);
    };
    const lanTyped = `${approvedText} Hotline 0909 123 456.`;
    await save(lan.page, bao.page, lanTyped);
    const both = `${lanTyped} Hạn chót 20/12/2026.`;
    await save(bao.page, lan.page, both);
    await save(lan.page, bao.page, takeBack(approvedText, lanTyped, both)!);
    expect(await captionOn(bao.page)).toBe(`${approvedText} Hạn chót 20/12/2026.`);
    for (const m of [lan, bao]) await expect.poll(async () => (await reviewOn(m.page))?.editors, { timeout: 30_000 }).toEqual(['Bảo']);

    const shots: Array<[TeamMember, 'en' | 'vi', string]> = [[lan, 'en', 'edited by Bảo after Bảo approved'], [bao, 'vi', 'Bạn đã sửa sau khi bạn duyệt'], [lan, 'vi', 'Bảo đã sửa sau khi Bảo duyệt'], [bao, 'en', 'edited by you after you approved']];
    for (const [m, lang, words] of shots) {
      await useLanguage(m.page, lang);
      await m.page.goto(`${m.host.origin}/#/compose/${encodeURIComponent(id)}`);
      const last = m.page.locator('[data-testid="review-panel"] [data-testid="review-last"]');
      await expect.poll(() => last.textContent().catch(() => ''), { timeout: 20_000 }).toMatch(new RegExp(`^${words} · `));
      await closeToasts(m.page);
      if (m === lan && lang === 'en') await themes(m.page, 'w11undo/compose-lan', lang);
      if (m === bao && lang === 'vi') await themes(m.page, 'w11undo/compose-bao', lang);
    }
    // The queue's Who column says the same (Bảo's Review screen).
    // w19selfedit: Bảo's words remain, so he is an author of this version: it no longer waits for him (Others in review).
    await bao.page.goto(`${bao.host.origin}/#/review`);
    await bao.page.click('[data-box="other"]');
    const row = bao.page.locator(`[data-testid="review-rows"] tr[data-draft-id="${id}"]`);
    await row.waitFor();
    expect((await row.locator('[data-testid="review-who"]').textContent())?.trim()).toBe('edited by you after you approved');
  }, 240_000);
});
