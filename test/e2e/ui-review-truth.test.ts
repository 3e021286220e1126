/// <reference lib="dom" />
/**
 * reviewtruth (issue 34, walk 4 steps 23/24): Lan (editor) schedules a post Bảo (approver) approved;
 * the Hub holds it. Lan edits it (45k → 49k): back in review. Bảo's review queue and Compose's review
 * panel say the Hub already holds it since it was sent, sent by Lan, and that approving the edit only
 * lets it be sent again as a NEW post; the Who column names Lan as the one who edited it after Bảo
 * approved. Real team server and sandbox Hub, each started once for the file; shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../src-main/sandbox';
import { browserTeam, type TeamMember } from './helpers/team';
import { callValue, themes, useLanguage } from './helpers/session';

const ZONE = 'Asia/Ho_Chi_Minh';
const team = browserTeam('postroom-ui-review-truth-', { seed: 34, faults: 'none' }, { teamName: 'Sóng Agency' });
let hub: SandboxHandle;
const members: Record<'lan' | 'bao', TeamMember> = {} as never;

const closeToasts = (page: Page): Promise<void> => page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="toast"] > button[aria-label]').forEach((b) => b.click()));

beforeAll(async () => {
  ({ hub } = await team.start());
  const [lan, bao] = await Promise.all([team.member('Lan', 'editor'), team.member('Bảo', 'approver')]);
  Object.assign(members, { lan, bao });
  for (const m of [lan, bao]) await team.join(m, { key: true });
}, 240_000);

afterAll(() => team.stop());

interface Review { state: string; stale: boolean; atHub?: { state: string; by: string } | null; editedBy?: string | null }

describe('a scheduled post edited after its approval', () => {
  it('every review screen says the Hub holds it (sent by Lan) and that approving the edit only allows a NEW post', async () => {
    const { lan, bao } = members;
    const at = DateTime.now().setZone(ZONE).plus({ days: 2 }).set({ hour: 9, minute: 0, second: 0 }).toFormat("yyyy-MM-dd'T'HH:mm:ss");
    const { id } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Cà phê sữa đá 45k', scheduled_at: at, timezone: ZONE } });
    await callValue(lan.page, 'photos.add', { draftId: id, urls: ['https://images.example.com/caphe.jpg'] });
    await callValue(lan.page, 'review.act', { draftId: id, action: 'submit' });
    const reviewOn = (p: Page): Promise<Review | null> => callValue<Record<string, Review>>(p, 'review.get', { draftIds: [id] }).then((r) => r[id] ?? null).catch(() => null);
    await expect.poll(async () => (await reviewOn(bao.page))?.state, { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
    await expect.poll(async () => (await reviewOn(lan.page))?.state, { timeout: 30_000 }).toBe('approved');
    await callValue(lan.page, 'publish.start', { draftIds: [id] });
    await expect.poll(async () => (await callValue<{ state: string }>(lan.page, 'drafts.postState', { id })).state, { timeout: 60_000 }).toBe('scheduled');

    await callValue(lan.page, 'drafts.update', { id, patch: { caption: 'Cà phê sữa đá 49k' } });
    await expect.poll(async () => await reviewOn(bao.page), { timeout: 60_000 }).toMatchObject({ state: 'in_review', stale: true, atHub: { state: 'scheduled', by: 'Lan' }, editedBy: 'Lan' });

    // Bảo's queue: the row says the Hub holds it, sent by Lan; Who: edited by Lan after you (Bảo) approved.
    await bao.page.goto(`${bao.host.origin}/#/review`);
    const row = bao.page.locator(`[data-testid="review-rows"] tr[data-draft-id="${id}"]`);
    await row.waitFor();
    await expect.poll(() => bao.page.locator(`[data-at-hub-of="${id}"] [data-testid="review-at-hub"]`).textContent(), { timeout: 20_000 }).toMatch(/^\s*At the Hub since .+ \(sent by Lan\): approving this edit lets it be sent again as a NEW post; it does not change the Hub’s post\./);
    // w11words: on Bảo's own laptop his approval is "you".
    expect((await row.locator('[data-testid="review-who"]').textContent())?.trim()).toBe('edited by Lan after you approved');
    await closeToasts(bao.page);
    await themes(bao.page, 'review-truth/queue', 'en');

    // Compose's review panel says the same.
    await bao.page.goto(`${bao.host.origin}/#/compose/${encodeURIComponent(id)}`);
    const panel = bao.page.locator('[data-testid="review-panel"]');
    await expect.poll(() => panel.locator('[data-testid="review-at-hub"]').textContent().catch(() => ''), { timeout: 20_000 }).toContain('(sent by Lan): approving this edit lets it be sent again as a NEW post');
    expect(await panel.locator('[data-testid="review-last"]').textContent()).toMatch(/^edited by Lan after you approved · /);
    await closeToasts(bao.page);
    await themes(bao.page, 'review-truth/compose', 'en');

    await useLanguage(bao.page, 'vi');
    await expect.poll(() => bao.page.locator('[data-testid="review-panel"] [data-testid="review-at-hub"]').textContent().catch(() => ''), { timeout: 20_000 }).toContain('(Lan gửi): duyệt bản sửa này chỉ cho phép gửi lại thành một bài MỚI');
    await closeToasts(bao.page);
    await themes(bao.page, 'review-truth/compose', 'vi');
    await bao.page.goto(`${bao.host.origin}/#/review`);
    await expect.poll(() => bao.page.locator(`tr[data-draft-id="${id}"] [data-testid="review-who"]`).textContent().catch(() => ''), { timeout: 20_000 }).toBe('Lan đã sửa sau khi bạn duyệt');
    await closeToasts(bao.page);
    await themes(bao.page, 'review-truth/queue', 'vi');

    // The Hub still holds the 45k post, once: the screens said so.
    expect(hub.control.publishedPosts().filter((p) => (p.caption ?? '').startsWith('Cà phê sữa đá')).map((p) => p.caption)).toEqual(['Cà phê sữa đá 45k']);
  }, 240_000);

  it('the campaign Review tab on Lan’s laptop: a client approval she relayed waits for an approver; after Bảo confirms, "approved by Bảo — the client approved"', async () => {
    const { lan, bao } = members;
    const d = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Trà đào cam sả 39k' } });
    const camp = await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: 'Trà hè' });
    await callValue(lan.page, 'campaigns.addDrafts', { id: camp.id, draftIds: [d.id] });
    await callValue(lan.page, 'review.act', { draftId: d.id, action: 'submit' });
    const page = await callValue<{ content: string }>(lan.page, 'review.preview', { campaignId: camp.id, zone: ZONE, lang: 'vi' });
    const data = JSON.parse(/<script type="application\/json" id="postroom-data">([\s\S]*?)<\/script>/.exec(page.content)?.[1] ?? 'null') as { exportId: string; campaignId: string; digest: string; posts: Array<{ draftId: string; revision: string }> };
    const file = { format: 'postroom-client-decisions', version: 1, exportId: data.exportId, campaignId: data.campaignId, digest: data.digest, decidedAt: new Date().toISOString(), posts: [{ draftId: d.id, revision: data.posts[0]!.revision, decision: 'approve', note: '' }] };
    await callValue(lan.page, 'review.decisions', { name: 'd.json', content: JSON.stringify(file), campaignId: camp.id });

    await useLanguage(lan.page, 'en');
    await lan.page.goto(`${lan.host.origin}/#/campaigns/${camp.id}`);
    await lan.page.locator('[data-tab="review"]').click();
    const cell = lan.page.locator(`[data-testid="campaign-review-rows"] tr[data-draft-id="${d.id}"]`);
    await expect.poll(() => cell.locator('[data-testid="client-waiting"]').textContent().catch(() => ''), { timeout: 20_000 }).toBe('The client approved (via you) — waits for an approver to confirm'); // w10you: Lan's own laptop
    await closeToasts(lan.page);
    await themes(lan.page, 'review-truth/campaign-client-waiting', 'en');
    await useLanguage(lan.page, 'vi');
    await lan.page.locator('[data-tab="review"]').click();
    await expect.poll(() => lan.page.locator(`tr[data-draft-id="${d.id}"] [data-testid="client-waiting"]`).textContent().catch(() => ''), { timeout: 20_000 }).toBe('Khách đã duyệt (qua bạn) — chờ người duyệt xác nhận');
    await closeToasts(lan.page);
    await themes(lan.page, 'review-truth/campaign-client-waiting', 'vi');
    await useLanguage(lan.page, 'en');
    await lan.page.locator('[data-tab="review"]').click();

    await expect.poll(async () => (await callValue<Record<string, Review>>(bao.page, 'review.get', { draftIds: [d.id] }))[d.id]?.state, { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: d.id, action: 'approve' });
    await expect.poll(() => cell.locator('[data-testid="review-who"]').textContent().catch(() => ''), { timeout: 30_000 }).toBe('approved by Bảo — the client approved');
    await closeToasts(lan.page);
    await themes(lan.page, 'review-truth/campaign-client-agreed', 'en');
    await useLanguage(lan.page, 'vi');
    await lan.page.locator('[data-tab="review"]').click();
    await expect.poll(() => lan.page.locator(`tr[data-draft-id="${d.id}"] [data-testid="review-who"]`).textContent().catch(() => ''), { timeout: 20_000 }).toBe('Bảo đã duyệt — khách đã duyệt');
    await closeToasts(lan.page);
    await themes(lan.page, 'review-truth/campaign-client-agreed', 'vi');
  }, 240_000);

  it('"Publish again" on a post out under its approval: Bảo is told whom it waits for, never to withdraw it; in review again, to approve it', async () => {
    const { lan, bao } = members;
    const { id } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Bánh mì chảo 35k' } });
    await callValue(lan.page, 'photos.add', { draftId: id, urls: ['https://images.example.com/banhmi.jpg'] });
    await callValue(lan.page, 'review.act', { draftId: id, action: 'submit' });
    const reviewOn = (p: Page): Promise<Review | null> => callValue<Record<string, Review>>(p, 'review.get', { draftIds: [id] }).then((r) => r[id] ?? null).catch(() => null);
    await expect.poll(async () => (await reviewOn(bao.page))?.state, { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
    await expect.poll(async () => (await reviewOn(lan.page))?.state, { timeout: 30_000 }).toBe('approved');
    await callValue(lan.page, 'publish.start', { draftIds: [id] });
    for (const m of [lan, bao]) await expect.poll(async () => (await callValue<{ state: string }>(m.page, 'drafts.postState', { id })).state, { timeout: 60_000 }).toBe('published');

    await useLanguage(bao.page, 'en');
    await bao.page.goto(`${bao.host.origin}/#/compose/${encodeURIComponent(id)}`);
    const why = bao.page.locator('[data-testid="publish-again-why"]');
    await expect.poll(() => why.textContent().catch(() => ''), { timeout: 20_000 }).toBe('It was sent to the Hub under its current approval: sending it again as a new post waits for Lan or Quân to withdraw it in Review, then send it for review again.'); // walk 39b: the owner by name (withdrawerNames)
    await closeToasts(bao.page);
    await themes(bao.page, 'review-truth/again-wait-author', 'en');

    // Lan withdraws it and sends it for review again: Bảo's hint follows (approve it), never "withdraw".
    await callValue(lan.page, 'review.act', { draftId: id, action: 'withdraw' });
    await callValue(lan.page, 'review.act', { draftId: id, action: 'submit' });
    await expect.poll(() => why.textContent().catch(() => ''), { timeout: 30_000 }).toBe('Sending it again as a new post needs a new approval: approve it in Review.');
    await useLanguage(bao.page, 'vi');
    await expect.poll(() => bao.page.locator('[data-testid="publish-again-why"]').textContent().catch(() => ''), { timeout: 20_000 }).toBe('Gửi lại thành bài mới cần một lần duyệt mới: hãy duyệt bài trong mục Xét duyệt.');
    expect(await bao.page.locator('[data-testid="review-panel"] [data-testid="review-at-hub"]').textContent()).toContain('(Lan gửi): duyệt bài này chỉ cho phép gửi lại thành một bài MỚI');
    await closeToasts(bao.page);
    await themes(bao.page, 'review-truth/again-approve', 'vi');
  }, 240_000);
});
