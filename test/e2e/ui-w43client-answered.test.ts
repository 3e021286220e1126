/// <reference lib="dom" />
/**
 * Walk 43a (1): Bảo made a client preview, then asked for changes on its post; the client approved the page, and Lan imported
 * the decisions (Review → Import client decisions…). Before: "left for its own confirmation (the team asked to change that
 * version)", and the post waited in Bảo's "Waiting for me". Now: the page was made before the request, which answers the
 * client's approval: the toast and the panel say so (en/vi), and the post waits for its edit (changes requested).
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

const team = browserTeam('postroom-ui-w43client-');
const members = useLanAndBao(team, 'owner');
const files: string[] = [];

const toastTexts = (page: Page): Promise<string> => page.locator('[data-testid="toast"]').allTextContents().then((t) => t.join(' | ')).catch(() => '');

afterAll(async () => {
  for (const f of files) rmSync(f, { force: true });
});

async function importAnswered(name: string, caption: string, lang: 'en' | 'vi') {
  const { lan, bao } = members;
  const d = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { platforms: ['instagram'], caption } });
  const campaign = await callValue<{ id: string }>(lan.page, 'campaigns.create', { name });
  await callValue(lan.page, 'campaigns.addDrafts', { id: campaign.id, draftIds: [d.id] });
  await callValue(lan.page, 'review.act', { draftId: d.id, action: 'submit' });
  await expect.poll(() => reviewOn(bao.page, d.id), { timeout: 30_000 }).toBe('in_review');
  await expect.poll(() => callValue(bao.page, 'campaigns.get', { id: campaign.id }).then(() => true, () => false), { timeout: 30_000 }).toBe(true);
  const page = await callValue<{ content: string }>(bao.page, 'review.preview', { campaignId: campaign.id, zone: 'Asia/Ho_Chi_Minh', lang });
  await new Promise((r) => setTimeout(r, 20));
  await callValue(bao.page, 'review.act', { draftId: d.id, action: 'request_changes', comment: 'Wrong date' });
  await expect.poll(() => reviewOn(lan.page, d.id), { timeout: 30_000 }).toBe('changes_requested');
  const data = JSON.parse(/id="postroom-data">([^<]*)</.exec(page.content)![1]!) as { exportId: string; campaignId: string; digest: string; posts: Array<{ draftId: string; revision: string }> };
  const file = join(tmpdir(), `postroom-w43client-${lang}-${process.pid}.json`);
  files.push(file);
  writeFileSync(file, JSON.stringify({ format: 'postroom-client-decisions', version: 1, exportId: data.exportId, campaignId: data.campaignId, digest: data.digest, decidedAt: '2026-11-29T07:00:00Z',
    posts: data.posts.map((p) => ({ ...p, decision: 'approve', note: '' })) }));
  await lan.page.goto(`${lan.host.origin}/#/campaigns/${campaign.id}`);
  await lan.page.click('[data-tab="review"]', { timeout: 20_000 });
  await closeToasts(lan.page);
  await lan.page.setInputFiles('[data-testid="review-decisions-file"]', file);
  return { id: d.id, line: lan.page.locator(`[data-testid="review-import-report"] li[data-draft-id="${d.id}"]`) };
}

describe("walk 43a: a client's approval of a page made before the team's request is answered by it", () => {
  it('en: the panel and toast say so; the post waits for its edit', async () => {
    const { lan, bao } = members;
    const { id, line } = await importAnswered('Mùa đông', 'Mùa đông ấm áp', 'en');
    await expect.poll(() => line.textContent().catch(() => ''), { timeout: 20_000 }).toContain('the page was made before the team asked for changes');
    expect(await line.getAttribute('data-outcome')).toBe('answered_by_request');
    expect(await lan.page.locator('[data-testid="review-import-role"]').textContent()).toContain('None of the client’s approvals here waits for an approver');
    await expect.poll(() => toastTexts(lan.page), { timeout: 20_000 }).toContain('1 approved on a page made before the team asked for changes: it waits for its edit');
    await themes(lan.page, 'w43client/lan-import', 'en');
    expect(await reviewOn(bao.page, id)).toBe('changes_requested');
  });

  it('vi: the same, in Vietnamese', async () => {
    const { lan } = members;
    await useLanguage(lan.page, 'vi');
    const { line } = await importAnswered('Tết', 'Tết sum vầy', 'vi');
    await expect.poll(() => line.textContent().catch(() => ''), { timeout: 20_000 }).toContain('trang được làm trước khi nhóm yêu cầu sửa');
    await themes(lan.page, 'w43client/lan-import', 'vi');
    await useLanguage(lan.page, 'en');
  });
});
