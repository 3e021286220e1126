/// <reference lib="dom" />
/**
 * h-revokedsends (walk 39b), in real browsers on one real team server and one sandbox Hub (started once for the file):
 * Lan (editor) sends two approved posts from her app while the Hub is slow; Bảo (owner) sees them "Sending" in his Outbox's
 * "Sent by teammates"; then the team revokes Lan's member token. Her app learns the Hub published them, but the team refuses
 * what a revoked computer would share. Bảo's cards must not say "On its way …", "no outcome yet" nor "Only Lan's computer
 * can withdraw it": they say the outcome is not shared since the revocation, and that nothing can withdraw it from here.
 * Seen failing on the old code (the card's badge, detail and line). Shots light/dark × en/vi: Bảo's Outbox.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { describe, expect, it } from 'vitest';
import { browserTeam } from './helpers/team';
import { approvedByBao, closeToasts, useLanAndBao } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-h-revokedsends-', { seed: 392, faults: 'none' });
const members = useLanAndBao(team);

interface Send { draftId: string; post: { state: string; by?: { revokedAt?: number } | null }; senderOnly: string[] }
const stateOn = (id: string) => callValue<{ state: string }>(members.lan.page, 'drafts.postState', { id }).then((s) => s.state);

describe("a revoked teammate's sends, on the owner's Outbox", () => {
  it('say their outcome cannot reach the team since the revocation, and offer no revoked computer', async () => {
    const { lan, bao } = members;
    const make = (caption: string) => callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['facebook'], caption } }).then((d) => d.id);
    const A = await make('Cà phê sữa đá: mở bán sáng mai');
    const B = await make('Bánh flan: công thức mới');
    await approvedByBao(members, [A, B]);
    await expect.poll(() => callValue<Record<string, { state: string }>>(lan.page, 'review.get', { draftIds: [A, B] }).then((r) => `${r[A]?.state},${r[B]?.state}`), { timeout: 30_000 }).toBe('approved,approved');
    team.hub().control.setProcessingMs(20_000);
    await callValue(lan.page, 'publish.start', { draftIds: [A, B] });
    const sends = () => callValue<Send[]>(bao.page, 'jobs.team', {});
    await expect.poll(async () => (await sends()).map((s) => s.post.state).join(), { timeout: 60_000 }).toBe('sending,sending');
    expect((await sends()).map((s) => s.senderOnly.join(' '))).toEqual(['cancel', 'cancel']);

    await team.server().revokeMember('Lan');
    // Lan's app learns from the Hub what became of them; the team never does.
    await expect.poll(() => Promise.all([A, B].map(stateOn)).then((x) => x.join()), { timeout: 90_000 }).toBe('published,published');
    await expect.poll(async () => (await sends()).map((s) => `${s.post.state}:${s.post.by?.revokedAt ? 'revoked' : ''}:${s.senderOnly.join(' ')}`).join(), { timeout: 30_000 }).toBe('sending:revoked:,sending:revoked:');

    await bao.page.click('nav a[data-nav="library"]');
    await bao.page.click('nav a[data-nav="outbox"]');
    await bao.page.waitForSelector('[data-testid="team-sends"]');
    const card = (id: string) => bao.page.locator(`[data-testid="team-send"][data-draft-id="${id}"]`);
    await expect.poll(() => card(A).locator('[data-testid="team-send-unshared"]').count(), { timeout: 20_000 }).toBe(1);
    for (const id of [A, B]) {
      const c = card(id);
      expect(await c.locator('[data-testid="post-state"]').textContent()).toBe('Outcome not shared');
      expect(await c.locator('[data-testid="post-detail"]').textContent()).toBe('It was being sent when Lan’s computer last told the team; what became of it since is not known here.');
      expect(await c.locator('[data-testid="team-send-unshared"]').textContent()).toMatch(/^Lan’s member token was revoked on .+: the team no longer takes news from that computer, so what became of this post cannot reach you\. Nothing can withdraw it or ask the Hub about it from here\./);
      expect(await c.locator('[data-testid="team-send-readonly"]').count()).toBe(0);
      expect(await c.textContent()).not.toMatch(/On its way|no outcome yet|Only Lan’s computer/);
      // A channel the shared outcome lists as pending says "outcome not shared" (ChannelOutcomes `unshared`); these listed none yet.
      if (await c.locator('.outcomes').count()) expect(await c.locator('.outcomes').textContent()).not.toContain('no outcome yet');
    }
    await closeToasts(bao.page);
    await card(A).scrollIntoViewIfNeeded();
    await themes(bao.page, 'h-revokedsends/bao-outbox', 'en');
    await useLanguage(bao.page, 'vi');
    await expect.poll(() => card(A).locator('[data-testid="post-state"]').textContent()).toBe('Kết quả chưa được chia sẻ');
    expect(await card(A).locator('[data-testid="team-send-unshared"]').textContent()).toMatch(/^Mã thành viên của Lan đã bị thu hồi lúc /);
    expect(await card(A).textContent()).not.toMatch(/chưa có kết quả|Chỉ máy của Lan/);
    await closeToasts(bao.page);
    await card(A).scrollIntoViewIfNeeded();
    await themes(bao.page, 'h-revokedsends/bao-outbox', 'vi');
    await useLanguage(bao.page, 'en');

    // The Library's rows say the same ("Outcome not shared", the line as their title); they said "Sending".
    await bao.page.click('nav a[data-nav="library"]');
    for (const id of [A, B]) {
      const badge = bao.page.locator(`[data-draft-id="${id}"] [data-unshared]`);
      await expect.poll(() => badge.textContent({ timeout: 1000 }).catch(() => ''), { timeout: 20_000 }).toBe('Outcome not shared');
      expect(await badge.getAttribute('title')).toMatch(/^Lan’s member token was revoked on /);
    }
    await closeToasts(bao.page);
    await themes(bao.page, 'h-revokedsends/bao-library', 'en');
  }, 300_000);
});
