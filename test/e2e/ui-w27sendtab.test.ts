/// <reference lib="dom" />
/**
 * w27sendtab (walk 23): a campaign's Send and Review tabs on a teammate's laptop, in real browsers on one real team server
 * and one sandbox Hub (each started once for the file). Lan (editor) made the campaign of 9 posts; Bảo (approver) approves
 * 8 and asks for changes on the 9th, then sends the campaign (8 go); Lan edits the 9th, Bảo approves it and sends again.
 * - 1: Lan's Send tab counts Bảo's posts over one set at each step (the state line, the "already sent by Bảo" line), as the
 *   Hub holds them; at the end "All 9 posts were already sent by Bảo" (was "All 9 posts left", nothing sent from here).
 *   (The replay case of walk 23, where the counts disagreed, is test/team/w27sendtab-team-sent-counts.test.ts.)
 * - 2: Lan's Review tab with every post approved says ONE sentence ("Every post is already approved."), not also "in review
 *   or approved"; Vietnamese without "đã đang".
 * - 3: Bảo's dry run, on his own laptop, says "You asked for changes" on the 9th post's row (was "Bảo asked for changes").
 * Shots light/dark × en/vi of Lan's Send tab at each step, her Review tab, and Bảo's dry run.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserTeam } from './helpers/team';
import { callValue, useLanguage } from './helpers/session';
import { reviewOn, settle, shotsIn, text, useMembers } from './helpers/review-team';

const team = browserTeam('postroom-ui-w27sendtab-', { seed: 127, faults: 'none' });
const members = useMembers(team, { lan: 'editor', bao: 'approver' });
const shot = shotsIn('w27sendtab');
const tag = '#w27sendtab';
const ids: string[] = [];
let campaignId = '';
const atHub = () => team.hub().control.publishedPosts().filter((p) => (p.caption ?? '').includes(tag)).length;
const status = (page: Page) => callValue<{ teamSent?: number; split?: { ready: number; held: number }; now: { teamSent: number; toSend: number } }>(page, 'campaigns.status', { id: campaignId });

beforeAll(async () => {
  const { lan, bao } = members;
  for (let i = 1; i <= 9; i++) {
    const d = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: `Tết 2027 — bài ${i} ${tag}` } });
    await callValue(lan.page, 'photos.add', { draftId: d.id, urls: ['https://images.example.com/w27sendtab.jpg'] });
    await callValue(lan.page, 'review.act', { draftId: d.id, action: 'submit' });
    ids.push(d.id);
  }
  campaignId = (await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: 'Tết 2027 — chín bài' })).id;
  await callValue(lan.page, 'campaigns.addDrafts', { id: campaignId, draftIds: ids });
  for (const id of ids) await settle(() => reviewOn(bao.page, id), 'in_review', 60_000);
  for (const id of ids.slice(0, 8)) await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
  await callValue(bao.page, 'review.act', { draftId: ids[8], action: 'request_changes', comment: 'Thêm giờ mở cửa.' });
  await settle(() => reviewOn(lan.page, ids[8]!), 'changes_requested', 60_000);
  await settle(async () => String((await callValue<{ posts: unknown[] }>(bao.page, 'campaigns.get', { id: campaignId })).posts.length), '9', 60_000);
  await callValue(bao.page, 'campaigns.send', { id: campaignId });
  await settle(async () => String(atHub()), '8', 60_000);
}, 400_000);

async function open(page: Page, tab: 'send' | 'review' | 'dryRun'): Promise<void> {
  await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, campaignId);
  await page.click(`[data-tab="${tab}"]`);
}

describe("Lan's laptop, Bảo sending her campaign", () => {
  it('8 sent by Bảo, the 9th sent back: the state line and the "already sent by Bảo" line count 8', async () => {
    const { lan } = members;
    await expect.poll(() => status(lan.page).then((s) => `${s.teamSent} ${s.now.teamSent}`), { timeout: 60_000 }).toBe('8 8');
    await useLanguage(lan.page, 'en');
    await open(lan.page, 'send');
    await expect.poll(() => text(lan.page, 'send-state'), { timeout: 30_000 }).toBe('State: partly sent · 1 held back (1 with changes requested by Bảo) · 8 sent by Bảo (a teammate)');
    expect(await text(lan.page, 'send-held-team-sent')).toBe('8 posts were already sent by Bảo: they are not sent again.');
    expect(await text(lan.page, 'send-held-changes')).toMatch(/^Bảo asked for changes on 1 post/);
    await shot(lan.page, 'lan-send-8', 'en');
    await useLanguage(lan.page, 'vi');
    await open(lan.page, 'send');
    await expect.poll(() => text(lan.page, 'send-held-team-sent'), { timeout: 30_000 }).toBe('8 bài đã được Bảo gửi: các bài không được gửi lại.');
    await shot(lan.page, 'lan-send-8', 'vi');
  });

  it("Bảo's dry run on his own laptop: the sent-back row says \"You asked for changes\"", async () => {
    const { bao } = members;
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(bao.page, lang);
      await open(bao.page, 'dryRun');
      await bao.page.click('[data-testid="dry-run"]');
      await bao.page.waitForSelector('[data-testid="dry-run-table"]');
      const row = bao.page.locator('[data-testid="dry-run-problems"] [data-problem="changes_requested"]');
      await expect.poll(() => row.allTextContents(), { timeout: 30_000 }).toEqual([lang === 'en' ? 'You asked for changes: edit the post and send it for review again.' : 'Bạn yêu cầu sửa: hãy sửa bài rồi gửi duyệt lại.']);
      await shot(bao.page, 'bao-dry-run', lang);
    }
    await useLanguage(bao.page, 'en');
  });

  it('the 9th edited and approved: 1 ready to send now beside 8 sent by Bảo', async () => {
    const { lan, bao } = members;
    await callValue(lan.page, 'drafts.update', { id: ids[8], patch: { caption: `Tết 2027 — bài 9, mở cửa 7:00–22:00 ${tag}` } });
    await callValue(lan.page, 'review.act', { draftId: ids[8], action: 'submit' });
    await settle(() => reviewOn(bao.page, ids[8]!), 'in_review', 60_000);
    await callValue(bao.page, 'review.act', { draftId: ids[8], action: 'approve' });
    await settle(() => reviewOn(lan.page, ids[8]!), 'approved', 60_000);
    await useLanguage(lan.page, 'en');
    await open(lan.page, 'send');
    await expect.poll(() => text(lan.page, 'send-state'), { timeout: 30_000 }).toBe('State: partly sent · 1 ready to send now · 8 sent by Bảo (a teammate)');
    expect(await text(lan.page, 'send-some-team-sent')).toBe('8 posts were already sent by Bảo: they are not sent again.');
    await shot(lan.page, 'lan-send-ready', 'en');
    await useLanguage(lan.page, 'vi');
    await open(lan.page, 'send');
    await expect.poll(() => text(lan.page, 'send-some-team-sent'), { timeout: 30_000 }).toBe('8 bài đã được Bảo gửi: các bài không được gửi lại.');
    await shot(lan.page, 'lan-send-ready', 'vi');
  });

  it('Bảo sends the one more: all 9 sent by Bảo on both laptops, as the Hub holds 9 — Lan\'s open Send tab reads it again', async () => {
    const { lan, bao } = members;
    await useLanguage(lan.page, 'en');
    await open(lan.page, 'send');
    await expect.poll(() => text(lan.page, 'send-some-team-sent'), { timeout: 30_000 }).toBe('8 posts were already sent by Bảo: they are not sent again.');
    await callValue(bao.page, 'campaigns.send', { id: campaignId });
    await expect.poll(() => atHub(), { timeout: 60_000 }).toBe(9);
    // No reload: the teammate's outcome arriving (the team's outcomes, not this laptop's journal) moves the tab on.
    await expect.poll(() => text(lan.page, 'send-all-team-sent'), { timeout: 60_000 }).toBe('All 9 posts were already sent by Bảo: they are not sent again.');
    expect(await status(lan.page).then((s) => `${s.teamSent} ${s.now.teamSent} ${s.now.toSend}`)).toBe('9 9 0');
    expect(await text(lan.page, 'send-state')).toBe('State: sent · 9 sent by Bảo (a teammate)');
    expect(await lan.page.locator('[data-testid="send"]').count()).toBe(0);
    await shot(lan.page, 'lan-send-9', 'en');
    await useLanguage(lan.page, 'vi');
    await open(lan.page, 'send');
    await expect.poll(() => text(lan.page, 'send-all-team-sent'), { timeout: 30_000 }).toBe('Cả 9 bài đã được Bảo gửi: các bài không được gửi lại.');
    await shot(lan.page, 'lan-send-9', 'vi');
    expect((await status(bao.page)).split).toMatchObject({ ready: 0, held: 0 });
  });

  it("Lan's Review tab, every post approved: one sentence, not two", async () => {
    const { lan } = members;
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(lan.page, lang);
      await open(lan.page, 'review');
      await expect.poll(() => text(lan.page, 'review-submit-all-why'), { timeout: 30_000 }).toBe(lang === 'en' ? 'Every post is already approved.' : 'Mọi bài đều đã được duyệt.');
      expect(await lan.page.locator('[data-testid="review-approve-all-why"]').count()).toBe(0);
      await shot(lan.page, 'lan-review', lang);
    }
    await useLanguage(lan.page, 'en');
  });
});
