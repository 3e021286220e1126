/// <reference lib="dom" />
/**
 * w17zone: a time kept in a fixed-offset zone (an imported "2027-12-03T21:05:00+01:00" keeps Etc/GMT-1, w16import2)
 * reads as the offset it IS, "UTC+01:00", wherever a person reads its zone: IANA's sign is reversed, and
 * "Etc/GMT-1" read as UTC−1 (false). One display (src-shared/zone-name.ts) for the Library row, Compose and the rest.
 * Shots light/dark × en/vi: test-results/screens/w17zone/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callValue, themes, uiSession, useLanguage } from './helpers/session';
import { nextYear } from '../helpers/ahead';

/** w23dups: its posts' dates in the year after today's (they were 2027), never past on this real clock. */
const Y = nextYear();

const s = uiSession({ name: 'ui-w17zone-names' });
const text = async (page: Page, sel: string): Promise<string> => ((await page.textContent(sel).catch(() => '')) ?? '').replace(/\s+/g, ' ').trim();

describe('a fixed-offset zone reads as its offset', () => {
  it('the Library row and Compose say UTC+01:00 for Etc/GMT-1, never the raw name', async () => {
    const { page, errors } = s.browser;
    await page.setViewportSize({ width: 1360, height: 860 });
    await page.goto(s.host.url);
    const d = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Café au lait at nine past nine', scheduled_at: `${Y}-12-03T21:05`, timezone: 'Etc/GMT-1' } });
    const row = `[data-draft-id="${d.id}"] [data-testid="row-scheduled"]`;
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.click('nav a[data-nav="library"]');
      await page.waitForSelector(row);
      const said = await text(page, row);
      expect(said).toContain('(UTC+01:00)');
      expect(said).not.toContain('GMT');
      if (lang === 'en') expect(said).toBe(`· planned for Dec 3, ${Y}, 9:05 PM (UTC+01:00)`);
      await themes(page, 'w17zone/library-row', lang, { closeToasts: true });
    }
    // Compose: the field says the zone as its line does (w19time: UTC+01:00, the stored Etc/GMT-1 kept underneath); the line says what it is, once.
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.goto(`${s.host.origin}/#/compose/${encodeURIComponent(d.id)}`);
      await page.waitForSelector('[data-testid="schedule-utc"]');
      expect(await page.inputValue('[data-testid="schedule-zone"]')).toBe('UTC+01:00');
      const line = await text(page, '[data-testid="schedule-utc"]');
      expect(line).not.toContain('Etc/GMT-1');
      if (lang === 'en') expect(line).toBe(`In UTC+01:00, a fixed offset with no summer time; that is Dec 3, ${Y}, 8:05 PM UTC.`);
      else expect(line).toMatch(/^Theo UTC\+01:00, độ lệch cố định/);
      await page.locator('[data-testid="schedule"]').scrollIntoViewIfNeeded();
      await themes(page, 'w17zone/compose-zone', lang, { closeToasts: true });
    }
    expect(errors).toEqual([]);
  });
});
