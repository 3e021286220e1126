/// <reference lib="dom" />
/**
 * h-teamwords (walks 31/32, 1 and 4), in real browsers on one real team server and one sandbox Hub (each started once for
 * the file): Lan (editor) writes a post, Bảo (approver) approves it, Lan sends campaign "At once" while every channel
 * refuses (faults {"channel_refusal":1}). Before, Bảo's Send tab said "sent (by Lan)" and no more: now it also says the
 * post was refused by every channel, nothing published, only Lan's computer can retry it, and Send does not send it again.
 * Then Bảo publishes a post of his campaign "From Compose" outside its Send (drafts publish) while every channel
 * refuses: its Send tab said "ready to send now"; now it is sent (the campaign's Send takes that job as its own) and
 * refused by every channel. Shots light/dark × en/vi of Bảo's Send tab.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../src-main/sandbox';
import { callValue, themes, useLanguage } from './helpers/session';
import { settle, text } from './helpers/review-team';
import { browserTeam, type TeamMember } from './helpers/team';

const team = browserTeam('postroom-ui-h-teamwords-', { seed: 3232, faults: 'none' });
const mark = '#hteamwords';
let hub: SandboxHandle;
let lan: TeamMember;
let bao: TeamMember;
let atOnce = '';
let fromCompose = '';
let lanPost = '';
let baoPost = '';
const atHub = (m: string) => hub.control.publishedPosts().filter((p) => (p.caption ?? '').includes(m));
const reviewState = (m: TeamMember, id: string) => callValue<Record<string, { state: string }>>(m.page, 'review.get', { draftIds: [id] }).then((r) => r[id]?.state);
type Status = { sendState: string; channelsRefused?: number; channelsRefusedBy?: Array<{ name: string; posts: number }>; split?: { sent: number; ready: number } };
const status = (m: TeamMember, id: string) => callValue<Status>(m.page, 'campaigns.status', { id });
const postState = (m: TeamMember, campaign: string) => callValue<{ posts: Array<{ state: string }> }>(m.page, 'campaigns.get', { id: campaign }).then((c) => c.posts.map((p) => p.state).join(' '));

async function approved(author: TeamMember, caption: string): Promise<string> {
  const d = await callValue<{ id: string }>(author.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram', 'facebook'], caption: `${caption} ${mark}` } });
  await callValue(author.page, 'photos.add', { draftId: d.id, urls: ['https://images.example.com/h-teamwords.jpg'] });
  await callValue(author.page, 'review.act', { draftId: d.id, action: 'submit' });
  await settle(() => reviewState(bao, d.id), 'in_review');
  await callValue(bao.page, 'review.act', { draftId: d.id, action: 'approve' });
  await settle(() => reviewState(author, d.id), 'approved');
  return d.id;
}

beforeAll(async () => {
  ({ hub } = await team.start());
  [lan, bao] = await Promise.all([team.member('Lan', 'editor'), team.member('Bảo', 'approver')]);
  for (const m of [lan, bao]) await team.join(m, { key: true });
  lanPost = await approved(lan, 'Mở cửa đến 23h — Lan');
  // Lan writes it too (authors may not approve their own posts here); Bảo sends it from his laptop, outside the campaign's Send.
  baoPost = await approved(lan, 'Giảm giá cuối tuần — Bảo');
  atOnce = (await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: 'At once' })).id;
  await callValue(lan.page, 'campaigns.addDrafts', { id: atOnce, draftIds: [lanPost] });
  fromCompose = (await callValue<{ id: string }>(bao.page, 'campaigns.create', { name: 'From Compose' })).id;
  await callValue(bao.page, 'campaigns.addDrafts', { id: fromCompose, draftIds: [baoPost] });
  hub.control.setFaults({ channel_refusal: 1, processing_ms: 0 });
  await callValue(lan.page, 'campaigns.send', { id: atOnce });
  await callValue(bao.page, 'publish.start', { draftIds: [baoPost] });
  await settle(() => postState(lan, atOnce), 'channels_refused', 60_000);
  await settle(() => postState(bao, atOnce), 'channels_refused', 60_000);
  await settle(() => postState(bao, fromCompose), 'channels_refused', 60_000);
  hub.control.setFaults({ processing_ms: 0 });
}, 300_000);
afterAll(() => team.stop());

async function openSend(page: Page, id: string): Promise<void> {
  await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, id);
  await page.click('[data-tab="send"]');
  await page.waitForSelector('[data-testid="send-state"]');
}

describe("Bảo's Send tab of refused sends", () => {
  it("Lan's campaign: sent by Lan, and refused by every channel (only Lan's computer can retry it; Send does not send it again)", async () => {
    const { page } = bao;
    await expect.poll(() => status(bao, atOnce).then((s) => JSON.stringify([s.sendState, s.channelsRefused, s.channelsRefusedBy])), { timeout: 30_000 })
      .toBe(JSON.stringify(['done', 1, [{ name: 'Lan', posts: 1 }]]));
    await useLanguage(page, 'en');
    await openSend(page, atOnce);
    await expect.poll(() => text(page, 'send-channels-refused'), { timeout: 20_000 })
      .toBe('The post Lan sent was refused by every channel: nothing was published. Only Lan’s computer can retry its refused channels; Send does not send it again.');
    expect(await text(page, 'send-state')).toContain('1 sent by Lan (a teammate)');
    // s30's left-out: the header said "1 sent (by Lan)" alone; it says the refusal too.
    await expect.poll(() => text(page, 'campaign-summary')).toMatch(/1 sent \(by Lan\) · 1 refused by every channel: nothing published/);
    expect(await text(page, 'send-state')).not.toMatch(/ready to send/);
    expect(await page.locator('[data-testid="send"]').count()).toBe(0);
    await themes(page, 'h-teamwords-bao-send-lan', 'en');
    await useLanguage(page, 'vi');
    await openSend(page, atOnce);
    await expect.poll(() => text(page, 'send-channels-refused'), { timeout: 20_000 })
      .toBe('Bài do Lan gửi đã bị mọi kênh từ chối: chưa có gì được đăng. Chỉ máy của Lan mới thử lại được các kênh đã từ chối; Gửi sẽ không gửi lại bài này.');
    await expect.poll(() => text(page, 'campaign-summary')).toContain('1 bài bị mọi kênh từ chối: chưa có gì được đăng');
    await themes(page, 'h-teamwords-bao-send-lan', 'vi');
    await useLanguage(page, 'en');
    expect(atHub('Lan')).toHaveLength(1);
  });

  it("Bảo's own post sent outside the campaign's Send: sent and refused by every channel, never 'ready to send now'", async () => {
    const { page } = bao;
    await expect.poll(() => status(bao, fromCompose).then((s) => JSON.stringify([s.sendState, s.channelsRefused, s.split?.sent, s.split?.ready])), { timeout: 30_000 })
      .toBe(JSON.stringify(['done', 1, 1, 0]));
    await useLanguage(page, 'en');
    await openSend(page, fromCompose);
    await expect.poll(() => text(page, 'send-channels-refused'), { timeout: 20_000 })
      .toBe('1 post sent was refused by every channel: nothing was published. Retry or fix its channels in the Outbox; Send does not send it again.');
    expect(await text(page, 'send-state')).not.toMatch(/ready to send|not sent/);
    expect(await page.locator('[data-testid="send"]').count()).toBe(0);
    await themes(page, 'h-teamwords-bao-send-compose', 'en');
    await useLanguage(page, 'vi');
    await openSend(page, fromCompose);
    await expect.poll(() => text(page, 'send-channels-refused'), { timeout: 20_000 })
      .toBe('1 bài đã gửi bị mọi kênh từ chối: chưa có gì được đăng. Hãy thử lại hoặc sửa các kênh trong Hộp thư đi; Gửi sẽ không gửi lại bài này.');
    await themes(page, 'h-teamwords-bao-send-compose', 'vi');
    await useLanguage(page, 'en');
    expect(atHub('Bảo')).toHaveLength(1);
  });

  it("its Posts tab row: sent from here (was 'not sent'), its state refused by every channel", async () => {
    const { page } = bao;
    await useLanguage(page, 'en');
    await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, fromCompose);
    await page.click('[data-tab="posts"]');
    await page.waitForSelector('[data-testid="campaign-posts"]');
    await expect.poll(() => page.locator('[data-testid="post-send"]').allTextContents().then((t) => t.map((x) => x.trim())), { timeout: 20_000 }).toEqual(['sent from here']);
    expect(await page.textContent('[data-testid="campaign-posts"]')).toContain('Refused by every channel');
    await themes(page, 'h-teamwords-bao-posts-compose', 'en');
  });
});
