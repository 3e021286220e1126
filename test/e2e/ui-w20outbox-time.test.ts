/// <reference lib="dom" />
/**
 * w20outbox (walk 18, finding 2): Lan's approved post "Cà phê muối… chỉ 35.000đ" is sent and held by the Hub for day +8;
 * then only the draft's TIME changes (day +9, as "Send it as a new post at another time…" moves it). Before, Lan's
 * Outbox card and Table row, and Bảo's row of Lan's send, said "edited since it was sent" though the Hub's caption is
 * the draft's. Now none does; a caption change afterwards still does, on both laptops. Real team server and sandbox Hub
 * (useHeldTeam: approval required, so the key is the approval's). Shots of Lan's Table en/vi light/dark.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hubRuns, reviewOf, useHeldTeam, ZONE } from './helpers/held-team';
import { closeToasts } from './helpers/review-team';
import { callValue, themes, updateDraft, useLanguage } from './helpers/session';

const { team, members } = useHeldTeam('postroom-ui-w20outbox-time-', 21);
const CAPTION = 'Cà phê muối… chỉ 35.000đ';
const day = (n: number) => DateTime.now().setZone(ZONE).plus({ days: n }).set({ hour: 9, minute: 0, second: 0, millisecond: 0 }).toISO()!;

/** Whether each reading of `p`'s laptop says the send was edited since: its Table rows, and (the sender's) the job's card. */
const marks = async (p: Page, id: string): Promise<{ rows: boolean[]; cards: boolean[] }> => ({
  rows: (await callValue<{ rows: Array<{ draftId: string | null; editedSinceSent?: unknown }> }>(p, 'outcomes.list', { filter: {} })).rows.filter((r) => r.draftId === id).map((r) => !!r.editedSinceSent),
  cards: (await callValue<Array<{ editedSinceSent?: unknown }>>(p, 'jobs.list', { draftId: id })).map((j) => !!j.editedSinceSent),
});

describe('a send whose draft changed only in time is not "edited since it was sent"', () => {
  let id = '';
  it('sent for day +8 under the approval, then the draft\'s time moved to day +9: no laptop marks it', async () => {
    const { lan, bao } = members;
    ({ id } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: CAPTION, scheduled_at: day(8), timezone: ZONE } }));
    await callValue(lan.page, 'photos.add', { draftId: id, urls: ['https://images.example.com/caphe-muoi.jpg'] });
    await callValue(lan.page, 'review.act', { draftId: id, action: 'submit' });
    await expect.poll(async () => (await reviewOf(bao.page, id))?.state, { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
    await expect.poll(async () => (await reviewOf(lan.page, id))?.state, { timeout: 30_000 }).toBe('approved');
    expect((await callValue<{ sent: number }>(lan.page, 'publish.start', { draftIds: [id] })).sent).toBe(1);
    await expect.poll(() => hubRuns(team).length, { timeout: 30_000 }).toBe(1);
    await expect.poll(async () => (await marks(bao.page, id)).rows, { timeout: 30_000 }).toEqual([false]);
    await updateDraft(lan.page, id, { scheduled_at: day(9), timezone: ZONE });
    // The change reached Bảo's laptop (the post's review went stale there: its approval was of day +8).
    await expect.poll(async () => (await reviewOf(bao.page, id))?.stale, { timeout: 30_000 }).toBe(true);
    expect(await marks(lan.page, id)).toEqual({ rows: [false], cards: [false] });
    expect((await marks(bao.page, id)).rows).toEqual([false]);
    for (const m of [lan, bao]) {
      await m.page.click('nav a[data-nav="outbox"]');
      await m.page.click('[data-view="table"]');
      await m.page.waitForSelector('[data-testid="desk-table"]');
      expect(await m.page.locator('[data-testid="desk-edited-mark"]').count()).toBe(0);
      await closeToasts(m.page);
      await themes(m.page, `w20outbox/time-only-${m === lan ? 'lan' : 'bao'}`, 'en');
    }
  }, 240_000);

  it('the caption changed too: both laptops mark it', async () => {
    const { lan, bao } = members;
    await updateDraft(lan.page, id, { caption: `${CAPTION} — thêm bánh flan` });
    await expect.poll(() => marks(lan.page, id), { timeout: 30_000 }).toEqual({ rows: [true], cards: [true] });
    await expect.poll(async () => (await marks(bao.page, id)).rows, { timeout: 30_000 }).toEqual([true]);
  }, 120_000);

  it("Lan's Table: shots en/vi", async () => {
    const { page } = members.lan;
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.click('nav a[data-nav="outbox"]');
      await page.click('[data-view="table"]');
      await page.waitForSelector('[data-testid="desk-table"]');
      await closeToasts(page);
      await themes(page, 'w20outbox/time-then-caption-lan', lang);
    }
    await useLanguage(page, 'en');
  }, 120_000);
});
