/// <reference lib="dom" />
/**
 * w16sends (walk 15, finding 5): Lan scheduled a draft, then sent it again as a new post at another time — the SAME
 * sender twice. The Hub holds two posts, yet Compose said "This draft is in the Outbox (Scheduled)… Goes out <the new
 * time>" and "Already in the Outbox: it is not sent twice", and the Review panel "At the Hub since … (sent by you)" of
 * one post: the sends were listed only when they named two senders. Now, from the core's one derivation
 * (publisher/post-sends.ts draftSends / draftAtHubSends, src-shared sendsListed), Compose lists both posts and says
 * "Already at the Hub as 2 posts", the Review panel names both, on Lan's laptop and on Bảo's. Real team server and
 * sandbox Hub, started once for the file; shots light-en and dark-vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { composeWithSends, sendLines, sendsOn, useSendingTeam } from './helpers/sends-team';
import { browserTeam } from './helpers/team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-w16sends-', { seed: 16, faults: 'none' }, { teamName: 'Sóng Agency' });
const members = useSendingTeam(team);
const said = (p: Page, testid: string): Promise<string> => p.locator(`[data-testid="${testid}"]`).first().innerText().then((t) => t.replace(/\s+/g, ' ').trim()).catch(() => '');
const day = (n: number): string => new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, n, 8, 0)).toISOString().slice(0, 16);

describe('a draft Lan scheduled, then sent again as a new post at another time: the Hub holds two posts', () => {
  let id = '';
  it('the core: two sends by Lan, both at the Hub, on both laptops', async () => {
    const { lan, bao } = members;
    ({ id } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Tết này uống gì? Cà phê muối Sóng', scheduled_at: day(15), timezone: 'UTC' } }));
    await callValue(lan.page, 'photos.add', { draftId: id, urls: ['https://images.example.com/tet.jpg'] });
    expect((await callValue<{ sent: number }>(lan.page, 'publish.start', { draftIds: [id] })).sent).toBe(1);
    await expect.poll(async () => (await sendsOn(lan.page, id)).map((s) => s.post.state), { timeout: 30_000 }).toEqual(['scheduled']);
    await callValue(lan.page, 'drafts.update', { id, patch: { caption: 'Tết này uống gì? Cà phê muối Sóng — giao tận nơi', scheduled_at: day(16) } });
    expect((await callValue<{ sent: number }>(lan.page, 'publish.start', { draftIds: [id], again: true })).sent).toBe(1);
    await expect.poll(async () => (await sendsOn(lan.page, id)).map((s) => `${s.post.by?.name ?? 'me'} ${s.post.state} ${s.here}`), { timeout: 30_000 }).toEqual(['me scheduled true', 'me scheduled true']);
    await expect.poll(async () => (await sendsOn(bao.page, id)).map((s) => `${s.post.by?.name ?? 'me'} ${s.post.state} ${s.here}`), { timeout: 30_000 }).toEqual(['Lan scheduled false', 'Lan scheduled false']);
  }, 240_000);

  it("Lan's Compose lists both posts and says 'at the Hub as 2 posts' (before: one post, 'it is not sent twice')", async () => {
    const { page } = members.lan;
    const words = {
      en: { head: 'Sent as 2 posts at the Hub:', line: /^Sent by you · .+In this computer’s Outbox\.$/, why: 'Already at the Hub as 2 posts, listed above.', hub: /^At the Hub as 2 posts \(sent by you .+; sent by you .+\): an edit made now does not change the Hub’s posts/ },
      vi: { head: 'Đã gửi thành 2 bài trên Hub:', line: /Nằm trong Hộp thư đi của máy này\.$/, why: 'Đã ở Hub thành 2 bài, liệt kê ở trên.', hub: /^Đã ở Hub thành 2 bài \(bạn gửi lúc .+; bạn gửi lúc .+\):/ },
    };
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await composeWithSends(members.lan, id, 2);
      for (const l of await sendLines(page)) expect(l).toMatch(words[lang].line);
      expect((await said(page, 'draft-sends-head'))).toBe(words[lang].head);
      await expect.poll(() => said(page, 'publish-why'), { timeout: 20_000 }).toBe(words[lang].why);
      expect(await page.textContent('main')).not.toMatch(/not sent twice|không gửi hai lần/);
      await expect.poll(() => said(page, 'review-at-hub'), { timeout: 20_000 }).toMatch(words[lang].hub);
      await themes(page, 'w16sends/one-sender-twice-lan', lang, { closeToasts: true });
    }
    await useLanguage(page, 'en');
  }, 120_000);

  it("Bảo's Compose and Review panel: Lan's two posts, from her computer", async () => {
    const { page } = members.bao;
    await composeWithSends(members.bao, id, 2);
    for (const l of await sendLines(page)) expect(l).toMatch(/by Lan · .+Sent from Lan’s computer/);
    await expect.poll(() => said(page, 'review-at-hub'), { timeout: 20_000 }).toMatch(/^At the Hub as 2 posts \(sent by Lan .+; sent by Lan .+\)/);
    expect(await page.textContent('main')).not.toMatch(/not sent twice/);
    await themes(page, 'w16sends/one-sender-twice-bao', 'en', { closeToasts: true });
  }, 120_000);
});

describe("'Publish again…' of a draft Lan published twice: the question lists both sends", () => {
  it('names each send, not only the latest sender (before: the one-post question)', async () => {
    const { lan } = members;
    const { page } = lan;
    const { id } = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Bánh chưng Sóng — đặt trước' } });
    await callValue(page, 'photos.add', { draftId: id, urls: ['https://images.example.com/banh.jpg'] });
    expect((await callValue<{ sent: number }>(page, 'publish.start', { draftIds: [id] })).sent).toBe(1);
    await expect.poll(async () => (await sendsOn(page, id)).map((s) => s.post.state), { timeout: 30_000 }).toEqual(['published']);
    expect((await callValue<{ sent: number }>(page, 'publish.start', { draftIds: [id], again: true })).sent).toBe(1);
    await expect.poll(async () => (await sendsOn(page, id)).map((s) => s.post.state), { timeout: 60_000 }).toEqual(['published', 'published']);
    const words = {
      en: /^Sent as 2 posts at the Hub: Published by you · .+; Published by you · .+\. Publishing again makes one more NEW post with a new key: it will appear once more where it is live\. Publish again\?/,
      vi: /^Đã gửi thành 2 bài trên Hub: Đã đăng bởi bạn · .+; Đã đăng bởi bạn · .+\. Đăng lại sẽ tạo thêm một bài MỚI/,
    };
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await composeWithSends(lan, id, 2);
      await expect.poll(() => page.locator('[data-testid="publish"]').isEnabled(), { timeout: 20_000 }).toBe(true);
      await page.click('[data-testid="publish"]');
      await expect.poll(() => said(page, 'confirm-publish-again'), { timeout: 20_000 }).toMatch(words[lang]);
      await themes(page, 'w16sends/publish-again-lan', lang, { closeToasts: true });
    }
    await useLanguage(page, 'en');
  }, 180_000);
});
