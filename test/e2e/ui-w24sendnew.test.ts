/// <reference lib="dom" />
/**
 * Walk 21 (finding 2), in a team that requires approval: Lan's post, approved, sent and held by the Hub, then edited;
 * Bảo asks for changes. "Send it as a new post at another time…": its question says "choose the time, then send it
 * for review" (the path `choose_then_submit`), but its button said "Choose this time and send for review", and after
 * it the toast said "Not sent as a new post. Bảo asked for changes: edit the post and send it for review again" —
 * beside a new time that WAS written to the draft. Now the button says what it does ("Choose this time"), the toast
 * says the time is chosen and the next step is to send it for review, and that step works (one approval).
 * Real team server and sandbox Hub, started once for the file; shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { hubRuns, openNewTime, reviewOf, textAt, toasts, useHeldTeam, ZONE } from './helpers/held-team';
import { closeToasts } from './helpers/review-team';
import { callValue, themes, updateDraft, useLanguage } from './helpers/session';

const { team, members } = useHeldTeam('postroom-ui-w24sendnew-', 57);

describe('"Send it as a new post at another time…" on a sent post with changes asked', () => {
  it('says it chooses the time, then that the time is chosen and sending it for review is next — which works', async () => {
    const { lan, bao } = members;
    const { page } = lan;
    const first = DateTime.now().setZone(ZONE).plus({ days: 2 }).set({ hour: 9, minute: 0, second: 0, millisecond: 0 });
    const second = first.plus({ days: 3 });
    const { id } = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Áo dài đỏ cho ngày Tết', scheduled_at: first.toISO(), timezone: ZONE } });
    await callValue(page, 'photos.add', { draftId: id, urls: ['https://images.example.com/ao-dai.jpg'] });
    await callValue(page, 'review.act', { draftId: id, action: 'submit' });
    await expect.poll(async () => (await reviewOf(bao.page, id))?.state, { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
    await expect.poll(async () => (await reviewOf(page, id))?.state, { timeout: 30_000 }).toBe('approved');
    const sent = await callValue<{ sent: number; notSent?: unknown[] }>(page, 'publish.start', { draftIds: [id] });
    expect({ sent: sent.sent, notSent: sent.notSent ?? [] }).toEqual({ sent: 1, notSent: [] });
    await expect.poll(() => hubRuns(team).length, { timeout: 30_000 }).toBe(1);
    // Edited after it was sent, then Bảo asks for changes.
    await updateDraft(page, id, { caption: 'Áo dài đỏ cho ngày Tết — menu mới' });
    await expect.poll(async () => await reviewOf(bao.page, id), { timeout: 30_000 }).toMatchObject({ state: 'in_review', stale: true });
    await callValue(bao.page, 'review.act', { draftId: id, action: 'request_changes', comment: 'Thêm giá, please' });
    await expect.poll(async () => (await reviewOf(page, id))?.state, { timeout: 30_000 }).toBe('changes_requested');

    const said = {
      en: { yes: 'Choose this time', toast: /^New time chosen: .+\. Now send it for review: once .+ approves it, press “Send the new post at .+” here\./ },
      vi: { yes: 'Chọn thời gian này', toast: /^Đã chọn giờ mới: .+\. Giờ hãy gửi duyệt: khi .+ phê duyệt, hãy bấm “Gửi bài mới lúc .+” tại đây\./ },
    };
    for (const lang of ['vi', 'en'] as const) {
      await useLanguage(page, lang);
      await closeToasts(page);
      await openNewTime(lan, id);
      await page.fill('[data-testid="new-time"]', second.toFormat("yyyy-MM-dd'T'HH:mm"));
      await page.click('[data-testid="send-new"]');
      await page.waitForSelector('[data-testid="confirm-send-new"]');
      expect(await textAt(page, '[data-testid="confirm-send-new-yes"]')).toBe(said[lang].yes);
      await themes(page, 'w24sendnew/question', lang);
      if (lang === 'vi') {
        await page.click('[data-testid="confirm-send-new-no"]');
        continue;
      }
      await page.click('[data-testid="confirm-send-new-yes"]');
      await expect.poll(() => toasts(page), { timeout: 20_000 }).toContainEqual(expect.stringMatching(said.en.toast));
      expect((await toasts(page)).filter((t) => /^Not sent/.test(t))).toEqual([]);
      await themes(page, 'w24sendnew/chosen', 'en');
    }
    // The time is the draft's; nothing more at the Hub; sending it for review is the next step, and it works.
    const d = await callValue<{ scheduled_at: string }>(page, 'drafts.get', { id });
    expect(Date.parse(d.scheduled_at)).toBe(second.toMillis());
    expect(hubRuns(team)).toHaveLength(1);
    await callValue(page, 'review.act', { draftId: id, action: 'submit' });
    await expect.poll(async () => (await reviewOf(bao.page, id))?.state, { timeout: 30_000 }).toBe('in_review');
    await useLanguage(page, 'en');
  }, 300_000);
});
