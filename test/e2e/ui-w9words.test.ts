/// <reference lib="dom" />
/**
 * w9words (walk 9): Bảo (owner, approves) asked for changes on "Bánh mì"; Lan (editor) imports the client's
 * decisions approving both posts of the campaign on its Review tab.
 * - F7: Bảo's toast says "…but you asked for changes on this version" (was his own name), his Review row too.
 * - F6: Lan's result panel lists what the import did while it is true; once Bảo confirms the client's approval
 *   it called "waiting for an approver to confirm", the panel says a post changed since (the table below says
 *   "approved by Bảo"); a refused import (the same file again) leaves no result panel on screen.
 * - F8: Bảo unticks "Only approved posts may be published" without saving: the line under it says the saved rule
 *   and what saving would do, beside "Unsaved changes".
 * Real browsers on one real team server (started once for the file). Screens shot light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserTeam, type TeamMember } from './helpers/team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-w9words-', { seed: 9 });
const members: Record<'lan' | 'bao', TeamMember> = {} as never;
const files: string[] = [];

const closeToasts = (page: Page): Promise<void> => page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="toast"] > button[aria-label]').forEach((b) => b.click()));
const reviewState = (page: Page, id: string): Promise<string> => callValue<Record<string, { state: string }>>(page, 'review.get', { draftIds: [id] }).then((r) => r[id]?.state ?? '');
const toastTexts = (page: Page): Promise<string> => page.locator('[data-testid="toast"]').allTextContents().then((t) => t.join(' | ')).catch(() => '');

beforeAll(async () => {
  await team.start();
  const [lan, bao] = await Promise.all([team.member('Lan', 'editor'), team.member('Bảo', 'owner')]);
  Object.assign(members, { lan, bao });
  for (const m of [lan, bao]) await team.join(m);
}, 240_000);

afterAll(async () => {
  for (const f of files) rmSync(f, { force: true });
  await team.stop();
});

/** Lan's campaign of two posts sent for review, Bảo's request for changes on the first, and the client's file approving both (twice on disk: a picked file is read when the page asks). */
async function campaignWithDecisions(name: string): Promise<{ a: { id: string }; b: { id: string }; campaign: { id: string }; first: string; again: string }> {
  const { lan, bao } = members;
  const a = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { platforms: ['instagram'], caption: 'Bánh mì pate — chỉ 25k' } });
  const b = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { platforms: ['instagram'], caption: 'Cà phê sữa đá, "đậm" như Hà Nội' } });
  const campaign = await callValue<{ id: string }>(lan.page, 'campaigns.create', { name });
  await callValue(lan.page, 'campaigns.addDrafts', { id: campaign.id, draftIds: [a.id, b.id] });
  for (const d of [a, b]) await callValue(lan.page, 'review.act', { draftId: d.id, action: 'submit' });
  await expect.poll(() => reviewState(bao.page, a.id).catch(() => ''), { timeout: 30_000 }).toBe('in_review');
  await callValue(bao.page, 'review.act', { draftId: a.id, action: 'request_changes', comment: 'Sai giá' });
  await expect.poll(() => reviewState(lan.page, a.id).catch(() => ''), { timeout: 30_000 }).toBe('changes_requested');

  const page = await callValue<{ content: string }>(lan.page, 'review.preview', { campaignId: campaign.id, zone: 'Asia/Ho_Chi_Minh', lang: 'en' });
  const data = JSON.parse(/id="postroom-data">([^<]*)</.exec(page.content)![1]!) as { exportId: string; campaignId: string; digest: string; posts: Array<{ draftId: string; revision: string }> };
  const content = JSON.stringify({ format: 'postroom-client-decisions', version: 1, exportId: data.exportId, campaignId: data.campaignId, digest: data.digest, decidedAt: '2026-11-27T05:50:00Z', posts: data.posts.map((p) => ({ ...p, decision: 'approve', note: '' })) });
  const [first, again] = ['first', 'again'].map((n) => join(tmpdir(), `postroom-w9words-${files.length}-${n}-${process.pid}.json`));
  for (const f of [first!, again!]) {
    writeFileSync(f, content);
    files.push(f);
  }
  return { a, b, campaign, first: first!, again: again! };
}

