/// <reference lib="dom" />
/**
 * Settings → Team → Review in real browsers (issue 34, branch settings): a real team server (once
 * for the file), two web hosts joined as Olga (owner) and Ann (editor), each in a Chromium of its
 * own. Olga's section is editable; she turns "only approved posts may be published" off and saves;
 * Ann's section follows (read-only, saying only an owner may change it) and Ann's bridge refuses a
 * change with `forbidden`. Then @mentions: Ann's comment box offers the team's members as she types
 * `@` (arrows, Enter, Escape), her comment mentioning Olga reaches Olga's laptop as "Ann mentioned
 * you on …" and is marked there. Screens shot light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callValue, themes, useLanguage } from './helpers/session';
import { browserTeam, type TeamMember } from './helpers/team';

type Member = TeamMember;

const members: Record<'olga' | 'ann', Member> = {} as never;

const team = browserTeam('postroom-ui-rs-', { seed: 34 });
const { member } = team;

const section = '[data-testid="review-settings"]';
const shot = async (page: Page, name: string, lang: 'en' | 'vi') => {
  await page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="toast"] > button[aria-label]').forEach((b) => b.click()));
  await page.locator(section).scrollIntoViewIfNeeded();
  await themes(page, `review-settings/${name}`, lang);
};

beforeAll(async () => {
  await team.start();
  const [olga, ann] = await Promise.all([member('Olga', 'owner'), member('Ann', 'editor')]);
  Object.assign(members, { olga, ann });
  for (const m of [olga, ann]) {
    await team.join(m);
    await m.page.click('nav a[data-nav="settings"]');
    await m.page.waitForSelector(section);
  }
}, 180_000);

afterAll(() => team.stop());

describe('Settings → Team → Review', () => {
  it("the owner's section is editable and shows the defaults; the editor's is read-only and says who may change it", async () => {
    const o = members.olga.page;
    await expect.poll(() => o.getAttribute(section, 'data-editable')).toBe('true');
    expect(await o.isChecked(`${section} input[name="approval-required"]`)).toBe(true);
    expect(await o.isChecked(`${section} input[name="authors-may-approve"]`)).toBe(false);
    expect(await o.isChecked(`${section} input[name="approver-owner"]`)).toBe(true);
    expect(await o.isChecked(`${section} input[name="approver-approver"]`)).toBe(true);
    expect(await o.isDisabled(`${section} [data-action="review-settings-save"]`)).toBe(true);
    const a = members.ann.page;
    await expect.poll(() => a.getAttribute(section, 'data-editable')).toBe('false');
    expect(await a.isDisabled(`${section} input[name="approval-required"]`)).toBe(true);
    expect(await a.textContent(`${section} [data-testid="review-settings-owner-only"]`)).toBe('Only an owner of the team can change these settings. You are editor.');
    expect(await a.textContent(`${section} [data-testid="review-settings-summary"]`)).toBe('Publishing waits for an approval.');
    await shot(o, 'owner-defaults', 'en');
    await shot(a, 'editor-defaults', 'en');
  });

  it("the editor's bridge refuses a change (forbidden) and nothing changes", async () => {
    const r = await call(members.ann.page, 'review.setSettings', { approvalRequired: false });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.code).toBe('forbidden');
    expect((await callValue<{ approvalRequired: boolean }>(members.ann.page, 'review.settings', {})).approvalRequired).toBe(true);
  });

  it("Olga turns approval off and saves; Ann's laptop receives it and her section says so", async () => {
    const o = members.olga.page;
    await o.uncheck(`${section} input[name="approval-required"]`);
    // No role approving at all is not offered.
    await o.uncheck(`${section} input[name="approver-owner"]`);
    await o.uncheck(`${section} input[name="approver-approver"]`);
    await o.waitForSelector(`${section} [data-testid="review-settings-need"]`);
    expect(await o.isDisabled(`${section} [data-action="review-settings-save"]`)).toBe(true);
    await o.check(`${section} input[name="approver-owner"]`);
    await o.click(`${section} [data-action="review-settings-save"]`);
    await expect.poll(() => o.textContent(`${section} [data-testid="review-settings-summary"]`)).toBe('Posts can be published without an approval.');
    const a = members.ann.page;
    await expect.poll(async () => (await callValue<{ approvalRequired: boolean; approvers: string[] }>(a, 'review.settings', {})), { timeout: 15_000 })
      .toMatchObject({ approvalRequired: false, approvers: ['owner'] });
    await expect.poll(() => a.textContent(`${section} [data-testid="review-settings-summary"]`), { timeout: 10_000 }).toBe('Posts can be published without an approval.');
    expect(await a.isChecked(`${section} input[name="approval-required"]`)).toBe(false);
    expect(await a.isChecked(`${section} input[name="approver-approver"]`)).toBe(false);
    await shot(o, 'owner-changed', 'en');
    await shot(a, 'editor-changed', 'en');
    for (const m of [o, a]) {
      await useLanguage(m, 'vi');
      await m.click('nav a[data-nav="settings"]');
      await m.waitForSelector(section);
    }
    await expect.poll(() => a.textContent(`${section} [data-testid="review-settings-owner-only"]`)).toBe('Chỉ chủ nhóm mới thay đổi được các cài đặt này. Bạn là biên tập viên.');
    expect(await a.textContent(`${section} [data-testid="review-settings-summary"]`)).toBe('Có thể đăng bài mà không cần duyệt.');
    await shot(o, 'owner-changed', 'vi');
    await shot(a, 'editor-changed', 'vi');
  });

  it("Ann's comment box suggests the team's members on @ (arrows, Enter, Escape); Olga is told she was mentioned", async () => {
    const a = members.ann.page;
    const o = members.olga.page;
    for (const m of [o, a]) await useLanguage(m, 'en');
    const d = await callValue<{ id: string }>(a, 'drafts.create', { draft: { profile_id: null, platforms: [], caption: 'Bánh mì sáng thứ Hai' } });
    await a.goto(`${members.ann.host.url}#/compose/${d.id}`);
    const box = '[data-testid="comment-body"]';
    await a.waitForSelector(box, { timeout: 20_000 });
    await a.click(box);
    await a.keyboard.type('Giờ đăng ổn chứ? @');
    // The team's members (from the server's list), not only names this post already knows — never Ann herself (heldfix).
    await expect.poll(() => a.locator('[data-testid="mention-list"] [data-mention]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-mention'))), { timeout: 10_000 }).toEqual(['Olga']);
    expect(await a.getAttribute('[data-mention="Olga"]', 'aria-selected')).toBe('true');
    // The arrows go round the list (one name: it stays chosen).
    await a.keyboard.press('ArrowDown');
    expect(await a.getAttribute('[data-mention="Olga"]', 'aria-selected')).toBe('true');
    await a.locator('[data-testid="mention-list"]').scrollIntoViewIfNeeded();
    await themes(a, 'review-settings/mention-suggest', 'en');
    // Escape closes the list and leaves the text; typing opens it again.
    await a.keyboard.press('Escape');
    expect(await a.locator('[data-testid="mention-list"]').count()).toBe(0);
    await a.keyboard.type('O');
    await a.waitForSelector('[data-testid="mention-list"] [data-mention="Olga"]');
    await a.keyboard.press('Enter');
    expect(await a.inputValue(box)).toBe('Giờ đăng ổn chứ? @Olga ');
    await a.click('[data-testid="comment-post"]');
    await expect.poll(() => a.locator('[data-testid="review-comments"] li').textContent()).toContain('Olga');
    // Olga's laptop: a toast saying the mention, and the comment marked when she opens the post.
    const toast = () => o.locator('[data-testid="toast"]').allTextContents();
    await expect.poll(async () => (await toast()).join(' | '), { timeout: 15_000 }).toContain('Ann mentioned you on “Bánh mì sáng thứ Hai”');
    await o.goto(`${members.olga.host.url}#/compose/${d.id}`);
    await o.waitForSelector('[data-testid="review-comments"] li[data-mentions-me="true"] [data-testid="mentions-me"]', { timeout: 15_000 });
    await o.locator('[data-testid="review-comments"]').scrollIntoViewIfNeeded();
    await themes(o, 'review-settings/mention-received', 'en');
    // Ann's own comment is never marked on her laptop.
    expect(await a.locator('[data-testid="mentions-me"]').count()).toBe(0);
    // Sent for review, the post waits for Olga in her Review queue, marked as mentioning her.
    await callValue(a, 'review.act', { draftId: d.id, action: 'submit' });
    await o.goto(`${members.olga.host.url}#/review`);
    await o.waitForSelector(`[data-testid="review-rows"] tr[data-draft-id="${d.id}"] [data-testid="row-mentions-me"]`, { timeout: 15_000 });
    expect(await o.getAttribute(`tr[data-draft-id="${d.id}"] [data-testid="row-mentions-me"]`, 'title')).toBe('1 comment mentions you');
    await themes(o, 'review-settings/mention-queue', 'en');
    await o.goto(`${members.olga.host.url}#/compose/${d.id}`);
    for (const m of [o, a]) await useLanguage(m, 'vi');
    await o.goto(`${members.olga.host.url}#/review`);
    await o.waitForSelector(`tr[data-draft-id="${d.id}"] [data-testid="row-mentions-me"]`, { timeout: 15_000 });
    await themes(o, 'review-settings/mention-queue', 'vi');
    await o.goto(`${members.olga.host.url}#/compose/${d.id}`);
    await o.waitForSelector('[data-testid="review-comments"] li[data-mentions-me="true"]', { timeout: 15_000 });
    expect(await o.textContent('[data-testid="mentions-me"]')).toBe('Nhắc đến bạn');
    await o.locator('[data-testid="review-comments"]').scrollIntoViewIfNeeded();
    await themes(o, 'review-settings/mention-received', 'vi');
    await a.waitForSelector(box);
    await a.click(box);
    await a.keyboard.type('@');
    await a.waitForSelector('[data-testid="mention-list"] [data-mention="Olga"]', { timeout: 10_000 });
    await a.locator('[data-testid="mention-list"]').scrollIntoViewIfNeeded();
    await themes(a, 'review-settings/mention-suggest', 'vi');
  });
});
