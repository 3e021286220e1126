/**
 * walk 36 (minor): Lan (Asia/Ho_Chi_Minh) read "Asia/Ho_Chi_Minh" under the "Goes out" time of her own posts in the Review
 * queue, where Bảo's column hid his own Europe/Berlin: Chromium reports the old name Asia/Saigon for her zone and the
 * screen compared it with the name Compose stores. The queue now reads this computer's zone by its current name
 * (src-shared local-zone.ts, as Compose and imports do): her own zone unsaid, another zone named. One desk, its browser
 * in Ho Chi Minh; the review steps through the app's bridge. Failed before (the zone line stood under her own post).
 */
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { callValue, themes, uiSession, waitOnline } from './helpers/session';

const s = uiSession({ name: 'ui-w36zone-review', browserZone: 'Asia/Ho_Chi_Minh' });

describe('the Review queue in Ho Chi Minh', () => {
  it("names a post's zone only when it is not this computer's", async () => {
    const { page } = s.browser;
    await page.goto(s.host.url);
    await waitOnline(page);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toMatch(/^Asia\/(Saigon|Ho_Chi_Minh)$/);
    const at = (zone: string): string => DateTime.now().setZone(zone).plus({ days: 3 }).set({ hour: 9, minute: 0, second: 0, millisecond: 0 }).toISO()!;
    const post = async (caption: string, zone: string): Promise<string> => {
      const d = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_caphe', platforms: ['x'], caption, scheduled_at: at(zone), timezone: zone } });
      await callValue(page, 'review.act', { draftId: d.id, action: 'submit' });
      return d.id;
    };
    const own = await post('Cà phê sáng ở Sài Gòn', 'Asia/Ho_Chi_Minh');
    const berlin = await post('Kaffee am Morgen in Berlin', 'Europe/Berlin');
    await page.click('nav a[data-nav="review"]');
    const cell = (id: string) => page.locator(`tr[data-draft-id="${id}"] [data-testid="review-time"]`);
    await cell(own).waitFor({ timeout: 20_000 });
    await cell(berlin).waitFor({ timeout: 20_000 });
    expect(await cell(own).textContent()).not.toMatch(/Ho_Chi_Minh|Saigon|Ho Chi Minh/);
    expect(await cell(berlin).textContent()).toContain('Europe/Berlin');
    await themes(page, 'w36zone/review-own-zone', 'en');
  });
});
