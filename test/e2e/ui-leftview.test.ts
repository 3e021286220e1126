/// <reference lib="dom" />
/**
 * leftview (walk 7, finding 5 and its riders), in real browsers on one real team server and one sandbox Hub
 * (each started once for the file). Lan (editor) and Bảo (approver): Lan publishes an approved post and edits
 * another after Bảo approved it; Bảo LEAVES the team. In the workspace left behind his Compose still says
 * the post was published by Lan (before: "Nothing was sent to the Hub."), and the edited post "edited by Lan after
 * Bảo approved" (the team's history kept at the leave; before: "edited by me"); his Library still says "Published by Lan" and his Outbox lists her
 * send under "Sent by teammates" (before: neither). Lan's empty draft says the empty reason under Publish (before:
 * "send it for review first" beside a shut Send for review). Chi, revoked with nothing changed, reads "All changes
 * saved" (before: "Saved on this computer — not shared"). Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../src-main/sandbox';
import type { TeamServer } from '../../src-main/team-server';
import { browserTeam, type TeamMember } from './helpers/team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-leftview-', { seed: 7, faults: 'none' }, { teamName: 'Sóng Agency' });
let hub: SandboxHandle;
let server: TeamServer;
let lan: TeamMember;
let bao: TeamMember;
let chi: TeamMember;

const closeToasts = (page: Page): Promise<void> => page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="toast"] > button[aria-label]').forEach((b) => b.click()));
const flat = (s: string | null): string => (s ?? '').replace(/\s+/g, ' ').trim();
const text = (page: Page, sel: string): Promise<string> => page.textContent(sel).then((t) => flat(t)).catch(() => '');
const reviewOf = (page: Page, id: string) => callValue<Record<string, { state: string; editedBy: string | null }>>(page, 'review.get', { draftIds: [id] }).then((r) => r[id]).catch(() => undefined);
const openCompose = async (m: TeamMember, id: string): Promise<void> => {
  await m.page.goto(`${m.host.origin}/#/compose/${encodeURIComponent(id)}`);
  await m.page.waitForSelector('[data-testid="composer"]');
};

beforeAll(async () => {
  ({ hub, server } = await team.start());
  hub.control.setProcessingMs(0);
  [lan, bao, chi] = await Promise.all([team.member('Lan', 'editor'), team.member('Bảo', 'approver'), team.member('Chi', 'editor')]);
  await team.join(lan, { key: true });
  await team.join(bao, { key: true });
  await team.join(chi);
}, 240_000);

afterAll(() => team.stop());

/** A post of Lan's with a photo, sent for review and approved by Bảo; back on Lan's laptop approved. */
async function approved(caption: string): Promise<string> {
  const { id } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_caphe', platforms: ['instagram'], caption } });
  await callValue(lan.page, 'photos.add', { draftId: id, urls: ['https://images.example.com/leftview.jpg'] });
  await callValue(lan.page, 'review.act', { draftId: id, action: 'submit' });
  await expect.poll(async () => (await reviewOf(bao.page, id))?.state, { timeout: 30_000 }).toBe('in_review');
  await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
  await expect.poll(async () => (await reviewOf(lan.page, id))?.state, { timeout: 30_000 }).toBe('approved');
  return id;
}

