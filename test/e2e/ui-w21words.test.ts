/// <reference lib="dom" />
/**
 * w21words (walk 19, finding 4): Lan's post to Instagram and X whose X has its own caption is held by the Hub as TWO
 * posts at one time. "Send it as a new post…" asked "The one the Hub holds still goes out at Dec 5, 9:00 AM and Dec 5,
 * 9:00 AM". Now the question names the time once with each post's channels, in the plural: "The Hub's 2 posts still go
 * out at … (Asia/Ho_Chi_Minh: Instagram; X)". Real team server and sandbox Hub, started once for the file; shots en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserTeam } from './helpers/team';
import { useMembers } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';
import { calendarAt } from './helpers/calendar';

const team = browserTeam('postroom-ui-w21words-', { seed: 21, faults: 'none' }, { teamName: 'Sóng Agency' });
const members = useMembers(team, { lan: 'owner', bao: 'approver' });

const MAIN = 'Hội An lên đèn mỗi đêm rằm: thả hoa đăng trên sông Hoài, ăn cao lầu ở phố cổ, ngắm đèn lồng đủ màu. Đặt tour đêm với Sóng — đón tận khách sạn, '
  + 'có hướng dẫn viên nói tiếng Anh và tiếng Việt, trọn gói 350.000đ mỗi người, trẻ em dưới 6 tuổi miễn phí. Hẹn gặp bạn ở Hội An!';
const XTEXT = 'Hội An lên đèn 🏮 tour đêm rằm cùng Sóng #hoian';
const day = (n: number): string => new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, n, 2, 0)).toISOString().slice(0, 16);
const flat = (s: string | null): string => (s ?? '').replace(/\s+/g, ' ').trim();

describe('w21words (walk 19, finding 2): an approved post dragged to a new time, on the calendar chip', () => {
  it("its tooltip says 'A new time chosen since it was approved', as its review badge does — never 'Edited'", async () => {
    const { lan, bao } = members;
    const { id } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: {
      profile_id: 'prof_lumen', platforms: ['facebook'], caption: 'Hội An lên đèn — tour đêm rằm', scheduled_at: day(12), timezone: 'Asia/Ho_Chi_Minh',
    } });
    await callValue(lan.page, 'photos.add', { draftId: id, urls: ['https://images.example.com/hoian.jpg'] });
    await callValue(lan.page, 'review.act', { draftId: id, action: 'submit' });
    const reviewOn = (p: Page) => callValue<Record<string, { state: string; stale: boolean; choseTime?: unknown }>>(p, 'review.get', { draftIds: [id] }).then((r) => r[id]).catch(() => undefined);
    await expect.poll(() => reviewOn(bao.page).then((r) => r?.state), { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
    await expect.poll(() => reviewOn(lan.page).then((r) => r?.state), { timeout: 30_000 }).toBe('approved');

    const { page } = lan;
    const target = day(16).slice(0, 10);
    await calendarAt(page, target);
    const chip = page.locator(`button.chip[data-entry="${id}"]`);
    await chip.dragTo(page.locator(`[data-day="${target}"]`));
    await expect.poll(() => reviewOn(page).then((r) => !!r?.stale && !!r.choseTime), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => chip.getAttribute('title'), { timeout: 20_000 }).toMatch(/^In review · A new time chosen since it was approved: back in review · /);
    expect(await chip.getAttribute('title')).not.toMatch(/Edited/);
    await useLanguage(page, 'vi');
    await calendarAt(page, target);
    await expect.poll(() => chip.getAttribute('title'), { timeout: 20_000 }).toContain('Đã chọn giờ mới sau khi được duyệt: đang chờ duyệt lại');
    await useLanguage(page, 'en');
  }, 180_000);
});

describe("the Hub's 2 posts at one time, in Compose's 'Send it as a new post…'", () => {
  it('names the time once with each post\'s channels, in the plural (en and vi)', async () => {
    const { lan } = members;
    await callValue(lan.page, 'review.setSettings', { approvalRequired: false });
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