describe('walk 9: words to the reader, the decisions panel, the unsaved review setting', () => {
  it("Bảo's toast says 'you asked'; Lan's result panel stops listing what is no longer so; a refused import leaves none", async () => {
    const { lan, bao } = members;
    const { a, b, campaign, first, again } = await campaignWithDecisions('Tết 2027');
    await closeToasts(bao.page);
    await lan.page.goto(`${lan.host.origin}/#/campaigns/${campaign.id}`);
    await lan.page.click('[data-tab="review"]', { timeout: 20_000 });
    await lan.page.setInputFiles('[data-testid="review-decisions-file"]', first);
    const report = lan.page.locator('[data-testid="review-import-report"]');
    const changed = lan.page.locator('[data-testid="review-import-changed"]');
    await expect.poll(() => report.locator(`li[data-draft-id="${b.id}"]`).getAttribute('data-outcome').catch(() => ''), { timeout: 20_000 }).toBe('waiting_for_approver');
    expect(await report.locator(`li[data-draft-id="${a.id}"]`).getAttribute('data-outcome')).toBe('over_request');

    // F7: Bảo's own request is "you" on Bảo's laptop.
    await expect.poll(() => toastTexts(bao.page), { timeout: 30_000 }).toContain('(via Lan), but you asked for changes on this version: see it in Review.');
    expect(await toastTexts(bao.page)).not.toContain('but Bảo asked');
    await themes(bao.page, 'w9words/bao-toast-over-own-request', 'en');
    await closeToasts(bao.page);
    await bao.page.click('nav a[data-nav="review"]');
    const over = bao.page.locator(`tr[data-draft-id="${a.id}"] [data-testid="client-over-request"]`);
    await expect.poll(() => over.textContent().catch(() => ''), { timeout: 30_000 }).toContain('The client approved (via Lan), but you asked for changes on ');
    await useLanguage(bao.page, 'vi');
    await expect.poll(() => over.textContent().catch(() => ''), { timeout: 20_000 }).toContain('Khách đã duyệt (qua Lan), nhưng bạn đã yêu cầu sửa lúc');
    await closeToasts(bao.page);
    await themes(bao.page, 'w9words/bao-queue-own-request', 'vi');
    await useLanguage(bao.page, 'en');

    // F6: the panel is still true (the team's echo of the import changes nothing it said) ...
    expect(await report.count()).toBe(1);
    expect(await changed.count()).toBe(0);
    await closeToasts(lan.page);
    await themes(lan.page, 'w9words/lan-import-report', 'en');
    // ... until Bảo confirms the client's approval it called "waiting for an approver to confirm".
    await callValue(bao.page, 'review.confirmClient', { draftId: b.id, overRequest: false });
    await expect.poll(() => changed.textContent().catch(() => ''), { timeout: 30_000 })
      .toContain('The client’s decisions were imported; since then 1 of their posts has changed. The table below shows where each post stands now.');
    expect(await report.count()).toBe(0);
    await expect.poll(() => lan.page.locator(`tr[data-draft-id="${b.id}"] [data-testid="review-who"]`).textContent(), { timeout: 10_000 }).toContain('approved by Bảo');
    await closeToasts(lan.page);
    await themes(lan.page, 'w9words/lan-import-changed', 'en');
    // A refused import (the same file again) shows its refusal and no earlier result.
    await closeToasts(lan.page);
    await lan.page.setInputFiles('[data-testid="review-decisions-file"]', again);
    await expect.poll(() => toastTexts(lan.page), { timeout: 20_000 }).toContain('The decisions were not imported');
    expect(await lan.page.locator('[data-testid="toast-detail"]').first().textContent()).toBe('decisions_already_imported');
    expect(await report.count()).toBe(0);
    expect(await changed.count()).toBe(0);
    await themes(lan.page, 'w9words/lan-import-refused', 'en');
  });

  it('in Vietnamese: the panel once a post changed since, and a refused import with no result left', async () => {
    const { lan, bao } = members;
    const { b, campaign, first, again } = await campaignWithDecisions('Áo dài 2027');
    await useLanguage(lan.page, 'vi');
    await lan.page.goto(`${lan.host.origin}/#/campaigns/${campaign.id}`);
    await lan.page.click('[data-tab="review"]', { timeout: 20_000 });
    await lan.page.setInputFiles('[data-testid="review-decisions-file"]', first);
    const report = lan.page.locator('[data-testid="review-import-report"]');
    const changed = lan.page.locator('[data-testid="review-import-changed"]');
    await expect.poll(() => report.locator(`li[data-draft-id="${b.id}"]`).getAttribute('data-outcome').catch(() => ''), { timeout: 20_000 }).toBe('waiting_for_approver');
    await closeToasts(lan.page);
    await themes(lan.page, 'w9words/lan-import-report', 'vi');
    await callValue(bao.page, 'review.confirmClient', { draftId: b.id, overRequest: false });
    await expect.poll(() => changed.textContent().catch(() => ''), { timeout: 30_000 })
      .toContain('Đã nhập quyết định của khách; từ đó đến nay 1 bài trong số đó đã thay đổi. Bảng bên dưới cho biết tình trạng hiện tại của từng bài.');
    expect(await report.count()).toBe(0);
    await closeToasts(lan.page);
    await themes(lan.page, 'w9words/lan-import-changed', 'vi');
    await lan.page.setInputFiles('[data-testid="review-decisions-file"]', again);
    await expect.poll(() => lan.page.locator('[data-testid="toast-detail"]').first().textContent().catch(() => ''), { timeout: 20_000 }).toBe('decisions_already_imported');
    expect(await report.count()).toBe(0);
    expect(await changed.count()).toBe(0);
    await themes(lan.page, 'w9words/lan-import-refused', 'vi');
    await useLanguage(lan.page, 'en');
  });

  it("F8: an unsaved 'Only approved posts may be published' says the saved rule and what saving would do", async () => {
    const o = members.bao.page;
    const section = '[data-testid="review-settings"]';
    const summary = `${section} [data-testid="review-settings-summary"]`;
    await o.click('nav a[data-nav="settings"]');
    await o.waitForSelector(section);
    await expect.poll(() => o.getAttribute(section, 'data-editable')).toBe('true');
    expect(await o.textContent(summary)).toBe('Publishing waits for an approval.');
    await o.uncheck(`${section} input[name="approval-required"]`);
    await o.waitForSelector(`${section} [data-testid="review-settings-unsaved"]`);
    expect(await o.textContent(summary)).toBe('Saved: publishing waits for an approval. Once you save: posts can be published without an approval.');
    await closeToasts(o);
    await o.locator(section).scrollIntoViewIfNeeded();
    await themes(o, 'w9words/settings-unsaved', 'en');
    await useLanguage(o, 'vi');
    await o.click('nav a[data-nav="settings"]');
    await o.waitForSelector(section);
    await o.uncheck(`${section} input[name="approval-required"]`).catch(() => {});
    await expect.poll(() => o.textContent(summary)).toBe('Đã lưu: việc đăng bài chờ được duyệt. Khi bạn lưu: có thể đăng bài mà không cần duyệt.');
    await closeToasts(o);
    await o.locator(section).scrollIntoViewIfNeeded();
    await themes(o, 'w9words/settings-unsaved', 'vi');
    // Ticked back: nothing unsaved, the saved rule alone.
    await o.check(`${section} input[name="approval-required"]`);
    await expect.poll(() => o.textContent(summary)).toBe('Việc đăng bài chờ được duyệt.');
    expect((await callValue<{ approvalRequired: boolean }>(o, 'review.settings', {})).approvalRequired).toBe(true);
  });
});
