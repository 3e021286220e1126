/// <reference lib="dom" />
/**
 * h-replaywho (walk 41b), in real browsers on one real team server and one sandbox Hub (started once for the file): Lan
 * (editor) sends two approved posts of a campaign from her app while the Hub is slow; then the team revokes her member
 * token, so what became of them never reaches the team. Bảo's Outbox card and Library row already said "Outcome not
 * shared" (h-revokedsends); his Outbox Table and the campaign's Posts tab still said "Sending". Now they say the same
 * (the core's post-state `by.revokedAt`: the Table row's `unsharedSince`, the Posts tab's `sentBy.revokedAt`), with the
 * revocation line on hover. Seen failing on the old code ("Sending" in both). Shots light/dark × en/vi of both.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { describe, expect, it } from 'vitest';
import { browserTeam } from './helpers/team';
import { approvedByBao, closeToasts, useLanAndBao } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-h-replaywho-', { seed: 4102, faults: 'none' });
const members = useLanAndBao(team);

interface Send { draftId: string; post: { state: string; by?: { revokedAt?: number } | null } }
const stateOn = (id: string) => callValue<{ state: string }>(members.lan.page, 'drafts.postState', { id }).then((s) => s.state);

describe("a revoked teammate's sends, on the owner's Outbox Table and the campaign's Posts tab", () => {
  it('say "Outcome not shared", never "Sending"', async () => {
    const { lan, bao } = members;
    const make = (caption: string) => callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['facebook'], caption } }).then((d) => d.id);
    const A = await make('Cà phê sữa đá: mở bán sáng mai');
    const B = await make('Bánh flan: công thức mới');
    const camp = await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: 'Tháng Chạp' });
    await callValue(lan.page, 'campaigns.addDrafts', { id: camp.id, draftIds: [A, B] });
    await approvedByBao(members, [A, B]);
    await expect.poll(() => callValue<Record<string, { state: string }>>(lan.page, 'review.get', { draftIds: [A, B] }).then((r) => `${r[A]?.state},${r[B]?.state}`), { timeout: 30_000 }).toBe('approved,approved');
    team.hub().control.setProcessingMs(20_000);
    await callValue(lan.page, 'publish.start', { draftIds: [A, B] });
    const sends = () => callValue<Send[]>(bao.page, 'jobs.team', {});
    await expect.poll(async () => (await sends()).map((s) => s.post.state).join(), { timeout: 60_000 }).toBe('sending,sending');
    await team.server().revokeMember('Lan');
    await expect.poll(() => Promise.all([A, B].map(stateOn)).then((x) => x.join()), { timeout: 90_000 }).toBe('published,published');
    await expect.poll(async () => (await sends()).map((s) => `${s.post.state}:${s.post.by?.revokedAt ? 'revoked' : ''}`).join(), { timeout: 30_000 }).toBe('sending:revoked,sending:revoked');

    const page = bao.page;
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      const word = lang === 'en' ? 'Outcome not shared' : 'Kết quả chưa được chia sẻ';
      // The Outbox Table: each of Lan's rows.
      await page.click('nav a[data-nav="library"]');
      await page.click('nav a[data-nav="outbox"]');
      await page.click('[data-view="table"]');
      const unshared = page.locator('[data-testid="desk-table"] [data-testid="desk-state"][data-unshared]');
      await expect.poll(() => unshared.count(), { timeout: 30_000 }).toBe(2);
      expect(await unshared.allInnerTexts()).toEqual([word, word]);
      expect(await unshared.first().getAttribute('title')).toMatch(lang === 'en' ? /^Lan’s member token was revoked on / : /^Mã thành viên của Lan đã bị thu hồi lúc /);
      expect(await page.locator('[data-testid="desk-table"]').innerText()).not.toMatch(lang === 'en' ? /\bSending\b/ : /Đang gửi/);
      await themes(page, 'h-replaywho/bao-outbox-table', lang, { closeToasts: true });

      // The campaign's Posts tab: each post's state, by Lan.
      await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, camp.id);
      await page.click('[data-tab="posts"]', { timeout: 20_000 });
      const by = page.locator('[data-testid="post-sent-by"]');
      await expect.poll(() => by.count(), { timeout: 30_000 }).toBe(2);
      await expect.poll(() => by.allInnerTexts(), { timeout: 30_000 }).toEqual([`${word} · Lan`, `${word} · Lan`]);
      expect(await by.first().getAttribute('title')).toMatch(lang === 'en' ? /^Lan’s member token was revoked on / : /^Mã thành viên của Lan đã bị thu hồi lúc /);
      await closeToasts(page);
      await themes(page, 'h-replaywho/bao-campaign-posts', lang, { closeToasts: true });
    }
    await useLanguage(page, 'en');
  }, 300_000);
});
