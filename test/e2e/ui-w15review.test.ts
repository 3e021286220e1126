/// <reference lib="dom" />
/**
 * w15review (walk 14, issue 34), in real browsers on one real team server and one sandbox Hub (each started once for the
 * file): Lan (editor) sends one post for review and leaves another a draft; Bảo (approver) makes a campaign of both.
 * - Bảo's campaign Review tab said of Lan's draft "waits for Lan to send it" beside his own "Send for review" (approvers
 *   may submit): it says "you can send it, or Lan" (the core's left.youSubmit, the table's submit verdict).
 * - Bảo's Send tab told him "ask an approver" of the post he may approve himself: it says "approve it in the Review tab".
 * Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { browserTeam } from './helpers/team';
import { reviewOn, reviewSteps, settle, shotsIn, text, useLanAndBao } from './helpers/review-team';
import { callValue, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-w15review-', { seed: 15, faults: 'none' });
const members = useLanAndBao(team, 'approver');
const shot = shotsIn('w15review');
const photo = 'https://images.example.com/w15review.jpg';
const { inReview } = reviewSteps(members, photo);
let camp = '';

beforeAll(async () => {
  const waiting = await inReview('Bánh chưng Tết — giảm 10% #tet');
  const d = await callValue<{ id: string }>(members.lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Cà phê muối — mở bán 1/12 #caphe' } });
  await callValue(members.lan.page, 'photos.add', { draftId: d.id, urls: [photo] });
  await settle(() => reviewOn(members.bao.page, d.id), 'draft');
  camp = (await callValue<{ id: string }>(members.bao.page, 'campaigns.create', { name: 'Tết — Bảo' })).id;
  await callValue(members.bao.page, 'campaigns.addDrafts', { id: camp, draftIds: [waiting, d.id] });
}, 300_000);

describe("an approver's campaign: the words match his own steps (w15review)", () => {
  it("Review tab: Lan's draft 'not sent for review yet — you can send it, or Lan' (en, vi)", async () => {
    const { page } = members.bao;
    await useLanguage(page, 'en');
    await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, camp);
    await page.click('[data-tab="review"]');
    await expect.poll(() => text(page, 'review-approve-all-why'), { timeout: 20_000 })
      .toBe('Approve all takes 1 post now and leaves 1 post: not sent for review yet — you can send it, or Lan');
    expect(await page.textContent('main')).not.toMatch(/waits for Lan to send it/);
    await shot(page, 'review-bao', 'en');
    await useLanguage(page, 'vi');
    await page.click('[data-tab="review"]');
    await expect.poll(() => text(page, 'review-approve-all-why'), { timeout: 20_000 }).toMatch(/chưa gửi duyệt — bạn có thể gửi, hoặc Lan$/);
    await shot(page, 'review-bao', 'vi');
    await useLanguage(page, 'en');
  });

  it("Send tab: 'approve it in the Review tab', never 'ask an approver' (en, vi)", async () => {
    const { page } = members.bao;
    await useLanguage(page, 'en');
    await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, camp);
    await page.click('[data-tab="dryRun"]');
    await page.click('[data-testid="dry-run"]');
    await page.waitForSelector('[data-testid="dry-run-table"]');
    await page.click('[data-tab="send"]');
    await expect.poll(() => text(page, 'send-all-waiting'), { timeout: 20_000 }).toMatch(/1 is in review, waiting for approval by you[^:]*: approve it in the Review tab; 1 is not sent for review yet/);
    expect(await text(page, 'send-all-waiting')).not.toMatch(/ask an approver/i);
    await shot(page, 'send-bao', 'en');
    await useLanguage(page, 'vi');
    await page.click('[data-tab="send"]');
    await expect.poll(() => text(page, 'send-all-waiting'), { timeout: 20_000 }).toMatch(/hãy duyệt bài ở thẻ Xét duyệt/);
    expect(await text(page, 'send-all-waiting')).not.toMatch(/nhờ người duyệt/);
    await shot(page, 'send-bao', 'vi');
    await useLanguage(page, 'en');
  });
});
