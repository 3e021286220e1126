/// <reference lib="dom" />
/**
 * w11revoked (walk 11, issue 34), in real browsers on one real team server and one sandbox Hub (each started once for
 * the file): Lan (editor) sends two posts for review; Bảo (approver) has his Review screen open when the owner revokes
 * his token.
 * Before: his open Review screen kept offering Approve / Request changes (the core's table was read once, before the
 * revocation), and a press was refused with "your changes are kept here but no longer shared".
 * Now: the screen reads the core's verdicts again at the revocation: every button shut, the revocation said under them
 * (who said it, ask the owner for a new token, nothing is written); Compose's Publish and the campaign's Send on the same
 * laptop say the revocation too (the Send tab said "ask an approver (Review tab)" of an approver who may not approve), and
 * the campaign's Review tab, open meanwhile, shuts "Approve all" with it. Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamServer } from '../../src-main/team-server';
import { browserTeam, type TeamMember } from './helpers/team';
import { call, callValue, themes, useLanguage } from './helpers/session';

const t = browserTeam('postroom-ui-w11revoked-', { seed: 11, faults: 'none' });
let server: TeamServer;
let lan: TeamMember;
let bao: TeamMember;
const ids: string[] = [];
let campaignId = '';

beforeAll(async () => {
  ({ server } = await t.start());
  [lan, bao] = await Promise.all([t.member('Lan', 'editor'), t.member('Bảo', 'approver')]);
  for (const m of [lan, bao]) await t.join(m, { key: true });
  for (const caption of ['Trà đào cam sả — mua 1 tặng 1 chiều Chủ nhật 29/11!', 'Ưu đãi 20% cho đơn đặt may trước 20/12']) {
    const d = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption } });
    await callValue(lan.page, 'photos.add', { draftId: d.id, urls: ['https://images.example.com/tra-dao.jpg'] });
    await callValue(lan.page, 'review.act', { draftId: d.id, action: 'submit' });
    ids.push(d.id);
  }
  campaignId = (await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: 'Khuyến mãi cuối tuần' })).id;
  await callValue(lan.page, 'campaigns.addDrafts', { id: campaignId, draftIds: ids });
}, 180_000);

afterAll(async () => {
  await t.stop();
});

const act = (id: string, a: string): string => `[data-testid="review-rows"] tr:has(a[href="#/compose/${encodeURIComponent(id)}"]) [data-review-act="${a}"]`;

describe("a revoked approver's open Review screen", () => {
  it('shuts Approve and Request changes with the revocation, and a press anyway says nothing was changed', async () => {
    const { page } = bao;
    await page.goto(`${bao.host.url}#/review`);
    for (const id of ids) await expect.poll(() => page.isDisabled(act(id, 'approve')).catch(() => null), { timeout: 30_000 }).toBe(false);
    expect(await page.isDisabled(act(ids[0]!, 'request_changes'))).toBe(false);
    // The campaign's Review tab open too, in a second tab of the same app: "Approve all" offered.
    const tab = await page.context().newPage();
    await tab.goto(`${bao.host.url}#/campaigns/${encodeURIComponent(campaignId)}`);
    await tab.click('[data-tab="review"]');
    await expect.poll(() => tab.isDisabled('[data-testid="review-approve-all"]').catch(() => null), { timeout: 15_000 }).toBe(false);

    await server.revokeMember('Bảo');
    await expect.poll(() => page.textContent('[data-testid="team-role"]').catch(() => ''), { timeout: 30_000 }).toContain('token revoked');
    // The same screen, not reloaded: nothing waits for Bảo now (w13revoked), the posts are among "Others in review",
    // every step shut, the revocation said once under the buttons.
    await expect.poll(() => page.textContent('[role="tab"][data-box="waiting_for_me"]').catch(() => ''), { timeout: 15_000 }).toMatch(/\b0\b/);
    await page.click('[role="tab"][data-box="other"]');
    for (const id of ids) {
      await expect.poll(() => page.isDisabled(act(id, 'approve')).catch(() => null), { timeout: 15_000 }).toBe(true);
      expect(await page.isDisabled(act(id, 'request_changes'))).toBe(true);
    }
    const rows = await page.textContent('[data-testid="review-rows"]');
    expect(rows).toContain("the team revoked this computer's member token (the team server says so): ask the team owner for a new token and join again with it; nothing is written here");
    await themes(page, 'w11revoked/review-shut', 'en', { closeToasts: true });
    // The campaign's Review tab, not reloaded either: "Approve all" shut with the revocation.
    await expect.poll(() => tab.isDisabled('[data-testid="review-approve-all"]').catch(() => null), { timeout: 15_000 }).toBe(true);
    expect(await tab.textContent('[data-testid="campaign-review"]')).toContain('nothing is written here');
    await themes(tab, 'w11revoked/campaign-review-shut', 'en', { closeToasts: true });
    await tab.close();

    const r = await call(page, 'review.act', { draftId: ids[0], action: 'approve' });
    expect(r).toMatchObject({ ok: false, error: { code: 'revoked', message: expect.stringMatching(/Nothing was changed\.$/) } });
    expect((await callValue<Record<string, { state: string }>>(page, 'review.get', { draftIds: ids }))[ids[0]!]!.state).toBe('in_review');

    await useLanguage(page, 'vi');
    await page.click('[role="tab"][data-box="other"]');
    await expect.poll(() => page.textContent('[data-testid="review-rows"]').catch(() => ''), { timeout: 10_000 })
      .toContain('nhóm đã thu hồi mã thành viên của máy này (máy chủ nhóm cho biết): hãy xin chủ nhóm một mã mới rồi tham gia lại bằng mã đó; không có gì được ghi ở đây');
    await themes(page, 'w11revoked/review-shut', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');
  });

  it("Compose's Publish and the campaign's Send on the same laptop say the revocation, not a generic reason", async () => {
    const { page } = bao;
    await page.goto(`${bao.host.url}#/compose/${encodeURIComponent(ids[0]!)}`);
    await expect.poll(() => page.textContent('[data-testid="publish-why"]').catch(() => ''), { timeout: 20_000 }).toContain('The team revoked this computer’s token');
    expect(await page.isDisabled('[data-testid="publish"]')).toBe(true);
    await expect.poll(() => page.textContent('[data-testid="review-panel"]').catch(() => ''), { timeout: 10_000 }).toContain('nothing is written here');
    await themes(page, 'w11revoked/compose', 'en', { closeToasts: true });
    await useLanguage(page, 'vi');
    await expect.poll(() => page.textContent('[data-testid="publish-why"]').catch(() => ''), { timeout: 10_000 }).toContain('Nhóm đã thu hồi mã của máy này');
    await themes(page, 'w11revoked/compose', 'vi', { closeToasts: true });

    await page.evaluate((id) => { location.hash = `#/campaigns/${id}`; }, campaignId);
    await page.click('[data-tab="send"]');
    await expect.poll(() => page.textContent('[data-testid="campaign-read-only"]').catch(() => ''), { timeout: 10_000 }).toContain('Nhóm đã thu hồi mã của máy này');
    // The Send tab says the revocation where it said who the held posts wait for ("ask an approver": Bảo is one).
    await expect.poll(() => page.textContent('[data-testid="send-read-only"]').catch(() => ''), { timeout: 10_000 }).toContain('Nhóm đã thu hồi mã của máy này');
    expect(await page.isVisible('[data-testid="send-all-waiting"]')).toBe(false);
    await themes(page, 'w11revoked/campaign-send', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');
    await expect.poll(() => page.textContent('[data-testid="campaign-read-only"]').catch(() => ''), { timeout: 10_000 }).toContain('not change, import, plan or send it');
    await themes(page, 'w11revoked/campaign-send', 'en', { closeToasts: true });
  });
});
