/// <reference lib="dom" />
/**
 * w8client (walk 8): Bảo asked for changes on "Happy hour" and approved another post; the client approved "Happy hour"
 * anyway and asked to change the approved one; Lan (editor) imports the decisions. The toast counts each outcome as the
 * core's import says it (no "1 approved": the approval the client asked to change stands, waiting for an approver);
 * the report's header does not say every request for changes is applied; "Happy hour" stays "changes requested by
 * Bảo" (no submit by Lan); Bảo's campaign Review tab counts it with changes requested and its "Approve all" says a post
 * is left for its own confirm (not "Every post is already approved."). Screens shot light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAgencyLanAndBao } from './helpers/agency-team';
import { closeToasts } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';

const members = useAgencyLanAndBao('postroom-ui-w8client-');

const toastText = (page: Page): Promise<string> => page.locator('[data-testid="toast"]').allTextContents().then((t) => t.join(' | '));
const review = (page: Page, id: string): Promise<{ state: string; last: { action: string; by: string } | null } | undefined> =>
  callValue<Record<string, { state: string; last: { action: string; by: string } | null }>>(page, 'review.get', { draftIds: [id] }).then((r) => r[id]);
const flat = (s: string | null): string => (s ?? '').replace(/\s+/g, ' ').trim();

describe('a client approval over the agency\'s request, and a client request on an approved post, imported by an editor', () => {
  it('the post stays changes requested by Bảo; the toast and report word each outcome; Approve all says one is left', async () => {
    const { lan, bao } = members;
    const a = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { platforms: ['instagram'], caption: 'Happy hour 15h-18h' } });
    const b = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { platforms: ['instagram'], caption: 'Trà đào cam sả' } });
    const campaign = await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: 'Menu xuân' });
    await callValue(lan.page, 'campaigns.addDrafts', { id: campaign.id, draftIds: [a.id, b.id] });
    for (const d of [a, b]) await callValue(lan.page, 'review.act', { draftId: d.id, action: 'submit' });
    await expect.poll(() => review(bao.page, a.id).then((r) => r?.state).catch(() => ''), { timeout: 30_000 }).toBe('in_review');
    await expect.poll(() => review(bao.page, b.id).then((r) => r?.state).catch(() => ''), { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: a.id, action: 'request_changes', comment: 'Giờ happy hour là 15h-17h' });
    await callValue(bao.page, 'review.act', { draftId: b.id, action: 'approve' });
    await expect.poll(() => review(lan.page, a.id).then((r) => r?.state).catch(() => ''), { timeout: 30_000 }).toBe('changes_requested');
    await expect.poll(() => review(lan.page, b.id).then((r) => r?.state).catch(() => ''), { timeout: 30_000 }).toBe('approved');

    // The client decides on a preview page; Lan imports its decisions on the campaign's Review tab (a second preview for the vi screens).
    const importOnce = async (): Promise<void> => {
      const page = await callValue<{ content: string }>(lan.page, 'review.preview', { campaignId: campaign.id, zone: 'Asia/Ho_Chi_Minh', lang: 'vi' });
      const data = JSON.parse(/id="postroom-data">([^<]*)</.exec(page.content)![1]!) as { exportId: string; campaignId: string; digest: string; posts: Array<{ draftId: string; revision: string }> };
      const file = {
        format: 'postroom-client-decisions', version: 1, exportId: data.exportId, campaignId: data.campaignId, digest: data.digest, decidedAt: '2026-11-27T03:55:00Z',
        posts: data.posts.map((p) => ({ ...p, decision: p.draftId === a.id ? 'approve' : 'request_changes', note: p.draftId === b.id ? 'Đổi ảnh' : '' })),
      };
      const decisionsFile = join(tmpdir(), `postroom-w8client-decisions-${process.pid}-${data.exportId}.json`);
      writeFileSync(decisionsFile, JSON.stringify(file));
      await lan.page.goto(`${lan.host.origin}/#/campaigns/${campaign.id}`);
      await lan.page.click('[data-tab="review"]', { timeout: 20_000 });
      await closeToasts(lan.page);
      await lan.page.setInputFiles('[data-testid="review-decisions-file"]', decisionsFile);
      await expect.poll(() => lan.page.locator('[data-testid="review-import-role"]').count(), { timeout: 20_000 }).toBe(1);
      rmSync(decisionsFile, { force: true });
    };
    await importOnce();
    await expect.poll(() => toastText(lan.page), { timeout: 20_000 }).toContain('The client’s decisions are in: 1 left for its own confirmation (the team asked to change that version), 1 approved post the client asked to change: its approval stands until an approver keeps it or sends it back.');
    expect(await toastText(lan.page)).not.toMatch(/\b1 approved[,.]/);
    const report = lan.page.locator('[data-testid="review-import-report"]');
    expect(flat(await report.locator('[data-testid="review-import-role"]').textContent())).not.toContain('Their requests for changes are applied.');
    expect(flat(await report.locator('[data-testid="review-import-role"]').textContent())).toContain('on an approved post the approval stands until an approver keeps it or sends it back');
    await themes(lan.page, 'w8client/import-report', 'en');

    // "Happy hour" stays changes requested by Bảo: Lan sent nothing.
    expect(await review(lan.page, a.id)).toMatchObject({ state: 'changes_requested', last: { action: 'request_changes', by: 'Bảo' } });
    await expect.poll(() => review(bao.page, a.id).then((r) => r?.state).catch(() => ''), { timeout: 30_000 }).toBe('changes_requested');
    await closeToasts(lan.page);
    await useLanguage(lan.page, 'vi');
    await importOnce();
    await expect.poll(() => toastText(lan.page), { timeout: 20_000 }).toContain('Đã nhận quyết định của khách: 1 bài chờ được xác nhận riêng');
    expect(flat(await report.locator('[data-testid="review-import-role"]').textContent())).toContain('bài đã duyệt vẫn giữ trạng thái đã duyệt');
    await themes(lan.page, 'w8client/import-report', 'vi');
    expect(await review(lan.page, a.id)).toMatchObject({ state: 'changes_requested', last: { action: 'request_changes', by: 'Bảo' } });

    // Bảo's campaign Review tab: 1 with changes requested; Approve all shut, saying one is left for its own confirm.
    await bao.page.goto(`${bao.host.origin}/#/campaigns/${campaign.id}`);
    await bao.page.click('[data-tab="review"]', { timeout: 20_000 });
    const summary = bao.page.locator('[data-testid="campaign-review-summary"]');
    await expect.poll(() => summary.textContent().then(flat).catch(() => ''), { timeout: 30_000 }).toBe('1 of 2 approved · 0 in review · 1 with changes requested · 0 not sent for review');
    const why = bao.page.locator('[data-testid="review-approve-all-why"]');
    await expect.poll(() => why.textContent().then(flat).catch(() => ''), { timeout: 20_000 }).toBe('Every other post is approved. 1 post waits for its own confirm: the client approved a version the team asked to change.');
    expect(await bao.page.locator('[data-testid="review-approve-all"]').isDisabled()).toBe(true);
    await closeToasts(bao.page);
    await themes(bao.page, 'w8client/campaign-review', 'en');
    await useLanguage(bao.page, 'vi');
    await bao.page.click('[data-tab="review"]', { timeout: 20_000 });
    await expect.poll(() => why.textContent().then(flat).catch(() => ''), { timeout: 20_000 }).toBe('Mọi bài khác đã được duyệt. 1 bài chờ được xác nhận riêng: khách đã duyệt bản mà nhóm đã yêu cầu sửa.');
    await closeToasts(bao.page);
    await themes(bao.page, 'w8client/campaign-review', 'vi');
  }, 240_000);
});
