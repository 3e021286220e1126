/// <reference lib="dom" />
/**
 * w20again (walk 18, findings 3 and 4), in a team that requires approval: Lan's "Cà phê muối… 35.000đ", approved by
 * Bảo, sent and held by the Hub for day 1 19:00. Walk 18: Compose shut "Send it as a new post at another time…" with
 * "withdraw it in Review, then send it for review again"; following it, Bảo approved the post at the Hub's time and
 * choosing the new time sent it back to review — a second approval. Then the calendar showed the post on day 2 only
 * and the Posts tab said day 2 19:00 alone, while the Hub held both.
 * Now: the step is open, its line says to choose the new time (it goes for review with it); Bảo approves ONCE; "Send
 * the new post at …" sends it; the Hub holds two posts (its own list); Lan's calendar has a chip on each day (the
 * older one marked, not movable, its sender on hover), Bảo's calendar too, and the Posts tab row names both times.
 * Real team server and sandbox Hub, started once for the file; shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { hubRuns, openNewTime, reviewOf, textAt, toasts, useHeldTeam, ZONE } from './helpers/held-team';
import { closeToasts } from './helpers/review-team';
import { callValue, themes, updateDraft, useLanguage } from './helpers/session';
import { calendarAt } from './helpers/calendar';

const { team, members } = useHeldTeam('postroom-ui-w20again-', 43);

describe('a post sent again as a new post, in a team that requires approval', () => {
  it('costs one approval by the path Compose names, and the calendar and the Posts tab show both Hub posts', async () => {
    const { lan, bao } = members;
    const { page, host } = lan;
    const first = DateTime.now().setZone(ZONE).plus({ days: 2 }).set({ hour: 19, minute: 0, second: 0, millisecond: 0 });
    const second = first.plus({ days: 1 });
    const caption = 'Cà phê muối… 35.000đ';
    const { id } = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption, scheduled_at: first.toISO(), timezone: ZONE } });
    await callValue(page, 'photos.add', { draftId: id, urls: ['https://images.example.com/caphe-muoi.jpg'] });
    const camp = await callValue<{ id: string }>(page, 'campaigns.create', { name: 'Tháng 12' });
    await callValue(page, 'campaigns.addDrafts', { id: camp.id, draftIds: [id] });
    await callValue(page, 'review.act', { draftId: id, action: 'submit' });
    await expect.poll(async () => (await reviewOf(bao.page, id))?.state, { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
    await expect.poll(async () => (await reviewOf(page, id))?.state, { timeout: 30_000 }).toBe('approved');
    expect((await callValue<{ sent: number }>(page, 'publish.start', { draftIds: [id] })).sent).toBe(1);
    await expect.poll(() => hubRuns(team).length, { timeout: 30_000 }).toBe(1);

    // Compose: the step is open, and its line names the path that costs one approval (before: shut, "withdraw it…").
    const said = {
      en: /^It was sent to the Hub under its current approval\. To send it again as a new post, choose the new time here: that sends it for review with the new time, and once .+ approves it, it goes out as a new post \(one approval\)\./,
      vi: /^Bài đã được gửi lên Hub theo lần phê duyệt hiện tại\. Muốn gửi lại thành bài mới, hãy chọn giờ mới tại đây: bài sẽ được gửi duyệt cùng giờ mới, và khi .+ phê duyệt, bài mới sẽ được gửi đi \(chỉ một lần duyệt\)\./,
    };
    for (const lang of ['vi', 'en'] as const) {
      await useLanguage(page, lang);
      await page.goto(`${host.origin}/#/compose/${encodeURIComponent(id)}`);
      await page.waitForSelector('[data-testid="schedule-held"]');
      await expect.poll(() => textAt(page, '[data-testid="send-new-path"]'), { timeout: 20_000 }).toMatch(said[lang]);
      expect(await page.locator('[data-testid="send-new-why"]').count()).toBe(0);
      expect(await page.isDisabled('[data-testid="send-new-time"]')).toBe(false);
      await page.locator('[data-testid="schedule-held"]').scrollIntoViewIfNeeded();
      await themes(page, 'w20again/compose-path', lang, { closeToasts: true });
    }

    // The path: choose the new time (it goes for review with it), Bảo approves once, one step sends it.
    await openNewTime(lan, id);
    await page.fill('[data-testid="new-time"]', second.toFormat("yyyy-MM-dd'T'HH:mm"));
    await page.click('[data-testid="send-new"]');
    await page.waitForSelector('[data-testid="confirm-send-new"]');
    await page.click('[data-testid="confirm-send-new-yes"]');
    await expect.poll(() => toasts(page), { timeout: 20_000 }).toContainEqual(expect.stringMatching(/^Sent for review as a new post at /));
    await expect.poll(async () => await reviewOf(bao.page, id), { timeout: 30_000 }).toMatchObject({ state: 'in_review', stale: true });
    await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
    await expect.poll(async () => await reviewOf(page, id), { timeout: 30_000 }).toMatchObject({ state: 'approved', stale: false });
    await closeToasts(page);
    await page.goto(`${host.origin}/#/compose/${encodeURIComponent(id)}`);
    await page.waitForSelector('[data-testid="send-approved-new"]', { timeout: 20_000 });
    await page.click('[data-testid="send-approved-new"]');
    await expect.poll(() => hubRuns(team).length, { timeout: 30_000 }).toBe(2);
    expect(hubRuns(team)).toEqual([first.toMillis(), second.toMillis()]);

    // The calendar: a chip on each day the Hub holds the post; the older one marked, not movable, its sender on hover.
    const d1 = first.toFormat('yyyy-MM-dd'), d2 = second.toFormat('yyyy-MM-dd');
    await useLanguage(page, 'en');
    await calendarAt(page, d1);
    const chip = (day: string) => page.locator(`[data-day="${day}"] [data-entry="${id}"]`);
    await expect.poll(() => chip(d1).count(), { timeout: 20_000 }).toBe(1);
    expect(await chip(d2).count()).toBe(1);
    expect(await chip(d1).getAttribute('data-also-held')).toBe('');
    expect(await chip(d1).getAttribute('draggable')).toBe('false');
    expect(await chip(d1).getAttribute('title')).toMatch(/Another post the Hub holds of this draft \(sent again as a new post\), sent from this computer\./);
    expect(await chip(d2).getAttribute('data-also-held')).toBeNull();
    // Bảo's laptop (both sent by Lan): both days too, the older one named as Lan's.
    const range = { from: first.minus({ days: 2 }).toUTC().toISO(), to: second.plus({ days: 2 }).toUTC().toISO() };
    await expect.poll(async () => (await callValue<Array<{ id: string; wall_at?: string; also_held?: { by: string | null } }>>(bao.page, 'calendar.range', range)).filter((e) => e.id === id).map((e) => `${e.wall_at} ${e.also_held?.by ?? '-'}`).sort(), { timeout: 20_000 })
      .toEqual([`${first.toFormat("yyyy-MM-dd'T'HH:mm")} Lan`, `${second.toFormat("yyyy-MM-dd'T'HH:mm")} -`]);
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await calendarAt(page, d1);
      await expect.poll(() => chip(d1).count(), { timeout: 20_000 }).toBe(1);
      await chip(d1).scrollIntoViewIfNeeded();
      await themes(page, 'w20again/calendar', lang, { closeToasts: true });
    }

    // The Posts tab: the row names both times.
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.goto(`${host.origin}/#/campaigns/${encodeURIComponent(camp.id)}`);
      await page.click('[data-tab="posts"]');
      await expect.poll(() => textAt(page, '[data-testid="post-also-held"]'), { timeout: 20_000 }).toBe(`+ ${first.toFormat('yyyy-MM-dd HH:mm')}`);
      const title = lang === 'en' ? /^The Hub holds 2 posts of this draft \(sent again as a new post\)\. Also: \S+ 19:00 — sent from this computer$/ : /^Hub đang giữ 2 bài của bản nháp này \(đã gửi lại thành bài mới\)\. Thêm: \S+ 19:00 — gửi từ máy này$/;
      expect(await page.getAttribute('[data-testid="post-also-held"]', 'title')).toMatch(title);
      expect(await textAt(page, 'td.time')).toContain(second.toFormat('yyyy-MM-dd HH:mm'));
      await themes(page, 'w20again/posts-tab', lang, { closeToasts: true });
    }
  }, 300_000);

  it('approved again without a new time (the old words\' path): the step says plainly that the new time needs a second approval', async () => {
    const { lan, bao } = members;
    const { page, host } = lan;
    // Sent under an approval, then edited and approved again at the Hub's time: the state the old words led to
    // (as held-team.ts heldAndApprovedAgain, whose count of Hub posts the first test of this file has moved on).
    const at = DateTime.now().setZone(ZONE).plus({ days: 4 }).set({ hour: 8, minute: 0, second: 0, millisecond: 0 }).toISO();
    const { id } = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Bạc xỉu 29.000đ', scheduled_at: at, timezone: ZONE } });
    await callValue(page, 'photos.add', { draftId: id, urls: ['https://images.example.com/bac-xiu.jpg'] });
    await callValue(page, 'review.act', { draftId: id, action: 'submit' });
    await expect.poll(async () => (await reviewOf(bao.page, id))?.state, { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
    await expect.poll(async () => (await reviewOf(page, id))?.state, { timeout: 30_000 }).toBe('approved');
    expect((await callValue<{ sent: number }>(page, 'publish.start', { draftIds: [id] })).sent).toBe(1);
    await expect.poll(async () => (await callValue<{ state: string }>(page, 'drafts.get', { id })).state, { timeout: 30_000 }).toBe('scheduled');
    await updateDraft(page, id, { caption: 'Bạc xỉu 29.000đ — chỉ hôm nay' });
    await expect.poll(async () => await reviewOf(bao.page, id), { timeout: 30_000 }).toMatchObject({ state: 'in_review', stale: true });
    await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
    await expect.poll(async () => await reviewOf(page, id), { timeout: 30_000 }).toMatchObject({ state: 'approved', stale: false });
    const said = {
      en: /^Approved without a new time: Bảo approved it at the time the Hub already holds: .+ \(Asia\/Ho_Chi_Minh\)\. Choosing the new time sends it back to review, and .+ must approve it again\./,
      vi: /^Đã được duyệt nhưng không có giờ mới: Bảo đã phê duyệt bài với giờ mà Hub đang giữ: .+ \(Asia\/Ho_Chi_Minh\)\. Chọn giờ mới sẽ đưa bài quay lại chờ duyệt, và .+ phải phê duyệt lại\./,
    };
    for (const lang of ['vi', 'en'] as const) {
      await useLanguage(page, lang);
      await page.goto(`${host.origin}/#/compose/${encodeURIComponent(id)}`);
      await page.waitForSelector('[data-testid="schedule-held"]');
      await expect.poll(() => textAt(page, '[data-testid="send-new-path"]'), { timeout: 20_000 }).toMatch(said[lang]);
      expect(await page.getAttribute('[data-testid="send-new-path"]', 'data-path')).toBe('approved_old_time');
      await page.locator('[data-testid="schedule-held"]').scrollIntoViewIfNeeded();
      await themes(page, 'w20again/approved-old-time', lang, { closeToasts: true });
    }
  }, 240_000);
});
