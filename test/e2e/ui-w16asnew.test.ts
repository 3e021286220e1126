/// <reference lib="dom" />
/**
 * w16asnew (walk 15 finding 3, issue 34): an APPROVED post the Hub holds (scheduled); Lan chooses a new time in
 * Compose's "Send it as a new post at another time…" (edited after it went and approved again, as in the walk). The time is part of what is approved, so the step sends the
 * post back to review. Before: nothing said so before the confirm ("Send a NEW post at …?"), the answer was "Not sent
 * as a new post. Waits for approval…", and Bảo read "edited by Lan after you approved". Now:
 * - before the question: "A new post needs a new approval…"; the question says what happens, its button "Choose this
 *   time and send for review";
 * - after: "Sent for review as a new post at …", the Hub unchanged; Compose's line "Waits for approval by … to be sent
 *   as a new post at …"; Bảo's Review screen "new time chosen by Lan after you approved: …, to send it as a new post".
 * Real team server and sandbox Hub, started once for the file; shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { heldAndApprovedAgain, hubRuns, reviewOf, textAt, openNewTime, toasts, useHeldTeam, ZONE } from './helpers/held-team';
import { closeToasts } from './helpers/review-team';
import { themes, useLanguage } from './helpers/session';

const { team, members } = useHeldTeam('postroom-ui-w16asnew-', 29);

describe('an approved post the Hub holds: a new time for a new post says it needs a new approval', () => {
  it('said before the question, in it and after; the Who line and Compose say what was chosen', async () => {
    const { lan, bao } = members;
    // As in the walk: edited afterwards and approved again (the Hub's post went under the older approval), so
    // "Send it as a new post at another time…" is open under the newer one.
    const id = await heldAndApprovedAgain(team, members, { caption: 'Tết này về nhà', photo: 'https://images.example.com/tet.jpg', edited: 'Tết này về nhà — Sóng Café' });
    const atHub = hubRuns(team).length;

    const { page, host } = lan;
    const newAt = DateTime.now().setZone(ZONE).plus({ days: 3 }).set({ hour: 8, minute: 0 }).toFormat("yyyy-MM-dd'T'HH:mm");
    const said = {
      en: { before: 'A new post needs a new approval: choosing a time sends it back to review.', question: /^Choose .+ \(Asia\/Ho_Chi_Minh\) for a NEW post\? The time is part of what is approved, so this sends the post back to review: the new post goes to the Hub only once Bảo approves it again \(then press “Send the new post at .+” here\)\. The one the Hub holds still goes out at .+ Approvers: Bảo\./, yes: 'Choose this time and send for review' },
      vi: { before: 'Một bài mới cần được duyệt lại: chọn thời gian sẽ đưa bài quay lại chờ duyệt.', question: /^Chọn .+ \(Asia\/Ho_Chi_Minh\) cho một bài MỚI\? .+ Người duyệt: Bảo\./, yes: 'Chọn thời gian này và gửi duyệt' },
    };
    for (const lang of ['vi', 'en'] as const) {
      await useLanguage(page, lang);
      await openNewTime(lan, id);
      expect(await textAt(page, '[data-testid="new-time-review"]')).toBe(said[lang].before);
      await page.fill('[data-testid="new-time"]', newAt);
      await page.click('[data-testid="send-new"]');
      await page.waitForSelector('[data-testid="confirm-send-new"]');
      expect(await textAt(page, '[data-testid="confirm-send-new"]')).toMatch(said[lang].question);
      expect(await textAt(page, '[data-testid="confirm-send-new-yes"]')).toBe(said[lang].yes);
      await page.locator('[data-testid="schedule-held"]').scrollIntoViewIfNeeded();
      await closeToasts(page);
      await themes(page, 'w16asnew/question', lang);
    }
    // English: confirmed. What the step did, said as such (never "Not sent"); nothing new at the Hub.
    await page.click('[data-testid="confirm-send-new-yes"]');
    await expect.poll(() => toasts(page), { timeout: 20_000 }).toContainEqual(expect.stringMatching(/^Sent for review as a new post at .+ \(Asia\/Ho_Chi_Minh\): once an owner or an approver approves it, press “Send the new post at .+” here\. The first one still goes out at .+ Approvers: Bảo\./));
    expect((await toasts(page)).join(' ')).not.toMatch(/Not sent/);
    await themes(page, 'w16asnew/sent-for-review', 'en');
    await new Promise((r) => setTimeout(r, 1500));
    expect(hubRuns(team).length).toBe(atHub);
    await expect.poll(async () => await reviewOf(lan.page, id), { timeout: 30_000 }).toMatchObject({ state: 'in_review', stale: true });
    // Compose's Publish-again line: waits for approval to be sent as a new post at that time.
    await page.goto(`${host.origin}/#/compose/${encodeURIComponent(id)}`);
    await expect.poll(async () => (await page.locator('main').innerText()).replace(/\s+/g, ' '), { timeout: 20_000 }).toMatch(/Waits for approval by an owner or an approver to be sent as a new post at .+ \(Asia\/Ho_Chi_Minh\)\./);

    // Bảo's Review screen: a new time chosen by Lan, to send it as a new post — not "edited".
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(bao.page, lang);
      await bao.page.goto(`${bao.host.origin}/#/review`);
      const who = lang === 'en' ? /new time chosen by Lan after you approved: .+ \(Asia\/Ho_Chi_Minh\), to send it as a new post/ : /Lan đã chọn giờ mới sau khi bạn duyệt: .+ \(Asia\/Ho_Chi_Minh\), để gửi thành bài mới/;
      await expect.poll(async () => (await bao.page.locator('[data-testid="review-who"]').allInnerTexts()).join('\n'), { timeout: 30_000 }).toMatch(who);
      expect((await bao.page.locator('[data-testid="review-who"]').allInnerTexts()).join('\n')).not.toMatch(/edited by|đã sửa/);
      // The state badge too: a new time chosen since it was approved, not "Edited since".
      expect((await bao.page.locator('main [data-stale]').first().innerText()).replace(/\s+/g, ' ')).toMatch(lang === 'en' ? /A new time chosen since it was approved: back in review/ : /Đã chọn giờ mới sau khi được duyệt/);
      expect(await textAt(bao.page, 'main [data-testid="review-at-hub"]')).toMatch(lang === 'en' ? /approving the new time, .+ \(Asia\/Ho_Chi_Minh\), lets it be sent as a NEW post then; it does not change the Hub’s post\./ : /duyệt giờ mới, .+ \(Asia\/Ho_Chi_Minh\), cho phép gửi thành một bài MỚI vào giờ đó/);
      await themes(bao.page, 'w16asnew/bao-review', lang);
    }
  }, 300_000);
});
