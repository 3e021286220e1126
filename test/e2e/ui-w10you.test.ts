/// <reference lib="dom" />
/**
 * w10you (walk 10): on Lan's (editor) own laptop her words say "you", and a keep of an approval is told as a keep.
 * - Lan relays the client's decisions on her campaign's Review tab: "Client approved (relayed by you)" on every row
 *   (was "relayed by Lan" beside "relayed by you"), "Preview made by you …; brought back by you."
 * - Bảo (approver) keeps his approval over the client's request for changes: Lan's toast says "Bảo kept the approval
 *   of … over the client's request for changes" (was "Bảo approved …").
 * - Lan's own scheduled post, edited: her Compose says "At the Hub since … (sent by you)".
 * Real browsers on one real team server and sandbox Hub (started once for the file). Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserTeam, type TeamMember } from './helpers/team';
import { callValue, themes, useLanguage } from './helpers/session';

const ZONE = 'Asia/Ho_Chi_Minh';
const team = browserTeam('postroom-ui-w10you-', { seed: 10, faults: 'none' }, { teamName: 'Sóng Agency' });
const members: Record<'lan' | 'bao', TeamMember> = {} as never;
const files: string[] = [];

const closeToasts = (page: Page): Promise<void> => page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="toast"] > button[aria-label]').forEach((b) => b.click()));
const reviewState = (page: Page, id: string): Promise<string> => callValue<Record<string, { state: string }>>(page, 'review.get', { draftIds: [id] }).then((r) => r[id]?.state ?? '').catch(() => '');
const toastTexts = (page: Page): Promise<string> => page.locator('[data-testid="toast"]').allTextContents().then((t) => t.join(' | ')).catch(() => '');

beforeAll(async () => {
  await team.start();
  const [lan, bao] = await Promise.all([team.member('Lan', 'editor'), team.member('Bảo', 'approver')]);
  Object.assign(members, { lan, bao });
  for (const m of [lan, bao]) await team.join(m, { key: true });
}, 240_000);

afterAll(async () => {
  for (const f of files) rmSync(f, { force: true });
  await team.stop();
});

/** Lan exports her campaign's client preview and imports the client's file (decision per post) on its Review tab; the panel's line and `waitingId`'s row line. */
async function importDecisions(campaignId: string, decide: (draftId: string) => 'approve' | 'request_changes', waitingId: string) {
  const { lan } = members;
  const page = await callValue<{ content: string }>(lan.page, 'review.preview', { campaignId, zone: ZONE, lang: 'en' });
  const data = JSON.parse(/id="postroom-data">([^<]*)</.exec(page.content)![1]!) as { exportId: string; campaignId: string; digest: string; posts: Array<{ draftId: string; revision: string }> };
  const file = join(tmpdir(), `postroom-w10you-${files.length}-${process.pid}.json`);
  files.push(file);
  writeFileSync(file, JSON.stringify({ format: 'postroom-client-decisions', version: 1, exportId: data.exportId, campaignId: data.campaignId, digest: data.digest, decidedAt: '2026-11-27T06:50:00Z',
    posts: data.posts.map((p) => ({ ...p, decision: decide(p.draftId), note: decide(p.draftId) === 'request_changes' ? 'Đổi ảnh bìa' : '' })) }));
  await lan.page.goto(`${lan.host.origin}/#/campaigns/${campaignId}`);
  await lan.page.click('[data-tab="review"]', { timeout: 20_000 });
  await lan.page.setInputFiles('[data-testid="review-decisions-file"]', file);
  return { madeBy: lan.page.locator('[data-testid="review-import-made-by"]'), waiting: lan.page.locator(`tr[data-draft-id="${waitingId}"] [data-testid="client-waiting"]`) };
}

