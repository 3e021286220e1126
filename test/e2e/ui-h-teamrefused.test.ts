/// <reference lib="dom" />
/**
 * h-teamrefused (walk 31, 1 and 2), in real browsers on one real team server and one sandbox Hub (each started once for
 * the file): Lan (editor) writes three posts; Bảo (approver) approves the first two; Lan sends the campaign while every
 * channel refuses (faults {"channel_refusal":1}): the Hub holds the two, both refused by their channels; the third waits
 * in review. Before: Bảo's Send tab said the two were "ready to send now" and offered "Send 2 posts" (1), and where a
 * teammate's posts were counted it read "Nothing would be sent until these are settled: 2 posts were already sent by
 * Lan…" (2). Now: on both laptops they are sent (by Lan, on Bảo's), on a line of their own; only the post in review is
 * left to settle. Shots light/dark × en/vi of both laptops' Send tab.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../src-main/sandbox';
import { callValue, useLanguage } from './helpers/session';
import { settle, shotsIn, text } from './helpers/review-team';
import { browserTeam, type TeamMember } from './helpers/team';

const team = browserTeam('postroom-ui-h-teamrefused-', { seed: 3131, faults: 'none' });
const mark = '#hteamrefused';
const shot = shotsIn('h-teamrefused');
let hub: SandboxHandle;
let lan: TeamMember;
let bao: TeamMember;
let campaignId = '';
const ids: string[] = [];
const atHub = () => hub.control.publishedPosts().filter((p) => (p.caption ?? '').includes(mark));
const reviewState = (m: TeamMember, id: string) => callValue<Record<string, { state: string }>>(m.page, 'review.get', { draftIds: [id] }).then((r) => r[id]?.state);
type Status = { sendState: string; teamSent?: number; now?: { toSend: number; teamSent: number } };
const status = (m: TeamMember) => callValue<Status>(m.page, 'campaigns.status', { id: campaignId });

beforeAll(async () => {
  ({ hub } = await team.start());
  [lan, bao] = await Promise.all([team.member('Lan', 'editor'), team.member('Bảo', 'approver')]);
  for (const m of [lan, bao]) await team.join(m, { key: true });
  for (const caption of ['Mở cửa đến 23h — post 1', 'Menu mới — post 2', 'Giờ mở cửa Tết — post 3']) {
    const d = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram', 'facebook'], caption: `${caption} ${mark}` } });
    await callValue(lan.page, 'photos.add', { draftId: d.id, urls: ['https://images.example.com/h-teamrefused.jpg'] });
    await callValue(lan.page, 'review.act', { draftId: d.id, action: 'submit' });
    await settle(() => reviewState(bao, d.id), 'in_review');
    ids.push(d.id);
  }
  for (const id of ids.slice(0, 2)) {
    await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
    await settle(() => reviewState(lan, id), 'approved');
  }
  campaignId = (await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: 'At once' })).id;
  await callValue(lan.page, 'campaigns.addDrafts', { id: campaignId, draftIds: ids });
  hub.control.setFaults({ channel_refusal: 1, processing_ms: 0 });
  await callValue(lan.page, 'campaigns.send', { id: campaignId });
  await settle(() => status(lan).then((s) => s.sendState), 'done', 60_000);
  await settle(async () => String(atHub().length), '2', 60_000);
  // Their final word (refused by every channel) on both laptops.
  const states = (m: TeamMember) => callValue<{ posts: Array<{ state: string }> }>(m.page, 'campaigns.get', { id: campaignId }).then((c) => c.posts.map((p) => p.state).join(' '));
  await settle(() => states(lan), 'channels_refused channels_refused draft', 60_000);
  await settle(() => states(bao), 'channels_refused channels_refused draft', 60_000);
  hub.control.setFaults({ processing_ms: 0 });
}, 300_000);
afterAll(() => team.stop());

async function openSend(page: Page): Promise<void> {
  await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, campaignId);
  await page.click('[data-tab="send"]');
  await page.waitForSelector('[data-testid="send-state"]');
}

describe('a campaign Lan sent while every channel refused its posts', () => {
  it("Bảo's Send tab: the two are sent by Lan, on a line of their own; only the post in review is left; no Send", async () => {
    const { page } = bao;
    await useLanguage(page, 'en');
    await openSend(page);
    await expect.poll(() => status(bao).then((s) => `${s.teamSent} ${s.now?.teamSent} ${s.now?.toSend}`), { timeout: 30_000 }).toBe('2 2 0');
    await expect.poll(() => text(page, 'send-held-team-sent'), { timeout: 20_000 }).toBe('2 posts were already sent by Lan: they are not sent again.');
    expect(await text(page, 'send-state')).toContain('2 sent by Lan (a teammate)');
    expect(await text(page, 'send-state')).not.toMatch(/ready to send/);
    expect(await text(page, 'send-all-waiting')).toMatch(/^The post left is in review: it waits for approval by you/);
    expect(await page.locator('[data-testid="send-held-mixed"]').count()).toBe(0);
    expect(await page.locator('[data-testid="send"]').count()).toBe(0);
    await shot(page, 'bao-send', 'en');
    await useLanguage(page, 'vi');
    await openSend(page);
    await expect.poll(() => text(page, 'send-held-team-sent'), { timeout: 20_000 }).toBe('2 bài đã được Lan gửi: các bài không được gửi lại.');
    expect(await page.locator('[data-testid="send-held-mixed"]').count()).toBe(0);
    expect(await page.textContent('main')).not.toMatch(/cho đến khi xử lý xong/);
    await shot(page, 'bao-send', 'vi');
    await useLanguage(page, 'en');
    expect(atHub()).toHaveLength(2);
  });

  it("Bảo's Posts tab: the Send column says \"sent by Lan\" beside the State's refusal, not \"not sent\"", async () => {
    const { page } = bao;
    await useLanguage(page, 'en');
    await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, campaignId);
    await page.click('[data-tab="posts"]');
    await page.waitForSelector('[data-testid="campaign-posts"]');
    await expect.poll(() => page.locator('[data-testid="post-send"]').allTextContents().then((t) => t.map((x) => x.trim())), { timeout: 20_000 })
      .toEqual(['sent by Lan', 'sent by Lan', expect.stringMatching(/^not sent \(waits for approval by .+\)$/)]);
    expect(await text(page, 'campaign-summary')).toMatch(/^3 posts · 2 sent \(by Lan\) · 2 refused by every channel: nothing published · 1 held back/);
    await shot(page, 'bao-posts', 'en');
    await useLanguage(page, 'vi');
    await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, campaignId);
    await page.click('[data-tab="posts"]');
    await expect.poll(() => page.locator('[data-testid="post-send"]').allTextContents().then((t) => t.map((x) => x.trim())), { timeout: 20_000 })
      .toEqual(['Lan đã gửi', 'Lan đã gửi', expect.stringMatching(/^chưa gửi /)]);
    await shot(page, 'bao-posts', 'vi');
    await useLanguage(page, 'en');
  });

  it("Lan's Send tab: the two sent from here, the third waiting for Bảo", async () => {
    const { page } = lan;
    await useLanguage(page, 'en');
    await openSend(page);
    await expect.poll(() => text(page, 'send-state'), { timeout: 20_000 }).toMatch(/2 sent for publishing/);
    expect(await text(page, 'send-state')).not.toMatch(/ready to send|by Lan/);
    await shot(page, 'lan-send', 'en');
    await useLanguage(page, 'vi');
    await openSend(page);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 10_000 }).toBe('vi');
    await page.waitForSelector('[data-testid="send-state"]');
    await shot(page, 'lan-send', 'vi');
    await useLanguage(page, 'en');
  });
});
