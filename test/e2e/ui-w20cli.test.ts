/// <reference lib="dom" />
/**
 * w20cli (walk 18, findings 6 and 8e), in real browsers on one real team server and one sandbox Hub (started once for the file).
 * - 6: Lan (editor) relays a client decisions file approving a post in review; she may not approve, so it waits; Bảo
 *   (approver) confirms it. Before: the campaign Review tab's Who column said "approved by Bảo — the client agrees", the
 *   words of a client agreeing with an approval that already held. Now: "approved by Bảo — the client approved".
 * - 8e: the owner revokes Bảo's token. Before: his Settings → Team → Review still said "You are approver.". Now: "You were
 *   approver until this computer’s member token was revoked."
 * Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamServer } from '../../src-main/team-server';
import { browserTeam, type TeamMember } from './helpers/team';
import { reviewOn } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';

const t = browserTeam('postroom-ui-w20cli-', { seed: 20, faults: 'none' }, { teamName: 'Sóng Agency' });
let server: TeamServer;
let lan: TeamMember;
let bao: TeamMember;
let campaignId = '';
let postId = '';
const file = join(tmpdir(), `postroom-w20cli-decisions-${process.pid}.json`);

beforeAll(async () => {
  ({ server } = await t.start());
  [lan, bao] = await Promise.all([t.member('Lan', 'editor'), t.member('Bảo', 'approver')]);
  for (const m of [lan, bao]) await t.join(m, { key: true });
  postId = (await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { platforms: ['instagram'], caption: 'Hậu trường buổi chụp lookbook ở phố cổ' } })).id;
  campaignId = (await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: 'Áo dài Tết' })).id;
  await callValue(lan.page, 'campaigns.addDrafts', { id: campaignId, draftIds: [postId] });
  await callValue(lan.page, 'review.act', { draftId: postId, action: 'submit' });
}, 240_000);

afterAll(async () => {
  rmSync(file, { force: true });
  await t.stop();
});

describe('walk 18: a client approval an approver confirmed, and a revoked approver\'s Settings', () => {
  it('6: the client approved first, Bảo confirmed: the Who column says "— the client approved" (en, vi)', async () => {
    await expect.poll(() => reviewOn(bao.page, postId), { timeout: 30_000 }).toBe('in_review');
    const page = await callValue<{ content: string }>(lan.page, 'review.preview', { campaignId, zone: 'Asia/Ho_Chi_Minh', lang: 'en' });
    const data = JSON.parse(/id="postroom-data">([^<]*)</.exec(page.content)![1]!) as { exportId: string; campaignId: string; digest: string; posts: Array<{ draftId: string; revision: string }> };
    writeFileSync(file, JSON.stringify({ format: 'postroom-client-decisions', version: 1, exportId: data.exportId, campaignId: data.campaignId, digest: data.digest, decidedAt: '2026-11-27T07:43:00Z',
      posts: data.posts.map((p) => ({ ...p, decision: 'approve', note: '' })) }));
    await lan.page.goto(`${lan.host.origin}/#/campaigns/${campaignId}`);
    await lan.page.click('[data-tab="review"]', { timeout: 20_000 });
    await lan.page.setInputFiles('[data-testid="review-decisions-file"]', file);
    // The client's approval waits for an approver on Bảo's laptop; he confirms it.
    await expect.poll(() => callValue<Record<string, { clientWaiting?: unknown }>>(bao.page, 'review.get', { draftIds: [postId] }).then((r) => !!r[postId]?.clientWaiting).catch(() => false), { timeout: 30_000 }).toBe(true);
    await callValue(bao.page, 'review.confirmClient', { draftId: postId, overRequest: false });
    await expect.poll(() => reviewOn(lan.page, postId), { timeout: 30_000 }).toBe('approved');
    const who = lan.page.locator(`tr[data-draft-id="${postId}"] [data-testid="review-who"]`);
    await expect.poll(() => who.textContent().catch(() => ''), { timeout: 20_000 }).toBe('approved by Bảo — the client approved');
    await themes(lan.page, 'w20cli/who-client-first', 'en', { closeToasts: true });
    await useLanguage(lan.page, 'vi');
    if (!(await who.isVisible().catch(() => false))) await lan.page.click('[data-tab="review"]', { timeout: 20_000 });
    await expect.poll(() => who.textContent().catch(() => ''), { timeout: 20_000 }).toContain('— khách đã duyệt');
    expect(await who.textContent()).not.toContain('khách cũng đồng ý');
    await themes(lan.page, 'w20cli/who-client-first', 'vi', { closeToasts: true });
    await useLanguage(lan.page, 'en');
  });

  it('8e: a revoked approver\'s Settings → Team → Review says he WAS approver until the revocation (en, vi)', async () => {
    const { page } = bao;
    const line = '[data-testid="review-settings-owner-only"]';
    await page.click('nav a[data-nav="settings"]');
    await expect.poll(() => page.textContent(line).catch(() => ''), { timeout: 20_000 }).toBe('Only an owner of the team can change these settings. You are approver.');
    await server.revokeMember('Bảo');
    await expect.poll(() => page.textContent(line).catch(() => ''), { timeout: 30_000 }).toBe('Only an owner of the team can change these settings. You were approver until this computer’s member token was revoked.');
    await page.locator(line).scrollIntoViewIfNeeded();
    await themes(page, 'w20cli/settings-revoked', 'en', { closeToasts: true });
    await useLanguage(page, 'vi');
    await expect.poll(() => page.textContent(line).catch(() => ''), { timeout: 20_000 }).toBe('Chỉ chủ nhóm mới thay đổi được các cài đặt này. Bạn từng là người duyệt cho đến khi mã thành viên của máy này bị thu hồi.');
    await page.locator(line).scrollIntoViewIfNeeded();
    await themes(page, 'w20cli/settings-revoked', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');
  });
});
