/// <reference lib="dom" />
/**
 * w24calendar (walk 21, finding 2): with the team server cut, Lan then Bảo send one approved scheduled post; the Hub
 * makes one post (Bảo's call is a replay of Lan's, the same approval's key). Once the team's outcome of that key
 * arrives, Bảo's Outbox and `postroom status` name Lan; his calendar chip now does too ("Sent by Lan." on its line,
 * data-sent-by), where before it named no one. Real team server (restarted on its port and data) and sandbox Hub,
 * once for the file (helpers/camp-replay-team, as ui-replay-byline); shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callValue, themes, useLanguage } from './helpers/session';
import { calendarAt } from './helpers/calendar';
import { useCampReplayTeam } from './helpers/camp-replay-team';

const ZONE = 'Asia/Ho_Chi_Minh';
const { team, cut, bringBack, approvedPost } = useCampReplayTeam('postroom-ui-w24calendar-replay-', 24);

describe("the calendar names the teammate whose call the Hub ran", () => {
  it("Bảo's chip of the post Lan sent (his call a replay of hers): Sent by Lan", async () => {
    const at = DateTime.now().setZone(ZONE).plus({ days: 2 }).set({ hour: 20, minute: 0, second: 0, millisecond: 0 });
    const caption = 'Trà đào cam sả: hai người cùng bấm gửi';
    const { lan, bao, hub } = team;
    const id = await approvedPost({ caption, scheduled_at: at.toFormat("yyyy-MM-dd'T'HH:mm"), timezone: ZONE });

    await cut();
    // Lan first, then Bảo: the Hub runs Lan's call and replays it for Bảo (same key).
    for (const m of [lan, bao]) {
      expect((await callValue<{ sent: number }>(m.page, 'publish.start', { draftIds: [id] })).sent).toBe(1);
      await expect.poll(() => callValue<{ state: string }>(m.page, 'drafts.postState', { id }).then((p) => p.state), { timeout: 60_000 }).toBe('scheduled');
    }
    expect(hub.control.publishedPosts().filter((p) => p.caption === caption)).toHaveLength(1);

    await bringBack();
    // The core's one reading (the Outbox card, `postroom status`): Lan.
    await expect.poll(() => callValue<{ by?: { name: string } | null }>(bao.page, 'drafts.postState', { id }).then((p) => p.by?.name ?? 'me'), { timeout: 60_000 }).toBe('Lan');

    const day = at.toFormat('yyyy-MM-dd');
    const chip = (p: Page) => p.locator(`[data-day="${day}"] [data-entry="${id}"]`);
    const said = { en: 'Sent by Lan.', vi: 'Do Lan gửi.' };
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(bao.page, lang);
      await calendarAt(bao.page, day);
      await expect.poll(() => chip(bao.page).getAttribute('data-sent-by'), { timeout: 20_000 }).toBe('Lan');
      expect(await chip(bao.page).getAttribute('title')).toContain(said[lang]);
      await chip(bao.page).scrollIntoViewIfNeeded();
      await themes(bao.page, 'w24calendar/replay-sent-by', lang, { closeToasts: true });
    }
    // Lan's own call was the Hub's: she is not named on her own chip.
    await useLanguage(lan.page, 'en');
    await calendarAt(lan.page, day);
    await expect.poll(() => chip(lan.page).count(), { timeout: 20_000 }).toBe(1);
    expect(await chip(lan.page).getAttribute('data-sent-by')).toBeNull();
  }, 300_000);
});