describe('the workspace Bảo left behind says who did what, truly', () => {
  it("Lan's published post: published by Lan; her edit after his approval: by Lan (never 'me')", async () => {
    const published = await approved('Bánh mì mới ra lò mỗi sáng 7 giờ');
    await callValue(lan.page, 'publish.start', { draftIds: [published] });
    await expect.poll(async () => (await callValue<{ state: string; by?: { name: string } | null }>(bao.page, 'drafts.postState', { id: published })).by?.name ?? '', { timeout: 60_000 }).toBe('Lan');
    const edited = await approved('Giảm 30% cà phê sữa đá cuối tuần này');
    const d = await callValue<{ revision: number }>(lan.page, 'drafts.get', { id: edited });
    await callValue(lan.page, 'drafts.update', { id: edited, patch: { caption: 'Giảm 30% cà phê sữa đá ngày 29–30/11 (chỉ tại quầy)' }, revision: d.revision });
    await expect.poll(async () => (await reviewOf(bao.page, edited))?.editedBy, { timeout: 30_000 }).toBe('Lan');

    await callValue(bao.page, 'team.leave', {});
    await expect.poll(async () => (await callValue<{ state: string }>(bao.page, 'team.status', {})).state, { timeout: 20_000 }).toBe('not_a_team');

    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(bao.page, lang);
      await openCompose(bao, published);
      await expect.poll(() => text(bao.page, '[data-testid="draft-sent-by"]'), { timeout: 20_000 }).toMatch(lang === 'en' ? /^Published by Lan · / : /Lan/);
      expect(await text(bao.page, '[data-testid="publish-why"]')).not.toMatch(/Nothing was sent to the Hub|Chưa gửi gì/);
      await closeToasts(bao.page);
      await themes(bao.page, 'leftview/left-published-by-lan', lang);

      await openCompose(bao, edited);
      await expect.poll(() => text(bao.page, '[data-testid="review-last"]'), { timeout: 20_000 }).toMatch(lang === 'en' ? /^edited by Lan after you approved · / : /^Lan đã sửa sau khi bạn duyệt · /); // w12sidebar: his own approval, "you" (the leave kept who he was)
      expect(await text(bao.page, '[data-testid="review-last"]')).not.toMatch(/by me|by Bảo after|tôi/);
      await closeToasts(bao.page);
      await themes(bao.page, 'leftview/left-edited-by-lan', lang);

      // The Library keeps "Published by Lan"; the Outbox lists her send under "Sent by teammates" (before: neither).
      await bao.page.click('nav a[data-nav="library"]');
      const row = bao.page.locator(`[data-draft-id="${published}"] [data-testid="row-sent-by"]`).first();
      await expect.poll(() => row.textContent().then(flat).catch(() => ''), { timeout: 20_000 }).toMatch(/Lan/);
      await closeToasts(bao.page);
      await themes(bao.page, 'leftview/left-library', lang);
      await bao.page.click('nav a[data-nav="outbox"]');
      const card = bao.page.locator(`[data-testid="team-send"][data-draft-id="${published}"]`);
      await card.waitFor({ timeout: 20_000 });
      expect(await card.getAttribute('data-post-state')).toBe('published');
      await closeToasts(bao.page);
      await themes(bao.page, 'leftview/left-outbox', lang);
    }
    await useLanguage(bao.page, 'en');
  }, 240_000);
});

describe("Compose's lines", () => {
  it('an empty draft held for review says the empty reason under Publish', async () => {
    const { id } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_caphe', platforms: ['instagram'], caption: '' } });
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(lan.page, lang);
      await openCompose(lan, id);
      await expect.poll(() => text(lan.page, '[data-testid="publish-held-why"]'), { timeout: 20_000 })
        .toBe(lang === 'en' ? 'Nothing to publish yet: write a caption or add a photo first.' : 'Chưa có gì để đăng: hãy viết chú thích hoặc thêm ảnh trước.');
      await closeToasts(lan.page);
      await themes(lan.page, 'leftview/empty-held', lang);
    }
    await useLanguage(lan.page, 'en');
  }, 120_000);

  it('Chi revoked with nothing changed: "All changes saved", not "not shared"', async () => {
    const { id } = await callValue<{ id: string }>(chi.page, 'drafts.create', { draft: { caption: 'Cà phê trứng — món mới tháng 12' } });
    await openCompose(chi, id);
    await expect.poll(() => text(chi.page, '[data-testid="save-state"]'), { timeout: 20_000 }).toBe('All changes saved');
    await expect.poll(async () => (await callValue<{ pending: number }>(chi.page, 'team.status', {})).pending, { timeout: 20_000 }).toBe(0);
    await server.revokeMember('Chi');
    await chi.page.waitForSelector('[data-testid="team-line"][data-key="revoked"]', { timeout: 20_000 });
    await expect.poll(() => chi.page.isDisabled('[data-testid="caption"]'), { timeout: 10_000 }).toBe(true);
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(chi.page, lang);
      await openCompose(chi, id);
      await chi.page.waitForSelector('[data-testid="team-line"][data-key="revoked"]', { timeout: 20_000 });
      expect(await text(chi.page, '[data-testid="save-state"]')).toBe(lang === 'en' ? 'All changes saved' : 'Đã lưu mọi thay đổi');
      expect(await text(chi.page, '[data-testid="save-state"]')).not.toMatch(/not shared|chưa chia sẻ/);
      expect(await chi.page.getAttribute('[data-testid="save-state"]', 'data-not-shared')).toBeNull();
      await closeToasts(chi.page);
      await themes(chi.page, 'leftview/revoked-nothing-changed', lang);
    }
    await useLanguage(chi.page, 'en');
  }, 120_000);
});
