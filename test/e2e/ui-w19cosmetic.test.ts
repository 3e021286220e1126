/// <reference lib="dom" />
/**
 * w19cosmetic (walk 17, finding 8, and leftovers), in real browsers on one real team server and one sandbox Hub
 * (started once for the file): Lan (editor) and Bảo (approver).
 * 1. Lan's own Outbox card said nothing of who sent it where Bảo's said "Sent by Lan": now "Sent by you · time", and
 *    its post line is "Studio Lumen · caption" (a " · " only between two present parts).
 * 2. The campaign Review tab said "Client approved (relayed by Lan) — confirm" with no Confirm: now the button is there.
 * 3. Comment headers said "the client (via Lan)" on Lan's own laptop: now "The client (via you)".
 * 4. "Send all for review" sent Lan's post unchanged since Bảo asked for changes without asking: now it asks.
 * 5. Compose's banner (SendState) keeps its look from the one banner.css.
 * Shots light/dark × en/vi of each screen changed.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserTeam } from './helpers/team';
import { approvedByBao, reviewOn, settle, shotsIn, text, useLanAndBao } from './helpers/review-team';
import { callValue, useLanguage } from './helpers/session';
import { nextYear } from '../helpers/ahead';

/** w23dups: its posts' days in the year after today's (they were 2027), never past on this real clock. */
const Y = nextYear();

const team = browserTeam('postroom-ui-w19cosmetic-', { seed: 19, faults: 'none' });
const members = useLanAndBao(team, 'approver');
const shots = shotsIn('w19cosmetic');
const CAPTION = 'Trà đào cam sả — mua 1 tặng 1';
/** A line's text as read, no-break spaces folded. */
const line = (t: string | null): string => (t ?? '').replace(/\u00a0/g, ' ').replace(/\s+/g, ' ').trim();

describe("the sender's own Outbox card", () => {
  it("says 'Sent by you' where Bảo's says 'Sent by Lan', and 'Studio Lumen · caption' as his does", async () => {
    const { lan, bao } = members;
    const d = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['facebook'], caption: CAPTION, scheduled_at: `${Y}-01-17T16:00`, timezone: 'Asia/Ho_Chi_Minh' } });
    await approvedByBao(members, [d.id]);
    await expect.poll(() => reviewOn(lan.page, d.id), { timeout: 30_000 }).toBe('approved');
    await callValue(lan.page, 'publish.start', { draftIds: [d.id] });
    await expect.poll(() => callValue<{ state: string }>(lan.page, 'drafts.postState', { id: d.id }).then((s) => s.state), { timeout: 60_000 }).toBe('scheduled');
    await expect.poll(async () => (await callValue<Array<{ draftId: string }>>(bao.page, 'jobs.team', {})).filter((s) => s.draftId === d.id).length, { timeout: 60_000 }).toBe(1);

    await lan.page.click('nav a[data-nav="outbox"]');
    const card = lan.page.locator('li.job:not([data-testid="team-send"])').first();
    await expect.poll(() => card.locator('[data-testid="post-sent-by"]').textContent().catch(() => ''), { timeout: 20_000 }).toMatch(/^Sent by you · .+/);
    expect(line(await card.locator('.which').textContent())).toBe(`Studio Lumen · ${CAPTION}`);
    await bao.page.click('nav a[data-nav="outbox"]');
    const his = bao.page.locator(`[data-testid="team-send"][data-draft-id="${d.id}"]`);
    await expect.poll(() => his.locator('[data-testid="post-sent-by"]').textContent().catch(() => ''), { timeout: 20_000 }).toMatch(/^Sent by Lan · .+/);
    expect(line(await his.locator('.which').textContent())).toBe(line(await card.locator('.which').textContent()));
    await shots(lan.page, 'lan-outbox', 'en');
    await useLanguage(lan.page, 'vi');
    await expect.poll(() => card.locator('[data-testid="post-sent-by"]').textContent().catch(() => ''), { timeout: 20_000 }).toMatch(/^Do bạn gửi · .+/);
    await shots(lan.page, 'lan-outbox', 'vi');
    await useLanguage(lan.page, 'en');

    // 5: Compose's send-state banner, styled by the one banner.css.
    await lan.page.goto(`${lan.host.url}#/compose/${encodeURIComponent(d.id)}`);
    const banner = lan.page.locator('[data-testid="draft-state"]');
    await banner.waitFor({ timeout: 20_000 });
    const look = await banner.evaluate((el) => { const s = getComputedStyle(el); return { radius: s.borderTopLeftRadius, padding: s.paddingTop, margin: s.marginTop, bg: s.backgroundColor }; });
    expect(look).toMatchObject({ radius: '6px', padding: '7.2px', margin: '0px' });
    expect(look.bg).not.toBe('rgba(0, 0, 0, 0)');
  });
});

