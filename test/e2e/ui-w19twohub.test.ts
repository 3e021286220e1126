/// <reference lib="dom" />
/**
 * w19twohub (walk 17, findings 2 and 3): Lan schedules a post to Instagram and X whose X has its own caption (the
 * main one is too long for X), so the Hub holds it as TWO posts (one call per caption group, each with its key).
 * Before: Lan's Compose counted one send ("the Hub's post") while Bảo's laptop counted two, and the When section named
 * ONE Hub time. Now, from the core's one grouping (publisher/post-sends.ts), both laptops' Compose say the Hub holds
 * 2 posts, the When section lists both times each with its sender, and the Review panel says "At the Hub as 2 posts".
 * Real team server and sandbox Hub, started once for the file; shots en/vi, light and dark.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserTeam, type TeamMember } from './helpers/team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-w19twohub-', { seed: 19, faults: 'none' }, { teamName: 'Sóng Agency' });
const members: Record<'lan' | 'bao', TeamMember> = {} as never;

const MAIN = 'Tết này uống gì? Cà phê muối Sóng giảm 20% cho cả nhà trong ba ngày Tết. Đặt trước qua tin nhắn, giao tận nơi trong nội thành, '
  + 'mỗi ly kèm một bánh quy gừng. Quán mở cửa từ 7 giờ sáng đến 10 giờ tối, kể cả mùng Một. Hẹn gặp bạn ở Sóng, 12 Nguyễn Huệ, Quận 1, Thành phố Hồ Chí Minh!';
const XTEXT = 'Cà phê muối Sóng giảm 20% dịp Tết ☕ #tet';

beforeAll(async () => {
  await team.start();
  const [lan, bao] = await Promise.all([team.member('Lan', 'owner'), team.member('Bảo', 'editor')]);
  Object.assign(members, { lan, bao });
  for (const m of [lan, bao]) await team.join(m, { key: true });
  await callValue(lan.page, 'review.setSettings', { approvalRequired: false });
}, 240_000);

afterAll(() => team.stop());

type Sends = Array<{ here: boolean; post: { state: string; scheduledAt: string | null; by?: { name: string } | null } }>;
const sendsOn = (p: Page, id: string): Promise<Sends> => callValue<{ sends: Sends }>(p, 'drafts.sendHold', { id }).then((r) => r.sends).catch(() => []);
const texts = (p: Page, testid: string): Promise<string[]> => p.locator(`[data-testid="${testid}"]`).allInnerTexts().then((t) => t.map((s) => s.replace(/\s+/g, ' ').trim()));
const said = (p: Page, testid: string): Promise<string> => p.locator(`[data-testid="${testid}"]`).first().innerText().then((t) => t.replace(/\s+/g, ' ').trim()).catch(() => '');
const day = (n: number): string => new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, n, 8, 0)).toISOString().slice(0, 16);

describe('a post whose X has its own caption: the Hub holds it as two posts, on both laptops', () => {
  let id = '';
  it('the core: two sends by Lan, both scheduled, on her laptop and on Bảo’s', async () => {
    const { lan, bao } = members;
    ({ id } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: {
      profile_id: 'prof_lumen', platforms: ['instagram', 'x'], caption: MAIN, captions: { x: { caption: XTEXT } }, scheduled_at: day(15), timezone: 'Asia/Ho_Chi_Minh',
    } }));
    await callValue(lan.page, 'photos.add', { draftId: id, urls: ['https://images.example.com/tet.jpg'] });
    expect((await callValue<{ sent: number }>(lan.page, 'publish.start', { draftIds: [id] })).sent).toBe(1);
    const on = async (p: Page) => (await sendsOn(p, id)).map((s) => `${s.post.by?.name ?? 'me'} ${s.post.state} ${s.post.scheduledAt} ${s.here}`);
    await expect.poll(() => on(lan.page), { timeout: 30_000 }).toEqual([`me scheduled ${day(15)} true`, `me scheduled ${day(15)} true`]);
    await expect.poll(() => on(bao.page), { timeout: 30_000 }).toEqual([`Lan scheduled ${day(15)} false`, `Lan scheduled ${day(15)} false`]);
  }, 240_000);

  const words = {
    en: { held: 'The Hub holds this post as 2 posts:', head: 'Sent as 2 posts at the Hub:', hub: /^At the Hub as 2 posts/, lan: /\(.+\) · .+ — Sent by you · /, bao: /\(.+\) · .+ — Sent by Lan · / },
    vi: { held: 'Hub đang giữ bài này thành 2 bài:', head: 'Đã gửi thành 2 bài trên Hub:', hub: /^Đã ở Hub thành 2 bài/, lan: /\(.+\) · .+ — Do bạn gửi · /, bao: /\(.+\) · .+ — Do Lan gửi · / },
  };

  for (const who of ['lan', 'bao'] as const) {
    it(`${who === 'lan' ? 'Lan’s (the sender’s)' : 'Bảo’s'} Compose: 2 Hub posts, the When section lists both times with who sent each`, async () => {
      const { page, host } = members[who];
      for (const lang of ['en', 'vi'] as const) {
        await useLanguage(page, lang);
        await page.goto(`${host.origin}/#/compose/${encodeURIComponent(id)}`);
        await page.waitForSelector('[data-testid="draft-state"]');
        // The banner: both posts (before, on Lan's laptop: one post, no list).
        await expect.poll(() => texts(page, 'draft-send'), { timeout: 20_000 }).toHaveLength(2);
        expect(await said(page, 'draft-sends-head')).toBe(words[lang].head);
        expect((await texts(page, 'draft-send-channels')).sort()).toEqual(['· Instagram.', '· X.']);
        // The When section: both times, each with its sender (before: one time).
        await expect.poll(() => said(page, 'held-at'), { timeout: 20_000 }).toBe(words[lang].held);
        const posts = await texts(page, 'held-post');
        expect(posts).toHaveLength(2);
        for (const p of posts) expect(p).toMatch(words[lang][who]);
        // Each post with its channels: Instagram's (the main caption) and X's (its own).
        expect(posts.map((p) => p.replace(/^.+\) · (.+) — .+$/, '$1')).sort()).toEqual(['Instagram', 'X']);
        // The Review panel: the Hub's posts, plural.
        await expect.poll(() => said(page, 'review-at-hub'), { timeout: 20_000 }).toMatch(words[lang].hub);
        expect(await page.textContent('main')).not.toMatch(/the Hub’s post\b(?!s)|The Hub holds this post for/);
        await themes(page, `w19twohub/compose-${who}`, lang, { closeToasts: true });
        await page.locator('[data-testid="schedule-held"]').scrollIntoViewIfNeeded();
        await themes(page, `w19twohub/when-${who}`, lang, { closeToasts: true });
        await page.evaluate(() => window.scrollTo(0, 0));
      }
      await useLanguage(page, 'en');
    }, 120_000);
  }
});
