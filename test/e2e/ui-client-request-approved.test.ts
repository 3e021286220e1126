/// <reference lib="dom" />
/**
 * clientnote (walk 7): Bảo (approver) approved a post; Lan (editor) exported the client page; the
 * client asked for changes on it; Lan imported the decisions (the approval stands). Bảo's Review
 * queue lists it in "Waiting for me" (the sidebar counts it), naming the client's note; the campaign
 * Review tab and Compose's review panel say it; "Keep the approval" takes it out of his queue. Real
 * browsers on one real team server (started once for the file). Screens shot light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useAgencyLanAndBao, reviewState } from './helpers/agency-team';
import { closeToasts } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';

const members = useAgencyLanAndBao('postroom-ui-client-note-');
const NOTE = 'Thêm giờ mở cửa (add the opening hours)';


describe("a client's request for changes on an approved post reaches an approver", () => {
  it('Lan imports it; Bảo sees it in Waiting for me (counted), on the campaign and in Compose; keeping the approval answers it', async () => {
    const { lan, bao } = members;
    const a = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { platforms: ['instagram'], caption: 'Giáng sinh ấm áp cùng Cà Phê Sóng' } });
    const campaign = await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: 'Noel 2026' });
    await callValue(lan.page, 'campaigns.addDrafts', { id: campaign.id, draftIds: [a.id] });
    await callValue(lan.page, 'review.act', { draftId: a.id, action: 'submit' });
    await expect.poll(() => reviewState(bao.page, a.id).catch(() => ''), { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: a.id, action: 'approve' });
    await expect.poll(() => reviewState(lan.page, a.id).catch(() => ''), { timeout: 30_000 }).toBe('approved');

    const page = await callValue<{ content: string }>(lan.page, 'review.preview', { campaignId: campaign.id, zone: 'Asia/Ho_Chi_Minh', lang: 'en' });
    const data = JSON.parse(/id="postroom-data">([^<]*)</.exec(page.content)![1]!) as { exportId: string; campaignId: string; digest: string; posts: Array<{ draftId: string; revision: string }> };
    const file = { format: 'postroom-client-decisions', version: 1, exportId: data.exportId, campaignId: data.campaignId, digest: data.digest, decidedAt: '2026-11-27T03:00:00Z', posts: data.posts.map((p) => ({ ...p, decision: 'request_changes', note: NOTE })) };
    const decisionsFile = join(tmpdir(), `postroom-client-note-decisions-${process.pid}.json`);
    writeFileSync(decisionsFile, JSON.stringify(file));
    await lan.page.goto(`${lan.host.origin}/#/campaigns/${campaign.id}`);
    await lan.page.click('[data-tab="review"]', { timeout: 20_000 });
    await lan.page.setInputFiles('[data-testid="review-decisions-file"]', decisionsFile);
    const report = lan.page.locator('[data-testid="review-import-report"]');
    await expect.poll(() => report.locator(`li[data-draft-id="${a.id}"]`).getAttribute('data-outcome').catch(() => ''), { timeout: 20_000 }).toBe('approval_kept');
    rmSync(decisionsFile, { force: true });
    expect(await reviewState(lan.page, a.id)).toBe('approved');
    // Lan's own campaign tab says it too, without the button (an editor does not decide).
    const lanNote = lan.page.locator(`[data-testid="client-request"]`);
    await expect.poll(() => lanNote.count(), { timeout: 20_000 }).toBe(1);
    expect(await lanNote.getAttribute('data-may-decide')).toBeNull();
    // w9words' report: on Lan's own laptop the relayer is "you", never her own name.
    await expect.poll(() => lanNote.textContent().catch(() => ''), { timeout: 20_000 }).toContain('The client asked for changes (via you, ');

    // Bảo: the sidebar counts it, the queue's Waiting for me lists it with the client's note.
    await bao.page.click('nav a[data-nav="review"]');
    await expect.poll(() => bao.page.locator('[data-testid="review-count"]').textContent().catch(() => ''), { timeout: 30_000 }).toBe('1');
    const row = bao.page.locator(`tr[data-draft-id="${a.id}"]`);
    const note = row.locator('[data-testid="client-request"]');
    await expect.poll(() => note.textContent().catch(() => ''), { timeout: 30_000 }).toContain(`The client asked for changes (via Lan, `);
    expect(await note.textContent()).toContain(`“${NOTE}” — the approval stands until an approver decides`);
    expect(await note.getAttribute('data-may-decide')).toBe('');
    await closeToasts(bao.page);
    await themes(bao.page, 'client-note/queue-row', 'en');
    await useLanguage(bao.page, 'vi');
    await expect.poll(() => note.locator('p').first().textContent().catch(() => ''), { timeout: 20_000 }).toContain('Khách yêu cầu sửa (qua Lan,');
    await closeToasts(bao.page);
    await themes(bao.page, 'client-note/queue-row', 'vi');

    // The campaign's Review tab and Compose's review panel say it.
    await bao.page.goto(`${bao.host.origin}/#/campaigns/${campaign.id}`);
    await bao.page.click('[data-tab="review"]', { timeout: 20_000 });
    await expect.poll(() => bao.page.locator('[data-testid="client-request"]').count(), { timeout: 20_000 }).toBe(1);
    await closeToasts(bao.page);
    await themes(bao.page, 'client-note/campaign-tab', 'vi');
    await useLanguage(bao.page, 'en');
    await bao.page.click('[data-tab="review"]', { timeout: 20_000 }); // the reload opens the campaign on its first tab
    await expect.poll(() => bao.page.locator('[data-testid="client-request"] p').first().textContent().catch(() => ''), { timeout: 20_000 }).toContain('The client asked for changes');
    await closeToasts(bao.page);
    await themes(bao.page, 'client-note/campaign-tab', 'en');
    await bao.page.goto(`${bao.host.origin}/#/compose/${encodeURIComponent(a.id)}`);
    const panel = bao.page.locator('[data-testid="review-panel"] [data-testid="client-request"]');
    await expect.poll(() => panel.textContent().catch(() => ''), { timeout: 20_000 }).toContain(`“${NOTE}”`);
    await closeToasts(bao.page);
    await themes(bao.page, 'client-note/compose-panel', 'en');
    await useLanguage(bao.page, 'vi');
    await expect.poll(() => panel.textContent().catch(() => ''), { timeout: 20_000 }).toContain('Khách yêu cầu sửa (qua Lan,');
    await closeToasts(bao.page);
    await themes(bao.page, 'client-note/compose-panel', 'vi');
    await useLanguage(bao.page, 'en');

    // Keeping the approval answers it: out of his queue, still approved.
    await bao.page.click('nav a[data-nav="review"]');
    await row.locator('[data-testid="client-request-keep"]').click();
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(0);
    await expect.poll(() => bao.page.locator('[data-testid="review-count"]').count(), { timeout: 20_000 }).toBe(0);
    expect(await reviewState(bao.page, a.id)).toBe('approved');
  });

  it("the approver's toast for a client approval over his own open request names that request", async () => {
    const { lan, bao } = members;
    const b = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { platforms: ['instagram'], caption: 'Bánh mì pate — chỉ 25k' } });
    const campaign = await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: 'Tết 2027' });
    await callValue(lan.page, 'campaigns.addDrafts', { id: campaign.id, draftIds: [b.id] });
    await callValue(lan.page, 'review.act', { draftId: b.id, action: 'submit' });
    await expect.poll(() => reviewState(bao.page, b.id).catch(() => ''), { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: b.id, action: 'request_changes', comment: 'Sai giá' });
    await expect.poll(() => reviewState(lan.page, b.id).catch(() => ''), { timeout: 30_000 }).toBe('changes_requested');
    const page = await callValue<{ content: string }>(lan.page, 'review.preview', { campaignId: campaign.id, zone: 'Asia/Ho_Chi_Minh', lang: 'en' });
    const data = JSON.parse(/id="postroom-data">([^<]*)</.exec(page.content)![1]!) as { exportId: string; campaignId: string; digest: string; posts: Array<{ draftId: string; revision: string }> };
    await closeToasts(bao.page);
    const content = JSON.stringify({ format: 'postroom-client-decisions', version: 1, exportId: data.exportId, campaignId: data.campaignId, digest: data.digest, decidedAt: 'x', posts: data.posts.map((p) => ({ ...p, decision: 'approve', note: '' })) });
    await callValue(lan.page, 'review.decisions', { name: 'decisions.json', content, campaignId: campaign.id });
    const toast = bao.page.locator('[data-testid="toast"]', { hasText: 'The client approved' });
    await expect.poll(() => toast.first().textContent().catch(() => ''), { timeout: 30_000 }).toContain('(via Lan), but you asked for changes on this version: see it in Review.');
  });
});
