/// <reference lib="dom" />
/**
 * w11words (walk 11): on Lan's (editor) own laptop the lines that named her say "you", a keep is said as a keep, and a
 * refusal toast keeps its code behind Details.
 * - the Review queue's Who column: "sent for review by you" / "bạn đã gửi duyệt" (was "sent for review by Lan");
 * - Bảo (approver) keeps his approval over the client's request: the campaign Review tab's Who says "Bảo kept the
 *   approval over the client's request" (was "approved by Bảo");
 * - the same decisions file again: "These decisions were already imported by you on …" (was "by Lan"), the code
 *   `decisions_already_imported` behind Details, not at the end of the message;
 * - after Lan LEAVES the team, her own scheduled post's Compose says "(sent by you)" (was "(sent by me)").
 * Real browsers on one real team server and sandbox Hub (started once for the file). Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { copyFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { browserTeam } from './helpers/team';
import { closeToasts, useLanAndBao } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';

const ZONE = 'Asia/Ho_Chi_Minh';
const team = browserTeam('postroom-ui-w11words-', { seed: 11, faults: 'none' }, { teamName: 'Sóng Agency' });
const members = useLanAndBao(team, 'approver');
const files: string[] = [];

const reviewOf = (page: Page, id: string): Promise<{ state?: string; clientRequest?: unknown; last?: { kept?: boolean } | null }> =>
  callValue<Record<string, { state: string }>>(page, 'review.get', { draftIds: [id] }).then((r) => r[id] ?? {}).catch(() => ({}));

afterAll(async () => {
  for (const f of files) rmSync(f, { force: true });
});

/** The client's decisions file of Lan's campaign (decision per post), written once. */
async function decisionsFile(campaignId: string, decide: (draftId: string) => 'approve' | 'request_changes'): Promise<string> {
  const page = await callValue<{ content: string }>(members.lan.page, 'review.preview', { campaignId, zone: ZONE, lang: 'en' });
  const data = JSON.parse(/id="postroom-data">([^<]*)</.exec(page.content)![1]!) as { exportId: string; campaignId: string; digest: string; posts: Array<{ draftId: string; revision: string }> };
  const file = join(tmpdir(), `postroom-w11words-${files.length}-${process.pid}.json`);
  files.push(file);
  writeFileSync(file, JSON.stringify({ format: 'postroom-client-decisions', version: 1, exportId: data.exportId, campaignId: data.campaignId, digest: data.digest, decidedAt: '2026-11-27T06:50:00Z',
    posts: data.posts.map((p) => ({ ...p, decision: decide(p.draftId), note: decide(p.draftId) === 'request_changes' ? 'Đổi ảnh bìa' : '' })) }));
  return file;
}

async function walk(lang: 'en' | 'vi', words: { sent: string; kept: string; already: RegExp }) {
  const { lan, bao } = members;
  await useLanguage(lan.page, lang);
  const mk = (caption: string) => callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { platforms: ['instagram'], caption } });
  const a = await mk(`Hậu trường buổi chụp ${lang}`);
  const b = await mk(`Cảm ơn 500 khách hàng ${lang}`);
  const campaign = await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: `Lumen ${lang}` });
  await callValue(lan.page, 'campaigns.addDrafts', { id: campaign.id, draftIds: [a.id, b.id] });
  for (const d of [a, b]) await callValue(lan.page, 'review.act', { draftId: d.id, action: 'submit' });

  // a. Lan's queue: her own step is "you".
  await lan.page.goto(`${lan.host.origin}/#/review`);
  await lan.page.click('[data-box="i_sent"]', { timeout: 20_000 });
  await expect.poll(() => lan.page.locator(`tr[data-draft-id="${b.id}"] [data-testid="review-who"]`).textContent().catch(() => ''), { timeout: 20_000 }).toBe(words.sent);
  await closeToasts(lan.page);
  await themes(lan.page, 'w11words/lan-queue-you', lang);

  await expect.poll(async () => (await reviewOf(bao.page, a.id)).state, { timeout: 30_000 }).toBe('in_review');
  await callValue(bao.page, 'review.act', { draftId: a.id, action: 'approve' });
  await expect.poll(async () => (await reviewOf(lan.page, a.id)).state, { timeout: 30_000 }).toBe('approved');

  // The client asks for changes on a (approved: the approval stands), Bảo keeps his approval.
  const file = await decisionsFile(campaign.id, (id) => id === a.id ? 'request_changes' : 'approve');
  await lan.page.goto(`${lan.host.origin}/#/campaigns/${campaign.id}`);
  await lan.page.click('[data-tab="review"]', { timeout: 20_000 });
  await lan.page.setInputFiles('[data-testid="review-decisions-file"]', file);
  await lan.page.locator('[data-testid="review-import-made-by"]').waitFor({ timeout: 20_000 });
  await expect.poll(async () => !!(await reviewOf(bao.page, a.id)).clientRequest, { timeout: 30_000 }).toBe(true);
  await callValue(bao.page, 'review.keepClient', { draftId: a.id });
  await expect.poll(async () => (await reviewOf(lan.page, a.id)).last?.kept, { timeout: 30_000 }).toBe(true);
  // d. the Who line says a keep.
  await lan.page.goto(`${lan.host.origin}/#/campaigns/${campaign.id}`);
  await lan.page.click('[data-tab="review"]', { timeout: 20_000 });
  await expect.poll(() => lan.page.locator(`tr[data-draft-id="${a.id}"] [data-testid="review-who"]`).textContent().catch(() => ''), { timeout: 20_000 }).toContain(words.kept);

  // b/e. the same file again: "already imported by you", the code behind Details.
  await closeToasts(lan.page);
  const again = `${file.replace(/\.json$/, '')}-again.json`;
  copyFileSync(file, again);
  files.push(again);
  await lan.page.setInputFiles('[data-testid="review-decisions-file"]', again);
  const toast = lan.page.locator('[data-testid="toast"]').first();
  await expect.poll(() => toast.textContent().catch(() => ''), { timeout: 20_000 }).toMatch(words.already);
  expect(await toast.textContent()).not.toContain('by Lan');
  expect(await lan.page.locator('[data-testid="toast-detail"]').first().textContent()).toBe('decisions_already_imported');
  expect(await lan.page.locator('[data-testid="toast-detail"]').first().isVisible()).toBe(false);
  expect(await toast.locator('span').first().innerText()).not.toContain('decisions_already_imported');
  await themes(lan.page, 'w11words/lan-already-imported-you', lang);
  await lan.page.locator('[data-testid="toast"] details summary').first().click();
  expect(await lan.page.locator('[data-testid="toast-detail"]').first().isVisible()).toBe(true);
  await themes(lan.page, 'w11words/lan-toast-details-open', lang);
  await closeToasts(lan.page);
}

