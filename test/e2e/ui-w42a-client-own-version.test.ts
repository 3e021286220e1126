/// <reference lib="dom" />
/**
 * Walk 42a (2): Bảo (the owner, the team's only approver; authors may not approve their own posts) changed Lan's post
 * himself; the client approved that version on a preview page and Bảo imported the decisions (Review → Import client
 * decisions…). Before: the toast said "1 approved by you", the panel "Client approved — approved by you", and a second
 * later the team server refused the approval. Now: nothing is approved; the toast says it is not approved by him and the
 * client's approval waits; the panel says why and that nobody else in this team may approve it; the post stays in review,
 * its row saying the client's approval is not approved and nobody else may approve it (never "waits for an approver").
 * Real browsers on one real team server (started once for the file). Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { browserTeam } from './helpers/team';
import { closeToasts, reviewOn, useLanAndBao } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-w42a-own-');
const members = useLanAndBao(team, 'owner');
const files: string[] = [];

const toastTexts = (page: Page): Promise<string> => page.locator('[data-testid="toast"]').allTextContents().then((t) => t.join(' | ')).catch(() => '');

afterAll(async () => {
  for (const f of files) rmSync(f, { force: true });
});

/** Lan's post in a campaign, sent for review; Bảo rewrites it (its version is his too); Bảo imports the client's approval of it. */
async function importOwnVersion(name: string, caption: string, lang: 'en' | 'vi') {
  const { lan, bao } = members;
  const d = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { platforms: ['instagram'], caption } });
  const campaign = await callValue<{ id: string }>(lan.page, 'campaigns.create', { name });
  await callValue(lan.page, 'campaigns.addDrafts', { id: campaign.id, draftIds: [d.id] });
  await callValue(lan.page, 'review.act', { draftId: d.id, action: 'submit' });
  await expect.poll(() => reviewOn(bao.page, d.id), { timeout: 30_000 }).toBe('in_review');
  await callValue(bao.page, 'drafts.update', { id: d.id, patch: { caption: `${caption} — Bảo sửa giá` } });
  await expect.poll(() => reviewOn(bao.page, d.id), { timeout: 30_000 }).toBe('in_review');
  await expect.poll(() => callValue(bao.page, 'campaigns.get', { id: campaign.id }).then(() => true, () => false), { timeout: 30_000 }).toBe(true);
  const page = await callValue<{ content: string }>(bao.page, 'review.preview', { campaignId: campaign.id, zone: 'Asia/Ho_Chi_Minh', lang });
  expect(page.content).toContain('data-confirm="nobody"');
  // The client's page says nobody in the team may approve this version yet (never "confirmed by one of the team's approvers").
  const html = join(tmpdir(), `postroom-w42a-page-${lang}-${process.pid}.html`);
  files.push(html);
  writeFileSync(html, page.content);
  await bao.page.goto(`file://${html}`);
  await expect.poll(() => bao.page.locator('[data-confirm="nobody"]').textContent().catch(() => ''), { timeout: 20_000 }).toContain(lang === 'vi' ? 'Hiện chưa ai trong nhóm được duyệt phiên bản này' : 'Nobody in the team may approve this version yet');
  expect(await bao.page.locator('#made-by').textContent()).not.toMatch(/confirmed by one of the team|người duyệt của nhóm xác nhận/);
  await themes(bao.page, 'w42a/client-page', lang);
  const data = JSON.parse(/id="postroom-data">([^<]*)</.exec(page.content)![1]!) as { exportId: string; campaignId: string; digest: string; posts: Array<{ draftId: string; revision: string }> };
  const file = join(tmpdir(), `postroom-w42a-${files.length}-${process.pid}.json`);
  files.push(file);
  writeFileSync(file, JSON.stringify({ format: 'postroom-client-decisions', version: 1, exportId: data.exportId, campaignId: data.campaignId, digest: data.digest, decidedAt: '2026-11-29T07:00:00Z',
    posts: data.posts.map((p) => ({ ...p, decision: 'approve', note: '' })) }));
  await bao.page.goto(`${bao.host.origin}/#/campaigns/${campaign.id}`);
  await bao.page.click('[data-tab="review"]', { timeout: 20_000 });
  await closeToasts(bao.page);
  await bao.page.setInputFiles('[data-testid="review-decisions-file"]', file);
  return { id: d.id, line: bao.page.locator(`[data-testid="review-import-report"] li[data-draft-id="${d.id}"]`), role: bao.page.locator('[data-testid="review-import-role"]') };
}

describe("walk 42a: a client's approval of a version the importer changed is never approved by the import", () => {
  it('en: not approved; why; nobody else may; the post stays in review', async () => {
    const { lan, bao } = members;
    const { id, line, role } = await importOwnVersion('Khai trương', 'Khai trương quán mới thứ Bảy', 'en');
    await expect.poll(() => line.textContent().catch(() => ''), { timeout: 20_000 }).toContain('Client approved — NOT approved: you changed what goes out in this version');
    const said = (await line.textContent()) ?? '';
    expect(said).toContain('The client’s approval waits. Nobody else in this team may approve it');
    expect(said).not.toContain('approved by you');
    expect(await line.getAttribute('data-outcome')).toBe('waiting_for_approver');
    expect(await role.textContent()).toContain('except of a version you wrote or changed');
    await expect.poll(() => toastTexts(bao.page), { timeout: 20_000 }).toContain('1 not approved by you (you wrote or changed it): the client’s approval waits');
    expect(await toastTexts(bao.page)).not.toContain('approved by you,');
    await themes(bao.page, 'w42a/bao-import', 'en');
    await closeToasts(bao.page);
    // The row's client approval never says it waits for an approver: nobody else may approve this version.
    const waiting = bao.page.locator(`tr[data-draft-id="${id}"] [data-testid="client-waiting"]`);
    await expect.poll(() => waiting.textContent().catch(() => ''), { timeout: 20_000 }).toBe('The client approved (via you) — not approved: nobody else in this team may approve this version');
    await waiting.scrollIntoViewIfNeeded();
    await themes(bao.page, 'w42a/bao-row', 'en');
    // Nothing approved, here or for Lan: nothing for the team server to refuse.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await reviewOn(bao.page, id)).toBe('in_review');
    expect(await reviewOn(lan.page, id)).toBe('in_review');
  });

  it('vi: the same, in Vietnamese', async () => {
    const { bao } = members;
    await useLanguage(bao.page, 'vi');
    const { id, line } = await importOwnVersion('Phố Hội', 'Phố Hội lên đèn', 'vi');
    await expect.poll(() => line.textContent().catch(() => ''), { timeout: 20_000 }).toContain('Khách đã duyệt — CHƯA được duyệt:');
    await expect.poll(() => toastTexts(bao.page), { timeout: 20_000 }).toContain('1 bài bạn không duyệt được (bạn đã viết hoặc sửa): duyệt của khách đang chờ');
    await themes(bao.page, 'w42a/bao-import', 'vi');
    await closeToasts(bao.page);
    const waiting = bao.page.locator(`tr[data-draft-id="${id}"] [data-testid="client-waiting"]`);
    await expect.poll(() => waiting.textContent().catch(() => ''), { timeout: 20_000 }).toContain('trong nhóm không còn ai khác duyệt được phiên bản này');
    await waiting.scrollIntoViewIfNeeded();
    await themes(bao.page, 'w42a/bao-row', 'vi');
    await useLanguage(bao.page, 'en');
  });
});