describe("walk 10: the reader's own name is 'you'; a kept approval is a keep", () => {
  it("Lan's Review tab and decisions panel say 'you'; Bảo's keep toasts as a keep", async () => {
    const { lan, bao } = members;
    const mk = (caption: string) => callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { platforms: ['instagram'], caption } });
    const a = await mk('Hậu trường buổi chụp gia đình');
    const b = await mk('Cảm ơn 500 khách hàng năm 2027');
    const campaign = await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: 'Lumen Black Friday' });
    await callValue(lan.page, 'campaigns.addDrafts', { id: campaign.id, draftIds: [a.id, b.id] });
    for (const d of [a, b]) await callValue(lan.page, 'review.act', { draftId: d.id, action: 'submit' });
    await expect.poll(() => reviewState(bao.page, a.id), { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: a.id, action: 'approve' });
    await expect.poll(() => reviewState(lan.page, a.id), { timeout: 30_000 }).toBe('approved');

    // The client asks for changes on a (approved: the approval stands) and approves b (waits for an approver).
    const { madeBy, waiting } = await importDecisions(campaign.id, (id) => id === a.id ? 'request_changes' : 'approve', b.id);
    await expect.poll(() => madeBy.textContent().catch(() => ''), { timeout: 20_000 }).toMatch(/^Preview made by you on .+; brought back by you\.$/);
    await expect.poll(() => waiting.textContent().catch(() => ''), { timeout: 20_000 }).toBe('The client approved (via you) — waits for an approver to confirm');
    expect(await lan.page.locator('[data-testid="review-import-report"]').textContent()).not.toContain('by Lan');
    await closeToasts(lan.page);
    await themes(lan.page, 'w10you/lan-review-tab', 'en');

    // Bảo's own laptop still names Lan as the relayer.
    await bao.page.goto(`${bao.host.origin}/#/review`);
    await expect.poll(() => bao.page.locator(`tr[data-draft-id="${b.id}"] [data-testid="row-client-approved"]`).textContent().catch(() => ''), { timeout: 30_000 }).toContain('The client approved (via Lan) — confirm');

    // Bảo keeps his approval over the client's request: Lan hears a keep, not a new approval.
    await closeToasts(lan.page);
    await callValue(bao.page, 'review.keepClient', { draftId: a.id });
    await expect.poll(() => toastTexts(lan.page), { timeout: 30_000 }).toContain('Bảo kept the approval of “Hậu trường buổi chụp gia đình” over the client’s request for changes');
    expect(await toastTexts(lan.page)).not.toContain('Bảo approved');
    await themes(lan.page, 'w10you/lan-toast-kept', 'en');
    await closeToasts(lan.page);
  });

  it('in Vietnamese: the decisions panel and the row say "bạn"', async () => {
    const { lan, bao } = members;
    await useLanguage(lan.page, 'vi');
    const c = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { platforms: ['instagram'], caption: 'Áo dài Tết — đặt lịch chụp' } });
    const d = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { platforms: ['instagram'], caption: 'Phố Hội lên đèn' } });
    const campaign = await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: 'Áo dài Tết' });
    await callValue(lan.page, 'campaigns.addDrafts', { id: campaign.id, draftIds: [c.id, d.id] });
    for (const x of [c, d]) await callValue(lan.page, 'review.act', { draftId: x.id, action: 'submit' });
    await expect.poll(() => reviewState(bao.page, d.id), { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: d.id, action: 'approve' });
    await expect.poll(() => reviewState(lan.page, d.id), { timeout: 30_000 }).toBe('approved');
    const { madeBy, waiting } = await importDecisions(campaign.id, (id) => id === d.id ? 'request_changes' : 'approve', c.id);
    await expect.poll(() => madeBy.textContent().catch(() => ''), { timeout: 20_000 }).toMatch(/^Trang xem trước do bạn tạo ngày .+; bạn mang quyết định về\.$/);
    await expect.poll(() => waiting.textContent().catch(() => ''), { timeout: 20_000 }).toContain('bạn');
    expect(await waiting.textContent()).not.toContain('Lan');
    await closeToasts(lan.page);
    await themes(lan.page, 'w10you/lan-review-tab', 'vi');
    // Bảo keeps his approval of d over the client's request: told as a keep in Vietnamese too.
    await expect.poll(() => callValue<Record<string, { clientRequest?: unknown }>>(bao.page, 'review.get', { draftIds: [d.id] }).then((r) => !!r[d.id]?.clientRequest).catch(() => false), { timeout: 30_000 }).toBe(true);
    await callValue(bao.page, 'review.keepClient', { draftId: d.id });
    await expect.poll(() => toastTexts(lan.page), { timeout: 30_000 }).toContain('Bảo đã giữ nguyên duyệt “Phố Hội lên đèn” dù khách yêu cầu sửa');
    await themes(lan.page, 'w10you/lan-toast-kept', 'vi');
    await closeToasts(lan.page);
    await useLanguage(lan.page, 'en');
  });

  it("Lan's own Compose: 'At the Hub since … (sent by you)'", async () => {
    const { lan, bao } = members;
    await useLanguage(lan.page, 'en');
    const at = DateTime.now().setZone(ZONE).plus({ days: 3 }).set({ hour: 9, minute: 0, second: 0, millisecond: 0 }).toISO();
    const { id } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Cà phê sữa đá 45k', scheduled_at: at, timezone: ZONE } });
    await callValue(lan.page, 'photos.add', { draftId: id, urls: ['https://images.example.com/caphe.jpg'] });
    await callValue(lan.page, 'review.act', { draftId: id, action: 'submit' });
    await expect.poll(() => reviewState(bao.page, id), { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
    await expect.poll(() => reviewState(lan.page, id), { timeout: 30_000 }).toBe('approved');
    await callValue(lan.page, 'publish.start', { draftIds: [id] });
    await expect.poll(async () => (await callValue<{ state: string }>(lan.page, 'drafts.postState', { id })).state, { timeout: 60_000 }).toBe('scheduled');
    await callValue(lan.page, 'drafts.update', { id, patch: { caption: 'Cà phê sữa đá 49k' } });
    await lan.page.goto(`${lan.host.origin}/#/compose/${encodeURIComponent(id)}`);
    const note = lan.page.locator('[data-testid="review-panel"] [data-testid="review-at-hub"]');
    await expect.poll(() => note.textContent().catch(() => ''), { timeout: 20_000 }).toMatch(/At the Hub since .+ \(sent by you\):/);
    await closeToasts(lan.page);
    await themes(lan.page, 'w10you/lan-compose-at-hub', 'en');
    await useLanguage(lan.page, 'vi');
    await expect.poll(() => note.textContent().catch(() => ''), { timeout: 20_000 }).toMatch(/Đã ở Hub từ .+ \(bạn gửi\):/);
    await closeToasts(lan.page);
    await themes(lan.page, 'w10you/lan-compose-at-hub', 'vi');
    await useLanguage(lan.page, 'en');
    // Bảo's laptop still names Lan.
    await bao.page.goto(`${bao.host.origin}/#/compose/${encodeURIComponent(id)}`);
    await expect.poll(() => bao.page.locator('[data-testid="review-panel"] [data-testid="review-at-hub"]').textContent().catch(() => ''), { timeout: 20_000 }).toContain('(sent by Lan)');
  });
});
