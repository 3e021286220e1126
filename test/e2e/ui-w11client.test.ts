/// <reference lib="dom" />
/**
 * w11client (walk 11): Lan (editor) relays a client decisions file that approves a post Bảo (approver) already
 * approved, same version, and one still in review. Before: her panel said "already approved, nothing changed", yet
 * Bảo's laptop toasted "The client approved … (relayed by Lan): confirm it in Review" for the approved one too.
 * Now: her panel says "already approved: the client agrees, nothing to confirm"; Bảo hears "The client (via Lan) also
 * approved …: nothing to confirm" for it (the one still in review keeps its "confirm it in Review"); nothing of it is
 * in his "Waiting for me"; the campaign row's Who line says "approved by Bảo — the client agrees".
 * Real browsers on one real team server and sandbox Hub (started once for the file). Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { browserTeam } from './helpers/team';
import { closeToasts, useLanAndBao } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';

const ZONE = 'Asia/Ho_Chi_Minh';
const team = browserTeam('postroom-ui-w11client-', { seed: 11, faults: 'none' }, { teamName: 'Sóng Agency' });
const members = useLanAndBao(team, 'approver');
const files: string[] = [];

const reviewState = (page: Page, id: string): Promise<string> => callValue<Record<string, { state: string }>>(page, 'review.get', { draftIds: [id] }).then((r) => r[id]?.state ?? '').catch(() => '');
const toastTexts = (page: Page): Promise<string> => page.locator('[data-testid="toast"]').allTextContents().then((t) => t.join(' | ')).catch(() => '');

afterAll(async () => {
  for (const f of files) rmSync(f, { force: true });
});

/** Two posts in a campaign sent for review by Lan, the first approved by Bảo; Lan relays the client's approval of both. */
async function relayAgreement(name: string, agreed: string, waiting: string) {
  const { lan, bao } = members;
  const mk = (caption: string) => callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { platforms: ['instagram'], caption } });
  const a = await mk(agreed);
  const b = await mk(waiting);
  const campaign = await callValue<{ id: string }>(lan.page, 'campaigns.create', { name });
  await callValue(lan.page, 'campaigns.addDrafts', { id: campaign.id, draftIds: [a.id, b.id] });
  for (const d of [a, b]) await callValue(lan.page, 'review.act', { draftId: d.id, action: 'submit' });
  await expect.poll(() => reviewState(bao.page, a.id), { timeout: 30_000 }).toBe('in_review');
  await callValue(bao.page, 'review.act', { draftId: a.id, action: 'approve' });
  await expect.poll(() => reviewState(lan.page, a.id), { timeout: 30_000 }).toBe('approved');
  await bao.page.goto(`${bao.host.origin}/#/review`);
  await closeToasts(bao.page);
  const page = await callValue<{ content: string }>(lan.page, 'review.preview', { campaignId: campaign.id, zone: ZONE, lang: 'en' });
  const data = JSON.parse(/id="postroom-data">([^<]*)</.exec(page.content)![1]!) as { exportId: string; campaignId: string; digest: string; posts: Array<{ draftId: string; revision: string }> };
  const file = join(tmpdir(), `postroom-w11client-${files.length}-${process.pid}.json`);
  files.push(file);
  writeFileSync(file, JSON.stringify({ format: 'postroom-client-decisions', version: 1, exportId: data.exportId, campaignId: data.campaignId, digest: data.digest, decidedAt: '2026-11-27T07:43:00Z',
    posts: data.posts.map((p) => ({ ...p, decision: 'approve', note: '' })) }));
  await lan.page.goto(`${lan.host.origin}/#/campaigns/${campaign.id}`);
  await lan.page.click('[data-tab="review"]', { timeout: 20_000 });
  await lan.page.setInputFiles('[data-testid="review-decisions-file"]', file);
  return { a, b, line: lan.page.locator(`[data-testid="review-import-report"] li[data-draft-id="${a.id}"]`), who: lan.page.locator(`tr[data-draft-id="${a.id}"] [data-testid="review-who"]`) };
}

describe('walk 11: a client approval of a post already approved is the client agreeing, not a step to confirm', () => {
  it('en: the panel says the client agrees; Bảo is not asked to confirm it; the row says "— the client agrees"', async () => {
    const { lan, bao } = members;
    const { a, line, who } = await relayAgreement('Áo dài Tết', 'Hậu trường buổi chụp lookbook ở phố cổ', 'Ưu đãi 20% cho đơn đặt may trước 20/12');
    await expect.poll(() => line.textContent().catch(() => ''), { timeout: 20_000 }).toBe('Hậu trường buổi chụp lookbook ở phố cổ: Client approved — already approved: the client agrees, nothing to confirm');
    expect(await line.getAttribute('data-outcome')).toBe('client_agrees');
    await expect.poll(() => toastTexts(lan.page), { timeout: 20_000 }).toContain('1 already approved — the client agrees');
    await expect.poll(() => who.textContent().catch(() => ''), { timeout: 20_000 }).toBe('approved by Bảo — the client agrees');
    await themes(lan.page, 'w11client/lan-import', 'en');
    await closeToasts(lan.page);
    // Bảo: the waiting one asks him to confirm it; the agreed one says there is nothing to confirm.
    await expect.poll(() => toastTexts(bao.page), { timeout: 30_000 }).toContain('The client approved “Ưu đãi 20% cho đơn đặt may trước 20/12” (via Lan): confirm it in Review.');
    await expect.poll(() => toastTexts(bao.page), { timeout: 30_000 }).toContain('The client (via Lan) also approved “Hậu trường buổi chụp lookbook ở phố cổ”: it was already approved, nothing to confirm.');
    expect(await toastTexts(bao.page)).not.toContain('“Hậu trường buổi chụp lookbook ở phố cổ” (via Lan): confirm it');
    expect(await bao.page.locator(`tr[data-draft-id="${a.id}"]`).count()).toBe(0); // not in his Waiting for me
    await themes(bao.page, 'w11client/bao-toast', 'en');
    await closeToasts(bao.page);
  });

  it('vi: the same, in Vietnamese', async () => {
    const { lan, bao } = members;
    await useLanguage(lan.page, 'vi');
    await useLanguage(bao.page, 'vi');
    const { line, who } = await relayAgreement('Phố Hội', 'Phố Hội lên đèn', 'Cà phê sữa đá 45k');
    await expect.poll(() => line.textContent().catch(() => ''), { timeout: 20_000 }).toBe('Phố Hội lên đèn: Khách đã duyệt — bài đã được duyệt từ trước: khách cũng đồng ý, không cần xác nhận gì');
    await expect.poll(() => who.textContent().catch(() => ''), { timeout: 20_000 }).toContain('— khách cũng đồng ý');
    await themes(lan.page, 'w11client/lan-import', 'vi');
    await closeToasts(lan.page);
    await expect.poll(() => toastTexts(bao.page), { timeout: 30_000 }).toContain('Khách (qua Lan) cũng đã duyệt “Phố Hội lên đèn”: bài đã được duyệt từ trước, không cần xác nhận gì.');
    await themes(bao.page, 'w11client/bao-toast', 'vi');
    await closeToasts(bao.page);
    await useLanguage(lan.page, 'en');
    await useLanguage(bao.page, 'en');
  });
});