describe("a campaign's Review tab", () => {
  // p1: sent for review, the client's approval relayed by Lan; p2: sent back by Bảo, unchanged since; p3: never sent.
  let camp = '';
  let p1 = '';
  let p2 = '';
  let p3 = '';
  const openReview = async (p: Page): Promise<void> => {
    const { lan, bao } = members;
    await p.goto(`${p === lan.page ? lan.host.url : bao.host.url}#/campaigns/${camp}`);
    await p.click('[data-tab="review"]', { timeout: 20_000 });
  };

  it("Lan relays the client's approval of p1 with a note; Bảo sent p2 back", async () => {
    const { lan, bao } = members;
    const ids: string[] = [];
    for (const [i, caption] of ['Bánh mì sáng thứ Hai', 'Cà phê muối mới', 'Spring menu tasting'].entries()) {
      ids.push((await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['x'], caption, scheduled_at: `${Y}-02-0${i + 1}T09:00:00`, timezone: 'Asia/Ho_Chi_Minh' } })).id);
    }
    // Walk 43a (4): each with a photo, so it can be published as it is (Send all for review leaves a post that cannot).
    for (const id of ids) await callValue(lan.page, 'photos.add', { draftId: id, urls: ['https://cdn.example.com/w19cosmetic.jpg'] });
    [p1, p2, p3] = ids as [string, string, string];
    camp = (await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: 'Tết 2027' })).id;
    await callValue(lan.page, 'campaigns.addDrafts', { id: camp, draftIds: ids });
    for (const id of [p1, p2]) await callValue(lan.page, 'review.act', { draftId: id, action: 'submit' });
    await settle(() => reviewOn(bao.page, p2), 'in_review');
    await callValue(bao.page, 'review.act', { draftId: p2, action: 'request_changes', comment: 'Thêm giá, please' });
    await settle(() => reviewOn(lan.page, p2), 'changes_requested');
    const preview = await callValue<{ content: string }>(lan.page, 'review.preview', { campaignId: camp, zone: 'Asia/Ho_Chi_Minh', lang: 'vi' });
    const data = JSON.parse(/id="postroom-data">([^<]*)</.exec(preview.content)![1]!) as { exportId: string; campaignId: string; digest: string; posts: Array<{ draftId: string; revision: string }> };
    const first = data.posts.find((p) => p.draftId === p1)!;
    const file = { format: 'postroom-client-decisions', version: 1, exportId: data.exportId, campaignId: data.campaignId, digest: data.digest, decidedAt: '2026-11-27T03:00:00Z', posts: data.posts.map((p) => (p === first ? { ...p, decision: 'approve', note: 'Đẹp lắm' } : { ...p, decision: null, note: '' })) }; // h-decisions: every post listed
    const r = await callValue<{ decisions: Array<{ outcome: string }> }>(lan.page, 'review.decisions', { name: 'decisions.json', content: JSON.stringify(file), campaignId: camp });
    expect(r.decisions.map((x) => x.outcome)).toEqual(['waiting_for_approver']);
  });

  it("3: the client's note is headed 'The client (via you)' on Lan's laptop, 'The client (via Lan)' on Bảo's", async () => {
    const { lan, bao } = members;
    const author = (p: Page) => p.locator('[data-testid="review-comments"] .thread .meta strong').first().textContent().catch(() => '');
    await lan.page.goto(`${lan.host.url}#/compose/${encodeURIComponent(p1)}`);
    await expect.poll(() => author(lan.page), { timeout: 20_000 }).toBe('The client (via you)');
    await lan.page.locator('[data-testid="review-comments"]').scrollIntoViewIfNeeded();
    await shots(lan.page, 'lan-comment', 'en');
    await useLanguage(lan.page, 'vi');
    await expect.poll(() => author(lan.page), { timeout: 20_000 }).toBe('Khách hàng (qua bạn)');
    await lan.page.locator('[data-testid="review-comments"]').scrollIntoViewIfNeeded();
    await shots(lan.page, 'lan-comment', 'vi');
    await useLanguage(lan.page, 'en');
    await bao.page.goto(`${bao.host.url}#/compose/${encodeURIComponent(p1)}`);
    await expect.poll(() => author(bao.page), { timeout: 30_000 }).toBe('The client (via Lan)');
  });

  it('4: Send all for review asks about p2 (unchanged since Bảo asked for changes): left out, then sent on purpose', async () => {
    const { lan } = members;
    await openReview(lan.page);
    const submitAll = lan.page.locator('[data-testid="review-submit-all"]');
    await expect.poll(() => submitAll.isEnabled(), { timeout: 20_000 }).toBe(true);
    await submitAll.click();
    await expect.poll(() => text(lan.page, 'review-unchanged-question'), { timeout: 10_000 })
      .toBe('Of the 2 posts to send, 1 was not changed since Bảo asked for changes. Send it for review again unchanged, or leave it out?');
    await shots(lan.page, 'lan-send-all-asks', 'en');
    await lan.page.click('[data-testid="review-unchanged-leave"]');
    await expect.poll(() => text(lan.page, 'review-all-result'), { timeout: 20_000 }).toBe('1 sent for review; 1 left: not changed since Bảo asked for changes');
    expect(await reviewOn(lan.page, p2)).toBe('changes_requested');
    expect(await reviewOn(lan.page, p3)).toBe('in_review');
    await shots(lan.page, 'lan-send-all-left', 'en');
    await useLanguage(lan.page, 'vi');
    await openReview(lan.page);
    await expect.poll(() => submitAll.isEnabled(), { timeout: 20_000 }).toBe(true);
    await submitAll.click();
    await expect.poll(() => text(lan.page, 'review-unchanged-question'), { timeout: 10_000 }).toBe('Bài sẽ gửi chưa được sửa từ khi Bảo yêu cầu thay đổi. Vẫn gửi duyệt lại nguyên như cũ?');
    expect(await lan.page.locator('[data-testid="review-unchanged-leave"]').count()).toBe(0);
    await shots(lan.page, 'lan-send-all-asks', 'vi');
    await lan.page.click('[data-testid="review-unchanged-send"]');
    await expect.poll(() => reviewOn(lan.page, p2), { timeout: 20_000 }).toBe('in_review');
    await useLanguage(lan.page, 'en');
  });

  it("2: Bảo's campaign Review tab offers Confirm beside the client's approval, the queue's one step", async () => {
    const { bao } = members;
    await settle(() => callValue<Record<string, { clientWaiting: unknown }>>(bao.page, 'review.get', { draftIds: [p1] }).then((x) => (x[p1]?.clientWaiting ? 'yes' : 'no')), 'yes');
    await openReview(bao.page);
    const row = bao.page.locator(`tr[data-draft-id="${p1}"]`);
    await expect.poll(() => row.locator('[data-testid="client-waiting"]').textContent().catch(() => ''), { timeout: 20_000 }).toContain('The client approved (via Lan) — confirm');
    await expect.poll(() => row.locator('[data-testid="client-waiting"] button').textContent().catch(() => ''), { timeout: 5_000 }).toBe('Confirm the client’s approval');
    await shots(bao.page, 'bao-campaign-confirm', 'en');
    await useLanguage(bao.page, 'vi');
    await openReview(bao.page);
    await expect.poll(() => row.locator('[data-testid="client-waiting"] button').textContent().catch(() => ''), { timeout: 20_000 }).toBe('Xác nhận bài khách đã duyệt');
    await shots(bao.page, 'bao-campaign-confirm', 'vi');
    await useLanguage(bao.page, 'en');
    await openReview(bao.page);
    await row.locator('[data-testid="client-waiting"] button').click();
    await expect.poll(() => reviewOn(bao.page, p1), { timeout: 20_000 }).toBe('approved');
    await expect.poll(() => row.locator('[data-testid="client-waiting"]').count(), { timeout: 20_000 }).toBe(0);
  });
});