describe("walk 11: the reader's own lines say 'you'; a keep is a keep; codes behind Details", () => {
  it('in English', async () => {
    await walk('en', { sent: 'sent for review by you', kept: 'Bảo kept the approval over the client’s request', already: /^The decisions were not imported: These decisions were already imported by you on .+\. Nothing was added\./ });
  });

  it('in Vietnamese', async () => {
    await walk('vi', { sent: 'bạn đã gửi duyệt', kept: 'Bảo đã giữ nguyên duyệt dù khách yêu cầu sửa', already: /đã được bạn nhập lúc/ });
    await useLanguage(members.lan.page, 'en');
  });

  it("after Lan leaves the team, her own post's Compose says '(sent by you)', not '(sent by me)'", async () => {
    const { lan, bao } = members;
    const at = DateTime.now().setZone(ZONE).plus({ days: 3 }).set({ hour: 9, minute: 0, second: 0, millisecond: 0 }).toISO();
    const { id } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Trà đào cam sả 35k', scheduled_at: at, timezone: ZONE } });
    await callValue(lan.page, 'photos.add', { draftId: id, urls: ['https://images.example.com/tradao.jpg'] });
    await callValue(lan.page, 'review.act', { draftId: id, action: 'submit' });
    await expect.poll(async () => (await reviewOf(bao.page, id)).state, { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
    await expect.poll(async () => (await reviewOf(lan.page, id)).state, { timeout: 30_000 }).toBe('approved');
    await callValue(lan.page, 'publish.start', { draftIds: [id] });
    await expect.poll(async () => (await callValue<{ state: string }>(lan.page, 'drafts.postState', { id })).state, { timeout: 60_000 }).toBe('scheduled');
    await callValue(lan.page, 'drafts.update', { id, patch: { caption: 'Trà đào cam sả 39k' } });
    await callValue(lan.page, 'team.leave', {});
    await expect.poll(async () => (await callValue<{ state: string }>(lan.page, 'team.status', {})).state, { timeout: 20_000 }).toBe('not_a_team');
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(lan.page, lang);
      await lan.page.goto(`${lan.host.origin}/#/compose/${encodeURIComponent(id)}`);
      const note = lan.page.locator('[data-testid="review-panel"] [data-testid="review-at-hub"]');
      await expect.poll(() => note.textContent().catch(() => ''), { timeout: 20_000 }).toMatch(lang === 'en' ? /At the Hub since .+ \(sent by you\):/ : /Đã ở Hub từ .+ \(bạn gửi\):/);
      expect(await note.textContent()).not.toMatch(/sent by me|me gửi/);
      await closeToasts(lan.page);
      await themes(lan.page, 'w11words/lan-left-compose-sent-by-you', lang);
    }
    await useLanguage(lan.page, 'en');
  });
});
