/// <reference lib="dom" />
/**
 * w21words (walk 19, finding 4): Lan's post to Instagram and X whose X has its own caption is held by the Hub as TWO
 * posts at one time. "Send it as a new post…" asked "The one the Hub holds still goes out at Dec 5, 9:00 AM and Dec 5,
 * 9:00 AM". Now the question names the time once with each post's channels, in the plural: "The Hub's 2 posts still go
 * out at … (Asia/Ho_Chi_Minh: Instagram; X)". Real team server and sandbox Hub, started once for the file; shots en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserTeam, type TeamMember } from './helpers/team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-w21words-', { seed: 21, faults: 'none' }, { teamName: 'Sóng Agency' });
let lan: TeamMember;

const MAIN = 'Hội An lên đèn mỗi đêm rằm: thả hoa đăng trên sông Hoài, ăn cao lầu ở phố cổ, ngắm đèn lồng đủ màu. Đặt tour đêm với Sóng — đón tận khách sạn, '
  + 'có hướng dẫn viên nói tiếng Anh và tiếng Việt, trọn gói 350.000đ mỗi người, trẻ em dưới 6 tuổi miễn phí. Hẹn gặp bạn ở Hội An!';
const XTEXT = 'Hội An lên đèn 🏮 tour đêm rằm cùng Sóng #hoian';
const day = (n: number): string => new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, n, 2, 0)).toISOString().slice(0, 16);
const flat = (s: string | null): string => (s ?? '').replace(/\s+/g, ' ').trim();

beforeAll(async () => {
  await team.start();
  lan = await team.member('Lan', 'owner');
  await team.join(lan, { key: true });
  await callValue(lan.page, 'review.setSettings', { approvalRequired: false });
}, 240_000);

afterAll(() => team.stop());

describe("the Hub's 2 posts at one time, in Compose's 'Send it as a new post…'", () => {
  it('names the time once with each post\'s channels, in the plural (en and vi)', async () => {
    const { id } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: {
      profile_id: 'prof_lumen', platforms: ['instagram', 'x'], caption: MAIN, captions: { x: { caption: XTEXT } }, scheduled_at: day(15), timezone: 'Asia/Ho_Chi_Minh',
    } });
    await callValue(lan.page, 'photos.add', { draftId: id, urls: ['https://images.example.com/hoian.jpg'] });
    expect((await callValue<{ sent: number }>(lan.page, 'publish.start', { draftIds: [id] })).sent).toBe(1);
    const states = async () => (await callValue<{ sends: Array<{ post: { state: string } }> }>(lan.page, 'drafts.sendHold', { id })).sends.map((s) => s.post.state);
    await expect.poll(states, { timeout: 30_000 }).toEqual(['scheduled', 'scheduled']);

    const { page, host } = lan;
    const words = {
      en: /^Send a NEW post at .+ \(Asia\/Ho_Chi_Minh\)\? The Hub’s 2 posts still go out at [^()]+ \(Asia\/Ho_Chi_Minh: (Instagram; X|X; Instagram)\)\.$/,
      vi: /^Gửi một bài MỚI lúc .+ \(Asia\/Ho_Chi_Minh\)\? 2 bài Hub đang giữ vẫn được đăng lúc [^()]+ \(Asia\/Ho_Chi_Minh: (Instagram; X|X; Instagram)\)\.$/,
    };
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.goto(`${host.origin}/#/compose/${encodeURIComponent(id)}`);
      await page.reload();
      const held = page.locator('[data-testid="schedule-held"]');
      await held.waitFor({ timeout: 20_000 });
      await expect.poll(() => held.locator('[data-testid="held-post"]').count(), { timeout: 20_000 }).toBe(2);
      await held.locator('[data-testid="send-new-time"]').click();
      await held.locator('[data-testid="new-time"]').fill(day(20));
      await held.locator('[data-testid="send-new"]').click();
      const asking = held.locator('[data-testid="confirm-send-new"]');
      await expect.poll(async () => flat(await asking.locator('p').textContent().catch(() => '')), { timeout: 10_000 }).toMatch(words[lang]);
      // The one time is said once (before: "… 9:00 AM and … 9:00 AM").
      expect(flat(await asking.locator('p').textContent())).not.toMatch(/ and | và /);
      await held.scrollIntoViewIfNeeded();
      await themes(page, 'w21words/compose-send-new', lang, { closeToasts: true });
      await asking.locator('[data-testid="confirm-send-new-no"]').click();
      expect(await asking.count()).toBe(0);
    }
    await useLanguage(page, 'en');
  }, 180_000);
});
