/// <reference lib="dom" />
/**
 * w12sidebar (walk 12, issue 34): in a workspace that LEFT the team, Lan's Compose said of her own edit after Bảo's
 * approval "Lan đã sửa sau khi Bảo duyệt" — the left laptop no longer knew its own member name. The leave now keeps
 * it (team.status `leftAs`), the screens' reader: "Bạn đã sửa sau khi Bảo duyệt" / "edited by you after Bảo
 * approved". In real browsers on one real team server and one sandbox Hub (started once for the file): Lan (editor)
 * and Bảo (approver). Shots light/dark in English and Vietnamese.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserTeam, type TeamMember } from './helpers/team';
import { shotsIn, text } from './helpers/review-team';
import { callValue, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-w12sidebar-left-', { seed: 12, faults: 'none' }, { teamName: 'Sóng Agency' });
let lan: TeamMember;
let bao: TeamMember;
const shot = shotsIn('w12sidebar');

beforeAll(async () => {
  await team.start();
  [lan, bao] = await Promise.all([team.member('Lan', 'editor'), team.member('Bảo', 'approver')]);
  await team.join(lan, { key: true });
  await team.join(bao, { key: true });
}, 240_000);
afterAll(() => team.stop());

const reviewOf = (page: Page, id: string) => callValue<Record<string, { state: string; stale: boolean }>>(page, 'review.get', { draftIds: [id] }).then((r) => r[id]).catch(() => undefined);

describe("Lan's own edit, in the workspace she left", () => {
  it('says "you" (never her own name back), in English and Vietnamese', async () => {
    const { id } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Lumen Studio: buổi chụp ảnh cưới mùa đông' } });
    await callValue(lan.page, 'photos.add', { draftId: id, urls: ['https://images.example.com/lumen.jpg'] });
    await callValue(lan.page, 'review.act', { draftId: id, action: 'submit' });
    await expect.poll(async () => (await reviewOf(bao.page, id))?.state, { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
    await expect.poll(async () => (await reviewOf(lan.page, id))?.state, { timeout: 30_000 }).toBe('approved');
    const d = await callValue<{ revision: number }>(lan.page, 'drafts.get', { id });
    await callValue(lan.page, 'drafts.update', { id, patch: { caption: 'Lumen Studio: buổi chụp ảnh cưới mùa đông, đặt lịch ngay' }, revision: d.revision });
    await expect.poll(async () => (await reviewOf(bao.page, id))?.stale, { timeout: 30_000 }).toBe(true);

    await callValue(lan.page, 'team.leave', {});
    await expect.poll(async () => (await callValue<{ state: string }>(lan.page, 'team.status', {})).state, { timeout: 20_000 }).toBe('not_a_team');

    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(lan.page, lang);
      await lan.page.goto(`${lan.host.origin}/#/compose/${encodeURIComponent(id)}`);
      await lan.page.waitForSelector('[data-testid="composer"]');
      await expect.poll(() => text(lan.page, 'review-last'), { timeout: 20_000 }).toMatch(lang === 'en' ? /^edited by you after Bảo approved · / : /^Bạn đã sửa sau khi Bảo duyệt · /);
      await lan.page.locator('[data-testid="review-last"]').scrollIntoViewIfNeeded();
      await shot(lan.page, 'left-compose-edited-by-you', lang);
    }
    await useLanguage(lan.page, 'en');
  }, 240_000);
});
