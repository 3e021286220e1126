/// <reference lib="dom" />
/**
 * w17postsreason (walk 16, finding 3): in a campaign, "Bánh mì chảo" had a photo and no errors but was never sent for
 * review; after a send held it back the Posts tab said "not sent (problems)" while the Send tab, the dry run and the CLI
 * said it was held back only because it was "not sent for review". Each row now says the reason the core counts it under
 * for the Send tab (campaigns send-now.ts skippedWhy). Lan (editor) and Bảo (owner) on one team server and one sandbox
 * Hub (started once for the file). Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSendtabTeam } from './helpers/sendtab-team';
import { shotsIn, text } from './helpers/review-team';
import { callValue, useLanguage } from './helpers/session';

const team = useSendtabTeam('postroom-ui-w17postsreason-');
const { members, inReview, decide } = team;
const ids = { camp: '', fresh: '', waiting: '', back: '', ok: '' };
beforeAll(async () => {
  const { lan } = members;
  ids.ok = await inReview('Cà phê sữa đá — approved #caphe');
  ids.back = await inReview('Bánh xèo — sent back #banhxeo');
  ids.waiting = await inReview('Chè ba màu — in review #che');
  await decide(ids.ok, 'approve', 'approved');
  await decide(ids.back, 'request_changes', 'changes_requested');
  // Walk 16's "Bánh mì chảo": a photo, no errors, never sent for review.
  ids.fresh = (await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Bánh mì chảo — never sent for review #banhmi' } })).id;
  await callValue(lan.page, 'photos.add', { draftId: ids.fresh, urls: ['https://images.example.com/banhmi.jpg'] });
  ids.camp = (await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: 'Cà phê tháng 12 — w17postsreason' })).id;
  await callValue(lan.page, 'campaigns.addDrafts', { id: ids.camp, draftIds: [ids.ok, ids.back, ids.waiting, ids.fresh] });
}, 300_000);

const shotIn = shotsIn('w17postsreason');
/** The table scrolls sideways: a shot as it opens, and one scrolled to its end (the Send column in full). */
const shot = async (page: Page, name: string, lang: 'en' | 'vi') => {
  await shotIn(page, name, lang);
  await page.locator('[data-testid="campaign-posts"]').evaluate((t) => { (t.closest('.vt') as HTMLElement).scrollLeft = 10_000; });
  await shotIn(page, `${name}-scrolled`, lang);
};
const clean = (t: string | null) => (t ?? '').replace(/\s+/g, ' ').trim();
const cell = (page: Page, id: string) => page.locator(`[data-testid="campaign-posts"] tr[data-post-id="${id}"] [data-testid="post-send"]`).textContent({ timeout: 1000 }).then(clean).catch(() => '');
const open = async (page: Page, tab: 'send' | 'posts') => {
  await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, ids.camp);
  await page.click(`[data-tab="${tab}"]`);
};

describe("the Posts tab's row of a post a send held back says the Send tab's reason", () => {
  it('never sent for review: "not sent (not sent for review yet)", never "(problems)"', async () => {
    const { page } = members.lan;
    await useLanguage(page, 'en');
    await open(page, 'send');
    await expect.poll(() => text(page, 'send'), { timeout: 20_000 }).toBe('Send 1 post');
    await page.click('[data-testid="send"]');
    await expect.poll(() => text(page, 'send-state'), { timeout: 30_000 }).toContain('State: partly sent');
    const sendLine = await text(page, 'send-state');
    expect(sendLine).toContain('1 not sent for review yet');
    await page.click('[data-tab="posts"]');
    await expect.poll(() => cell(page, ids.fresh), { timeout: 20_000 }).toBe('not sent (not sent for review yet)');
    expect(await cell(page, ids.back)).toBe('not sent (changes requested by Bảo)');
    // In review: whom it waits for, as the Send tab's line names them.
    const who = /waiting for approval by ([^,)]+)/.exec(sendLine)?.[1];
    expect(who, sendLine).toBeTruthy();
    expect(await cell(page, ids.waiting)).toBe(`not sent (waits for approval by ${who})`);
    const all = await page.locator('[data-testid="post-send"]').allTextContents();
    expect(all.join(' | ')).not.toContain('problems');
    await shot(page, 'posts', 'en');
    await useLanguage(page, 'vi');
    await open(page, 'posts');
    await expect.poll(() => cell(page, ids.fresh), { timeout: 20_000 }).toBe('chưa gửi (chưa được gửi để duyệt)');
    expect(await cell(page, ids.back)).toBe('chưa gửi (Bảo yêu cầu sửa)');
    expect(await cell(page, ids.waiting)).toMatch(/^chưa gửi \(đang chờ .+ phê duyệt\)$/);
    await shot(page, 'posts', 'vi');
    await useLanguage(page, 'en');
  }, 180_000);
});
