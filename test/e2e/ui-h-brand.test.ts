/// <reference lib="dom" />
/**
 * h-brand (walk 33b), in real browsers on one real team server and sandbox Hub (each started once for the file): Chi
 * (owner, no Hub key: her laptop never read the profiles) writes a post whose brand is kept by name ("Studio Lumen"),
 * sends it for review, Bảo (approver, no key either) approves it. Lan then sets the Hub key and her app reads the
 * profiles: the name becomes prof_lumen on every laptop. Bảo's Review screen still has it approved, with no "edited by"
 * (before: "edited by Lan after you approved", /tmp/walk33b/s15-review.png); Chi's History says what Lan's laptop did in
 * words (not an edit of what was approved). Shots light/dark × en/vi. Failed before (in_review, stale, once Lan's app
 * read the profiles).
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserTeam, type TeamMember } from './helpers/team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-h-brand-', { seed: 33, faults: 'none' }, { teamName: 'Sóng Agency' });
const members: Record<'lan' | 'bao' | 'chi', TeamMember> = {} as never;
const closeToasts = (page: Page): Promise<void> => page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="toast"] > button[aria-label]').forEach((b) => b.click()));

beforeAll(async () => {
  await team.start();
  const [lan, bao, chi] = await Promise.all([team.member('Lan', 'editor'), team.member('Bảo', 'approver'), team.member('Chi', 'owner')]);
  Object.assign(members, { lan, bao, chi });
  for (const m of [chi, bao, lan]) await team.join(m);
}, 240_000);

afterAll(() => team.stop());

interface Review { state: string; stale: boolean; editedBy?: string | null }

describe("a brand kept by name, checked with the Hub on a teammate's laptop after the approval", () => {
  it('stays approved on the Review screen with no "edited by"; the History says it in words', async () => {
    const { lan, bao, chi } = members;
    const caption = 'Ánh sáng buổi sáng ở Studio Lumen';
    const { id } = await callValue<{ id: string }>(chi.page, 'drafts.create', { draft: { profile_id: 'name:Studio Lumen', platforms: ['x'], caption } });
    await callValue(chi.page, 'photos.add', { draftId: id, urls: ['https://images.example.com/lumen.jpg'] });
    await callValue(chi.page, 'review.act', { draftId: id, action: 'submit' });
    const reviewOn = (p: Page): Promise<Review | null> => callValue<Record<string, Review>>(p, 'review.get', { draftIds: [id] }).then((r) => r[id] ?? null).catch(() => null);
    await expect.poll(async () => (await reviewOn(bao.page))?.state, { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
    await expect.poll(async () => (await reviewOn(lan.page))?.state, { timeout: 30_000 }).toBe('approved');

    // Lan's app reads the profiles (the key set, then the Channels' refresh): the name becomes prof_lumen.
    await callValue(lan.page, 'key.set', { key: team.hub().apiKey });
    await callValue(lan.page, 'profiles.refresh', {});
    const brandOn = (p: Page): Promise<string | null> => callValue<{ profile_id: string | null }>(p, 'drafts.get', { id }).then((d) => d.profile_id).catch(() => null);
    for (const m of [lan, bao, chi]) await expect.poll(() => brandOn(m.page), { timeout: 30_000 }).toBe('prof_lumen');
    for (const m of [lan, bao, chi]) expect(await reviewOn(m.page)).toMatchObject({ state: 'approved', stale: false });

    for (const lang of ['en', 'vi'] as const) {
      // Bảo's queue: nothing waits for him (before: "edited by Lan after you approved", back in review).
      await useLanguage(bao.page, lang);
      await bao.page.goto(`${bao.host.origin}/#/review`);
      await expect.poll(() => bao.page.locator('[role="tab"][data-box="waiting_for_me"] .count').textContent().catch(() => ''), { timeout: 20_000 }).toBe('0');
      expect(await bao.page.locator(`tr[data-draft-id="${id}"]`).count()).toBe(0);
      await closeToasts(bao.page);
      await themes(bao.page, 'h-brand/review-bao', lang);

      // Chi's Compose: approved by Bảo, no "edited by"; its History says what Lan's laptop did, in words.
      await useLanguage(chi.page, lang);
      await chi.page.goto(`${chi.host.origin}/#/compose/${encodeURIComponent(id)}`);
      const last = chi.page.locator('[data-testid="review-panel"] [data-testid="review-last"]');
      await expect.poll(() => last.textContent().catch(() => ''), { timeout: 20_000 }).toMatch(/Bảo/);
      console.log(`[h-brand] ${lang}: ${await last.textContent()}`);
      expect(await chi.page.locator('[data-testid="review-panel"]').textContent()).not.toMatch(/edited|đã sửa|back in review/i);
      await chi.page.click('[data-testid="history-button"]');
      const line = chi.page.locator('[data-testid="history-row"][data-member="Lan"]');
      await expect.poll(() => line.first().textContent().catch(() => ''), { timeout: 20_000 }).toContain(
        lang === 'en' ? 'Lan changed the brand kept by name to the Hub’s profile of that name (not an edit of what was approved)' : 'Lan đã thay đổi thương hiệu ghi theo tên thành hồ sơ cùng tên trên Hub (không phải sửa nội dung đã duyệt)',
      );
      await closeToasts(chi.page);
      await themes(chi.page, 'h-brand/history', lang);
    }
  }, 300_000);
});
