/// <reference lib="dom" />
/**
 * clientchange (walk 6): Bảo (approver) asked for changes on a post; Lan (editor) exported the client
 * page anyway; the client approved it; Lan imported the decisions. The client page (in Chromium)
 * says the agency is still changing that post, and its approve button says so; Bảo's Review row names
 * the open request (who, when, what) and confirming it over the request is its own choice, asked in a
 * ConfirmPanel; the other client approval keeps its one-click confirm. Real browsers on one real team
 * server (started once for the file). Screens shot light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useAgencyLanAndBao, reviewState } from './helpers/agency-team';
import { closeToasts } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';

const members = useAgencyLanAndBao('postroom-ui-client-over-');
const ASKED = 'Sai giá, đổi ảnh (wrong price, change the photo)';


describe("a client's approval over the agency's own open request for changes", () => {
  it('the client page marks the post; the approver\'s row names the request and confirming over it is asked first', async () => {
    const { lan, bao } = members;
    const a = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { platforms: ['instagram'], caption: 'Bánh mì pate — chỉ 25k' } });
    const b = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { platforms: ['instagram'], caption: 'Cà phê sữa đá, "đậm" như Hà Nội' } });
    const campaign = await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: 'Tết 2027' });
    await callValue(lan.page, 'campaigns.addDrafts', { id: campaign.id, draftIds: [a.id, b.id] });
    for (const d of [a, b]) await callValue(lan.page, 'review.act', { draftId: d.id, action: 'submit' });
    await expect.poll(() => reviewState(bao.page, a.id).catch(() => ''), { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: a.id, action: 'request_changes', comment: ASKED });
    await expect.poll(() => reviewState(lan.page, a.id).catch(() => ''), { timeout: 30_000 }).toBe('changes_requested');

    // The client page, opened in Chromium as the client opens it.
    const dir = mkdtempSync(join(tmpdir(), 'postroom-client-over-page-'));
    const client = await lan.page.context().newPage();
    let data: { exportId: string; campaignId: string; digest: string; posts: Array<{ draftId: string; revision: string }> } | null = null;
    for (const lang of ['en', 'vi'] as const) {
      const page = await callValue<{ content: string }>(lan.page, 'review.preview', { campaignId: campaign.id, zone: 'Asia/Ho_Chi_Minh', lang });
      expect(page.content).not.toContain('Sai giá');
      const file = join(dir, `client-${lang}.html`);
      writeFileSync(file, page.content);
      await client.goto(`file://${file}`);
      const art = client.locator(`article[data-draft-id="${a.id}"]`);
      expect(await art.locator('.changing').textContent()).toBe(lang === 'en' ? 'The agency is still changing this post: what you see here is not its final version.' : 'Agency vẫn đang sửa bài này: nội dung bạn thấy ở đây chưa phải bản cuối cùng.');
      expect(await art.locator('button.approve').textContent()).toBe(lang === 'en' ? 'Approve this version anyway' : 'Vẫn duyệt bản này');
      const other = client.locator(`article[data-draft-id="${b.id}"]`);
      expect(await other.locator('.changing').count()).toBe(0);
      expect(await other.locator('button.approve').textContent()).toBe(lang === 'en' ? 'Approve' : 'Duyệt');
      await art.locator('button.approve').click();
      expect(await art.getAttribute('data-decision')).toBe('approve');
      await themes(client, 'client-over-request/client-page', lang);
      if (lang === 'en') data = JSON.parse(/id="postroom-data">([^<]*)</.exec(page.content)![1]!) as typeof data;
    }
    await client.close();
    rmSync(dir, { recursive: true, force: true });

    // The client approved both on the first (en) page; Lan imports the decisions.
    const file = { format: 'postroom-client-decisions', version: 1, exportId: data!.exportId, campaignId: data!.campaignId, digest: data!.digest, decidedAt: '2026-11-27T03:00:00Z', posts: data!.posts.map((p) => ({ ...p, decision: 'approve', note: '' })) };
    // Lan imports the decisions on the campaign's Review tab: the report says the flagged one was not approved, and why.
    const decisionsFile = join(tmpdir(), `postroom-client-over-decisions-${process.pid}.json`);
    writeFileSync(decisionsFile, JSON.stringify(file));
    await lan.page.goto(`${lan.host.origin}/#/campaigns/${campaign.id}`);
    await lan.page.click('[data-tab="review"]', { timeout: 20_000 });
    await lan.page.setInputFiles('[data-testid="review-decisions-file"]', decisionsFile);
    const report = lan.page.locator('[data-testid="review-import-report"]');
    await expect.poll(() => report.locator(`li[data-draft-id="${a.id}"]`).getAttribute('data-outcome').catch(() => ''), { timeout: 20_000 }).toBe('over_request');
    expect(await report.locator(`li[data-draft-id="${a.id}"]`).textContent()).toMatch(/the client approved it, but Bảo asked for changes on this version on .+: not approved; it waits for an approver to confirm it over that request/);
    expect(await report.locator(`li[data-draft-id="${b.id}"]`).getAttribute('data-outcome')).toBe('waiting_for_approver');
    await closeToasts(lan.page);
    await themes(lan.page, 'client-over-request/import-report', 'en');
    rmSync(decisionsFile, { force: true }); // the browser reads a picked file when the page asks for its text

    // Bảo's Review queue: the flagged row names the request; the other keeps its one-click confirm.
    await bao.page.click('nav a[data-nav="review"]');
    const rowA = bao.page.locator(`tr[data-draft-id="${a.id}"]`);
    const over = rowA.locator('[data-testid="client-over-request"]');
    await expect.poll(() => over.textContent().catch(() => ''), { timeout: 30_000 }).toContain('The client approved (via Lan), but you asked for changes on '); // w9words: Bảo's own request, told to Bảo
    expect(await over.textContent()).toContain(`and this version was not changed since: “${ASKED}”`);
    expect(await rowA.locator('[data-testid="row-client-confirm"]').count()).toBe(0);
    await expect.poll(() => bao.page.locator(`tr[data-draft-id="${b.id}"] [data-testid="row-client-confirm"]`).count(), { timeout: 10_000 }).toBe(1);
    await closeToasts(bao.page);
    await themes(bao.page, 'client-over-request/queue-rows', 'en');
    await over.locator('[data-testid="client-confirm-over"]').click();
    const ask = rowA.locator('[data-testid="confirm-client-over-request"]');
    expect(await ask.locator('p').textContent()).toMatch(/^Confirming approves this post as it is, over your own request for changes of .+\. The post’s history will say you approved it over that request\.$/);
    await closeToasts(bao.page);
    await themes(bao.page, 'client-over-request/confirm-panel', 'en');
    await ask.locator('[data-testid="confirm-client-over-request-no"]').click();
    expect(await ask.count()).toBe(0);
    await useLanguage(bao.page, 'vi');
    await expect.poll(() => over.locator('p').textContent().catch(() => ''), { timeout: 20_000 }).toContain('Khách đã duyệt (qua Lan), nhưng bạn đã yêu cầu sửa lúc');
    await closeToasts(bao.page);
    await themes(bao.page, 'client-over-request/queue-rows', 'vi');
    await over.locator('[data-testid="client-confirm-over"]').click();
    expect(await ask.locator('p').textContent()).toContain('bỏ qua yêu cầu sửa của chính bạn');
    await closeToasts(bao.page);
    await themes(bao.page, 'client-over-request/confirm-panel', 'vi');
    await ask.locator('[data-testid="confirm-client-over-request-no"]').click();
    expect(await reviewState(bao.page, a.id)).toBe('changes_requested') // w8client: Bảo's request stands;
    await useLanguage(bao.page, 'en');

    // Compose's review panel names it too.
    await bao.page.goto(`${bao.host.origin}/#/compose/${encodeURIComponent(a.id)}`);
    const panel = bao.page.locator('[data-testid="review-panel"] [data-testid="client-over-request"]');
    await expect.poll(() => panel.textContent().catch(() => ''), { timeout: 20_000 }).toContain(`“${ASKED}”`);
    await closeToasts(bao.page);
    await themes(bao.page, 'client-over-request/compose-panel', 'en');
    // Its Approve button is the same explicit choice: asked first, nothing approved on "Cancel".
    await bao.page.locator('[data-testid="review-panel"] button[data-review-act="approve"]').click();
    const askApprove = bao.page.locator('[data-testid="review-panel"] [data-testid="confirm-approve-over-request"]');
    expect(await askApprove.locator('p').textContent()).toMatch(/^Confirming approves this post as it is, over your own request for changes of /);
    await themes(bao.page, 'client-over-request/compose-approve-asked', 'en');
    await askApprove.locator('[data-testid="confirm-approve-over-request-no"]').click();
    expect(await reviewState(bao.page, a.id)).toBe('changes_requested');
    await bao.page.click('nav a[data-nav="review"]');

    // The explicit choice approves it, and the post's history says it was over the request.
    await over.locator('[data-testid="client-confirm-over"]').click();
    await rowA.locator('[data-testid="confirm-client-over-request-yes"]').click();
    await expect.poll(() => reviewState(bao.page, a.id), { timeout: 10_000 }).toBe('approved');
    // The stored comment is the core's English line (the CLI's); walk 38 (2), walk 40a (3): each app says it in its reader's
    // language and zone, from the request the bridge names beside it (was the English line for every reader).
    const comments = await callValue<{ comments: Array<{ author: string; body: string; overRequest?: { by: string; comment: string | null } }> }>(bao.page, 'review.comments', { draftId: a.id });
    expect(comments.comments.at(-1)).toMatchObject({ author: 'Bảo', body: expect.stringContaining(`Confirmed the client's approval over an open change request: Bảo asked for changes on`), overRequest: { by: 'Bảo', comment: ASKED } });
    await lan.page.goto(`${lan.host.origin}/#/compose/${a.id}`);
    await useLanguage(lan.page, 'vi');
    const said = lan.page.locator('[data-over-request]');
    await expect.poll(() => said.textContent({ timeout: 1000 }).catch(() => ''), { timeout: 20_000 }).toMatch(/^Đã xác nhận bản khách duyệt bất chấp một yêu cầu sửa còn mở: Bảo đã yêu cầu sửa lúc .+(GMT|UTC)[^:]*: “Sai giá/);
    await closeToasts(lan.page);
    await said.scrollIntoViewIfNeeded();
    await themes(lan.page, 'client-over-request/lan-comment', 'vi');
    await useLanguage(lan.page, 'en');
    expect(await reviewState(bao.page, b.id)).toBe('in_review');
  });
});
