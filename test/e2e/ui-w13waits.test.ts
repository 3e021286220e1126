/// <reference lib="dom" />
/**
 * w13waits (walk 13, issue 34), in real browsers on one real team server and one sandbox Hub (each started once for the
 * file): Lan (editor) sends two posts for review; Bảo (approver) asks for changes on one.
 * - Bảo's Compose of Lan's post in review (his Approve right there) said "Waits for approval by Chi."; it says "by you…".
 * - Bảo's campaign Send tab said "waits for approval by an owner or an approver" and "You asked for changes on 1 post:
 *   edit it and send it for review again"; it names the approvers and says the post waits for Lan's edit.
 * - Lan's campaign Review tab said "Approve all: … changes requested by Bảo — waits for your edit": her role's reason.
 * Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { browserTeam } from './helpers/team';
import { reviewSteps, shotsIn, text, useLanAndBao } from './helpers/review-team';
import { callValue, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-w13waits-', { seed: 13, faults: 'none' });
const members = useLanAndBao(team, 'approver');
const shot = shotsIn('w13waits');
const { inReview, decide } = reviewSteps(members, 'https://images.example.com/w13waits.jpg');
let waiting = '';
let camp = '';
let lanCamp = '';

beforeAll(async () => {
  const changed = await inReview('Bánh chưng Tết — giảm 10% #tet');
  waiting = await inReview('Cà phê muối — mở bán 1/12 #caphe');
  await decide(changed, 'request_changes', 'changes_requested');
  camp = (await callValue<{ id: string }>(members.bao.page, 'campaigns.create', { name: 'Tết — Bảo' })).id;
  await callValue(members.bao.page, 'campaigns.addDrafts', { id: camp, draftIds: [waiting, changed] });
  lanCamp = (await callValue<{ id: string }>(members.lan.page, 'campaigns.create', { name: 'Tết — Lan' })).id;
  await callValue(members.lan.page, 'campaigns.addDrafts', { id: lanCamp, draftIds: [changed, waiting] });
}, 300_000);

const why = 'publish-why';

describe('whom a post waits for, on the screens of its approver (w13waits)', () => {
  it("Bảo's Compose of Lan's post in review: 'Waits for approval by you' (en, vi)", async () => {
    const { page, host } = members.bao;
    await useLanguage(page, 'en');
    await page.goto(`${host.url}#/compose/${encodeURIComponent(waiting)}`);
    await expect.poll(() => text(page, why), { timeout: 20_000 }).toMatch(/^Waits for approval by you\b/);
    expect(await text(page, why)).not.toMatch(/an owner or an approver|Lan/);
    await shot(page, 'compose-bao', 'en');
    await useLanguage(page, 'vi');
    await expect.poll(() => text(page, why), { timeout: 20_000 }).toMatch(/^Đang chờ bạn\b/);
    await shot(page, 'compose-bao', 'vi');
    await useLanguage(page, 'en');
  });

  it("Bảo's Send tab: the approvers named with him, and the post he sent back waits for Lan's edit (en, vi)", async () => {
    const { page } = members.bao;
    await useLanguage(page, 'en');
    await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, camp);
    await page.click('[data-tab="dryRun"]');
    await page.click('[data-testid="dry-run"]');
    await page.waitForSelector('[data-testid="dry-run-table"]');
    await page.click('[data-tab="send"]');
    await expect.poll(() => text(page, 'send-held-changes'), { timeout: 20_000 }).toBe('You asked for changes on 1 post: it waits for Lan’s edit.');
    await expect.poll(() => text(page, 'send-held-waiting'), { timeout: 20_000 }).toMatch(/^1 post waits for approval by you\b.*\(the Review tab\)\.$/);
    expect(await page.textContent('main')).not.toMatch(/an owner or an approver|edit it and send it for review again/);
    await shot(page, 'send-bao', 'en');
    await useLanguage(page, 'vi');
    await page.click('[data-tab="send"]');
    await expect.poll(() => text(page, 'send-held-changes'), { timeout: 20_000 }).toBe('Bạn yêu cầu sửa 1 bài: bài đang chờ Lan sửa.');
    await shot(page, 'send-bao', 'vi');
    await useLanguage(page, 'en');
  });

  it("Lan's Send tab reads as before (her edit), and her Review tab's Approve all gives her role's reason, not 'waits for your edit'", async () => {
    const { page } = members.lan;
    await useLanguage(page, 'en');
    await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, lanCamp);
    await page.click('[data-tab="dryRun"]');
    await page.click('[data-testid="dry-run"]');
    await page.waitForSelector('[data-testid="dry-run-table"]');
    await page.click('[data-tab="send"]');
    await expect.poll(() => text(page, 'send-held-changes'), { timeout: 20_000 }).toBe('Bảo asked for changes on 1 post: edit it and send it for review again.');
    await expect.poll(() => text(page, 'send-held-waiting'), { timeout: 20_000 }).toMatch(/^1 post waits for approval by [^.]*Bảo/);
    await page.click('[data-tab="review"]');
    await expect.poll(() => page.getAttribute('[data-testid="review-approve-all"]', 'title').catch(() => ''), { timeout: 20_000 }).toMatch(/role does not approve/);
    expect(await page.getAttribute('[data-testid="review-approve-all"]', 'title')).not.toMatch(/waits for your edit|changes requested/);
    await shot(page, 'review-lan', 'en');
    await useLanguage(page, 'vi');
    await page.click('[data-tab="review"]');
    await shot(page, 'review-lan', 'vi');
    await useLanguage(page, 'en');
  });
});
